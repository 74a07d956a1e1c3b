import { Button, Center, Loader, Overlay, Portal, Stack, Text } from '@mantine/core';
import { IconDownload, IconLock } from '@tabler/icons-react';
import { useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../lib/api-error.ts';
import { notifyError, notifyUnhandled } from '../../lib/notify.ts';
import { checkPdfAllowed } from '../coins/coins.api.ts';
import { handleCommerceError } from '../coins/commerce-dialogs.tsx';
import { pdfFileName } from './pdf-pages.ts';

export interface PdfDownloadButtonProps {
  /** The attempt: the server says first whether its PDF may be made (GET …/pdf, 402 print_pdf_forbidden). */
  userExamId: string;
  target: RefObject<HTMLElement | null>;
  title: string;
  date: string | null;
  /** `locks.pdf`: the PDF is not unlocked (spec §8 print_pdf_forbidden); the button shows a lock. */
  locked: boolean;
  /** print_pdf_forbidden on the report itself: the way on is its unlock panel. */
  onLocked?: () => void;
}

/** "Download PDF" with the spec's overlay ("Processing... Please wait.") while the pages render. */
export function PdfDownloadButton({ userExamId, target, title, date, locked, onLocked }: PdfDownloadButtonProps) {
  const { t } = useTranslation('exams');
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const download = async () => {
    const root = target.current;
    if (!root) return;
    setBusy(true);
    try {
      await checkPdfAllowed(userExamId);
    } catch (error) {
      setBusy(false);
      if (!(isApiError(error) && handleCommerceError(error, navigate, onLocked ? { onUnlock: onLocked } : {})))
        notifyUnhandled(error);
      return;
    }
    try {
      await nextPaint(); // the overlay shows before the rendering holds the main thread
      await exportToPdfLazily(root, pdfFileName(title, date));
    } catch (error) {
      console.error(error);
      notifyError(t('pdf.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        variant="default"
        leftSection={locked ? <IconLock size={16} aria-hidden /> : <IconDownload size={16} aria-hidden />}
        loading={busy}
        onClick={() => void download()}
      >
        {t('pdf.download')}
      </Button>
      {busy && (
        <Portal>
          <Overlay fixed color="#fff" backgroundOpacity={0.85} zIndex={2000}>
            <Center h="100%" role="status" aria-live="assertive">
              <Stack align="center" gap="sm">
                <Loader />
                <Text fw={600}>{t('pdf.processing')}</Text>
              </Stack>
            </Center>
          </Overlay>
        </Portal>
      )}
    </>
  );
}

const nextPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

/** The export code (and its two libraries) is its own chunk, fetched on the first click. */
const exportToPdfLazily = async (root: HTMLElement, fileName: string) =>
  (await import('./pdf-export.ts')).exportToPdf(root, fileName);

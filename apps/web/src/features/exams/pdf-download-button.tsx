import { Button, Center, Loader, Overlay, Portal, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconDownload, IconLock } from '@tabler/icons-react';
import { useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notifyError } from '../../lib/notify.ts';
import { pdfFileName } from './pdf-pages.ts';
import { PLANS_PATH } from './start-dialogs.tsx';

export interface PdfDownloadButtonProps {
  target: RefObject<HTMLElement | null>;
  title: string;
  date: string | null;
  /** `locks.pdf`: the PDF is not unlocked (spec §8 print_pdf_forbidden); the button explains instead. */
  locked: boolean;
}

/** "Download PDF" with the spec's overlay ("Processing... Please wait.") while the pages render. */
export function PdfDownloadButton({ target, title, date, locked }: PdfDownloadButtonProps) {
  const { t } = useTranslation('exams');
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const download = async () => {
    const root = target.current;
    if (!root) return;
    setBusy(true);
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

  if (locked)
    return (
      <Button
        variant="default"
        leftSection={<IconLock size={16} aria-hidden />}
        onClick={() =>
          modals.openConfirmModal({
            title: t('locks.pdfTitle'),
            children: <Text>{t('locks.pdfBody')}</Text>,
            labels: { confirm: t('locks.unlock'), cancel: t('locks.notNow') },
            onConfirm: () => void navigate(PLANS_PATH),
          })
        }
      >
        {t('pdf.download')}
      </Button>
    );

  return (
    <>
      <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} loading={busy} onClick={() => void download()}>
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

const nextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

/** The export code (and its two libraries) is its own chunk, fetched on the first click. */
const exportToPdfLazily = async (root: HTMLElement, fileName: string) => (await import('./pdf-export.ts')).exportToPdf(root, fileName);

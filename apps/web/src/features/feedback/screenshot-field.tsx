import { Button, CloseButton, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { FEEDBACK_SCREENSHOT_MAX_BYTES } from '@prepwell/contracts';
import { IconCamera, IconPhotoPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dataUrlBytes, SCREENSHOT_MAX_LABEL, screenshotDataUrl, screenshotProblem } from './screenshot-rules.ts';

/** Elements a page capture leaves out: Mantine's portals (this dialog, notifications, the floating buttons). */
const outsideThePage = (element: Element) =>
  element.hasAttribute('data-portal') || element.hasAttribute('data-mantine-shared-portal-node');

/**
 * A page capture as a JPEG data URL within the limit (html2canvas-pro, already used by the PDF export,
 * loaded on the click): lower quality, then a smaller scale, until it fits.
 */
const capturePage = async (): Promise<string | null> => {
  const { default: html2canvas } = await import('html2canvas-pro');
  for (const scale of [1, 0.75, 0.5]) {
    const canvas = await html2canvas(document.body, {
      scale: scale * Math.min(window.devicePixelRatio || 1, 1.5),
      backgroundColor: '#ffffff',
      logging: false,
      ignoreElements: outsideThePage,
      windowWidth: document.documentElement.clientWidth,
      windowHeight: document.documentElement.clientHeight,
      height: Math.min(document.body.scrollHeight, 4000),
    });
    for (const quality of [0.8, 0.6]) {
      const url = canvas.toDataURL('image/jpeg', quality);
      if (dataUrlBytes(url) <= FEEDBACK_SCREENSHOT_MAX_BYTES) return url;
    }
  }
  return null;
};

/**
 * Issue 17, the feedback dialog's screenshot (spec §3 Feedback): an image file (PNG or JPEG by content, at
 * most the limit) or a capture of the current page; a preview with a remove button. `value` is the data URL.
 */
export function ScreenshotField({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (dataUrl: string | undefined) => void;
}) {
  const { t } = useTranslation('hub');
  const [error, setError] = useState<string | null>(null);
  const [capturing, setCapturing] = useState(false);

  const pick = async (file: File | null) => {
    if (!file) return;
    setError(null);
    if (file.size > FEEDBACK_SCREENSHOT_MAX_BYTES) {
      setError(t('shot.tooBig', { max: SCREENSHOT_MAX_LABEL }));
      return;
    }
    const bytes = new Uint8Array(await file.arrayBuffer());
    const problem = screenshotProblem(bytes);
    const url = problem ? null : screenshotDataUrl(bytes);
    if (!url) {
      setError(problem === 'tooBig' ? t('shot.tooBig', { max: SCREENSHOT_MAX_LABEL }) : t('shot.wrongType'));
      return;
    }
    onChange(url);
  };

  const capture = async () => {
    setError(null);
    setCapturing(true);
    try {
      const url = await capturePage();
      if (url) onChange(url);
      else setError(t('shot.tooBig', { max: SCREENSHOT_MAX_LABEL }));
    } catch {
      setError(t('shot.captureFailed'));
    } finally {
      setCapturing(false);
    }
  };

  return (
    <Stack gap={6}>
      <Text component="span" size="sm" fw={500} id="feedback-shot-label">
        {t('shot.label')}
      </Text>
      <Text size="xs" c="dimmed" id="feedback-shot-hint">
        {t('shot.hint', { max: SCREENSHOT_MAX_LABEL })}
      </Text>
      {value ? (
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <Image src={value} alt={t('shot.preview')} maw={240} mah={160} fit="contain" radius="sm" />
          <CloseButton aria-label={t('shot.remove')} onClick={() => onChange(undefined)} />
        </Group>
      ) : (
        <Group gap="xs" role="group" aria-labelledby="feedback-shot-label" aria-describedby="feedback-shot-hint">
          <FileButton onChange={(file) => void pick(file)} accept="image/png,image/jpeg">
            {(props) => (
              <Button {...props} variant="default" size="xs" leftSection={<IconPhotoPlus size={16} aria-hidden />}>
                {t('shot.attach')}
              </Button>
            )}
          </FileButton>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconCamera size={16} aria-hidden />}
            loading={capturing}
            onClick={() => void capture()}
          >
            {t('shot.capture')}
          </Button>
        </Group>
      )}
      {error && (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}

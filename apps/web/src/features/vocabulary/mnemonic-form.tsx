import { Alert, Button, FileButton, Group, Image, Radio, Select, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  MNEMONIC_TECHNIQUES,
  MNEMONIC_VISIBILITIES,
  type MnemonicMediaKind,
  type MnemonicTechnique,
  type MnemonicView,
  type MnemonicVisibility,
} from '@prepwell/contracts';
import { IconPhotoUp } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../components/form-error.tsx';
import { errorMessageOf } from '../../lib/notify.ts';
import { useApiForm } from '../../lib/use-api-form.ts';
import { checkMedia, MEDIA_ACCEPT } from './media-check.ts';
import { vocabularyMutations } from './vocabulary.api.ts';

export interface MnemonicValues {
  technique: MnemonicTechnique;
  body: string;
  visibility: MnemonicVisibility;
  media_url: string | null;
}

const valuesOf = (m?: MnemonicView): MnemonicValues => ({
  technique: m?.technique ?? 'text',
  body: m?.body ?? '',
  visibility: m?.visibility ?? 'public',
  media_url: m?.media_url ?? null,
});

/** The media a technique takes: an image or a video; the others are text only. */
const mediaKindOf = (technique: MnemonicTechnique): MnemonicMediaKind | null =>
  technique === 'image' || technique === 'video' ? technique : null;

/**
 * Write or edit a mnemonic: the technique (meaning, sentence, text, image, video), the text, an image or a
 * video (checked here for type and 5 MB with the spec's messages, then uploaded; the server checks again
 * and its refusal is shown in the reader's language), and who sees it.
 */
export function MnemonicForm({
  mnemonic,
  pending,
  onSubmit,
  onCancel,
}: {
  mnemonic?: MnemonicView;
  pending: boolean;
  onSubmit: (values: MnemonicValues, showError: (error: unknown) => unknown) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('vocabulary');
  const form = useForm<MnemonicValues>({
    initialValues: valuesOf(mnemonic),
    validate: {
      body: (v, values) => (mediaKindOf(values.technique) || v.trim() ? null : t('form.required')),
      media_url: (v, values) => (mediaKindOf(values.technique) && !v ? t('mnemonic.mediaRequired') : null),
    },
  });
  const { formError, showError } = useApiForm(form);
  const upload = useMutation(vocabularyMutations.uploadMedia());
  const [mediaError, setMediaError] = useState<string | null>(null);
  const [mediaKind, setMediaKind] = useState<MnemonicMediaKind | null>(mnemonic?.media_kind ?? null);
  const wanted = mediaKindOf(form.values.technique);

  // The same file may be chosen again after a refusal: the input is cleared after each choice.
  const resetInput = useRef<() => void>(null);
  const choose = (file: File | null) => {
    resetInput.current?.();
    if (!file) return;
    setMediaError(null);
    const check = checkMedia(file);
    if (!check.ok) {
      setMediaError(t(`mnemonic.${check.problem}`));
      return;
    }
    if (check.kind !== wanted) {
      setMediaError(t('mnemonic.wrong_format'));
      return;
    }
    upload.mutate(file, {
      onSuccess: (stored) => {
        form.setFieldValue('media_url', stored.url);
        setMediaKind(stored.media_kind);
      },
      onError: (e) => setMediaError(errorMessageOf(e)),
    });
  };

  return (
    <form onSubmit={form.onSubmit((values) => onSubmit(values, showError))} noValidate>
      <Stack gap="sm">
        <FormError error={formError} />
        <Select
          label={t('mnemonic.technique')}
          data={MNEMONIC_TECHNIQUES.map((k) => ({ value: k, label: t(`mnemonic.techniques.${k}`) }))}
          allowDeselect={false}
          {...form.getInputProps('technique')}
          onChange={(v) => {
            if (!v) return;
            form.setFieldValue('technique', v as MnemonicTechnique);
            if (mediaKindOf(v as MnemonicTechnique) !== mediaKind) form.setFieldValue('media_url', null);
            setMediaError(null);
          }}
        />
        <Textarea
          label={wanted ? t('mnemonic.caption') : t('mnemonic.body')}
          autosize
          minRows={3}
          maxLength={2000}
          {...form.getInputProps('body')}
        />
        {wanted && (
          <Stack gap={6}>
            <Group gap="sm">
              <FileButton onChange={choose} accept={MEDIA_ACCEPT} resetRef={resetInput}>
                {(props) => (
                  <Button
                    {...props}
                    variant="light"
                    leftSection={<IconPhotoUp size={16} aria-hidden />}
                    loading={upload.isPending}
                    aria-describedby="mnemonic-media-hint"
                  >
                    {wanted === 'image' ? t('mnemonic.chooseImage') : t('mnemonic.chooseVideo')}
                  </Button>
                )}
              </FileButton>
              {form.values.media_url && (
                <Text size="sm" c="teal.9" role="status">
                  {t('mnemonic.uploaded')}
                </Text>
              )}
            </Group>
            <Text size="xs" c="gray.7" id="mnemonic-media-hint">
              {wanted === 'image' ? t('mnemonic.imageHint') : t('mnemonic.videoHint')}
            </Text>
            {mediaError && (
              <Alert color="red" role="alert" p="xs">
                {mediaError}
              </Alert>
            )}
            {form.errors.media_url && (
              <Text size="sm" c="red.9" role="alert">
                {form.errors.media_url}
              </Text>
            )}
            {form.values.media_url && mediaKind === 'image' && (
              <Image src={form.values.media_url} alt={t('mnemonic.preview')} maw={240} radius="sm" />
            )}
            {form.values.media_url && mediaKind === 'video' && (
              <video
                src={form.values.media_url}
                controls
                style={{ maxWidth: 320 }}
                aria-label={t('mnemonic.preview')}
              />
            )}
          </Stack>
        )}
        <Radio.Group label={t('mnemonic.visibility')} {...form.getInputProps('visibility')}>
          <Group gap="md" mt={4}>
            {MNEMONIC_VISIBILITIES.map((v) => (
              <Radio key={v} value={v} label={t(`mnemonic.visibilities.${v}`)} />
            ))}
          </Group>
        </Radio.Group>
        <Group justify="flex-end" gap="xs">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {t('actions.cancel')}
            </Button>
          )}
          <Button type="submit" loading={pending} disabled={upload.isPending}>
            {mnemonic ? t('actions.save') : t('mnemonic.publish')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

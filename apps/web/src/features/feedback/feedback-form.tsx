import { Button, Group, SegmentedControl, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../lib/notify.ts';
import { useApiForm } from '../../lib/use-api-form.ts';
import { feedbackMutations, type FeedbackInput } from './feedback.api.ts';
import { FormError } from '../../components/form-error.tsx';
import { ScreenshotField } from './screenshot-field.tsx';

/** Bug report or recommendation; the current page is filled in automatically. */
export function FeedbackForm({ page, onDone }: { page: string; onDone: () => void }) {
  const { t } = useTranslation('shell');
  const form = useForm<FeedbackInput>({
    initialValues: { type: 'bug', page, details: '' },
    validate: { details: (v) => (v.trim() ? null : t('feedback.detailsRequired')) },
  });
  const { formError, showError } = useApiForm(form);
  const send = useMutation(feedbackMutations.create());

  const submit = form.onSubmit((values) =>
    send.mutate(
      {
        type: values.type,
        page: values.page,
        details: values.details.trim(),
        ...(values.screenshot ? { screenshot: values.screenshot } : {}),
      },
      {
        onSuccess: () => {
          notifySuccess(t('feedback.thanks'));
          onDone();
        },
        onError: showError,
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Stack gap={4}>
          <Text component="span" size="sm" fw={500} id="feedback-type-label">
            {t('feedback.type')}
          </Text>
          <SegmentedControl
            aria-labelledby="feedback-type-label"
            data={[
              { value: 'bug', label: t('feedback.bug') },
              { value: 'recommendation', label: t('feedback.recommendation') },
            ]}
            {...form.getInputProps('type')}
          />
        </Stack>
        <TextInput label={t('feedback.page')} readOnly {...form.getInputProps('page')} />
        <Textarea
          label={t('feedback.details')}
          placeholder={t('feedback.detailsHint')}
          autosize
          minRows={4}
          maxLength={5000}
          required
          data-autofocus
          {...form.getInputProps('details')}
        />
        <ScreenshotField value={form.values.screenshot} onChange={(v) => form.setFieldValue('screenshot', v)} />
        <FormError error={formError} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('feedback.cancel')}
          </Button>
          <Button type="submit" loading={send.isPending}>
            {t('feedback.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import { Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PRIVATE_LESSON_LIMITS } from '@prepwell/contracts';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../components/form-error.tsx';
import { useApiForm } from '../../lib/use-api-form.ts';
import { privateLessonMutations } from './private-lessons.api.ts';
import { ProposedTimesField, TimesNoteField, proposedTimes, type ProposedTimeValues } from './proposed-times-field.tsx';

interface CounterValues {
  times: ProposedTimeValues[];
  reply: string;
}

/** An educator's other times for a request (1–3, inside the teacher's hours) with a reply. */
export function CounterForm({
  requestId,
  teacherId,
  onDone,
  onCancel,
}: {
  requestId: string;
  teacherId: string | undefined;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('privateLessons');
  const send = useMutation(privateLessonMutations.counter(requestId));
  const form = useForm<CounterValues>({
    initialValues: { times: [proposedTimes.empty()], reply: '' },
    validate: {
      times: {
        starts_at: (v) => {
          const key = proposedTimes.startError(v);
          return key && t(key);
        },
      },
    },
  });
  const { formError, showError } = useApiForm(form);
  const submit = form.onSubmit((v) =>
    send.mutate(
      {
        times: proposedTimes.body(v.times),
        reply: v.reply.trim(),
        ...(teacherId ? { teacher_id: teacherId } : {}),
      },
      { onSuccess: onDone, onError: (e) => void showError(e) },
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <FormError error={formError} />
        <ProposedTimesField form={form} />
        <TimesNoteField
          form={form}
          field="reply"
          label={t('card.replyLabel')}
          maxLength={PRIVATE_LESSON_LIMITS.reply}
        />
        <Group gap="sm">
          <Button type="submit" size="xs" loading={send.isPending}>
            {t('card.sendCounter')}
          </Button>
          <Button size="xs" variant="subtle" onClick={onCancel}>
            {t('card.back')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

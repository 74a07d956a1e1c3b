import { ActionIcon, Button, Group, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PRIVATE_LESSON_LIMITS } from '@prepwell/contracts';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../components/form-error.tsx';
import { useApiForm } from '../../lib/use-api-form.ts';
import { privateLessonMutations } from './private-lessons.api.ts';
import { DURATIONS, instantOfLocal, isFutureLocal } from './time-values.ts';

interface CounterValues {
  times: { starts_at: string; duration_minutes: string }[];
  reply: string;
}
const emptyTime = () => ({ starts_at: '', duration_minutes: '60' });

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
    initialValues: { times: [emptyTime()], reply: '' },
    validate: {
      times: { starts_at: (v) => (!v ? t('form.required') : isFutureLocal(v) ? null : t('form.past')) },
    },
  });
  const { formError, showError } = useApiForm(form);
  const values = form.getValues();
  const submit = form.onSubmit((v) =>
    send.mutate(
      {
        times: v.times.map((x) => ({
          starts_at: instantOfLocal(x.starts_at) ?? x.starts_at,
          duration_minutes: Number(x.duration_minutes),
        })),
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
        {values.times.map((_, i) => (
          <Group key={i} align="flex-end" gap="sm" wrap="nowrap">
            <TextInput
              type="datetime-local"
              label={t('form.startsAt', { n: i + 1 })}
              withAsterisk
              style={{ flex: 1 }}
              key={form.key(`times.${i}.starts_at`)}
              {...form.getInputProps(`times.${i}.starts_at`)}
            />
            <Select
              label={t('form.duration')}
              data={DURATIONS.map((d) => ({ value: String(d), label: t('form.minutes', { count: d }) }))}
              allowDeselect={false}
              w={140}
              key={form.key(`times.${i}.duration_minutes`)}
              {...form.getInputProps(`times.${i}.duration_minutes`)}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              mb={4}
              aria-label={t('form.removeTime', { n: i + 1 })}
              disabled={values.times.length <= 1}
              onClick={() => form.removeListItem('times', i)}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        ))}
        {values.times.length < PRIVATE_LESSON_LIMITS.times && (
          <Group>
            <Button
              variant="light"
              size="xs"
              leftSection={<IconPlus size={14} />}
              onClick={() => form.insertListItem('times', emptyTime())}
            >
              {t('form.addTime')}
            </Button>
          </Group>
        )}
        <Textarea
          label={t('card.replyLabel')}
          rows={3}
          maxLength={PRIVATE_LESSON_LIMITS.reply}
          key={form.key('reply')}
          {...form.getInputProps('reply')}
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

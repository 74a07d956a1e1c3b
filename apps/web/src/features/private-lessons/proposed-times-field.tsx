import { ActionIcon, Button, Group, Select, TextInput, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { PRIVATE_LESSON_LIMITS } from '@prepwell/contracts';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DURATIONS, instantOfLocal, isFutureLocal } from './time-values.ts';

/** One proposed time of a private-lesson form: a local start ("2026-12-01T16:00") and a length in minutes. */
export interface ProposedTimeValues {
  starts_at: string;
  duration_minutes: string;
}

const emptyProposedTime = (): ProposedTimeValues => ({ starts_at: '', duration_minutes: '60' });

/** The rule of a proposed start: given, and in the future (the message's key, or null). */
const proposedStartError = (value: string): 'form.required' | 'form.past' | null =>
  !value ? 'form.required' : isFutureLocal(value) ? null : 'form.past';

/** The API's times of the rows (local starts → ISO instants). */
const proposedTimesBody = (times: ProposedTimeValues[]) =>
  times.map((time) => ({
    starts_at: instantOfLocal(time.starts_at) ?? time.starts_at,
    duration_minutes: Number(time.duration_minutes),
  }));

/** The rows' helpers: a new empty row, the start's rule, the request body of the rows. */
export const proposedTimes = { empty: emptyProposedTime, startError: proposedStartError, body: proposedTimesBody };

/**
 * The "proposed times" rows of the request and counter forms (1–3): a start and a length each, a row
 * removed by its bin (never the last), another added while under the limit. The form keeps them in `times`.
 */
export function ProposedTimesField<V extends { times: ProposedTimeValues[] }>({
  form,
}: {
  form: UseFormReturnType<V>;
}) {
  const { t } = useTranslation('privateLessons');
  const times = form.getValues().times;
  return (
    <>
      {times.map((_, i) => (
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
            disabled={times.length <= 1}
            onClick={() => form.removeListItem('times', i)}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      ))}
      {times.length < PRIVATE_LESSON_LIMITS.times && (
        <Group>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} />}
            onClick={() => form.insertListItem('times', emptyProposedTime() as never)}
          >
            {t('form.addTime')}
          </Button>
        </Group>
      )}
    </>
  );
}

/** The free text that goes with the times (the family's message, the educator's reply). */
export function TimesNoteField<V extends { times: ProposedTimeValues[] }>({
  form,
  field,
  label,
  placeholder,
  maxLength,
}: {
  form: UseFormReturnType<V>;
  field: 'message' | 'reply';
  label: string;
  placeholder?: string;
  maxLength: number;
}) {
  return (
    <Textarea
      label={label}
      placeholder={placeholder}
      rows={3}
      maxLength={maxLength}
      key={form.key(field)}
      {...form.getInputProps(field)}
    />
  );
}

import { Checkbox, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { CLASS_TEST_KINDS, type ClassDetail, type ClassTestKind } from '@prepwell/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useId, type FormEventHandler, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFooter } from '../../components/form-footer.tsx';
import { notifySuccess } from '../../lib/notify.ts';
import { useApiForm } from '../../lib/use-api-form.ts';
import { refreshClass } from './classes.api.ts';
import { toScheduledAt } from './scheduled-at.ts';

/** What adding and editing a class test share: when it opens, test or practice, default practice, who pays. */
export interface ClassTestScheduleValues {
  date: string;
  time: string;
  kind: ClassTestKind;
  is_default: boolean;
  paid_by_organization: boolean;
}

/** Both date and time must make a real moment in the teacher's time zone. */
export const scheduleValidation = (badDate: string) => ({
  date: (v: string, values: ClassTestScheduleValues) => (toScheduledAt(v, values.time) ? null : badDate),
  time: (v: string, values: ClassTestScheduleValues) => (toScheduledAt(values.date, v) ? null : badDate),
});

/** The request fields of the schedule (only a practice can be the class's default). */
export const scheduleInput = (v: ClassTestScheduleValues) => {
  const scheduledAt = toScheduledAt(v.date, v.time);
  return scheduledAt
    ? {
        scheduled_at: scheduledAt,
        kind: v.kind,
        is_default: v.kind === 'practice' && v.is_default,
        paid_by_organization: v.paid_by_organization,
      }
    : null;
};

/** The schedule fields of the add and edit forms; `coins` is the class's balance shown beside "paid by the organisation". */
export function ClassTestScheduleFields<V extends ClassTestScheduleValues>({
  form,
  coins,
}: {
  form: UseFormReturnType<V>;
  coins: number;
}) {
  const { t } = useTranslation('classes');
  const kindLabel = useId();
  const schedule = form as unknown as UseFormReturnType<ClassTestScheduleValues>;
  const values = schedule.getValues();
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput type="date" label={t('tests.add.date')} required {...schedule.getInputProps('date')} />
        <TextInput type="time" label={t('tests.add.time')} required {...schedule.getInputProps('time')} />
      </SimpleGrid>
      <Stack gap={4}>
        <Text fz="sm" fw={500} id={kindLabel}>
          {t('tests.add.kind')}
        </Text>
        <SegmentedControl
          aria-labelledby={kindLabel}
          w="fit-content"
          data={CLASS_TEST_KINDS.map((k) => ({ value: k, label: t(`tests.kind.${k}`) }))}
          value={values.kind}
          onChange={(value) => schedule.setFieldValue('kind', value as ClassTestKind)}
        />
      </Stack>
      <Checkbox
        label={t('tests.add.isDefault')}
        description={t('tests.add.isDefaultHint')}
        disabled={values.kind !== 'practice'}
        styles={{ description: { color: 'var(--mantine-color-gray-7)' } }}
        {...schedule.getInputProps('is_default', { type: 'checkbox' })}
      />
      <Checkbox
        label={t('tests.add.paid')}
        description={t('tests.add.paidHint', { count: coins })}
        styles={{ description: { color: 'var(--mantine-color-gray-7)' } }}
        {...schedule.getInputProps('paid_by_organization', { type: 'checkbox' })}
      />
    </>
  );
}

type ScheduleInput = NonNullable<ReturnType<typeof scheduleInput>>;
interface SaveCallbacks {
  onSuccess: () => Promise<void>;
  onError: (error: unknown) => void;
}

/**
 * The add and edit forms' submit: a valid schedule is sent (`send`, with the callbacks to pass to the
 * mutation); once saved it says so (`done`), refreshes the class and closes the form; a refusal lands on
 * the form. Returns the props of {@link ClassTestForm} but the pending state and the submit label.
 */
export function useClassTestSubmit<V extends ClassTestScheduleValues>(
  form: UseFormReturnType<V>,
  options: {
    detail: ClassDetail;
    done: string;
    onDone: () => void;
    send: (values: V, schedule: ScheduleInput, callbacks: SaveCallbacks) => void;
  },
) {
  const client = useQueryClient();
  const { formError, showError } = useApiForm(form);
  const { detail, done, onDone, send } = options;
  const onSubmit = form.onSubmit((values) => {
    const schedule = scheduleInput(values);
    if (!schedule) return;
    send(values, schedule, {
      onSuccess: async () => {
        notifySuccess(done);
        await refreshClass(client, detail.id);
        onDone();
      },
      onError: (error) => {
        showError(error);
      },
    });
  });
  return { form, coins: detail.coins ?? 0, onSubmit, error: formError };
}

/** The add and edit forms' frame: what is particular to each, then the schedule fields and the footer. */
export function ClassTestForm<V extends ClassTestScheduleValues>(props: {
  form: UseFormReturnType<V>;
  coins: number;
  onSubmit: FormEventHandler<HTMLFormElement>;
  error: ReactNode;
  pending: boolean;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <form onSubmit={props.onSubmit} noValidate>
      <Stack gap="md">
        {props.children}
        <ClassTestScheduleFields form={props.form} coins={props.coins} />
        <FormFooter error={props.error} pending={props.pending}>
          {props.submitLabel}
        </FormFooter>
      </Stack>
    </form>
  );
}

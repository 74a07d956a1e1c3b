import { Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ClassDetail, ClassTestView } from '@prepwell/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormFooter } from '../../components/form-footer.tsx';
import { notifySuccess } from '../../lib/notify.ts';
import { useApiForm } from '../../lib/use-api-form.ts';
import { classMutations, refreshClass } from './classes.api.ts';
import {
  ClassTestScheduleFields,
  scheduleInput,
  scheduleValidation,
  type ClassTestScheduleValues,
} from './class-test-schedule-fields.tsx';
import { splitScheduledAt } from './scheduled-at.ts';

/** Changes a class test's opening date and time (the teacher's time zone), kind, default practice and who pays. */
export function EditTestForm({
  detail,
  classTest,
  onDone,
}: {
  detail: ClassDetail;
  classTest: ClassTestView;
  onDone: () => void;
}) {
  const { t } = useTranslation('classes');
  const client = useQueryClient();
  const when = splitScheduledAt(classTest.scheduled_at);
  const form = useForm<ClassTestScheduleValues>({
    initialValues: {
      date: when.date,
      time: when.time,
      kind: classTest.kind,
      is_default: classTest.is_default,
      paid_by_organization: classTest.paid_by_organization,
    },
    validate: scheduleValidation(t('tests.add.badDate')),
  });
  const { formError, showError } = useApiForm(form);
  const update = useMutation(classMutations.updateTest(detail.id));
  const submit = form.onSubmit((v) => {
    const schedule = scheduleInput(v);
    if (!schedule) return;
    update.mutate(
      {
        classTestId: classTest.id,
        input: schedule,
      },
      {
        onSuccess: async () => {
          notifySuccess(t('tests.edit.done'));
          await refreshClass(client, detail.id);
          onDone();
        },
        onError: (error) => showError(error),
      },
    );
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text fw={700}>{classTest.title}</Text>
        <ClassTestScheduleFields form={form} coins={detail.coins ?? 0} />
        <FormFooter error={formError} pending={update.isPending}>
          {t('tests.edit.submit')}
        </FormFooter>
      </Stack>
    </form>
  );
}

import { Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ClassDetail, ClassTestView } from '@prepwell/contracts';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { classMutations } from './classes.api.ts';
import {
  ClassTestForm,
  scheduleValidation,
  useClassTestSubmit,
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
  const update = useMutation(classMutations.updateTest(detail.id));
  const frame = useClassTestSubmit(form, {
    detail,
    done: t('tests.edit.done'),
    onDone,
    send: (_values, schedule, callbacks) => update.mutate({ classTestId: classTest.id, input: schedule }, callbacks),
  });
  return (
    <ClassTestForm {...frame} pending={update.isPending} submitLabel={t('tests.edit.submit')}>
      <Text fw={700} data-i18n-exempt>
        {classTest.title}
      </Text>
    </ClassTestForm>
  );
}

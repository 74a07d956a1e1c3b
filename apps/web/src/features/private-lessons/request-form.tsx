import { Button, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PRIVATE_LESSON_LIMITS, isParent, type SessionUser } from '@prepwell/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../components/form-error.tsx';
import { notifySuccess } from '../../lib/notify.ts';
import { useApiForm } from '../../lib/use-api-form.ts';
import { profileQueries } from '../profile/profile.api.ts';
import { HoursList } from './hours-list.tsx';
import { privateLessonMutations, privateLessonQueries } from './private-lessons.api.ts';
import { ProposedTimesField, TimesNoteField, proposedTimes, type ProposedTimeValues } from './proposed-times-field.tsx';

const ANY = 'any';

interface RequestValues {
  student_id: string;
  subject: string;
  teacher_id: string;
  times: ProposedTimeValues[];
  message: string;
}

/** The family's request for a private lesson: the child (a parent), subject, teacher or any, 1–3 times, message. */
export function RequestForm({ user }: { user: SessionUser }) {
  const { t } = useTranslation('privateLessons');
  const client = useQueryClient();
  const parent = isParent(user);
  const teachers = useQuery(privateLessonQueries.teachers());
  const children = useQuery({ ...profileQueries.children(user.id), enabled: parent });
  const send = useMutation(privateLessonMutations.request());
  const form = useForm<RequestValues>({
    initialValues: { student_id: '', subject: '', teacher_id: '', times: [proposedTimes.empty()], message: '' },
    validate: {
      student_id: (v) => (parent && !v ? t('form.required') : null),
      subject: (v) => (v.trim() ? null : t('form.required')),
      teacher_id: (v) => (v ? null : t('form.required')),
      times: {
        starts_at: (v) => {
          const key = proposedTimes.startError(v);
          return key && t(key);
        },
      },
    },
  });
  const { formError, showError } = useApiForm(form);
  const values = form.getValues();
  const chosen = teachers.data?.data.find((x) => x.id === values.teacher_id);

  const submit = form.onSubmit((v) => {
    send.mutate(
      {
        ...(parent ? { student_id: v.student_id } : {}),
        subject: v.subject.trim(),
        teacher_id: v.teacher_id === ANY ? null : v.teacher_id,
        times: proposedTimes.body(v.times),
        message: v.message.trim(),
      },
      {
        onSuccess: () => {
          notifySuccess(t('form.sent'));
          form.reset();
          void client.invalidateQueries({ queryKey: privateLessonQueries.all() });
        },
        onError: (error) => void showError(error),
      },
    );
  });

  const childName = (c: {
    first_name: string | null;
    last_name: string | null;
    username: string | null;
    email: string;
  }) => [c.first_name, c.last_name].filter(Boolean).join(' ') || c.username || c.email;

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="private-request-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} fz="h4" id="private-request-title">
            {t('form.title')}
          </Title>
          <FormError error={formError} />
          {parent && (
            <Select
              label={t('form.child')}
              placeholder={t('form.childHint')}
              data={(children.data ?? []).map((c) => ({ value: c.id, label: childName(c) }))}
              nothingFoundMessage={t('form.noChildren')}
              withAsterisk
              key={form.key('student_id')}
              {...form.getInputProps('student_id')}
            />
          )}
          <TextInput
            label={t('form.subject')}
            placeholder={t('form.subjectHint')}
            maxLength={PRIVATE_LESSON_LIMITS.subject}
            withAsterisk
            key={form.key('subject')}
            {...form.getInputProps('subject')}
          />
          <Select
            label={t('form.teacher')}
            placeholder={t('form.teacherHint')}
            data={[
              { value: ANY, label: t('form.anyTeacher') },
              ...(teachers.data?.data ?? []).map((x) => ({ value: x.id, label: x.name })),
            ]}
            withAsterisk
            key={form.key('teacher_id')}
            {...form.getInputProps('teacher_id')}
          />
          {chosen && (
            <Paper withBorder p="sm" radius="sm" bg="var(--mantine-color-gray-0)">
              <Text size="sm" fw={500} mb={4}>
                {t('form.hoursOf', { name: chosen.name })}
              </Text>
              <HoursList availability={chosen.availability} />
            </Paper>
          )}
          <Stack gap="xs">
            <Text size="sm" fw={500}>
              {t('form.times')}
            </Text>
            <Text size="xs" c="dimmed">
              {t('form.timesHint')}
            </Text>
            <ProposedTimesField form={form} />
          </Stack>
          <TimesNoteField
            form={form}
            field="message"
            label={t('form.message')}
            placeholder={t('form.messageHint')}
            maxLength={PRIVATE_LESSON_LIMITS.message}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={send.isPending}>
              {t('form.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

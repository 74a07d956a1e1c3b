import { ActionIcon, Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ProfileView } from '@prepwell/contracts';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../lib/notify.ts';
import { useApiForm } from '../../lib/use-api-form.ts';
import { profileMutations, refreshProfile } from './profile.api.ts';
import {
  isPhone,
  studentValuesOf,
  teacherValuesOf,
  toStudentInput,
  toTeacherInput,
  type StudentValues,
  type TeacherValues,
} from './profile-values.ts';
import { StudentProfileFields, studentValidation } from './student-profile-fields.tsx';
import { TeacherProfileFields, teacherValidation } from './teacher-profile-fields.tsx';
import { FormFooter } from '../../components/form-footer.tsx';

interface BindProps {
  profile: ProfileView;
  onDone: () => void;
}

function Footer({ error, pending }: { error: string | null; pending: boolean }) {
  const { t } = useTranslation('profile');
  return (
    <>
      <FormFooter error={error} pending={pending}>
        {t('bind.submit')}
      </FormFooter>
    </>
  );
}

const useDone = (onDone: () => void) => {
  const { t } = useTranslation('profile');
  const client = useQueryClient();
  return async () => {
    notifySuccess(t('bind.done'));
    await refreshProfile(client);
    onDone();
  };
};

function FormShell({
  onSubmit,
  children,
}: {
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">{children}</Stack>
    </form>
  );
}

export function StudentBindForm({ profile, onDone }: BindProps) {
  const { t } = useTranslation('profile');
  const form = useForm<StudentValues>({
    initialValues: studentValuesOf(profile.student_profile, profile.phone ?? ''),
    validate: studentValidation(t),
  });
  const { formError, showError } = useApiForm(form);
  const bind = useMutation(profileMutations.bindStudent());
  const done = useDone(onDone);
  const submit = form.onSubmit((values) =>
    bind.mutate(toStudentInput(values), { onSuccess: done, onError: showError }),
  );
  return (
    <FormShell onSubmit={submit}>
      <StudentProfileFields form={form} />
      <Footer error={formError} pending={bind.isPending} />
    </FormShell>
  );
}

export function TeacherBindForm({ profile, onDone }: BindProps) {
  const { t } = useTranslation('profile');
  const form = useForm<TeacherValues & { instructor_code: string }>({
    initialValues: { ...teacherValuesOf(profile.teacher_profile, profile.phone ?? ''), instructor_code: '' },
    validate: { ...teacherValidation(t), instructor_code: (v: string) => (v.trim() ? null : t('validation.required')) },
  });
  const { formError, showError } = useApiForm(form, { codeFields: { instructor_code_invalid: 'instructor_code' } });
  const bind = useMutation(profileMutations.bindTeacher());
  const done = useDone(onDone);
  const submit = form.onSubmit((values) => {
    bind.mutate(
      { ...toTeacherInput(values), instructor_code: values.instructor_code.trim() },
      { onSuccess: done, onError: showError },
    );
  });
  return (
    <FormShell onSubmit={submit}>
      <TextInput
        label={t('fields.instructor_code')}
        description={t('fields.instructor_code_hint')}
        required
        {...form.getInputProps('instructor_code')}
      />
      <TeacherProfileFields form={form} />
      <Footer error={formError} pending={bind.isPending} />
    </FormShell>
  );
}

export function ParentBindForm({ profile, onDone }: BindProps) {
  const { t } = useTranslation('profile');
  const linked = profile.children.map((c) => c.email);
  const form = useForm({
    initialValues: {
      phone: profile.parent_profile?.phone ?? profile.phone ?? '',
      student_emails: linked.length ? linked : [''],
    },
    validate: (values) => {
      const errors: Record<string, string> = {};
      if (!isPhone(values.phone)) errors.phone = t('validation.phone');
      const seen = new Set<string>();
      values.student_emails.forEach((raw, i) => {
        const email = raw.trim().toLowerCase();
        if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) errors[`student_emails.${i}`] = t('validation.email');
        else if (seen.has(email)) errors[`student_emails.${i}`] = t('validation.emailTwice');
        seen.add(email);
      });
      return errors;
    },
  });
  const { formError, showError } = useApiForm(form, { codeFields: { student_email_not_found: 'student_emails.0' } });
  const bind = useMutation(profileMutations.bindParent());
  const done = useDone(onDone);
  const submit = form.onSubmit((values) =>
    bind.mutate(
      { phone: values.phone.trim(), student_emails: values.student_emails.map((e) => e.trim().toLowerCase()) },
      { onSuccess: done, onError: showError },
    ),
  );
  const emails = form.getValues().student_emails;
  return (
    <FormShell onSubmit={submit}>
      <TextInput label={t('fields.phone')} required type="tel" autoComplete="tel" {...form.getInputProps('phone')} />
      <Stack gap="xs" role="group" aria-label={t('bind.studentEmails')}>
        {emails.map((_, i) => (
          <Group key={i} align="flex-end" wrap="nowrap">
            <TextInput
              style={{ flex: 1 }}
              label={`${t('fields.student_email')} ${i + 1}`}
              type="email"
              required
              {...form.getInputProps(`student_emails.${i}`)}
            />
            {emails.length > 1 && (
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                mb={2}
                aria-label={t('bind.removeEmail', { n: i + 1 })}
                onClick={() => form.removeListItem('student_emails', i)}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            )}
          </Group>
        ))}
        {emails.length < 10 && (
          <Group>
            <Button
              variant="subtle"
              size="xs"
              leftSection={<IconPlus size={14} aria-hidden />}
              onClick={() => form.insertListItem('student_emails', '')}
            >
              {t('bind.addEmail')}
            </Button>
          </Group>
        )}
      </Stack>
      <Footer error={formError} pending={bind.isPending} />
    </FormShell>
  );
}

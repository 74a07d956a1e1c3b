import { Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ProfileView } from '@prepwell/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../lib/notify.ts';
import { useApiForm } from '../../lib/use-api-form.ts';
import { profileMutations, refreshProfile } from './profile.api.ts';
import { studentValuesOf, toStudentInput, type StudentValues } from './profile-values.ts';
import { StudentProfileFields, studentValidation } from './student-profile-fields.tsx';
import { useDirtyReport } from './use-dirty-report.ts';
import { FormFooter } from '../../components/form-footer.tsx';

/** The student details tab (school, grade, phone …). */
export function StudentProfileForm({
  profile,
  userId,
  onDirtyChange,
}: {
  profile: ProfileView;
  userId?: string;
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const { t } = useTranslation('profile');
  const client = useQueryClient();
  const form = useForm<StudentValues>({
    initialValues: studentValuesOf(profile.student_profile, profile.phone ?? ''),
    validate: studentValidation(t),
    validateInputOnBlur: ['phone'],
  });
  const { formError, showError } = useApiForm(form);
  const save = useMutation(profileMutations.student(userId));
  useDirtyReport(form.isDirty(), onDirtyChange);

  const submit = form.onSubmit((values) =>
    save.mutate(toStudentInput(values), {
      onSuccess: async (view) => {
        form.setInitialValues(studentValuesOf(view.student_profile));
        form.setValues(studentValuesOf(view.student_profile));
        notifySuccess(t('saved'));
        await refreshProfile(client);
      },
      onError: showError,
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <StudentProfileFields form={form} />
        <FormFooter error={formError} pending={save.isPending}>
          {t('save')}
        </FormFooter>
      </Stack>
    </form>
  );
}

import { Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { studentValuesOf, toStudentInput, type StudentValues } from './profile-values.ts';
import { StudentProfileFields, studentValidation } from './student-profile-fields.tsx';
import { FormFooter } from '../../components/form-footer.tsx';
import { profileMutations } from './profile.api.ts';
import { useProfileSave, type ProfileFormProps } from './use-profile-save.ts';

/** The student details tab (school, grade, phone …). */
export function StudentProfileForm({ profile, userId, onDirtyChange }: ProfileFormProps) {
  const { t } = useTranslation('profile');
  const form = useForm<StudentValues>({
    initialValues: studentValuesOf(profile.student_profile, profile.phone ?? ''),
    validate: studentValidation(t),
    validateInputOnBlur: ['phone'],
  });
  const { submit, formError, pending } = useProfileSave(form, {
    mutation: profileMutations.student(userId),
    valuesOf: (view) => studentValuesOf(view.student_profile),
    toInput: toStudentInput,
    onDirtyChange,
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <StudentProfileFields form={form} />
        <FormFooter error={formError} pending={pending}>
          {t('save')}
        </FormFooter>
      </Stack>
    </form>
  );
}

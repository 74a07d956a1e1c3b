import { Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { isCompanyAdmin, isSuperAdmin } from '@prepwell/contracts';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session/use-session.ts';
import { teacherValuesOf, toTeacherInput, type TeacherValues } from './profile-values.ts';
import { TeacherProfileFields, teacherValidation } from './teacher-profile-fields.tsx';
import { renameFieldErrors } from './rename-field-errors.ts';
import { FormFooter } from '../../components/form-footer.tsx';
import { profileMutations } from './profile.api.ts';
import { useProfileSave, type ProfileFormProps } from './use-profile-save.ts';

/** The teacher details tab. */
export function TeacherProfileForm({ profile, userId, onDirtyChange }: ProfileFormProps) {
  const { t } = useTranslation('profile');
  const { user } = useSession();
  const salaryEditable = !!user && (isSuperAdmin(user) || isCompanyAdmin(user));
  const form = useForm<TeacherValues>({
    initialValues: teacherValuesOf(profile.teacher_profile, profile.phone ?? ''),
    validate: teacherValidation(t),
    validateInputOnBlur: ['phone', 'ssn_last4'],
  });
  const { submit, formError, pending } = useProfileSave(form, {
    mutation: profileMutations.teacher(userId),
    valuesOf: (view) => teacherValuesOf(view.teacher_profile),
    toInput: toTeacherInput,
    onDirtyChange,
    // Billing errors come as `billing.<field>`; the form's fields are flat.
    renameErrors: (error) => renameFieldErrors(error, (path) => path.replace(/^billing\./, '')),
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TeacherProfileFields form={form} salaryEditable={salaryEditable} />
        <Text size="xs" c="dimmed">
          {t('billingHint')}
        </Text>
        <FormFooter error={formError} pending={pending}>
          {t('save')}
        </FormFooter>
      </Stack>
    </form>
  );
}

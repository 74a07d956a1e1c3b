import { Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ProfileView } from '@prepwell/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../lib/notify.ts';
import { useApiForm } from '../../lib/use-api-form.ts';
import { profileMutations, refreshProfile } from './profile.api.ts';
import { teacherValuesOf, toTeacherInput, type TeacherValues } from './profile-values.ts';
import { TeacherProfileFields, teacherValidation } from './teacher-profile-fields.tsx';
import { renameFieldErrors } from './rename-field-errors.ts';
import { useDirtyReport } from './use-dirty-report.ts';
import { FormFooter } from '../../components/form-footer.tsx';

/** The teacher details tab. */
export function TeacherProfileForm({
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
  const form = useForm<TeacherValues>({
    initialValues: teacherValuesOf(profile.teacher_profile, profile.phone ?? ''),
    validate: teacherValidation(t),
    validateInputOnBlur: ['phone', 'ssn_last4'],
  });
  const { formError, showError } = useApiForm(form);
  const save = useMutation(profileMutations.teacher(userId));
  useDirtyReport(form.isDirty(), onDirtyChange);

  const submit = form.onSubmit((values) =>
    save.mutate(toTeacherInput(values), {
      onSuccess: async (view) => {
        form.setInitialValues(teacherValuesOf(view.teacher_profile));
        form.setValues(teacherValuesOf(view.teacher_profile));
        notifySuccess(t('saved'));
        await refreshProfile(client);
      },
      // Billing errors come as `billing.<field>`; the form's fields are flat.
      onError: (error) => showError(renameFieldErrors(error, (path) => path.replace(/^billing\./, ''))),
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TeacherProfileFields form={form} />
        <Text size="xs" c="dimmed">
          {t('billingHint')}
        </Text>
        <FormFooter error={formError} pending={save.isPending}>
          {t('save')}
        </FormFooter>
      </Stack>
    </form>
  );
}

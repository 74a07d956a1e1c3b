import { Anchor, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { isCompanyAdmin, isSuperAdmin } from '@prepwell/contracts';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../session/use-session.ts';
import { teacherValuesOf, toTeacherInput, type TeacherValues } from './profile-values.ts';
import { TeacherProfileFields, teacherValidation } from './teacher-profile-fields.tsx';
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
    validateInputOnBlur: ['phone'],
  });
  const { submit, formError, pending } = useProfileSave(form, {
    mutation: profileMutations.teacher(userId),
    valuesOf: (view) => teacherValuesOf(view.teacher_profile),
    toInput: toTeacherInput,
    onDirtyChange,
  });
  // The billing details live sealed on their own page (decision 0049): the teacher's own, or an admin's view.
  const own = !userId || userId === user?.id;
  const billingPath = own ? '/educator/billing' : `/educator/teachers/${encodeURIComponent(userId)}/billing`;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TeacherProfileFields form={form} salaryEditable={salaryEditable} />
        <Text size="sm" c="dimmed">
          <Trans
            t={t}
            i18nKey={own ? 'billingMoved' : 'billingMovedAdmin'}
            components={{ page: <Anchor component={Link} to={billingPath} underline="always" /> }}
          />
        </Text>
        <FormFooter error={formError} pending={pending}>
          {t('save')}
        </FormFooter>
      </Stack>
    </form>
  );
}

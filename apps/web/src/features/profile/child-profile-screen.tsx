import { Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ProfileView } from '@prepwell/contracts';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useUnsavedChangesGuard } from '../../app/unsaved-changes-guard.tsx';
import { notifySuccess } from '../../lib/notify.ts';
import { useApiForm } from '../../lib/use-api-form.ts';
import { profileMutations, profileQueries, refreshProfile } from './profile.api.ts';
import { ProfileViewCard } from './profile-view-card.tsx';
import { studentValuesOf, toStudentInput, type StudentValues } from './profile-values.ts';
import { StudentProfileFields, studentValidation } from './student-profile-fields.tsx';
import { renameFieldErrors } from './rename-field-errors.ts';
import { FormFooter } from '../../components/form-footer.tsx';
import { PageWithBack } from '../../components/page-with-back.tsx';

type ChildValues = StudentValues & { first_name: string; last_name: string };
const valuesOf = (p: ProfileView): ChildValues => ({
  ...studentValuesOf(p.student_profile),
  first_name: p.first_name ?? '',
  last_name: p.last_name ?? '',
});

function ChildForm({ child }: { child: ProfileView }) {
  const { t } = useTranslation('profile');
  const client = useQueryClient();
  const form = useForm<ChildValues>({
    initialValues: valuesOf(child),
    validate: {
      ...studentValidation(t),
      first_name: (v) => (v.trim() ? null : t('validation.required')),
      last_name: (v) => (v.trim() ? null : t('validation.required')),
    },
  });
  const { formError, showError } = useApiForm(form);
  const save = useMutation(profileMutations.child(child.id));
  const guard = useUnsavedChangesGuard(form.isDirty());
  const submit = form.onSubmit(({ first_name, last_name, ...student }) =>
    save.mutate(
      { first_name: first_name.trim(), last_name: last_name.trim(), student_profile: toStudentInput(student) },
      {
        onSuccess: async (view) => {
          form.setInitialValues(valuesOf(view));
          form.setValues(valuesOf(view));
          notifySuccess(t('saved'));
          await refreshProfile(client);
        },
        // student_profile.<field> errors belong to the flat fields of this form.
        onError: (error) => showError(renameFieldErrors(error, (path) => path.replace(/^student_profile\./, ''))),
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Title order={2} fz="h4">
          {t('child.edit')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('fields.first_name')} required {...form.getInputProps('first_name')} />
          <TextInput label={t('fields.last_name')} required {...form.getInputProps('last_name')} />
        </SimpleGrid>
        <StudentProfileFields form={form} />
        <FormFooter error={formError} pending={save.isPending}>
          {t('save')}
        </FormFooter>
      </Stack>
      {guard}
    </form>
  );
}

/** /parent/children/:id — a linked child's profile, which the parent may edit. */
export function ChildProfileScreen({ childId }: { childId: string }) {
  const { t } = useTranslation('profile');
  const { data: child } = useSuspenseQuery(profileQueries.child(childId));
  const name = child.name ?? child.username ?? child.email;
  return (
    <PageWithBack size="md" back="/parent/dashboard" backLabel={t('child.back')}>
      <Title order={1} fz="h2">
        {t('child.title', { name })}
      </Title>
      <ProfileViewCard profile={child} />
      <Paper withBorder p="lg" radius="md">
        <ChildForm key={child.id} child={child} />
      </Paper>
    </PageWithBack>
  );
}

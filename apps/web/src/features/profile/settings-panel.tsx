import { Paper, Select, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { LANGS, type Lang, type ProfileView } from '@prepwell/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../components/form-section.tsx';
import { timeZoneNames } from '../../lib/format.ts';
import { changeLanguage } from '../../lib/i18n.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { useApiForm } from '../../lib/use-api-form.ts';
import { ChangePasswordForm } from './change-password-form.tsx';
import { DeleteAccount } from './delete-account.tsx';
import { profileMutations, refreshProfile } from './profile.api.ts';
import { FormFooter } from '../../components/form-footer.tsx';

const timeZones = (current: string) => {
  const all = timeZoneNames();
  return all.includes(current) ? all : [current, ...all];
};

function Preferences({ profile }: { profile: ProfileView }) {
  const { t } = useTranslation('profile');
  const client = useQueryClient();
  const zones = useMemo(() => timeZones(profile.timezone), [profile.timezone]);
  const form = useForm<{ lang: Lang; timezone: string }>({
    initialValues: { lang: profile.lang, timezone: profile.timezone },
  });
  const { formError, showError } = useApiForm(form);
  const save = useMutation(profileMutations.basic());
  const submit = form.onSubmit((values) =>
    save.mutate(values, {
      onSuccess: async (view) => {
        await changeLanguage(view.lang);
        notifySuccess(t('saved'));
        await refreshProfile(client);
      },
      onError: showError,
    }),
  );
  return (
    <FormSection title={t('settings.preferences')} hint={t('settings.preferencesHint')} onSubmit={submit}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('fields.lang')}
          data={LANGS.map((l) => ({ value: l, label: t(`langs.${l}`) }))}
          allowDeselect={false}
          {...form.getInputProps('lang')}
        />
        <Select
          label={t('fields.timezone')}
          data={zones}
          searchable
          allowDeselect={false}
          limit={200}
          {...form.getInputProps('timezone')}
        />
      </SimpleGrid>
      <FormFooter error={formError} pending={save.isPending}>
        {t('save')}
      </FormFooter>
    </FormSection>
  );
}

/** Settings tab: language and time zone, password, and deleting the account. */
export function SettingsPanel({ profile }: { profile: ProfileView }) {
  return (
    <Stack gap="xl">
      <Paper withBorder p="lg" radius="md">
        <Preferences profile={profile} />
      </Paper>
      <Paper withBorder p="lg" radius="md">
        <ChangePasswordForm />
      </Paper>
      <DeleteAccount profile={profile} />
    </Stack>
  );
}

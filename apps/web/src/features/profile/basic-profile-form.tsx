import { SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Email, Username } from '@prepwell/contracts';
import { useTranslation } from 'react-i18next';
import { schemaRule } from '../../lib/form-rules.ts';
import { basicValuesOf, isPhone, toBasicInput, type BasicValues } from './profile-values.ts';
import { FormFooter } from '../../components/form-footer.tsx';
import { profileMutations } from './profile.api.ts';
import { useProfileSave, type ProfileFormProps } from './use-profile-save.ts';

/** Name, username, e-mail and contact fields — of the caller, or (with `userId`) of a user an admin edits. */
export function BasicProfileForm({ profile, userId, onDirtyChange }: ProfileFormProps) {
  const { t } = useTranslation('profile');
  const form = useForm<BasicValues>({
    initialValues: basicValuesOf(profile),
    validate: {
      first_name: (v) => (v.trim() ? null : t('validation.required')),
      last_name: (v) => (v.trim() ? null : t('validation.required')),
      email: schemaRule(Email, { invalid: () => t('validation.email'), required: () => t('validation.email') }),
      username: schemaRule(Username, { invalid: () => t('validation.username') }),
      phone: (v) => (!v.trim() || isPhone(v) ? null : t('validation.phone')),
    },
    validateInputOnBlur: ['email', 'phone', 'username'],
  });
  const { submit, formError, pending } = useProfileSave(form, {
    mutation: profileMutations.basic(userId),
    valuesOf: basicValuesOf,
    toInput: toBasicInput,
    onDirtyChange,
    codeFields: { username_taken: 'username', email_taken: 'email' },
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('fields.first_name')}
            required
            autoComplete="given-name"
            {...form.getInputProps('first_name')}
          />
          <TextInput
            label={t('fields.last_name')}
            required
            autoComplete="family-name"
            {...form.getInputProps('last_name')}
          />
          <TextInput label={t('fields.username')} autoComplete="username" {...form.getInputProps('username')} />
          <TextInput
            label={t('fields.email')}
            required
            type="email"
            autoComplete="email"
            description={profile.email_verified_at ? t('emailVerified') : t('emailUnverified')}
            {...form.getInputProps('email')}
          />
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          {t('emailChangeHint')}
        </Text>
        <Title order={3} fz="h5">
          {t('contact')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('fields.phone')} type="tel" autoComplete="tel" {...form.getInputProps('phone')} />
          <TextInput label={t('fields.line')} {...form.getInputProps('line')} />
          <TextInput label={t('fields.wechat')} {...form.getInputProps('wechat')} />
          <TextInput label={t('fields.facebook')} {...form.getInputProps('facebook')} />
          <TextInput label={t('fields.skype')} {...form.getInputProps('skype')} />
        </SimpleGrid>
        <FormFooter error={formError} pending={pending}>
          {t('save')}
        </FormFooter>
      </Stack>
    </form>
  );
}

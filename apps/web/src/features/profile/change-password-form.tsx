import { SimpleGrid } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Password } from '@prepwell/contracts';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../components/form-section.tsx';
import { fits } from '../../lib/form-rules.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { useApiForm } from '../../lib/use-api-form.ts';
import { PasswordField } from '../../components/password-field.tsx';
import { FormFooter } from '../../components/form-footer.tsx';
import { PasswordThrottleFields } from '../auth/password-throttle-fields.tsx';
import { usePasswordThrottle } from '../auth/use-password-throttle.ts';
import { profileMutations } from './profile.api.ts';

interface PasswordValues {
  current_password: string;
  password: string;
  password_confirmation: string;
  /** The built-in captcha's text, once the server asks for one: the current password is throttled like a login. */
  captcha: string;
}

/** Changes the password; the server signs every other device out. */
export function ChangePasswordForm() {
  const { t } = useTranslation('profile');
  const { t: tAuth } = useTranslation('auth');
  const form = useForm<PasswordValues>({
    initialValues: { current_password: '', password: '', password_confirmation: '', captcha: '' },
    validate: {
      current_password: (v) => (v ? null : t('validation.required')),
      password: (v) => (fits(Password, v) ? null : t('validation.passwordMin')),
      password_confirmation: (v, values) => (v === values.password ? null : t('validation.passwordMismatch')),
    },
  });
  // The server puts `password_incorrect` on current_password.
  const { formError, showError } = useApiForm(form, { codeFields: { password_incorrect: 'current_password' } });
  const change = useMutation(profileMutations.password());
  const throttle = usePasswordThrottle(() => form.setFieldValue('captcha', ''));
  const submit = form.onSubmit(({ current_password, password, password_confirmation, captcha: text }) => {
    const captcha = throttle.answer(text);
    if (!captcha) return form.setFieldError('captcha', tAuth('validation.captcha'));
    change.mutate(
      { current_password, password, password_confirmation, ...captcha },
      {
        onSuccess: () => {
          form.reset();
          throttle.reset();
          notifySuccess(t('settings.passwordChanged'));
        },
        onError: (error) => {
          throttle.onError(error);
          showError(error);
        },
      },
    );
  });
  return (
    <FormSection title={t('settings.password')} onSubmit={submit}>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <PasswordField
          label={t('fields.current_password')}
          required
          autoComplete="current-password"
          {...form.getInputProps('current_password')}
        />
        <PasswordField
          label={t('fields.password')}
          required
          autoComplete="new-password"
          {...form.getInputProps('password')}
        />
        <PasswordField
          label={t('fields.password_confirmation')}
          required
          autoComplete="new-password"
          {...form.getInputProps('password_confirmation')}
        />
      </SimpleGrid>
      <PasswordThrottleFields throttle={throttle} captchaInputProps={form.getInputProps('captcha')} />
      <FormFooter error={formError} pending={change.isPending} disabled={throttle.waitSeconds > 0}>
        {t('settings.changePassword')}
      </FormFooter>
    </FormSection>
  );
}

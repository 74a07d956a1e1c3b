import { Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { HOME_PATH, homeAreaOf } from '@prepwell/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { safeReturnPath } from '../../app/guard.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { getLastPath } from '../../lib/storage.ts';
import { useApiForm } from '../../lib/use-api-form.ts';
import { applyAuth } from '../session/session.api.ts';
import { authMutations } from './auth.api.ts';
import { PasswordThrottleFields } from './password-throttle-fields.tsx';
import { usePasswordThrottle } from './use-password-throttle.ts';
import { PasswordField } from '../../components/password-field.tsx';
import { FormError } from '../../components/form-error.tsx';

interface LoginValues {
  identifier: string;
  password: string;
}

interface LoginFormValues extends LoginValues {
  /** The built-in captcha's text, once the server asks for a captcha (decision 0019). */
  captcha: string;
}

/** "Email or username" is sent as `email` when it has an at-sign, else as `username` (spec §3). */
export const toLoginRequest = ({ identifier, password }: LoginValues) => {
  const id = identifier.trim();
  return id.includes('@')
    ? { email: id, password, device_name: 'web' }
    : { username: id, password, device_name: 'web' };
};

export function LoginForm() {
  const { t } = useTranslation('auth');
  const client = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const form = useForm<LoginFormValues>({
    initialValues: { identifier: '', password: '', captcha: '' },
    validate: {
      identifier: (v) => (v.trim() ? null : t('validation.required')),
      password: (v) => (v ? null : t('validation.required')),
    },
  });
  const { formError, setFormError, showError } = useApiForm(form);
  const login = useMutation(authMutations.login());
  const throttle = usePasswordThrottle(() => form.setFieldValue('captcha', ''));

  const submit = form.onSubmit((values) => {
    const captcha = throttle.answer(values.captcha);
    if (!captcha) return form.setFieldError('captcha', t('validation.captcha'));
    login.mutate(
      { ...toLoginRequest(values), ...captcha },
      {
        onSuccess: async (auth) => {
          const user = await applyAuth(client, auth);
          notifySuccess(t('login.success'));
          const target =
            safeReturnPath(params.get('redirect')) ?? safeReturnPath(getLastPath()) ?? HOME_PATH[homeAreaOf(user)];
          await navigate(target === '/' ? HOME_PATH[homeAreaOf(user)] : target, { replace: true });
        },
        onError: (error) => {
          // The throttle's fields count a wait down (a 429 is no form error) and show the captcha asked for.
          throttle.onError(error);
          const code = showError(error);
          if (code === 'incorrect_credentials' || code === 'user_not_found') setFormError(t('login.incorrect'));
        },
      },
    );
  });

  // Registering instead keeps the role and the page to come back to (e.g. a class invitation link).
  const registerQuery = new URLSearchParams();
  if (params.get('role')) registerQuery.set('role', params.get('role') ?? '');
  if (safeReturnPath(params.get('redirect'))) registerQuery.set('redirect', params.get('redirect') ?? '');
  const registerLink = registerQuery.size > 0 ? `/register?${registerQuery.toString()}` : '/register';
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('login.identifier')}
          autoComplete="username"
          required
          data-autofocus
          {...form.getInputProps('identifier')}
        />
        <PasswordField
          label={t('fields.password')}
          autoComplete="current-password"
          required
          {...form.getInputProps('password')}
        />
        <PasswordThrottleFields throttle={throttle} captchaInputProps={form.getInputProps('captcha')} />
        <FormError error={formError} />
        <Group justify="space-between">
          <Anchor component={Link} to="/password/forgot" size="sm">
            {t('login.forgot')}
          </Anchor>
          <Button type="submit" loading={login.isPending} disabled={throttle.waitSeconds > 0}>
            {t('login.submit')}
          </Button>
        </Group>
        <Anchor component={Link} to={registerLink} size="sm">
          {t('login.noAccount')}
        </Anchor>
      </Stack>
    </form>
  );
}

import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { authMutations } from '../features/auth/auth.api.ts';
import { AuthCard } from '../features/auth/auth-card.tsx';
import { NewPasswordFields } from '../features/auth/new-password-fields.tsx';
import { isPassword, PASSWORD_MIN } from '../features/auth/register-values.ts';
import { notifySuccess } from '../lib/notify.ts';
import { useApiForm } from '../lib/use-api-form.ts';
import { FormError } from '../components/form-error.tsx';

/** `/reset-password?token=…` (forgotten password) and `/password/set?token=…` (first password, admin link). */
function PasswordTokenPage({ mode }: { mode: 'reset' | 'set' }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const form = useForm({
    initialValues: { password: '', password_confirmation: '' },
    validate: {
      password: (v: string) =>
        !v ? t('validation.required') : isPassword(v) ? null : t('validation.passwordLength', { min: PASSWORD_MIN }),
      password_confirmation: (v: string, values) => (v === values.password ? null : t('validation.passwordMismatch')),
    },
  });
  const { formError, setFormError, showError } = useApiForm(form);
  const reset = useMutation(authMutations.resetPassword());
  const invalidLink = token.length < 10;

  const submit = form.onSubmit((values) =>
    reset.mutate(
      { token, ...values },
      {
        onSuccess: async () => {
          notifySuccess(t('reset.success'));
          await navigate('/login', { replace: true });
        },
        onError: (error) => {
          if (showError(error) === 'reset_link_invalid') setFormError(t('reset.invalid'));
        },
      },
    ),
  );

  return (
    <AuthCard title={t(mode === 'set' ? 'reset.setTitle' : 'reset.title')}>
      {invalidLink ? (
        <Alert color="red" role="alert">
          {t('reset.invalid')}
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <NewPasswordFields
              label={t('fields.newPassword')}
              autoFocus
              passwordProps={form.getInputProps('password')}
              confirmationProps={form.getInputProps('password_confirmation')}
            />
            <FormError error={formError} />
            <Button type="submit" loading={reset.isPending}>
              {t('reset.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component={Link} to="/password/forgot" size="sm">
        {t('reset.requestNew')}
      </Anchor>
    </AuthCard>
  );
}

export const ResetPasswordPage = () => <PasswordTokenPage mode="reset" />;
export const SetPasswordPage = () => <PasswordTokenPage mode="set" />;

import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { authMutations } from '../features/auth/auth.api.ts';
import { AuthCard } from '../features/auth/auth-card.tsx';
import { isEmail } from '../features/auth/register-values.ts';
import { useApiForm } from '../lib/use-api-form.ts';
import { FormError } from '../components/form-error.tsx';

export function PasswordForgotPage() {
  const { t } = useTranslation('auth');
  const form = useForm({
    initialValues: { email: '' },
    validate: {
      email: (v: string) => (!v.trim() ? t('validation.required') : isEmail(v) ? null : t('validation.email')),
    },
    validateInputOnBlur: true,
  });
  const { formError, showError } = useApiForm(form);
  const send = useMutation(authMutations.sendResetEmail());
  return (
    <AuthCard title={t('forgot.title')} subtitle={t('forgot.subtitle')}>
      {send.isSuccess ? (
        <Alert color="green" role="status" title={t('forgot.sentTitle')}>
          {t('forgot.sent', { email: send.variables })}
        </Alert>
      ) : (
        <form
          onSubmit={form.onSubmit(({ email }) => send.mutate(email.trim().toLowerCase(), { onError: showError }))}
          noValidate
        >
          <Stack gap="md">
            <TextInput
              label={t('fields.email')}
              type="email"
              autoComplete="email"
              required
              data-autofocus
              {...form.getInputProps('email')}
            />
            <FormError error={formError} />
            <Button type="submit" loading={send.isPending}>
              {t('forgot.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component={Link} to="/login" size="sm">
        {t('forgot.backToLogin')}
      </Anchor>
    </AuthCard>
  );
}

import { Alert, Button, Container, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CONTACT_LIMITS, type ContactRequest } from '@prepwell/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../components/form-error.tsx';
import { currentLang } from '../../lib/current-lang.ts';
import { useApiForm } from '../../lib/use-api-form.ts';
import { authQueries } from '../auth/auth.api.ts';
import { CaptchaField } from '../auth/captcha-field.tsx';
import { useSession } from '../session/use-session.ts';
import { contactMutations } from './public-pages.api.ts';
import { validateContact, type ContactValues } from './contact-values.ts';

/** The public Contact page (issue 17): name, e-mail, message and the tenant's captcha; a success state after. */
export function ContactForm() {
  const { t } = useTranslation('publicPages');
  const { tenant, user } = useSession();
  const client = useQueryClient();
  const provider = tenant.captcha.provider;
  const [recaptchaToken, setRecaptchaToken] = useState('');
  const [resetSignal, setResetSignal] = useState(0);
  const [sent, setSent] = useState<{ name: string; email: string } | null>(null);
  const form = useForm<ContactValues>({
    initialValues: {
      name: user ? [user.first_name, user.last_name].filter(Boolean).join(' ') || (user.username ?? '') : '',
      email: user?.email ?? '',
      message: '',
      captcha: '',
    },
    validate: validateContact(t, provider === 'builtin'),
  });
  const { formError, showError } = useApiForm(form, { codeFields: { captcha_invalid: 'captcha' } });
  const send = useMutation(contactMutations.send());

  const refreshCaptcha = () => {
    form.setFieldValue('captcha', '');
    setResetSignal((n) => n + 1);
    if (provider === 'builtin') void client.refetchQueries({ queryKey: authQueries.captcha().queryKey });
  };

  const submit = form.onSubmit((values) => {
    const request: ContactRequest = {
      name: values.name.trim(),
      email: values.email.trim(),
      message: values.message.trim(),
      lang: currentLang(),
    };
    if (provider === 'builtin') {
      request.captcha_key = client.getQueryData(authQueries.captcha().queryKey)?.key ?? '';
      request.captcha = values.captcha.trim();
    }
    if (provider === 'recaptcha') {
      if (!recaptchaToken) return form.setFieldError('captcha', t('contact.validation.captcha'));
      request['g-recaptcha-response'] = recaptchaToken;
    }
    send.mutate(request, {
      onSuccess: () => {
        setSent({ name: request.name, email: request.email.toLowerCase() });
        form.setValues({ message: '', captcha: '' });
        refreshCaptcha();
      },
      onError: (error) => {
        // A new captcha first: clearing its field would also clear the error shown on it.
        refreshCaptcha();
        showError(error);
      },
    });
  });

  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>{t('contact.title')}</Title>
        {sent ? (
          <Stack gap="md" align="flex-start">
            <Alert color="green" role="status" title={t('contact.sentTitle')} w="100%">
              {t('contact.sentBody', { name: sent.name, brand: tenant.name, email: sent.email })}
            </Alert>
            <Button variant="default" onClick={() => setSent(null)}>
              {t('contact.another')}
            </Button>
          </Stack>
        ) : (
          <>
            <Text>{t('contact.intro', { name: tenant.name })}</Text>
            <form onSubmit={submit} noValidate>
              <Stack gap="md">
                <FormError error={formError} />
                <TextInput
                  label={t('contact.name')}
                  autoComplete="name"
                  required
                  maxLength={CONTACT_LIMITS.name}
                  {...form.getInputProps('name')}
                />
                <TextInput
                  label={t('contact.email')}
                  type="email"
                  autoComplete="email"
                  required
                  {...form.getInputProps('email')}
                />
                <Textarea
                  label={t('contact.message')}
                  description={t('contact.messageHint', { max: CONTACT_LIMITS.message })}
                  required
                  rows={7}
                  {...form.getInputProps('message')}
                />
                <CaptchaField
                  config={tenant.captcha}
                  inputProps={form.getInputProps('captcha')}
                  onRecaptcha={setRecaptchaToken}
                  resetSignal={resetSignal}
                />
                <Button type="submit" loading={send.isPending} style={{ alignSelf: 'flex-start' }}>
                  {t('contact.submit')}
                </Button>
              </Stack>
            </form>
          </>
        )}
      </Stack>
    </Container>
  );
}

import { Anchor, Button, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { DEFAULT_GEO, RegisterType, type Lang } from '@prepwell/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { browserTimeZone, formatCountry } from '../../lib/format.ts';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { homePathOf, safeReturnPath } from '../../app/guard.ts';
import { isApiError } from '../../lib/api-error.ts';
import { currentLang } from '../../lib/current-lang.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { setTenantOverride } from '../../lib/storage.ts';
import { useApiForm } from '../../lib/use-api-form.ts';
import { applyAuth } from '../session/session.api.ts';
import { useSession } from '../session/use-session.ts';
import { ReferralCodeField } from '../referral/referral-code-field.tsx';
import { authMutations, authQueries } from './auth.api.ts';
import { CaptchaField } from './captcha-field.tsx';
import { RegisterTypeFields } from './register-type-fields.tsx';
import {
  REGISTER_TYPES,
  initialRegisterValues,
  toRegisterRequest,
  validateRegister,
  type CaptchaAnswer,
  type RegisterValues,
} from './register-values.ts';
import { FormError } from '../../components/form-error.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';

export function RegisterForm({
  initialType,
  referralCode = '',
}: {
  initialType: string | null;
  referralCode?: string;
}) {
  const { t, i18n } = useTranslation('auth');
  const { tenant } = useSession();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const provider = tenant.captcha.provider;
  const [recaptchaToken, setRecaptchaToken] = useState('');
  const [resetSignal, setResetSignal] = useState(0);
  const parsedType = RegisterType.safeParse(initialType);
  const form = useForm<RegisterValues>({
    initialValues: initialRegisterValues(parsedType.success ? parsedType.data : 'student', referralCode),
    validate: validateRegister(t, provider === 'builtin'),
    validateInputOnBlur: ['email', 'username', 'password_confirmation'],
  });
  const { formError, showError } = useApiForm(form, {
    codeFields: {
      username_taken: 'username',
      email_taken: 'email',
      captcha_invalid: 'captcha',
      instructor_code_invalid: 'instructor_code',
      organization_name_exists: 'organization_name',
      referral_code_invalid: 'referral_code',
    },
  });
  const geo = useQuery(authQueries.geo());
  useEffect(() => {
    // Prefill the country once the visitor's location is known (spec §3 Geo).
    // The name in the reader's language from the ISO code (issue 17), else the name the lookup gave.
    const found = geo.data ?? (geo.isError ? DEFAULT_GEO : null);
    if (!form.getValues().country && found)
      form.setFieldValue('country', formatCountry(found.iso_code, i18n.language, found.country));
  }, [geo.data, geo.isError]); // eslint-disable-line react-hooks/exhaustive-deps -- only when geo settles

  const register = useMutation(authMutations.register());
  const checkUsername = useMutation(authMutations.checkUsername());
  const checkEmail = useMutation(authMutations.checkEmail());
  const checkInstructor = useMutation(authMutations.checkInstructorCode());

  const onFieldCheckError = (field: keyof RegisterValues, takenMessage: string) => (error: unknown) => {
    if (isApiError(error) && error.status === 422) form.setFieldError(field, takenMessage);
  };
  const blurCheck = (field: 'username' | 'email') => {
    const value = form.getValues()[field].trim();
    if (form.validateField(field).hasError || !value) return;
    if (field === 'username')
      checkUsername.mutate(value, { onError: onFieldCheckError('username', t('validation.usernameTaken')) });
    else checkEmail.mutate(value.toLowerCase(), { onError: onFieldCheckError('email', t('validation.emailTaken')) });
  };
  const instructorBlur = () => {
    const code = form.getValues().instructor_code.trim();
    if (code)
      checkInstructor.mutate(code, { onError: onFieldCheckError('instructor_code', t('validation.instructorCode')) });
  };

  const refreshCaptcha = () => {
    form.setFieldValue('captcha', '');
    setResetSignal((n) => n + 1);
    if (provider === 'builtin') void client.refetchQueries({ queryKey: authQueries.captcha().queryKey });
  };

  const submit = form.onSubmit((values) => {
    const captchaData = client.getQueryData(authQueries.captcha().queryKey);
    let captcha: CaptchaAnswer = {};
    if (provider === 'builtin') captcha = { captcha_key: captchaData?.key ?? '', captcha: values.captcha.trim() };
    if (provider === 'recaptcha') {
      if (!recaptchaToken) return form.setFieldError('captcha', t('validation.captcha'));
      captcha = { 'g-recaptcha-response': recaptchaToken };
    }
    const lang: Lang = currentLang();
    register.mutate(toRegisterRequest(values, captcha, lang, geo.data?.timezone ?? browserTimeZone()), {
      onSuccess: async (result) => {
        if (result.tenant !== tenant.slug) {
          // A new organisation lives on its own tenant: switch to it with a fresh page.
          setTenantOverride(result.tenant);
          await applyAuth(client, result);
          window.location.assign(homePathOf(result.user));
          return;
        }
        const user = await applyAuth(client, result);
        // A parent's children are asked for, not linked yet: say so (decision 0018); the dashboard lists them as pending.
        notifySuccess(values.register_type === 'parent' ? t('register.parentPending') : t('register.success'));
        await navigate(safeReturnPath(params.get('redirect')) ?? homePathOf(user), { replace: true }); // e.g. back to a class invitation
      },
      onError: (error) => {
        showError(error);
        refreshCaptcha();
      },
    });
  });

  const type = form.getValues().register_type;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Stack gap={4}>
          <Text component="span" size="sm" fw={500} id="register-type-label">
            {t('register.typeLabel')}
          </Text>
          <SegmentedControl
            aria-labelledby="register-type-label"
            fullWidth
            data={REGISTER_TYPES.map((value) => ({ value, label: t(`registerTypes.${value}`) }))}
            {...form.getInputProps('register_type')}
          />
        </Stack>
        <RegisterTypeFields form={form} onInstructorBlur={instructorBlur} />
        <Group grow align="flex-start">
          <TextInput
            label={t('fields.firstName')}
            autoComplete="given-name"
            required
            {...form.getInputProps('first_name')}
          />
          <TextInput
            label={t('fields.lastName')}
            autoComplete="family-name"
            required
            {...form.getInputProps('last_name')}
          />
        </Group>
        <TextInput
          label={t('fields.username')}
          description={t('register.usernameHint')}
          autoComplete="username"
          required
          {...form.getInputProps('username')}
          onBlur={() => blurCheck('username')}
        />
        <TextInput
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
          onBlur={() => blurCheck('email')}
        />
        <NewPasswordFields
          label={t('fields.password')}
          passwordProps={form.getInputProps('password')}
          confirmationProps={form.getInputProps('password_confirmation')}
        />
        <TextInput label={t('fields.country')} autoComplete="country-name" {...form.getInputProps('country')} />
        {type !== 'organization' && (
          <ReferralCodeField
            inputProps={form.getInputProps('referral_code')}
            onInvalid={(message) => form.setFieldError('referral_code', message)}
          />
        )}
        <CaptchaField
          config={tenant.captcha}
          inputProps={form.getInputProps('captcha')}
          onRecaptcha={setRecaptchaToken}
          resetSignal={resetSignal}
        />
        <FormError error={formError} />
        <Text size="xs" c="dimmed">
          <Trans
            t={t}
            i18nKey="register.agree"
            components={{ terms: <Anchor component={Link} to="/terms" size="xs" underline="always" /> }}
          />
        </Text>
        <Button type="submit" loading={register.isPending} fullWidth>
          {t(type === 'organization' ? 'register.submitOrganization' : 'register.submit')}
        </Button>
        <Anchor component={Link} to="/login" size="sm">
          {t('register.haveAccount')}
        </Anchor>
      </Stack>
    </form>
  );
}

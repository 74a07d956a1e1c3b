import { ActionIcon, Group, Image, Skeleton, TextInput } from '@mantine/core';
import type { TenantBrand } from '@prepwell/contracts';
import { IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { authQueries } from './auth.api.ts';
import { RecaptchaField } from './recaptcha-field.tsx';

export interface CaptchaFieldProps {
  config: TenantBrand['captcha'];
  /** The built-in captcha's text input props (from the form). */
  inputProps: GetInputPropsReturnType;
  onRecaptcha: (token: string) => void;
  resetSignal: number;
}

/** The captcha the tenant chose: built-in image, Google reCAPTCHA, or nothing. */
export function CaptchaField({ config, inputProps, onRecaptcha, resetSignal }: CaptchaFieldProps) {
  const { t, i18n } = useTranslation('auth');
  const captcha = useQuery({ ...authQueries.captcha(), enabled: config.provider === 'builtin' });
  if (config.provider === 'off') return null;
  if (config.provider === 'recaptcha') {
    if (!config.site_key) return null;
    return (
      <RecaptchaField
        siteKey={config.site_key}
        lang={i18n.language}
        label={t('captcha.label')}
        error={typeof inputProps.error === 'string' ? inputProps.error : null}
        resetSignal={resetSignal}
        onChange={onRecaptcha}
      />
    );
  }
  return (
    <Group align="flex-end" gap="sm" wrap="nowrap">
      <TextInput label={t('captcha.label')} autoComplete="off" required style={{ flex: 1 }} {...inputProps} />
      {captcha.data ? (
        <Image src={captcha.data.img} alt={t('captcha.alt')} h={36} w="auto" radius="sm" />
      ) : (
        <Skeleton h={36} w={120} aria-hidden />
      )}
      <ActionIcon
        variant="default"
        size={36}
        onClick={() => void captcha.refetch()}
        aria-label={t('captcha.refresh')}
        loading={captcha.isFetching}
      >
        <IconRefresh size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

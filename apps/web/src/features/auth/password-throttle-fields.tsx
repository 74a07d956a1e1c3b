import { Alert, Stack, Text } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { CaptchaField } from './captcha-field.tsx';
import type { PasswordThrottle } from './use-password-throttle.ts';

/** What the login throttle asks of the person on a password form: the wait, counted down, or the captcha. */
export function PasswordThrottleFields({
  throttle,
  captchaInputProps,
}: {
  throttle: PasswordThrottle;
  captchaInputProps: GetInputPropsReturnType;
}) {
  const { t } = useTranslation('auth');
  return (
    <>
      {throttle.captcha && (
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            {t('throttle.captchaHint')}
          </Text>
          <CaptchaField {...throttle.captcha} inputProps={captchaInputProps} />
        </Stack>
      )}
      {throttle.waitSeconds > 0 && (
        <Alert color="orange" role="status" title={t('throttle.waitTitle')}>
          {t('throttle.wait', { seconds: throttle.waitSeconds })}
        </Alert>
      )}
    </>
  );
}

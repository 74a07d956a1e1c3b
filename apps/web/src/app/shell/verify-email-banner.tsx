import { Alert, Anchor, Container, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { authMutations } from '../../features/auth/auth.api.ts';
import { useSession } from '../../features/session/use-session.ts';
import { notifySuccess } from '../../lib/notify.ts';

/** For logged-in users whose e-mail is not verified: a reminder with "resend". */
export function VerifyEmailBanner() {
  const { t } = useTranslation('shell');
  const { user } = useSession();
  const resend = useMutation(authMutations.requestVerifyEmail());
  if (!user || user.email_verified_at) return null;
  return (
    <Container size="lg" pt="sm">
      {/* Text in the body colour: yellow on the light yellow background falls short of 4.5:1 (WCAG AA). */}
      <Alert
        color="yellow"
        variant="light"
        title={t('verifyBanner.title')}
        styles={{ title: { color: 'var(--mantine-color-text)' } }}
      >
        <Text size="sm">
          {t('verifyBanner.body', { email: user.email })}{' '}
          {resend.isSuccess ? (
            t('verifyBanner.sent')
          ) : (
            <Anchor
              component="button"
              type="button"
              size="sm"
              c="var(--mantine-color-text)"
              fw={600}
              underline="always"
              onClick={() => resend.mutate(undefined, { onSuccess: () => notifySuccess(t('verifyBanner.sent')) })}
              disabled={resend.isPending}
            >
              {t('verifyBanner.resend')}
            </Anchor>
          )}
        </Text>
      </Alert>
    </Container>
  );
}

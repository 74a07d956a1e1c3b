import { Alert, Button, Group, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { homePathOf } from '../app/guard.ts';
import { verifyEmailQuery } from '../features/auth/auth.api.ts';
import { AuthCard } from '../features/auth/auth-card.tsx';
import { useSession } from '../features/session/use-session.ts';
import { errorMessageOf } from '../lib/notify.ts';
import { isApiError } from '../lib/api-error.ts';

/** The link from the verification e-mail: confirms, then offers the way on. */
export function VerifyEmailPage() {
  const { t } = useTranslation('auth');
  const { id = '', hash = '' } = useParams();
  const { user } = useSession();
  const verify = useQuery(verifyEmailQuery(id, hash));

  const next = user ? homePathOf(user) : '/login';
  return (
    <AuthCard title={t('verify.title')}>
      {verify.isPending && (
        <Group role="status">
          <Loader size="sm" />
          {t('verify.checking')}
        </Group>
      )}
      {verify.isSuccess && (
        <Alert color="green" role="status" title={t('verify.doneTitle')}>
          {t('verify.done')}
        </Alert>
      )}
      {verify.isError && (
        <Alert color="red" role="alert">
          {isApiError(verify.error) && verify.error.code === 'verification_link_invalid'
            ? t('verify.invalid')
            : errorMessageOf(verify.error)}
        </Alert>
      )}
      <Group>
        <Button component={Link} to={next} variant={verify.isSuccess ? 'filled' : 'default'}>
          {user ? t('verify.toDashboard') : t('verify.toLogin')}
        </Button>
      </Group>
    </AuthCard>
  );
}

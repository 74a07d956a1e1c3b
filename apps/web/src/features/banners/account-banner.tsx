import { Alert, Anchor, Button, Container, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-error.ts';
import { sessionQueries } from '../session/session.api.ts';
import { useSession, useToken } from '../session/use-session.ts';

/**
 * Spec §8 "account problem, try later or contact": what the server can tell is that the signed-in account
 * could not be loaded (`GET /api/me` answered an error other than 401, which signs out, and other than a
 * lost network, which the network banner tells). The user can retry, or write to the tenant's contact.
 */
export const isAccountProblem = (error: unknown): boolean =>
  isApiError(error) && error.status !== 401 && error.code !== 'network_error' && error.code !== 'timeout';

export function AccountBanner() {
  const { t } = useTranslation('banners');
  const token = useToken();
  const { tenant } = useSession();
  const me = useQuery({ ...sessionQueries.me(), enabled: !!token });
  if (!token || !me.isError || me.isFetching || !isAccountProblem(me.error)) return null;
  const email = tenant.contact_email;
  return (
    <Container size="lg" pt="sm">
      <Alert
        role="alert"
        data-testid="account-banner"
        color="red"
        variant="light"
        title={t('account.title')}
        styles={{ title: { color: 'var(--mantine-color-text)' } }}
      >
        <Group justify="space-between" gap="sm">
          <Text size="sm">{email ? t('account.body', { email }) : t('account.bodyNoEmail')}</Text>
          <Button size="xs" variant="default" onClick={() => void me.refetch()}>
            {t('account.retry')}
          </Button>
        </Group>
        {email && (
          <Anchor href={`mailto:${email}`} size="sm" c="var(--mantine-color-text)" underline="always">
            {email}
          </Anchor>
        )}
      </Alert>
    </Container>
  );
}

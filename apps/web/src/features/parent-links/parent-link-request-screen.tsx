import { Alert, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../lib/api-client.ts';
import { LoadError } from '../../components/query-states.tsx';
import { useDateFormat } from '../exams/use-exam-labels.ts';
import { LinkStatusBadge } from './link-status-badge.tsx';
import { personName } from '../../lib/person-name.ts';
import { parentLinkQueries } from './parent-links.api.ts';
import { useLinkActions } from './use-link-actions.ts';
import { TitledPage } from '../../components/titled-page.tsx';

/** /student/parent-links/:id — the e-mail's page: who asks to be the student's parent, with Accept and Decline. */
export function ParentLinkRequestScreen({ linkId }: { linkId: string }) {
  const { t } = useTranslation('profile');
  const dates = useDateFormat();
  const query = useQuery(parentLinkQueries.one(linkId));
  const { acceptLink, declineLink, pending } = useLinkActions();
  const link = query.data;
  const gone = query.isError && isApiError(query.error) && query.error.status === 404;

  return (
    <TitledPage size="sm" title={t('links.request.title')}>
      {gone ? (
        <Alert color="gray" variant="light" role="status">
          {t('links.request.gone')}
        </Alert>
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : !link ? (
        <Skeleton h={160} role="status" aria-busy="true" aria-label={t('links.request.loading')} />
      ) : (
        <Paper withBorder p="lg" radius="md">
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <Stack gap={0}>
                <Text size="xs" fw={600}>
                  {t('links.request.from')}
                </Text>
                <Text fw={600}>{personName(link.parent)}</Text>
                <Text size="sm" c="gray.7">
                  {link.parent.email}
                </Text>
              </Stack>
              <Stack gap={4} align="flex-start">
                <Text size="xs" fw={600}>
                  {t('links.request.status')}
                </Text>
                <LinkStatusBadge status={link.status} />
                <Text size="xs" c="gray.7">
                  {t('links.requestedOn', { date: dates.date(link.created_at) })}
                </Text>
              </Stack>
            </SimpleGrid>
            {link.status === 'pending' ? (
              <>
                <Text size="sm">
                  {t('links.notice.body', { name: personName(link.parent), email: link.parent.email })}
                </Text>
                <Text size="sm">{t('links.notice.unknown')}</Text>
                <Group>
                  <Button onClick={() => acceptLink(link)} loading={pending}>
                    {t('links.accept')}
                  </Button>
                  <Button variant="default" onClick={() => declineLink(link)} disabled={pending}>
                    {t('links.decline')}
                  </Button>
                </Group>
              </>
            ) : (
              <Text size="sm" role="status">
                {t('links.request.accepted', { name: personName(link.parent) })}
              </Text>
            )}
          </Stack>
        </Paper>
      )}
      <Group>
        <Button component={Link} to="/student/dashboard" variant="subtle">
          {t('links.request.toDashboard')}
        </Button>
      </Group>
    </TitledPage>
  );
}

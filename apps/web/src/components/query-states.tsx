import { Alert, Button, Card, EmptyState, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconInbox } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../lib/notify.ts';

/**
 * What a page shows while its query loads, when it failed, or when it is empty: building blocks any
 * feature uses (the strings are `common`'s, preloaded).
 */

/** A failed load: what went wrong and a way to try again. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      title={t('loadError')}
      role="alert"
    >
      <Stack gap="sm">
        <Text size="sm">{errorMessageOf(error)}</Text>
        <Group>
          <Button size="xs" variant="white" color="red" onClick={onRetry}>
            {t('actions.retry')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/** Nothing to list, with an optional way on. */
export function EmptyList({ title, description, action }: { title: string; description?: string; action?: ReactNode }) {
  return (
    <Card withBorder radius="md" py="xl">
      <EmptyState
        icon={<IconInbox size={32} aria-hidden />}
        withIndicatorBackground
        title={title}
        description={description}
      >
        {action && <EmptyState.Actions>{action}</EmptyState.Actions>}
      </EmptyState>
    </Card>
  );
}

/** Card placeholders while the catalogue loads. */
export function CardSkeletons({ count = 6 }: { count?: number }) {
  const { t } = useTranslation('common');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} role="status" aria-busy="true" aria-label={t('loading')}>
      {Array.from({ length: count }, (_, i) => (
        <Card key={i} withBorder radius="md" padding="md">
          <Stack gap="sm">
            <Skeleton h={18} w="40%" />
            <Skeleton h={22} w="90%" />
            <Skeleton h={14} w="60%" />
            <Skeleton h={36} mt="sm" />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}

/** Row placeholders while a table loads. */
export function RowSkeletons({ rows = 5 }: { rows?: number }) {
  const { t } = useTranslation('common');
  return (
    <Stack gap="xs" role="status" aria-busy="true" aria-label={t('loading')}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} h={40} />
      ))}
    </Stack>
  );
}

/** A list, or a page of one (`{ data: [...] }`), with no rows. */
const hasNoRows = (data: unknown): boolean => {
  const rows = typeof data === 'object' && data !== null && 'data' in data ? data.data : data;
  return Array.isArray(rows) && rows.length === 0;
};

/**
 * A page's list behind its query: the failure with Retry while nothing is shown yet, `loading` (rows of
 * placeholders unless given) until the first answer, `empty` when it has no rows (a list or a page with
 * none, unless `isEmpty` says otherwise), else the list (`children`, given the data). A refetch keeps the
 * list on screen.
 */
export function QueryList<T>(props: {
  query: { data: T | undefined; isError: boolean; error: unknown; refetch: () => unknown };
  loading?: ReactNode;
  isEmpty?: (data: T) => boolean;
  empty: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const { data, isError, error, refetch } = props.query;
  if (data === undefined)
    return isError ? <LoadError error={error} onRetry={() => void refetch()} /> : (props.loading ?? <RowSkeletons />);
  return (props.isEmpty ?? hasNoRows)(data) ? props.empty : props.children(data);
}

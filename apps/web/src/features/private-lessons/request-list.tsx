import { Group, Select, Stack } from '@mantine/core';
import { PRIVATE_LESSON_STATUSES, type PrivateLessonStatus } from '@prepwell/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../components/pager.tsx';
import { EmptyList, LoadError, RowSkeletons } from '../../components/query-states.tsx';
import { pagesOf } from '../../lib/paging.ts';
import { privateLessonQueries } from './private-lessons.api.ts';
import { RequestCard } from './request-card.tsx';

/** The caller's requests (the server decides which), newest first, filtered by status, a page at a time. */
export function RequestList({ side }: { side: 'family' | 'educator' }) {
  const { t } = useTranslation('privateLessons');
  const [filters, setFilters] = useState<{ page: number; status: PrivateLessonStatus | '' }>({
    page: 1,
    status: side === 'educator' ? 'pending' : '',
  });
  const list = useQuery(privateLessonQueries.requests(filters));
  const pages = pagesOf(list.data);

  return (
    <Stack gap="md">
      <Group>
        <Select
          label={t('list.status')}
          placeholder={t('list.allStatuses')}
          clearable
          data={PRIVATE_LESSON_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
          value={filters.status || null}
          onChange={(v) => setFilters({ page: 1, status: (v ?? '') as PrivateLessonStatus | '' })}
          w={220}
        />
      </Group>
      {list.isPending ? (
        <RowSkeletons />
      ) : list.isError ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.data.length === 0 ? (
        <EmptyList
          title={t('list.empty')}
          description={t(side === 'family' ? 'list.emptyFamily' : 'list.emptyEducator')}
        />
      ) : (
        <Stack gap="sm">
          {list.data.data.map((r) => (
            <RequestCard key={r.id} request={r} side={side} />
          ))}
        </Stack>
      )}
      {pages > 1 && (
        <Pager total={pages} value={filters.page} onChange={(page) => setFilters((f) => ({ ...f, page }))} />
      )}
    </Stack>
  );
}

import { ActivityLogPage } from '@prepwell/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../lib/api-client.ts';
import { tenantScope } from '../../lib/storage.ts';

/** Issue 17: the caller's own activity history (`GET /api/activity-log/history`). */

export interface HistoryFilter {
  page: number;
  /** An action code, or '' for every kind. */
  action: string;
  from?: string | undefined;
  to?: string | undefined;
}

export const activityHistoryQueries = {
  all: () => [tenantScope(), 'activity-history'] as const,
  page: (filter: HistoryFilter) =>
    queryOptions({
      queryKey: [...activityHistoryQueries.all(), filter] as const,
      queryFn: ({ signal }) =>
        apiGet('activity-log/history', ActivityLogPage, {
          signal,
          background: true,
          query: {
            page: filter.page,
            ...(filter.action ? { action: filter.action } : {}),
            ...(filter.from ? { from: filter.from } : {}),
            ...(filter.to ? { to: filter.to } : {}),
          },
        }),
      placeholderData: keepPreviousData,
    }),
};

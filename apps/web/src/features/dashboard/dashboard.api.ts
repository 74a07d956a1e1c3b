import { DashboardView } from '@prepwell/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../lib/api-client.ts';
import { tenantScope } from '../../lib/storage.ts';

export const dashboardQueries = {
  /** The caller's dashboard; its figures depend on the role the server sees. */
  mine: () =>
    queryOptions({
      queryKey: [tenantScope(), 'dashboard'] as const,
      queryFn: ({ signal }) => apiGet('dashboard', DashboardView, { signal }),
      staleTime: 60_000,
    }),
};

import { AdminFeedbackList, DashboardView } from '@prepwell/contracts';
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

export const feedbackQueries = {
  /** The newest feedback of every tenant (super admins only). */
  latest: () =>
    queryOptions({
      queryKey: [tenantScope(), 'admin', 'feedback'] as const,
      queryFn: ({ signal }) => apiGet('admin/feedback', AdminFeedbackList, { signal, background: true }),
      staleTime: 60_000,
    }),
};

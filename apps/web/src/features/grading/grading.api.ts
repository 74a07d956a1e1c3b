import { GradingQueuePage, GradingRequestView, type GradeInput, type GradingStatus } from '@prepwell/contracts';
import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../lib/api-client.ts';
import { tenantScope } from '../../lib/storage.ts';

export interface QueueFilter {
  status: GradingStatus;
  page: number;
}

export const gradingQueries = {
  all: () => [tenantScope(), 'grading-queue'] as const,
  /** GET /api/grading/queue: the tenant's requests, 20 per page (pending: Pro first, then oldest). */
  queue: (filter: QueueFilter) =>
    queryOptions({
      queryKey: [...gradingQueries.all(), filter] as const,
      queryFn: ({ signal }) =>
        apiGet('grading/queue', GradingQueuePage, { signal, query: { status: filter.status, page: filter.page } }),
      placeholderData: keepPreviousData,
    }),
};

export const gradingMutations = {
  /** POST /api/grading/:id: the teacher's score (0…max) and the comment simple and VIP levels require. */
  grade: () =>
    mutationOptions({
      mutationFn: ({ id, input }: { id: string; input: GradeInput }) =>
        apiPost(`grading/${encodeURIComponent(id)}`, input, GradingRequestView),
    }),
};

import {
  AttemptPage,
  AttemptResult,
  AttemptReview,
  StartAttemptResponse,
  TestDetail,
  TestPage,
  type AttemptSummary,
  type ExamKind,
} from '@prepwell/contracts';
import { keepPreviousData, mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../lib/api-client.ts';
import { tenantScope } from '../../lib/storage.ts';
import { catalogueQuery, historyQuery, type CatalogueFilter, type HistoryFilter } from './list-filters.ts';

const seg = (id: string) => encodeURIComponent(id);

export const examQueries = {
  all: () => [tenantScope(), 'exams'] as const,
  /** The catalogue: GET /api/tests with the page's filters. */
  tests: (kind: ExamKind, filter: CatalogueFilter) =>
    queryOptions({
      queryKey: [...examQueries.all(), 'tests', kind, filter] as const,
      queryFn: ({ signal }) =>
        apiGet('tests', TestPage, { signal, background: true, query: catalogueQuery(kind, filter) }),
      placeholderData: keepPreviousData,
    }),
  test: (examId: string) =>
    queryOptions({
      queryKey: [...examQueries.all(), 'test', examId] as const,
      queryFn: ({ signal }) => apiGet(`tests/${seg(examId)}`, TestDetail, { signal }),
      staleTime: 5 * 60_000,
    }),
  /** The caller's attempts (history, /test-results). */
  attempts: (filter: HistoryFilter) =>
    queryOptions({
      queryKey: [...examQueries.all(), 'attempts', filter] as const,
      queryFn: ({ signal }) =>
        apiGet('user-exams', AttemptPage, { signal, background: true, query: historyQuery(filter) }),
      placeholderData: keepPreviousData,
    }),
  /** Open attempts of a kind, so the catalogue offers Resume and Restart. At most one is open per test. */
  openAttempts: (kind: ExamKind) =>
    queryOptions({
      queryKey: [...examQueries.all(), 'attempts', { kind, status: 'in_progress', page: 1 }] as const,
      queryFn: ({ signal }) =>
        apiGet('user-exams', AttemptPage, {
          signal,
          background: true,
          query: { kind, status: 'in_progress', page: 1 },
        }),
      select: (page) => new Map(page.data.map((a) => [a.test.id, a] as const)),
    }),
  /** The student's newest completed attempt of one test (for /{kind}/explanations/{examId}), or null. */
  latestCompleted: (kind: ExamKind, examId: string) =>
    queryOptions({
      queryKey: [...examQueries.all(), 'attempts', 'latest-completed', kind, examId] as const,
      queryFn: async ({ signal }): Promise<AttemptSummary | null> => {
        const page = await apiGet('user-exams', AttemptPage, {
          signal,
          query: { kind, examId, status: 'completed', page: 1 },
        });
        return page.data.find((a) => a.test.id === examId) ?? null; // newest first
      },
    }),
  result: (userExamId: string) =>
    queryOptions({
      queryKey: [...examQueries.all(), 'result', userExamId] as const,
      queryFn: ({ signal }) => apiGet(`user-exams/${seg(userExamId)}/result`, AttemptResult, { signal }),
      staleTime: 5 * 60_000,
    }),
  review: (userExamId: string) =>
    queryOptions({
      queryKey: [...examQueries.all(), 'review', userExamId] as const,
      queryFn: ({ signal }) => apiGet(`user-exams/${seg(userExamId)}/review`, AttemptReview, { signal }),
      staleTime: 5 * 60_000,
    }),
  /** Educators: a test's keys and explanations, without a student's answers. */
  testReview: (examId: string) =>
    queryOptions({
      queryKey: [...examQueries.all(), 'test-review', examId] as const,
      queryFn: ({ signal }) => apiGet(`tests/${seg(examId)}/review`, AttemptReview, { signal }),
      staleTime: 5 * 60_000,
    }),
  /** Educators: the tenant's students' attempts at one test. */
  testAttempts: (examId: string, page: number, q: string) =>
    queryOptions({
      queryKey: [...examQueries.all(), 'test-attempts', examId, { page, q }] as const,
      queryFn: ({ signal }) =>
        apiGet(`tests/${seg(examId)}/attempts`, AttemptPage, {
          signal,
          background: true,
          query: { page, q: q.trim() || undefined },
        }),
      placeholderData: keepPreviousData,
    }),
};

/** Starting and restarting answer with codes the pages branch on (attempt limit, plan limit). */
const own = { meta: { customErrorHandling: true } } as const;

export const examMutations = {
  /** POST /api/user-exams: a new attempt, or the open one resumed. */
  start: () =>
    mutationOptions({
      ...own,
      mutationFn: (examId: string) => apiPost('user-exams', { examId }, StartAttemptResponse),
    }),
  /** POST /api/user-exams/{id}/restart: the open attempt is set aside and a new one begins. */
  restart: () =>
    mutationOptions({
      ...own,
      mutationFn: (userExamId: string) => apiPost(`user-exams/${seg(userExamId)}/restart`, {}, StartAttemptResponse),
    }),
};

/** After a start or restart the attempt lists are out of date. */
export const refreshAttempts = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: [...examQueries.all(), 'attempts'] });

import {
  CoinRefundResult,
  IDEMPOTENCY_HEADER,
  MergeCandidates,
  PointAdjustmentResult,
  Refundables,
  ShortUrlPage,
  ShortUrlView,
  UserMergePage,
  UserMergePlan,
  UserMergeResult,
  type CoinRefundKind,
} from '@prepwell/contracts';
import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query';
import { apiGet, apiPatch, apiPost } from '../../lib/api-client.ts';

/** Issue 20 (decision 0043): short URLs, merging users, coin refunds and T-Coin Rewards. */

const withKey = (key: string) => ({ headers: { [IDEMPOTENCY_HEADER]: key } });
/** The screens show these errors themselves (field errors, refund refusals). */
const own = { meta: { customErrorHandling: true } } as const;

export const backOfficeQueries = {
  all: () => ['back-office'] as const,
  shortUrls: (page: number, q: string) =>
    queryOptions({
      queryKey: [...backOfficeQueries.all(), 'short-urls', page, q] as const,
      queryFn: ({ signal }) => apiGet('admin/short-urls', ShortUrlPage, { signal, query: { page, q: q || undefined } }),
      placeholderData: keepPreviousData,
    }),
  merges: (page: number) =>
    queryOptions({
      queryKey: [...backOfficeQueries.all(), 'merges', page] as const,
      queryFn: ({ signal }) => apiGet('admin/user-merges', UserMergePage, { signal, query: { page } }),
      placeholderData: keepPreviousData,
    }),
  candidates: (q: string) =>
    queryOptions({
      queryKey: [...backOfficeQueries.all(), 'candidates', q] as const,
      queryFn: ({ signal }) =>
        apiGet('admin/user-merges/candidates', MergeCandidates, { signal, query: { q: q || undefined } }),
      placeholderData: keepPreviousData,
    }),
  refundables: (userId: string) =>
    queryOptions({
      queryKey: [...backOfficeQueries.all(), 'refundables', userId] as const,
      queryFn: ({ signal }) => apiGet(`admin/user/${encodeURIComponent(userId)}/refundables`, Refundables, { signal }),
    }),
};

export const backOfficeMutations = {
  createShortUrl: () =>
    mutationOptions({
      ...own,
      mutationFn: (input: { path: string; title: string; code: string }) =>
        apiPost(
          'admin/short-urls',
          {
            path: input.path.trim(),
            title: input.title.trim(),
            ...(input.code.trim() ? { code: input.code.trim() } : {}),
          },
          ShortUrlView,
        ),
    }),
  setShortUrlDisabled: () =>
    mutationOptions({
      mutationFn: ({ id, disabled }: { id: string; disabled: boolean }) =>
        apiPatch(`admin/short-urls/${encodeURIComponent(id)}`, { disabled }, ShortUrlView),
    }),
  dryRun: () =>
    mutationOptions({
      ...own,
      mutationFn: (body: { source_id: string; target_id: string }) =>
        apiPost('admin/user-merges/dry-run', body, UserMergePlan),
    }),
  merge: () =>
    mutationOptions({
      ...own,
      mutationFn: (body: { source_id: string; target_id: string }) =>
        apiPost('admin/user-merges', body, UserMergeResult),
    }),
  reward: (userId: string) =>
    mutationOptions({
      ...own,
      mutationFn: ({ key, point, notes }: { key: string; point: number; notes: string }) =>
        apiPost(
          `admin/user/${encodeURIComponent(userId)}/reward-point`,
          { point, ...(notes.trim() ? { notes: notes.trim() } : {}) },
          PointAdjustmentResult,
          withKey(key),
        ),
    }),
  refund: () =>
    mutationOptions({
      ...own,
      mutationFn: ({ key, kind, id, notes }: { key: string; kind: CoinRefundKind; id: string; notes: string }) =>
        apiPost(
          'admin/refunds',
          { kind, id, ...(notes.trim() ? { notes: notes.trim() } : {}) },
          CoinRefundResult,
          withKey(key),
        ),
    }),
};

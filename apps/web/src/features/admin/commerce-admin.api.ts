import {
  IDEMPOTENCY_HEADER,
  OrderAnalysis,
  OrderAnalysisList,
  PointAdjustmentResult,
  ProStatus,
  SubscriptionList,
  TransactionAnalysis,
  TransactionAnalysisList,
  TransactionLogPage,
  UserExamAnalysis,
  UserExamAnalysisList,
  type CoinCategory,
  type CoinTransactionType,
} from '@prepwell/contracts';
import { keepPreviousData, mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiDelete, apiGet, apiPatch, apiPost } from '../../lib/api-client.ts';
import { adminQueries } from './admin.api.ts';

/** Issue 4 on the admin side: transaction logs, coin adjustments, Pro expiry, subscriptions and the analytics. */

export interface TransactionLogFilter {
  page: number;
  category: CoinCategory | null;
  type: CoinTransactionType | null;
  tenant: string | null;
  user_id: string | null;
}

export interface AnalysisRange {
  /** Null: the server's default (the last 30 days). */
  from: string | null;
  to: string | null;
  tenant: string | null;
}

export type AnalysisKind = 'exams' | 'transactions' | 'orders';
const ANALYSIS_PATH: Record<AnalysisKind, string> = {
  exams: 'user-exams/analysis',
  transactions: 'transaction-logs/analysis',
  orders: 'order/analysis',
};
const LISTS = {
  exams: UserExamAnalysisList,
  transactions: TransactionAnalysisList,
  orders: OrderAnalysisList,
} as const;
const TODAY = { exams: UserExamAnalysis, transactions: TransactionAnalysis, orders: OrderAnalysis } as const;

/** One of the three schemas, typed as the one `kind` picks. */
const parserOf = <T>(schema: { parse: (value: unknown) => unknown }) => ({
  parse: (value: unknown) => schema.parse(value) as T,
});
const userPath = (id: string) => `admin/user/${encodeURIComponent(id)}`;
const withKey = (key: string) => ({ headers: { [IDEMPOTENCY_HEADER]: key } });

export const commerceQueries = {
  all: () => [...adminQueries.all(), 'commerce'] as const,
  logs: (filter: TransactionLogFilter) =>
    queryOptions({
      queryKey: [...commerceQueries.all(), 'logs', filter] as const,
      queryFn: ({ signal }) =>
        apiGet('admin/transactions-logs', TransactionLogPage, {
          signal,
          background: true,
          query: {
            page: filter.page,
            category: filter.category,
            type: filter.type,
            tenant: filter.tenant,
            user_id: filter.user_id,
          },
        }),
      placeholderData: keepPreviousData,
    }),
  userLogs: (userId: string, page: number) =>
    queryOptions({
      queryKey: [...commerceQueries.all(), 'user-logs', userId, page] as const,
      queryFn: ({ signal }) =>
        apiGet('admin/transactions-logs/users', TransactionLogPage, {
          signal,
          background: true,
          query: { user_id: userId, page },
        }),
      placeholderData: keepPreviousData,
    }),
  subscriptions: (userId: string) =>
    queryOptions({
      queryKey: [...commerceQueries.all(), 'subscriptions', userId] as const,
      queryFn: ({ signal }) =>
        apiGet(`users/${encodeURIComponent(userId)}/subscriptions`, SubscriptionList, { signal, background: true }),
    }),
  analysis: <K extends AnalysisKind>(kind: K, range: AnalysisRange) =>
    queryOptions({
      queryKey: [...commerceQueries.all(), 'analysis', kind, range] as const,
      queryFn: ({ signal }) =>
        apiGet(ANALYSIS_PATH[kind], parserOf<z.output<(typeof LISTS)[K]>>(LISTS[kind]), {
          signal,
          background: true,
          query: { from: range.from, to: range.to, tenant: range.tenant },
        }),
      placeholderData: keepPreviousData,
      staleTime: 60_000,
    }),
  today: <K extends AnalysisKind>(kind: K, tenant: string | null) =>
    queryOptions({
      queryKey: [...commerceQueries.all(), 'today', kind, tenant] as const,
      queryFn: ({ signal }) =>
        apiGet(`${ANALYSIS_PATH[kind]}/today`, parserOf<z.output<(typeof TODAY)[K]>>(TODAY[kind]), {
          signal,
          background: true,
          query: { tenant },
        }),
      staleTime: 60_000,
    }),
};

/** After a change: the user's profile (Pro expiry), logs, subscriptions and figures are read again. */
export const refreshCommerce = (client: QueryClient, userId: string) =>
  Promise.all([
    client.invalidateQueries({ queryKey: commerceQueries.all() }),
    client.invalidateQueries({ queryKey: adminQueries.user(userId).queryKey }),
  ]);

/** The dialogs show their own errors (insufficient_balance, field errors). Each call carries the action's key. */
const own = { meta: { customErrorHandling: true } } as const;

export const commerceMutations = {
  adjustCoins: (userId: string, direction: 'give' | 'deduct') =>
    mutationOptions({
      ...own,
      mutationFn: ({ key, point, notes }: { key: string; point: number; notes: string }) =>
        apiPost(
          `${userPath(userId)}/${direction}-point`,
          { point, ...(notes.trim() ? { notes: notes.trim() } : {}) },
          PointAdjustmentResult,
          withKey(key),
        ),
    }),
  setProExpiry: (userId: string) =>
    mutationOptions({
      ...own,
      mutationFn: ({ key, date }: { key: string; date: string }) =>
        apiPatch(`${userPath(userId)}/pro`, { taken_unlimited_expire_at: date }, ProStatus, withKey(key)),
    }),
  removePro: (userId: string) =>
    mutationOptions({
      ...own,
      mutationFn: ({ key }: { key: string }) => apiDelete(`${userPath(userId)}/pro`, ProStatus, withKey(key)),
    }),
};

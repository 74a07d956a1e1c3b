import {
  CoinBalance,
  CoinTransactionPage,
  GradingRequestList,
  GradingRequestView,
  IDEMPOTENCY_HEADER,
  Ok,
  OrderView,
  PricingView,
  UnlockResult,
  type CoinCategory,
  type CreateOrderRequest,
  type GradingRequestInput,
} from '@prepwell/contracts';
import { keepPreviousData, mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../lib/api-client.ts';
import { tenantScope } from '../../lib/storage.ts';

const seg = (id: string) => encodeURIComponent(id);
const keyed = (key: string) => ({ headers: { [IDEMPOTENCY_HEADER]: key } });

/** The sandbox's answer is not read: the order's own status tells the outcome. */
const ignored = { parse: (_data: unknown): null => null };

export interface TransactionFilter {
  page: number;
  category: CoinCategory | null;
}

export const coinQueries = {
  all: () => [tenantScope(), 'coins'] as const,
  /** GET /api/coins: the caller's balance. */
  balance: () =>
    queryOptions({
      queryKey: [...coinQueries.all(), 'balance'] as const,
      queryFn: ({ signal }) => apiGet('coins', CoinBalance, { signal, background: true }),
    }),
  /** GET /api/coins/transactions (20 per page), newest first. */
  transactions: (filter: TransactionFilter) =>
    queryOptions({
      queryKey: [...coinQueries.all(), 'transactions', filter] as const,
      queryFn: ({ signal }) =>
        apiGet('coins/transactions', CoinTransactionPage, {
          signal,
          background: true,
          query: { page: filter.page, category: filter.category },
        }),
      placeholderData: keepPreviousData,
    }),
  /** GET /api/plans (public): coin packs, Pro plans, card fee, currency, provider, unlock and grading prices. */
  pricing: () =>
    queryOptions({
      queryKey: [tenantScope(), 'plans'] as const,
      queryFn: ({ signal }) => apiGet('plans', PricingView, { signal }),
      staleTime: 5 * 60_000,
    }),
  /** GET /api/orders/:id, polled while the payment is pending. */
  order: (orderId: string) =>
    queryOptions({
      queryKey: [...coinQueries.all(), 'order', orderId] as const,
      queryFn: ({ signal }) => apiGet(`orders/${seg(orderId)}`, OrderView, { signal, background: true }),
    }),
  /** GET /api/user-exams/:id/grading: the grading asked for on one attempt. */
  grading: (userExamId: string) =>
    queryOptions({
      queryKey: [...coinQueries.all(), 'grading', userExamId] as const,
      queryFn: ({ signal }) =>
        apiGet(`user-exams/${seg(userExamId)}/grading`, GradingRequestList, {
          signal,
          background: true,
          notFound: 'caller',
        }),
    }),
};

/** The pages branch on the codes of these calls (spec §8 dialogs), so the global notice stays out. */
const own = { meta: { customErrorHandling: true } } as const;

export const coinMutations = {
  /** POST /api/orders (Idempotency-Key): a coin pack or a Pro plan. */
  createOrder: () =>
    mutationOptions({
      ...own,
      mutationFn: ({ request, key }: { request: CreateOrderRequest; key: string }) =>
        apiPost('orders', request, OrderView, keyed(key)),
    }),
  /** POST /api/payments/sandbox/:orderId: the sandbox completes or fails the payment (through the webhook path). */
  sandboxOutcome: () =>
    mutationOptions({
      ...own,
      mutationFn: ({ orderId, outcome }: { orderId: string; outcome: 'paid' | 'failed' }) =>
        apiPost(`payments/sandbox/${seg(orderId)}`, { outcome }, ignored),
    }),
  /** POST /api/user-exams/:id/unlock (Idempotency-Key): the score report, for coins (free for Pro). */
  unlock: () =>
    mutationOptions({
      ...own,
      mutationFn: ({ userExamId, key }: { userExamId: string; key: string }) =>
        apiPost(`user-exams/${seg(userExamId)}/unlock`, {}, UnlockResult, keyed(key)),
    }),
  /** POST /api/user-exams/:id/grading (Idempotency-Key): grading of one rated answer at a level. */
  requestGrading: () =>
    mutationOptions({
      ...own,
      mutationFn: ({ userExamId, input, key }: { userExamId: string; input: GradingRequestInput; key: string }) =>
        apiPost(`user-exams/${seg(userExamId)}/grading`, input, GradingRequestView, keyed(key)),
    }),
};

/** GET /api/user-exams/:id/pdf: 200 when the PDF may be made, else 402 `print_pdf_forbidden` (thrown). */
export const checkPdfAllowed = (userExamId: string) =>
  apiGet(`user-exams/${seg(userExamId)}/pdf`, Ok, { notFound: 'caller' });

/** After coins moved: the balance and the transaction list are out of date. */
export const refreshCoins = (client: QueryClient) => client.invalidateQueries({ queryKey: coinQueries.all() });

import type { PromotionQuoteRequest } from '@prepwell/contracts';
import { PromotionQuote } from '@prepwell/contracts';
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../lib/api-client.ts';
import { promotionCodeQueries } from './promotion-codes.api.ts';

/** The order the checkout is about to place, without the code (a coin pack or a Pro plan, and the method). */
export type CheckoutTarget =
  | { kind: 'coins'; coins: number; method: PromotionQuoteRequest['method'] }
  | { kind: 'pro'; plan_months: number; method: PromotionQuoteRequest['method'] };

/** POST /api/promotion-codes/quote as a query: it reads only, and follows the pack and method chosen. */
const quoteQuery = (target: CheckoutTarget, code: string) =>
  queryOptions({
    queryKey: [...promotionCodeQueries.all(), 'quote', target, code] as const,
    queryFn: ({ signal }) =>
      apiPost('promotion-codes/quote', { ...target, promotion_code: code }, PromotionQuote, { signal }),
    staleTime: 0,
    retry: false,
  });

/** The discount the applied code gives on the target (or its refusal, as an ApiError with the server's message). */
export const usePromotionQuote = (target: CheckoutTarget | null, code: string | null) =>
  useQuery({
    ...quoteQuery(target ?? { kind: 'coins', coins: 0, method: 'card' }, code ?? ''),
    enabled: !!target && !!code,
  });

/**
 * The same code quoted on several targets at once (the Pro plans screen: one quote per plan card). `error` is
 * the refusal when no target accepts the code (e.g. a coin-pack code on a plan); `quotes` follows `targets`.
 */
export const usePromotionQuotes = (targets: readonly CheckoutTarget[], code: string | null) => {
  const results = useQueries({
    queries: targets.map((target) => ({ ...quoteQuery(target, code ?? ''), enabled: !!code })),
  });
  const quotes = results.map((r) => r.data);
  const accepted = quotes.find((q) => q !== undefined);
  const settled = results.every((r) => !r.isFetching);
  return {
    quotes,
    accepted,
    error: code && settled && !accepted ? results.find((r) => r.error)?.error : undefined,
    checking: results.some((r) => r.isFetching),
  };
};

/** The body field an order takes while a code is applied and accepted. */
export const promotionFieldOf = (code: string | null, accepted: boolean): { promotion_code?: string } =>
  code && accepted ? { promotion_code: code } : {};

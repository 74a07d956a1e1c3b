import type { PromotionQuoteRequest } from '@prepwell/contracts';
import { PromotionQuote } from '@prepwell/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
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

/** The body field an order takes while a code is applied and accepted. */
export const promotionFieldOf = (code: string | null, accepted: boolean): { promotion_code?: string } =>
  code && accepted ? { promotion_code: code } : {};

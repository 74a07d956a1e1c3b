import {
  Ok,
  PromotionCodePage,
  PromotionCodeUsePage,
  PromotionCodeView,
  PromotionQuote,
  type PromotionCodeInput,
  type PromotionCodeUpdate,
  type PromotionQuoteRequest,
} from '@prepwell/contracts';
import { keepPreviousData, mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPatch, apiPost } from '../../lib/api-client.ts';
import { tenantScope } from '../../lib/storage.ts';

const seg = (id: string) => encodeURIComponent(id);

export const promotionCodeQueries = {
  all: () => [tenantScope(), 'promotion-codes'] as const,
  /** GET /api/admin/promotion-codes: the tenant's codes, 20 a page. */
  list: (page: number) =>
    queryOptions({
      queryKey: [...promotionCodeQueries.all(), 'list', page] as const,
      queryFn: ({ signal }) => apiGet('admin/promotion-codes', PromotionCodePage, { signal, query: { page } }),
      placeholderData: keepPreviousData,
    }),
  /** GET /api/admin/promotion-codes/:id/uses: who used a code, on which order, and where the use stands. */
  uses: (id: string, page: number) =>
    queryOptions({
      queryKey: [...promotionCodeQueries.all(), 'uses', id, page] as const,
      queryFn: ({ signal }) =>
        apiGet(`admin/promotion-codes/${seg(id)}/uses`, PromotionCodeUsePage, { signal, query: { page } }),
      placeholderData: keepPreviousData,
    }),
};

/** The forms show these calls' errors on their own fields, so the global notice stays out. */
const own = { meta: { customErrorHandling: true } } as const;

export const promotionCodeMutations = {
  create: () =>
    mutationOptions({
      ...own,
      mutationFn: (input: PromotionCodeInput) => apiPost('admin/promotion-codes', input, PromotionCodeView),
    }),
  update: () =>
    mutationOptions({
      mutationFn: ({ id, input }: { id: string; input: PromotionCodeUpdate }) =>
        apiPatch(`admin/promotion-codes/${seg(id)}`, input, PromotionCodeView),
    }),
  remove: () =>
    mutationOptions({
      mutationFn: (id: string) => apiDelete(`admin/promotion-codes/${seg(id)}`, Ok),
    }),
  /** POST /api/promotion-codes/quote: what the code gives on the order about to be placed. */
  quote: () =>
    mutationOptions({
      ...own,
      mutationFn: (request: PromotionQuoteRequest) => apiPost('promotion-codes/quote', request, PromotionQuote),
    }),
};

export const refreshPromotionCodes = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: promotionCodeQueries.all() });

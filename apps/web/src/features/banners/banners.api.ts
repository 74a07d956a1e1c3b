import {
  ActivePromotionList,
  HousePromotionList,
  HousePromotionView,
  Ok,
  type HousePromotionInput,
  type HousePromotionPatch,
} from '@prepwell/contracts';
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPatch, apiPost } from '../../lib/api-client.ts';
import { tenantScope } from '../../lib/storage.ts';

/** Issue 17: house promotions, the only place the banners reach the API. */

export const bannerQueries = {
  all: () => [tenantScope(), 'promotions'] as const,
  /** What the signed-in user sees now (none for Pro: the server decides). Quiet: a banner never interrupts. */
  active: (userId: string) =>
    queryOptions({
      queryKey: [...bannerQueries.all(), 'active', userId] as const,
      queryFn: ({ signal }) =>
        apiGet('promotions/active', ActivePromotionList, { signal, background: true, notFound: 'caller' }),
      staleTime: 5 * 60_000,
    }),
  /** The tenant's promotions, for its admins. */
  admin: () =>
    queryOptions({
      queryKey: [...bannerQueries.all(), 'admin'] as const,
      queryFn: ({ signal }) => apiGet('house-promotions', HousePromotionList, { signal }),
    }),
};

export const bannerMutations = {
  create: () =>
    mutationOptions({
      mutationFn: (input: HousePromotionInput) => apiPost('house-promotions', input, HousePromotionView),
      meta: { customErrorHandling: true },
    }),
  update: () =>
    mutationOptions({
      mutationFn: ({ id, patch }: { id: string; patch: HousePromotionPatch }) =>
        apiPatch(`house-promotions/${encodeURIComponent(id)}`, patch, HousePromotionView),
      meta: { customErrorHandling: true },
    }),
  remove: () =>
    mutationOptions({
      mutationFn: (id: string) => apiDelete(`house-promotions/${encodeURIComponent(id)}`, Ok),
    }),
};

/** After an admin's change: the list and what members see. */
export const refreshPromotions = (client: QueryClient) => client.invalidateQueries({ queryKey: bannerQueries.all() });

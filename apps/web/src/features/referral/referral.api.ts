import {
  IDEMPOTENCY_HEADER,
  ReferralCheckRequest,
  ReferralCheckResult,
  ReferralCodeView,
  ReferralExchangeResult,
  ReferralUseList,
} from '@prepwell/contracts';
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../lib/api-client.ts';
import { tenantScope } from '../../lib/storage.ts';

export const referralQueries = {
  all: () => [tenantScope(), 'referral'] as const,
  /** The caller's code (made on first request), counts and referral coins. */
  code: () =>
    queryOptions({
      queryKey: [...referralQueries.all(), 'code'] as const,
      queryFn: ({ signal }) => apiGet('referral-code', ReferralCodeView, { signal }),
    }),
  /** Who signed up with the caller's code. */
  used: () =>
    queryOptions({
      queryKey: [...referralQueries.all(), 'used'] as const,
      queryFn: ({ signal }) => apiGet('referral-code/used', ReferralUseList, { signal }),
    }),
};

/** The exchange changes the balance too: every query of the tenant that shows coins reads again. */
const refreshAfterExchange = (client: QueryClient) => client.invalidateQueries({ queryKey: [tenantScope()] });

export const referralMutations = {
  /** The register form's check on blur (public). */
  check: () =>
    mutationOptions({
      meta: { customErrorHandling: true },
      mutationFn: (code: string) =>
        apiPost('referral-code/check', ReferralCheckRequest.parse({ code }), ReferralCheckResult, { background: true }),
    }),
  /** One user action = one `Idempotency-Key` (the caller makes it, and reuses it only to retry that same action). */
  exchange: (client: QueryClient) =>
    mutationOptions({
      meta: { customErrorHandling: true },
      mutationFn: (key: string) =>
        apiPost('referral-code/exchange-point', {}, ReferralExchangeResult, { headers: { [IDEMPOTENCY_HEADER]: key } }),
      onSettled: () => refreshAfterExchange(client),
    }),
};

import { MAIN_TENANT } from '@prepwell/contracts';

/**
 * The invitation link: the register page with the code; off the main brand it also names the tenant
 * (`?tenant=`), so the friend signs up where the code is valid.
 */
export const referralLink = (options: { origin: string; code: string; tenantOverride: string | null }): string => {
  const url = new URL('/register', options.origin);
  url.searchParams.set('ref', options.code);
  if (options.tenantOverride && options.tenantOverride !== MAIN_TENANT)
    url.searchParams.set('tenant', options.tenantOverride);
  return url.toString();
};

/** `?ref=` as typed in a shared link: trimmed, upper-case, at most 32 characters; empty when absent. */
export const referralCodeFromSearch = (params: URLSearchParams): string =>
  (params.get('ref') ?? '').trim().toUpperCase().slice(0, 32);

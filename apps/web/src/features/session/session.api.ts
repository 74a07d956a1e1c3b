import { AuthResponse, type Lang, Ok, SessionUser, TenantBrand, TokenLoginRequest } from '@prepwell/contracts';
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiGet, apiPatch, apiPost } from '../../lib/api-client.ts';
import { changeLanguage } from '../../lib/i18n.ts';
import { clearToken, getToken, setToken, tenantScope } from '../../lib/storage.ts';

export const sessionQueries = {
  /** The brand of the tenant this page is served for; loaded before the app renders. */
  tenant: () =>
    queryOptions({
      queryKey: [tenantScope(), 'tenant'] as const,
      queryFn: ({ signal }) => apiGet('tenant', TenantBrand, { signal, notFound: 'caller' }),
      staleTime: Infinity,
    }),
  /** The logged-in user. Only enabled with a token. */
  me: () =>
    queryOptions({
      queryKey: [tenantScope(), 'me'] as const,
      queryFn: ({ signal }) => apiGet('me', SessionUser, { signal, notFound: 'caller' }),
      staleTime: 5 * 60_000,
    }),
};

/** Stores a fresh session: token, cached user, and the user's language. */
export const applyAuth = async (client: QueryClient, auth: AuthResponse): Promise<SessionUser> => {
  setToken(auth.access_token);
  client.setQueryData(sessionQueries.me().queryKey, auth.user);
  await changeLanguage(auth.user.lang);
  return auth.user;
};

export interface EndSessionOptions {
  /** Navigates away; runs before the cache is cleared. */
  leave?: () => unknown;
  /** Ask the server to revoke the token (default true). */
  revoke?: boolean;
}

/**
 * Ends the session (issue 17: no request after logout may answer 401). In order: the pages' calls in flight
 * are cancelled and the token is dropped, so nothing asks the server with it again; the server revokes it
 * (best effort, the token sent explicitly); `leave` navigates away, so the pages that showed the user's data
 * unmount; only then is their cached data removed (removing it under a mounted page makes the page fetch
 * it again, without a session). `revoke: false` when the server has ended the session itself (a deleted
 * account), where asking it to would only answer 401.
 */
export const endSession = async (client: QueryClient, options: EndSessionOptions = {}): Promise<void> => {
  const { leave, revoke = true } = options;
  const token = getToken();
  const hadSession = revoke && token !== null && client.getQueryData(sessionQueries.me().queryKey) !== undefined;
  await client.cancelQueries();
  clearToken();
  const revoked = hadSession
    ? apiPost('logout', {}, Ok, { background: true, headers: { Authorization: `Bearer ${token}` } }).catch(
        () => undefined,
      )
    : Promise.resolve();
  await leave?.();
  const tenantKey = sessionQueries.tenant().queryKey;
  client.removeQueries({ predicate: (q) => JSON.stringify(q.queryKey) !== JSON.stringify(tenantKey) });
  await revoked;
};

/** Token login (`?token=` on any page): exchanges the one-time token for a session. */
export const tokenLogin = (token: string) =>
  apiPost('ivy-way/login/token', TokenLoginRequest.parse({ token }), AuthResponse, { notFound: 'caller' });

export const sessionMutations = {
  /** PATCH /lang when a logged-in user switches language. */
  lang: (client: QueryClient) =>
    mutationOptions({
      mutationFn: (lang: Lang) => apiPatch('lang', { lang }, SessionUser, { background: true }),
      onSuccess: (user) => client.setQueryData(sessionQueries.me().queryKey, user),
    }),
};

import { AuthResponse, type Lang, Ok, SessionUser, TenantBrand, TokenLoginRequest } from '@prepwell/contracts';
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiGet, apiPatch, apiPost } from '../../lib/api-client.ts';
import { changeLanguage } from '../../lib/i18n.ts';
import { clearToken, setToken, tenantScope } from '../../lib/storage.ts';

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

/** Forgets the session locally (server-side revocation is best effort). */
export const endSession = async (client: QueryClient): Promise<void> => {
  const hadToken = client.getQueryData(sessionQueries.me().queryKey) !== undefined;
  if (hadToken) await apiPost('logout', {}, Ok, { background: true }).catch(() => undefined);
  clearToken();
  const tenantKey = sessionQueries.tenant().queryKey;
  client.removeQueries({ predicate: (q) => JSON.stringify(q.queryKey) !== JSON.stringify(tenantKey) });
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

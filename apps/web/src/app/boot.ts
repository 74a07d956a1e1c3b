import { DEFAULT_LANG, type TenantBrand } from '@prepwell/contracts';
import { sessionQueries, tokenLogin } from '../features/session/session.api.ts';
import { changeLanguage, initI18n } from '../lib/i18n.ts';
import { queryClient } from '../lib/query-client.ts';
import { clearToken, getStoredLang, getToken, setTenantOverride, setToken } from '../lib/storage.ts';
import { applyBrandToDocument } from './theme.ts';

/**
 * `?tenant=slug` stores a tenant override, `?tenant=` removes it (spec: X-Tenant header).
 * Returns the one-time `?token=` for token login, and blanks both parameters in the address.
 */
export const takeUrlParams = (): string | null => {
  const url = new URL(window.location.href);
  const tenant = url.searchParams.get('tenant');
  if (tenant !== null) setTenantOverride(tenant.trim().toLowerCase() || null);
  const token = url.searchParams.get('token');
  url.searchParams.delete('tenant');
  // The reset/set-password pages carry their own `token`: it is not a login token.
  const isPasswordPage = url.pathname === '/reset-password' || url.pathname === '/password/set';
  if (token !== null && !isPasswordPage) url.searchParams.delete('token');
  if (url.href !== window.location.href)
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  return token && !isPasswordPage ? token : null;
};

/** Token login: store the session, load the profile; on failure destroy the token and go to Login. */
const loginWithToken = async (token: string): Promise<void> => {
  try {
    const auth = await tokenLogin(token);
    setToken(auth.access_token);
    const user = await queryClient.fetchQuery({ ...sessionQueries.me(), staleTime: 0 });
    await changeLanguage(user.lang);
  } catch {
    clearToken();
    queryClient.removeQueries({ queryKey: sessionQueries.me().queryKey });
    window.history.replaceState(null, '', '/login');
  }
};

/**
 * A signed-in user's saved language wins over this browser's last choice, so the site speaks the same
 * language on every device. A failing /me is left to the route guard (401 → Login).
 */
const followUserLanguage = async (): Promise<void> => {
  try {
    const user = await queryClient.fetchQuery(sessionQueries.me());
    if (user.lang !== getStoredLang()) await changeLanguage(user.lang);
  } catch {
    /* the guard handles it */
  }
};

export type BootResult = { ok: true; tenant: TenantBrand } | { ok: false; error: unknown };

/** Everything that must happen before the first render: tenant brand, language, token login. */
export const boot = async (): Promise<BootResult> => {
  const loginToken = takeUrlParams();
  const [tenant] = await Promise.allSettled([
    queryClient.fetchQuery(sessionQueries.tenant()),
    initI18n(getStoredLang() ?? DEFAULT_LANG),
  ]);
  if (tenant.status === 'rejected') return { ok: false, error: tenant.reason };
  if (!getStoredLang() && tenant.value.default_lang !== DEFAULT_LANG) await changeLanguage(tenant.value.default_lang);
  applyBrandToDocument(tenant.value);
  if (loginToken) await loginWithToken(loginToken);
  else if (getToken()) await followUserLanguage();
  return { ok: true, tenant: tenant.value };
};

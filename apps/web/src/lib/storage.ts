import {
  isLang,
  LANG_COOKIE,
  LANG_STORAGE_KEY,
  SIGNED_IN_COOKIE,
  TENANT_COOKIE,
  LAST_PATH_STORAGE_KEY,
  SESSION_COOKIE,
  TENANT_STORAGE_KEY,
  TOKEN_STORAGE_KEY,
  type Lang,
} from '@prepwell/contracts/light';
import { serverSession } from './server-session.ts';

/**
 * The browser's storage of the session (keys from contracts, spec §9), shared by the app and the runner:
 * zod-free, so the light runner root imports it too.
 */

const read = (key: string): string | null => {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
};
const write = (key: string, value: string | null): void => {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    /* storage unavailable (private mode): keep working without persistence */
  }
};

/**
 * The cookies that tell the server how to paint a page before the app runs (decision 0055): this browser's
 * language, that it holds a session, and its tenant override; hints only. And a copy of the session's token
 * for the one document request the server paints with the user's own data (decision 0056): same-site only,
 * and never a credential to the API, which reads the Authorization header alone.
 */
const YEAR_S = 365 * 24 * 3600;
const setCookie = (name: string, value: string | null, sameSite: 'lax' | 'strict', expires?: Date): void => {
  if (typeof document === 'undefined') return;
  const secure = typeof window !== 'undefined' && window.location?.protocol === 'https:' ? '; secure' : '';
  const lifetime = expires ? `expires=${expires.toUTCString()}` : `max-age=${YEAR_S}`;
  document.cookie =
    value === null
      ? `${name}=; path=/; max-age=0; samesite=${sameSite}${secure}`
      : `${name}=${encodeURIComponent(value)}; path=/; ${lifetime}; samesite=${sameSite}${secure}`;
};
/** A hint cookie for the server's paint (SameSite=Lax, Secure over https), for a year or until `expires`. */
export const setHint = (name: string, value: string | null, expires?: Date): void =>
  setCookie(name, value, 'lax', expires);
const setSessionCopy = (token: string | null): void => setCookie(SESSION_COOKIE, token, 'strict');

type Listener = () => void;
const tokenListeners = new Set<Listener>();

export const getToken = (): string | null => serverSession()?.token ?? (read(TOKEN_STORAGE_KEY) || null);
export const setToken = (token: string | null): void => {
  write(TOKEN_STORAGE_KEY, token);
  setHint(SIGNED_IN_COOKIE, token ? '1' : null);
  setSessionCopy(token);
  tokenListeners.forEach((l) => l());
};
/** The runner's offline copies of the session's data (its service worker's cache, decision 0035). */
export const RUNNER_OFFLINE_CACHE = 'pw-runner-data';
/** Signing out (or a token refused) also forgets the runner's offline copies of this session's data. */
export const clearToken = (): void => {
  setToken(null);
  if (typeof caches !== 'undefined') void caches.delete(RUNNER_OFFLINE_CACHE).catch(() => undefined);
};
export const subscribeToken = (listener: Listener): (() => void) => {
  tokenListeners.add(listener);
  return () => tokenListeners.delete(listener);
};

export const getTenantOverride = (): string | null => {
  const server = serverSession();
  return server ? server.tenantOverride : read(TENANT_STORAGE_KEY) || null;
};
export const setTenantOverride = (slug: string | null): void => {
  write(TENANT_STORAGE_KEY, slug || null);
  setHint(TENANT_COOKIE, slug || null);
};

export const getStoredLang = (): Lang | null => {
  const value = read(LANG_STORAGE_KEY);
  return isLang(value) ? value : null;
};
export const setStoredLang = (lang: Lang): void => {
  write(LANG_STORAGE_KEY, lang);
  setHint(LANG_COOKIE, lang);
};

/** Brings the hint cookies in line with what is stored (a browser that stored both before the cookies existed). */
export const syncHintCookies = (): void => {
  setHint(SIGNED_IN_COOKIE, getToken() ? '1' : null);
  setSessionCopy(getToken());
  const lang = getStoredLang();
  if (lang) setHint(LANG_COOKIE, lang);
  setHint(TENANT_COOKIE, getTenantOverride());
};

export const getLastPath = (): string | null => read(LAST_PATH_STORAGE_KEY);
export const setLastPath = (path: string): void => write(LAST_PATH_STORAGE_KEY, path);

/**
 * The tenant part of every query key: the override slug, else the host that resolves the tenant. On the
 * server, a signed-in user's page (src/ssr) is keyed as its browser keys it, so the app takes its data as
 * its own; a public page has one tenant per render and no window.
 */
export const tenantScope = (): string => {
  const server = serverSession();
  if (server) return server.tenantOverride ?? `host:${server.host}`;
  return getTenantOverride() ?? (typeof window === 'undefined' ? 'server' : `host:${window.location.host}`);
};

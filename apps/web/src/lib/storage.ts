import {
  isLang,
  LANG_COOKIE,
  LANG_STORAGE_KEY,
  SIGNED_IN_COOKIE,
  TENANT_COOKIE,
  LAST_PATH_STORAGE_KEY,
  TENANT_STORAGE_KEY,
  TOKEN_STORAGE_KEY,
  type Lang,
} from '@prepwell/contracts/light';

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
 * The cookies that tell the server how to paint a public page before the app runs (decision 0055): this
 * browser's language, that it holds a session, and its tenant override. Hints only; the token never leaves
 * localStorage.
 */
const YEAR_S = 365 * 24 * 3600;
const setHint = (name: string, value: string | null): void => {
  if (typeof document === 'undefined') return;
  document.cookie =
    value === null
      ? `${name}=; path=/; max-age=0; samesite=lax`
      : `${name}=${encodeURIComponent(value)}; path=/; max-age=${YEAR_S}; samesite=lax`;
};

type Listener = () => void;
const tokenListeners = new Set<Listener>();

export const getToken = (): string | null => read(TOKEN_STORAGE_KEY) || null;
export const setToken = (token: string | null): void => {
  write(TOKEN_STORAGE_KEY, token);
  setHint(SIGNED_IN_COOKIE, token ? '1' : null);
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

export const getTenantOverride = (): string | null => read(TENANT_STORAGE_KEY) || null;
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
  const lang = getStoredLang();
  if (lang) setHint(LANG_COOKIE, lang);
  setHint(TENANT_COOKIE, getTenantOverride());
};

export const getLastPath = (): string | null => read(LAST_PATH_STORAGE_KEY);
export const setLastPath = (path: string): void => write(LAST_PATH_STORAGE_KEY, path);

/**
 * The tenant part of every query key: the override slug, else the host that resolves the tenant. On the
 * server (the public pages' first paint, src/ssr) there is one tenant per render and no window.
 */
export const tenantScope = (): string =>
  getTenantOverride() ?? (typeof window === 'undefined' ? 'server' : `host:${window.location.host}`);

import type { Lang } from '@prepwell/contracts';

/**
 * The localStorage keys the runner shares with the app: the session token, the tenant override, the UI
 * language and the last path. Same values as contracts' TOKEN_STORAGE_KEY, TENANT_STORAGE_KEY, LANGS and
 * lib/storage.ts (a test keeps them equal): importing them from there would bring zod into the runner,
 * because contracts' modules build schemas at load time.
 */
export const RUNNER_KEYS = { token: 'id_token', tenant: 'tenant', lang: 'lang', lastPath: 'last_path' } as const;
export const RUNNER_LANGS = ['en', 'cn', 'tw'] as const satisfies readonly Lang[];
export const RUNNER_DEFAULT_LANG: Lang = 'en';

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
    /* storage unavailable (private mode) */
  }
};

export const isLang = (value: unknown): value is Lang => typeof value === 'string' && (RUNNER_LANGS as readonly string[]).includes(value);

export const getToken = (): string | null => read(RUNNER_KEYS.token) || null;
export const clearToken = (): void => write(RUNNER_KEYS.token, null);
export const getTenantOverride = (): string | null => read(RUNNER_KEYS.tenant) || null;
export const setTenantOverride = (slug: string | null): void => write(RUNNER_KEYS.tenant, slug || null);
export const getStoredLang = (): Lang | null => {
  const value = read(RUNNER_KEYS.lang);
  return isLang(value) ? value : null;
};
export const setStoredLang = (lang: Lang): void => write(RUNNER_KEYS.lang, lang);
export const setLastPath = (path: string): void => write(RUNNER_KEYS.lastPath, path);

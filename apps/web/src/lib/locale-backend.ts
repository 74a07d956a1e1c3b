import { DEFAULT_LANG, isLang, LANGS, type Lang } from '@prepwell/contracts/light';
import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setCurrentLang } from './current-lang.ts';
import { HTML_LANG } from './format.ts';
import { setStoredLang } from './storage.ts';

/**
 * What the app (lib/i18n.ts) and the runner (runner/runner-i18n.ts) share of i18next: a backend that loads
 * one `locales/{language}/{namespace}.json` at a time through Vite's `import.meta.glob` loaders (each
 * caller globs the files it may need, relative to `src/`), and what follows a change of language. Kept free
 * of zod and React, so the runner's first load stays small.
 */
export type LocaleResource = { default: Record<string, unknown> };

/** The `language|namespace` pairs whose download failed (offline, a lost connection) and not loaded since. */
const failedStrings = new Set<string>();

export const localeBackend = (loaders: Record<string, () => Promise<LocaleResource>>): BackendModule => ({
  type: 'backend',
  // read(language, namespace, callback): the callback convention, declared (i18next no longer guesses it).
  callbackApi: true,
  init: () => undefined,
  read: (language: string, namespace: string, callback: ReadCallback) => {
    const load = loaders[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No locale ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (module) => {
        failedStrings.delete(`${language}|${namespace}`);
        callback(null, module.default);
      },
      (error: unknown) => {
        failedStrings.add(`${language}|${namespace}`);
        callback(error instanceof Error ? error : new Error(String(error)), false);
      },
    );
  },
});

/**
 * What i18next emits when strings that had failed are loaded after all. Components that translate re-render
 * on it (bound with `languageChanged`), so keys shown meanwhile turn into the text.
 */
export const STRINGS_RELOADED = 'stringsReloaded';

/**
 * Loads again every namespace whose download failed: i18next keeps a failed load failed, so a menu whose
 * strings were in flight when the connection dropped showed its keys until the page was reloaded (decision
 * 0052). Called when the browser is back online; one that fails again waits for the next time.
 */
export const reloadFailedStrings = async (): Promise<void> => {
  if (failedStrings.size === 0) return;
  const byLanguage = new Map<string, string[]>();
  for (const pair of failedStrings) {
    const [language = '', namespace = ''] = pair.split('|');
    byLanguage.set(language, [...(byLanguage.get(language) ?? []), namespace]);
  }
  for (const [language, namespaces] of byLanguage) await i18next.reloadResources([language], namespaces);
  i18next.emit(STRINGS_RELOADED);
};

/** After i18next changes language: the current language, the stored choice and the page's `lang`. */
export const onLanguageChanged = (lng: string) => {
  const lang = isLang(lng) ? lng : DEFAULT_LANG;
  setCurrentLang(lang);
  if (typeof document === 'undefined') return; // the server's render of a public page (src/ssr)
  setStoredLang(lang);
  document.documentElement.lang = HTML_LANG[lang];
};

/**
 * Starts i18next on one language with the given namespaces, each loaded per language by `loaders`: the
 * app's root (Suspense, every namespace lazily) and the runner's light root (its two namespaces, no
 * Suspense) differ only in these options.
 */
export const startI18n = async (
  loaders: Record<string, () => Promise<LocaleResource>>,
  options: { lang: Lang; ns: readonly string[]; defaultNS: string; suspense: boolean },
): Promise<void> => {
  i18next.on('languageChanged', onLanguageChanged);
  await i18next
    .use(localeBackend(loaders))
    .use(initReactI18next)
    .init({
      lng: options.lang,
      fallbackLng: false,
      supportedLngs: [...LANGS],
      load: 'currentOnly',
      ns: [...options.ns],
      defaultNS: options.defaultNS,
      fallbackNS: false,
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: options.suspense, bindI18n: `languageChanged ${STRINGS_RELOADED}` },
    });
  if (typeof window !== 'undefined') window.addEventListener('online', () => void reloadFailedStrings());
};

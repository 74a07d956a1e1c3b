import { DEFAULT_LANG, isLang, LANGS, type Lang } from '@prepwell/contracts/light';
import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setCurrentLang } from '../lib/current-lang.ts';
import { HTML_LANG } from '../lib/format.ts';
import { setStoredLang } from '../lib/storage.ts';

/**
 * i18next for the runner: the `runner` and `tools` namespaces only, loaded per language, without Suspense
 * (the app's lib/i18n.ts loads every namespace of the app lazily and suspends).
 */
export const RUNNER_NAMESPACES = ['runner', 'tools'] as const;

type Resource = { default: Record<string, unknown> };
const loaders = import.meta.glob<Resource>(['../locales/*/runner.json', '../locales/*/tools.json']);

const backend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language: string, namespace: string, callback: ReadCallback) => {
    const load = loaders[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No locale ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export const initRunnerI18n = async (lang: Lang): Promise<void> => {
  i18next.on('languageChanged', (lng) => {
    const next = isLang(lng) ? lng : DEFAULT_LANG;
    setCurrentLang(next);
    setStoredLang(next);
    document.documentElement.lang = HTML_LANG[next];
  });
  await i18next
    .use(backend)
    .use(initReactI18next)
    .init({
      lng: lang,
      fallbackLng: false,
      supportedLngs: [...LANGS],
      load: 'currentOnly',
      ns: [...RUNNER_NAMESPACES],
      defaultNS: 'runner',
      fallbackNS: false,
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: false },
    });
  setCurrentLang(lang);
  document.documentElement.lang = HTML_LANG[lang];
};

export const changeRunnerLanguage = async (lang: Lang): Promise<void> => {
  if (i18next.language !== lang) await i18next.changeLanguage(lang);
};

export { i18next as runnerI18n };

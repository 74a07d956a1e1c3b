import type { Lang } from '@prepwell/contracts';
import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isLang, RUNNER_DEFAULT_LANG, RUNNER_LANGS, setStoredLang } from './runner-storage.ts';

/**
 * i18next for the runner: the `runner` and `tools` namespaces only, loaded per language. The app's
 * lib/i18n.ts is not used here: it imports contracts' runtime values, which bring zod along.
 */
export const RUNNER_NAMESPACES = ['runner', 'tools'] as const;

const HTML_LANG: Record<Lang, string> = { en: 'en', cn: 'zh-Hans', tw: 'zh-Hant-TW' };

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
    const next = isLang(lng) ? lng : RUNNER_DEFAULT_LANG;
    setStoredLang(next);
    document.documentElement.lang = HTML_LANG[next];
  });
  await i18next
    .use(backend)
    .use(initReactI18next)
    .init({
      lng: lang,
      fallbackLng: false,
      supportedLngs: [...RUNNER_LANGS],
      load: 'currentOnly',
      ns: [...RUNNER_NAMESPACES],
      defaultNS: 'runner',
      fallbackNS: false,
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: false },
    });
  document.documentElement.lang = HTML_LANG[lang];
};

export const changeRunnerLanguage = async (lang: Lang): Promise<void> => {
  if (i18next.language !== lang) await i18next.changeLanguage(lang);
};

/** The UI language for Accept-Language. */
export const runnerLang = (): Lang => (isLang(i18next.language) ? i18next.language : RUNNER_DEFAULT_LANG);

export { i18next as runnerI18n };

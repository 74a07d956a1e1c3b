import type { Lang } from '@prepwell/contracts/light';
import i18next from 'i18next';
import { setCurrentLang } from '../lib/current-lang.ts';
import { HTML_LANG } from '../lib/format.ts';
import { startI18n, type LocaleResource } from '../lib/locale-backend.ts';

/**
 * i18next for the runner: the `runner` and `tools` namespaces only, loaded per language, without Suspense
 * (the app's lib/i18n.ts loads every namespace of the app lazily and suspends).
 */
export const RUNNER_NAMESPACES = ['runner', 'tools'] as const;

const loaders = import.meta.glob<LocaleResource>(['../locales/*/runner.json', '../locales/*/tools.json']);

export const initRunnerI18n = async (lang: Lang): Promise<void> => {
  await startI18n(loaders, { lang, ns: RUNNER_NAMESPACES, defaultNS: 'runner', suspense: false });
  setCurrentLang(lang);
  document.documentElement.lang = HTML_LANG[lang];
};

export const changeRunnerLanguage = async (lang: Lang): Promise<void> => {
  if (i18next.language !== lang) await i18next.changeLanguage(lang);
};

export { i18next as runnerI18n };

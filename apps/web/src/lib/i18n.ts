import { DEFAULT_LANG, isLang, LANGS, type Lang } from '@prepwell/contracts';
import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setCurrentLang } from './current-lang.ts';
import { HTML_LANG } from './format.ts';
import { setStoredLang } from './storage.ts';

/** Namespaces: the shell's own, plus those the profile/admin/dashboard features fill later. */
export const NAMESPACES = [
  'common',
  'shell',
  'errors',
  'auth',
  'pages',
  'profile',
  'admin',
  'dashboard',
  'exams',
  'runner',
  'tools',
  'referral',
  'coins',
  'grading',
  'classes',
  'learning',
  'company',
  'tutor',
  'questions',
  'testBuilder',
  'scoreTables',
  'testSettings',
] as const;
export type Namespace = (typeof NAMESPACES)[number];
/** Loaded before the first render; the others load when a page first asks for them (Suspense). */
const PRELOADED: Namespace[] = ['common', 'shell', 'errors'];

type Resource = { default: Record<string, unknown> };
const loaders = import.meta.glob<Resource>('../locales/*/*.json');

/** Resources are split per language and namespace, so a page only downloads what it shows. */
const lazyBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
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

const onLanguageChanged = (lng: string) => {
  const lang = isLang(lng) ? lng : DEFAULT_LANG;
  setCurrentLang(lang);
  setStoredLang(lang);
  document.documentElement.lang = HTML_LANG[lang];
};

export const initI18n = async (lang: Lang): Promise<typeof i18next> => {
  i18next.on('languageChanged', onLanguageChanged);
  await i18next
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng: lang,
      fallbackLng: false,
      supportedLngs: [...LANGS],
      load: 'currentOnly',
      ns: PRELOADED,
      defaultNS: 'common',
      fallbackNS: false,
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
    });
  return i18next;
};

/** Switches the UI language (loads its resources first, so nothing flashes untranslated). */
export const changeLanguage = async (lang: Lang): Promise<void> => {
  if (i18next.language === lang) return;
  await i18next.changeLanguage(lang);
};

export { i18next as i18n };

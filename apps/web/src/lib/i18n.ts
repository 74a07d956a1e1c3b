import type { Lang } from '@prepwell/contracts';
import i18next from 'i18next';
import { startI18n, type LocaleResource } from './locale-backend.ts';

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
  'vocabulary',
  'flashcards',
  'enrollments',
  'courses',
  'rosterImport',
  'privateLessons',
  'lessons',
  'banners',
  'publicPages',
  'educatorAdmin',
  'promotionCodes',
  'hub',
  'salary',
  'progressMeetings',
  'backOffice',
  'colleges',
  'tuition',
] as const;
export type Namespace = (typeof NAMESPACES)[number];
/**
 * Loaded before the first render; the others load when a page first asks for them (Suspense). The banners'
 * strings are here so a banner above the page is in place with the page (issue 21: no layout shift).
 */
const PRELOADED: Namespace[] = ['common', 'shell', 'errors', 'banners'];

const loaders = import.meta.glob<LocaleResource>('../locales/*/*.json');

/**
 * Starts downloading a page's strings before i18next is running (issue 21: while the app boots); i18next's
 * own load of them later finds the module fetched. Failures are left to that load.
 */
export const preloadNamespaces = (lang: Lang, ns: readonly Namespace[]): void => {
  for (const name of ns) void loaders[`../locales/${lang}/${name}.json`]?.().catch(() => undefined);
};

export const initI18n = async (lang: Lang): Promise<typeof i18next> => {
  await startI18n(loaders, { lang, ns: PRELOADED, defaultNS: 'common', suspense: true });
  return i18next;
};

/** Switches the UI language (loads its resources first, so nothing flashes untranslated). */
export const changeLanguage = async (lang: Lang): Promise<void> => {
  if (i18next.language === lang) return;
  await i18next.changeLanguage(lang);
};

export { i18next as i18n };

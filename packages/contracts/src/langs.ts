/** The UI languages (zod-free: the light entry and common.ts's `Lang` schema share the list). */
export const LANGS = ['en', 'cn', 'tw'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'en';

export const isLang = (value: unknown): value is Lang =>
  typeof value === 'string' && (LANGS as readonly string[]).includes(value);

/** A stored or sent language as one of ours (a user's, a job's, a query's); anything else reads as English. */
export const asLang = (value: unknown): Lang => (isLang(value) ? value : DEFAULT_LANG);

/** Maps an Accept-Language header (or a short code) to one of our languages. */
export const pickLang = (header: string | undefined | null): Lang => {
  if (!header) return DEFAULT_LANG;
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? '';
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
    if (tag === 'cn' || tag === 'zh-cn' || tag === 'zh-hans' || tag === 'zh-sg' || tag.startsWith('zh-hans'))
      return 'cn';
    if (tag === 'tw' || tag === 'zh-tw' || tag === 'zh-hk' || tag === 'zh-hant' || tag.startsWith('zh-hant'))
      return 'tw';
    if (tag === 'zh') return 'cn';
  }
  return DEFAULT_LANG;
};

/** The Intl locale of each UI language: numbers, dates and money, in the web app, mails and PDFs. */
export const INTL_LOCALE: Record<Lang, string> = { en: 'en-US', cn: 'zh-CN', tw: 'zh-TW' };
/** The `lang` attribute of each UI language (script subtags, for screen readers and fonts): pages, mails, PDFs. */
export const HTML_LANG: Record<Lang, string> = { en: 'en', cn: 'zh-Hans', tw: 'zh-Hant-TW' };

/** The Intl locale of a language; one the app does not know is formatted as English. */
export const localeOf = (lang: string): string => INTL_LOCALE[isLang(lang) ? lang : DEFAULT_LANG];

/** The UI languages (zod-free: the light entry and common.ts's `Lang` schema share the list). */
export const LANGS = ['en', 'cn', 'tw'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'en';

export const isLang = (value: unknown): value is Lang =>
  typeof value === 'string' && (LANGS as readonly string[]).includes(value);

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

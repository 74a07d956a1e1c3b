import type { NameI18n, WordTranslations } from '@prepwell/contracts';
import { useTranslation } from 'react-i18next';

/** A name in the reader's language where the tenant gave one (`name_i18n.cn|tw`), else as written. */
export const localizedName = (name: string, i18n: NameI18n, lang: string): string =>
  (lang === 'cn' ? i18n.cn : lang === 'tw' ? i18n.tw : undefined) || name;

/** The word's translation in the reader's language (none in English). */
export const translationFor = (translations: WordTranslations, lang: string): string | null =>
  (lang === 'cn' ? translations.cn : lang === 'tw' ? translations.tw : undefined) || null;

export const useLang = (): string => useTranslation().i18n.language;

export const vocabularyPaths = {
  home: '/vocabulary',
  favorites: '/vocabulary/favorites',
  category: (id: string) => `/vocabulary/categories/${encodeURIComponent(id)}`,
  list: (categoryId: string, listId: string) =>
    `/vocabulary/categories/${encodeURIComponent(categoryId)}/lists/${encodeURIComponent(listId)}`,
  word: (id: string) => `/vocabulary/words/${encodeURIComponent(id)}`,
};

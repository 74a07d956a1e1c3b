import { DEFAULT_LANG, type Lang } from '@prepwell/contracts';
import { getStoredLang } from './storage.ts';

/** The UI language the app currently shows; i18n.ts keeps it in sync. */
let lang: Lang = DEFAULT_LANG;
export const currentLang = (): Lang => lang;
export const setCurrentLang = (next: Lang): void => {
  lang = next;
};
export const initialLang = (fallback: Lang): Lang => getStoredLang() ?? fallback;

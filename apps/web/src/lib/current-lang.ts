import { DEFAULT_LANG, type Lang } from '@prepwell/contracts/light';
import { getStoredLang } from './storage.ts';

/** The UI language the page currently shows (Accept-Language); the app's i18n.ts and the runner's runner-i18n.ts keep it in sync. */
let lang: Lang = DEFAULT_LANG;
export const currentLang = (): Lang => lang;
export const setCurrentLang = (next: Lang): void => {
  lang = next;
};
export const initialLang = (fallback: Lang): Lang => getStoredLang() ?? fallback;

import i18next from 'i18next';
import { useEffect, useState } from 'react';

/**
 * The `tutor` namespace in both React roots. The app's backend would load it, the runner's only knows
 * `runner` and `tools` (runner/runner-i18n.ts), so the tutor adds its own bundle for the current language
 * (and again when the language changes) before the panel or a launcher shows a string.
 */
export const TUTOR_NS = 'tutor';

type Resource = { default: Record<string, unknown> };
const loaders = import.meta.glob<Resource>('../../locales/*/tutor.json');

const pending = new Map<string, Promise<void>>();

export const ensureTutorStrings = (
  lang: string | undefined = i18next.resolvedLanguage ?? i18next.language,
): Promise<void> => {
  if (!lang || i18next.hasResourceBundle(lang, TUTOR_NS)) return Promise.resolve();
  const load = loaders[`../../locales/${lang}/tutor.json`];
  if (!load) return Promise.resolve();
  let promise = pending.get(lang);
  if (!promise) {
    promise = load().then(
      (module) => {
        i18next.addResourceBundle(lang, TUTOR_NS, module.default, true, false);
      },
      () => {
        pending.delete(lang); // retried next time
      },
    );
    pending.set(lang, promise);
  }
  return promise;
};

let listening = false;
/** Keeps the bundle loaded across language changes (react-i18next re-renders on the store's `added`). */
export const followLanguage = (): void => {
  if (listening) return;
  listening = true;
  i18next.on('languageChanged', (lng) => void ensureTutorStrings(lng));
};

/** `useTranslation` options for tutor components: no Suspense (the runner has no boundary), re-render when the bundle arrives. */
export const TUTOR_T_OPTIONS = { useSuspense: false, bindI18nStore: 'added' } as const;

/** Whether the tutor's strings are in (a launcher renders nothing before, so no key flashes). */
export function useTutorStrings(): boolean {
  const [ready, setReady] = useState(() => {
    const lang = i18next.resolvedLanguage ?? i18next.language;
    return !lang || i18next.hasResourceBundle(lang, TUTOR_NS);
  });
  useEffect(() => {
    let live = true;
    followLanguage();
    void ensureTutorStrings().then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, []);
  return ready;
}

// Setup of the component tests (vitest project `web-components`, happy-dom): the English texts, the few
// browser APIs happy-dom lacks that Mantine uses, and a clean page, storage and fetch after every test.
import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, vi } from 'vitest';

type Resource = { default: Record<string, unknown> };
const english = import.meta.glob<Resource>('../locales/en/*.json', { eager: true });
const namespaces = Object.fromEntries(
  Object.entries(english).map(([path, module]) => [/([\w-]+)\.json$/.exec(path)![1]!, module.default]),
);

// One i18next for the app and the runner (both use the default instance), in English, loaded up front.
await i18next.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: false,
  resources: { en: namespaces },
  ns: Object.keys(namespaces),
  defaultNS: 'common',
  fallbackNS: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  react: { useSuspense: false },
});

// Mantine reads the colour scheme and breakpoints through matchMedia; happy-dom answers no media query.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList,
});
window.HTMLElement.prototype.scrollIntoView ??= function scrollIntoView() {};

afterEach(() => {
  cleanup();
  notifications.clean(); // the store outlives the page: no test sees another's notification
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

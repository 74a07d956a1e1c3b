import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { reloadFailedStrings, startI18n, STRINGS_RELOADED, type LocaleResource } from './locale-backend.ts';

// i18next's start sets the page's lang and stores the language: what it touches of a browser, in node.
vi.stubGlobal('document', { documentElement: { lang: '' } });
vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => undefined, removeItem: () => undefined });

describe('strings whose download failed', () => {
  it('are loaded again once asked (back online), and translating components are told to re-render', async () => {
    let menuFails = true;
    const loaders: Record<string, () => Promise<LocaleResource>> = {
      '../locales/en/common.json': async () => ({ default: { loading: 'Loading…' } }),
      '../locales/en/testSettings.json': async () => {
        if (menuFails)
          throw new TypeError('Failed to fetch dynamically imported module: /assets/locale-en-testSettings.js');
        return { default: { filter: { settings: 'Test settings' } } };
      },
    };
    await startI18n(loaders, { lang: 'en', ns: ['common'], defaultNS: 'common', suspense: false });
    await i18next.loadNamespaces(['testSettings']);
    expect(i18next.t('testSettings:filter.settings')).toBe('filter.settings'); // the key, as a component showed it

    let told = 0;
    i18next.on(STRINGS_RELOADED, () => (told += 1));
    await reloadFailedStrings(); // still failing: still the key, and it stays on the list
    expect(i18next.t('testSettings:filter.settings')).toBe('filter.settings');

    menuFails = false;
    await reloadFailedStrings();
    expect(i18next.t('testSettings:filter.settings')).toBe('Test settings');
    expect(told).toBe(2);

    await reloadFailedStrings(); // nothing failed is left: nothing to do, nobody told
    expect(told).toBe(2);
    expect(i18next.t('common:loading')).toBe('Loading…');
  });
});

import {
  DEFAULT_TEST_VERSION,
  TEST_VERSION_CHOICES,
  TestSettingsUpdate,
  TestSettingsView,
  type TestVersionChoice,
} from '@prepwell/contracts';
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiGet, apiPatch } from '../../lib/api-client.ts';
import { tenantScope } from '../../lib/storage.ts';
import { getPrefs, setPrefs } from '../../runner/runner-prefs.ts';

const VERSION_KEY = 'pw.testSettings.version';

const storedVersion = (): TestVersionChoice => {
  try {
    const value = window.localStorage.getItem(VERSION_KEY);
    return (TEST_VERSION_CHOICES as readonly string[]).includes(value ?? '')
      ? (value as TestVersionChoice)
      : DEFAULT_TEST_VERSION;
  } catch {
    return DEFAULT_TEST_VERSION;
  }
};

/**
 * What the app shows before the server answers: this device's copy of the last answer, so the catalogue
 * does not list the other version's tests for a moment.
 */
const placeholder = (): TestSettingsView => ({ version: storedVersion(), layout: getPrefs().layout });

/**
 * Every answer of the server is copied to this device: the version for the placeholder above, the layout
 * to the runner's settings (runner-prefs.ts), which the runner (its own page load, without the app's
 * query cache) reads, so a test opened from the catalogue has the account's layout even where it has no
 * start page (ACT).
 */
const mirror = (settings: TestSettingsView) => {
  try {
    window.localStorage.setItem(VERSION_KEY, settings.version);
  } catch {
    /* private mode: the server's answer still decides */
  }
  if (getPrefs().layout !== settings.layout) setPrefs({ layout: settings.layout });
};

export const testSettingsQueries = {
  all: () => [tenantScope(), 'test-settings'] as const,
  /** The signed-in user's test settings (GET /api/profile/test-settings). */
  mine: () =>
    queryOptions({
      queryKey: [...testSettingsQueries.all(), 'mine'] as const,
      queryFn: async ({ signal }) => {
        const settings = await apiGet('profile/test-settings', TestSettingsView, { signal, background: true });
        mirror(settings);
        return settings;
      },
      placeholderData: placeholder(),
      staleTime: 5 * 60_000,
    }),
};

export const testSettingsMutations = {
  /** PATCH /api/profile/test-settings: one setting or both; the answer is the whole set. */
  update: (client: QueryClient) =>
    mutationOptions({
      mutationFn: (input: TestSettingsUpdate) =>
        apiPatch('profile/test-settings', TestSettingsUpdate.parse(input), TestSettingsView),
      onSuccess: (settings) => {
        mirror(settings);
        client.setQueryData(testSettingsQueries.mine().queryKey, settings);
      },
    }),
};

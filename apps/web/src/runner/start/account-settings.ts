import type { TestLayout, TestSettingsView } from '@prepwell/contracts';
import { TEST_LAYOUTS } from '@prepwell/contracts/light';
import { httpRequest, QUICK_TIMEOUT_MS, readJson } from '../../lib/http.ts';
import { setPrefs } from '../runner-prefs.ts';

const URL = '/api/profile/test-settings';

/** The account's layout from an answer of GET/PATCH /api/profile/test-settings, or null when it is not one. */
const layoutOf = (body: unknown): TestLayout | null => {
  const layout = (body as Partial<TestSettingsView> | null)?.layout;
  return (TEST_LAYOUTS as readonly unknown[]).includes(layout) ? (layout as TestLayout) : null;
};

/**
 * The start page's side of the test settings (features/test-settings): the account keeps the layout, this
 * device's runner settings (runner-prefs.ts) follow it. Loading reads the account's layout (the page adopts
 * it unless the student has chosen one meanwhile); a change here applies at once and is saved to the
 * account. Failures leave this device's choice in place.
 */
export const loadAccountLayout = async (signal: AbortSignal): Promise<TestLayout | null> =>
  layoutOf(await httpRequest({ method: 'GET', url: URL, timeoutMs: QUICK_TIMEOUT_MS, signal }, readJson));

/** Applies the layout on this device, then saves it to the account; resolves false when the save failed. */
export const chooseLayout = async (layout: TestLayout): Promise<boolean> => {
  setPrefs({ layout });
  try {
    await httpRequest({ method: 'PATCH', url: URL, json: { layout }, timeoutMs: QUICK_TIMEOUT_MS }, readJson);
    return true;
  } catch {
    return false;
  }
};

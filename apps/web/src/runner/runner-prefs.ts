import { useSyncExternalStore } from 'react';

/**
 * The student's runner settings on this device: layout and zoom, kept in localStorage. The layout is the
 * account's test setting (features/test-settings, GET/PATCH /api/profile/test-settings): the app and the
 * start page copy it here, and the linear runners (SAT, ACT, SHSAT) honour it:
 * - comfortable: larger type and spacing, the tenant's colours, and in practice mode the answer check and
 *   the AI tutor under each question;
 * - strict: the exam as it is: denser type, the exam's own colours instead of the tenant's theme, and no
 *   answer check and no tutor, even in practice mode.
 * Zoom is chosen in the More menu.
 */
export type RunnerLayout = 'comfortable' | 'strict';

export interface RunnerPrefs {
  layout: RunnerLayout;
  /** Zoom factor of the test content: 0.8 … 2, in steps of 0.1. */
  zoom: number;
}

const KEY = 'pw.runner.prefs';
const DEFAULTS: RunnerPrefs = { layout: 'comfortable', zoom: 1 };
export const ZOOM_MIN = 0.8;
export const ZOOM_MAX = 2;
export const ZOOM_STEP = 0.1;

const read = (): RunnerPrefs => {
  try {
    const value = JSON.parse(window.localStorage.getItem(KEY) ?? 'null') as Partial<RunnerPrefs> | null;
    return {
      layout: value?.layout === 'strict' ? 'strict' : 'comfortable',
      zoom: typeof value?.zoom === 'number' && value.zoom >= ZOOM_MIN && value.zoom <= ZOOM_MAX ? value.zoom : 1,
    };
  } catch {
    return DEFAULTS;
  }
};

let current: RunnerPrefs | null = null;
const listeners = new Set<() => void>();

export const getPrefs = (): RunnerPrefs => (current ??= read());

export const setPrefs = (patch: Partial<RunnerPrefs>): void => {
  current = { ...getPrefs(), ...patch };
  try {
    window.localStorage.setItem(KEY, JSON.stringify(current));
  } catch {
    /* private mode: the setting lasts for this page */
  }
  for (const l of listeners) l();
};

export const clampZoom = (zoom: number): number => Math.round(Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, zoom)) * 10) / 10;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useRunnerPrefs = (): RunnerPrefs => useSyncExternalStore(subscribe, getPrefs);

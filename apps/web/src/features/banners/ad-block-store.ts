import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { probeHealth } from '../../runner/sync/health-probe.ts';
import {
  browserBaitElementHidden,
  browserFetchBait,
  browserVariantOf,
  detectAdBlock,
  type DetectDeps,
} from './ad-block.ts';

/** `blocked`: an ad blocker hides our baits; `clear`: it does not; `unknown`: not checked yet, or no network. */
export type AdBlockStatus = 'unknown' | 'checking' | 'blocked' | 'clear';

let status: AdBlockStatus = 'unknown';
let running: Promise<void> | null = null;
const listeners = new Set<() => void>();
const set = (next: AdBlockStatus) => {
  status = next;
  listeners.forEach((listener) => listener());
};

const BROWSER: DetectDeps = {
  online: () => navigator.onLine,
  baitElementHidden: browserBaitElementHidden,
  fetchBait: browserFetchBait,
  probe: probeHealth,
};

/** Runs the detection (once at a time); a verdict of "unknown" (offline) leaves the last known status. */
export const checkAdBlock = (deps: DetectDeps = BROWSER): Promise<void> => {
  running ??= (async () => {
    const before = status;
    set('checking');
    const verdict = await detectAdBlock(deps).catch(() => null);
    set(verdict === null ? before : verdict ? 'blocked' : 'clear');
  })().finally(() => {
    running = null;
  });
  return running;
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/**
 * Whether an ad blocker hides the ads, for whoever may see ads (`enabled`: visitors and Free members): checked
 * once per page load, again on "Check again", and when the browser comes back online with nothing known yet.
 * Only the verdict re-renders: the check starting ("checking") changes nothing on screen, and at every page
 * load it re-rendered the banners synchronously inside the app's first commit (issue 21, phones).
 */
export const useAdBlock = (enabled: boolean) => {
  const blocked = useSyncExternalStore(
    subscribe,
    () => status === 'blocked',
    () => false,
  );
  useEffect(() => {
    if (!enabled) return;
    if (status === 'unknown') void checkAdBlock();
    const onOnline = () => {
      if (status === 'unknown') void checkAdBlock();
    };
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [enabled]);
  const recheck = useCallback(() => checkAdBlock(), []);
  return { blocked: enabled && blocked, recheck };
};

export const currentBrowserVariant = () => browserVariantOf(navigator.userAgent);

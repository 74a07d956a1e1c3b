import { useSyncExternalStore } from 'react';

/**
 * Whether the routed content is hidden behind the ad-block notice (spec §1, when the tenant's
 * `ad_block_hides_content` is on). Tiny on purpose: the root layout reads it, the lazily loaded banners
 * set it. The runner's pages are never hidden (see app-banners.tsx).
 */
let blocked = false;
const listeners = new Set<() => void>();

export const setContentBlocked = (value: boolean): void => {
  if (value === blocked) return;
  blocked = value;
  listeners.forEach((listener) => listener());
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export const useContentBlocked = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => blocked,
    () => false,
  );

import { useSyncExternalStore } from 'react';

/** Counts API requests in flight that should show the full-screen loader. */
let inFlight = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export const beginRequest = (): void => {
  inFlight += 1;
  emit();
};
export const endRequest = (): void => {
  inFlight = Math.max(0, inFlight - 1);
  emit();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
export const useRequestsInFlight = (): number =>
  useSyncExternalStore(
    subscribe,
    () => inFlight,
    () => 0,
  );

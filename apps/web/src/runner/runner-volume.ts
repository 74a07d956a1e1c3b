import { useEffect, useSyncExternalStore } from 'react';

/**
 * The TOEFL shell's volume (0–1), kept on this device. It is applied to every <audio> element of the page,
 * including those that appear later (listening clips), so each part plays at the student's level.
 */
const KEY = 'pw.runner.volume';
let volume: number | null = null;
const listeners = new Set<() => void>();

const read = (): number => {
  try {
    const value = Number(window.localStorage.getItem(KEY));
    return window.localStorage.getItem(KEY) !== null && value >= 0 && value <= 1 ? value : 0.8;
  } catch {
    return 0.8;
  }
};

export const getVolume = (): number => (volume ??= read());

export const setVolume = (next: number): void => {
  volume = Math.min(1, Math.max(0, next));
  try {
    window.localStorage.setItem(KEY, String(volume));
  } catch {
    /* ignore */
  }
  for (const l of listeners) l();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useVolume = (): number => useSyncExternalStore(subscribe, getVolume);

/** Keeps every audio element of the document at the chosen volume. */
export function useDocumentAudioVolume(level: number): void {
  useEffect(() => {
    const apply = () => document.querySelectorAll('audio').forEach((audio) => (audio.volume = level));
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [level]);
}

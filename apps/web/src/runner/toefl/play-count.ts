/**
 * How often an exam clip has been played, kept in localStorage per play key (attempt and clip), so that
 * reloading the page never grants another play. A play counts when sound starts; a play that fails before
 * its end (the file stops loading) is given back, since the student did not hear the clip.
 */
export interface PlayStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

const KEY_PREFIX = 'pw.audio.plays:';

export const readPlays = (store: PlayStore, playKey: string): number => {
  try {
    const n = Number.parseInt(store.getItem(KEY_PREFIX + playKey) ?? '0', 10);
    return Number.isFinite(n) && n > 0 ? n : 0;
  } catch {
    return 0;
  }
};

const write = (store: PlayStore, playKey: string, n: number) => {
  try {
    store.setItem(KEY_PREFIX + playKey, String(Math.max(0, n)));
  } catch {
    /* storage full or unavailable: the count holds for this page view only */
  }
};

/** Counts a play that just started; returns the new count. */
export const addPlay = (store: PlayStore, playKey: string): number => {
  const n = readPlays(store, playKey) + 1;
  write(store, playKey, n);
  return n;
};

/** Gives back a play that failed before the clip ended; returns the new count. */
export const refundPlay = (store: PlayStore, playKey: string): number => {
  const n = Math.max(0, readPlays(store, playKey) - 1);
  write(store, playKey, n);
  return n;
};

/** Plays left; null `maxPlays` means no limit (practice). */
export const playsLeft = (used: number, maxPlays: number | null): number =>
  maxPlays === null ? Number.POSITIVE_INFINITY : Math.max(0, maxPlays - used);

/** The page's store, or one that remembers nothing when storage is unavailable. */
export const browserPlayStore = (): PlayStore => {
  try {
    return window.localStorage;
  } catch {
    return { getItem: () => null, setItem: () => undefined };
  }
};

import { describe, expect, it } from 'vitest';
import { addPlay, playsLeft, readPlays, refundPlay, type PlayStore } from './play-count.ts';

const memoryStore = (): PlayStore & { data: Map<string, string> } => {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
};

describe('play counts', () => {
  it('survive a reload: a new page reading the same store sees the plays already used', () => {
    const store = memoryStore();
    expect(readPlays(store, 'attempt-1:clip-a')).toBe(0);
    addPlay(store, 'attempt-1:clip-a');
    // "reload": nothing but the store carries over
    const used = readPlays(store, 'attempt-1:clip-a');
    expect(used).toBe(1);
    expect(playsLeft(used, 1)).toBe(0);
    expect(readPlays(store, 'attempt-1:clip-b')).toBe(0);
    expect(readPlays(store, 'attempt-2:clip-a')).toBe(0);
  });

  it('gives back a play that failed, never going below zero', () => {
    const store = memoryStore();
    addPlay(store, 'k');
    expect(refundPlay(store, 'k')).toBe(0);
    expect(refundPlay(store, 'k')).toBe(0);
  });

  it('reads garbage as zero and survives a store that throws', () => {
    const store = memoryStore();
    store.data.set('pw.audio.plays:k', 'NaN');
    expect(readPlays(store, 'k')).toBe(0);
    const broken: PlayStore = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
    };
    expect(readPlays(broken, 'k')).toBe(0);
    expect(addPlay(broken, 'k')).toBe(1);
  });

  it('has no limit without maxPlays (practice)', () => {
    expect(playsLeft(5, null)).toBe(Number.POSITIVE_INFINITY);
    expect(playsLeft(3, 2)).toBe(0);
  });
});

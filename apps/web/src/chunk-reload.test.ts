import { describe, expect, it } from 'vitest';
import { RELOAD_KEY, reloadAfterChunkFailure, type ChunkReloadDeps } from './chunk-reload.ts';

const NOW = 1_800_000_000_000;

const browser = (options: { online?: boolean; answers?: boolean | 'throws'; reloadedAt?: number } = {}) => {
  const stored = new Map<string, string>();
  if (options.reloadedAt !== undefined) stored.set(RELOAD_KEY, String(options.reloadedAt));
  const seen = { reloads: 0, probes: 0 };
  const deps: ChunkReloadDeps = {
    online: () => options.online ?? true,
    serverAnswers: async () => {
      seen.probes += 1;
      if (options.answers === 'throws') throw new TypeError('Failed to fetch');
      return options.answers ?? true;
    },
    storage: { getItem: (key) => stored.get(key) ?? null, setItem: (key, value) => void stored.set(key, value) },
    now: () => NOW,
    reload: () => void (seen.reloads += 1),
  };
  return { deps, seen, stored };
};

describe('a chunk that failed to download', () => {
  it('reloads the page once when the browser is online and the server answers (a deploy)', async () => {
    const { deps, seen, stored } = browser();
    expect(await reloadAfterChunkFailure(deps, { pageShown: true })).toBe(true);
    expect(seen.reloads).toBe(1);
    expect(stored.get(RELOAD_KEY)).toBe(String(NOW));
  });

  it('never reloads a shown page while the browser is offline: the page stays, the server is not asked', async () => {
    const { deps, seen } = browser({ online: false });
    expect(await reloadAfterChunkFailure(deps, { pageShown: true })).toBe(false);
    expect(seen).toEqual({ reloads: 0, probes: 0 });
  });

  it('does not reload when the browser says online but the server does not answer (or the probe fails)', async () => {
    for (const answers of [false, 'throws'] as const) {
      const { deps, seen } = browser({ answers });
      expect(await reloadAfterChunkFailure(deps, { pageShown: true })).toBe(false);
      expect(seen).toEqual({ reloads: 0, probes: 1 });
    }
  });

  it('reloads at most once a minute, also when several chunks fail together', async () => {
    const { deps, seen } = browser();
    const results = await Promise.all([1, 2, 3].map(() => reloadAfterChunkFailure(deps, { pageShown: true })));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(seen.reloads).toBe(1);

    const again = browser({ reloadedAt: NOW - 30_000 });
    expect(await reloadAfterChunkFailure(again.deps, { pageShown: true })).toBe(false);
    const later = browser({ reloadedAt: NOW - 61_000 });
    expect(await reloadAfterChunkFailure(later.deps, { pageShown: true })).toBe(true);
  });

  it('when the entry itself failed (nothing shown), reloads even offline: the browser offline page retries itself', async () => {
    const { deps, seen } = browser({ online: false, answers: false });
    expect(await reloadAfterChunkFailure(deps, { pageShown: false })).toBe(true);
    expect(seen).toEqual({ reloads: 1, probes: 0 });
    const recent = browser({ online: false, reloadedAt: NOW - 1_000 });
    expect(await reloadAfterChunkFailure(recent.deps, { pageShown: false })).toBe(false);
  });
});

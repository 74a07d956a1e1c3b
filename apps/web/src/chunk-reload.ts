import { probeHealth } from './runner/sync/health-probe.ts';

/**
 * What the entry does when a chunk fails to download (Vite's `vite:preloadError`, or the entry's own
 * import). After a deploy the page refers to chunks the server no longer has, and one reload fetches the
 * new ones. A lost network is not a deploy: reloading then replaces the page the user was reading — or the
 * runner they were answering in — with the browser's offline page. So the page is reloaded only when the
 * browser is online and the server answers (`GET /api/health`), at most once a minute; otherwise the error
 * is left to the page, which shows its own "refresh" notice, and the network banner says the connection
 * is unstable. When the entry itself failed nothing is on screen to lose, and the browser's offline page
 * (which reloads itself when the network is back) says more than a blank one: that reload is not held
 * back. Light, as the entry of both the app and the runner imports it: the probe is the runner's own
 * (`probeHealth`, free of zod and React).
 */
export const RELOAD_KEY = 'chunk_reloaded_at';
export const RELOAD_AT_MOST_EVERY_MS = 60_000;

export interface ChunkReloadDeps {
  online: () => boolean;
  serverAnswers: () => Promise<boolean>;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now: () => number;
  reload: () => void;
}

/** Whether the page was reloaded for the failure. Never rejects. */
export const reloadAfterChunkFailure = async (
  deps: ChunkReloadDeps,
  { pageShown }: { pageShown: boolean },
): Promise<boolean> => {
  const recent = () => deps.now() - Number(deps.storage.getItem(RELOAD_KEY) ?? 0) <= RELOAD_AT_MOST_EVERY_MS;
  if (recent()) return false;
  if (pageShown) {
    if (!deps.online()) return false;
    const answers = await deps.serverAnswers().catch(() => false);
    // Several chunks often fail together: the first to get here reloads, the others find it recent.
    if (!answers || !deps.online() || recent()) return false;
  }
  deps.storage.setItem(RELOAD_KEY, String(deps.now()));
  deps.reload();
  return true;
};

export const BROWSER_CHUNK_RELOAD: ChunkReloadDeps = {
  online: () => navigator.onLine,
  serverAnswers: probeHealth,
  storage: {
    getItem: (key) => sessionStorage.getItem(key),
    setItem: (key, value) => sessionStorage.setItem(key, value),
  },
  now: () => Date.now(),
  reload: () => window.location.reload(),
};

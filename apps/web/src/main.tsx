import { BROWSER_CHUNK_RELOAD, reloadAfterChunkFailure } from './chunk-reload.ts';
import { isRunnerPath } from './runner/runner-route.ts';

/**
 * The entry: a test runner path boots the light runner root (no Mantine, no router: the SAT runner must
 * show its first question within its JavaScript budget); every other path boots the app.
 */

// A chunk that fails to download: reloaded once after a deploy, never while the network is down (chunk-reload.ts).
window.addEventListener(
  'vite:preloadError',
  () => void reloadAfterChunkFailure(BROWSER_CHUNK_RELOAD, { pageShown: true }),
);

// zod compiles object parsers with `new Function` unless told not to, and probes for it with `Function('')`
// as each object schema is built: under the Content-Security-Policy (no 'unsafe-eval', issue 11) the probe
// is reported as a violation. zod reads this global when it loads, so it is set before any chunk that
// imports zod runs (a `z.config()` call in the app's entry would run after the shared chunks that build
// the contracts' schemas).
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };

const entry = isRunnerPath(window.location.pathname) ? import('./runner/runner-main.tsx') : import('./app-main.tsx');
entry.catch((error: unknown) => {
  void reloadAfterChunkFailure(BROWSER_CHUNK_RELOAD, { pageShown: false });
  throw error;
});

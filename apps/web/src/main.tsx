import { isRunnerPath } from './runner/runner-route.ts';

/**
 * The entry: a test runner path boots the light runner root (no Mantine, no router: the SAT runner must
 * show its first question within its JavaScript budget); every other path boots the app.
 */

// A deploy replaced the chunks this page refers to: reloading once fetches the new ones.
const RELOAD_KEY = 'chunk_reloaded_at';
const reloadOnce = (): boolean => {
  const last = Number(sessionStorage.getItem(RELOAD_KEY) ?? 0);
  if (Date.now() - last <= 60_000) return false;
  sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
  window.location.reload();
  return true;
};
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnce()) event.preventDefault();
});

// zod compiles object parsers with `new Function` unless told not to, and probes for it with `Function('')`
// as each object schema is built: under the Content-Security-Policy (no 'unsafe-eval', issue 11) the probe
// is reported as a violation. zod reads this global when it loads, so it is set before any chunk that
// imports zod runs (a `z.config()` call in the app's entry would run after the shared chunks that build
// the contracts' schemas).
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };

const entry = isRunnerPath(window.location.pathname) ? import('./runner/runner-main.tsx') : import('./app-main.tsx');
entry.catch((error: unknown) => {
  if (!reloadOnce()) throw error;
});

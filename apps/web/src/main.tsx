import { DEFAULT_LANG, PAINTED_STATE_ID } from '@prepwell/contracts/light';
import { BROWSER_CHUNK_RELOAD, reloadAfterChunkFailure } from './chunk-reload.ts';
import { initialLang, setCurrentLang } from './lib/current-lang.ts';
import { startEarlyReads } from './lib/http.ts';
import { getToken } from './lib/storage.ts';
import { isRunnerPath, parseRunnerPath } from './runner/runner-route.ts';

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

const runnerRoute = parseRunnerPath(window.location.pathname);

/** What the first screen reads and the root's code. */
const start = (): void => {
  // What the first screen reads starts now, beside its code (lib/http.ts, early reads): the tenant's brand,
  // the signed-in user and, in a runner, the attempt. Not when the address brings a tenant or a login token:
  // the page stores those first, so its own requests would differ.
  // A page painted with the user's data (decision 0056) carries these reads' answers: none is made again.
  const params = new URLSearchParams(window.location.search);
  const carried = document.getElementById(PAINTED_STATE_ID) !== null;
  if (!params.has('tenant') && !params.has('token') && !carried) {
    setCurrentLang(initialLang(DEFAULT_LANG));
    const signedIn = getToken() !== null;
    startEarlyReads([
      '/api/tenant',
      ...(signedIn ? ['/api/me'] : []),
      ...(signedIn && runnerRoute ? [`/api/user-exams/${encodeURIComponent(runnerRoute.userExamId)}`] : []),
    ]);
  }

  // Written with the call in the condition: with `runnerRoute ? import(a) : import(b)` the minifier merged the
  // two preload calls into one carrying the app's list, and a runner page fetched Mantine too. The runner's
  // budget (scripts/runner-budget.mjs) counts what is preloaded with its import, so that would fail it.
  const entry = isRunnerPath(window.location.pathname) ? import('./runner/runner-main.tsx') : import('./app-main.tsx');
  entry.catch((error: unknown) => {
    void reloadAfterChunkFailure(BROWSER_CHUNK_RELOAD, { pageShown: false });
    throw error;
  });
};

// A page the server painted (decisions 0055, 0056) is on screen before any of this: its code and reads start
// once it is painted, so the first paint waits for nothing but the page and its styles.
if (document.getElementById('root')?.hasAttribute('data-painted')) requestAnimationFrame(() => setTimeout(start, 0));
else start();

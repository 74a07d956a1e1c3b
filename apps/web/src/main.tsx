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

const entry = isRunnerPath(window.location.pathname) ? import('./runner/runner-main.tsx') : import('./app-main.tsx');
entry.catch((error: unknown) => {
  if (!reloadOnce()) throw error;
});

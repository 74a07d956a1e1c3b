import type { ExamKind } from '@prepwell/contracts';

/**
 * Registers the runner's service worker (runner-sw.ts, decision 0035) for the exam's pages (`/sat/`, …)
 * once the page has loaded, so its install (the runner's code, fonts and strings) never competes with the
 * first question. Only in a build: the dev server has no worker file. A browser without service workers,
 * or one that refuses it (private modes), runs the runner as before, online only.
 *
 * The first time the worker takes control of the page, the page's earlier reads (brand, student, attempt)
 * did not pass through it: `onFirstControl` reads them again, so the device holds its copies at once.
 */
export const RUNNER_WORKER_URL = '/runner-sw.js';

export const workerScopeOf = (kind: ExamKind): string => `/${kind}/`;

export const registerRunnerWorker = (kind: ExamKind, onFirstControl: () => void): void => {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  if (!container.controller) container.addEventListener('controllerchange', () => onFirstControl(), { once: true });
  const register = () => {
    container
      .register(RUNNER_WORKER_URL, { scope: workerScopeOf(kind), updateViaCache: 'none' })
      .catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
};

/** The app (every page but the test runners): boot, then the router inside Mantine and TanStack Query. */
import { DEFAULT_LANG, PAINTED_STATE_ID } from '@prepwell/contracts';
import { hydrate } from '@tanstack/react-query';
import { StrictMode, Suspense, startTransition, useLayoutEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { registerApiHandlers } from './app/api-handlers.ts';
import { BootError } from './app/boot-error.tsx';
import { boot } from './app/boot.ts';
import { Providers } from './app/providers.tsx';
import { preloadPage } from './app/preload-page.ts';
import { createAppRouter, type AppRouter } from './app/router.tsx';
import { queryClient } from './lib/query-client.ts';
import { getStoredLang, syncHintCookies } from './lib/storage.ts';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const root = createRoot(container);

/**
 * A public page the server painted (decision 0055, `data-painted`) stays as it is until the app's first
 * render is the whole page: the router's first navigation (guard, page chunk, strings, data) is done. The
 * render, a transition (React yields to the browser between components, so the page stays responsive),
 * then replaces it in one commit, and the page, inert until then, works.
 */
const painted = container.hasAttribute('data-painted');
function Shown({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    container?.removeAttribute('inert');
    container?.removeAttribute('data-painted');
  }, []);
  return children;
}
const navigated = (router: AppRouter): Promise<void> =>
  router.state.initialized
    ? Promise.resolve()
    : new Promise((done) => {
        const stop = router.subscribe((state) => {
          if (!state.initialized) return;
          stop();
          done();
        });
      });
const show = (app: ReactNode): void => {
  if (!painted) return root.render(app);
  startTransition(() => root.render(<Shown>{app}</Shown>));
};

/**
 * A signed-in page the server painted with the user's data (decision 0056) hands that data over: the app's
 * first render shows the same, and asks for none of it again while it is fresh.
 */
const takePaintedState = (): void => {
  const element = document.getElementById(PAINTED_STATE_ID);
  if (!element) return;
  element.remove();
  try {
    hydrate(queryClient, JSON.parse(element.textContent ?? ''));
  } catch {
    /* unreadable: the app reads its data itself */
  }
};

takePaintedState();
syncHintCookies();
// Over a painted page, in a task of its own after this module's: it appends a link tag for each chunk of the
// page (some 60), which made half of the takeover's longest task, the evaluation of the app's code (issue 21).
const preload = () => preloadPage(window.location.pathname, getStoredLang() ?? DEFAULT_LANG);
const chromeReady = painted ? new Promise((next) => setTimeout(next, 0)).then(preload) : preload();
void boot().then(async (result) => {
  if (!result.ok) {
    show(
      <Suspense fallback={null}>
        <BootError error={result.error} />
      </Suspense>,
    );
    return;
  }
  const router = createAppRouter();
  registerApiHandlers(router);
  // The first render over a painted page is the whole page: the route's, and the header and footer it shows.
  if (painted) await Promise.all([navigated(router), chromeReady]);
  show(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
});

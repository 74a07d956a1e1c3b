/** The app (every page but the test runners): boot, then the router inside Mantine and TanStack Query. */
import { DEFAULT_LANG } from '@prepwell/contracts';
import { StrictMode, Suspense, startTransition, useLayoutEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { registerApiHandlers } from './app/api-handlers.ts';
import { BootError } from './app/boot-error.tsx';
import { boot } from './app/boot.ts';
import { Providers } from './app/providers.tsx';
import { preloadPage } from './app/preload-page.ts';
import { createAppRouter, type AppRouter } from './app/router.tsx';
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

syncHintCookies();
preloadPage(window.location.pathname, getStoredLang() ?? DEFAULT_LANG);
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
  if (painted) await navigated(router);
  show(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
});

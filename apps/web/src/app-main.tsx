/** The app (every page but the test runners): boot, then the router inside Mantine and TanStack Query. */
import { DEFAULT_LANG } from '@prepwell/contracts';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { registerApiHandlers } from './app/api-handlers.ts';
import { BootError } from './app/boot-error.tsx';
import { boot } from './app/boot.ts';
import { Providers } from './app/providers.tsx';
import { preloadPage } from './app/preload-page.ts';
import { createAppRouter } from './app/router.tsx';
import { getStoredLang } from './lib/storage.ts';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const root = createRoot(container);

preloadPage(window.location.pathname, getStoredLang() ?? DEFAULT_LANG);
void boot().then((result) => {
  if (!result.ok) {
    root.render(
      <Suspense fallback={null}>
        <BootError error={result.error} />
      </Suspense>,
    );
    return;
  }
  const router = createAppRouter();
  registerApiHandlers(router);
  root.render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
});

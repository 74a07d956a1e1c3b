/**
 * The public pages' first paint, rendered on the server (issue 21, phones; decision 0055): the landing page
 * and Login, for one tenant and one language, as the app itself renders them for a visitor. The API server
 * (apps/api http/web-shell.ts) imports the build of this file (`dist-ssr/render-page.js`), puts the HTML in
 * the page's `#root` and caches it; the app then renders over it (app-main.tsx). No data but the tenant's
 * public brand goes in: a signed-in user's pages are never rendered here.
 */
import type { Lang, TenantBrand } from '@prepwell/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router';
import { BrandMantine } from '../app/providers.tsx';
import { RootLayout } from '../app/root-layout.tsx';
import type { RouteHandle } from '../app/route-meta.ts';
import { APP_ROUTES } from '../app/routes.tsx';
import { sessionQueries } from '../features/session/session.api.ts';
import { changeLanguage, i18n, initI18n } from '../lib/i18n.ts';
import { LandingPage } from '../routes/landing-page.tsx';
import { LoginPage } from '../routes/login-page.tsx';

/** The pages rendered here: public, the same for every visitor of a tenant in a language. */
const PAGES = { '/': LandingPage, '/login': LoginPage } as const;
const isPainted = (path: string): path is keyof typeof PAGES => Object.hasOwn(PAGES, path);

/** The app's route of the page (its meta and string namespaces), under the root layout. */
const routeOf = (path: keyof typeof PAGES) => {
  const route = APP_ROUTES.find((r) => r.path === path);
  if (!route) throw new Error(`No route ${path}`);
  const handle: RouteHandle = { meta: route.meta };
  const routes: RouteObject[] = [
    { id: 'root', Component: RootLayout, children: [{ path, handle, Component: PAGES[path] }] },
  ];
  return { ns: route.ns ?? [], routes };
};

/** One render at a time: i18next is the app's one instance, switched to the language of the render. */
let queue: Promise<unknown> = Promise.resolve();
let started = false;

const render = async (path: keyof typeof PAGES, lang: Lang, tenant: TenantBrand): Promise<string> => {
  if (!started) {
    await initI18n(lang);
    started = true;
  } else await changeLanguage(lang);
  const { ns, routes } = routeOf(path);
  await i18n.loadNamespaces([...ns]);

  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  queryClient.setQueryData(sessionQueries.tenant().queryKey, tenant);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://ssr.local${path}`));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <BrandMantine tenant={tenant}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </BrandMantine>
      </QueryClientProvider>
    </StrictMode>,
    // Every boundary inline: React otherwise moves a large one after the shell, shown by an inline script
    // that the Content-Security-Policy refuses (and the page would stay hidden until the app rendered).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
};

/** The HTML of `path`'s first paint for a visitor of `tenant` in `lang`, or null for a page not rendered here. */
export const renderPage = (path: string, lang: Lang, tenant: TenantBrand): Promise<string | null> => {
  if (!isPainted(path)) return Promise.resolve(null);
  const next = queue.then(() => render(path, lang, tenant));
  queue = next.catch(() => undefined);
  return next;
};

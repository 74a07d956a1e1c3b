/**
 * Pages' first paint, rendered on the server (issue 21, phones): the landing page and Login for a visitor,
 * for one tenant and one language, as the app itself renders them (decision 0055); and the student's
 * dashboard with the student's own data (decision 0056). The API server (apps/api http/web-shell.ts)
 * imports the build of this file (`dist-ssr/render-page.js`) and puts the HTML in the page's `#root` (a
 * public page's is kept); the app then renders over it (app-main.tsx), a signed-in page's data handed over
 * with it, so the app asks for none of it again.
 */
import { fitsArea, type Lang, type TenantBrand } from '@prepwell/contracts';
import { dehydrate, QueryClient, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router';
import { BrandMantine } from '../app/providers.tsx';
import { RootLayout } from '../app/root-layout.tsx';
import type { RouteHandle } from '../app/route-meta.ts';
import { APP_ROUTES } from '../app/routes.tsx';
import { bannerQueries } from '../features/banners/banners.api.ts';
import { sessionQueries } from '../features/session/session.api.ts';
import { changeLanguage, i18n, initI18n } from '../lib/i18n.ts';
import { withServerSession, type ServerSession } from '../lib/server-session.ts';
import { DashboardPage } from '../routes/dashboard-page.tsx';
import { LandingPage } from '../routes/landing-page.tsx';
import { LoginPage } from '../routes/login-page.tsx';

/** The public pages rendered here: the same for every visitor of a tenant in a language. */
const PAGES = { '/': LandingPage, '/login': LoginPage } as const;
const isPainted = (path: string): path is keyof typeof PAGES => Object.hasOwn(PAGES, path);

/** The signed-in pages rendered here, with their user's data: the student's dashboard. */
const StudentDashboard = () => <DashboardPage area="student" />;
const SIGNED_IN_PAGES = { '/student/dashboard': StudentDashboard } as const;
type SignedInPath = keyof typeof SIGNED_IN_PAGES;
const isSignedInPainted = (path: string): path is SignedInPath => Object.hasOwn(SIGNED_IN_PAGES, path);

/** The app's route of the page (its meta, string namespaces and data), under the root layout. */
const routeOf = (path: string, Component: () => React.ReactNode) => {
  const route = APP_ROUTES.find((r) => r.path === path);
  if (!route) throw new Error(`No route ${path}`);
  const handle: RouteHandle = { meta: route.meta };
  const routes: RouteObject[] = [{ id: 'root', Component: RootLayout, children: [{ path, handle, Component }] }];
  return { route, routes };
};

/** One render at a time: i18next is the app's one instance, switched to the language of the render. */
let queue: Promise<unknown> = Promise.resolve();
let started = false;
const enqueue = <T,>(work: () => Promise<T>): Promise<T> => {
  const next = queue.then(work);
  queue = next.catch(() => undefined);
  return next;
};

const switchLanguage = async (lang: Lang, ns: readonly string[]) => {
  if (!started) {
    await initI18n(lang);
    started = true;
  } else await changeLanguage(lang);
  await i18n.loadNamespaces([...ns]);
};

const prerenderRoutes = async (path: string, routes: RouteObject[], client: QueryClient, tenant: TenantBrand) => {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://ssr.local${path}`));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    <StrictMode>
      <QueryClientProvider client={client}>
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

const serverClient = () => new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });

const render = async (path: keyof typeof PAGES, lang: Lang, tenant: TenantBrand): Promise<string> => {
  const { route, routes } = routeOf(path, PAGES[path]);
  await switchLanguage(lang, route.ns ?? []);
  const client = serverClient();
  client.setQueryData(sessionQueries.tenant().queryKey, tenant);
  return prerenderRoutes(path, routes, client, tenant);
};

/** The HTML of `path`'s first paint for a visitor of `tenant` in `lang`, or null for a page not rendered here. */
export const renderPage = (path: string, lang: Lang, tenant: TenantBrand): Promise<string | null> =>
  isPainted(path) ? enqueue(() => render(path, lang, tenant)) : Promise.resolve(null);

/** A signed-in page's first paint and the data it shows, for the app to take as its own. */
export interface SignedInRender {
  html: string;
  state: DehydratedState;
  /** The user's language, the page's. */
  lang: Lang;
}

/**
 * The first paint of a signed-in user's page (decision 0056), in the user's language, its data read through
 * `session.fetch` (the API, in process, with the user's own token): null for a page not rendered here, or
 * when the token is refused or the user is no student (the app then does what it does for that browser).
 */
export const renderSignedInPage = (
  path: string,
  tenant: TenantBrand,
  session: ServerSession,
): Promise<SignedInRender | null> => {
  if (!isSignedInPainted(path)) return Promise.resolve(null);
  return enqueue(() =>
    withServerSession(session, async () => {
      const { route, routes } = routeOf(path, SIGNED_IN_PAGES[path]);
      const client = serverClient();
      client.setQueryData(sessionQueries.tenant().queryKey, tenant);
      const user = await client.fetchQuery(sessionQueries.me()).catch(() => null);
      // As the app's guard: a user whose roles do not fit the page is sent elsewhere by the app.
      const { role, alsoFor = [] } = route.meta;
      if (!user || (role && !fitsArea(user, role) && !alsoFor.some((r) => fitsArea(user, r)))) return null;
      await Promise.allSettled([
        route.prefetch?.(client),
        client.prefetchQuery(bannerQueries.active(user.id)),
        switchLanguage(user.lang, route.ns ?? []),
      ]);
      const html = await prerenderRoutes(path, routes, client, tenant);
      // Only what came back: a failed read is left for the app to make again.
      const state = dehydrate(client, { shouldDehydrateQuery: (q) => q.state.status === 'success' });
      return { html, state, lang: user.lang };
    }),
  );
};

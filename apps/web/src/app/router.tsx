import { createBrowserRouter, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { FullScreenLoader } from '../components/full-screen-loader.tsx';
import { bannerQueries } from '../features/banners/banners.api.ts';
import { sessionQueries } from '../features/session/session.api.ts';
import { i18n } from '../lib/i18n.ts';
import { queryClient } from '../lib/query-client.ts';
import { withChunkTimeout } from './chunk-load.ts';
import { guardLoader } from './guard.ts';
import { RootLayout } from './root-layout.tsx';
import { RouteErrorPage } from './route-error-page.tsx';
import type { RouteHandle } from './route-meta.ts';
import { APP_ROUTES, type AppRoute } from './routes.tsx';

/**
 * The route's loader: the guard, then what the first render shows (issue 21: one whole render, no layout
 * shift on a phone): the page's own data and strings and, for a signed-in user under the header, the
 * tenant's promotion banner above the page. Cached data is used as it is; a failure here leaves the page to
 * show its own state.
 */
const loaderOf = (route: AppRoute) => {
  const guard = guardLoader(route.meta);
  return async (args: LoaderFunctionArgs): Promise<null> => {
    await guard(args);
    const user = queryClient.getQueryData(sessionQueries.me().queryKey);
    await Promise.allSettled([
      route.prefetch?.(queryClient),
      route.ns ? i18n.loadNamespaces([...route.ns]) : undefined,
      user && route.meta.showHeader ? queryClient.ensureQueryData(bannerQueries.active(user.id)) : undefined,
    ]);
    return null;
  };
};

const toRouteObject = (route: AppRoute): RouteObject => {
  const handle: RouteHandle = { meta: route.meta };
  const { redirectTo, page } = route;
  if (redirectTo) return { path: route.path, handle, loader: () => redirect(redirectTo), Component: () => null };
  return {
    path: route.path,
    handle,
    loader: loaderOf(route),
    errorElement: <RouteErrorPage />,
    ...(page ? { lazy: lazyPage(page) } : {}),
  };
};

/**
 * A page's chunk, loaded by the router. A download that fails (offline, a deploy in between) resolves to a
 * page that throws the failure, so the route's error element shows the chunk notice (spec §8: refresh or
 * change network). React Router 7.18 renders nothing at all for a route whose `lazy` rejected: it still
 * takes the route for one waiting for its code and cuts the page off above it.
 */
const lazyPage = (page: NonNullable<AppRoute['page']>) => {
  const load = withChunkTimeout(page);
  return async () => {
    try {
      return await load();
    } catch (error) {
      return {
        Component: () => {
          throw error;
        },
      };
    }
  };
};

export const createAppRouter = () =>
  createBrowserRouter([
    {
      id: 'root',
      Component: RootLayout,
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <FullScreenLoader visible />,
      children: APP_ROUTES.map(toRouteObject),
    },
  ]);

export type AppRouter = ReturnType<typeof createAppRouter>;

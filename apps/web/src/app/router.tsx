import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { FullScreenLoader } from '../components/full-screen-loader.tsx';
import { withChunkTimeout } from './chunk-load.ts';
import { guardLoader } from './guard.ts';
import { RootLayout } from './root-layout.tsx';
import { RouteErrorPage } from './route-error-page.tsx';
import type { RouteHandle } from './route-meta.ts';
import { APP_ROUTES, type AppRoute } from './routes.tsx';

const toRouteObject = (route: AppRoute): RouteObject => {
  const handle: RouteHandle = { meta: route.meta };
  const { redirectTo, page } = route;
  if (redirectTo) return { path: route.path, handle, loader: () => redirect(redirectTo), Component: () => null };
  return {
    path: route.path,
    handle,
    loader: guardLoader(route.meta),
    errorElement: <RouteErrorPage />,
    ...(page ? { lazy: withChunkTimeout(page) } : {}),
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

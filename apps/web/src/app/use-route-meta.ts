import { useMatches } from 'react-router';
import { isRouteHandle, type RouteMeta } from './route-meta.ts';

const DEFAULT_META: RouteMeta = { requiresAuth: false, showHeader: true, showFooter: true, rememberPath: false };

/** The meta of the deepest matched route. */
export const useRouteMeta = (): RouteMeta => {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle.meta;
  }
  return DEFAULT_META;
};

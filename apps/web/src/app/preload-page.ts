import type { Lang } from '@prepwell/contracts';
import { matchRoutes } from 'react-router';
import { preloadNamespaces } from '../lib/i18n.ts';
import { APP_ROUTES } from './routes.tsx';
import { loadShellChrome } from './shell/chrome-loader.ts';

/**
 * Starts downloading the opened page's chunk and strings, and the shell's header and footer when the page
 * shows them, while the app boots (tenant, strings, session), instead of after it (issue 21: on a phone's
 * network this took a round trip and a download off the first paint). The router's own lazy load then finds
 * the module already fetched; a failure here is left to it (it shows the reload page). Settles when the
 * shell's chunk is there (or failed), for the first render of a painted page to wait for.
 */
export const preloadPage = (pathname: string, lang: Lang): Promise<void> => {
  const match = matchRoutes(
    APP_ROUTES.map((route, index) => ({ path: route.path, id: String(index) })),
    pathname,
  )?.[0];
  const route = match ? APP_ROUTES[Number(match.route.id)] : undefined;
  const ignore = () => undefined;
  if (!route || route.redirectTo) return Promise.resolve();
  route.page?.().catch(ignore);
  if (route.ns) preloadNamespaces(lang, route.ns);
  return route.meta.showHeader || route.meta.showFooter ? loadShellChrome().then(ignore, ignore) : Promise.resolve();
};

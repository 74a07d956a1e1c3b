import { sessionQueries } from '../features/session/session.api.ts';
import { setApiEventHandlers } from '../lib/api-events.ts';
import { i18n } from '../lib/i18n.ts';
import { notify } from '../lib/notify.ts';
import { queryClient } from '../lib/query-client.ts';
import { loginPath } from './guard.ts';
import type { AppRouter } from './router.tsx';

const AUTH_PATHS = ['/login', '/register', '/password', '/reset-password'];

/** Wires the API client's global reactions (spec §4, §8) to the router and notifications. */
export const registerApiHandlers = (router: AppRouter): void => {
  const here = () => router.state.location.pathname + router.state.location.search;
  const navigating = () => router.state.navigation.state !== 'idle'; // a guard loader will redirect itself
  setApiEventHandlers({
    onUnauthorized: () => {
      queryClient.removeQueries({ queryKey: sessionQueries.me().queryKey });
      if (navigating() || AUTH_PATHS.some((p) => router.state.location.pathname.startsWith(p))) return;
      void router.navigate(loginPath(undefined, here()), { replace: true });
    },
    onForbidden: () => {
      if (!navigating()) void router.navigate('/403');
    },
    onPageNotFound: () => {
      void router.navigate('/404', { replace: true });
    },
    // A save or delete answered 404: reload what the page shows; if its own record is gone, that GET's 404
    // reaches the not-found page above, and a 404 about something else stays with the form that asked.
    onCallNotFound: () => {
      void queryClient.refetchQueries({ type: 'active' });
    },
    onServerError: (error) => {
      notify({
        id: `server-error-${error.status}`,
        color: 'red',
        title: i18n.t('errors:serverError.title'),
        message: i18n.t('errors:serverError.body', { status: error.status }),
      });
    },
    onRateLimited: (error) => {
      notify({ id: 'rate-limited', color: 'orange', title: i18n.t('errors:rateLimited'), message: error.message });
    },
    onNetworkError: (error) => {
      notify({
        id: 'network-error',
        color: 'red',
        title: i18n.t('errors:network.title'),
        message: error.code === 'timeout' ? i18n.t('errors:network.timeout') : i18n.t('errors:network.body'),
      });
    },
  });
};

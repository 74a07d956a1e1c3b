import { HOME_PATH, Id, fitsArea, homeAreaOf, type AreaRole, type SessionUser } from '@prepwell/contracts';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { sessionQueries } from '../features/session/session.api.ts';
import { isApiError } from '../lib/api-error.ts';
import { queryClient } from '../lib/query-client.ts';
import { clearToken, getToken } from '../lib/storage.ts';
import type { RouteMeta } from './route-meta.ts';

export const loginPath = (role: AreaRole | undefined, returnTo: string): string =>
  `/login?${new URLSearchParams({ role: role ?? 'student', redirect: returnTo }).toString()}`;

export const homePathOf = (user: SessionUser): string => HOME_PATH[homeAreaOf(user)];

/** Only same-origin paths are followed after login (no open redirect). */
export const safeReturnPath = (value: string | null): string | null =>
  value && value.startsWith('/') && !value.startsWith('//') ? value : null;

/**
 * Path parameters that name a record (`:id`, `:uid`, `:examId`, …) hold the API's ids (uuids). A parameter
 * that holds anything else is named otherwise (a score table's `:tableKey` is `{sectionId}~{route}`).
 */
const isIdParam = (name: string): boolean => name === 'id' || name === 'uid' || name.endsWith('Id');

/**
 * A malformed id in the address names nothing (`/student/classes/join/tests`): the not-found page, as the API
 * answers it, rather than a page that asks the server and shows its validation error.
 */
export const hasMalformedId = (params: Record<string, string | undefined>): boolean =>
  Object.entries(params).some(
    ([name, value]) => isIdParam(name) && value !== undefined && !Id.safeParse(value).success,
  );

/**
 * The guard of spec §6, run as each route's loader (in parallel with its lazy chunk):
 * auth-required routes without a token go to Login and come back; logged-in users on Login,
 * Register or the landing page go home; a role route that does not fit sends the user home.
 */
export const guardLoader =
  (meta: RouteMeta) =>
  async ({ request, params }: LoaderFunctionArgs): Promise<null> => {
    if (hasMalformedId(params)) throw redirect('/404');
    const url = new URL(request.url);
    const here = url.pathname + url.search;
    if (!getToken()) {
      if (meta.requiresAuth) throw redirect(loginPath(meta.role, here));
      return null;
    }
    let user: SessionUser;
    try {
      user = await queryClient.ensureQueryData(sessionQueries.me());
    } catch (error) {
      if (isApiError(error) && error.status === 0) throw error; // offline: keep the session, show the error page
      clearToken(); // spec §4: the profile failed to load, so the token is destroyed
      queryClient.removeQueries({ queryKey: sessionQueries.me().queryKey });
      throw redirect(loginPath(meta.role, meta.requiresAuth ? here : '/'));
    }
    const fits = (role: AreaRole) => fitsArea(user, role);
    if (meta.guestOnly || (meta.role && !fits(meta.role) && !(meta.alsoFor ?? []).some(fits)))
      throw redirect(homePathOf(user));
    return null;
  };

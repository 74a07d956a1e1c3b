import type { AreaRole } from '@prepwell/contracts';

/** Route meta (spec §2): who may open a route and which parts of the shell it shows. */
export interface RouteMeta {
  requiresAuth: boolean;
  /** The area a user must fit (contracts `fitsArea`); otherwise they are sent home. */
  role?: AreaRole;
  /** Other areas that may open the route too (e.g. the question bank: educators and super admins). */
  alsoFor?: readonly AreaRole[];
  showHeader: boolean;
  showFooter: boolean;
  /** Login, register and landing: a logged-in user goes home instead. */
  guestOnly?: boolean;
  /** Auth and error pages are not remembered as the last visited path. */
  rememberPath?: boolean;
}

export interface RouteHandle {
  meta: RouteMeta;
}

export const isRouteHandle = (value: unknown): value is RouteHandle =>
  typeof value === 'object' && value !== null && 'meta' in value;

import { resolve } from 'node:path';
import { fitsArea, type AreaRole, type RoleName } from '@prepwell/contracts';

/** The part of the app's `AppRoute` (src/app/routes.tsx) the sweep reads. */
interface AppRoute {
  path: string;
  meta: { requiresAuth: boolean; role?: AreaRole; alsoFor?: readonly AreaRole[]; guestOnly?: boolean };
  page?: unknown;
  redirectTo?: string;
}

/**
 * The app's own route table, loaded at run time (Vite transforms the TSX; its pages stay lazy imports, so
 * no page module loads here). Named through a variable: the journeys' type check does not compile JSX.
 */
const ROUTES_MODULE = resolve(import.meta.dirname, '../src/app/routes.tsx');
export const loadAppRoutes = async (): Promise<readonly AppRoute[]> =>
  ((await import(/* @vite-ignore */ ROUTES_MODULE)) as { APP_ROUTES: readonly AppRoute[] }).APP_ROUTES;

/**
 * The sweep's walk: every page route of the app's own route table (routes.tsx), so a route another change
 * adds joins the sweep by itself, each visited as every demo role that may open it, with its `:params`
 * filled from the demo data read through the API (`ParamSource`). A route whose params the sweep cannot
 * fill for a role is listed as skipped, never silently dropped.
 */

/** Who walks: the demo accounts of apps/api/src/seed/demo.ts, an anonymous visitor, and a fresh student of
 * the sweep's own for the pages that need state to be made (a running attempt, a pending order). */
export type SweepRole =
  'anonymous' | 'student' | 'parent' | 'teacher' | 'company_admin' | 'super_admin' | 'own_student';

export const ROLE_ACCOUNTS: Record<
  Exclude<SweepRole, 'anonymous' | 'own_student'>,
  { email: string; tenant: string }
> = {
  student: { email: 'student@demo.prepwell.test', tenant: 'demo' },
  parent: { email: 'parent@demo.prepwell.test', tenant: 'demo' },
  teacher: { email: 'teacher@demo.prepwell.test', tenant: 'demo' },
  company_admin: { email: 'admin@demo.prepwell.test', tenant: 'demo' },
  super_admin: { email: 'super@prepwell.test', tenant: 'main' },
};

const ROLES_OF: Record<Exclude<SweepRole, 'anonymous'>, RoleName[]> = {
  student: [],
  own_student: [],
  parent: ['parent'],
  teacher: ['teacher'],
  company_admin: ['organization_admin'],
  super_admin: ['super_admin'],
};
const SIGNED_IN: Exclude<SweepRole, 'anonymous' | 'own_student'>[] = [
  'student',
  'parent',
  'teacher',
  'company_admin',
  'super_admin',
];

const fits = (role: Exclude<SweepRole, 'anonymous'>, area: AreaRole) =>
  fitsArea({ roles: ROLES_OF[role].map((name) => ({ name })) }, area);

/** Full-screen pages that need an attempt or an order of their own: the sweep's own student opens them. */
const needsOwnState = (path: string) =>
  /:userExamId/.test(path) && /\/(test|start)\//.test(path) ? true : /^\/(checkout|purchase-complete)\//.test(path);

/**
 * The roles that walk a route. Guest-only pages: the anonymous visitor. Public pages: the visitor, and in
 * an area (`/student/…`, `/educator/…`) that area's signed-in user too (the page differs signed in).
 * An area's pages: every demo role that fits the area (the route's `role` or `alsoFor`). Pages for anyone
 * signed in: every demo role when the route has no params; with params, the student (whose data fills
 * them), and the educators where the page is an educator's too.
 */
export const rolesOf = (route: AppRoute): SweepRole[] => {
  const { meta, path } = route;
  if (meta.guestOnly) return ['anonymous'];
  if (!meta.requiresAuth) {
    if (path.startsWith('/student/')) return ['anonymous', 'student'];
    if (path.startsWith('/educator/')) return ['anonymous', 'teacher'];
    return ['anonymous'];
  }
  if (needsOwnState(path)) return ['own_student'];
  const areas = [meta.role, ...(meta.alsoFor ?? [])].filter((a): a is AreaRole => a !== undefined);
  if (areas.length) return SIGNED_IN.filter((r) => areas.some((a) => fits(r, a)));
  if (!path.includes(':')) return [...SIGNED_IN];
  return ['student'];
};

export interface Visit {
  route: string;
  role: SweepRole;
}

/** Every page route (not the redirects, not the catch-all) with its roles. */
export const sweepVisits = (routes: readonly AppRoute[]): Visit[] =>
  routes
    .filter((r) => r.page && !r.redirectTo && r.path !== '*')
    .flatMap((r) => rolesOf(r).map((role) => ({ route: r.path, role })));

/** `:name` values for one role: `undefined` means the demo data has none for this role (the visit is skipped). */
export type ParamSource = (name: string, route: string) => string | undefined;

/** `/a/:b/:c?` with values; optional params left out. Throws (names the param) when a required one has no value. */
export const fillPath = (route: string, value: ParamSource): { path: string } | { missing: string } => {
  const parts: string[] = [];
  for (const part of route.split('/')) {
    const m = /^:(\w+)(\?)?$/.exec(part);
    if (!m) {
      parts.push(part);
      continue;
    }
    if (m[2]) continue;
    const v = value(m[1]!, route);
    if (v === undefined) return { missing: m[1]! };
    parts.push(encodeURIComponent(v));
  }
  return { path: parts.join('/') || '/' };
};

import { randomUUID } from 'node:crypto';
import type { FastifyRequest, RouteOptions } from 'fastify';
import { MAIN_TENANT } from '@prepwell/contracts';
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/db/client.ts';
import { checkAccess, type Access } from '../src/http/access.ts';
import { resolveTenant, type TenantContext } from '../src/modules/tenants/tenants.service.ts';
import { createTestTenant, createTestUser, testConfig, type TestApp, type TestUser } from './helpers.ts';

/** One registered API route, as the route walkers (guards, fuzz, cross-tenant) see it. */
export interface ApiRoute {
  method: string;
  url: string;
  access: Access | undefined;
  schema: { body?: unknown; querystring?: unknown; params?: unknown } | undefined;
  /** `METHOD /url`, for test names and messages. */
  name: string;
}

/** Builds the whole app like createTestApp, recording every route as it is registered. */
export const createRouteCollectingApp = async (overrides: Record<string, string> = {}) => {
  const routes: RouteOptions[] = [];
  const config = testConfig(overrides);
  const database = await openDatabase({ url: config.databaseUrl, dataDir: 'memory://', poolSize: 5 });
  const app = (await buildApp(config, { database, logger: false, onRoute: (route) => void routes.push(route) })) as TestApp;
  app.addHook('onClose', () => database.close());
  return { app, routes };
};

/** Every /api route except the OpenAPI pages, one entry per method; HEAD twins of GET are left out. */
export const apiRoutesOf = (routes: RouteOptions[]): ApiRoute[] => {
  const seen = new Set<string>();
  const out: ApiRoute[] = [];
  for (const route of routes) {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) continue;
    for (const method of [route.method].flat()) {
      const name = `${method} ${route.url}`;
      if (method === 'HEAD' || seen.has(name)) continue;
      seen.add(name);
      out.push({
        method,
        url: route.url,
        access: (route.config as { access?: Access } | undefined)?.access,
        schema: route.schema as ApiRoute['schema'],
        name,
      });
    }
  }
  return out.sort((a, b) => a.name.localeCompare(b.name));
};

/** Names of a route's path parameters (`:id`, and `*` as `*`). */
export const paramNames = (url: string) => [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!).concat(url.includes('*') ? ['*'] : []);

/** Fills the path parameters; `fill` gets each name and returns the raw (unencoded) value. */
export const fillUrl = (url: string, fill: (name: string) => string = () => randomUUID()) =>
  url.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => encodeURIComponent(fill(name))).replace('*', () => encodeURIComponent(fill('*')));

/** Whether a user with these roles passes a route's declared access (the same check the server runs). */
export const passesAccess = (roles: string[] | null, access: Access | undefined) => {
  if (!access) return false;
  try {
    checkAccess({ user: roles ? { roles: roles.map((name) => ({ name })) } : null } as unknown as FastifyRequest, access);
    return true;
  } catch {
    return false;
  }
};

export const isPublic = (route: ApiRoute) => route.access === 'public';

/** A random private address per caller, so the per-IP rate limits of one test never reach another. */
export const randomIp = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

export const mainTenant = (app: TestApp): Promise<TenantContext> => resolveTenant(app.deps.db, { slug: MAIN_TENANT });

/** The role sets the walkers try: a student (no role), each staff role, and a super admin on main. */
export const ROLE_SETS: Record<string, string[]> = {
  student: [],
  teacher: ['teacher'],
  parent: ['parent'],
  organization_admin: ['organization_admin'],
  super_admin: ['super_admin'],
};

export interface RoleUsers {
  tenant: TenantContext;
  byRole: Record<string, TestUser>;
}

/** One user per role set in a fresh company tenant; the super admin lives on main (its home). */
export const createRoleUsers = async (app: TestApp, options: { superAdminOnMain?: boolean } = {}): Promise<RoleUsers> => {
  const tenant = await createTestTenant(app);
  const main = options.superAdminOnMain === false ? tenant : await mainTenant(app);
  const byRole: Record<string, TestUser> = {};
  for (const [role, roles] of Object.entries(ROLE_SETS))
    byRole[role] = await createTestUser(app, role === 'super_admin' ? main : tenant, { roles, studentProfile: role === 'student' });
  return { tenant, byRole };
};

/** The first of our users (in ROLE_SETS order, super admin last) who may call the route. */
export const userFor = (route: ApiRoute, users: RoleUsers): TestUser | null => {
  if (route.access === 'public') return null;
  for (const [role, roles] of Object.entries(ROLE_SETS)) if (passesAccess(roles, route.access)) return users.byRole[role]!;
  return null;
};

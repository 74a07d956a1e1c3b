import { randomUUID } from 'node:crypto';
import type { FastifyRequest, RouteOptions } from 'fastify';
import type { z } from 'zod';
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
  const app = (await buildApp(config, {
    database,
    logger: false,
    onRoute: (route) => void routes.push(route),
  })) as TestApp;
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
export const paramNames = (url: string) =>
  [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!).concat(url.includes('*') ? ['*'] : []);

/** Fills the path parameters; `fill` gets each name and returns the raw (unencoded) value. */
export const fillUrl = (url: string, fill: (name: string) => string = () => randomUUID()) =>
  url
    .replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => encodeURIComponent(fill(name)))
    .replace('*', () => encodeURIComponent(fill('*')));

/** Whether a user with these roles passes a route's declared access (the same check the server runs). */
export const passesAccess = (roles: string[] | null, access: Access | undefined) => {
  if (!access) return false;
  try {
    checkAccess(
      { user: roles ? { roles: roles.map((name) => ({ name })) } : null } as unknown as FastifyRequest,
      access,
    );
    return true;
  } catch {
    return false;
  }
};

export const isPublic = (route: ApiRoute) => route.access === 'public';

/** A random private address per caller, so the per-IP rate limits of one test never reach another. */
export const randomIp = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

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
export const createRoleUsers = async (
  app: TestApp,
  options: { superAdminOnMain?: boolean } = {},
): Promise<RoleUsers> => {
  const tenant = await createTestTenant(app);
  const main = options.superAdminOnMain === false ? tenant : await mainTenant(app);
  const byRole: Record<string, TestUser> = {};
  for (const [role, roles] of Object.entries(ROLE_SETS))
    byRole[role] = await createTestUser(app, role === 'super_admin' ? main : tenant, {
      roles,
      studentProfile: role === 'student',
    });
  return { tenant, byRole };
};

/** The first of our users (in ROLE_SETS order, super admin last) who may call the route. */
export const userFor = (route: ApiRoute, users: RoleUsers): TestUser | null => {
  if (route.access === 'public') return null;
  for (const [role, roles] of Object.entries(ROLE_SETS))
    if (passesAccess(roles, route.access)) return users.byRole[role]!;
  return null;
};

type Def = { type: string; [k: string]: unknown };
const defOf = (schema: unknown) => (schema as { _zod: { def: Def } })._zod.def;
const checksOf = (def: Def) =>
  ((def.checks as { _zod: { def: Record<string, unknown> } }[] | undefined) ?? []).map((c) => c._zod.def);
const valid = (schema: unknown, value: unknown) => (schema as z.ZodType).safeParse(value).success;

const candidates = (schema: unknown, depth = 0): unknown[] => {
  if (depth > 6) return [undefined];
  const def = defOf(schema);
  const inner = (key: string) => candidates(def[key], depth + 1);
  switch (def.type) {
    case 'string': {
      const format = def.format as string | undefined;
      if (format === 'uuid' || format === 'guid') return [randomUUID()];
      if (format === 'email') return [`someone-${randomUUID().slice(0, 6)}@example.test`];
      if (format === 'url') return ['https://example.test/page'];
      if (format === 'ipv4') return ['203.0.113.7'];
      if (format === 'datetime') return [new Date().toISOString()];
      if (format === 'date') return ['2026-01-15'];
      const min = Math.max(
        0,
        ...checksOf(def)
          .filter((c) => c.check === 'min_length')
          .map((c) => Number(c.minimum)),
      );
      const pad = (s: string) => (s.length < min ? s + 'x'.repeat(min - s.length) : s);
      return [
        'Sample text',
        'sample',
        'abc123',
        '5550001111',
        '#224488',
        '2026-01-15',
        'en',
        'SAT',
        'https://example.test/page',
        'someone@example.test',
        randomUUID(),
        // A typed money amount (a salary bill's adjustment, issue 20).
        '100',
      ].map(pad);
    }
    case 'number': {
      const lows = checksOf(def)
        .filter((c) => c.check === 'greater_than')
        .map((c) => Number(c.value) + (c.inclusive ? 0 : 1));
      return [lows.length ? Math.max(...lows) : 1, 1, 0, 100];
    }
    case 'boolean':
      return [true, false];
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>);
    case 'literal':
      return [...(def.values as unknown[])];
    case 'array': {
      const min = Math.max(
        0,
        ...checksOf(def)
          .filter((c) => c.check === 'min_length')
          .map((c) => Number(c.minimum)),
      );
      const el = candidates(def.element, depth + 1).find((v) => valid(def.element, v));
      return [Array.from({ length: Math.max(min, 1) }, () => el), []];
    }
    case 'object': {
      const shape = (schema as { shape: Record<string, unknown> }).shape;
      const pick = (field: unknown) => candidates(field, depth + 1).find((v) => valid(field, v) && v !== undefined);
      const optional = (field: unknown) =>
        ['optional', 'default'].includes(defOf(field).type) || valid(field, undefined);
      const required = Object.fromEntries(
        Object.entries(shape)
          .filter(([, f]) => !optional(f))
          .map(([k, f]) => [k, pick(f)]),
      );
      const full = Object.fromEntries(
        Object.entries(shape)
          .map(([k, f]) => [k, pick(f)])
          .filter(([, v]) => v !== undefined),
      );
      return [required, full, {}];
    }
    case 'optional':
    case 'default':
      return [...inner('innerType'), undefined];
    case 'nullable':
      return [...inner('innerType'), null];
    case 'pipe':
      return inner('in');
    case 'union':
      return (def.options as unknown[]).flatMap((o) => candidates(o, depth + 1));
    case 'record':
      return [{}];
    case 'tuple': {
      // A fixed-length array (a score table's [lower, upper] row): one valid value per item.
      const items = def.items as unknown[];
      return [items.map((item) => candidates(item, depth + 1).find((v) => valid(item, v)))];
    }
    default:
      return [undefined];
  }
};
/** A minimal valid value for a zod schema (or undefined), so requests get past validation and reach the handler. */
export const sampleOf = (schema: unknown): unknown => candidates(schema).find((v) => valid(schema, v));

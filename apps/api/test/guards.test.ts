import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccess, undeclaredRoutes } from '../src/http/access.ts';
import { call, createTestTenant, type TestApp } from './helpers.ts';
import {
  apiRoutesOf,
  createRoleUsers,
  createRouteCollectingApp,
  fillUrl,
  isPublic,
  passesAccess,
  randomIp,
  ROLE_SETS,
  type ApiRoute,
  type RoleUsers,
} from './route-walk.ts';

let app: TestApp;
let routes: ApiRoute[];
let undeclaredAtStart: string[];
beforeAll(async () => {
  const built = await createRouteCollectingApp();
  app = built.app;
  routes = apiRoutesOf(built.routes);
  undeclaredAtStart = [...undeclaredRoutes];
});
afterAll(async () => app?.close());

describe('every API route declares who may call it', () => {
  it('finds the routes (the collector sees the app)', () => {
    expect(routes.map((r) => r.name)).toEqual(
      expect.arrayContaining(['POST /api/login', 'GET /api/me', 'POST /api/set-url']),
    );
    console.info(`guards: ${routes.length} API routes, ${routes.filter(isPublic).length} public`);
  });

  it('no /api route lacks config.access', () => {
    expect(undeclaredAtStart).toEqual([]);
    const missing = routes.filter((r) => !r.access).map((r) => r.name);
    expect(missing, `routes without config.access: ${missing.join(', ')}`).toEqual([]);
  });

  it('the start-up check refuses a route without a declaration', async () => {
    const bare = Fastify({ logger: false });
    registerAccess(bare);
    const attempt = async () => {
      bare.get('/api/guards-test-undeclared', async () => 'no');
      await bare.ready();
    };
    await expect(attempt()).rejects.toThrow(/declares no access rule/);
    expect(undeclaredRoutes).toContain('GET /api/guards-test-undeclared');
    await bare.close().catch(() => undefined);
  });

  it('routes outside /api and the OpenAPI pages need no declaration', async () => {
    const bare = Fastify({ logger: false });
    registerAccess(bare);
    bare.get('/health-guards-test', async () => 'ok');
    bare.get('/api/docs/guards-test', async () => 'ok');
    await bare.ready();
    expect((await bare.inject({ url: '/health-guards-test' })).statusCode).toBe(200);
    await bare.close();
  });
});

describe('deny by default', () => {
  let users: RoleUsers;
  beforeAll(async () => {
    users = await createRoleUsers(app);
  });

  it('every non-public route answers 401 unauthenticated without a token, or with an unknown one', async () => {
    const tenant = await createTestTenant(app);
    const failures: string[] = [];
    for (const route of routes.filter((r) => !isPublic(r))) {
      for (const authorization of [
        undefined,
        'Bearer not-a-real-token-0123456789abcdef0123456789',
        'Basic dXNlcjpwYXNz',
      ]) {
        const res = await call<{ code?: string }>(app, {
          method: route.method as 'GET',
          url: fillUrl(route.url),
          headers: { 'x-tenant': tenant.slug, ...(authorization ? { authorization } : {}) },
          remoteAddress: randomIp(),
        });
        if (res.status !== 401 || res.body?.code !== 'unauthenticated')
          failures.push(
            `${route.name} (${authorization ? authorization.split(' ')[0] : 'no token'}): ${res.status} ${res.body?.code}`,
          );
      }
    }
    expect(failures).toEqual([]);
  });

  it('a signed-in user whose roles do not fit a role-restricted route gets 403 forbidden', async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const route of routes.filter((r) => !isPublic(r) && r.access !== 'user')) {
      for (const [role, roles] of Object.entries(ROLE_SETS)) {
        if (passesAccess(roles, route.access)) continue;
        const user = users.byRole[role]!;
        checked++;
        const res = await call<{ code?: string }>(app, {
          method: route.method as 'GET',
          url: fillUrl(route.url),
          headers: user.headers,
          remoteAddress: randomIp(),
        });
        if (res.status !== 403 || res.body?.code !== 'forbidden')
          failures.push(`${route.name} as ${role}: ${res.status} ${res.body?.code}`);
      }
    }
    console.info(`guards: ${checked} (route, role) pairs refused as they should be`);
    expect(failures).toEqual([]);
  });
});

import Fastify, { type FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { AuthUser } from '../modules/auth/session-cache.ts';
import { registerAccess, type Access, type SignedInRequest } from './access.ts';

/**
 * `req.user` follows the route's declared access. The handlers' type assertions are checked by
 * `npm run typecheck` (tsc includes this file); the tests run a route to show the type is backed by the guard.
 */
const typedRoutes = (fastify: FastifyInstance, widened: Access) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const admins = { access: ['super_admin', 'company_admin'] } as const;
  const access = 'user' as const;
  const actorOf = (req: SignedInRequest) => req.user;

  app.get('/typed/user', { config: { access: 'user' } }, (req) => {
    expectTypeOf(req.user).toEqualTypeOf<AuthUser>();
    return actorOf(req).id;
  });
  app.get('/typed/role', { config: { access: 'teacher', rateLimit: { max: 1, timeWindow: '1 minute' } } }, (req) => {
    expectTypeOf(req.user).toEqualTypeOf<AuthUser>();
    return req.user.id;
  });
  app.get('/typed/roles', { config: admins }, (req) => {
    expectTypeOf(req.user).toEqualTypeOf<AuthUser>();
    return req.user.id;
  });
  app.get('/typed/shared', { config: { access } }, (req) => {
    expectTypeOf(req.user).toEqualTypeOf<AuthUser>();
    return req.user.id;
  });
  app.get('/typed/public', { config: { access: 'public' } }, (req) => {
    expectTypeOf(req.user).toEqualTypeOf<AuthUser | null>();
    // @ts-expect-error a public route's helper cannot take it as signed in
    return actorOf(req).id;
  });
  // An access known only as `Access` may be 'public': it stays nullable.
  app.get('/typed/widened', { config: { access: widened } }, (req) => {
    expectTypeOf(req.user).toEqualTypeOf<AuthUser | null>();
    return req.user?.id ?? null;
  });
  app.addHook('preValidation', async (req) => {
    expectTypeOf(req.user).toEqualTypeOf<AuthUser | null>();
  });
};

describe('config.access types req.user', () => {
  it('registers the typed routes (their types are checked by tsc)', async () => {
    const app = Fastify({ logger: false });
    app.decorateRequest('user', null);
    registerAccess(app);
    typedRoutes(app, 'user');
    await app.ready();
    expect(app.hasRoute({ method: 'GET', url: '/typed/user' })).toBe(true);
    await app.close();
  });

  it('a route outside /api that declares an access is checked too, so its type holds', async () => {
    const app = Fastify({ logger: false });
    app.decorateRequest('user', null);
    registerAccess(app);
    let reached = false;
    app.get('/outside-api', { config: { access: 'user' } }, (req) => {
      reached = true;
      return req.user.id;
    });
    app.get('/outside-api/undeclared', async () => 'ok');
    await app.ready();
    expect((await app.inject({ url: '/outside-api' })).statusCode).not.toBe(200);
    expect(reached).toBe(false);
    expect((await app.inject({ url: '/outside-api/undeclared' })).statusCode).toBe(200);
    await app.close();
  });
});

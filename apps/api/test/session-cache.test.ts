import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { withTenant } from '../src/db/with-tenant.ts';
import { randomToken, sha256 } from '../src/lib/tokens.ts';
import { authenticateToken } from '../src/modules/auth/auth.service.ts';
import { SESSION_CACHE_MS } from '../src/modules/auth/session-cache.ts';
import { insertOneTimeToken } from '../src/modules/auth/tokens.repository.ts';
import { updateUserRow } from '../src/modules/users/users.repository.ts';
import {
  call,
  createTestApp,
  createTestTenant,
  createTestUser,
  TEST_PASSWORD,
  type TestApp,
  type TestUser,
} from './helpers.ts';
import { mainTenant } from './route-walk.ts';

/**
 * The session cache (decision 0011): a token answers from memory for a few seconds, yet whatever this
 * process changes shows on the very next request: revoked tokens stop working, new roles, Pro, language and
 * e-mail apply. Every check first uses the token, so the answer it checks would come from the cache.
 */
let app: TestApp;
let superAdmin: TestUser;
beforeAll(async () => {
  app = await createTestApp();
  superAdmin = await createTestUser(app, await mainTenant(app), { roles: ['super_admin'] });
});
afterAll(async () => app?.close());
afterEach(() => {
  vi.useRealTimers();
});

let ip = 0;
const me = (headers: Record<string, string>) =>
  call(app, { url: '/api/me', headers, remoteAddress: `198.51.100.${(ip++ % 250) + 1}` });
/** Uses the token twice (the second answer is the cached one) and checks it works. */
const primed = async (user: TestUser) => {
  expect((await me(user.headers)).status).toBe(200);
  expect((await me(user.headers)).status).toBe(200);
  return user;
};
const session = (user: TestUser) => authenticateToken(app.deps, user.tenant, user.token);

describe('session cache: revoked tokens stop working at once in this process', () => {
  it('logout', async () => {
    const user = await primed(await createTestUser(app, await createTestTenant(app)));
    expect((await call(app, { method: 'POST', url: '/api/logout', headers: user.headers })).status).toBe(200);
    expect((await me(user.headers)).status).toBe(401);
  });

  it('a new login on the same device replaces the token', async () => {
    const user = await primed(await createTestUser(app, await createTestTenant(app)));
    // createTestUser's token is the device `test`'s.
    const login = await call<{ access_token: string }>(app, {
      method: 'POST',
      url: '/api/login',
      headers: { 'x-tenant': user.tenant.slug },
      payload: { username: user.username, password: TEST_PASSWORD, device_name: 'test' },
    });
    expect(login.status).toBe(200);
    expect((await me(user.headers)).status).toBe(401);
    expect((await me({ ...user.headers, authorization: `Bearer ${login.body.access_token}` })).status).toBe(200);
  });

  it('a password reset signs out every device', async () => {
    const user = await primed(await createTestUser(app, await createTestTenant(app)));
    const link = randomToken();
    await withTenant(app.deps.db, user.tenant.id, (tx) =>
      insertOneTimeToken(tx, {
        userId: user.id,
        purpose: 'reset_password',
        tokenHash: sha256(link),
        expiresAt: new Date(Date.now() + 3_600_000),
      }),
    );
    const reset = await call(app, {
      method: 'POST',
      url: '/api/reset-password',
      headers: { 'x-tenant': user.tenant.slug },
      payload: { token: link, password: 'Battery-staple-42', password_confirmation: 'Battery-staple-42' },
    });
    expect(reset.status).toBe(200);
    expect((await me(user.headers)).status).toBe(401);
  });

  it('account deletion', async () => {
    const user = await primed(await createTestUser(app, await createTestTenant(app)));
    expect(
      (await call(app, { method: 'DELETE', url: `/api/account/destroy/${user.id}`, headers: user.headers })).status,
    ).toBe(200);
    expect((await me(user.headers)).status).toBe(401);
  });
});

describe('session cache: changes of the cached fields show at once in this process', () => {
  it('roles set by a super admin decide the very next request', async () => {
    const user = await primed(await createTestUser(app, await createTestTenant(app)));
    const students = () => call(app, { url: '/api/auth/students', headers: user.headers });
    const setRoles = (roles: string[]) =>
      call(app, {
        method: 'PATCH',
        url: `/api/admin/users/${user.id}/roles`,
        headers: superAdmin.headers,
        payload: { roles },
      });
    expect((await students()).status).toBe(403);
    expect((await setRoles(['teacher'])).status).toBe(200);
    expect((await students()).status).toBe(200);
    expect((await setRoles([])).status).toBe(200);
    expect((await students()).status).toBe(403);
  });

  it('language and e-mail from the profile, Pro from any write of the user row', async () => {
    const user = await primed(await createTestUser(app, await createTestTenant(app)));
    expect((await session(user))?.lang).toBe('en');
    expect(
      (await call(app, { method: 'PATCH', url: '/api/lang', headers: user.headers, payload: { lang: 'tw' } })).status,
    ).toBe(200);
    expect((await session(user))?.lang).toBe('tw');
    const email = `renamed-${user.username}@example.test`;
    expect(
      (await call(app, { method: 'PATCH', url: '/api/basic/profile', headers: user.headers, payload: { email } }))
        .status,
    ).toBe(200);
    expect((await session(user))?.email).toBe(email);
    await withTenant(app.deps.db, user.tenant.id, (tx) => updateUserRow(tx, user.id, { proExpiredAt: '2999-01-01' }));
    expect((await session(user))?.pro_expired_at).toBe('2999-01-01');
  });
});

describe('session cache: the cross-process window', () => {
  it('a change made elsewhere (another API process, plain SQL) shows once the window has passed', async () => {
    const user = await primed(await createTestUser(app, await createTestTenant(app)));
    // As another process would: straight to the table, past this process's repositories.
    await withTenant(app.deps.db, user.tenant.id, (tx) =>
      tx.execute(sql`delete from access_tokens where user_id = ${user.id}`),
    );
    expect((await me(user.headers)).status).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + SESSION_CACHE_MS);
    expect((await me(user.headers)).status).toBe(401);
  });
});

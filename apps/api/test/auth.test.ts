import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createTestTenant, createTestUser, TEST_PASSWORD, type TestApp } from './helpers.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app?.close());

describe('login', () => {
  it('logs in by e-mail or username and shows the session user', async () => {
    const tenant = await createTestTenant(app);
    const user = await createTestUser(app, tenant);
    for (const id of [{ email: user.email }, { username: user.username }]) {
      const res = await call<{ access_token: string; user: { id: string } }>(app, {
        method: 'POST',
        url: '/api/login',
        headers: { 'x-tenant': tenant.slug },
        payload: { ...id, password: TEST_PASSWORD, device_name: 'web' },
      });
      expect(res.status).toBe(200);
      expect(res.body.user.id).toBe(user.id);
      expect(res.body.access_token.length).toBeGreaterThanOrEqual(43);
    }
  });

  it('refuses a wrong password with the localized incorrect_credentials', async () => {
    const tenant = await createTestTenant(app);
    const user = await createTestUser(app, tenant);
    const res = await call<{ code: string; message: string }>(app, {
      method: 'POST',
      url: '/api/login',
      headers: { 'x-tenant': tenant.slug, 'accept-language': 'zh-CN' },
      payload: { email: user.email, password: 'wrong-password' },
    });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('incorrect_credentials');
    expect(res.body.message).toBe('邮箱或密码错误！');
  });

  it('a token only works with its own tenant', async () => {
    const a = await createTestTenant(app);
    const b = await createTestTenant(app);
    const user = await createTestUser(app, a);
    expect((await call(app, { url: '/api/me', headers: user.headers })).status).toBe(200);
    const other = await call<{ code: string }>(app, {
      url: '/api/me',
      headers: { ...user.headers, 'x-tenant': b.slug },
    });
    expect(other.status).toBe(401);
    expect(other.body.code).toBe('unauthenticated');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminFeedbackView, ErrorBody } from '@prepwell/contracts';
import { call, createTestApp, createTestTenant, createTestUser, type TestApp, type TestUser } from './helpers.ts';
import { TINY_PNG } from './multipart.ts';
import { mainTenant, randomIp } from './route-walk.ts';

let app: TestApp;
let superAdmin: TestUser;
beforeAll(async () => {
  app = await createTestApp();
  superAdmin = await createTestUser(app, await mainTenant(app), { roles: ['super_admin'] });
});
afterAll(async () => app?.close());

const post = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  call<{ id: string } & ErrorBody>(app, {
    method: 'POST',
    url: '/api/feedback',
    headers,
    payload,
    remoteAddress: randomIp(),
  });
const list = () => call<AdminFeedbackView[]>(app, { url: '/api/admin/feedback', headers: superAdmin.headers });

describe('feedback', () => {
  it('takes a report from anyone, with the user and a screenshot when given', async () => {
    const tenant = await createTestTenant(app);
    const user = await createTestUser(app, tenant);
    const anonymous = await post(
      { 'x-tenant': tenant.slug },
      { type: 'recommendation', page: '/plans', details: 'More SAT drills please' },
    );
    expect(anonymous.status).toBe(200);
    const screenshot = `data:image/png;base64,${TINY_PNG.toString('base64')}`;
    const signed = await post(user.headers, {
      type: 'bug',
      page: '/student/dashboard',
      details: 'The chart is empty',
      screenshot,
    });
    expect(signed.status).toBe(200);

    const entries = (await list()).body;
    const bug = entries.find((e) => e.id === signed.body.id)!;
    expect(bug).toMatchObject({ type: 'bug', tenant: tenant.slug, user: { id: user.id, email: user.email } });
    expect(bug.screenshot).toMatch(new RegExp(`^/uploads/${tenant.id}/`));
    expect((await app.inject({ url: bug.screenshot! })).statusCode).toBe(200);
    expect(entries.find((e) => e.id === anonymous.body.id)).toMatchObject({ user: null, screenshot: null });
    expect(entries.findIndex((e) => e.id === signed.body.id)).toBeLessThan(
      entries.findIndex((e) => e.id === anonymous.body.id),
    );
  });

  it('refuses bad input and a screenshot that is not an image, storing nothing', async () => {
    const tenant = await createTestTenant(app);
    const before = (await list()).body.length;
    const empty = await post({ 'x-tenant': tenant.slug }, { type: 'bug', page: '/x', details: '  ' });
    expect(empty.status).toBe(422);
    expect(empty.body.fieldErrors?.map((f) => f.path)).toEqual(['details']);
    expect((await post({ 'x-tenant': tenant.slug }, { type: 'praise', page: '/x', details: 'hi' })).status).toBe(422);
    const fake = `data:image/png;base64,${Buffer.from('<html>not a picture</html>').toString('base64')}`;
    const refused = await post(
      { 'x-tenant': tenant.slug },
      { type: 'bug', page: '/x', details: 'look', screenshot: fake },
    );
    expect(refused.status).toBe(415);
    expect(refused.body.code).toBe('unsupported_file_type');
    expect((await list()).body.length).toBe(before);
  });

  it('is listed for super admins only', async () => {
    const tenant = await createTestTenant(app);
    const admin = await createTestUser(app, tenant, { roles: ['organization_admin'] });
    expect((await call(app, { url: '/api/admin/feedback', headers: admin.headers })).status).toBe(403);
    expect((await call(app, { url: '/api/admin/feedback', headers: { 'x-tenant': tenant.slug } })).status).toBe(401);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardView } from '@prepwell/contracts';
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
import { acceptParentRequests } from './parent-links-fixture.ts';
import { register } from './referral-fixture.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app?.close());

const dashboard = async (user: TestUser) => {
  const res = await call<DashboardView>(app, { url: '/api/dashboard', headers: user.headers });
  expect(res.status).toBe(200);
  return res.body;
};
const statsOf = (view: DashboardView) => Object.fromEntries(view.stats.map((s) => [s.key, s.value]));
const checklistOf = (view: DashboardView) => Object.fromEntries(view.checklist.map((c) => [c.key, c.done]));
const login = (user: TestUser) =>
  call(app, {
    method: 'POST',
    url: '/api/login',
    headers: { 'x-tenant': user.tenant.slug },
    payload: { email: user.email, password: TEST_PASSWORD, device_name: 'web' },
  });

describe('GET /dashboard', () => {
  it('needs a login', async () => {
    const tenant = await createTestTenant(app);
    expect((await call(app, { url: '/api/dashboard', headers: { 'x-tenant': tenant.slug } })).status).toBe(401);
  });

  it("shows a student's checklist, figures and own activity", async () => {
    const tenant = await createTestTenant(app);
    const student = await createTestUser(app, tenant, { verified: false });
    const classmate = await createTestUser(app, tenant);
    await login(student);
    await login(student);
    await login(classmate);
    const view = await dashboard(student);
    expect(view.role).toBe('student');
    expect(checklistOf(view)).toEqual({ email_verified: false, binding_finished: false, avatar: false });
    expect(statsOf(view)).toEqual({ days_since_joining: 0, logins: 2, activity_7d: 2 });
    expect(view.recent.map((r) => r.key)).toEqual(['login', 'login']);

    await call(app, {
      method: 'POST',
      url: '/api/bind-student',
      headers: student.headers,
      payload: { school: 'A', phone: '5551234567' },
    });
    expect(checklistOf(await dashboard(student)).binding_finished).toBe(true);
  });

  it('counts the registration as the first sign-in (issue 17: not "Sign-ins 0" on the first visit)', async () => {
    const tenant = await createTestTenant(app);
    const student = await register(app, tenant, {});
    const first = await call<DashboardView>(app, { url: '/api/dashboard', headers: student.headers });
    expect(statsOf(first.body).logins).toBe(1);
    expect(first.body.sign_ins).toBe(1);
    const signedIn = await call<{ access_token: string }>(app, {
      method: 'POST',
      url: '/api/login',
      headers: { 'x-tenant': tenant.slug },
      payload: { email: student.email, password: TEST_PASSWORD, device_name: 'web' },
    });
    expect(signedIn.status).toBe(200);
    const again = await call<DashboardView>(app, {
      url: '/api/dashboard',
      headers: { 'x-tenant': tenant.slug, authorization: `Bearer ${signedIn.body.access_token}` },
    });
    expect([statsOf(again.body).logins, again.body.sign_ins]).toEqual([2, 2]);
  });

  it("counts an educator's tenant only", async () => {
    const tenant = await createTestTenant(app);
    const other = await createTestTenant(app);
    const teacher = await createTestUser(app, tenant, { roles: ['teacher'] });
    await createTestUser(app, tenant, { roles: ['organization_admin'] });
    await createTestUser(app, tenant, { roles: ['parent'] });
    await createTestUser(app, tenant);
    await createTestUser(app, tenant, { firstName: 'Newest' });
    await createTestUser(app, other);
    const view = await dashboard(teacher);
    expect(view.role).toBe('educator');
    expect(statsOf(view)).toEqual({ students: 2, teachers: 2, parents: 1, new_users_7d: 5 });
    expect(view.recent).toHaveLength(5);
    expect(view.recent.every((r) => r.key === 'registered')).toBe(true);
  });

  it("shows a parent's children and their activity", async () => {
    const tenant = await createTestTenant(app);
    const parent = await createTestUser(app, tenant, { roles: ['parent'] });
    const child = await createTestUser(app, tenant, { firstName: 'Kiddo' });
    const unverified = await createTestUser(app, tenant, { verified: false });
    await call(app, {
      method: 'POST',
      url: '/api/bind-parent',
      headers: parent.headers,
      payload: { phone: '5551234567', student_emails: [child.email, unverified.email] },
    });
    for (const student of [child, unverified]) await acceptParentRequests(app, student);
    await login(child);
    const view = await dashboard(parent);
    expect(view.role).toBe('parent');
    expect(statsOf(view)).toEqual({ children: 2, children_verified: 1, children_activity_7d: 1 });
    expect(view.children?.map((c) => c.id).sort()).toEqual([child.id, unverified.id].sort());
    expect(view.recent).toEqual([expect.objectContaining({ key: 'login', detail: 'Kiddo User' })]);
    expect(checklistOf(view).binding_finished).toBe(true);
  });

  it('gives a super admin platform figures', async () => {
    const superAdmin = await createTestUser(app, await mainTenant(app), { roles: ['super_admin'] });
    const tenant = await createTestTenant(app);
    await createTestUser(app, tenant);
    const view = await dashboard(superAdmin);
    expect(view.role).toBe('super_admin');
    const stats = statsOf(view);
    expect(stats.tenants).toBeGreaterThanOrEqual(2);
    expect(stats.users).toBeGreaterThanOrEqual(2);
    expect(stats.new_users_7d).toBeGreaterThanOrEqual(2);
    expect(view.recent.some((r) => r.detail?.endsWith(tenant.slug))).toBe(true);
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityLogPage, ErrorBody } from '@prepwell/contracts';
import { withTenant } from '../src/db/with-tenant.ts';
import type { TenantContext } from '../src/modules/tenants/tenants.service.ts';
import { logActivity } from '../src/modules/users/users.service.ts';
import { createTestApp, createTestTenant, createTestUser, type TestApp, type TestUser } from './helpers.ts';
import { asUser, createClassRow, newKey } from './organization-fixture.ts';
import { mainTenant } from './route-walk.ts';

/** Issue 5: activity logs — the platform's (super admins), a company's (its admins) and each user's own history. */

type Page = ActivityLogPage;

let app: TestApp;
let a: TenantContext;
let b: TenantContext;
let superAdmin: TestUser;
let adminA: TestUser;
let teacherA: TestUser;
let studentA: TestUser;
let adminB: TestUser;
let studentB: TestUser;
/** Makes this run's details unique, so cross-tenant filters find only them on a shared server database. */
const marker = `m${randomUUID().slice(0, 8)}`;

const log = (tenant: TenantContext, userId: string | null, action: string, detail: string | null = null) =>
  withTenant(app.deps.db, tenant.id, (tx) => logActivity(tx, userId, action, detail));

beforeAll(async () => {
  app = await createTestApp();
  a = await createTestTenant(app);
  b = await createTestTenant(app);
  superAdmin = await createTestUser(app, await mainTenant(app), { roles: ['super_admin'] });
  adminA = await createTestUser(app, a, { roles: ['organization_admin'], firstName: 'Ada' });
  teacherA = await createTestUser(app, a, { roles: ['teacher'], firstName: 'Tina' });
  studentA = await createTestUser(app, a, { firstName: 'Stella' });
  adminB = await createTestUser(app, b, { roles: ['organization_admin'] });
  studentB = await createTestUser(app, b, { firstName: 'Bea' });
  await log(a, studentA.id, 'login', `${marker}-phone`);
  await log(a, teacherA.id, 'profile_updated', 'teacher');
  await log(a, studentA.id, 'password_changed');
  await log(b, studentB.id, 'login', `${marker}-laptop`);
  await log(b, null, 'account_deleted', `Gone User <gone-${marker}@example.test>`);
});
afterAll(() => app.close());

const logs = (user: TestUser, query = '') =>
  asUser<Page & ErrorBody>(app, user, 'GET', `/api/activity-logs${query ? `?${query}` : ''}`);
const history = (user: TestUser, query = '') =>
  asUser<Page & ErrorBody>(app, user, 'GET', `/api/activity-log/history${query ? `?${query}` : ''}`);

describe('GET /api/activity-logs', () => {
  it("a super admin reads every tenant's log, newest first, with user and tenant; filters tenant_id, user_id, action, q", async () => {
    const all = await logs(superAdmin, `tenant_id=${a.id}`);
    expect(all.status).toBe(200);
    expect(all.body.data.map((l) => l.action)).toEqual(['password_changed', 'profile_updated', 'login']);
    expect(all.body).toMatchObject({ current_page: 1, per_page: 20, total: 3 });
    expect(all.body.data[2]).toMatchObject({
      tenant_slug: a.slug,
      detail: `${marker}-phone`,
      user: { id: studentA.id, name: 'Stella User', email: studentA.email },
    });
    const ofB = await logs(superAdmin, `tenant_id=${b.id}`);
    expect(ofB.body.data.map((l) => [l.tenant_slug, l.action, l.user?.id ?? null])).toEqual([
      [b.slug, 'account_deleted', null],
      [b.slug, 'login', studentB.id],
    ]);
    const everywhere = await logs(superAdmin, `action=login&q=${marker}`);
    expect(everywhere.body.data.map((l) => [l.tenant_slug, l.detail])).toEqual([
      [b.slug, `${marker}-laptop`],
      [a.slug, `${marker}-phone`],
    ]);
    expect((await logs(superAdmin, `action=password_changed&q=${marker}`)).body.total).toBe(0);
    expect((await logs(superAdmin, `user_id=${studentA.id}`)).body.data.map((l) => l.action)).toEqual([
      'password_changed',
      'login',
    ]);
    expect((await logs(superAdmin, `tenant_id=${a.id}&q=tina`)).body.data.map((l) => l.action)).toEqual([
      'profile_updated',
    ]);
    expect(
      (await logs(superAdmin, `q=${encodeURIComponent(`gone-${marker}@`)}`)).body.data.map((l) => l.tenant_slug),
    ).toEqual([b.slug]);
    expect((await logs(superAdmin, `tenant_id=${randomUUID()}`)).body).toMatchObject({ data: [], total: 0 });
  });

  it("a company admin reads their company's log only; another tenant's filter finds nothing", async () => {
    const own = await logs(adminA);
    expect(own.status).toBe(200);
    expect(own.body.data.every((l) => l.tenant_slug === a.slug)).toBe(true);
    expect(own.body.total).toBe(3);
    expect((await logs(adminA, `tenant_id=${b.id}`)).body).toMatchObject({ data: [], total: 0 });
    expect((await logs(adminA, `user_id=${studentB.id}`)).body.total).toBe(0);
    expect((await logs(adminA, 'action=login')).body.data.map((l) => l.user?.id)).toEqual([studentA.id]);
    expect((await logs(adminB)).body.data.map((l) => l.action)).toEqual(['account_deleted', 'login']);
  });

  it('pages 20 at a time', async () => {
    const c = await createTestTenant(app);
    const admin = await createTestUser(app, c, { roles: ['organization_admin'] });
    for (let i = 1; i <= 23; i++) await log(c, admin.id, `step_${String(i).padStart(2, '0')}`);
    const first = await logs(admin);
    expect(first.body).toMatchObject({ total: 23, per_page: 20, current_page: 1 });
    expect(first.body.data).toHaveLength(20);
    const second = await logs(admin, 'page=2');
    expect(second.body.data).toHaveLength(3);
    const seen = new Set([...first.body.data, ...second.body.data].map((l) => l.action));
    expect(seen.size).toBe(23);
  });

  it('teachers, students and a company admin of a tenant that is not a company are refused (403); bad filters 422', async () => {
    expect((await logs(teacherA)).status).toBe(403);
    expect((await logs(studentA)).status).toBe(403);
    const school = await createTestTenant(app, { isCompany: false });
    const schoolAdmin = await createTestUser(app, school, { roles: ['organization_admin'] });
    expect((await logs(schoolAdmin)).body.code).toBe('forbidden');
    for (const q of ['tenant_id=abc', 'user_id=1', 'page=0', `action=${'x'.repeat(61)}`])
      expect((await logs(superAdmin, q)).status).toBe(422);
  });

  it("records the company's points moves: the admin's gives under their name, a super admin's adjustment without naming them", async () => {
    const c = await createTestTenant(app);
    const admin = await createTestUser(app, c, { roles: ['organization_admin'], firstName: 'Ada' });
    const teacher = await createTestUser(app, c, { roles: ['teacher'], firstName: 'Tina' });
    const classId = await createClassRow(app, c, { name: 'Cohort', ownerId: teacher.id });
    const grantKey = newKey();
    await asUser(
      app,
      superAdmin,
      'POST',
      `/api/admin/companies/${c.id}/points`,
      { points: 30, notes: 'Budget' },
      grantKey,
    );
    await asUser(
      app,
      superAdmin,
      'POST',
      `/api/admin/companies/${c.id}/points`,
      { points: 30, notes: 'Budget' },
      grantKey,
    );
    await asUser(app, superAdmin, 'POST', `/api/admin/companies/${c.id}/points`, { points: -5 }, newKey());
    await asUser(
      app,
      admin,
      'POST',
      `/api/company/${c.id}/points/give`,
      { target: 'class', target_id: classId, points: 10 },
      newKey(),
    );
    await asUser(
      app,
      admin,
      'POST',
      `/api/company/${c.id}/points/give`,
      { target: 'teacher', target_id: teacher.id, points: 4 },
      newKey(),
    );
    const page = await logs(admin);
    expect(page.body.data.map((l) => [l.action, l.detail, l.user?.id ?? null])).toEqual([
      ['company_points_given', '4 → Tina User', admin.id],
      ['company_points_given', '10 → Cohort', admin.id],
      ['company_points_deducted', '5', null],
      ['company_points_added', '30 — Budget', null],
    ]);
    // The super admin's own history names the company; the replayed grant is not logged twice.
    const own = await history(superAdmin, `q=${c.slug}`);
    expect(own.body.data.map((l) => [l.action, l.detail, l.tenant_slug])).toEqual([
      ['company_points_deducted', `${c.slug}: 5`, 'main'],
      ['company_points_added', `${c.slug}: 30 — Budget`, 'main'],
    ]);
  });
});

describe('GET /api/activity-log/history', () => {
  it('every signed-in user reads their own recent activity only, newest first, paged; q searches it', async () => {
    const mine = await history(studentA);
    expect(mine.status).toBe(200);
    expect(mine.body.data.map((l) => l.action)).toEqual(['password_changed', 'login']);
    expect(mine.body.data.every((l) => l.user?.id === studentA.id)).toBe(true);
    expect((await history(teacherA)).body.data.map((l) => l.action)).toEqual(['profile_updated']);
    expect((await history(studentB)).body.data.map((l) => l.action)).toEqual(['login']);
    expect((await history(studentA, `q=${marker}`)).body.data.map((l) => l.action)).toEqual(['login']);
    expect((await history(superAdmin, `q=${marker}`)).body.total).toBe(0);
    expect((await history(studentA, 'page=2')).body).toMatchObject({ data: [], total: 2, current_page: 2 });
    expect((await history(studentA, 'page=x')).status).toBe(422);
    expect(
      (await app.inject({ method: 'GET', url: '/api/activity-log/history', headers: { 'x-tenant': a.slug } }))
        .statusCode,
    ).toBe(401);
  });
});

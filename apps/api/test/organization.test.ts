import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyClassPage, CompanyDetail, CompanySummary, CompanyUserPage, ErrorBody } from '@prepwell/contracts';
import type { z } from 'zod';
import type { TenantContext } from '../src/modules/tenants/tenants.service.ts';
import { createTestApp, createTestTenant, createTestUser, type TestApp, type TestUser } from './helpers.ts';
import { asUser, createClassRow, newKey } from './organization-fixture.ts';
import { mainTenant } from './route-walk.ts';

/** Issue 5: the company pages' API (list, detail, classes, users) and a company admin's user removal. */

type ClassPage = z.infer<typeof CompanyClassPage>;
type UserPage = z.infer<typeof CompanyUserPage>;

let app: TestApp;
let a: TenantContext;
let b: TenantContext;
let school: TenantContext;
let superAdmin: TestUser;
let adminA: TestUser;
let teacherA: TestUser;
let coTeacherA: TestUser;
let studentA: TestUser;
let parentA: TestUser;
let adminB: TestUser;
let teacherB: TestUser;
let classA: string;
let classB: string;

beforeAll(async () => {
  app = await createTestApp();
  a = await createTestTenant(app);
  b = await createTestTenant(app);
  school = await createTestTenant(app, { isCompany: false });
  superAdmin = await createTestUser(app, await mainTenant(app), { roles: ['super_admin'] });
  adminA = await createTestUser(app, a, { roles: ['organization_admin'], firstName: 'Ada' });
  teacherA = await createTestUser(app, a, { roles: ['teacher'], firstName: 'Tina' });
  coTeacherA = await createTestUser(app, a, { roles: ['teacher'], firstName: 'Cora' });
  studentA = await createTestUser(app, a, { firstName: 'Stella', studentProfile: true });
  parentA = await createTestUser(app, a, { roles: ['parent'], firstName: 'Paula' });
  adminB = await createTestUser(app, b, { roles: ['organization_admin'] });
  teacherB = await createTestUser(app, b, { roles: ['teacher'] });
  classA = await createClassRow(app, a, {
    name: 'SAT Spring Cohort',
    ownerId: teacherA.id,
    teacherIds: [coTeacherA.id],
    studentIds: [studentA.id],
  });
  await createClassRow(app, a, { name: 'ACT Weekend', ownerId: adminA.id });
  classB = await createClassRow(app, b, { name: 'B class', ownerId: teacherB.id });
});
afterAll(() => app.close());

describe('GET /api/company', () => {
  it('a company admin gets their own company with its figures; a super admin every company (never a tenant that is not one)', async () => {
    await asUser(app, superAdmin, 'POST', `/api/admin/companies/${a.id}/points`, { points: 70 }, newKey());
    const own = await asUser<CompanySummary[]>(app, adminA, 'GET', '/api/company');
    expect(own.status).toBe(200);
    expect(own.body).toEqual([
      expect.objectContaining({
        id: a.id,
        slug: a.slug,
        name: a.name,
        contact_email: 'owner@example.test',
        user_count: 5,
        class_count: 2,
        points: 70,
      }),
    ]);
    const all = await asUser<CompanySummary[]>(app, superAdmin, 'GET', '/api/company');
    expect(all.status).toBe(200);
    const ids = all.body.map((c) => c.id);
    expect(ids).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(ids).not.toContain(school.id);
    expect(ids).not.toContain((await mainTenant(app)).id);
    expect(all.body.find((c) => c.id === b.id)).toMatchObject({ user_count: 2, class_count: 1, points: 0 });
  });

  it('teachers, students and parents are refused (403); without a token 401; an admin of a tenant that is not a company sees none', async () => {
    for (const user of [teacherA, studentA, parentA])
      expect((await asUser(app, user, 'GET', '/api/company')).status).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/company', headers: { 'x-tenant': a.slug } })).statusCode).toBe(
      401,
    );
    const schoolAdmin = await createTestUser(app, school, { roles: ['organization_admin'] });
    expect((await asUser<CompanySummary[]>(app, schoolAdmin, 'GET', '/api/company')).body).toEqual([]);
    expect((await asUser(app, schoolAdmin, 'GET', `/api/company/${school.id}`)).status).toBe(404);
  });
});

describe('GET /api/company/:id', () => {
  it('its admin and super admins read the detail; another company (its admin asking), an unknown id or a tenant that is not a company → 404', async () => {
    const own = await asUser<CompanyDetail>(app, adminA, 'GET', `/api/company/${a.id}`);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({
      id: a.id,
      exam_name: 'SAT',
      theme_color: '#224488',
      host_names: [],
      teacher_count: 3,
      student_count: 1,
      parent_count: 1,
      class_count: 2,
    });
    expect((await asUser<CompanyDetail>(app, superAdmin, 'GET', `/api/company/${b.id}`)).body).toMatchObject({
      id: b.id,
      teacher_count: 2,
      user_count: 2,
    });
    expect((await asUser<ErrorBody>(app, adminA, 'GET', `/api/company/${b.id}`)).body.code).toBe('not_found');
    expect((await asUser(app, adminB, 'GET', `/api/company/${a.id}`)).status).toBe(404);
    expect((await asUser(app, adminA, 'GET', `/api/company/${randomUUID()}`)).status).toBe(404);
    expect((await asUser(app, superAdmin, 'GET', `/api/company/${school.id}`)).status).toBe(404);
    expect((await asUser(app, superAdmin, 'GET', `/api/company/${(await mainTenant(app)).id}`)).status).toBe(404);
    expect((await asUser<ErrorBody>(app, adminA, 'GET', '/api/company/not-a-uuid')).status).toBe(404);
    expect((await asUser(app, teacherA, 'GET', `/api/company/${a.id}`)).status).toBe(403);
  });
});

describe('GET /api/company/:id/classes', () => {
  it("lists the company's classes newest first with teachers (owner first), students, coins and the caller's role", async () => {
    await asUser(app, superAdmin, 'POST', `/api/admin/companies/${a.id}/points`, { points: 50 }, newKey());
    expect(
      (
        await asUser(
          app,
          adminA,
          'POST',
          `/api/company/${a.id}/points/give`,
          { target: 'class', target_id: classA, points: 15 },
          newKey(),
        )
      ).status,
    ).toBe(200);
    const page = await asUser<ClassPage>(app, adminA, 'GET', `/api/company/${a.id}/classes`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ current_page: 1, per_page: 20, total: 2 });
    expect(page.body.data.map((c) => c.name)).toEqual(['ACT Weekend', 'SAT Spring Cohort']);
    const sat = page.body.data[1]!;
    expect(sat).toMatchObject({
      id: classA,
      student_count: 1,
      coins: 15,
      my_role: 'admin',
      method: 'online',
      capacity: null,
    });
    expect(sat.teachers.map((t) => [t.name, t.role])).toEqual([
      ['Tina User', 'owner'],
      ['Cora User', 'teacher'],
    ]);
    expect(page.body.data[0]).toMatchObject({ my_role: 'owner', coins: 0, student_count: 0 });
    const searched = await asUser<ClassPage>(app, superAdmin, 'GET', `/api/company/${a.id}/classes?q=spring`);
    expect(searched.body.data.map((c) => c.id)).toEqual([classA]);
    expect(searched.body.data[0]!.my_role).toBe('admin');
    expect((await asUser<ClassPage>(app, adminA, 'GET', `/api/company/${a.id}/classes?page=2`)).body).toMatchObject({
      data: [],
      total: 2,
      current_page: 2,
    });
  });

  it("another company's classes → 404; a bad page → 422 (validation)", async () => {
    expect((await asUser(app, adminB, 'GET', `/api/company/${a.id}/classes`)).status).toBe(404);
    const own = await asUser<ClassPage>(app, adminB, 'GET', `/api/company/${b.id}/classes`);
    expect(own.body.data.map((c) => c.id)).toEqual([classB]);
    for (const q of ['page=0', 'page=abc', `q=${'x'.repeat(101)}`])
      expect((await asUser(app, adminA, 'GET', `/api/company/${a.id}/classes?${q}`)).status).toBe(422);
  });
});

describe('GET /api/company/:id/users', () => {
  it('pages the users newest first with roles and T-Coin balances; q and role filter', async () => {
    await asUser(app, superAdmin, 'POST', `/api/admin/companies/${a.id}/points`, { points: 5 }, newKey());
    await asUser(
      app,
      adminA,
      'POST',
      `/api/company/${a.id}/points/give`,
      { target: 'teacher', target_id: coTeacherA.id, points: 5 },
      newKey(),
    );
    const all = await asUser<UserPage>(app, adminA, 'GET', `/api/company/${a.id}/users`);
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(5);
    const cora = all.body.data.find((u) => u.id === coTeacherA.id)!;
    expect(cora).toMatchObject({
      name: 'Cora User',
      roles: ['teacher'],
      coins: 5,
      last_login_at: null,
      email: coTeacherA.email,
      username: coTeacherA.username,
    });
    expect(all.body.data.find((u) => u.id === studentA.id)).toMatchObject({ roles: ['student'], coins: 0 });
    const times = all.body.data.map((u) => u.created_at);
    expect([...times].sort().reverse()).toEqual(times);

    const teachers = await asUser<UserPage>(app, adminA, 'GET', `/api/company/${a.id}/users?role=teacher`);
    expect(teachers.body.data.map((u) => u.id).sort()).toEqual([teacherA.id, coTeacherA.id].sort());
    expect(
      (await asUser<UserPage>(app, adminA, 'GET', `/api/company/${a.id}/users?role=student`)).body.data.map(
        (u) => u.id,
      ),
    ).toEqual([studentA.id]);
    expect(
      (await asUser<UserPage>(app, adminA, 'GET', `/api/company/${a.id}/users?role=parent`)).body.data.map((u) => u.id),
    ).toEqual([parentA.id]);
    const byName = await asUser<UserPage>(app, superAdmin, 'GET', `/api/company/${a.id}/users?q=paula`);
    expect(byName.body.data.map((u) => u.id)).toEqual([parentA.id]);
    expect(
      (await asUser<UserPage>(app, adminA, 'GET', `/api/company/${a.id}/users?q=${encodeURIComponent('50%_')}`)).body
        .total,
    ).toBe(0);
  });

  it("another company's users → 404; a bad role or page → 422 (validation)", async () => {
    expect((await asUser(app, adminA, 'GET', `/api/company/${b.id}/users`)).status).toBe(404);
    expect((await asUser(app, adminA, 'GET', `/api/company/${a.id}/users?role=super_admin`)).status).toBe(422);
    expect((await asUser(app, adminA, 'GET', `/api/company/${a.id}/users?page=-1`)).status).toBe(422);
    const bUsers = await asUser<UserPage>(app, adminB, 'GET', `/api/company/${b.id}/users`);
    expect(bUsers.body.data.map((u) => u.id).sort()).toEqual([adminB.id, teacherB.id].sort());
  });
});

describe('DELETE /api/company/users/:id', () => {
  it("a company admin removes their company's student or teacher, never another tenant's user, a super admin, another company admin or themself", async () => {
    const c = await createTestTenant(app);
    const admin = await createTestUser(app, c, { roles: ['organization_admin'] });
    const otherAdmin = await createTestUser(app, c, { roles: ['organization_admin'] });
    const student = await createTestUser(app, c);
    const teacher = await createTestUser(app, c, { roles: ['teacher'] });
    expect((await asUser<ErrorBody>(app, admin, 'DELETE', `/api/company/users/${teacherB.id}`)).body.code).toBe(
      'not_found',
    );
    expect((await asUser(app, admin, 'DELETE', `/api/company/users/${superAdmin.id}`)).status).toBe(404);
    expect((await asUser(app, admin, 'DELETE', `/api/company/users/${randomUUID()}`)).status).toBe(404);
    expect((await asUser<ErrorBody>(app, admin, 'DELETE', `/api/company/users/${otherAdmin.id}`)).body.code).toBe(
      'forbidden',
    );
    expect((await asUser(app, admin, 'DELETE', `/api/company/users/${admin.id}`)).status).toBe(403);
    expect((await asUser(app, admin, 'DELETE', '/api/company/users/nope')).status).toBe(404);
    expect((await asUser(app, teacher, 'DELETE', `/api/company/users/${student.id}`)).status).toBe(403);
    expect((await asUser(app, superAdmin, 'DELETE', `/api/company/users/${student.id}`)).status).toBe(403);

    expect((await asUser(app, admin, 'DELETE', `/api/company/users/${student.id}`)).body).toEqual({ ok: true });
    expect((await asUser(app, admin, 'DELETE', `/api/company/users/${teacher.id}`)).body).toEqual({ ok: true });
    const left = await asUser<UserPage>(app, admin, 'GET', `/api/company/${c.id}/users`);
    expect(left.body.data.map((u) => u.id).sort()).toEqual([admin.id, otherAdmin.id].sort());
    expect((await asUser(app, admin, 'DELETE', `/api/company/users/${student.id}`)).status).toBe(404);
    // Tenant B lost nobody.
    expect((await asUser<UserPage>(app, adminB, 'GET', `/api/company/${b.id}/users`)).body.total).toBe(2);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody, TenantAdminView, UserPage, UserSummary } from '@prepwell/contracts';
import { withTenant } from '../src/db/with-tenant.ts';
import { getTenantById } from '../src/modules/tenants/tenants.service.ts';
import { selectRoles, selectUserById } from '../src/modules/users/users.repository.ts';
import { selectUploadByPath } from '../src/modules/profile/profile.repository.ts';
import { call, createTestApp, createTestTenant, createTestUser, type TestApp, type TestUser } from './helpers.ts';
import { multipartFile, TINY_PNG } from './multipart.ts';
import { mainTenant } from './route-walk.ts';

let app: TestApp;
let superAdmin: TestUser;
beforeAll(async () => {
  app = await createTestApp();
  superAdmin = await createTestUser(app, await mainTenant(app), { roles: ['super_admin'] });
});
afterAll(async () => app?.close());

const as = <T>(user: TestUser, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  call<T>(app, {
    method,
    url,
    headers: user.headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
const fieldsOf = (body: ErrorBody) => [...new Set((body.fieldErrors ?? []).map((f) => f.path))];
const exists = (user: TestUser) =>
  withTenant(app.deps.db, user.tenant.id, async (tx) => !!(await selectUserById(tx, user.id)));
const rolesOf = (user: TestUser) => withTenant(app.deps.db, user.tenant.id, (tx) => selectRoles(tx, user.id));
const uniq = () => Math.random().toString(36).slice(2, 10);

describe('companies', () => {
  it('lists, creates, reads and edits tenants with host names and user counts', async () => {
    const tenant = await createTestTenant(app);
    await createTestUser(app, tenant);
    await createTestUser(app, tenant);
    const list = await as<TenantAdminView[]>(superAdmin, 'GET', '/api/admin/companies');
    expect(list.status).toBe(200);
    expect(list.body.find((t) => t.id === tenant.id)).toMatchObject({ slug: tenant.slug, user_count: 2 });
    expect(list.body.some((t) => t.slug === 'main')).toBe(true);

    const slug = `co-${uniq()}`;
    const input = {
      slug,
      name: 'Bright Tutors',
      exam_name: 'SAT',
      theme_color: '#aa3366',
      tab_name: 'Bright',
      isCompany: true,
      host_names: [`${slug}.example.test`],
      settings: { currency: 'TWD', instructorCode: 'BRIGHT-1' },
    };
    const created = await as<TenantAdminView>(superAdmin, 'POST', '/api/admin/companies', input);
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      slug,
      host_names: [`${slug}.example.test`],
      user_count: 0,
      settings: { currency: 'TWD', attemptsPerTest: 3 },
    });

    const again = await as<ErrorBody>(superAdmin, 'POST', '/api/admin/companies', input);
    expect(again.body.code).toBe('slug_taken');
    expect(fieldsOf(again.body)).toEqual(['slug']);
    const hostTaken = await as<ErrorBody>(superAdmin, 'PATCH', `/api/admin/companies/${tenant.id}`, {
      host_names: [`${slug}.example.test`],
    });
    expect(hostTaken.body.code).toBe('host_name_taken');
    expect(fieldsOf(hostTaken.body)).toEqual(['host_names']);
    const slugTaken = await as<ErrorBody>(superAdmin, 'PATCH', `/api/admin/companies/${tenant.id}`, { slug });
    expect(slugTaken.body.code).toBe('slug_taken');
    const bad = await as<ErrorBody>(superAdmin, 'PATCH', `/api/admin/companies/${tenant.id}`, {
      theme_color: 'red',
      settings: { attemptsPerTest: 0 },
    });
    expect(bad.status).toBe(422);
    expect(fieldsOf(bad.body)).toEqual(expect.arrayContaining(['theme_color', 'settings.attemptsPerTest']));
    expect((await getTenantById(app.deps.db, tenant.id)).themeColor).toBe('#224488');

    const edited = await as<TenantAdminView>(superAdmin, 'PATCH', `/api/admin/companies/${tenant.id}`, {
      name: 'Renamed',
      settings: { freeFullTestsPerDay: 4 },
    });
    expect(edited.body).toMatchObject({
      name: 'Renamed',
      user_count: 2,
      settings: { freeFullTestsPerDay: 4, instructorCode: 'TEACH-CODE' },
    });
    expect((await as<TenantAdminView>(superAdmin, 'GET', `/api/admin/companies/${tenant.id}`)).body.name).toBe(
      'Renamed',
    );
    // A patch changes only what it names: the new company's host names and settings survive a rename.
    const renamed = await as<TenantAdminView>(superAdmin, 'PATCH', `/api/admin/companies/${created.body.id}`, {
      name: 'Bright Tutors Ltd',
    });
    expect(renamed.body).toMatchObject({
      name: 'Bright Tutors Ltd',
      host_names: [`${slug}.example.test`],
      settings: { currency: 'TWD', instructorCode: 'BRIGHT-1' },
    });
    expect((await as(superAdmin, 'GET', '/api/admin/companies/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('is for super admins only', async () => {
    const tenant = await createTestTenant(app);
    const admin = await createTestUser(app, tenant, { roles: ['organization_admin'] });
    expect((await as(admin, 'GET', '/api/admin/companies')).status).toBe(403);
    expect((await as(admin, 'PATCH', `/api/admin/companies/${tenant.id}`, { name: 'Mine' })).status).toBe(403);
    expect((await getTenantById(app.deps.db, tenant.id)).name).not.toBe('Mine');
  });

  it('uploads a logo and an icon as uploads of that tenant', async () => {
    const tenant = await createTestTenant(app);
    const file = multipartFile(TINY_PNG);
    const res = await call<TenantAdminView>(app, {
      method: 'POST',
      url: `/api/admin/companies/${tenant.id}/logo`,
      headers: { ...superAdmin.headers, ...file.headers },
      payload: file.payload,
    });
    expect(res.status).toBe(200);
    expect(res.body.logo).toMatch(new RegExp(`^/uploads/${tenant.id}/`));
    const row = await withTenant(app.deps.db, tenant.id, (tx) =>
      selectUploadByPath(tx, res.body.logo!.slice('/uploads/'.length)),
    );
    expect(row?.kind).toBe('logo');
    const icon = multipartFile(TINY_PNG);
    const withIcon = await call<TenantAdminView>(app, {
      method: 'POST',
      url: `/api/admin/companies/${tenant.id}/icon`,
      headers: { ...superAdmin.headers, ...icon.headers },
      payload: icon.payload,
    });
    expect(withIcon.body.icon).toMatch(/^\/uploads\//);
    expect((await app.inject({ url: withIcon.body.icon! })).statusCode).toBe(200);

    const text = multipartFile(Buffer.from('not an image at all'));
    const refused = await call<ErrorBody>(app, {
      method: 'POST',
      url: `/api/admin/companies/${tenant.id}/logo`,
      headers: { ...superAdmin.headers, ...text.headers },
      payload: text.payload,
    });
    expect(refused.status).toBe(415);
    expect((await getTenantById(app.deps.db, tenant.id)).logo).toBe(res.body.logo);
    const missing = multipartFile(TINY_PNG);
    const unknown = await call(app, {
      method: 'POST',
      url: '/api/admin/companies/00000000-0000-4000-8000-000000000000/logo',
      headers: { ...superAdmin.headers, ...missing.headers },
      payload: missing.payload,
    });
    expect(unknown.status).toBe(404);
  });
});

describe('users across tenants', () => {
  it('pages, searches and filters by tenant and role', async () => {
    const tenant = await createTestTenant(app);
    for (let i = 0; i < 21; i++) await createTestUser(app, tenant);
    const teacher = await createTestUser(app, tenant, { roles: ['teacher'], firstName: 'Quincy' });
    const page1 = await as<UserPage>(superAdmin, 'GET', `/api/admin/user?tenant=${tenant.slug}`);
    expect(page1.body).toMatchObject({ current_page: 1, per_page: 20, total: 22 });
    expect(page1.body.data).toHaveLength(20);
    expect(page1.body.data[0]!.tenant).toBe(tenant.slug);
    const page2 = await as<UserPage>(superAdmin, 'GET', `/api/admin/user?tenant=${tenant.slug}&page=2`);
    expect(page2.body.data).toHaveLength(2);
    const teachers = await as<UserPage>(superAdmin, 'GET', `/api/admin/user?tenant=${tenant.slug}&role=teacher`);
    expect(teachers.body.data.map((u) => u.id)).toEqual([teacher.id]);
    const students = await as<UserPage>(superAdmin, 'GET', `/api/admin/user?tenant=${tenant.slug}&role=student`);
    expect(students.body.total).toBe(21);
    const byName = await as<UserPage>(superAdmin, 'GET', `/api/admin/user?q=${teacher.email}`);
    expect(byName.body.data.map((u) => u.id)).toEqual([teacher.id]);
    expect((await as<UserPage>(superAdmin, 'GET', '/api/admin/user?tenant=no-such-tenant')).body.total).toBe(0);
    expect((await as<ErrorBody>(superAdmin, 'GET', '/api/admin/user?role=king')).status).toBe(422);
    expect((await as(teacher, 'GET', '/api/admin/user')).status).toBe(403);
  });

  it('sets roles; super_admin only on main, never removed from oneself', async () => {
    const tenant = await createTestTenant(app);
    const user = await createTestUser(app, tenant, { proUntil: '2999-01-01' });
    await withTenant(app.deps.db, tenant.id, (tx) =>
      tx.execute(`insert into user_roles (user_id, role) values ('${user.id}', 'pro')` as never),
    );
    const res = await as<UserSummary>(superAdmin, 'PATCH', `/api/admin/users/${user.id}/roles`, {
      roles: ['teacher', 'student', 'teacher'],
    });
    expect(res.status).toBe(200);
    expect(res.body.roles.map((r) => r.name).sort()).toEqual(['pro', 'teacher']);
    expect(res.body.tenant).toBe(tenant.slug);
    expect((await rolesOf(user)).sort()).toEqual(['pro', 'teacher']);

    const notMain = await as<ErrorBody>(superAdmin, 'PATCH', `/api/admin/users/${user.id}/roles`, {
      roles: ['super_admin'],
    });
    expect(notMain.status).toBe(422);
    expect(fieldsOf(notMain.body)).toEqual(['roles']);
    const self = await as<ErrorBody>(superAdmin, 'PATCH', `/api/admin/users/${superAdmin.id}/roles`, { roles: [] });
    expect(self.status).toBe(403);
    expect(await rolesOf(superAdmin)).toEqual(['super_admin']);
    const colleague = await createTestUser(app, await mainTenant(app));
    expect(
      (await as<UserSummary>(superAdmin, 'PATCH', `/api/admin/users/${colleague.id}/roles`, { roles: ['super_admin'] }))
        .body.roles,
    ).toEqual([{ name: 'super_admin' }]);
    expect(
      (await as(superAdmin, 'PATCH', `/api/admin/users/00000000-0000-4000-8000-000000000000/roles`, { roles: [] }))
        .status,
    ).toBe(404);
    expect((await as(superAdmin, 'PATCH', `/api/admin/users/${user.id}/roles`, { roles: ['wizard'] })).status).toBe(
      422,
    );
  });

  it('deletes a user of any tenant, but not oneself', async () => {
    const tenant = await createTestTenant(app);
    const user = await createTestUser(app, tenant);
    const avatar = multipartFile(TINY_PNG);
    await call(app, {
      method: 'POST',
      url: '/api/image',
      headers: { ...user.headers, ...avatar.headers },
      payload: avatar.payload,
    });
    expect((await as(superAdmin, 'DELETE', `/api/admin/users/${user.id}`)).body).toEqual({ ok: true });
    expect(await exists(user)).toBe(false);
    expect((await as(superAdmin, 'DELETE', `/api/admin/users/${user.id}`)).status).toBe(404);
    expect((await as(superAdmin, 'DELETE', `/api/admin/users/${superAdmin.id}`)).status).toBe(403);
    expect(await exists(superAdmin)).toBe(true);
  });
});

describe('company admins remove their own users', () => {
  it('in their company only, never themselves', async () => {
    const company = await createTestTenant(app, { isCompany: true });
    const other = await createTestTenant(app, { isCompany: true });
    const school = await createTestTenant(app, { isCompany: false });
    const admin = await createTestUser(app, company, { roles: ['organization_admin'] });
    const student = await createTestUser(app, company);
    const foreign = await createTestUser(app, other);
    const schoolAdmin = await createTestUser(app, school, { roles: ['organization_admin'] });
    const schoolStudent = await createTestUser(app, school);
    const teacher = await createTestUser(app, company, { roles: ['teacher'] });

    expect((await as(teacher, 'DELETE', `/api/company/users/${student.id}`)).status).toBe(403);
    expect((await as(admin, 'DELETE', `/api/company/users/${foreign.id}`)).status).toBe(404);
    expect(await exists(foreign)).toBe(true);
    expect((await as(schoolAdmin, 'DELETE', `/api/company/users/${schoolStudent.id}`)).status).toBe(404);
    expect(await exists(schoolStudent)).toBe(true);
    expect((await as(admin, 'DELETE', `/api/company/users/${admin.id}`)).status).toBe(403);
    expect((await as(admin, 'DELETE', `/api/company/users/${student.id}`)).body).toEqual({ ok: true });
    expect(await exists(student)).toBe(false);
  });
});

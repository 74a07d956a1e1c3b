import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody, ProfileView } from '@prepwell/contracts';
import { withTenant } from '../src/db/with-tenant.ts';
import { selectRoles, selectUserById } from '../src/modules/users/users.repository.ts';
import { call, createTestApp, createTestTenant, createTestUser, type TestApp, type TestUser } from './helpers.ts';
import { mainTenant } from './route-walk.ts';
import { acceptParentRequests } from './parent-links-fixture.ts';
import { multipartFile, TINY_PNG } from './multipart.ts';
import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app?.close());

const get = <T = ProfileView>(user: TestUser, url: string) => call<T>(app, { url, headers: user.headers });
const send = <T = ProfileView>(user: TestUser, method: 'POST' | 'PATCH', url: string, payload: unknown) =>
  call<T>(app, { method, url, headers: user.headers, payload: payload as Record<string, unknown> });
const userRow = (user: TestUser) => withTenant(app.deps.db, user.tenant.id, (tx) => selectUserById(tx, user.id));
const rolesOf = (user: TestUser) => withTenant(app.deps.db, user.tenant.id, (tx) => selectRoles(tx, user.id));
const fieldsOf = (body: ErrorBody) => [...new Set((body.fieldErrors ?? []).map((f) => f.path))];

describe('GET /profile', () => {
  it('shows the caller, and needs a login', async () => {
    const tenant = await createTestTenant(app);
    const user = await createTestUser(app, tenant, { studentProfile: true });
    const res = await get(user, '/api/profile');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: user.id,
      email: user.email,
      student_profile: { school: 'Test School' },
      children: [],
      parents: [],
    });
    expect((await call(app, { url: '/api/profile', headers: { 'x-tenant': tenant.slug } })).status).toBe(401);
  });
});

describe('binding', () => {
  it('finishes a student binding with school and phone', async () => {
    const tenant = await createTestTenant(app);
    const user = await createTestUser(app, tenant);
    expect((await send(user, 'POST', '/api/finish-bind', {})).body).toEqual({ finishBind: false });
    const bad = await send<ErrorBody>(user, 'POST', '/api/bind-student', { school: '', phone: '12' });
    expect(bad.status).toBe(422);
    expect(fieldsOf(bad.body)).toEqual(expect.arrayContaining(['school', 'phone']));
    const ok = await send(user, 'POST', '/api/bind-student', {
      school: 'North High',
      phone: '555 123 4567',
      grade_level: 11,
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ finishBind: true });
    expect((await get(user, '/api/profile')).body.student_profile).toMatchObject({
      school: 'North High',
      grade_level: 11,
    });
  });

  it('makes a teacher only with the right instructor code', async () => {
    const tenant = await createTestTenant(app);
    const user = await createTestUser(app, tenant);
    const details = { college: 'State U', major: 'Math', phone: '5551234567' };
    const wrong = await send<ErrorBody>(user, 'POST', '/api/bind-teacher', { ...details, instructor_code: 'nope' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.code).toBe('instructor_code_invalid');
    expect(fieldsOf(wrong.body)).toEqual(['instructor_code']);
    expect(await rolesOf(user)).toEqual([]);
    const ok = await send(user, 'POST', '/api/bind-teacher', { ...details, instructor_code: 'TEACH-CODE' });
    expect(ok.body).toEqual({ finishBind: true });
    expect(await rolesOf(user)).toEqual(['teacher']);
  });

  it('links a parent to existing, unlinked students of the tenant only, once the student accepts', async () => {
    const tenant = await createTestTenant(app);
    const other = await createTestTenant(app);
    const parent = await createTestUser(app, tenant, { roles: ['parent'] });
    const child = await createTestUser(app, tenant);
    const taken = await createTestUser(app, tenant);
    const teacher = await createTestUser(app, tenant, { roles: ['teacher'] });
    const foreign = await createTestUser(app, other);
    const otherParent = await createTestUser(app, tenant, { roles: ['parent'] });
    expect(
      (await send(otherParent, 'POST', '/api/bind-parent', { phone: '5559876543', student_emails: [taken.email] }))
        .status,
    ).toBe(200);
    await acceptParentRequests(app, taken);

    for (const [email, code] of [
      [foreign.email, 'student_email_not_found'],
      [teacher.email, 'student_email_not_found'],
      ['nobody@example.test', 'student_email_not_found'],
      [taken.email, 'student_already_linked'],
    ] as const) {
      const res = await send<ErrorBody>(parent, 'POST', '/api/bind-parent', {
        phone: '5559876543',
        student_emails: [child.email, email],
      });
      expect(res.status).toBe(422);
      expect(res.body.code).toBe(code);
      expect(fieldsOf(res.body)).toEqual(['student_emails.1']);
    }
    expect((await get(parent, '/api/profile')).body.children).toEqual([]);

    const dup = await send<ErrorBody>(parent, 'POST', '/api/bind-parent', {
      phone: '5559876543',
      student_emails: [child.email, child.email],
    });
    expect(dup.status).toBe(422);
    const ok = await send(parent, 'POST', '/api/bind-parent', {
      phone: '5559876543',
      student_emails: [child.email.toUpperCase()],
    });
    expect(ok.body).toEqual({ finishBind: true });
    // Pending: no child yet, on either side (decision 0018).
    expect((await get(parent, '/api/profile')).body.children).toEqual([]);
    expect((await get(child, '/api/profile')).body.parents).toEqual([]);
    await acceptParentRequests(app, child);
    const profile = (await get(parent, '/api/profile')).body;
    expect(profile.children.map((c) => c.id)).toEqual([child.id]);
    expect(profile.parent_profile).toEqual({ phone: '5559876543' });
    expect((await get(child, '/api/profile')).body.parents.map((p) => p.id)).toEqual([parent.id]);
  });

  it('refuses binding forms to the wrong role', async () => {
    const tenant = await createTestTenant(app);
    const teacher = await createTestUser(app, tenant, { roles: ['teacher'] });
    expect((await send(teacher, 'POST', '/api/bind-student', { school: 'X', phone: '5551234567' })).status).toBe(403);
    expect(
      (await send(teacher, 'POST', '/api/bind-parent', { phone: '5551234567', student_emails: ['a@b.test'] })).status,
    ).toBe(403);
  });
});

describe('PATCH /basic/profile', () => {
  it('updates the caller and keeps usernames and e-mails unique in the tenant', async () => {
    const tenant = await createTestTenant(app);
    const user = await createTestUser(app, tenant);
    const other = await createTestUser(app, tenant);
    const elsewhere = await createTestUser(app, await createTestTenant(app));

    const taken = await send<ErrorBody>(user, 'PATCH', '/api/basic/profile', {
      username: other.username.toUpperCase(),
    });
    expect(taken.status).toBe(422);
    expect(taken.body.code).toBe('username_taken');
    expect(fieldsOf(taken.body)).toEqual(['username']);
    const emailTaken = await send<ErrorBody>(user, 'PATCH', '/api/basic/profile', { email: other.email });
    expect(emailTaken.body.code).toBe('email_taken');
    expect(fieldsOf(emailTaken.body)).toEqual(['email']);
    const badZone = await send<ErrorBody>(user, 'PATCH', '/api/basic/profile', { timezone: 'Mars/Olympus' });
    expect(badZone.status).toBe(422);
    expect(fieldsOf(badZone.body)).toEqual(['timezone']);

    // Another tenant's username is free here.
    const ok = await send(user, 'PATCH', '/api/basic/profile', {
      first_name: '  Ada ',
      username: elsewhere.username,
      lang: 'tw',
      timezone: 'Asia/Taipei',
      phone: '+886 912 345 678',
      line: 'ada-line',
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      first_name: 'Ada',
      username: elsewhere.username,
      lang: 'tw',
      timezone: 'Asia/Taipei',
      line: 'ada-line',
    });
    expect(ok.body.email_verified_at).not.toBeNull();
  });

  it('a new e-mail must be verified again and gets a verification mail', async () => {
    const tenant = await createTestTenant(app);
    const user = await createTestUser(app, tenant);
    const email = `new-${user.id}@example.test`;
    const res = await send(user, 'PATCH', '/api/basic/profile', { email });
    expect(res.status).toBe(200);
    expect(res.body.email).toBe(email);
    expect(res.body.email_verified_at).toBeNull();
    const mail = await call<{ to: string; subject: string }[]>(app, {
      url: `/api/dev/mailbox?to=${encodeURIComponent(email)}`,
      headers: { 'x-tenant': tenant.slug },
    });
    expect(mail.body.map((m) => m.to)).toEqual([email]);
  });

  it('/:id is for a super admin (any tenant) and the company admin of a company tenant', async () => {
    const company = await createTestTenant(app, { isCompany: true });
    const school = await createTestTenant(app, { isCompany: false });
    const student = await createTestUser(app, company);
    const admin = await createTestUser(app, company, { roles: ['organization_admin'] });
    const teacher = await createTestUser(app, company, { roles: ['teacher'] });
    const foreignAdmin = await createTestUser(app, school, { roles: ['organization_admin'] });
    const schoolStudent = await createTestUser(app, school);
    const superAdmin = await createTestUser(app, await mainTenant(app), { roles: ['super_admin'] });

    expect(
      (await send(admin, 'PATCH', `/api/basic/profile/${student.id}`, { first_name: 'ByAdmin' })).body.first_name,
    ).toBe('ByAdmin');
    expect((await send(teacher, 'PATCH', `/api/basic/profile/${student.id}`, { first_name: 'X' })).status).toBe(403);
    // A company admin of another tenant, and one of a tenant that is not a company: 404, nothing changes.
    expect((await send(foreignAdmin, 'PATCH', `/api/basic/profile/${student.id}`, { first_name: 'X' })).status).toBe(
      404,
    );
    expect(
      (await send(foreignAdmin, 'PATCH', `/api/basic/profile/${schoolStudent.id}`, { first_name: 'X' })).status,
    ).toBe(404);
    expect((await userRow(student))!.firstName).toBe('ByAdmin');
    expect((await userRow(schoolStudent))!.firstName).toBe('Test');

    const bySuper = await send(superAdmin, 'PATCH', `/api/basic/profile/${schoolStudent.id}`, { last_name: 'Edited' });
    expect(bySuper.status).toBe(200);
    expect((await userRow(schoolStudent))!.lastName).toBe('Edited');
    const student2 = await send(superAdmin, 'PATCH', `/api/student/profile/${schoolStudent.id}`, {
      school: 'Central',
      phone: '5551112222',
    });
    expect(student2.body.student_profile).toMatchObject({ school: 'Central' });
    expect(
      (await send(superAdmin, 'PATCH', `/api/basic/profile/00000000-0000-4000-8000-000000000000`, { last_name: 'X' }))
        .status,
    ).toBe(404);
  });
});

describe('student and teacher details', () => {
  it('updates them; billing details are refused on the profile (they are kept sealed, decision 0049)', async () => {
    const tenant = await createTestTenant(app);
    const student = await createTestUser(app, tenant, { studentProfile: true });
    const teacher = await createTestUser(app, tenant, { roles: ['teacher'] });

    const s = await send(student, 'PATCH', '/api/student/profile', { grade_level: 12, address: '1 Main St' });
    expect(s.body.student_profile).toMatchObject({ school: 'Test School', grade_level: 12, address: '1 Main St' });
    const bad = await send<ErrorBody>(student, 'PATCH', '/api/student/profile', { grade_level: 40 });
    expect(bad.status).toBe(422);
    expect(fieldsOf(bad.body)).toEqual(['grade_level']);
    expect((await send(student, 'PATCH', '/api/teacher/profile', { college: 'X' })).status).toBe(403);

    const details = { college: 'State U', major: 'Physics', phone: '5550001111', subjects: ['SAT Math'] };
    const withBilling = await send<ErrorBody>(teacher, 'PATCH', '/api/teacher/profile', {
      ...details,
      billing: { official_name: 'T. Eacher', ssn_last4: '1234' },
    });
    expect(withBilling.status).toBe(422);
    expect(fieldsOf(withBilling.body)).toEqual(['billing']);
    // Refused whole: nothing of the request was saved.
    expect((await get(teacher, '/api/profile')).body.teacher_profile?.college ?? null).not.toBe('State U');

    const t = await send(teacher, 'PATCH', '/api/teacher/profile', details);
    expect(t.status).toBe(200);
    expect(t.body.teacher_profile).toMatchObject({ college: 'State U', subjects: ['SAT Math'] });
    expect(t.body.teacher_profile).not.toHaveProperty('billing');
  });
});

describe('the hourly salary (it prices the salary bills, decision 0045)', () => {
  it('is set by admins only: a teacher saving their own profile, or binding, leaves it as stored', async () => {
    const tenant = await createTestTenant(app);
    const teacher = await createTestUser(app, tenant, { roles: ['teacher'] });
    const admin = await createTestUser(app, tenant, { roles: ['organization_admin'] });
    const details = { college: 'State U', major: 'Physics', phone: '5550001111' };

    const own = await send(teacher, 'PATCH', '/api/teacher/profile', { ...details, hourly_salary: 500 });
    expect(own.status).toBe(200);
    expect(own.body.teacher_profile?.hourly_salary ?? null).toBeNull();

    const set = await send(admin, 'PATCH', `/api/teacher/profile/${teacher.id}`, { ...details, hourly_salary: 45.5 });
    expect(set.status).toBe(200);
    expect(Number(set.body.teacher_profile?.hourly_salary)).toBe(45.5);

    const again = await send(teacher, 'PATCH', '/api/teacher/profile', { ...details, hourly_salary: 900 });
    expect(Number(again.body.teacher_profile?.hourly_salary)).toBe(45.5);
  });
});

describe('viewing profiles', () => {
  it('self, staff of the tenant and the parent of the child; everyone else 404', async () => {
    const tenant = await createTestTenant(app);
    const other = await createTestTenant(app);
    const student = await createTestUser(app, tenant);
    const classmate = await createTestUser(app, tenant);
    const teacher = await createTestUser(app, tenant, { roles: ['teacher'] });
    const foreignTeacher = await createTestUser(app, other, { roles: ['teacher'] });
    const parent = await createTestUser(app, tenant, { roles: ['parent'] });
    await send(parent, 'POST', '/api/bind-parent', { phone: '5551234567', student_emails: [student.email] });
    expect((await get(parent, `/api/profile/${student.id}`)).status).toBe(404);
    await acceptParentRequests(app, student);
    const superAdmin = await createTestUser(app, await mainTenant(app), { roles: ['super_admin'] });

    for (const viewer of [student, teacher, parent, superAdmin])
      expect((await get(viewer, `/api/profile/${student.id}`)).status).toBe(200);
    expect((await get(classmate, `/api/profile/${student.id}`)).status).toBe(404);
    expect((await get(foreignTeacher, `/api/profile/${student.id}`)).status).toBe(404);
    expect((await get(teacher, `/api/profile/username/${student.username.toUpperCase()}`)).body.id).toBe(student.id);
    expect((await get(classmate, `/api/profile/username/${student.username}`)).status).toBe(404);
    expect((await get(foreignTeacher, `/api/profile/username/${student.username}`)).status).toBe(404);
    expect((await get(teacher, `/api/users/${student.id}`)).status).toBe(200);
    expect((await get(foreignTeacher, `/api/users/${student.id}`)).status).toBe(404);
    expect((await get(superAdmin, `/api/users/${student.id}`)).body.email).toBe(student.email);
    expect((await get(student, `/api/users/${classmate.id}`)).status).toBe(403);
  });
});

describe('parents and children', () => {
  it('a parent sees and edits their own children only', async () => {
    const tenant = await createTestTenant(app);
    const parent = await createTestUser(app, tenant, { roles: ['parent'] });
    const otherParent = await createTestUser(app, tenant, { roles: ['parent'] });
    const child = await createTestUser(app, tenant);
    const stranger = await createTestUser(app, tenant);
    const admin = await createTestUser(app, tenant, { roles: ['organization_admin'] });

    // Only whether the e-mail can be linked: never who the student is (decision 0018).
    const found = await get(parent, `/api/parent/search?email=${encodeURIComponent(child.email)}`);
    expect(found.body).toEqual({ email: child.email, link: 'linkable' });
    const missing = await get<ErrorBody>(parent, `/api/parent/search?email=${encodeURIComponent('none@example.test')}`);
    expect(missing.status).toBe(422);
    expect(missing.body.code).toBe('student_email_not_found');
    expect(fieldsOf(missing.body)).toEqual(['email']);
    expect((await get(parent, '/api/parent/search?email=not-an-email')).status).toBe(422);

    await send(parent, 'POST', '/api/bind-parent', { phone: '5551234567', student_emails: [child.email] });
    expect((await get<unknown[]>(parent, `/api/parent/${parent.id}/children`)).body).toHaveLength(0);
    await acceptParentRequests(app, child);
    expect((await get<unknown[]>(parent, `/api/parent/${parent.id}/children`)).body).toHaveLength(1);
    expect((await get<unknown[]>(admin, `/api/parent/${parent.id}/children`)).body).toHaveLength(1);
    expect((await get(otherParent, `/api/parent/${parent.id}/children`)).status).toBe(404);
    expect((await get(child, `/api/parent/${parent.id}/children`)).status).toBe(404);

    expect((await get(parent, `/api/child/profile/${child.id}`)).body.id).toBe(child.id);
    expect((await get(parent, `/api/child/profile/${stranger.id}`)).status).toBe(404);
    expect((await get(otherParent, `/api/child/profile/${child.id}`)).status).toBe(404);
    const edited = await send(parent, 'PATCH', `/api/child/profile/${child.id}`, {
      first_name: 'Kid',
      student_profile: { school: 'Elm School', phone: '5559990000' },
    });
    expect(edited.body).toMatchObject({ first_name: 'Kid', student_profile: { school: 'Elm School' } });
    expect((await send(otherParent, 'PATCH', `/api/child/profile/${child.id}`, { first_name: 'Hacked' })).status).toBe(
      404,
    );
    const badPhone = await send<ErrorBody>(parent, 'PATCH', `/api/child/profile/${child.id}`, {
      student_profile: { phone: 'abc' },
    });
    expect(fieldsOf(badPhone.body)).toEqual(['student_profile.phone']);
    expect((await userRow(child))!.firstName).toBe('Kid');
  });
});

describe('people lists', () => {
  it("lists the tenant's teachers, and lets teachers search its students (at most 20)", async () => {
    const tenant = await createTestTenant(app);
    const other = await createTestTenant(app);
    const teacher = await createTestUser(app, tenant, { roles: ['teacher'], firstName: 'Tina' });
    const student = await createTestUser(app, tenant, { firstName: 'Zelda' });
    await createTestUser(app, other, { firstName: 'Zelda' });
    await createTestUser(app, other, { roles: ['teacher'] });
    for (let i = 0; i < 22; i++) await createTestUser(app, tenant, { firstName: `Many${i}` });

    const teachers = await get<{ id: string }[]>(student, '/api/teachers');
    expect(teachers.body.map((t) => t.id)).toEqual([teacher.id]);
    const zelda = await get<{ id: string; tenant: string }[]>(teacher, '/api/auth/students?q=zeld');
    expect(zelda.body.map((s) => s.id)).toEqual([student.id]);
    expect((await get<unknown[]>(teacher, '/api/auth/students?q=Many')).body).toHaveLength(20);
    expect((await get<unknown[]>(teacher, '/api/auth/students?q=%25')).body).toHaveLength(0);
    expect((await get(student, '/api/auth/students?q=a')).status).toBe(403);
  });
});

describe('images', () => {
  const upload = (user: TestUser, url: string, file: ReturnType<typeof multipartFile>) =>
    call<{ id: string; url: string } & ErrorBody>(app, {
      method: 'POST',
      url,
      headers: { ...user.headers, ...file.headers },
      payload: file.payload,
    });
  const filesOf = (tenantId: string) => {
    const dir = join(app.deps.storage.root, tenantId);
    return existsSync(dir) ? readdirSync(dir) : [];
  };

  it('sets the avatar, replaces it, and deletes it', async () => {
    const tenant = await createTestTenant(app);
    const user = await createTestUser(app, tenant);
    const first = await upload(
      user,
      '/api/image',
      multipartFile(TINY_PNG, { filename: 'me.txt', contentType: 'text/plain' }),
    );
    expect(first.status).toBe(200);
    expect(first.body.url).toMatch(new RegExp(`^/uploads/${tenant.id}/.+\\.png$`));
    const served = await app.inject({ url: first.body.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(TINY_PNG)).toBe(true);
    expect((await get(user, '/api/profile')).body.avatar).toBe(first.body.url);

    const second = await upload(user, '/api/image', multipartFile(TINY_PNG));
    expect(filesOf(tenant.id)).toHaveLength(1);
    expect((await get(user, '/api/me')).body.avatar).toBe(second.body.url);

    const other = await createTestUser(app, tenant);
    expect(
      (await call(app, { method: 'DELETE', url: `/api/image/${second.body.id}`, headers: other.headers })).status,
    ).toBe(404);
    expect(
      (await call(app, { method: 'DELETE', url: `/api/image/${second.body.id}`, headers: user.headers })).body,
    ).toEqual({ ok: true });
    expect((await get(user, '/api/profile')).body.avatar).toBeNull();
    expect(filesOf(tenant.id)).toHaveLength(0);
  });

  it('stores rich-text images and refuses other types and big files, storing nothing', async () => {
    const tenant = await createTestTenant(app);
    const user = await createTestUser(app, tenant);
    const image = await upload(user, '/api/images', multipartFile(TINY_PNG));
    expect(image.status).toBe(200);
    expect(filesOf(tenant.id)).toHaveLength(1);

    const text = await upload(
      user,
      '/api/image',
      multipartFile(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), { filename: 'x.png' }),
    );
    expect(text.status).toBe(415);
    expect(text.body.code).toBe('unsupported_file_type');
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const bigFile = multipartFile(big);
    const tooBig = await call<ErrorBody>(app, {
      method: 'POST',
      url: '/api/image',
      headers: { ...user.headers, ...bigFile.headers },
      payload: bigFile.payload,
    });
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.code).toBe('file_too_large');
    expect(tooBig.body.message).toContain('5 MB');
    const wrongField = await upload(user, '/api/image', multipartFile(TINY_PNG, { field: 'photo' }));
    expect(wrongField.status).toBe(422);
    expect(fieldsOf(wrongField.body)).toEqual(['file']);
    const notMultipart = await send<ErrorBody>(user, 'POST', '/api/image', { file: 'x' });
    expect(notMultipart.status).toBe(422);
    const good = multipartFile(TINY_PNG);
    const broken = await call<ErrorBody>(app, {
      method: 'POST',
      url: '/api/image',
      headers: { ...user.headers, ...multipartFile(TINY_PNG).headers },
      payload: good.payload,
    });
    expect(broken.status).toBeGreaterThanOrEqual(400);
    expect(broken.status).toBeLessThan(500);
    expect(filesOf(tenant.id)).toHaveLength(1);
    expect((await userRow(user))!.avatarUploadId).toBeNull();
  });

  it('deleting one’s own account removes the user and their avatar file', async () => {
    const tenant = await createTestTenant(app);
    const user = await createTestUser(app, tenant);
    const other = await createTestUser(app, tenant);
    expect((await upload(user, '/api/image', multipartFile(TINY_PNG))).status).toBe(200);
    expect((await upload(other, '/api/image', multipartFile(TINY_PNG))).status).toBe(200);
    expect(filesOf(tenant.id)).toHaveLength(2);
    // Someone else's account is not theirs to delete (and not even there to see).
    expect(
      (await call(app, { method: 'DELETE', url: `/api/account/destroy/${other.id}`, headers: user.headers })).status,
    ).toBe(404);
    const res = await call(app, { method: 'DELETE', url: `/api/account/destroy/${user.id}`, headers: user.headers });
    expect(res.status).toBe(200);
    expect(await userRow(user)).toBeUndefined();
    expect(filesOf(tenant.id)).toHaveLength(1);
    expect((await call(app, { url: '/api/me', headers: user.headers })).status).toBe(401);
  });
});

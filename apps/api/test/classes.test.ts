import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ClassDetail,
  ClassInvitationPreview,
  ClassPage,
  ClassStudentView,
  ClassTeacherView,
  ErrorBody,
} from '@prepwell/contracts';
import { activityLogs, orgWalletMoves, orgWallets } from '../src/db/schema/index.ts';
import { withTenant } from '../src/db/with-tenant.ts';
import { CODE_ALPHABET } from '../src/modules/classes/class-codes.ts';
import { getClassAccess } from '../src/modules/classes/classes.service.ts';
import { asUser, CLASS_INPUT, createClassAs, joinByCode } from './classes-fixture.ts';
import { call, createTestApp, createTestTenant, createTestUser, type TestApp, type TestUser } from './helpers.ts';
import { mainTenant } from './route-walk.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ PUBLIC_URL: 'https://prep.example.test' });
});
afterAll(async () => app?.close());

const as = <T = ClassDetail>(
  user: TestUser,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  headers?: Record<string, string>,
) => asUser<T>(app, user, method, url, payload, headers);
const fieldsOf = (body: ErrorBody) => (body.fieldErrors ?? []).map((f) => f.path);
const activities = (user: TestUser, action: string) =>
  withTenant(app.deps.db, user.tenant.id, (tx) =>
    tx
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.userId, user.id), eq(activityLogs.action, action))),
  );

const setup = async () => {
  const tenant = await createTestTenant(app);
  const owner = await createTestUser(app, tenant, { roles: ['teacher'] });
  const student = await createTestUser(app, tenant);
  return { tenant, owner, student };
};

describe('creating a class', () => {
  it('makes the teacher its owner, with a fresh code and invitation link, and logs it', async () => {
    const { tenant, owner } = await setup();
    const created = await createClassAs(app, owner);
    expect(created).toMatchObject({
      name: CLASS_INPUT.name,
      method: 'online',
      capacity: 30,
      score_min: 1000,
      score_max: 1400,
      my_role: 'owner',
      student_count: 0,
      code_enabled: true,
      coins: 0,
    });
    expect(created.teachers).toEqual([expect.objectContaining({ id: owner.id, role: 'owner' })]);
    expect(created.code).toMatch(new RegExp(`^[${CODE_ALPHABET}]{6}$`));
    const url = new URL(created.invite_url!);
    expect(`${url.origin}${url.pathname}`).toBe('https://prep.example.test/student/classes/join');
    expect(Buffer.from(url.searchParams.get('invite')!, 'base64url')).toHaveLength(32);
    expect(url.searchParams.get('tenant')).toBe(tenant.slug);
    expect((await activities(owner, 'class_created')).map((a) => a.detail)).toEqual([CLASS_INPUT.name]);
    const other = await createClassAs(app, owner);
    expect(other.code).not.toBe(created.code);
    expect(other.invite_url).not.toBe(created.invite_url);
  });

  it('is for teachers only', async () => {
    const { tenant, student } = await setup();
    const parent = await createTestUser(app, tenant, { roles: ['parent'] });
    expect((await as(student, 'POST', '/api/classes', CLASS_INPUT)).status).toBe(403);
    expect((await as(parent, 'POST', '/api/classes', CLASS_INPUT)).status).toBe(403);
    const admin = await createTestUser(app, tenant, { roles: ['organization_admin'] });
    expect((await as(admin, 'POST', '/api/classes', CLASS_INPUT)).body.my_role).toBe('owner');
  });

  it('refuses an end before the start and a score range upside down, on the right field', async () => {
    const { owner } = await setup();
    const endBefore = await as<ErrorBody>(owner, 'POST', '/api/classes', {
      ...CLASS_INPUT,
      start_date: '2026-02-02',
      end_date: '2026-02-01',
    });
    expect([endBefore.status, endBefore.body.code, fieldsOf(endBefore.body)]).toEqual([
      422,
      'validation_failed',
      ['end_date'],
    ]);
    const sameDay = await as<ErrorBody>(owner, 'POST', '/api/classes', {
      ...CLASS_INPUT,
      start_date: '2026-02-02',
      end_date: '2026-02-02',
      start_time: '10:00',
      end_time: '09:00',
    });
    expect([sameDay.status, fieldsOf(sameDay.body)]).toEqual([422, ['end_time']]);
    const scores = await as<ErrorBody>(owner, 'POST', '/api/classes', {
      ...CLASS_INPUT,
      score_min: 1500,
      score_max: 1400,
    });
    expect([scores.status, fieldsOf(scores.body)]).toEqual([422, ['score_max']]);
    const badTime = await as<ErrorBody>(owner, 'POST', '/api/classes', { ...CLASS_INPUT, start_time: '25:00' });
    expect([badTime.status, fieldsOf(badTime.body)]).toEqual([422, ['start_time']]);
  });
});

describe('editing a class', () => {
  it('checks the edited class as a whole, and keeps what was not sent', async () => {
    const { owner } = await setup();
    const c = await createClassAs(app, owner);
    const bad = await as<ErrorBody>(owner, 'PATCH', `/api/classes/${c.id}`, { end_date: '2025-12-31' });
    expect([bad.status, fieldsOf(bad.body)]).toEqual([422, ['end_date']]);
    const badScore = await as<ErrorBody>(owner, 'PATCH', `/api/classes/${c.id}`, { score_max: 900 });
    expect(fieldsOf(badScore.body)).toEqual(['score_max']);
    const ok = await as(owner, 'PATCH', `/api/classes/${c.id}`, {
      name: 'Renamed',
      method: 'in_person',
      capacity: null,
      description: null,
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      name: 'Renamed',
      method: 'in_person',
      capacity: null,
      description: null,
      start_date: CLASS_INPUT.start_date,
      score_max: 1400,
    });
  });
});

describe('joining', () => {
  it('lets a student join by code (any case) once, seeing no code, link or coins, and logs it', async () => {
    const { owner, student } = await setup();
    const c = await createClassAs(app, owner);
    const joined = await joinByCode(app, student, c.code!.toLowerCase());
    expect(joined.status).toBe(200);
    expect(joined.body).toMatchObject({
      id: c.id,
      my_role: 'student',
      code: null,
      code_enabled: null,
      invite_url: null,
      coins: null,
      student_count: 1,
    });
    const again = await joinByCode(app, student, c.code!);
    expect([again.status, again.body.student_count]).toEqual([200, 1]);
    expect((await activities(student, 'class_joined')).map((a) => a.detail)).toEqual([CLASS_INPUT.name]);
    const roster = await as<ClassStudentView[]>(owner, 'GET', `/api/classes/${c.id}/students`);
    expect(roster.body).toEqual([expect.objectContaining({ id: student.id, joined_via: 'code' })]);
    const read = await as(student, 'GET', `/api/classes/${c.id}`);
    expect(read.body).toMatchObject({
      my_role: 'student',
      code: null,
      invite_url: null,
      coins: null,
      description: CLASS_INPUT.description,
    });
  });

  it('gives the spec message for a wrong code in en, cn and tw', async () => {
    const { student } = await setup();
    const messages: Record<string, string> = {
      en: 'The class code is incorrect. Please contact your instructor.',
      'zh-CN': '班级代码不正确，请联系您的老师。',
      'zh-TW': '班級代碼不正確，請聯絡您的老師。',
    };
    for (const [lang, message] of Object.entries(messages)) {
      const res = await as<ErrorBody>(
        student,
        'POST',
        '/api/classes/join',
        { code: 'ZZZZ99' },
        { 'accept-language': lang },
      );
      expect([res.status, res.body.code, res.body.message]).toEqual([400, 'teaching_class_not_found', message]);
    }
  });

  it('refuses a disabled or reset code and a reset link; enabling gives a new code', async () => {
    const { owner, student } = await setup();
    const c = await createClassAs(app, owner);
    const disabled = await as(owner, 'POST', `/api/classes/${c.id}/code`, { action: 'disable' });
    expect(disabled.body).toMatchObject({ code: null, code_enabled: false });
    expect((await joinByCode(app, student, c.code!)).status).toBe(400);
    const enabled = await as(owner, 'POST', `/api/classes/${c.id}/code`, { action: 'enable' });
    expect(enabled.body.code_enabled).toBe(true);
    const reset = await as(owner, 'POST', `/api/classes/${c.id}/code`, { action: 'reset' });
    expect(reset.body.code).not.toBe(enabled.body.code);
    expect((await joinByCode(app, student, enabled.body.code!)).body).toMatchObject({
      code: 'teaching_class_not_found',
    });

    const oldInvite = new URL(c.invite_url!).searchParams.get('invite')!;
    const newLink = await as(owner, 'POST', `/api/classes/${c.id}/invite-link/reset`);
    expect(newLink.body.invite_url).not.toBe(c.invite_url);
    expect((await as<ErrorBody>(student, 'GET', `/api/classes/invitation/${oldInvite}`)).body.code).toBe('not_found');
    expect((await as<ErrorBody>(student, 'POST', '/api/classes/join', { invite: oldInvite })).body.code).toBe(
      'teaching_class_not_found',
    );

    const invite = new URL(newLink.body.invite_url!).searchParams.get('invite')!;
    const preview = await as<ClassInvitationPreview>(student, 'GET', `/api/classes/invitation/${invite}`);
    expect(preview.body).toEqual({ id: c.id, name: c.name, teachers: ['Test User'], already_member: false });
    expect((await as(student, 'POST', '/api/classes/join', { invite })).status).toBe(200);
    expect(
      (await as<ClassInvitationPreview>(student, 'GET', `/api/classes/invitation/${invite}`)).body.already_member,
    ).toBe(true);
    const roster = await as<ClassStudentView[]>(owner, 'GET', `/api/classes/${c.id}/students`);
    expect(roster.body.map((s) => s.joined_via)).toEqual(['link']);
    expect((await joinByCode(app, student, reset.body.code!)).status).toBe(200);
  });

  it('a teacher joins by code as a co-teacher (spec §6): a manager of the class, not in its roster', async () => {
    const { tenant, owner } = await setup();
    const c = await createClassAs(app, owner, { capacity: 1 });
    const teacher = await createTestUser(app, tenant, { roles: ['teacher'], firstName: 'Tess' });
    expect((await as(teacher, 'GET', `/api/classes/${c.id}`)).status).toBe(404);
    const joined = await joinByCode(app, teacher, c.code!.toLowerCase());
    expect(joined.status).toBe(200);
    expect(joined.body.my_role).toBe('teacher');
    expect(joined.body.code).toBe(c.code); // a manager's view: the code and link show
    const teachers = await as<{ id: string; role: string }[]>(owner, 'GET', `/api/classes/${c.id}/teachers`);
    expect(teachers.body.map((t) => [t.id, t.role])).toEqual([
      [owner.id, 'owner'],
      [teacher.id, 'teacher'],
    ]);
    expect((await as<ClassStudentView[]>(owner, 'GET', `/api/classes/${c.id}/students`)).body).toEqual([]);
    // The class is theirs to manage now, and listed with theirs; joining again, or the owner joining, changes nothing.
    expect((await as(teacher, 'PATCH', `/api/classes/${c.id}`, { name: 'Renamed' })).status).toBe(200);
    expect((await joinByCode(app, teacher, c.code!)).body.my_role).toBe('teacher');
    expect((await joinByCode(app, owner, c.code!)).body.my_role).toBe('owner');
    expect((await as<{ id: string; role: string }[]>(owner, 'GET', `/api/classes/${c.id}/teachers`)).body).toHaveLength(
      2,
    );
    // A wrong code is the same refusal as a student's.
    expect((await joinByCode(app, teacher, 'ZZZZ99')).body).toMatchObject({ code: 'teaching_class_not_found' });
  });

  it('is for students and teachers only', async () => {
    const { tenant, owner } = await setup();
    const c = await createClassAs(app, owner);
    for (const roles of [['parent'], ['organization_admin']]) {
      const user = await createTestUser(app, tenant, { roles });
      const res = await joinByCode(app, user, c.code!);
      expect([roles[0], res.status, (res.body as unknown as ErrorBody).code]).toEqual([roles[0], 403, 'forbidden']);
    }
  });

  it('refuses a student beyond the capacity (409 class_full), also when a teacher adds them', async () => {
    const { tenant, owner, student } = await setup();
    const c = await createClassAs(app, owner, { capacity: 1 });
    expect((await joinByCode(app, student, c.code!)).status).toBe(200);
    const late = await createTestUser(app, tenant);
    const full = await joinByCode(app, late, c.code!);
    expect([full.status, (full.body as unknown as ErrorBody).code]).toEqual([409, 'class_full']);
    expect(
      (await as<ErrorBody>(owner, 'POST', `/api/classes/${c.id}/students`, { emails: [late.email] })).body.code,
    ).toBe('class_full');
    expect((await joinByCode(app, student, c.code!)).status).toBe(200);
  });

  it("does not find another tenant's class by its code", async () => {
    const { owner } = await setup();
    const c = await createClassAs(app, owner);
    const elsewhere = await createTestUser(app, await createTestTenant(app));
    expect((await joinByCode(app, elsewhere, c.code!)).status).toBe(400);
  });
});

describe('listing classes', () => {
  it('shows teachers what they teach or own, students what they joined, company admins everything', async () => {
    const { tenant, owner, student } = await setup();
    const co = await createTestUser(app, tenant, { roles: ['teacher'] });
    const admin = await createTestUser(app, tenant, { roles: ['organization_admin'] });
    const mine = await createClassAs(app, owner, { name: 'Algebra A' });
    const theirs = await createClassAs(app, co, { name: 'Reading B' });
    await as(co, 'POST', `/api/classes/${theirs.id}/teachers`, { user_id: owner.id });
    await joinByCode(app, student, mine.code!);

    const ids = (page: ClassPage) => page.data.map((c) => c.id);
    const ownerMine = (await as<ClassPage>(owner, 'GET', '/api/classes')).body;
    expect(ids(ownerMine)).toEqual([theirs.id, mine.id]);
    expect(ownerMine.data.map((c) => c.my_role)).toEqual(['teacher', 'owner']);
    expect(ids((await as<ClassPage>(owner, 'GET', '/api/classes?scope=created')).body)).toEqual([mine.id]);
    expect(ids((await as<ClassPage>(owner, 'GET', '/api/classes?q=reading')).body)).toEqual([theirs.id]);
    const studentList = (await as<ClassPage>(student, 'GET', '/api/classes')).body;
    expect([ids(studentList), studentList.data[0]!.my_role, studentList.data[0]!.student_count]).toEqual([
      [mine.id],
      'student',
      1,
    ]);
    expect((await as(owner, 'GET', '/api/classes?scope=all')).status).toBe(403);
    const all = (await as<ClassPage>(admin, 'GET', '/api/classes?scope=all')).body;
    expect([ids(all), all.data.map((c) => c.my_role)]).toEqual([
      [theirs.id, mine.id],
      ['admin', 'admin'],
    ]);
    const parent = await createTestUser(app, tenant, { roles: ['parent'] });
    expect((await as(parent, 'GET', '/api/classes')).status).toBe(403);
  });

  it('pages by 20 and escapes the search', async () => {
    const { owner } = await setup();
    for (let i = 0; i < 21; i++) await createClassAs(app, owner, { name: `Group ${String(i).padStart(2, '0')}` });
    await createClassAs(app, owner, { name: '100% SAT_x' });
    const first = (await as<ClassPage>(owner, 'GET', '/api/classes')).body;
    expect([first.data.length, first.per_page, first.total, first.current_page]).toEqual([20, 20, 22, 1]);
    expect((await as<ClassPage>(owner, 'GET', '/api/classes?page=2')).body.data.map((c) => c.name)).toEqual([
      'Group 01',
      'Group 00',
    ]);
    expect((await as<ClassPage>(owner, 'GET', '/api/classes?q=0%25')).body.data.map((c) => c.name)).toEqual([
      '100% SAT_x',
    ]);
    expect((await as<ClassPage>(owner, 'GET', '/api/classes?q=T_')).body.total).toBe(1);
  });
});

describe('roster', () => {
  it('adds students of the tenant by id or e-mail and removes them', async () => {
    const { tenant, owner, student } = await setup();
    const second = await createTestUser(app, tenant);
    const teacher = await createTestUser(app, tenant, { roles: ['teacher'] });
    const c = await createClassAs(app, owner);
    const unknown = await as<ErrorBody>(owner, 'POST', `/api/classes/${c.id}/students`, {
      emails: [student.email, 'nobody@example.test'],
    });
    expect([unknown.status, unknown.body.code, fieldsOf(unknown.body)]).toEqual([
      422,
      'student_email_not_found',
      ['emails.1'],
    ]);
    expect(unknown.body.message).toBe("Can't find a student with this email.");
    const notStudent = await as<ErrorBody>(owner, 'POST', `/api/classes/${c.id}/students`, { emails: [teacher.email] });
    expect(notStudent.body.code).toBe('student_email_not_found');
    const badId = await as<ErrorBody>(owner, 'POST', `/api/classes/${c.id}/students`, { user_ids: [teacher.id] });
    expect([badId.status, fieldsOf(badId.body)]).toEqual([422, ['user_ids.0']]);
    expect((await as<ErrorBody>(owner, 'POST', `/api/classes/${c.id}/students`, {})).status).toBe(422);

    const added = await as<ClassStudentView[]>(owner, 'POST', `/api/classes/${c.id}/students`, {
      emails: [student.email.toUpperCase()],
      user_ids: [second.id],
    });
    expect(added.body.map((s) => [s.id, s.joined_via]).sort()).toEqual(
      [
        [student.id, 'teacher'],
        [second.id, 'teacher'],
      ].sort(),
    );
    expect(
      (await as<ClassStudentView[]>(owner, 'POST', `/api/classes/${c.id}/students`, { user_ids: [second.id] })).body,
    ).toHaveLength(2);
    expect((await as(owner, 'DELETE', `/api/classes/${c.id}/students/${second.id}`)).status).toBe(200);
    expect((await as(owner, 'DELETE', `/api/classes/${c.id}/students/${second.id}`)).status).toBe(404);
    expect((await as(second, 'GET', `/api/classes/${c.id}`)).status).toBe(404);
    expect((await as<ClassStudentView[]>(owner, 'GET', `/api/classes/${c.id}/students`)).body.map((s) => s.id)).toEqual(
      [student.id],
    );
  });
});

describe('co-teachers', () => {
  it('adds teachers of the tenant only; a co-teacher manages but may not delete the class or remove its owner', async () => {
    const { tenant, owner, student } = await setup();
    const co = await createTestUser(app, tenant, { roles: ['teacher'] });
    const admin = await createTestUser(app, tenant, { roles: ['organization_admin'] });
    const foreign = await createTestUser(app, await createTestTenant(app), { roles: ['teacher'] });
    const c = await createClassAs(app, owner);
    for (const user_id of [student.id, foreign.id]) {
      const res = await as<ErrorBody>(owner, 'POST', `/api/classes/${c.id}/teachers`, { user_id });
      expect([res.status, res.body.code, fieldsOf(res.body)]).toEqual([422, 'not_a_teacher', ['user_id']]);
    }
    expect((await as(co, 'GET', `/api/classes/${c.id}`)).status).toBe(404);
    const added = await as<ClassTeacherView[]>(owner, 'POST', `/api/classes/${c.id}/teachers`, { user_id: co.id });
    expect(added.body.map((t) => [t.id, t.role])).toEqual([
      [owner.id, 'owner'],
      [co.id, 'teacher'],
    ]);
    expect(
      (await as<ClassTeacherView[]>(owner, 'POST', `/api/classes/${c.id}/teachers`, { user_id: co.id })).body,
    ).toHaveLength(2);

    expect((await as(co, 'PATCH', `/api/classes/${c.id}`, { name: 'By the co-teacher' })).body.my_role).toBe('teacher');
    expect((await as<ErrorBody>(co, 'DELETE', `/api/classes/${c.id}/teachers/${owner.id}`)).status).toBe(403);
    expect((await as<ErrorBody>(co, 'DELETE', `/api/classes/${c.id}`)).status).toBe(403);
    expect((await as(owner, 'DELETE', `/api/classes/${c.id}/teachers/${student.id}`)).status).toBe(404);
    expect((await as(admin, 'DELETE', `/api/classes/${c.id}/teachers/${owner.id}`)).status).toBe(200);
    expect((await as(owner, 'GET', `/api/classes/${c.id}`)).status).toBe(404);
    expect((await as<ClassTeacherView[]>(co, 'GET', `/api/classes/${c.id}/teachers`)).body.map((t) => t.id)).toEqual([
      co.id,
    ]);
    expect((await as(co, 'DELETE', `/api/classes/${c.id}/teachers/${co.id}`)).status).toBe(200);
    expect((await as(co, 'GET', `/api/classes/${c.id}`)).status).toBe(404);
  });
});

describe('deleting a class', () => {
  it('is for the owner and company admins; the class is gone for everyone', async () => {
    const { tenant, owner, student } = await setup();
    const admin = await createTestUser(app, tenant, { roles: ['organization_admin'] });
    const c = await createClassAs(app, owner);
    await joinByCode(app, student, c.code!);
    expect((await as(student, 'DELETE', `/api/classes/${c.id}`)).status).toBe(404);
    expect((await as(owner, 'DELETE', `/api/classes/${c.id}`)).status).toBe(200);
    expect((await as(student, 'GET', `/api/classes/${c.id}`)).status).toBe(404);
    expect((await joinByCode(app, student, c.code!)).status).toBe(400);
    const d = await createClassAs(app, owner);
    expect((await as(admin, 'DELETE', `/api/classes/${d.id}`)).status).toBe(200);
  });

  it('keeps a class whose coins have a history (409 conflict)', async () => {
    const { owner } = await setup();
    const c = await createClassAs(app, owner);
    await withTenant(app.deps.db, owner.tenant.id, async (tx) => {
      const [wallet] = await tx.insert(orgWallets).values({ classId: c.id }).returning();
      await tx.insert(orgWalletMoves).values({ walletId: wallet!.id, amount: 50, type: 'admin_grant' });
    });
    expect((await as(owner, 'GET', `/api/classes/${c.id}`)).body.coins).toBe(50);
    const res = await as<ErrorBody>(owner, 'DELETE', `/api/classes/${c.id}`);
    expect([res.status, res.body.code]).toEqual([409, 'conflict']);
    expect((await as(owner, 'GET', `/api/classes/${c.id}`)).status).toBe(200);
  });
});

describe('reach', () => {
  it("lets a super admin (on main) manage any tenant's class by id; another tenant's user gets 404", async () => {
    const { owner } = await setup();
    const c = await createClassAs(app, owner);
    const superAdmin = await createTestUser(app, await mainTenant(app), { roles: ['super_admin'] });
    const read = await as(superAdmin, 'GET', `/api/classes/${c.id}`);
    expect([read.status, read.body.my_role, read.body.code]).toEqual([200, 'admin', c.code]);
    expect(new URL(read.body.invite_url!).searchParams.get('tenant')).toBe(owner.tenant.slug);
    expect((await as(superAdmin, 'PATCH', `/api/classes/${c.id}`, { name: 'Seen by the platform' })).body.name).toBe(
      'Seen by the platform',
    );
    const stranger = await createTestUser(app, await createTestTenant(app), { roles: ['organization_admin'] });
    expect((await as(stranger, 'GET', `/api/classes/${c.id}`)).status).toBe(404);
    expect((await as(stranger, 'GET', `/api/classes/00000000-0000-4000-8000-000000000000`)).status).toBe(404);
  });
});

describe('racing for the last seat', () => {
  it('lets exactly as many students in as the class takes', async () => {
    const { tenant, owner } = await setup();
    const c = await createClassAs(app, owner, { capacity: 2 });
    const students = await Promise.all(Array.from({ length: 6 }, () => createTestUser(app, tenant)));
    const results = await Promise.all(students.map((s) => joinByCode(app, s, c.code!)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 409, 409, 409, 409]);
    expect((await as<ClassStudentView[]>(owner, 'GET', `/api/classes/${c.id}/students`)).body).toHaveLength(2);
  });
});

describe('getClassAccess (for the class modules)', () => {
  it('answers the relation with deps or inside a transaction, and not_found for anyone else', async () => {
    const { tenant, owner, student } = await setup();
    const c = await createClassAs(app, owner);
    await joinByCode(app, student, c.code!);
    const actor = (u: TestUser, roles: string[] = []) => ({ id: u.id, roles: roles.map((name) => ({ name })) });
    const viaDeps = await getClassAccess(app.deps, { tenant, actor: actor(owner, ['teacher']), classId: c.id });
    expect([viaDeps.relation, viaDeps.role, viaDeps.class.id, viaDeps.tenant.id]).toEqual([
      'manager',
      'owner',
      c.id,
      tenant.id,
    ]);
    const inTx = await withTenant(app.deps.db, tenant.id, (tx) =>
      getClassAccess(tx, { tenant, actor: actor(student), classId: c.id }),
    );
    expect([inTx.relation, inTx.role]).toEqual(['student', 'student']);
    const outsider = await createTestUser(app, tenant);
    await expect(getClassAccess(app.deps, { tenant, actor: actor(outsider), classId: c.id })).rejects.toMatchObject({
      code: 'not_found',
    });
    await expect(
      getClassAccess(app.deps, { tenant, actor: actor(student), classId: c.id, action: 'manage' }),
    ).rejects.toMatchObject({ code: 'not_found' });
    const superAdmin = await createTestUser(app, await mainTenant(app), { roles: ['super_admin'] });
    const reached = await getClassAccess(app.deps, {
      tenant: superAdmin.tenant,
      actor: actor(superAdmin, ['super_admin']),
      classId: c.id,
    });
    expect([reached.relation, reached.tenant.id]).toEqual(['manager', tenant.id]);
  });
});

describe('the join limit', () => {
  it('counts per signed-in caller, so classmates behind one address are not throttled', async () => {
    const { tenant, owner, student } = await setup();
    const c = await createClassAs(app, owner);
    const classmate = await createTestUser(app, tenant);
    const join = (user: TestUser) =>
      call<ErrorBody>(app, {
        method: 'POST',
        url: '/api/classes/join',
        headers: user.headers,
        remoteAddress: '10.99.0.1',
        payload: { code: c.code! },
      });
    for (let i = 0; i < 30; i++) expect((await join(student)).status).toBe(200);
    const limited = await join(student);
    expect([limited.status, limited.body.code]).toEqual([429, 'too_many_requests']);
    expect((await join(classmate)).status).toBe(200);
  });
});

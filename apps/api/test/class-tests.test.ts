import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classTests, mailOutbox } from '../src/db/schema/index.ts';
import { withTenant } from '../src/db/with-tenant.ts';
import { attemptRow, makeTest, mcqs } from './attempts-fixtures.ts';
import {
  classTestApi,
  hoursFrom,
  makeClass,
  makeSkillTest,
  setUserLang,
  type ClassTestApi,
} from './class-tests-fixtures.ts';
import { createTestApp, createTestTenant, createTestUser, type TestApp } from './helpers.ts';

/** Class tests (issue 5): assigning, editing and removing them, sending them to students, and who sees what. */

let app: TestApp;
let api: ClassTestApi;
beforeAll(async () => {
  app = await createTestApp();
  api = classTestApi(app);
});
afterAll(async () => app?.close());

const setup = async () => {
  const tenant = await createTestTenant(app);
  const teacher = await createTestUser(app, tenant, { roles: ['teacher'] });
  const alice = await createTestUser(app, tenant, { firstName: 'Alice' });
  const bob = await createTestUser(app, tenant, { firstName: 'Bob' });
  const cls = await makeClass(app, tenant, { teacher, students: [alice, bob], name: 'Algebra I' });
  const testId = await makeSkillTest(app, tenant);
  return { tenant, teacher, alice, bob, cls, testId };
};

const mailsTo = (tenantId: string, to: string) =>
  withTenant(app.deps.db, tenantId, (tx) => tx.select().from(mailOutbox).where(eq(mailOutbox.to, to)));

describe('assigning tests to a class', () => {
  it('a teacher of the class adds a visible test; managers see it with counts', async () => {
    const { teacher, cls, testId } = await setup();
    const created = await api.create(teacher, cls.id, {
      test_id: testId,
      scheduled_at: hoursFrom(-1),
      paid_by_organization: true,
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      test_id: testId,
      exam_kind: 'sat',
      test_type: 'full_mock',
      kind: 'test',
      is_default: false,
      paid_by_organization: true,
      invited_count: 0,
      completed_count: 0,
      my_attempt: null,
      available: true,
    });
    const list = await api.list(teacher, cls.id);
    expect(list.status).toBe(200);
    expect(list.body.map((t) => t.id)).toEqual([created.body.id]);
  });

  it('a test the tenant does not see (another tenant’s private one) is a 422 on test_id; bad input is 4xx, never 500', async () => {
    const { teacher, cls } = await setup();
    const other = await createTestTenant(app);
    const foreign = await makeTest(app, other, { sections: [{ section: 'math', modules: [{ questions: mcqs(1) }] }] });
    const refused = await api.create(teacher, cls.id, { test_id: foreign, scheduled_at: hoursFrom(1) });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('validation_failed');
    expect(refused.body.fieldErrors?.map((f) => f.path)).toEqual(['test_id']);
    for (const payload of [
      {},
      { test_id: 'nope', scheduled_at: hoursFrom(1) },
      { test_id: foreign, scheduled_at: 'tomorrow' },
      { test_id: foreign, scheduled_at: hoursFrom(1), kind: 'exam' },
    ])
      expect((await api.create(teacher, cls.id, payload)).status, JSON.stringify(payload)).toBe(422);
    expect((await api.list(teacher, 'not-a-uuid')).status).toBe(404);
  });

  it('is_default moves the default: at most one per class', async () => {
    const { teacher, cls, testId } = await setup();
    const first = (
      await api.create(teacher, cls.id, {
        test_id: testId,
        kind: 'practice',
        scheduled_at: hoursFrom(-1),
        is_default: true,
      })
    ).body;
    const second = (
      await api.create(teacher, cls.id, {
        test_id: testId,
        kind: 'practice',
        scheduled_at: hoursFrom(-1),
        is_default: true,
      })
    ).body;
    let list = (await api.list(teacher, cls.id)).body;
    expect(list.filter((t) => t.is_default).map((t) => t.id)).toEqual([second.id]);
    const moved = await api.update(teacher, cls.id, first.id, { is_default: true });
    expect(moved.status).toBe(200);
    expect(moved.body.is_default).toBe(true);
    list = (await api.list(teacher, cls.id)).body;
    expect(list.filter((t) => t.is_default).map((t) => t.id)).toEqual([first.id]);
  });

  it('PATCH changes the time, kind and payer; DELETE removes it; another class’s test id is 404', async () => {
    const { tenant, teacher, cls, testId } = await setup();
    const created = (await api.create(teacher, cls.id, { test_id: testId, scheduled_at: hoursFrom(-1) })).body;
    const when = hoursFrom(48);
    const patched = await api.update(teacher, cls.id, created.id, {
      scheduled_at: when,
      kind: 'practice',
      paid_by_organization: true,
    });
    expect(patched.body).toMatchObject({
      kind: 'practice',
      paid_by_organization: true,
      available: false,
      scheduled_at: new Date(when).toISOString(),
    });
    expect((await api.update(teacher, cls.id, created.id, { kind: 'quiz' })).status).toBe(422);

    const otherClass = await makeClass(app, tenant, { teacher });
    expect((await api.update(teacher, otherClass.id, created.id, { kind: 'test' })).status).toBe(404);
    expect((await api.remove(teacher, otherClass.id, created.id)).status).toBe(404);

    expect((await api.remove(teacher, cls.id, created.id)).body).toEqual({ ok: true });
    expect((await api.list(teacher, cls.id)).body).toEqual([]);
    expect((await api.remove(teacher, cls.id, created.id)).status).toBe(404);
  });

  it('students, other teachers and parents cannot manage: 404 (the class stays unknown to outsiders)', async () => {
    const { tenant, teacher, alice, cls, testId } = await setup();
    const created = (await api.create(teacher, cls.id, { test_id: testId, scheduled_at: hoursFrom(-1) })).body;
    const otherTeacher = await createTestUser(app, tenant, { roles: ['teacher'] });
    const parent = await createTestUser(app, tenant, { roles: ['parent'] });
    const outsider = await createTestUser(app, tenant);
    for (const who of [alice, otherTeacher, parent, outsider]) {
      expect((await api.create(who, cls.id, { test_id: testId, scheduled_at: hoursFrom(1) })).status).toBe(404);
      expect((await api.update(who, cls.id, created.id, { kind: 'practice' })).status).toBe(404);
      expect((await api.remove(who, cls.id, created.id)).status).toBe(404);
      expect((await api.invitations(who, cls.id, created.id)).status).toBe(404);
      expect((await api.send(who, cls.id, created.id, { student_ids: [alice.id] })).status).toBe(404);
    }
    for (const who of [otherTeacher, parent, outsider]) expect((await api.list(who, cls.id)).status).toBe(404);
    // A company admin of the tenant manages every class.
    const admin = await createTestUser(app, tenant, { roles: ['organization_admin'] });
    expect((await api.list(admin, cls.id)).body).toHaveLength(1);
  });

  it('another tenant’s class and class test are 404 for every route', async () => {
    const { teacher, alice, cls, testId } = await setup();
    const created = (await api.create(teacher, cls.id, { test_id: testId, scheduled_at: hoursFrom(-1) })).body;
    await api.send(teacher, cls.id, created.id, { student_ids: [alice.id] });
    const other = await createTestTenant(app);
    const foreignTeacher = await createTestUser(app, other, { roles: ['organization_admin'] });
    const foreignStudent = await createTestUser(app, other);
    expect((await api.list(foreignTeacher, cls.id)).status).toBe(404);
    expect((await api.create(foreignTeacher, cls.id, { test_id: testId, scheduled_at: hoursFrom(1) })).status).toBe(
      404,
    );
    expect((await api.update(foreignTeacher, cls.id, created.id, { kind: 'practice' })).status).toBe(404);
    expect((await api.remove(foreignTeacher, cls.id, created.id)).status).toBe(404);
    expect((await api.send(foreignTeacher, cls.id, created.id, { student_ids: [alice.id] })).status).toBe(404);
    expect((await api.invitations(foreignTeacher, cls.id, created.id)).status).toBe(404);
    expect((await api.start(foreignStudent, cls.id, created.id)).status).toBe(404);
    expect((await api.dashboard(foreignTeacher, cls.id)).status).toBe(404);
    // Nothing changed.
    expect((await api.list(teacher, cls.id)).body).toHaveLength(1);
  });
});

describe('sending a class test', () => {
  it('an empty choice is 422 "Please choose at least 1 student" on student_ids (in the caller’s language)', async () => {
    const { teacher, cls, testId } = await setup();
    const created = (await api.create(teacher, cls.id, { test_id: testId, scheduled_at: hoursFrom(-1) })).body;
    const refused = await api.send(teacher, cls.id, created.id, { student_ids: [] });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('choose_at_least_one_student');
    expect(refused.body.message).toBe('Please choose at least 1 student.');
    expect(refused.body.fieldErrors).toEqual([{ path: 'student_ids', message: 'Please choose at least 1 student.' }]);
    const cn = await api.send(teacher, cls.id, created.id, { student_ids: [] }, { 'accept-language': 'zh-CN' });
    expect(cn.body.code).toBe('choose_at_least_one_student');
    expect(cn.body.message).not.toBe(refused.body.message);
    // A missing list or a wrong shape is plain validation.
    expect((await api.send(teacher, cls.id, created.id, {})).status).toBe(422);
    expect((await api.send(teacher, cls.id, created.id, { student_ids: ['x'] })).body.code).toBe('validation_failed');
  });

  it('every id must be a student of the class: 422 naming each wrong entry, nothing sent', async () => {
    const { tenant, teacher, alice, cls, testId } = await setup();
    const created = (await api.create(teacher, cls.id, { test_id: testId, scheduled_at: hoursFrom(-1) })).body;
    const stranger = await createTestUser(app, tenant);
    const refused = await api.send(teacher, cls.id, created.id, { student_ids: [alice.id, stranger.id, teacher.id] });
    expect(refused.status).toBe(422);
    expect(refused.body.fieldErrors?.map((f) => f.path)).toEqual(['student_ids.1', 'student_ids.2']);
    expect((await api.invitations(teacher, cls.id, created.id)).body).toEqual([]);
    expect(await mailsTo(tenant.id, alice.email)).toEqual([]);
  });

  it('invites, re-invites (count + 1) and mails each student in their language with the link to their class tests', async () => {
    const { tenant, teacher, alice, bob, cls, testId } = await setup();
    await setUserLang(app, tenant, bob, 'tw');
    const created = (await api.create(teacher, cls.id, { test_id: testId, scheduled_at: '2030-05-01T09:00:00Z' })).body;
    const sent = await api.send(teacher, cls.id, created.id, { student_ids: [alice.id, bob.id, alice.id] });
    expect(sent.status).toBe(200);
    expect(sent.body.map((i) => [i.id, i.invite_count, i.attempt])).toEqual([
      [alice.id, 1, null],
      [bob.id, 1, null],
    ]);
    const again = await api.send(teacher, cls.id, created.id, { student_ids: [bob.id] });
    expect(again.body.map((i) => [i.name, i.invite_count])).toEqual([
      ['Alice User', 1],
      ['Bob User', 2],
    ]);
    expect(Date.parse(again.body[1]!.last_invited_at)).toBeGreaterThanOrEqual(
      Date.parse(sent.body[1]!.last_invited_at),
    );
    expect((await api.invitations(teacher, cls.id, created.id)).body).toEqual(again.body);
    expect((await api.list(teacher, cls.id)).body[0]!.invited_count).toBe(2);

    const [aliceMail] = await mailsTo(tenant.id, alice.email);
    expect(aliceMail!.subject).toContain('Algebra I');
    expect(aliceMail!.text).toContain(`/student/classes/${cls.id}/tests`);
    expect(aliceMail!.text).toContain(`tenant=${tenant.slug}`);
    expect(aliceMail!.text).toContain('2030');
    const bobMails = await mailsTo(tenant.id, bob.email);
    expect(bobMails).toHaveLength(2);
    expect(bobMails[0]!.text).toContain('老師在班級 Algebra I');
    expect(bobMails[0]!.html).toContain('開啟班級測驗');
  });
});

describe('a student’s list of class tests', () => {
  it('shows only the tests sent to them, with whether they are open and their latest attempt', async () => {
    const { teacher, alice, bob, cls, testId } = await setup();
    const open = (await api.create(teacher, cls.id, { test_id: testId, scheduled_at: hoursFrom(-1) })).body;
    const later = (
      await api.create(teacher, cls.id, { test_id: testId, kind: 'practice', scheduled_at: hoursFrom(24) })
    ).body;
    await api.create(teacher, cls.id, { test_id: testId, scheduled_at: hoursFrom(-1) });
    await api.send(teacher, cls.id, open.id, { student_ids: [alice.id] });
    await api.send(teacher, cls.id, later.id, { student_ids: [alice.id, bob.id] });

    const mine = await api.list(alice, cls.id);
    expect(mine.status).toBe(200);
    expect(mine.body.map((t) => [t.id, t.available, t.my_attempt, t.invited_count])).toEqual([
      [open.id, true, null, null],
      [later.id, false, null, null],
    ]);
    expect((await api.list(bob, cls.id)).body.map((t) => t.id)).toEqual([later.id]);

    const started = await api.start(alice, cls.id, open.id);
    expect(started.status).toBe(200);
    const after = (await api.list(alice, cls.id)).body[0]!;
    expect(after.my_attempt).toMatchObject({
      user_exam_id: started.body.userExamId,
      status: 'in_progress',
      score: null,
      completed_at: null,
    });
  });

  it('deleting a class test unlinks the attempts made from it (they stay the student’s)', async () => {
    const { tenant, teacher, alice, cls, testId } = await setup();
    const created = (await api.create(teacher, cls.id, { test_id: testId, scheduled_at: hoursFrom(-1) })).body;
    await api.send(teacher, cls.id, created.id, { student_ids: [alice.id] });
    const started = (await api.start(alice, cls.id, created.id)).body;
    expect((await attemptRow(app, tenant, started.userExamId)).classTestId).toBe(created.id);
    await api.remove(teacher, cls.id, created.id);
    expect((await attemptRow(app, tenant, started.userExamId)).classTestId).toBeNull();
    expect(
      await withTenant(app.deps.db, tenant.id, (tx) =>
        tx.select().from(classTests).where(eq(classTests.id, created.id)),
      ),
    ).toEqual([]);
  });
});

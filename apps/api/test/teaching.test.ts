import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userExams } from '../src/db/schema/index.ts';
import { withTenant } from '../src/db/with-tenant.ts';
import { attemptApi, type AttemptApi } from './attempts-fixtures.ts';
import {
  classTestApi,
  finishAttempt,
  hoursFrom,
  linkParent,
  makeClass,
  makeSkillTest,
  type ClassTestApi,
} from './class-tests-fixtures.ts';
import { createTestApp, createTestTenant, createTestUser, type TestApp } from './helpers.ts';

/** The teachers' views (issue 5): the class dashboard, a student's attempts and progress, the teachers' view of a student. */

let app: TestApp;
let api: ClassTestApi;
let attempts: AttemptApi;
beforeAll(async () => {
  app = await createTestApp();
  api = classTestApi(app);
  attempts = attemptApi(app);
});
afterAll(async () => app?.close());

const LINEAR = 'math/Algebra/Linear equations';
const CIRCLES = 'math/Geometry/Circles';

/**
 * A class with Alice and Bob and two class tests. Alice completed the first (linear equations 2/2,
 * circles 1/2) and also took the test on her own (circles 0/2), which is no class result; the second
 * test was sent to her only and not started. Bob was sent the first and did not start it.
 */
const setup = async () => {
  const tenant = await createTestTenant(app);
  const teacher = await createTestUser(app, tenant, { roles: ['teacher'] });
  const alice = await createTestUser(app, tenant, { firstName: 'Alice', studentProfile: true });
  const bob = await createTestUser(app, tenant, { firstName: 'Bob' });
  const cls = await makeClass(app, tenant, { teacher, students: [alice, bob], name: 'Algebra I' });
  const testId = await makeSkillTest(app, tenant);
  const first = (await api.create(teacher, cls.id, { test_id: testId, scheduled_at: hoursFrom(-2) })).body;
  const second = (
    await api.create(teacher, cls.id, {
      test_id: await makeSkillTest(app, tenant, 'drill'),
      kind: 'practice',
      scheduled_at: hoursFrom(-1),
    })
  ).body;
  await api.send(teacher, cls.id, first.id, { student_ids: [alice.id, bob.id] });
  await api.send(teacher, cls.id, second.id, { student_ids: [alice.id] });
  const classAttempt = (await api.start(alice, cls.id, first.id)).body.userExamId;
  await finishAttempt(app, alice, classAttempt, ['A', 'A', 'A', 'B']);
  const own = (await attempts.start(alice, await makeSkillTest(app, tenant))).body.userExamId;
  await finishAttempt(app, alice, own, ['A', 'A', 'B', 'C']);
  return { tenant, teacher, alice, bob, cls, first, second, classAttempt, own };
};

describe('the class dashboard', () => {
  it('heat map skill × student over the class tests’ completed attempts, and each test’s results per invited student', async () => {
    const { teacher, alice, bob, cls, first, second, classAttempt } = await setup();
    const res = await api.dashboard(teacher, cls.id);
    expect(res.status).toBe(200);
    const board = res.body;
    expect(board.students.map((s) => [s.id, s.name])).toEqual([
      [alice.id, 'Alice User'],
      [bob.id, 'Bob User'],
    ]);
    expect(board.skills).toEqual([
      { key: LINEAR, label: 'Linear equations', section: 'math' },
      { key: CIRCLES, label: 'Circles', section: 'math' },
    ]);
    // Alice's own attempt (circles 0/2 and linear 2/2 again) is not a class result.
    expect(board.cells).toEqual([
      [
        { correct: 2, total: 2 },
        { correct: 1, total: 2 },
      ],
      [
        { correct: 0, total: 0 },
        { correct: 0, total: 0 },
      ],
    ]);
    expect(board.tests.map((t) => t.class_test.id)).toEqual([first.id, second.id]);
    const [firstResults, secondResults] = board.tests.map((t) => t.results);
    expect(firstResults!.map((r) => r.student.id)).toEqual([alice.id, bob.id]);
    // No score tables: the headline is the raw total (3 right).
    expect(firstResults![0]!.attempt).toMatchObject({
      user_exam_id: classAttempt,
      status: 'completed',
      score: 3,
      score_label: '3',
    });
    expect(firstResults![1]!.attempt).toBeNull();
    expect(secondResults!.map((r) => [r.student.id, r.attempt])).toEqual([[alice.id, null]]);
    expect(board.tests[0]!.class_test).toMatchObject({ invited_count: 2, completed_count: 1 });
  });

  it('an empty class has an empty board', async () => {
    const tenant = await createTestTenant(app);
    const teacher = await createTestUser(app, tenant, { roles: ['teacher'] });
    const cls = await makeClass(app, tenant, { teacher });
    expect((await api.dashboard(teacher, cls.id)).body).toEqual({ skills: [], students: [], cells: [], tests: [] });
  });

  it('managers only: students of the class, other teachers and parents get 404; company admins see it', async () => {
    const { tenant, alice, cls } = await setup();
    for (const who of [
      alice,
      await createTestUser(app, tenant, { roles: ['teacher'] }),
      await createTestUser(app, tenant, { roles: ['parent'] }),
    ])
      expect((await api.dashboard(who, cls.id)).status).toBe(404);
    expect(
      (await api.dashboard(await createTestUser(app, tenant, { roles: ['organization_admin'] }), cls.id)).status,
    ).toBe(200);
    expect((await api.dashboard(alice, 'nope')).status).toBe(404);
  });
});

describe('a student’s attempts and progress', () => {
  it('newest first, with the class test and the headline score; 20 per page', async () => {
    const { tenant, alice, first, classAttempt, own } = await setup();
    const page = await api.userExams(alice, alice.id);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ current_page: 1, per_page: 20, total: 2 });
    expect(page.body.data.map((r) => [r.user_exam_id, r.class_test_id, r.status, r.score])).toEqual([
      [own, null, 'completed', 2],
      [classAttempt, first.id, 'completed', 3],
    ]);
    expect(page.body.data[0]).toMatchObject({ exam_kind: 'sat', test_type: 'full_mock', score_label: '2' });

    // 21 more (abandoned) attempts: two pages.
    const testId = page.body.data[0]!.test_id;
    await withTenant(app.deps.db, tenant.id, (tx) =>
      tx.insert(userExams).values(
        Array.from({ length: 21 }, (_, i) => ({
          userId: alice.id,
          testId,
          status: 'abandoned' as const,
          startedAt: new Date(Date.UTC(2020, 0, i + 1)),
        })),
      ),
    );
    const p1 = (await api.userExams(alice, alice.id)).body;
    const p2 = (await api.userExams(alice, alice.id, 2)).body;
    expect([p1.data.length, p2.data.length, p2.total, p2.current_page]).toEqual([20, 3, 23, 2]);
    expect((await api.userExams(alice, alice.id, 0)).status).toBe(422);
  });

  it('per-skill accuracy over all the student’s completed attempts', async () => {
    const { alice } = await setup();
    const stats = await api.tagStats(alice, alice.id);
    expect(stats.status).toBe(200);
    expect(stats.body).toEqual([
      { key: LINEAR, label: 'Linear equations', section: 'math', correct: 4, total: 4 },
      { key: CIRCLES, label: 'Circles', section: 'math', correct: 1, total: 4 },
    ]);
  });

  it('read by the student, their linked parent, their class teachers and company admins; others 404', async () => {
    const { tenant, teacher, alice, bob } = await setup();
    const parent = await createTestUser(app, tenant, { roles: ['parent'] });
    await linkParent(app, tenant, parent, alice);
    const coTeacherElsewhere = await createTestUser(app, tenant, { roles: ['teacher'] });
    await makeClass(app, tenant, { teacher: coTeacherElsewhere, students: [bob] });
    const admin = await createTestUser(app, tenant, { roles: ['organization_admin'] });
    for (const who of [alice, parent, teacher, admin]) {
      expect((await api.userExams(who, alice.id)).status).toBe(200);
      expect((await api.tagStats(who, alice.id)).status).toBe(200);
    }
    const otherParent = await createTestUser(app, tenant, { roles: ['parent'] });
    const foreign = await createTestUser(app, await createTestTenant(app), { roles: ['organization_admin'] });
    for (const who of [bob, otherParent, coTeacherElsewhere, foreign]) {
      expect((await api.userExams(who, alice.id)).status).toBe(404);
      expect((await api.tagStats(who, alice.id)).status).toBe(404);
    }
    expect((await api.userExams(admin, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await api.tagStats(admin, 'x')).status).toBe(404);
  });
});

describe('the teachers’ view of a student', () => {
  it('profile, classes, latest attempts and progress; a teacher sees the classes they teach the student in, an admin all', async () => {
    const { tenant, teacher, alice, classAttempt, own } = await setup();
    const otherTeacher = await createTestUser(app, tenant, { roles: ['teacher'] });
    const otherClass = await makeClass(app, tenant, { teacher: otherTeacher, students: [alice], name: 'Biology' });
    const view = await api.teacherView(teacher, alice.id);
    expect(view.status).toBe(200);
    expect(view.body.user).toMatchObject({
      id: alice.id,
      name: 'Alice User',
      email: alice.email,
      school: 'Test School',
      phone: '5550001111',
      grade_level: null,
    });
    expect(view.body.classes.map((c) => c.name)).toEqual(['Algebra I']);
    expect(view.body.recent.map((r) => r.user_exam_id)).toEqual([own, classAttempt]);
    expect(view.body.skills.map((s) => [s.key, s.correct, s.total])).toEqual([
      [LINEAR, 4, 4],
      [CIRCLES, 1, 4],
    ]);
    const admin = await createTestUser(app, tenant, { roles: ['organization_admin'] });
    expect((await api.teacherView(admin, alice.id)).body.classes.map((c) => c.id).sort()).toEqual(
      [view.body.classes[0]!.id, otherClass.id].sort(),
    );
    expect((await api.teacherView(otherTeacher, alice.id)).body.classes.map((c) => c.name)).toEqual(['Biology']);
  });

  it('not for the student, a parent, a teacher without them in a class, or another tenant: 404', async () => {
    const { tenant, alice, bob } = await setup();
    const parent = await createTestUser(app, tenant, { roles: ['parent'] });
    await linkParent(app, tenant, parent, alice);
    const stranger = await createTestUser(app, tenant, { roles: ['teacher'] });
    const foreign = await createTestUser(app, await createTestTenant(app), { roles: ['teacher'] });
    for (const who of [alice, bob, parent, stranger, foreign])
      expect((await api.teacherView(who, alice.id)).status).toBe(404);
  });
});

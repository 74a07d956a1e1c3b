import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  serverMessage,
  type ClassStudentView,
  type CourseDetail,
  type CourseInput,
  type CourseProgressView,
  type CourseSessionView,
  type ErrorBody,
  type MyCourses,
  type OrderView,
  type PlacementProposal,
  type SessionClassList,
  type SessionPlacementResult,
} from '@prepwell/contracts';
import { userExams } from '../src/db/schema/index.ts';
import { withTenant } from '../src/db/with-tenant.ts';
import { issueAccessToken } from '../src/modules/auth/auth.service.ts';
import { resolveTenant, type TenantContext } from '../src/modules/tenants/tenants.service.ts';
import { lookupUserByEmail } from '../src/modules/users/user-rows.service.ts';
import { seedDemoCourses } from '../src/seed/demo-courses.ts';
import { makeTest, mcqs } from './attempts-fixtures.ts';
import { asUser } from './classes-fixture.ts';
import { call, createTestApp, createTestTenant, createTestUser, type TestApp, type TestUser } from './helpers.ts';

/** Issue 19: courses (states, progress) and course sessions (classes, placement, need-pay-first, the list). */
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app?.close());

type Err = ErrorBody & { fields?: { path: string; key: string; message: string }[] };

const world = async () => {
  const tenant = await createTestTenant(app);
  const admin = await createTestUser(app, tenant, { roles: ['organization_admin'] });
  const teacher = await createTestUser(app, tenant, { roles: ['teacher'] });
  const otherTeacher = await createTestUser(app, tenant, { roles: ['teacher'] });
  const student = await createTestUser(app, tenant);
  const outsider = await createTestUser(app, tenant);
  const parent = await createTestUser(app, tenant, { roles: ['parent'] });
  return { tenant, admin, teacher, otherTeacher, student, outsider, parent };
};

const COURSE: CourseInput = {
  title: 'SAT Math Foundations',
  description: 'Algebra and data, step by step.',
  type: 'group',
  price: 120.5,
  currency: 'USD',
  state: 'published',
  chapters: [
    {
      title: 'Linear equations',
      resources: [
        { kind: 'link', title: 'Khan practice', url: 'https://example.org/linear' },
        {
          kind: 'video_link',
          title: 'Lecture',
          url: 'https://video.example.org/v/1',
          subtitle_url: 'https://video.example.org/v/1.vtt',
        },
      ],
    },
    { title: 'Data', resources: [{ kind: 'link', title: 'Reading', url: 'http://example.org/data' }] },
  ],
};

const createCourse = async (by: TestUser, input: Partial<CourseInput> = {}) => {
  const res = await asUser<CourseDetail>(app, by, 'POST', '/api/courses', { ...COURSE, ...input });
  if (res.status !== 200) throw new Error(`course: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
};

const createSession = async (by: TestUser, courseId: string, input: Record<string, unknown> = {}) => {
  const res = await asUser<CourseSessionView>(app, by, 'POST', `/api/courses/${courseId}/sessions`, {
    title: 'Spring evenings',
    city: 'Taipei',
    fee: 0,
    start_date: '2026-03-01',
    end_date: '2026-05-30',
    start_time: '18:00',
    end_time: '20:00',
    weekdays: [2, 4],
    tags: ['sat', 'math'],
    ...input,
  });
  if (res.status !== 200) throw new Error(`session: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
};

const place = (by: TestUser, sessionId: string, students: TestUser[]) =>
  asUser<SessionPlacementResult & Err>(app, by, 'POST', `/api/course-sessions/${sessionId}/students`, {
    user_ids: students.map((s) => s.id),
  });

describe('courses: create, validation, permissions', () => {
  it('a teacher creates a course and becomes its teacher; the price is kept to the cent', async () => {
    const w = await world();
    const course = await createCourse(w.teacher);
    expect(course.my_role).toBe('manager');
    expect(course.price).toBe(120.5);
    expect(course.teachers.map((t) => t.id)).toEqual([w.teacher.id]);
    expect(course.creator?.id).toBe(w.teacher.id);
    expect(course.chapters).toHaveLength(2);
    const ids = course.chapters.flatMap((c) => c.resources.map((r) => r.id));
    expect(new Set(ids).size).toBe(3);
    expect(course.chapters[0]!.resources[1]!.subtitle_url).toBe('https://video.example.org/v/1.vtt');

    // An edit that keeps the ids keeps them; the admin sees it in the list, the other teacher does not.
    const list = await asUser<{ data: { id: string }[] }>(app, w.admin, 'GET', '/api/courses');
    expect(list.body.data.map((c) => c.id)).toContain(course.id);
    const other = await asUser<{ data: { id: string }[] }>(app, w.otherTeacher, 'GET', '/api/courses');
    expect(other.body.data.map((c) => c.id)).not.toContain(course.id);
  });

  it('refuses a link that is not http(s) with invalid_link on its field, a negative price, a practice of no test', async () => {
    const w = await world();
    const bad = await asUser<Err>(app, w.teacher, 'POST', '/api/courses', {
      ...COURSE,
      chapters: [{ title: 'A', resources: [{ kind: 'link', title: 'x', url: 'javascript:alert(1)' }] }],
    });
    expect(bad.status).toBe(422);
    expect(bad.body.code).toBe('invalid_link');
    expect(JSON.stringify(bad.body)).toContain('chapters.0.resources.0.url');
    const noHost = await asUser<Err>(app, w.teacher, 'POST', '/api/courses', {
      ...COURSE,
      chapters: [
        {
          title: 'A',
          resources: [{ kind: 'video_link', title: 'x', url: 'https://ok.example/v', subtitle_url: 'ftp://x/y.vtt' }],
        },
      ],
    });
    expect(noHost.body.code).toBe('invalid_link');
    const negative = await asUser<Err>(app, w.teacher, 'POST', '/api/courses', { ...COURSE, price: -1 });
    expect(negative.status).toBe(422);
    expect(negative.body.code).toBe('validation_failed');
    const practice = await asUser<Err>(app, w.teacher, 'POST', '/api/courses', {
      ...COURSE,
      chapters: [{ title: 'A', resources: [{ kind: 'practice', title: 'x', test_id: randomUUID() }] }],
    });
    expect(practice.status).toBe(422);
  });

  it('only managers manage: another teacher, a student not in it, a parent and another tenant get nothing', async () => {
    const w = await world();
    const course = await createCourse(w.teacher);
    for (const who of [w.otherTeacher, w.outsider]) {
      expect((await asUser(app, who, 'GET', `/api/courses/${course.id}`)).status).toBe(404);
    }
    expect((await asUser(app, w.otherTeacher, 'PATCH', `/api/courses/${course.id}`, { title: 'x' })).status).toBe(404);
    expect((await asUser(app, w.parent, 'GET', `/api/courses/${course.id}`)).status).toBe(403);
    expect((await asUser(app, w.student, 'PATCH', `/api/courses/${course.id}`, { title: 'x' })).status).toBe(403);
    const b = await world();
    expect((await asUser(app, b.admin, 'GET', `/api/courses/${course.id}`)).status).toBe(404);
    expect((await asUser(app, b.admin, 'PATCH', `/api/courses/${course.id}`, { title: 'x' })).status).toBe(404);
    // The company admin manages it; adding the other teacher makes them a manager.
    const edit = await asUser<CourseDetail>(app, w.admin, 'PATCH', `/api/courses/${course.id}`, {
      teacher_ids: [w.teacher.id, w.otherTeacher.id],
    });
    expect(edit.status).toBe(200);
    expect((await asUser(app, w.otherTeacher, 'GET', `/api/courses/${course.id}`)).status).toBe(200);
    // A student is not a teacher.
    const notTeacher = await asUser<Err>(app, w.admin, 'PATCH', `/api/courses/${course.id}`, {
      teacher_ids: [w.student.id],
    });
    expect(notTeacher.status).toBe(422);
  });
});

describe('courses: states and progress', () => {
  it('students meet published courses only; expired and maintenance give the spec messages', async () => {
    const w = await world();
    const course = await createCourse(w.teacher, { state: 'draft' });
    await asUser(app, w.teacher, 'POST', `/api/courses/${course.id}/students`, { emails: [w.student.email] });
    expect((await asUser(app, w.student, 'GET', `/api/courses/${course.id}`)).status).toBe(404);
    expect((await asUser<MyCourses>(app, w.student, 'GET', '/api/my-courses')).body.data).toHaveLength(0);

    await asUser(app, w.teacher, 'PATCH', `/api/courses/${course.id}`, { state: 'published' });
    const open = await asUser<CourseDetail>(app, w.student, 'GET', `/api/courses/${course.id}`);
    expect(open.status).toBe(200);
    expect(open.body.my_role).toBe('student');
    expect(open.body.progress?.status).toBe('ongoing');

    await asUser(app, w.teacher, 'PATCH', `/api/courses/${course.id}`, { state: 'maintenance' });
    const maintained = await asUser<Err>(app, w.student, 'GET', `/api/courses/${course.id}`, undefined, {
      'accept-language': 'zh-TW',
    });
    expect(maintained.status).toBe(403);
    expect(maintained.body.code).toBe('course_maintenance');
    expect(maintained.body.message).toBe(serverMessage('tw', 'errors.course_maintenance'));

    await asUser(app, w.teacher, 'PATCH', `/api/courses/${course.id}`, {
      state: 'published',
      expires_at: new Date(Date.now() - 60_000).toISOString(),
    });
    const expired = await asUser<Err>(app, w.student, 'GET', `/api/courses/${course.id}`);
    expect(expired.status).toBe(403);
    expect(expired.body.code).toBe('course_expired');
    expect(expired.body.message).toBe(serverMessage('en', 'errors.course_expired'));
    const mine = await asUser<MyCourses>(app, w.student, 'GET', '/api/my-courses');
    expect(mine.body.data[0]?.course.state).toBe('expired');
    expect(mine.body.data[0]?.progress.status).toBe('incomplete');
    // Progress is refused too while expired.
    const r = await asUser<Err>(app, w.student, 'POST', `/api/courses/${course.id}/progress`, {
      resource_id: course.chapters[0]!.resources[0]!.id,
      done: true,
    });
    expect(r.body.code).toBe('course_expired');
  });

  // Acceptance 3 of issue 19: the expired and maintenance messages in each language.
  it.each([
    ['en', 'en'],
    ['cn', 'zh-CN'],
    ['tw', 'zh-TW'],
  ] as const)('in %s: an expired and a maintained course give the spec messages', async (lang, header) => {
    const w = await world();
    const course = await createCourse(w.teacher);
    await asUser(app, w.teacher, 'POST', `/api/courses/${course.id}/students`, { user_ids: [w.student.id] });
    const open = (path: string) => asUser<Err>(app, w.student, 'GET', path, undefined, { 'accept-language': header });
    await asUser(app, w.teacher, 'PATCH', `/api/courses/${course.id}`, { state: 'maintenance' });
    const maintained = await open(`/api/courses/${course.id}`);
    expect(maintained.status).toBe(403);
    expect(maintained.body).toMatchObject({
      code: 'course_maintenance',
      message: serverMessage(lang, 'errors.course_maintenance'),
    });
    await asUser(app, w.teacher, 'PATCH', `/api/courses/${course.id}`, {
      state: 'published',
      expires_at: new Date(Date.now() - 60_000).toISOString(),
    });
    const expired = await open(`/api/courses/${course.id}`);
    expect(expired.status).toBe(403);
    expect(expired.body).toMatchObject({
      code: 'course_expired',
      message: serverMessage(lang, 'errors.course_expired'),
    });
    if (lang !== 'en') {
      expect(maintained.body.message).not.toMatch(/[A-Za-z]{3}/);
      expect(expired.body.message).not.toMatch(/[A-Za-z]{3}/);
    }
  });

  it('marks resources done and undone, resumes at the last one, completes when all are done', async () => {
    const w = await world();
    const course = await createCourse(w.teacher);
    await asUser(app, w.teacher, 'POST', `/api/courses/${course.id}/students`, { user_ids: [w.student.id] });
    const [a, b, c] = course.chapters.flatMap((ch) => ch.resources.map((r) => r.id));
    const mark = (resource_id: string, done?: boolean) =>
      asUser<CourseProgressView>(app, w.student, 'POST', `/api/courses/${course.id}/progress`, {
        resource_id,
        ...(done === undefined ? {} : { done }),
      });
    expect((await mark(a!, true)).body).toMatchObject({ done: 1, total: 3, percent: 33, resume_resource_id: a });
    expect((await mark(b!)).body).toMatchObject({ done: 1, resume_resource_id: b });
    await mark(b!, true);
    const done = await mark(c!, true);
    expect(done.body.status).toBe('completed');
    expect(done.body.completed_at).not.toBeNull();
    const undone = await mark(a!, false);
    expect(undone.body).toMatchObject({ status: 'ongoing', done: 2, completed_at: null, resume_resource_id: a });
    expect((await mark('nope', true)).status).toBe(422);
    // Another student of the tenant cannot write progress in it; a teacher has no progress.
    expect(
      (await asUser(app, w.outsider, 'POST', `/api/courses/${course.id}/progress`, { resource_id: a })).status,
    ).toBe(404);
    const mine = await asUser<MyCourses>(app, w.student, 'GET', '/api/my-courses');
    expect(mine.body.data[0]?.progress).toMatchObject({ done: 2, percent: 66, resume_resource_id: a });
    // The teacher reads the students' progress.
    const students = await asUser<{ data: { user: { id: string }; progress: CourseProgressView }[] }>(
      app,
      w.teacher,
      'GET',
      `/api/courses/${course.id}/students`,
    );
    expect(students.body.data[0]).toMatchObject({ user: { id: w.student.id }, progress: { done: 2 } });
  });
});

describe('course sessions', () => {
  it('a session has its own class: the course teachers teach it; placement seats and enrols; capacity holds', async () => {
    const w = await world();
    const course = await createCourse(w.teacher, { teacher_ids: [w.otherTeacher.id] });
    const session = await createSession(w.admin, course.id, { capacity: 1 });
    expect(session.class_id).toBeTruthy();
    // The class is a real class its teachers see.
    const cls = await asUser<{ name: string }>(app, w.otherTeacher, 'GET', `/api/classes/${session.class_id}`);
    expect(cls.status).toBe(200);
    expect(cls.body.name).toContain('SAT Math Foundations');

    const placed = await place(w.teacher, session.id, [w.student]);
    expect(placed.body.data).toEqual([{ user_id: w.student.id, status: 'seated' }]);
    const roster = await asUser<ClassStudentView[]>(app, w.teacher, 'GET', `/api/classes/${session.class_id}/students`);
    expect(roster.body.map((s) => s.id)).toEqual([w.student.id]);
    expect((await asUser(app, w.student, 'GET', `/api/courses/${course.id}`)).status).toBe(200);
    const full = await place(w.teacher, session.id, [w.outsider]);
    expect(full.status).toBe(409);
    expect(full.body.code).toBe('class_full');
    // A teacher not of the course cannot place; the e-mail of nobody is named.
    const b = await world();
    expect((await place(b.admin, session.id, [w.outsider])).status).toBe(404);
    const unknown = await asUser<Err>(app, w.admin, 'POST', `/api/course-sessions/${session.id}/students`, {
      emails: ['nobody@example.test'],
    });
    expect(unknown.body.code).toBe('student_email_not_found');
  });

  it('refuses an end before the start, and test templates the tenant cannot see', async () => {
    const w = await world();
    const course = await createCourse(w.teacher);
    const dates = await asUser<Err>(app, w.teacher, 'POST', `/api/courses/${course.id}/sessions`, {
      title: 'x',
      start_date: '2026-05-01',
      end_date: '2026-04-01',
    });
    expect(dates.status).toBe(422);
    expect(JSON.stringify(dates.body)).toContain('end_date');
    const times = await asUser<Err>(app, w.teacher, 'POST', `/api/courses/${course.id}/sessions`, {
      title: 'x',
      start_time: '18:00',
      end_time: '17:00',
    });
    expect(times.status).toBe(422);
    const fee = await asUser<Err>(app, w.teacher, 'POST', `/api/courses/${course.id}/sessions`, {
      title: 'x',
      fee: -5,
    });
    expect(fee.status).toBe(422);
    const tests = await asUser<Err>(app, w.teacher, 'POST', `/api/courses/${course.id}/sessions`, {
      title: 'x',
      test_ids: [randomUUID()],
    });
    expect(tests.status).toBe(422);
  });

  it('GET /api/session-class/list: filters for educators; a student sees open sessions and their own; parents are refused', async () => {
    const w = await world();
    const course = await createCourse(w.teacher);
    const draft = await createCourse(w.teacher, { title: 'Hidden', state: 'draft' });
    const taipei = await createSession(w.teacher, course.id, { city: 'Taipei' });
    const online = await createSession(w.teacher, course.id, { city: 'Online', online: true });
    const inactive = await createSession(w.teacher, course.id, { city: 'Taichung', active: false });
    const hidden = await createSession(w.teacher, draft.id, { city: 'Taipei' });
    const list = async (who: TestUser, q = '') =>
      (await asUser<SessionClassList>(app, who, 'GET', `/api/session-class/list${q}`)).body.data.map((s) => s.id);
    expect(new Set(await list(w.admin))).toEqual(new Set([taipei.id, online.id, inactive.id, hidden.id]));
    expect(new Set(await list(w.admin, '?city=taipei'))).toEqual(new Set([taipei.id, hidden.id]));
    expect(new Set(await list(w.admin, `?course_id=${course.id}&active=true`))).toEqual(
      new Set([taipei.id, online.id]),
    );
    expect(await list(w.admin, '?active=false')).toEqual([inactive.id]);
    expect(await list(w.otherTeacher)).toEqual([]);
    // A student: active sessions of published, active courses.
    expect(new Set(await list(w.student))).toEqual(new Set([taipei.id, online.id]));
    expect((await asUser(app, w.parent, 'GET', '/api/session-class/list')).status).toBe(403);
    // A free session: the student joins it.
    const joined = await asUser<CourseSessionView>(app, w.student, 'POST', `/api/course-sessions/${online.id}/join`);
    expect(joined.body.my_seat).toBe('seated');
    expect((await asUser(app, w.student, 'POST', `/api/course-sessions/${inactive.id}/join`)).status).toBe(404);
    // Another tenant sees none of them.
    const b = await world();
    expect(await list(b.admin)).toEqual([]);
    expect((await asUser(app, b.student, 'GET', `/api/course-sessions/${taipei.id}`)).status).toBe(404);
  });

  it('need-pay-first: placement waits for payment; joining first is refused; the sandbox payment seats the student', async () => {
    const w = await world();
    const course = await createCourse(w.teacher);
    const session = await createSession(w.admin, course.id, { need_pay_first: true, fee: 80, currency: 'TWD' });
    const placed = await place(w.admin, session.id, [w.student]);
    expect(placed.body.data).toEqual([{ user_id: w.student.id, status: 'awaiting_payment' }]);
    const join = await asUser<Err>(app, w.student, 'POST', `/api/course-sessions/${session.id}/join`);
    expect(join.status).toBe(409);
    expect(join.body.code).toBe('session_payment_pending');
    expect((await asUser(app, w.student, 'GET', `/api/courses/${course.id}`)).status).toBe(404);
    const seen = await asUser<CourseSessionView>(app, w.student, 'GET', `/api/course-sessions/${session.id}`);
    expect(seen.body.my_seat).toBe('awaiting_payment');

    const order = await asUser<OrderView>(
      app,
      w.student,
      'POST',
      '/api/orders',
      { kind: 'session', course_session_id: session.id, method: 'atm' },
      { 'idempotency-key': randomUUID() },
    );
    expect(order.status).toBe(200);
    expect(order.body).toMatchObject({ kind: 'session', currency: 'TWD', price: 80, status: 'pending' });
    const paid = await asUser<OrderView>(app, w.student, 'POST', `/api/payments/sandbox/${order.body.id}`, {
      outcome: 'paid',
    });
    expect(paid.body.status).toBe('paid');
    const after = await asUser<CourseSessionView>(app, w.student, 'GET', `/api/course-sessions/${session.id}`);
    expect(after.body.my_seat).toBe('seated');
    expect((await asUser(app, w.student, 'GET', `/api/courses/${course.id}`)).status).toBe(200);
    // Paying again is refused: already seated.
    const again = await asUser<Err>(
      app,
      w.student,
      'POST',
      '/api/orders',
      { kind: 'session', course_session_id: session.id, method: 'atm' },
      { 'idempotency-key': randomUUID() },
    );
    expect(again.status).toBe(409);
    // A free session cannot be bought.
    const free = await createSession(w.admin, course.id);
    const notPayable = await asUser<Err>(
      app,
      w.outsider,
      'POST',
      '/api/orders',
      { kind: 'session', course_session_id: free.id, method: 'atm' },
      { 'idempotency-key': randomUUID() },
    );
    expect(notPayable.status).toBe(404);
  });

  it('placement proposes the session whose score range holds the finished placement test', async () => {
    const w = await world();
    const testId = await makeTest(app, w.tenant, {
      sections: [{ section: 'math', modules: [{ questions: mcqs(2) }] }],
    });
    const course = await createCourse(w.teacher);
    const low = await createSession(w.admin, course.id, {
      title: 'Low',
      test_ids: [testId],
      score_min: 0,
      score_max: 1000,
    });
    const high = await createSession(w.admin, course.id, {
      title: 'High',
      test_ids: [testId],
      score_min: 1001,
      score_max: 1600,
    });
    const none = await asUser<PlacementProposal>(app, w.admin, 'GET', `/api/course-placement?user_id=${w.student.id}`);
    expect(none.body.scores).toEqual([]);
    expect(none.body.proposed_session_ids).toEqual([]);
    await finishedAttempt(w.tenant, w.student, testId, 1250);
    const proposal = await asUser<PlacementProposal>(
      app,
      w.admin,
      'GET',
      `/api/course-placement?user_id=${w.student.id}`,
    );
    expect(proposal.body.scores[0]).toMatchObject({ test_id: testId, score: 1250 });
    expect(proposal.body.proposed_session_ids).toEqual([high.id]);
    expect(proposal.body.sessions.map((s) => s.id)).toEqual(expect.arrayContaining([low.id, high.id]));
    expect((await asUser(app, w.student, 'GET', `/api/course-placement?user_id=${w.student.id}`)).status).toBe(403);
    expect((await asUser(app, w.admin, 'GET', `/api/course-placement?user_id=${w.teacher.id}`)).status).toBe(404);
  });
});

const finishedAttempt = (tenant: TenantContext, student: TestUser, testId: string, total: number) =>
  withTenant(app.deps.db, tenant.id, (tx) =>
    tx.insert(userExams).values({
      userId: student.id,
      testId,
      status: 'completed',
      completedAt: new Date(),
      scores: {
        sections: [],
        total: [total, total],
        scaled: true,
        overall: { scale: 'sat_total', value: total, range: null, estimated: false },
      },
    }),
  );

describe('demo courses (issue 19)', () => {
  it('the demo tenant has two published courses with a session each; the demo student is in one with progress; seeding again changes nothing', async () => {
    const demoApp = await createTestApp({ DEMO_DATA: 'true' });
    try {
      const demo = await resolveTenant(demoApp.deps.db, { slug: 'demo' });
      const headersOf = (email: string) =>
        withTenant(demoApp.deps.db, demo.id, async (tx) => {
          const user = await lookupUserByEmail(tx, email);
          return { 'x-tenant': 'demo', authorization: `Bearer ${await issueAccessToken(tx, user!.id, 'test')}` };
        });
      const student = await headersOf('student@demo.prepwell.test');
      const teacher = await headersOf('teacher@demo.prepwell.test');
      await seedDemoCourses(demoApp.deps, demo.id);
      const mine = await call<MyCourses>(demoApp, { url: '/api/my-courses', headers: student });
      expect(mine.body.data.map((c) => c.course.title)).toEqual(['SAT Math Foundations']);
      expect(mine.body.data[0]!.progress).toMatchObject({
        done: 2,
        status: 'ongoing',
        resume_resource_id: 'sat-math-linear-drill',
      });
      const sessions = await call<SessionClassList>(demoApp, { url: '/api/session-class/list', headers: teacher });
      expect(sessions.body.data.map((s) => [s.title, s.need_pay_first]).sort()).toEqual([
        ['Online weekends', true],
        ['Taipei weeknights', false],
      ]);
      const cls = await call(demoApp, { url: `/api/classes/${sessions.body.data[0]!.class_id}`, headers: teacher });
      expect(cls.status).toBe(200);
    } finally {
      await demoApp.close();
    }
  }, 240_000);
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourseSessionView, EnrollmentView, MyCourses, OrderView, SessionStudents } from '@prepwell/contracts';
import { asUser } from './classes-fixture.ts';
import {
  call,
  createTestApp,
  createTestTenant,
  createTestUser,
  solvedCaptcha,
  type TestApp,
  type TestUser,
} from './helpers.ts';

/**
 * Issue 19: converting an enrollment into a need-pay-first course session's class seats the students only
 * when the enrollment is paid; unpaid, each gets a seat awaiting payment, which they pay with an order of
 * kind `session` (the sandbox here) and are then seated.
 */
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ CAPTCHA: 'builtin' });
});
afterAll(async () => app?.close());

let ip = 0;
const freshIp = () => `203.0.113.${(ip++ % 250) + 1}`;
const uid = () => randomUUID().slice(0, 8);
const year = new Date().getUTCFullYear();

/** A tenant with an admin, a published course, its need-pay-first session and a student (an existing account). */
const setup = async () => {
  const tenant = await createTestTenant(app);
  const admin = await createTestUser(app, tenant, { roles: ['organization_admin'] });
  const student = await createTestUser(app, tenant);
  const course = await asUser<{ id: string }>(app, admin, 'POST', '/api/courses', {
    title: `Weekend SAT ${uid()}`,
    description: '',
    type: 'group',
    price: 300,
    currency: 'USD',
    state: 'published',
    chapters: [{ title: 'Start', resources: [{ kind: 'link', title: 'Plan', url: 'https://example.org/plan' }] }],
  });
  expect(course.status).toBe(200);
  const session = await asUser<CourseSessionView>(app, admin, 'POST', `/api/courses/${course.body.id}/sessions`, {
    title: 'Saturday mornings',
    fee: 300,
    currency: 'USD',
    need_pay_first: true,
    start_date: `${year}-01-10`,
    end_date: `${year + 1}-12-31`,
    weekdays: [6],
  });
  expect(session.status).toBe(200);
  return { tenant, admin, student, courseId: course.body.id, session: session.body };
};

/** The family's form naming the student and the session's class, its payment status set, then converted. */
const enrollAndConvert = async (
  w: Awaited<ReturnType<typeof setup>>,
  paymentStatus: 'paid' | 'unpaid' | null,
): Promise<EnrollmentView> => {
  const sent = await call<{ id: string }>(app, {
    method: 'POST',
    url: '/api/enrollments',
    headers: { 'x-tenant': w.tenant.slug, 'accept-language': 'en' },
    remoteAddress: freshIp(),
    payload: {
      ...(await solvedCaptcha(app)),
      role: 'parent',
      first_name: 'Mei',
      last_name: 'Lin',
      email: `parent-${uid()}@example.test`,
      phone: '555 000 1234',
      students: [{ first_name: 'Amy', last_name: 'Lin', email: w.student.email, graduation_year: year + 2 }],
      type: 'group',
      payment_way: 'transfer',
      currency: 'USD',
      class_ids: [w.session.class_id],
    },
  });
  expect(sent.status).toBe(200);
  if (paymentStatus) {
    const patched = await asUser(app, w.admin, 'PATCH', `/api/enrollments/${sent.body.id}`, {
      payment_status: paymentStatus,
    });
    expect(patched.status).toBe(200);
  }
  const res = await asUser<EnrollmentView>(app, w.admin, 'POST', `/api/enrollments/${sent.body.id}/convert`, {
    class_id: w.session.class_id,
  });
  expect(res.status).toBe(200);
  expect(res.body.accounts).toMatchObject({ class_id: w.session.class_id, class_name: expect.any(String) });
  return res.body;
};

const seatOf = async (w: Awaited<ReturnType<typeof setup>>) => {
  const seats = await asUser<SessionStudents>(app, w.admin, 'GET', `/api/course-sessions/${w.session.id}/students`);
  expect(seats.status).toBe(200);
  return seats.body.data.find((s) => s.user.id === w.student.id)?.status ?? null;
};
const rosterIds = async (w: Awaited<ReturnType<typeof setup>>) =>
  (await asUser<{ id: string }[]>(app, w.admin, 'GET', `/api/classes/${w.session.class_id}/students`)).body.map(
    (s) => s.id,
  );
const myCourseIds = async (student: TestUser) =>
  (await asUser<MyCourses>(app, student, 'GET', '/api/my-courses')).body.data.map((c) => c.course.id);
const mySeat = async (w: Awaited<ReturnType<typeof setup>>) =>
  (await asUser<CourseSessionView>(app, w.student, 'GET', `/api/course-sessions/${w.session.id}`)).body.my_seat;

describe('converting an enrollment into a need-pay-first session’s class', () => {
  it('paid on the enrollment: the student is seated, in the class and in the course', async () => {
    const w = await setup();
    await enrollAndConvert(w, 'paid');
    expect(await seatOf(w)).toBe('seated');
    expect(await rosterIds(w)).toContain(w.student.id);
    expect(await myCourseIds(w.student)).toEqual([w.courseId]);
    expect(await mySeat(w)).toBe('seated');
  });

  it.each([['unpaid'], [null]] as const)(
    'payment %s: the seat awaits payment, and paying for it seats the student',
    async (status) => {
      const w = await setup();
      await enrollAndConvert(w, status);
      expect(await seatOf(w)).toBe('awaiting_payment');
      expect(await rosterIds(w)).not.toContain(w.student.id);
      expect(await myCourseIds(w.student)).toEqual([]);
      expect(await mySeat(w)).toBe('awaiting_payment');
      const join = await asUser<{ code: string }>(app, w.student, 'POST', `/api/course-sessions/${w.session.id}/join`);
      expect(join.status).toBe(409);
      expect(join.body.code).toBe('session_payment_pending');

      // The student pays the session's fee (the sandbox provider) and is seated.
      const order = await asUser<OrderView>(
        app,
        w.student,
        'POST',
        '/api/orders',
        { kind: 'session', course_session_id: w.session.id, method: 'card' },
        { 'idempotency-key': randomUUID() },
      );
      expect(order.status).toBe(200);
      expect(order.body).toMatchObject({ kind: 'session', currency: 'USD', price: 300, status: 'pending' });
      const paid = await asUser<OrderView>(app, w.student, 'POST', `/api/payments/sandbox/${order.body.id}`, {
        outcome: 'paid',
      });
      expect(paid.body.status).toBe('paid');
      expect(await seatOf(w)).toBe('seated');
      expect(await rosterIds(w)).toContain(w.student.id);
      expect(await myCourseIds(w.student)).toEqual([w.courseId]);
    },
  );
});

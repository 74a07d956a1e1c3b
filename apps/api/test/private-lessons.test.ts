import {
  serverMessage,
  type AvailabilityView,
  type ErrorBody,
  type PrivateLessonRequestView,
  type PrivateTeacherList,
} from '@prepwell/contracts';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../src/db/with-tenant.ts';
import { createAcceptedLink } from '../src/modules/parent-links/parent-access.service.ts';
import { updateUserFields } from '../src/modules/users/user-rows.service.ts';
import type { TenantContext } from '../src/modules/tenants/tenants.service.ts';
import { call, createTestApp, createTestTenant, createTestUser, type TestApp, type TestUser } from './helpers.ts';

/**
 * Private lessons (issue 19): teachers' hours, requests by students and parents, answers by teachers and
 * admins, the booking rules (never twice, never outside the hours; the race), the e-mails in each
 * recipient's language, and who may do what.
 */
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const ZONE = 'Asia/Shanghai';
/** The ISO instant of `days` days ahead at `hhmm` in the hours' zone, moved to the next `weekday` (1 = Monday … 7). */
const at = (days: number, hhmm: string, weekday = 2) => {
  let day = DateTime.now().setZone(ZONE).plus({ days }).startOf('day');
  while (day.weekday !== weekday) day = day.plus({ days: 1 });
  const [h, m] = hhmm.split(':').map(Number);
  return day.set({ hour: h!, minute: m! }).toISO()!;
};

interface Mail {
  to: string;
  subject: string;
  text: string;
}
const mailbox = async (tenant: TenantContext, to: string) =>
  (
    await call<Mail[]>(app, {
      url: `/api/dev/mailbox?to=${encodeURIComponent(to)}`,
      headers: { 'x-tenant': tenant.slug },
      remoteAddress: '127.0.0.1',
    })
  ).body;

const setLang = (user: TestUser, lang: string) =>
  withTenant(app.deps.db, user.tenant.id, (tx) => updateUserFields(tx, user.id, { lang }));

const putHours = (teacher: TestUser, slots: { weekday: number; start_time: string; end_time: string }[]) =>
  call<AvailabilityView & Omit<ErrorBody, 'status'>>(app, {
    method: 'PUT',
    url: '/api/profile/availability',
    headers: teacher.headers,
    payload: { time_zone: ZONE, slots },
  });

/** Tuesday and Wednesday, 09:00–12:00 and 14:00–18:00. */
const HOURS = [
  { weekday: 2, start_time: '09:00', end_time: '12:00' },
  { weekday: 2, start_time: '14:00', end_time: '18:00' },
  { weekday: 3, start_time: '09:00', end_time: '18:00' },
];

const setup = async () => {
  const tenant = await createTestTenant(app);
  const admin = await createTestUser(app, tenant, { roles: ['organization_admin'], firstName: 'Ada' });
  const teacher = await createTestUser(app, tenant, { roles: ['teacher'], firstName: 'Tom' });
  const otherTeacher = await createTestUser(app, tenant, { roles: ['teacher'], firstName: 'Tina' });
  const student = await createTestUser(app, tenant, { firstName: 'Sam' });
  const parent = await createTestUser(app, tenant, { roles: ['parent'], firstName: 'Pat' });
  const otherParent = await createTestUser(app, tenant, { roles: ['parent'], firstName: 'Olga' });
  const otherStudent = await createTestUser(app, tenant, { firstName: 'Otto' });
  await withTenant(app.deps.db, tenant.id, (tx) => createAcceptedLink(tx, parent.id, student.id));
  expect((await putHours(teacher, HOURS)).status).toBe(200);
  expect((await putHours(otherTeacher, HOURS)).status).toBe(200);
  return { tenant, admin, teacher, otherTeacher, student, parent, otherParent, otherStudent };
};

const request = (user: TestUser, payload: Record<string, unknown>) =>
  call<Answer>(app, {
    method: 'POST',
    url: '/api/private-lessons/requests',
    headers: user.headers,
    payload,
  });

const act = (user: TestUser, id: string, action: string, payload: Record<string, unknown> = {}) =>
  call<Answer>(app, {
    method: 'POST',
    url: `/api/private-lessons/requests/${id}/${action}`,
    headers: user.headers,
    payload,
  });

/** A request's view, or an error body (its `code`, `fieldErrors`). */
type Answer = PrivateLessonRequestView & Omit<ErrorBody, 'status'>;

const paths = (body: Pick<ErrorBody, 'fieldErrors'>) => (body.fieldErrors ?? []).map((f) => f.path);

describe('available hours', () => {
  it('keeps a teacher’s weekly hours, refuses reversed and overlapping rows, and lists teachers who have hours', async () => {
    const { teacher, otherTeacher, student } = await setup();
    const own = await call<AvailabilityView>(app, { url: '/api/profile/availability', headers: teacher.headers });
    expect(own.body).toEqual({
      time_zone: ZONE,
      slots: HOURS,
    });

    const reversed = await putHours(teacher, [{ weekday: 1, start_time: '12:00', end_time: '09:00' }]);
    expect(reversed.status).toBe(422);
    expect(reversed.body.code).toBe('lesson_times_invalid');
    expect(paths(reversed.body)).toEqual(['slots.0.end_time']);

    const overlap = await putHours(teacher, [
      { weekday: 1, start_time: '09:00', end_time: '12:00' },
      { weekday: 2, start_time: '11:00', end_time: '13:00' },
      { weekday: 1, start_time: '11:30', end_time: '13:00' },
    ]);
    expect(overlap.status).toBe(422);
    expect(overlap.body.code).toBe('availability_overlap');
    expect(paths(overlap.body)).toEqual(['slots.2.start_time']);
    // Nothing changed by a refused save.
    expect(
      (await call<AvailabilityView>(app, { url: '/api/profile/availability', headers: teacher.headers })).body.slots,
    ).toEqual(HOURS);

    const badZone = await call<ErrorBody>(app, {
      method: 'PUT',
      url: '/api/profile/availability',
      headers: teacher.headers,
      payload: { time_zone: 'Mars/Olympus', slots: [] },
    });
    expect(badZone.status).toBe(422);

    // A student has no hours to set.
    expect((await call(app, { url: '/api/profile/availability', headers: student.headers })).status).toBe(403);

    // Teachers with hours are offered; one who clears them takes no private lessons.
    const list = async () =>
      (await call<PrivateTeacherList>(app, { url: '/api/private-lessons/teachers', headers: student.headers })).body
        .data;
    expect((await list()).map((t) => t.id).sort()).toEqual([teacher.id, otherTeacher.id].sort());
    expect((await putHours(otherTeacher, [])).status).toBe(200);
    expect((await list()).map((t) => t.id)).toEqual([teacher.id]);
    const refused = await request(student, {
      subject: 'Math',
      teacher_id: otherTeacher.id,
      times: [{ starts_at: at(3, '10:00'), duration_minutes: 60 }],
    });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('outside_teacher_hours');
  });
});

describe('requests', () => {
  it('validates the times: in the future, a positive duration, one to three of them, inside the teacher’s hours', async () => {
    const { teacher, student, admin } = await setup();
    const base = { subject: 'SAT Math', teacher_id: teacher.id };
    const past = await request(student, {
      ...base,
      times: [{ starts_at: DateTime.now().minus({ hours: 1 }).toISO(), duration_minutes: 60 }],
    });
    expect(past.status).toBe(422);
    expect(past.body.code).toBe('lesson_time_past');
    expect(paths(past.body)).toEqual(['times.0.starts_at']);

    for (const duration of [0, -30]) {
      const res = await request(student, {
        ...base,
        times: [{ starts_at: at(3, '10:00'), duration_minutes: duration }],
      });
      expect(res.status).toBe(422);
      expect(paths(res.body)).toEqual(['times.0.duration_minutes']);
    }
    const four = await request(student, {
      ...base,
      times: ['09:00', '10:00', '11:00', '14:00'].map((t) => ({ starts_at: at(3, t), duration_minutes: 60 })),
    });
    expect(four.status).toBe(422);
    expect(paths(four.body)).toEqual(['times']);
    const none = await request(student, { ...base, times: [] });
    expect(none.status).toBe(422);

    const outside = await request(student, {
      ...base,
      times: [
        { starts_at: at(3, '10:00'), duration_minutes: 60 },
        { starts_at: at(3, '11:30'), duration_minutes: 60 },
      ],
    });
    expect(outside.status).toBe(409);
    expect(outside.body.code).toBe('outside_teacher_hours');
    expect(paths(outside.body)).toEqual(['times.1.starts_at']);

    const notTeacher = await request(student, {
      ...base,
      teacher_id: student.id,
      times: [{ starts_at: at(3, '10:00'), duration_minutes: 60 }],
    });
    expect(notTeacher.body.code).toBe('not_a_teacher');

    // Only families request.
    expect(
      (await request(admin, { ...base, times: [{ starts_at: at(3, '10:00'), duration_minutes: 60 }] })).status,
    ).toBe(403);
  });

  it('lets a parent request for a linked child only, and lists each request to those who may see it', async () => {
    const { tenant, teacher, otherTeacher, student, parent, otherParent, otherStudent, admin } = await setup();
    const times = [{ starts_at: at(3, '10:00'), duration_minutes: 60 }];
    const mine = await request(parent, { student_id: student.id, subject: 'Physics', teacher_id: teacher.id, times });
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({
      status: 'pending',
      subject: 'Physics',
      student: { id: student.id },
      requested_by: { id: parent.id },
      teacher: { id: teacher.id },
      can_cancel: true,
      can_answer: false,
    });
    const any = await request(student, { subject: 'Chemistry', teacher_id: null, times });
    expect(any.status).toBe(200);

    // A parent without a link, or naming no child, cannot.
    expect(
      (await request(otherParent, { student_id: student.id, subject: 'X', teacher_id: teacher.id, times })).status,
    ).toBe(404);
    const unnamed = await request(parent, { subject: 'X', teacher_id: teacher.id, times });
    expect(unnamed.status).toBe(422);
    expect(paths(unnamed.body)).toEqual(['student_id']);
    // A student cannot request for someone else.
    expect(
      (await request(otherStudent, { student_id: student.id, subject: 'X', teacher_id: teacher.id, times })).status,
    ).toBe(404);

    const listed = async (user: TestUser) =>
      (
        await call<{ data: PrivateLessonRequestView[]; total: number }>(app, {
          url: '/api/private-lessons/requests',
          headers: user.headers,
        })
      ).body.data
        .map((r) => r.id)
        .sort();
    const both = [mine.body.id, any.body.id].sort();
    expect(await listed(student)).toEqual(both);
    expect(await listed(parent)).toEqual(both);
    expect(await listed(admin)).toEqual(both);
    expect(await listed(teacher)).toEqual(both);
    // Another teacher sees the "any" request, not the one addressed to Tom.
    expect(await listed(otherTeacher)).toEqual([any.body.id]);
    expect(await listed(otherParent)).toEqual([]);
    expect(await listed(otherStudent)).toEqual([]);
    const read = (user: TestUser) =>
      call(app, { url: `/api/private-lessons/requests/${mine.body.id}`, headers: user.headers });
    expect((await read(otherTeacher)).status).toBe(404);
    expect((await read(otherParent)).status).toBe(404);
    expect((await read(teacher)).status).toBe(200);

    // A user of another tenant sees nothing of it.
    const elsewhere = await createTestTenant(app);
    const stranger = await createTestUser(app, elsewhere, { roles: ['teacher'] });
    const strangerStudent = await createTestUser(app, elsewhere);
    expect(
      (
        await call(app, {
          url: `/api/private-lessons/requests/${mine.body.id}`,
          headers: { ...stranger.headers, 'x-tenant': tenant.slug },
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await call(app, {
          url: `/api/private-lessons/requests/${mine.body.id}`,
          headers: { ...strangerStudent.headers },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(app, {
          method: 'POST',
          url: `/api/private-lessons/requests/${mine.body.id}/cancel`,
          headers: { ...strangerStudent.headers },
        })
      ).status,
    ).toBe(404);
    expect(tenant.id).not.toBe(elsewhere.id);
  });
});

describe('answers', () => {
  it('books an accepted time, refuses a second answer, and mails the family in their languages', async () => {
    const { tenant, teacher, otherTeacher, student, parent } = await setup();
    await setLang(student, 'tw');
    await setLang(parent, 'cn');
    await setLang(teacher, 'en');
    const times = [
      { starts_at: at(3, '10:00'), duration_minutes: 60 },
      { starts_at: at(3, '15:00'), duration_minutes: 90 },
    ];
    const req = await request(parent, {
      student_id: student.id,
      subject: 'Essay writing',
      teacher_id: teacher.id,
      times,
      message: 'Before the exam',
    });
    const toTeacher = await mailbox(tenant, teacher.email);
    expect(toTeacher.map((m) => m.subject)).toEqual([expect.stringContaining('New private lesson request')]);
    expect(toTeacher[0]!.text).toContain('Before the exam');

    // Another teacher cannot answer a request addressed to Tom; a family cannot answer as a teacher.
    expect((await act(otherTeacher, req.body.id, 'accept', { time_index: 0 })).status).toBe(404);
    expect((await act(parent, req.body.id, 'accept', { time_index: 0 })).status).toBe(403);
    expect((await act(teacher, req.body.id, 'accept', { time_index: 2 })).status).toBe(422);

    const accepted = await act(teacher, req.body.id, 'accept', { time_index: 1 });
    expect(accepted.status).toBe(200);
    expect(accepted.body.status).toBe('accepted');
    expect(accepted.body.lesson).toEqual({
      id: expect.any(String),
      starts_at: new Date(times[1]!.starts_at).toISOString(),
      ends_at: new Date(new Date(times[1]!.starts_at).getTime() + 90 * 60_000).toISOString(),
    });
    const again = await act(teacher, req.body.id, 'decline', { reply: 'no' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('private_lesson_not_open');
    expect((await act(parent, req.body.id, 'cancel')).body.code).toBe('private_lesson_not_open');

    const toStudent = await mailbox(tenant, student.email);
    expect(toStudent.map((m) => m.subject)).toEqual(['私人課程已預約：Essay writing']);
    const toParent = await mailbox(tenant, parent.email);
    expect(toParent.map((m) => m.subject)).toEqual(['私教课已预约：Essay writing']);
    // The booked time in the centre's time zone, named.
    expect(toParent[0]!.text).toContain(`15:00 – 16:30 (${tenant.settings.businessTimeZone})`);
  });

  it('counters with other times the family accepts, declines with a reply, and lets an admin answer an "any" request', async () => {
    const { tenant, admin, teacher, otherTeacher, student, parent } = await setup();
    await setLang(parent, 'cn');
    const times = [{ starts_at: at(3, '10:00'), duration_minutes: 60 }];
    const req = await request(student, { subject: 'Biology', teacher_id: null, times });
    // "any": the tenant's admins hear of it.
    expect((await mailbox(tenant, admin.email)).length).toBe(1);

    // Other times outside the teacher's hours are refused; inside, the request is the teacher's now.
    const outside = await act(otherTeacher, req.body.id, 'counter', {
      times: [{ starts_at: at(3, '19:00'), duration_minutes: 60 }],
    });
    expect(outside.body.code).toBe('outside_teacher_hours');
    const counter = await act(otherTeacher, req.body.id, 'counter', {
      times: [{ starts_at: at(4, '16:00', 3), duration_minutes: 60 }],
      reply: 'Wednesday suits me better',
    });
    expect(counter.status).toBe(200);
    expect(counter.body).toMatchObject({ status: 'countered', teacher: { id: otherTeacher.id } });
    expect((await mailbox(tenant, parent.email)).map((m) => m.subject)).toEqual(['私教课建议了其他时间：Biology']);
    // Now Tom no longer sees it as his to answer, and the teacher cannot accept the family's side.
    expect((await act(teacher, req.body.id, 'accept', { time_index: 0 })).status).toBe(404);
    expect((await act(otherTeacher, req.body.id, 'accept', { time_index: 0 })).body.code).toBe(
      'private_lesson_not_open',
    );

    const booked = await act(parent, req.body.id, 'accept-counter', { time_index: 0 });
    expect(booked.status).toBe(200);
    expect(booked.body.status).toBe('accepted');
    expect(booked.body.lesson?.starts_at).toBe(new Date(at(4, '16:00', 3)).toISOString());
    expect((await mailbox(tenant, otherTeacher.email)).map((m) => m.subject)).toEqual([
      expect.stringContaining('Private lesson booked: Biology'),
    ]);

    // Decline with a reply.
    const second = await request(student, { subject: 'Art', teacher_id: teacher.id, times });
    const declined = await act(teacher, second.body.id, 'decline', { reply: 'Fully booked this month' });
    expect(declined.body).toMatchObject({ status: 'declined', reply: 'Fully booked this month' });
    expect(declined.body.responded_by?.id).toBe(teacher.id);

    // An admin answering "any" names the teacher.
    const third = await request(student, { subject: 'History', teacher_id: null, times });
    const unnamed = await act(admin, third.body.id, 'accept', { time_index: 0 });
    expect(unnamed.status).toBe(422);
    expect(paths(unnamed.body)).toEqual(['teacher_id']);
    const named = await act(admin, third.body.id, 'accept', { time_index: 0, teacher_id: teacher.id });
    expect(named.status).toBe(200);
    expect(named.body.teacher?.id).toBe(teacher.id);

    // The family cancels an open request; a cancelled one is closed.
    // (Not at `times`: the teacher now teaches then, so such a request is refused when sent.)
    const fourth = await request(student, {
      subject: 'Music',
      teacher_id: teacher.id,
      times: [{ starts_at: at(3, '11:00'), duration_minutes: 60 }],
    });
    expect((await act(student, fourth.body.id, 'cancel')).body.status).toBe('cancelled');
    expect((await act(teacher, fourth.body.id, 'accept', { time_index: 0 })).body.code).toBe('private_lesson_not_open');
  });

  it('mails the teacher, in their language, when an admin answers on their behalf (not when they answer)', async () => {
    const { tenant, admin, teacher, student, parent } = await setup();
    await setLang(teacher, 'cn');
    await setLang(parent, 'en');
    const times = [{ starts_at: at(3, '10:00'), duration_minutes: 60 }];
    const ask = async (subject: string) =>
      (await request(parent, { student_id: student.id, subject, teacher_id: teacher.id, times })).body.id;
    const [accept, counter, decline, own] = [
      await ask('Maths'),
      await ask('Physics'),
      await ask('Latin'),
      await ask('Art'),
    ];
    const teacherInbox = async () =>
      (await mailbox(tenant, teacher.email)).map((m) => m.subject).filter((s) => !s.startsWith('新的私教课申请'));

    expect((await act(admin, accept, 'accept', { time_index: 0 })).status).toBe(200);
    expect(
      (await act(admin, counter, 'counter', { times: [{ starts_at: at(4, '16:00', 3), duration_minutes: 60 }] }))
        .status,
    ).toBe(200);
    expect((await act(admin, decline, 'decline', { reply: 'Not this term' })).status).toBe(200);
    const inbox = await teacherInbox();
    expect(inbox).toEqual(
      expect.arrayContaining([
        '已为您预约私教课：Sam User 的Maths',
        '已代您建议其他时间：Sam User 的Physics',
        '已代您婉拒私教课申请：Sam User 的Latin',
      ]),
    );
    expect(inbox).toHaveLength(3);
    const declined = (await mailbox(tenant, teacher.email)).find((m) => m.subject.includes('Latin'))!;
    expect(declined.text).toContain('Not this term');
    // The family still hears of each answer, in their own language.
    expect((await mailbox(tenant, parent.email)).map((m) => m.subject)).toEqual(
      expect.arrayContaining([
        'Private lesson booked: Maths',
        'Other times proposed for your private lesson: Physics',
        'Private lesson request declined: Latin',
      ]),
    );

    // The teacher answering their own request gets no copy.
    expect((await act(teacher, own, 'decline', { reply: 'Busy' })).status).toBe(200);
    expect(await teacherInbox()).toHaveLength(3);
  });

  it('never books a teacher twice: of two simultaneous acceptances of one time exactly one wins', async () => {
    const { teacher, student, parent, otherStudent } = await setup();
    const times = [{ starts_at: at(10, '15:00'), duration_minutes: 60 }];
    const a = await request(parent, { student_id: student.id, subject: 'Math', teacher_id: teacher.id, times });
    const b = await request(otherStudent, {
      subject: 'Math',
      teacher_id: teacher.id,
      times: [{ starts_at: at(10, '15:30'), duration_minutes: 60 }],
    });
    const results = await Promise.all([
      act(teacher, a.body.id, 'accept', { time_index: 0 }),
      act(teacher, b.body.id, 'accept', { time_index: 0 }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const loser = results.find((r) => r.status === 409)!;
    expect(loser.body.code).toBe('teacher_busy');
    // Nothing was written for the loser: it is still pending, with no lesson.
    const loserId = results[0]!.status === 409 ? a.body.id : b.body.id;
    const after = await call<PrivateLessonRequestView>(app, {
      url: `/api/private-lessons/requests/${loserId}`,
      headers: teacher.headers,
    });
    expect(after.body).toMatchObject({ status: 'pending', lesson: null });

    // A later request for a time the teacher now teaches at is refused when it is sent, on that time's field,
    // in the family's language; a free time of the same request is not what is blamed.
    const c = await call<ErrorBody>(app, {
      method: 'POST',
      url: '/api/private-lessons/requests',
      headers: { ...parent.headers, 'accept-language': 'zh-CN' },
      payload: {
        student_id: student.id,
        subject: 'Math',
        teacher_id: teacher.id,
        times: [{ starts_at: at(10, '17:00'), duration_minutes: 60 }, ...times],
        message: '',
      },
    });
    expect(c.status).toBe(409);
    expect(c.body.code).toBe('teacher_busy');
    expect(c.body.fieldErrors).toEqual([
      { path: 'times.1.starts_at', message: serverMessage('cn', 'errors.teacher_busy') },
    ]);
    // So is a counter-proposal of that time.
    const d = await request(parent, {
      student_id: student.id,
      subject: 'Math',
      teacher_id: teacher.id,
      times: [{ starts_at: at(10, '17:00'), duration_minutes: 60 }],
    });
    expect(d.status).toBe(200);
    const countered = await act(teacher, d.body.id, 'counter', { times, reply: '' });
    expect(countered.status).toBe(409);
    expect(countered.body.code).toBe('teacher_busy');
  });
});

describe('demo', () => {
  it('gives the demo teacher hours and one pending request inside them, once', async () => {
    const { seedDemoPrivateLessons, DEMO_TEACHER_HOURS } =
      await import('../src/modules/private-lessons/private-lesson-seed.service.ts');
    const { tenant, teacher, student, parent } = await setup();
    expect((await putHours(teacher, [])).status).toBe(200);
    const seed = () =>
      withTenant(app.deps.db, tenant.id, (tx) =>
        seedDemoPrivateLessons(tx, {
          teacherId: teacher.id,
          studentId: student.id,
          parentId: parent.id,
          timeZone: tenant.settings.businessTimeZone,
        }),
      );
    await seed();
    await seed();
    const hours = await call<AvailabilityView>(app, { url: '/api/profile/availability', headers: teacher.headers });
    expect(hours.body.slots.length).toBe(DEMO_TEACHER_HOURS.length);
    const list = await call<{ data: PrivateLessonRequestView[] }>(app, {
      url: '/api/private-lessons/requests',
      headers: parent.headers,
    });
    expect(list.body.data.map((r) => [r.status, r.teacher?.id, r.requested_by?.id])).toEqual([
      ['pending', teacher.id, parent.id],
    ]);
    // Its times are bookable: the teacher accepts one.
    const accepted = await act(teacher, list.body.data[0]!.id, 'accept', { time_index: 0 });
    expect(accepted.status).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarView, ClassLessonsView, LessonDetail, SeriesCreated } from '@prepwell/contracts';
import { lessons } from '../src/db/schema/index.ts';
import { withTenant } from '../src/db/with-tenant.ts';
import { seedDemoLessons } from '../src/modules/lessons/lesson-seed.service.ts';
import { sumTaughtMinutes } from '../src/modules/lessons/lessons.service.ts';
import { insertAcceptedLink } from '../src/modules/parent-links/parent-links.repository.ts';
import type { TenantContext } from '../src/modules/tenants/tenants.service.ts';
import { asUser, createClassAs } from './classes-fixture.ts';
import { call, createTestApp, createTestTenant, createTestUser, type TestApp, type TestUser } from './helpers.ts';

/**
 * Lessons (issue 19): series across a daylight-saving change, exceptions, clash refusal (nothing
 * half-written), attendance and its validation, who reads what, calendar spans, taught minutes and the
 * iCalendar feed (a reset kills the old address). Every test works in one tenant whose business time
 * zone is New York; "now" is the real clock, so dates in 2026 are past and dates in 2028 are future.
 */
let app: TestApp;
let tenant: TenantContext;
let other: TenantContext;
const u = {} as Record<
  'teacher' | 'teacher2' | 'student1' | 'student2' | 'parent1' | 'parent2' | 'admin' | 'outsider',
  TestUser
>;
let classId: string;

const series = (body: Record<string, unknown>, who: TestUser = u.teacher, cls = classId) =>
  asUser<SeriesCreated & { code?: string; details?: Record<string, unknown> }>(
    app,
    who,
    'POST',
    `/api/classes/${cls}/lesson-series`,
    body,
  );
const classLessons = async (from: string, to: string, cls = classId, who: TestUser = u.teacher) => {
  const res = await asUser<ClassLessonsView>(
    app,
    who,
    'GET',
    `/api/classes/${cls}/lessons?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
  );
  expect(res.status).toBe(200);
  return res.body;
};
const calendar = (who: TestUser, from: string, to: string, extra = '') =>
  asUser<CalendarView & { code?: string }>(
    app,
    who,
    'GET',
    `/api/calendar?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}${extra}`,
  );

beforeAll(async () => {
  app = await createTestApp();
  tenant = await createTestTenant(app, { settings: { businessTimeZone: 'America/New_York' } });
  other = await createTestTenant(app);
  u.teacher = await createTestUser(app, tenant, { roles: ['teacher'], firstName: 'Tess' });
  u.teacher2 = await createTestUser(app, tenant, { roles: ['teacher'], firstName: 'Theo' });
  u.student1 = await createTestUser(app, tenant, { firstName: 'Sam' });
  u.student2 = await createTestUser(app, tenant, { firstName: 'Sue' });
  u.parent1 = await createTestUser(app, tenant, { roles: ['parent'] });
  u.parent2 = await createTestUser(app, tenant, { roles: ['parent'] });
  u.admin = await createTestUser(app, tenant, { roles: ['organization_admin'] });
  u.outsider = await createTestUser(app, other, { roles: ['organization_admin'] });
  await withTenant(app.deps.db, tenant.id, async (tx) => {
    await insertAcceptedLink(tx, u.parent1.id, u.student1.id);
    await insertAcceptedLink(tx, u.parent2.id, u.student2.id);
  });
  classId = (await createClassAs(app, u.teacher, { name: 'Thursday SAT' })).id;
  const added = await asUser(app, u.teacher, 'POST', `/api/classes/${classId}/students`, { user_ids: [u.student1.id] });
  expect(added.status).toBe(200);
});
afterAll(async () => app?.close());

describe('lesson series', () => {
  let dstLessons: ClassLessonsView['lessons'];

  it('keeps the wall-clock hour across the daylight-saving change, in the tenant’s zone by default', async () => {
    // Thursdays 16:00 New York, 22 October to 12 November 2026 (clocks go back on 1 November).
    const res = await series({
      title: 'Reading',
      weekdays: [4],
      start_time: '16:00',
      duration_minutes: 60,
      starts_on: '2026-10-22',
      ends_on: '2026-11-12',
      room: 'Room 2',
    });
    expect(res.status).toBe(200);
    expect(res.body.lessons_created).toBe(4);
    expect(res.body.series.time_zone).toBe('America/New_York');
    expect(res.body.series.teacher_id).toBe(u.teacher.id);
    const view = await classLessons('2026-10-01T00:00:00Z', '2026-11-30T00:00:00Z');
    dstLessons = view.lessons;
    expect(view.lessons.map((l) => l.starts_at)).toEqual([
      '2026-10-22T20:00:00.000Z',
      '2026-10-29T20:00:00.000Z',
      '2026-11-05T21:00:00.000Z',
      '2026-11-12T21:00:00.000Z',
    ]);
    expect(view.lessons.every((l) => l.room === 'Room 2' && l.teacher?.id === u.teacher.id)).toBe(true);
  });

  it('refuses a series that books the teacher twice, saying which date, and writes nothing', async () => {
    const before = await classLessons('2026-10-01T00:00:00Z', '2026-11-30T00:00:00Z');
    const res = await series({
      weekdays: [2, 4],
      start_time: '16:30',
      duration_minutes: 30,
      starts_on: '2026-11-01',
      ends_on: '2026-11-30',
    });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('teacher_busy');
    expect(res.body.details?.date).toBe('2026-11-05');
    const after = await classLessons('2026-10-01T00:00:00Z', '2026-11-30T00:00:00Z');
    expect(after.lessons).toHaveLength(before.lessons.length);
    expect(after.series).toHaveLength(before.series.length);
  });

  it('checks links, zones, teachers, dates and the number of occurrences', async () => {
    const base = {
      weekdays: [1],
      start_time: '09:00',
      duration_minutes: 45,
      starts_on: '2028-01-03',
      ends_on: '2028-01-31',
    };
    for (const link of ['ftp://example.test/x', 'not a link', 'javascript:alert(1)']) {
      const res = await series({ ...base, online_url: link });
      expect(res.status, link).toBe(422);
      expect(res.body.code).toBe('invalid_link');
    }
    expect((await series({ ...base, time_zone: 'Mars/Olympus' })).status).toBe(422);
    expect((await series({ ...base, start_time: '25:00' })).status).toBe(422);
    expect((await series({ ...base, teacher_id: u.teacher2.id })).status).toBe(422); // not a teacher of the class
    expect((await series({ ...base, ends_on: '2027-12-01' })).status).toBe(422);
    expect((await series({ ...base, starts_on: '2028-01-01', ends_on: '2032-01-01' })).status).toBe(422); // > 200
    expect((await series({ ...base, weekdays: [2], starts_on: '2028-01-03', ends_on: '2028-01-03' })).status).toBe(422);
  });

  it('lets only the class’s managers write series; others get 404', async () => {
    const body = {
      weekdays: [6],
      start_time: '08:00',
      duration_minutes: 30,
      starts_on: '2028-02-05',
      ends_on: '2028-02-05',
      teacher_id: null,
    };
    for (const who of [u.student1, u.student2, u.teacher2, u.parent1, u.outsider])
      expect((await series(body, who)).status).toBe(404);
    expect((await series(body, u.admin)).status).toBe(200);
  });

  it('cancels and moves one occurrence, and edits the rest of the series from a date', async () => {
    const [first, second, third] = dstLessons;
    // Cancel the second: its time is free again.
    const cancel = await asUser<LessonDetail>(app, u.teacher, 'PATCH', `/api/lessons/${second!.id}`, {
      status: 'cancelled',
    });
    expect(cancel.status).toBe(200);
    expect(cancel.body.status).toBe('cancelled');
    // Moving the third onto the first's time clashes; an hour later it does not.
    const clash = await asUser<{ code: string }>(app, u.teacher, 'PATCH', `/api/lessons/${third!.id}`, {
      starts_at: first!.starts_at,
      ends_at: first!.ends_at,
    });
    expect(clash.status).toBe(409);
    expect(clash.body.code).toBe('teacher_busy');
    const backwards = await asUser<{ code: string }>(app, u.teacher, 'PATCH', `/api/lessons/${third!.id}`, {
      starts_at: '2026-11-05T22:00:00Z',
      ends_at: '2026-11-05T21:00:00Z',
    });
    expect(backwards.body.code).toBe('lesson_times_invalid');
    const moved = await asUser<LessonDetail>(app, u.teacher, 'PATCH', `/api/lessons/${third!.id}`, {
      starts_at: '2026-11-06T15:00:00Z',
      ends_at: '2026-11-06T16:00:00Z',
    });
    expect(moved.status).toBe(200);
    expect(moved.body.starts_at).toBe('2026-11-06T15:00:00.000Z');
    // Restoring the cancelled one takes the teacher's time again (still free).
    expect((await asUser(app, u.teacher, 'PATCH', `/api/lessons/${second!.id}`, { status: 'scheduled' })).status).toBe(
      200,
    );
    expect((await asUser(app, u.teacher, 'PATCH', `/api/lessons/${second!.id}`, { status: 'cancelled' })).status).toBe(
      200,
    );
    // Attendance on the first, then the rest from 29 October on moves to 17:00 — the first stays as it was.
    const taken = await asUser(app, u.teacher, 'PUT', `/api/lessons/${first!.id}/attendance`, {
      entries: [{ user_id: u.student1.id, status: 'present' }],
    });
    expect(taken.status).toBe(200);
    const edit = await asUser(app, u.teacher, 'PATCH', `/api/lesson-series/${first!.series_id}`, {
      from: '2026-10-29',
      start_time: '17:00',
    });
    expect(edit.status).toBe(200);
    const view = await classLessons('2026-10-01T00:00:00Z', '2026-11-30T00:00:00Z');
    const ofSeries = view.lessons.filter((l) => l.series_id === first!.series_id);
    expect(ofSeries.map((l) => [l.starts_at, l.status])).toEqual([
      ['2026-10-22T20:00:00.000Z', 'scheduled'],
      ['2026-10-29T21:00:00.000Z', 'scheduled'],
      ['2026-11-05T22:00:00.000Z', 'scheduled'],
      ['2026-11-12T22:00:00.000Z', 'scheduled'],
    ]);
    expect(ofSeries[0]!.id).toBe(first!.id);
    dstLessons = ofSeries;
  });

  it('a one-off lesson passes the same check', async () => {
    const clash = await asUser<{ code: string }>(app, u.teacher, 'POST', `/api/classes/${classId}/lessons`, {
      title: 'Extra',
      starts_at: '2026-10-22T20:30:00Z',
      ends_at: '2026-10-22T21:30:00Z',
    });
    expect(clash.status).toBe(409);
    const ok = await asUser<LessonDetail>(app, u.teacher, 'POST', `/api/classes/${classId}/lessons`, {
      title: 'Extra',
      starts_at: '2026-10-24T14:00:00Z',
      ends_at: '2026-10-24T15:30:00Z',
      online_url: 'https://meet.example.test/extra',
      materials: [{ title: 'Notes', url: 'https://example.test/notes.pdf' }],
    });
    expect(ok.status).toBe(200);
    expect(ok.body.materials).toEqual([{ title: 'Notes', url: 'https://example.test/notes.pdf', material_id: null }]);
  });
});

describe('attendance and taught minutes', () => {
  it('is taken by the class’s managers only, for students of the roster, once the lesson has started', async () => {
    const view = await classLessons('2026-10-01T00:00:00Z', '2026-11-30T00:00:00Z');
    const lesson = view.lessons.find((l) => l.starts_at === '2026-10-29T21:00:00.000Z')!;
    const url = `/api/lessons/${lesson.id}/attendance`;
    const entries = [{ user_id: u.student1.id, status: 'late', note: 'Bus' }];
    for (const who of [u.student1, u.teacher2, u.parent1, u.outsider])
      expect((await asUser(app, who, 'PUT', url, { entries })).status).toBe(404);
    const outsider = await asUser<{ code: string }>(app, u.teacher, 'PUT', url, {
      entries: [{ user_id: u.student2.id, status: 'present' }],
    });
    expect(outsider.status).toBe(422);
    const twice = await asUser(app, u.teacher, 'PUT', url, { entries: [...entries, ...entries] });
    expect(twice.status).toBe(422);
    expect(
      (await asUser(app, u.teacher, 'PUT', url, { entries: [{ user_id: u.student1.id, status: 'asleep' }] })).status,
    ).toBe(422);
    const saved = await asUser<LessonDetail>(app, u.admin, 'PUT', url, { entries });
    expect(saved.status).toBe(200);
    expect(saved.body.attendance_taken_at).not.toBeNull();
    expect(saved.body.roster).toEqual([
      expect.objectContaining({ user_id: u.student1.id, status: 'late', note: 'Bus' }),
    ]);
    // A future lesson has not started yet.
    const future = await asUser<LessonDetail>(app, u.teacher, 'POST', `/api/classes/${classId}/lessons`, {
      starts_at: '2028-05-01T14:00:00Z',
      ends_at: '2028-05-01T15:00:00Z',
    });
    expect((await asUser(app, u.teacher, 'PUT', `/api/lessons/${future.body.id}/attendance`, { entries })).status).toBe(
      422,
    );
  });

  it('sums a teacher’s taught lessons and minutes exactly (cancelled or untaken ones do not count)', async () => {
    // Taught: 22 Oct (60 min, teacher) and 29 Oct (60 min). The 5 Nov one is cancelled after attendance.
    const view = await classLessons('2026-10-01T00:00:00Z', '2026-11-30T00:00:00Z');
    const nov5 = view.lessons.find((l) => l.starts_at === '2026-11-05T22:00:00.000Z')!;
    await asUser(app, u.teacher, 'PUT', `/api/lessons/${nov5.id}/attendance`, {
      entries: [{ user_id: u.student1.id, status: 'absent' }],
    });
    await asUser(app, u.teacher, 'PATCH', `/api/lessons/${nov5.id}`, { status: 'cancelled' });
    const sum = await withTenant(app.deps.db, tenant.id, (tx) =>
      sumTaughtMinutes(tx, u.teacher.id, {
        from: new Date('2026-10-01T00:00:00Z'),
        to: new Date('2026-12-01T00:00:00Z'),
      }),
    );
    expect(sum).toEqual({ lessons: 2, minutes: 120 });
    const none = await withTenant(app.deps.db, tenant.id, (tx) =>
      sumTaughtMinutes(tx, u.teacher.id, {
        from: new Date('2026-10-23T00:00:00Z'),
        to: new Date('2026-10-29T00:00:00Z'),
      }),
    );
    expect(none).toEqual({ lessons: 0, minutes: 0 });
  });
});

describe('who reads a lesson and the calendar', () => {
  let privateId: string;
  beforeAll(async () => {
    // A private lesson of student2 with teacher2 (the private-lessons module writes these the same way).
    const [row] = await withTenant(app.deps.db, tenant.id, (tx) =>
      tx
        .insert(lessons)
        .values({
          kind: 'private',
          studentId: u.student2.id,
          teacherId: u.teacher2.id,
          title: 'Essay help',
          startsAt: new Date('2026-11-10T15:00:00Z'),
          endsAt: new Date('2026-11-10T16:00:00Z'),
        })
        .returning(),
    );
    privateId = row!.id;
  });

  it('answers a class lesson to its members and linked parents, 404 to anyone else', async () => {
    const view = await classLessons('2026-10-01T00:00:00Z', '2026-11-30T00:00:00Z');
    const id = view.lessons[0]!.id;
    const status = async (who: TestUser) => (await asUser(app, who, 'GET', `/api/lessons/${id}`)).status;
    expect(await status(u.student1)).toBe(200);
    expect(await status(u.teacher)).toBe(200);
    expect(await status(u.admin)).toBe(200);
    expect(await status(u.student2)).toBe(404);
    expect(await status(u.teacher2)).toBe(404);
    expect(await status(u.parent2)).toBe(404);
    expect(await status(u.outsider)).toBe(404);
    const asParent = await asUser<LessonDetail>(app, u.parent1, 'GET', `/api/lessons/${id}`);
    expect(asParent.status).toBe(200);
    expect(asParent.body.students.map((s) => s.id)).toEqual([u.student1.id]);
    expect(asParent.body.can_manage).toBe(false);
    expect(asParent.body.roster.map((r) => r.user_id)).toEqual([u.student1.id]);
  });

  it('answers a private lesson to its student, linked parents, its teacher and admins', async () => {
    const status = async (who: TestUser) => (await asUser(app, who, 'GET', `/api/lessons/${privateId}`)).status;
    for (const who of [u.student2, u.parent2, u.teacher2, u.admin]) expect(await status(who)).toBe(200);
    for (const who of [u.student1, u.parent1, u.teacher, u.outsider]) expect(await status(who)).toBe(404);
    expect((await asUser(app, u.teacher, 'PATCH', `/api/lessons/${privateId}`, { notes: 'x' })).status).toBe(404);
    expect((await asUser(app, u.student2, 'PATCH', `/api/lessons/${privateId}`, { notes: 'x' })).status).toBe(403);
  });

  it('lists each role’s lessons in the calendar', async () => {
    const from = '2026-10-01T00:00:00Z';
    const to = '2026-11-30T00:00:00Z';
    const ids = async (who: TestUser, extra = '') => {
      const res = await calendar(who, from, to, extra);
      expect(res.status).toBe(200);
      return res.body.lessons;
    };
    const classCount = (await classLessons(from, to)).lessons.length;
    expect(await ids(u.student1)).toHaveLength(classCount);
    expect((await ids(u.student2)).map((l) => l.id)).toEqual([privateId]);
    const ofParent2 = await ids(u.parent2);
    expect(ofParent2.map((l) => [l.id, l.students.map((s) => s.id)])).toEqual([[privateId, [u.student2.id]]]);
    const ofParent1 = await ids(u.parent1);
    expect(ofParent1).toHaveLength(classCount);
    expect(ofParent1.every((l) => l.students[0]?.id === u.student1.id)).toBe(true);
    expect((await ids(u.teacher2)).map((l) => l.id)).toEqual([privateId]);
    expect(await ids(u.teacher)).toHaveLength(classCount);
    expect(await ids(u.admin)).toHaveLength(classCount + 1);
    expect(await ids(u.admin, `&user_id=${u.student2.id}`)).toHaveLength(1);
    expect((await calendar(u.student1, from, to, `&user_id=${u.student2.id}`)).status).toBe(403);
    expect((await calendar(u.admin, from, to, `&user_id=${u.outsider.id}`)).status).toBe(404);
    expect((await ids(u.outsider)).length).toBe(0);
    // Cancelled lessons are listed (struck through on screen).
    expect((await ids(u.student1)).some((l) => l.status === 'cancelled')).toBe(true);
  });

  it('refuses a span over 62 days or backwards', async () => {
    expect((await calendar(u.student1, '2026-10-01T00:00:00Z', '2026-12-03T00:00:00Z')).status).toBe(422);
    expect((await calendar(u.student1, '2026-10-01T00:00:00Z', '2026-10-01T00:00:00Z')).status).toBe(422);
    expect((await calendar(u.student1, '2026-10-01T00:00:00Z', '2026-12-02T00:00:00Z')).status).toBe(200);
    expect((await calendar(u.student1, 'yesterday', '2026-12-02T00:00:00Z')).status).toBe(422);
  });
});

describe('the iCalendar feed', () => {
  it('answers the same lessons as text/calendar; a reset kills the old address', async () => {
    const first = await asUser<{ url: string }>(app, u.student1, 'POST', '/api/calendar/feed');
    expect(first.status).toBe(200);
    const path = new URL(first.body.url).pathname;
    // A calendar application sends no tenant header: the token alone finds its owner.
    const res = await app.inject({ method: 'GET', url: path });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    const text = res.body;
    expect(text).toContain('BEGIN:VCALENDAR');
    expect(text).toContain(`X-WR-CALNAME:${tenant.name}`);
    const view = await classLessons('2026-10-01T00:00:00Z', '2026-11-30T00:00:00Z');
    for (const l of view.lessons) expect(text).toContain(`UID:lesson-${l.id}@`);
    expect(text).toContain('STATUS:CANCELLED');
    expect(text).toContain('LOCATION:Room 2');
    expect(text).toMatch(/SEQUENCE:\d+/);
    const second = await asUser<{ url: string }>(app, u.student1, 'POST', '/api/calendar/feed');
    expect(second.body.url).not.toBe(first.body.url);
    expect((await app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: new URL(second.body.url).pathname })).statusCode).toBe(200);
    expect((await call(app, { method: 'GET', url: '/api/calendar/feed/nope.ics' })).status).toBe(404);
  });
});

describe('the demo seed', () => {
  it('writes a week each side of today, with attendance on the held ones, once', async () => {
    const teacher = await createTestUser(app, tenant, { roles: ['teacher'], firstName: 'Demo' });
    const cls = (await createClassAs(app, teacher, { name: 'Seeded class' })).id;
    await asUser(app, teacher, 'POST', `/api/classes/${cls}/students`, { user_ids: [u.student1.id] });
    const now = new Date('2026-11-25T12:00:00Z'); // a Wednesday
    const seed = () =>
      withTenant(app.deps.db, tenant.id, (tx) =>
        seedDemoLessons(tx, { classId: cls, teacherId: teacher.id, timeZone: 'America/New_York', now }),
      );
    await seed();
    await seed();
    const view = await classLessons('2026-11-10T00:00:00Z', '2026-12-10T00:00:00Z', cls, teacher);
    expect(view.series).toHaveLength(1);
    expect(view.lessons.map((l) => l.starts_at.slice(0, 10))).toEqual([
      '2026-11-18',
      '2026-11-20',
      '2026-11-23',
      '2026-11-25',
      '2026-11-27',
      '2026-11-30',
      '2026-12-02',
    ]);
    expect(view.lessons.map((l) => l.attendance_taken)).toEqual([true, true, true, false, false, false, false]);
    const sum = await withTenant(app.deps.db, tenant.id, (tx) =>
      sumTaughtMinutes(tx, teacher.id, {
        from: new Date('2026-11-01T00:00:00Z'),
        to: new Date('2026-12-31T00:00:00Z'),
      }),
    );
    expect(sum).toEqual({ lessons: 3, minutes: 270 });
  });
});

import type { z } from 'zod';
import {
  type CourseSessionInput,
  type CourseSessionUpdate,
  type CourseSessionView,
  type PlaceSessionStudents,
  type SessionClassList,
  type SessionClassQuery,
  type SessionPlacementResult,
  type SessionStudents,
} from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { withTenant, type TenantTx } from '../../db/with-tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import { classFieldErrors, classScheduleColumns } from '../classes/class-fields.ts';
import {
  countSessionClassStudents,
  createSessionClass,
  sessionClassFacts,
  sessionClassStudentIds,
  updateSessionClass,
  type SessionClassFields,
  studentsNamed,
} from '../classes/session-class.service.ts';
import { courseAccessOn, withCourseAccess, type CourseCtx } from './course-access.ts';
import { toMinorUnits } from './course-rules.ts';
import { isCourseStudent, isEducator, listsAllCourses } from './courses.policy.ts';
import {
  deleteSessionRow,
  insertSession,
  selectCourseById,
  selectCourses,
  selectCourseTeachers,
  selectPeople,
  selectSeatsOfSession,
  selectSeatsOfUser,
  selectSessionById,
  selectSessions,
  updateSessionRow,
  type SessionRow,
} from './courses.repository.ts';
import { presentPerson, presentSession } from './courses.presenter.ts';
import { visibleTestTitles } from './courses.service.ts';
import { placeInSession, seatStatusOf, sessionOpenToStudents } from './session-seats.service.ts';

type SessionInputOut = z.output<typeof CourseSessionInput>;
type SessionUpdateOut = z.output<typeof CourseSessionUpdate>;

/**
 * Course sessions (issue 19; spec §3 "Course session", §7 `GET session-class/list`): one run of a course
 * with a class of its own (made with it through the classes module) whose roster is the session's.
 */

const refuseBadFields = (f: Parameters<typeof classFieldErrors>[0]) => {
  const errors = classFieldErrors(f);
  if (errors.length) throw new AppError('validation_failed', { fields: errors });
};

/** The test templates must be tests the tenant sees (else 422 on `test_ids.N`). */
const checkTests = async (tx: TenantTx, ids: string[]) => {
  const titles = await visibleTestTitles(tx, ids);
  const bad = ids.findIndex((id) => !titles.has(id));
  if (bad >= 0)
    throw new AppError('validation_failed', { fields: [{ path: `test_ids.${bad}`, key: 'invalid_value' }] });
};

const uniq = <T>(xs: T[]) => [...new Set(xs)];

/** Views of these sessions, for `viewerId` (their own seat shown when they are a student). */
const viewsOf = async (
  tx: TenantTx,
  rows: { session: SessionRow; course: { id: string; title: string } }[],
  viewer: { id: string; student: boolean },
): Promise<CourseSessionView[]> => {
  const titles = await visibleTestTitles(
    tx,
    rows.flatMap((r) => r.session.testIds),
  );
  const counts = await countSessionClassStudents(
    tx,
    rows.map((r) => r.session.classId),
  );
  const views: CourseSessionView[] = [];
  for (const { session, course } of rows)
    views.push(
      presentSession(session, {
        course,
        testTitles: titles,
        klass: await sessionClassFacts(tx, session.classId),
        studentCount: counts.get(session.classId) ?? 0,
        mySeat: viewer.student ? await seatStatusOf(tx, session, viewer.id) : null,
      }),
    );
  return views;
};

const viewOf = async (tx: TenantTx, session: SessionRow, viewer: { id: string; student: boolean }) => {
  const course = await selectCourseById(tx, session.courseId);
  const [view] = await viewsOf(tx, [{ session, course: { id: course!.id, title: course!.title } }], viewer);
  return view!;
};

const classFieldsOf = (
  i: Pick<
    SessionInputOut,
    'online' | 'start_date' | 'end_date' | 'start_time' | 'end_time' | 'capacity' | 'score_min' | 'score_max'
  >,
  name: string,
): SessionClassFields => ({
  name,
  method: i.online ? 'online' : 'in_person',
  ...classScheduleColumns(i),
  capacity: i.capacity ?? null,
});

/** A session's class is named after the course and the session. */
const classNameOf = (courseTitle: string, sessionTitle: string) => `${courseTitle} · ${sessionTitle}`.slice(0, 200);

/**
 * `POST /api/courses/:id/sessions` (the course's managers): a session and its class (owner: the caller; the
 * course's teachers co-teach). End date before start, or on one day an end time not after the start → 422 on
 * the later field; score_min > score_max → 422 on `score_max`; test templates must be tests the tenant sees.
 */
export const createSession = (
  deps: Pick<Deps, 'db'>,
  ctx: CourseCtx & { courseId: string; input: SessionInputOut },
): Promise<CourseSessionView> =>
  withCourseAccess(deps, { ...ctx, action: 'manage' }, async (tx, { course }) => {
    const i = ctx.input;
    refuseBadFields(i);
    await checkTests(tx, i.test_ids);
    const teacherIds = (await selectCourseTeachers(tx, course.id)).map((t) => t.id);
    const classId = await createSessionClass(tx, {
      fields: classFieldsOf(i, classNameOf(course.title, i.title)),
      ownerId: ctx.actor.id,
      teacherIds,
      description: null,
    });
    const row = await insertSession(tx, {
      courseId: course.id,
      classId,
      title: i.title,
      city: i.city,
      feeMinor: toMinorUnits(i.fee),
      currency: i.currency,
      needPayFirst: i.need_pay_first,
      online: i.online,
      startDate: i.start_date ?? null,
      endDate: i.end_date ?? null,
      startTime: i.start_time ?? null,
      endTime: i.end_time ?? null,
      weekdays: uniq(i.weekdays).sort(),
      testIds: uniq(i.test_ids),
      tags: uniq(i.tags),
      active: i.active,
    });
    return viewOf(tx, row, { id: ctx.actor.id, student: false });
  });

/** The session and the caller's access to its course (`manage`: managers only; `read`: students of it too). */
const sessionAccess = async (tx: TenantTx, ctx: CourseCtx & { sessionId: string; action: 'read' | 'manage' }) => {
  const session = await selectSessionById(tx, ctx.sessionId);
  if (!session) throw new AppError('not_found');
  const access = await courseAccessOn(tx, { ...ctx, courseId: session.courseId });
  return { session, ...access };
};

/** `PATCH /api/course-sessions/:id` (managers): any field; the class follows (name, schedule, capacity, range). */
export const updateSession = (
  deps: Pick<Deps, 'db'>,
  ctx: CourseCtx & { sessionId: string; input: SessionUpdateOut },
): Promise<CourseSessionView> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const { session, course } = await sessionAccess(tx, { ...ctx, action: 'manage' });
    const i = ctx.input;
    const facts = await sessionClassFacts(tx, session.classId);
    const has = <K extends keyof SessionUpdateOut>(k: K) => k in i && i[k] !== undefined;
    const merged = {
      online: has('online') ? i.online! : session.online,
      start_date: 'start_date' in i ? (i.start_date ?? null) : session.startDate,
      end_date: 'end_date' in i ? (i.end_date ?? null) : session.endDate,
      start_time: 'start_time' in i ? (i.start_time ?? null) : session.startTime,
      end_time: 'end_time' in i ? (i.end_time ?? null) : session.endTime,
      capacity: 'capacity' in i ? (i.capacity ?? null) : (facts?.capacity ?? null),
      score_min: 'score_min' in i ? (i.score_min ?? null) : (facts?.scoreMin ?? null),
      score_max: 'score_max' in i ? (i.score_max ?? null) : (facts?.scoreMax ?? null),
    };
    refuseBadFields(merged);
    if (i.test_ids) await checkTests(tx, i.test_ids);
    const title = i.title ?? session.title;
    const row = await updateSessionRow(tx, session.id, {
      title,
      ...(has('city') ? { city: i.city! } : {}),
      ...(has('fee') ? { feeMinor: toMinorUnits(i.fee!) } : {}),
      ...(has('currency') ? { currency: i.currency! } : {}),
      ...(has('need_pay_first') ? { needPayFirst: i.need_pay_first! } : {}),
      online: merged.online,
      startDate: merged.start_date,
      endDate: merged.end_date,
      startTime: merged.start_time,
      endTime: merged.end_time,
      ...(i.weekdays ? { weekdays: uniq(i.weekdays).sort() } : {}),
      ...(i.test_ids ? { testIds: uniq(i.test_ids) } : {}),
      ...(i.tags ? { tags: uniq(i.tags) } : {}),
      ...(has('active') ? { active: i.active! } : {}),
    });
    await updateSessionClass(tx, session.classId, classFieldsOf(merged, classNameOf(course.title, title)));
    return viewOf(tx, row, { id: ctx.actor.id, student: false });
  });

/** `DELETE /api/course-sessions/:id` (managers): the session; its class stays a class of the tenant. */
export const deleteSession = (deps: Pick<Deps, 'db'>, ctx: CourseCtx & { sessionId: string }): Promise<void> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const { session } = await sessionAccess(tx, { ...ctx, action: 'manage' });
    await deleteSessionRow(tx, session.id);
  });

/** `GET /api/course-sessions/:id`: managers, and students who may join it or are in it. */
export const getSession = (
  deps: Pick<Deps, 'db'>,
  ctx: CourseCtx & { sessionId: string },
): Promise<CourseSessionView> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const session = await selectSessionById(tx, ctx.sessionId);
    if (!session) throw new AppError('not_found');
    const course = await selectCourseById(tx, session.courseId);
    if (!course) throw new AppError('not_found');
    if (isCourseStudent(ctx.actor)) {
      const seat = await seatStatusOf(tx, session, ctx.actor.id);
      if (!seat && !sessionOpenToStudents(session, course)) throw new AppError('not_found');
      return viewOf(tx, session, { id: ctx.actor.id, student: true });
    }
    await courseAccessOn(tx, { ...ctx, courseId: course.id, action: 'manage' });
    return viewOf(tx, session, { id: ctx.actor.id, student: false });
  });

/**
 * `GET /api/session-class/list` (spec §7): company admins and super admins list every session of the
 * tenant, a teacher those of the courses they teach; a student lists the sessions open to them (active, of
 * an active published course) and those they have a seat in. Filters: course, active, city (contains).
 * Anyone else (a parent) → 403 by the route.
 */
export const findSessions = (
  deps: Pick<Deps, 'db'>,
  ctx: CourseCtx & { query: SessionClassQuery },
): Promise<SessionClassList> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const q = ctx.query;
    const filter = {
      courseId: q.course_id,
      active: q.active === undefined ? undefined : q.active === 'true',
      city: q.city,
    };
    if (isEducator(ctx.actor)) {
      const courseIds = listsAllCourses(ctx.actor)
        ? undefined
        : (await selectCourses(tx, { teacherId: ctx.actor.id })).map((c) => c.id);
      const rows = await selectSessions(tx, { ...filter, ...(courseIds ? { courseIds } : {}) });
      return { data: await viewsOf(tx, rows, { id: ctx.actor.id, student: false }) };
    }
    if (!isCourseStudent(ctx.actor)) throw new AppError('forbidden');
    const rows = await selectSessions(tx, filter);
    const now = new Date();
    const seats = new Set(
      (
        await selectSeatsOfUser(
          tx,
          ctx.actor.id,
          rows.map((r) => r.session.id),
        )
      )
        .filter((s) => s.status !== 'cancelled')
        .map((s) => s.sessionId),
    );
    const visible: typeof rows = [];
    for (const r of rows) {
      const course = await selectCourseById(tx, r.course.id);
      const inIt =
        seats.has(r.session.id) || (await sessionClassStudentIds(tx, r.session.classId)).includes(ctx.actor.id);
      if (inIt || (course && sessionOpenToStudents(r.session, course, now))) visible.push(r);
    }
    return { data: await viewsOf(tx, visible, { id: ctx.actor.id, student: true }) };
  });

/** `GET /api/course-sessions/:id/students` (managers): the class's students (seated) and those awaiting payment. */
export const findSessionStudents = (
  deps: Pick<Deps, 'db'>,
  ctx: CourseCtx & { sessionId: string },
): Promise<SessionStudents> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const { session } = await sessionAccess(tx, { ...ctx, action: 'manage' });
    const seatedIds = await sessionClassStudentIds(tx, session.classId);
    const seated = await selectPeople(tx, seatedIds);
    const awaiting = (await selectSeatsOfSession(tx, session.id)).filter(
      (s) => s.seat.status === 'awaiting_payment' && !seatedIds.includes(s.person.id),
    );
    return {
      data: [
        ...seated.map((p) => ({ user: presentPerson(p), status: 'seated' as const })),
        ...awaiting.map((s) => ({ user: presentPerson(s.person), status: 'awaiting_payment' as const })),
      ],
    };
  });

/**
 * `POST /api/course-sessions/:id/students` (the course's managers): places students of the tenant (by id or
 * e-mail; an unknown e-mail → 422 `student_email_not_found`): seated in the session's class and put in the
 * course, or — need-pay-first — given a seat awaiting their payment.
 */
export const placeSessionStudents = (
  deps: Pick<Deps, 'db'>,
  ctx: CourseCtx & { sessionId: string; input: z.output<typeof PlaceSessionStudents> },
): Promise<SessionPlacementResult> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const { session } = await sessionAccess(tx, { ...ctx, action: 'manage' });
    return { data: await placeInSession(tx, session, await studentsNamed(tx, ctx.input, 'user_ids')) };
  });

/**
 * `POST /api/course-sessions/:id/join` (students): a student joins an open session. A free one seats them;
 * a need-pay-first one they have not paid → 409 `session_payment_pending` (they pay with an order of kind
 * `session`, and are seated when it is paid). Already in it: answered as it is.
 */
export const joinSession = (
  deps: Pick<Deps, 'db'>,
  ctx: CourseCtx & { sessionId: string },
): Promise<CourseSessionView> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    if (!isCourseStudent(ctx.actor)) throw new AppError('forbidden');
    const session = await selectSessionById(tx, ctx.sessionId);
    const course = session ? await selectCourseById(tx, session.courseId) : undefined;
    if (!session || !course) throw new AppError('not_found');
    const seat = await seatStatusOf(tx, session, ctx.actor.id);
    if (seat === 'seated') return viewOf(tx, session, { id: ctx.actor.id, student: true });
    if (!seat && !sessionOpenToStudents(session, course)) throw new AppError('not_found');
    if (session.needPayFirst) throw new AppError('session_payment_pending');
    await placeInSession(tx, session, [ctx.actor.id]);
    return viewOf(tx, session, { id: ctx.actor.id, student: true });
  });

/** The active sessions of the tenant (enrollment form, placement proposals), with their course. */
export const findActiveSessionsOn = (tx: TenantTx) => selectSessions(tx, { active: true });
export { viewsOf as sessionViewsOn };

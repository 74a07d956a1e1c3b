import type { z } from 'zod';
import {
  LESSON_LIMITS,
  type AttendanceInput,
  type ClassLessonsQuery,
  type ClassLessonsView,
  type LessonDetail,
  type LessonUpdate,
  type OneOffLessonInput,
} from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { withTenant, type TenantTx } from '../../db/with-tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import { getClassAccess } from '../classes/class-access.service.ts';
import {
  inClassTenant,
  lessonAccessFor,
  pickClassTeacher,
  requireClassManager,
  requireLessonManager,
  resolveMaterials,
  type LessonCtx,
} from './lesson-access.ts';
import { assertTeacherFree } from './lesson-booking.ts';
import { checkCalendarSpan, checkLink } from './lesson-rules.ts';
import {
  presentAttendanceEntry,
  presentCalendarLesson,
  presentLessonDetail,
  presentSeries,
} from './lessons.presenter.ts';
import {
  insertLesson,
  saveAttendanceRows,
  selectAttendance,
  selectCalendarRow,
  selectClassRoster,
  selectClassTeacherPeople,
  selectLessonById,
  selectLessonForUpdate,
  selectLessonsInScope,
  selectSeriesOfClass,
  selectUserPerson,
  sumTaughtLessons,
  updateLessonRow,
  type LessonInsert,
  type LessonRow,
} from './lessons.repository.ts';

/** Lessons of a class, one lesson's detail, its exceptions (move, cancel) and attendance (issue 19). */

const lessonSpan = (startsAt: string, endsAt: string) => {
  const span = { startsAt: new Date(startsAt), endsAt: new Date(endsAt) };
  if (!(span.endsAt.getTime() > span.startsAt.getTime())) throw new AppError('lesson_times_invalid');
  return span;
};

/** `GET /api/classes/:id/lessons?from=&to=` (the class's members): its series and its lessons in the span. */
export const findClassLessons = (
  deps: Pick<Deps, 'db'>,
  ctx: LessonCtx & { classId: string; query: ClassLessonsQuery },
): Promise<ClassLessonsView> =>
  inClassTenant(deps, ctx, async (tx, ctx) => {
    const access = await getClassAccess(tx, { tenant: ctx.tenant, actor: ctx.actor, classId: ctx.classId });
    const from = ctx.query.from ?? new Date(Date.now() - 14 * 86_400_000).toISOString();
    const to =
      ctx.query.to ?? new Date(new Date(from).getTime() + LESSON_LIMITS.calendarDays * 86_400_000).toISOString();
    const span = checkCalendarSpan(from, to);
    const rows = await selectLessonsInScope(tx, { classIds: [ctx.classId] }, span);
    const manager = access.relation === 'manager';
    return {
      can_manage: manager,
      time_zone: ctx.tenant.settings.businessTimeZone,
      series: manager ? (await selectSeriesOfClass(tx, ctx.classId)).map(presentSeries) : [],
      lessons: rows.map((r) => presentCalendarLesson(r)),
      teachers: (await selectClassTeacherPeople(tx, ctx.classId)).map((t) => ({ id: t.id, name: t.name })),
    };
  });

/** `POST /api/classes/:id/lessons`: a one-off lesson of the class, checked against the teacher's calendar. */
export const createOneOffLesson = (
  deps: Pick<Deps, 'db'>,
  ctx: LessonCtx & { classId: string; input: z.output<typeof OneOffLessonInput> },
): Promise<LessonDetail> =>
  inClassTenant(deps, ctx, async (tx, ctx) => {
    await requireClassManager(tx, ctx, ctx.classId);
    const { input } = ctx;
    const span = lessonSpan(input.starts_at, input.ends_at);
    const onlineUrl = checkLink(input.online_url ?? null, 'online_url');
    const materials = await resolveMaterials(tx, ctx.classId, input.materials);
    const teacherId = await pickClassTeacher(tx, ctx, ctx.classId, input.teacher_id);
    if (teacherId) await assertTeacherFree(tx, teacherId, span);
    const row = await insertLesson(tx, {
      kind: 'class',
      classId: ctx.classId,
      title: input.title,
      teacherId,
      ...span,
      room: input.room ?? null,
      onlineUrl,
      notes: input.notes,
      materials,
    });
    return detailOf(tx, ctx, row);
  });

const rosterOf = async (tx: TenantTx, lesson: LessonRow) => {
  if (lesson.kind === 'class' && lesson.classId) return selectClassRoster(tx, lesson.classId);
  const student = lesson.studentId ? await selectUserPerson(tx, lesson.studentId) : undefined;
  return student ? [student] : [];
};

const detailOf = async (tx: TenantTx, ctx: LessonCtx, lesson: LessonRow): Promise<LessonDetail> => {
  const access = await lessonAccessFor(tx, ctx, lesson);
  const row = (await selectCalendarRow(tx, lesson.id))!;
  const attendance = new Map((await selectAttendance(tx, lesson.id)).map((a) => [a.userId, a]));
  const roster = await rosterOf(tx, lesson);
  // Managers see every row; a student sees their own, a parent their children's.
  const visible = access.manage
    ? roster
    : roster.filter((p) => p.id === ctx.actor.id || access.students.some((s) => s.id === p.id));
  return presentLessonDetail(row, {
    students: access.students,
    canManage: access.manage,
    roster: visible.map((p) => presentAttendanceEntry(p, attendance.get(p.id))),
  });
};

const lessonOr404 = async (tx: TenantTx, id: string, lock = false) => {
  const lesson = lock ? await selectLessonForUpdate(tx, id) : await selectLessonById(tx, id);
  if (!lesson) throw new AppError('not_found');
  return lesson;
};

/** `GET /api/lessons/:id` (whoever may read it, else 404). */
export const getLesson = (deps: Pick<Deps, 'db'>, ctx: LessonCtx & { lessonId: string }): Promise<LessonDetail> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => detailOf(tx, ctx, await lessonOr404(tx, ctx.lessonId)));

/**
 * `PATCH /api/lessons/:id` (its managers): move (new times, checked against the teacher's other lessons),
 * cancel or restore (a restored lesson takes the teacher's time again), and edit its details.
 */
export const updateLesson = (
  deps: Pick<Deps, 'db'>,
  ctx: LessonCtx & { lessonId: string; input: z.output<typeof LessonUpdate> },
): Promise<LessonDetail> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const lesson = await lessonOr404(tx, ctx.lessonId, true);
    await requireLessonManager(tx, ctx, lesson);
    const { input } = ctx;
    const span = lessonSpan(
      input.starts_at ?? lesson.startsAt.toISOString(),
      input.ends_at ?? lesson.endsAt.toISOString(),
    );
    const teacherId =
      input.teacher_id === undefined
        ? lesson.teacherId
        : lesson.kind === 'class' && lesson.classId
          ? await pickClassTeacher(tx, ctx, lesson.classId, input.teacher_id)
          : (() => {
              throw new AppError('validation_failed', { fields: [{ path: 'teacher_id', key: 'invalid_value' }] });
            })();
    const status = input.status ?? lesson.status;
    const takesTime =
      status === 'scheduled' &&
      (lesson.status !== 'scheduled' ||
        teacherId !== lesson.teacherId ||
        span.startsAt.getTime() !== lesson.startsAt.getTime() ||
        span.endsAt.getTime() !== lesson.endsAt.getTime());
    if (takesTime && teacherId)
      await assertTeacherFree(tx, teacherId, span, {
        exceptLessonId: lesson.id,
        requireAvailability: lesson.kind === 'private',
      });
    const values: Partial<LessonInsert> = { ...span, teacherId, status };
    if (input.title !== undefined) values.title = input.title;
    if (input.room !== undefined) values.room = input.room;
    if (input.online_url !== undefined) values.onlineUrl = checkLink(input.online_url, 'online_url');
    if (input.notes !== undefined) values.notes = input.notes;
    if (input.materials !== undefined) values.materials = await resolveMaterials(tx, lesson.classId, input.materials);
    const updated = await updateLessonRow(tx, lesson.id, values);
    return detailOf(tx, ctx, updated!);
  });

/**
 * `PUT /api/lessons/:id/attendance` (its managers): once the lesson has started and while it is scheduled,
 * one row per student of its roster (a user outside the roster, or twice, is a 422 on that row). Replaces
 * the lesson's attendance and marks it taught (`attendance_taken_at`/`_by`).
 */
export const saveAttendance = (
  deps: Pick<Deps, 'db'>,
  ctx: LessonCtx & { lessonId: string; input: z.output<typeof AttendanceInput>; now?: Date },
): Promise<LessonDetail> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const lesson = await lessonOr404(tx, ctx.lessonId, true);
    await requireLessonManager(tx, ctx, lesson);
    if (lesson.status !== 'scheduled')
      throw new AppError('validation_failed', { fields: [{ path: 'status', key: 'invalid_value' }] });
    if (lesson.startsAt.getTime() > (ctx.now ?? new Date()).getTime())
      throw new AppError('validation_failed', { fields: [{ path: 'starts_at', key: 'invalid_value' }] });
    const roster = new Set((await rosterOf(tx, lesson)).map((p) => p.id));
    const seen = new Set<string>();
    const bad = ctx.input.entries.flatMap((e, i) => {
      const wrong = !roster.has(e.user_id) || seen.has(e.user_id);
      seen.add(e.user_id);
      return wrong ? [{ path: `entries.${i}.user_id`, key: 'invalid_value' as const }] : [];
    });
    if (bad.length > 0) throw new AppError('validation_failed', { fields: bad });
    await saveAttendanceRows(
      tx,
      lesson.id,
      ctx.actor.id,
      ctx.input.entries.map((e) => ({ userId: e.user_id, status: e.status, note: e.note })),
    );
    return detailOf(tx, ctx, (await selectLessonById(tx, lesson.id))!);
  });

/**
 * A teacher's taught lessons in [from, to): lessons they teach, not cancelled, whose attendance was taken,
 * with their minutes summed exactly. The salary bills (next issue) read this, on the caller's transaction.
 */
export const sumTaughtMinutes = (tx: TenantTx, teacherId: string, period: { from: Date; to: Date }) =>
  sumTaughtLessons(tx, teacherId, period.from, period.to);

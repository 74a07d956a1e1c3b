import { and, asc, eq, gte, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CrossTenantTx, TenantTx } from '../../db/with-tenant.ts';
import {
  calendarFeeds,
  classMaterials,
  classStudents,
  classTeachers,
  classes,
  lessonAttendance,
  lessonSeries,
  lessons,
  users,
} from '../../db/schema/index.ts';
import { updateRowById } from '../../db/rows.ts';

export type LessonRow = typeof lessons.$inferSelect;
export type LessonInsert = typeof lessons.$inferInsert;
export type SeriesRow = typeof lessonSeries.$inferSelect;
export type SeriesInsert = typeof lessonSeries.$inferInsert;

const teacherUser = alias(users, 'lesson_teacher');

/** A person's display name: first and last, else the e-mail. */
const personName = (u: { firstName: string | null; lastName: string | null; email: string }) =>
  [u.firstName, u.lastName].filter(Boolean).join(' ') || u.email;

// ---- series ----

export const insertSeries = async (tx: TenantTx, values: SeriesInsert): Promise<SeriesRow> => {
  const [row] = await tx.insert(lessonSeries).values(values).returning();
  return row!;
};

export const updateSeriesRow = async (tx: TenantTx, id: string, values: Partial<SeriesInsert>) =>
  updateRowById(tx, lessonSeries, id, values);

/** The series row, locked for an edit. */
export const selectSeriesForUpdate = async (tx: TenantTx, id: string): Promise<SeriesRow | undefined> =>
  (await tx.select().from(lessonSeries).where(eq(lessonSeries.id, id)).for('update'))[0];

export const selectSeriesOfClass = async (tx: TenantTx, classId: string) => {
  const rows = await tx
    .select({
      series: lessonSeries,
      teacher: { firstName: teacherUser.firstName, lastName: teacherUser.lastName, email: teacherUser.email },
      count: sql<number>`(select count(*)::int from ${lessons} where ${lessons.seriesId} = ${lessonSeries.id})`,
    })
    .from(lessonSeries)
    .leftJoin(teacherUser, eq(teacherUser.id, lessonSeries.teacherId))
    .where(eq(lessonSeries.classId, classId))
    .orderBy(asc(lessonSeries.startsOn), asc(lessonSeries.createdAt));
  return rows.map((r) => ({
    ...r.series,
    teacherName: r.teacher ? personName(r.teacher) : null,
    lessonCount: Number(r.count),
  }));
};

/** The series's occurrences on or after `from` (a date), with whether attendance was taken. */
export const selectSeriesLessonsFrom = (tx: TenantTx, seriesId: string, from: string) =>
  tx
    .select({ id: lessons.id, seriesDate: lessons.seriesDate, attendanceTakenAt: lessons.attendanceTakenAt })
    .from(lessons)
    .where(and(eq(lessons.seriesId, seriesId), gte(lessons.seriesDate, from)));

export const deleteLessons = async (tx: TenantTx, ids: string[]) => {
  if (ids.length > 0) await tx.delete(lessons).where(inArray(lessons.id, ids));
};

// ---- lessons ----

export const insertLesson = async (tx: TenantTx, values: LessonInsert): Promise<LessonRow> => {
  const [row] = await tx.insert(lessons).values(values).returning();
  return row!;
};

export const updateLessonRow = async (tx: TenantTx, id: string, values: Partial<LessonInsert>) =>
  updateRowById(tx, lessons, id, values);

export const selectLessonById = async (tx: TenantTx, id: string): Promise<LessonRow | undefined> =>
  (await tx.select().from(lessons).where(eq(lessons.id, id)))[0];

export const selectLessonForUpdate = async (tx: TenantTx, id: string): Promise<LessonRow | undefined> =>
  (await tx.select().from(lessons).where(eq(lessons.id, id)).for('update'))[0];

/** Which lessons the calendar lists: all of the tenant's, or those matching any of these. */
export interface LessonScope {
  all?: boolean;
  classIds?: string[];
  studentIds?: string[];
  teacherIds?: string[];
}

const scopeWhere = (scope: LessonScope): SQL | undefined => {
  if (scope.all) return undefined;
  const parts: SQL[] = [];
  if (scope.classIds?.length) parts.push(and(eq(lessons.kind, 'class'), inArray(lessons.classId, scope.classIds))!);
  if (scope.studentIds?.length)
    parts.push(and(eq(lessons.kind, 'private'), inArray(lessons.studentId, scope.studentIds))!);
  if (scope.teacherIds?.length) parts.push(inArray(lessons.teacherId, scope.teacherIds));
  return parts.length > 0 ? or(...parts) : sql`false`;
};

/** Lessons as the calendar reads them, with the class's name and the teacher (the caller adds the where). */
const selectCalendar = (tx: TenantTx) =>
  tx
    .select({
      lesson: lessons,
      className: classes.name,
      teacher: {
        id: teacherUser.id,
        firstName: teacherUser.firstName,
        lastName: teacherUser.lastName,
        email: teacherUser.email,
      },
    })
    .from(lessons)
    .leftJoin(classes, eq(classes.id, lessons.classId))
    .leftJoin(teacherUser, eq(teacherUser.id, lessons.teacherId));

/** A row of selectCalendar as the calendar's services take it: the lesson, its class's name, its teacher's. */
const calendarRowOf = (r: {
  lesson: LessonRow;
  className: string | null;
  teacher: { id: string; firstName: string | null; lastName: string | null; email: string } | null;
}) => ({
  ...r.lesson,
  className: r.className,
  teacher: r.teacher ? { id: r.teacher.id, name: personName(r.teacher) } : null,
});

/** The lessons in scope starting in [from, to), by start; with the class's name and the teacher's. */
export const selectLessonsInScope = async (
  tx: TenantTx,
  scope: LessonScope,
  span: { from: Date; to: Date },
  options: { onlyScheduled?: boolean; limit?: number } = {},
) => {
  const rows = await selectCalendar(tx)
    .where(
      and(
        scopeWhere(scope),
        gte(lessons.startsAt, span.from),
        lt(lessons.startsAt, span.to),
        options.onlyScheduled ? eq(lessons.status, 'scheduled') : undefined,
      ),
    )
    .orderBy(asc(lessons.startsAt), asc(lessons.id))
    .limit(options.limit ?? 2000);
  return rows.map(calendarRowOf);
};
export type CalendarRow = Awaited<ReturnType<typeof selectLessonsInScope>>[number];

/** One lesson with its class's name and its teacher's, as the calendar lists it. */
export const selectCalendarRow = async (tx: TenantTx, id: string): Promise<CalendarRow | undefined> => {
  const rows = await selectCalendar(tx).where(eq(lessons.id, id));
  const r = rows[0];
  return r && calendarRowOf(r);
};

// ---- classes: roster, teachers, memberships, materials ----

/** The class's teachers (owner first), as people. */
export const selectClassTeacherPeople = async (tx: TenantTx, classId: string) =>
  (
    await tx
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        role: classTeachers.role,
      })
      .from(classTeachers)
      .innerJoin(users, eq(users.id, classTeachers.userId))
      .where(eq(classTeachers.classId, classId))
      .orderBy(sql`${classTeachers.role} = 'owner' desc`, asc(classTeachers.addedAt))
  ).map((u) => ({ id: u.id, name: personName(u), role: u.role }));

/** The class's students, by name. */
export const selectClassRoster = async (tx: TenantTx, classId: string) =>
  (
    await tx
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
      .from(classStudents)
      .innerJoin(users, eq(users.id, classStudents.userId))
      .where(eq(classStudents.classId, classId))
      .orderBy(asc(users.firstName), asc(users.lastName), asc(users.email))
  ).map((u) => ({ id: u.id, name: personName(u), email: u.email }));

export const selectUserPerson = async (tx: TenantTx, id: string) => {
  const u = (
    await tx
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
      .from(users)
      .where(eq(users.id, id))
  )[0];
  return u && { id: u.id, name: personName(u), email: u.email };
};

/** The classes these students are in: class id → student ids. */
export const selectClassesOfStudents = async (tx: TenantTx, studentIds: string[]) => {
  const map = new Map<string, string[]>();
  if (studentIds.length === 0) return map;
  const rows = await tx
    .select({ classId: classStudents.classId, userId: classStudents.userId })
    .from(classStudents)
    .where(inArray(classStudents.userId, studentIds));
  for (const r of rows) map.set(r.classId, [...(map.get(r.classId) ?? []), r.userId]);
  return map;
};

/** The classes a teacher teaches (owner or co-teacher). */
export const selectClassIdsTaughtBy = async (tx: TenantTx, teacherId: string) =>
  (
    await tx.select({ classId: classTeachers.classId }).from(classTeachers).where(eq(classTeachers.userId, teacherId))
  ).map((r) => r.classId);

export const isInClassRoster = async (tx: TenantTx, classId: string, userId: string) =>
  (
    await tx
      .select({ one: sql`1` })
      .from(classStudents)
      .where(and(eq(classStudents.classId, classId), eq(classStudents.userId, userId)))
  ).length > 0;

/** The class's materials by id (for a lesson's materials). */
export const selectClassMaterialsByIds = (tx: TenantTx, classId: string, ids: string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : tx
        .select({ id: classMaterials.id, title: classMaterials.title, link: classMaterials.link })
        .from(classMaterials)
        .where(and(eq(classMaterials.classId, classId), inArray(classMaterials.id, ids)));

// ---- attendance ----

export const selectAttendance = (tx: TenantTx, lessonId: string) =>
  tx
    .select({ userId: lessonAttendance.userId, status: lessonAttendance.status, note: lessonAttendance.note })
    .from(lessonAttendance)
    .where(eq(lessonAttendance.lessonId, lessonId));

/** Replaces the lesson's attendance with these rows and marks the lesson as taught. */
export const saveAttendanceRows = async (
  tx: TenantTx,
  lessonId: string,
  takenBy: string,
  entries: { userId: string; status: string; note: string }[],
) => {
  const now = new Date();
  await tx.delete(lessonAttendance).where(eq(lessonAttendance.lessonId, lessonId));
  if (entries.length > 0)
    await tx
      .insert(lessonAttendance)
      .values(
        entries.map((e) => ({ lessonId, userId: e.userId, status: e.status, note: e.note, takenBy, takenAt: now })),
      );
  await tx
    .update(lessons)
    .set({ attendanceTakenAt: now, attendanceTakenBy: takenBy, updatedAt: now })
    .where(eq(lessons.id, lessonId));
};

/**
 * A teacher's taught lessons starting in [from, to): scheduled (not cancelled) lessons whose attendance was
 * taken, counted and their minutes summed exactly (the salary bills read this).
 */
export const sumTaughtLessons = async (tx: TenantTx, teacherId: string, from: Date, to: Date) => {
  const [row] = await tx
    .select({
      lessons: sql<number>`count(*)::int`,
      minutes: sql<number>`coalesce(sum(round(extract(epoch from (${lessons.endsAt} - ${lessons.startsAt})) / 60)), 0)::int`,
    })
    .from(lessons)
    .where(
      and(
        eq(lessons.teacherId, teacherId),
        eq(lessons.status, 'scheduled'),
        isNotNull(lessons.attendanceTakenAt),
        gte(lessons.startsAt, from),
        lt(lessons.startsAt, to),
      ),
    );
  return { lessons: Number(row?.lessons ?? 0), minutes: Number(row?.minutes ?? 0) };
};

/** Lessons of this class with no attendance yet that started before `before` (demo seed). */
export const selectUntakenLessonsOfClass = (tx: TenantTx, classId: string, before: Date) =>
  tx
    .select({ id: lessons.id })
    .from(lessons)
    .where(
      and(
        eq(lessons.classId, classId),
        eq(lessons.status, 'scheduled'),
        isNull(lessons.attendanceTakenAt),
        lt(lessons.startsAt, before),
      ),
    );

// ---- feeds ----

/** Creates or replaces the user's feed token (the old one stops answering). */
export const upsertFeed = async (tx: TenantTx, userId: string, tokenHash: string) => {
  await tx
    .insert(calendarFeeds)
    .values({ userId, tokenHash })
    .onConflictDoUpdate({
      target: [calendarFeeds.tenantId, calendarFeeds.userId],
      set: { tokenHash, createdAt: new Date() },
    });
};

/**
 * Whose feed a token hash is, in any tenant: a calendar application fetches the address without our
 * tenant header, and the hash is unique across tenants (a 256-bit secret), so the lookup crosses tenants.
 */
export const unsafeSelectFeedByHash = async (tx: CrossTenantTx, tokenHash: string) =>
  (
    await tx
      .select({ tenantId: calendarFeeds.tenantId, userId: calendarFeeds.userId })
      .from(calendarFeeds)
      .where(eq(calendarFeeds.tokenHash, tokenHash))
  )[0];

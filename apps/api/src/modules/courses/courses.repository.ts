import { and, asc, count, desc, eq, ilike, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { TenantTx } from '../../db/with-tenant.ts';
import {
  courseSessionSeats,
  courseSessions,
  courseStudents,
  courseTeachers,
  courses,
  uploads,
  userExams,
  users,
} from '../../db/schema/index.ts';
import { personColumns } from '../../db/schema/person-columns.ts';
import { containsLike } from '../../db/like.ts';
import { updateRowById } from '../../db/rows.ts';
import { selectPeopleByIds } from '../../db/people.ts';

export type CourseRow = typeof courses.$inferSelect;
export type CourseInsert = typeof courses.$inferInsert;
export type CourseStudentRow = typeof courseStudents.$inferSelect;
export type SessionRow = typeof courseSessions.$inferSelect;
export type SessionInsert = typeof courseSessions.$inferInsert;
export type SeatRow = typeof courseSessionSeats.$inferSelect;

/** The upload kind of course files (videos, files, subtitles): private, read through the course. */
export const COURSE_UPLOAD_KIND = 'course_file';

// --- courses ---------------------------------------------------------------------------------------------

export const insertCourse = async (tx: TenantTx, values: Omit<CourseInsert, 'tenantId'>) =>
  (await tx.insert(courses).values(values).returning())[0]!;

export const selectCourseById = async (tx: TenantTx, id: string) =>
  (await tx.select().from(courses).where(eq(courses.id, id)).limit(1))[0];

export const lockCourse = async (tx: TenantTx, id: string) =>
  (await tx.select().from(courses).where(eq(courses.id, id)).limit(1).for('update'))[0];

export const updateCourseRow = async (tx: TenantTx, id: string, patch: Partial<CourseInsert>) =>
  (await updateRowById(tx, courses, id, patch))!;

export const deleteCourseRow = (tx: TenantTx, id: string) => tx.delete(courses).where(eq(courses.id, id));

/** Courses newest first; `teacherId`: only those the user teaches; `studentId`: only those the user is in. */
export const selectCourses = async (
  tx: TenantTx,
  filter: { q?: string | undefined; state?: string | undefined; active?: boolean | undefined; teacherId?: string },
) => {
  const c: SQL[] = [];
  if (filter.q) c.push(ilike(courses.title, containsLike(filter.q)));
  if (filter.state) c.push(eq(courses.state, filter.state));
  if (filter.active !== undefined) c.push(eq(courses.active, filter.active));
  if (filter.teacherId)
    c.push(
      inArray(
        courses.id,
        tx
          .select({ id: courseTeachers.courseId })
          .from(courseTeachers)
          .where(eq(courseTeachers.userId, filter.teacherId)),
      ),
    );
  return tx
    .select()
    .from(courses)
    .where(and(...c))
    .orderBy(desc(courses.createdAt), desc(courses.id))
    .limit(500);
};

/** Counts per course: teachers, students, sessions. */
export const selectCourseCounts = async (tx: TenantTx, ids: string[]) => {
  const out = new Map<string, { teachers: number; students: number; sessions: number }>();
  for (const id of ids) out.set(id, { teachers: 0, students: 0, sessions: 0 });
  if (ids.length === 0) return out;
  const t = await tx
    .select({ id: courseTeachers.courseId, n: count() })
    .from(courseTeachers)
    .where(inArray(courseTeachers.courseId, ids))
    .groupBy(courseTeachers.courseId);
  const s = await tx
    .select({ id: courseStudents.courseId, n: count() })
    .from(courseStudents)
    .where(inArray(courseStudents.courseId, ids))
    .groupBy(courseStudents.courseId);
  const x = await tx
    .select({ id: courseSessions.courseId, n: count() })
    .from(courseSessions)
    .where(inArray(courseSessions.courseId, ids))
    .groupBy(courseSessions.courseId);
  for (const r of t) out.get(r.id)!.teachers = r.n;
  for (const r of s) out.get(r.id)!.students = r.n;
  for (const r of x) out.get(r.id)!.sessions = r.n;
  return out;
};

// --- people ----------------------------------------------------------------------------------------------

export type PersonRow = {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  username: string | null;
};

export const selectPeople: (tx: TenantTx, ids: string[]) => Promise<PersonRow[]> = selectPeopleByIds;

// --- teachers and students -------------------------------------------------------------------------------

export const selectCourseTeachers = (tx: TenantTx, courseId: string) =>
  tx
    .select(personColumns)
    .from(courseTeachers)
    .innerJoin(users, eq(users.id, courseTeachers.userId))
    .where(eq(courseTeachers.courseId, courseId))
    .orderBy(asc(courseTeachers.addedAt), asc(users.id));

export const isCourseTeacher = async (tx: TenantTx, courseId: string, userId: string) =>
  (
    await tx
      .select({ id: courseTeachers.userId })
      .from(courseTeachers)
      .where(and(eq(courseTeachers.courseId, courseId), eq(courseTeachers.userId, userId)))
      .limit(1)
  ).length > 0;

/** Replaces the course's teachers with exactly these. */
export const replaceCourseTeachers = async (tx: TenantTx, courseId: string, userIds: string[]) => {
  await tx.delete(courseTeachers).where(eq(courseTeachers.courseId, courseId));
  if (userIds.length)
    await tx
      .insert(courseTeachers)
      .values(userIds.map((userId) => ({ courseId, userId })))
      .onConflictDoNothing();
};

export const selectCourseStudent = async (tx: TenantTx, courseId: string, userId: string) =>
  (
    await tx
      .select()
      .from(courseStudents)
      .where(and(eq(courseStudents.courseId, courseId), eq(courseStudents.userId, userId)))
      .limit(1)
  )[0];

/** The student's row, locked (two progress writes of one student wait for each other). */
export const lockCourseStudent = async (tx: TenantTx, courseId: string, userId: string) =>
  (
    await tx
      .select()
      .from(courseStudents)
      .where(and(eq(courseStudents.courseId, courseId), eq(courseStudents.userId, userId)))
      .limit(1)
      .for('update')
  )[0];

export const insertCourseStudents = async (tx: TenantTx, courseId: string, userIds: string[]) => {
  if (userIds.length)
    await tx
      .insert(courseStudents)
      .values(userIds.map((userId) => ({ courseId, userId })))
      .onConflictDoNothing();
};

export const deleteCourseStudent = async (tx: TenantTx, courseId: string, userId: string) =>
  (
    await tx
      .delete(courseStudents)
      .where(and(eq(courseStudents.courseId, courseId), eq(courseStudents.userId, userId)))
      .returning({ id: courseStudents.userId })
  ).length > 0;

export const updateCourseStudent = (
  tx: TenantTx,
  courseId: string,
  userId: string,
  patch: Partial<typeof courseStudents.$inferInsert>,
) =>
  tx
    .update(courseStudents)
    .set(patch)
    .where(and(eq(courseStudents.courseId, courseId), eq(courseStudents.userId, userId)));

export const selectCourseStudentsWithPeople = (tx: TenantTx, courseId: string) =>
  tx
    .select({ row: courseStudents, person: personColumns })
    .from(courseStudents)
    .innerJoin(users, eq(users.id, courseStudents.userId))
    .where(eq(courseStudents.courseId, courseId))
    .orderBy(asc(courseStudents.enrolledAt), asc(users.id));

/** The student's courses with their rows, most recently active first. */
export const selectCoursesOfStudent = (tx: TenantTx, userId: string) =>
  tx
    .select({ course: courses, row: courseStudents })
    .from(courseStudents)
    .innerJoin(courses, eq(courses.id, courseStudents.courseId))
    .where(eq(courseStudents.userId, userId))
    .orderBy(sql`${courseStudents.lastActiveAt} desc nulls last`, desc(courseStudents.enrolledAt));

// --- uploads ---------------------------------------------------------------------------------------------

export const insertCourseUpload = async (
  tx: TenantTx,
  values: { id: string; ownerId: string; mime: string; size: number; path: string },
) =>
  (
    await tx
      .insert(uploads)
      .values({ ...values, kind: COURSE_UPLOAD_KIND })
      .returning()
  )[0]!;

export const selectUploads = async (tx: TenantTx, ids: string[]) =>
  ids.length ? tx.select().from(uploads).where(inArray(uploads.id, ids)) : [];

// --- sessions --------------------------------------------------------------------------------------------

export const insertSession = async (tx: TenantTx, values: Omit<SessionInsert, 'tenantId'>) =>
  (await tx.insert(courseSessions).values(values).returning())[0]!;

export const selectSessionById = async (tx: TenantTx, id: string) =>
  (await tx.select().from(courseSessions).where(eq(courseSessions.id, id)).limit(1))[0];

/** The session whose class this is (each session has its own class), or undefined for an ordinary class. */
export const selectSessionByClassId = async (tx: TenantTx, classId: string) =>
  (await tx.select().from(courseSessions).where(eq(courseSessions.classId, classId)).limit(1))[0];

export const updateSessionRow = async (tx: TenantTx, id: string, patch: Partial<SessionInsert>) =>
  (await updateRowById(tx, courseSessions, id, patch))!;

export const deleteSessionRow = (tx: TenantTx, id: string) =>
  tx.delete(courseSessions).where(eq(courseSessions.id, id));

/** Sessions with their course, by course, active, city (case-insensitive), and the courses allowed. */
export const selectSessions = async (
  tx: TenantTx,
  filter: {
    courseId?: string | undefined;
    active?: boolean | undefined;
    city?: string | undefined;
    courseIds?: string[];
  },
) => {
  const c: SQL[] = [];
  if (filter.courseId) c.push(eq(courseSessions.courseId, filter.courseId));
  if (filter.active !== undefined) c.push(eq(courseSessions.active, filter.active));
  if (filter.city) c.push(ilike(courseSessions.city, containsLike(filter.city)));
  if (filter.courseIds) {
    if (filter.courseIds.length === 0) return [];
    c.push(inArray(courseSessions.courseId, filter.courseIds));
  }
  return tx
    .select({ session: courseSessions, course: { id: courses.id, title: courses.title } })
    .from(courseSessions)
    .innerJoin(courses, eq(courses.id, courseSessions.courseId))
    .where(and(...c))
    .orderBy(sql`${courseSessions.startDate} asc nulls last`, asc(courseSessions.createdAt))
    .limit(500);
};

export const selectSessionClassIds = async (tx: TenantTx, courseId: string) =>
  (
    await tx
      .select({ classId: courseSessions.classId })
      .from(courseSessions)
      .where(eq(courseSessions.courseId, courseId))
  ).map((r) => r.classId);

// --- seats -----------------------------------------------------------------------------------------------

export const selectSeat = async (tx: TenantTx, sessionId: string, userId: string) =>
  (
    await tx
      .select()
      .from(courseSessionSeats)
      .where(and(eq(courseSessionSeats.sessionId, sessionId), eq(courseSessionSeats.userId, userId)))
      .limit(1)
  )[0];

export const lockSeat = async (tx: TenantTx, sessionId: string, userId: string) =>
  (
    await tx
      .select()
      .from(courseSessionSeats)
      .where(and(eq(courseSessionSeats.sessionId, sessionId), eq(courseSessionSeats.userId, userId)))
      .limit(1)
      .for('update')
  )[0];

/** An awaiting-payment seat (a cancelled one comes back to life); an existing seated one stays. */
export const upsertAwaitingSeat = (tx: TenantTx, sessionId: string, userId: string) =>
  tx
    .insert(courseSessionSeats)
    .values({ sessionId, userId, status: 'awaiting_payment' })
    .onConflictDoUpdate({
      target: [courseSessionSeats.tenantId, courseSessionSeats.sessionId, courseSessionSeats.userId],
      set: { status: 'awaiting_payment' },
      setWhere: eq(courseSessionSeats.status, 'cancelled'),
    });

export const upsertSeatedSeat = (tx: TenantTx, sessionId: string, userId: string, orderId: string | null) =>
  tx
    .insert(courseSessionSeats)
    .values({ sessionId, userId, status: 'seated', orderId, seatedAt: new Date() })
    .onConflictDoUpdate({
      target: [courseSessionSeats.tenantId, courseSessionSeats.sessionId, courseSessionSeats.userId],
      set: { status: 'seated', seatedAt: new Date(), ...(orderId ? { orderId } : {}) },
    });

export const setSeatOrder = (tx: TenantTx, sessionId: string, userId: string, orderId: string) =>
  tx
    .update(courseSessionSeats)
    .set({ orderId })
    .where(and(eq(courseSessionSeats.sessionId, sessionId), eq(courseSessionSeats.userId, userId)));

export const selectSeatsOfSession = (tx: TenantTx, sessionId: string) =>
  tx
    .select({ seat: courseSessionSeats, person: personColumns })
    .from(courseSessionSeats)
    .innerJoin(users, eq(users.id, courseSessionSeats.userId))
    .where(eq(courseSessionSeats.sessionId, sessionId));

export const selectSeatsOfUser = async (tx: TenantTx, userId: string, sessionIds: string[]) =>
  sessionIds.length
    ? tx
        .select()
        .from(courseSessionSeats)
        .where(and(eq(courseSessionSeats.userId, userId), inArray(courseSessionSeats.sessionId, sessionIds)))
    : [];

// --- placement results -----------------------------------------------------------------------------------

/** The user's completed attempts of these tests, newest first. */
export const selectFinishedAttempts = async (tx: TenantTx, userId: string, testIds: string[]) =>
  testIds.length
    ? tx
        .select({
          id: userExams.id,
          testId: userExams.testId,
          scores: userExams.scores,
          completedAt: userExams.completedAt,
        })
        .from(userExams)
        .where(
          and(
            eq(userExams.userId, userId),
            inArray(userExams.testId, testIds),
            eq(userExams.status, 'completed'),
            isNotNull(userExams.completedAt),
          ),
        )
        .orderBy(desc(userExams.completedAt))
    : [];

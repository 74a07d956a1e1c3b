import { and, asc, count, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { TenantTx } from '../../db/with-tenant.ts';
import {
  classes,
  classStudents,
  classTeachers,
  lessonAttendance,
  lessons,
  progressReports,
  tests,
  userExams,
  users,
} from '../../db/schema/index.ts';
import { personColumns } from '../../db/schema/person-columns.ts';
import { containsLike } from '../../db/like.ts';
import { updateRowById } from '../../db/rows.ts';
import { personMatchesSql, selectPeopleByIds } from '../../db/people.ts';

export type ProgressReportRow = typeof progressReports.$inferSelect;
export type ProgressReportInsert = typeof progressReports.$inferInsert;

/** Which reports a list may show: all (admins), a teacher's (written by them or on a student they teach), or sent ones of some students. */
export type ReportScope =
  { kind: 'all' } | { kind: 'teacher'; teacherId: string } | { kind: 'family'; studentIds: string[] };

const teachesSql = (teacherId: string, studentColumn: SQL | typeof progressReports.studentId) =>
  sql`exists (select 1 from ${classStudents} cs join ${classTeachers} ct on ct.class_id = cs.class_id where cs.user_id = ${studentColumn} and ct.user_id = ${teacherId})`;

const scopeSql = (scope: ReportScope): SQL | undefined => {
  switch (scope.kind) {
    case 'all':
      return undefined;
    case 'teacher':
      return or(eq(progressReports.authorId, scope.teacherId), teachesSql(scope.teacherId, progressReports.studentId));
    case 'family':
      return scope.studentIds.length === 0
        ? sql`false`
        : and(inArray(progressReports.studentId, scope.studentIds), eq(progressReports.status, 'sent'));
  }
};

export const insertReport = async (tx: TenantTx, values: ProgressReportInsert): Promise<ProgressReportRow> =>
  (await tx.insert(progressReports).values(values).returning())[0]!;

export const updateReportRow = async (
  tx: TenantTx,
  id: string,
  values: Partial<ProgressReportInsert>,
): Promise<ProgressReportRow | undefined> => updateRowById(tx, progressReports, id, values);

export const deleteReportRow = (tx: TenantTx, id: string) =>
  tx.delete(progressReports).where(eq(progressReports.id, id));

/** One report, locked when `forUpdate` (send and edits read it so: two sends never both go out). */
export const selectReport = async (tx: TenantTx, id: string, forUpdate = false) => {
  const q = tx.select().from(progressReports).where(eq(progressReports.id, id));
  return (forUpdate ? await q.for('update') : await q)[0];
};

export const selectReportPage = async (
  tx: TenantTx,
  scope: ReportScope,
  filter: { studentId?: string | undefined; status?: string | undefined; limit: number; offset: number },
) => {
  const where = and(
    scopeSql(scope),
    filter.studentId ? eq(progressReports.studentId, filter.studentId) : undefined,
    filter.status ? eq(progressReports.status, filter.status) : undefined,
  );
  const rows = await tx
    .select()
    .from(progressReports)
    .where(where)
    .orderBy(desc(progressReports.periodEnd), desc(progressReports.updatedAt), desc(progressReports.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [total] = await tx.select({ n: count() }).from(progressReports).where(where);
  return { rows, total: total?.n ?? 0 };
};

/** People by id, for names. */
export const selectPeople = selectPeopleByIds;

/** The students of the classes `teacherId` teaches, by name (the editor's picker), optionally matching `q`. */
export const selectTaughtStudents = (tx: TenantTx, teacherId: string, q: string | undefined, limit: number) => {
  const like = q ? containsLike(q) : undefined;
  return tx
    .selectDistinct(personColumns)
    .from(users)
    .where(and(teachesSql(teacherId, sql`${users.id}`), like ? personMatchesSql(like) : undefined))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.email))
    .limit(limit);
};

/** The student's attempts completed in [from, to), newest first, with their tests (the test may be main's shared one). */
export const selectCompletedAttemptsBetween = (tx: TenantTx, studentId: string, from: Date, to: Date, limit: number) =>
  tx
    .select({
      id: userExams.id,
      completedAt: userExams.completedAt,
      scores: userExams.scores,
      title: tests.title,
      examKind: tests.kind,
    })
    .from(userExams)
    .innerJoin(tests, eq(tests.id, userExams.testId))
    .where(
      and(
        eq(userExams.userId, studentId),
        eq(userExams.status, 'completed'),
        gte(userExams.completedAt, from),
        lt(userExams.completedAt, to),
      ),
    )
    .orderBy(desc(userExams.completedAt), desc(userExams.id))
    .limit(limit);

/** The student's attendance at lessons starting in [from, to) (taken by a teacher), oldest first. */
export const selectAttendanceBetween = (tx: TenantTx, studentId: string, from: Date, to: Date) =>
  tx
    .select({
      lessonId: lessons.id,
      title: lessons.title,
      className: classes.name,
      startsAt: lessons.startsAt,
      status: lessonAttendance.status,
    })
    .from(lessonAttendance)
    .innerJoin(lessons, eq(lessons.id, lessonAttendance.lessonId))
    .leftJoin(classes, eq(classes.id, lessons.classId))
    .where(and(eq(lessonAttendance.userId, studentId), gte(lessons.startsAt, from), lt(lessons.startsAt, to)))
    .orderBy(asc(lessons.startsAt), asc(lessons.id));

/** Whether the student has any report (the demo seed writes its own once). */
export const selectHasReports = async (tx: TenantTx, studentId: string) =>
  (
    await tx
      .select({ id: progressReports.id })
      .from(progressReports)
      .where(eq(progressReports.studentId, studentId))
      .limit(1)
  ).length > 0;

import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { TenantTx } from '../../db/with-tenant.ts';
import {
  classes,
  classStudents,
  classTeachers,
  studentProfiles,
  tests,
  userExams,
  users,
} from '../../db/schema/index.ts';
import { personColumns } from '../../db/schema/person-columns.ts';

// A student's attempts, progress and classes as the people around them read them. Row-level security
// scopes every query to the transaction's tenant; who may read is decided before (student-access.policy).

/** The user with their student profile, or undefined (not in this tenant). */
export const selectStudentUser = async (tx: TenantTx, id: string) =>
  (
    await tx
      .select({
        ...personColumns,
        createdAt: users.createdAt,
        phone: users.phone,
        school: studentProfiles.school,
        gradeLevel: studentProfiles.gradeLevel,
        profilePhone: studentProfiles.phone,
      })
      .from(users)
      .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
      .where(eq(users.id, id))
      .limit(1)
  )[0];

/** The classes the student is in, by name; with `teacherId`, only those that teacher teaches. */
export const selectClassesOfStudent = (tx: TenantTx, studentId: string, teacherId?: string) =>
  tx
    .select({ id: classes.id, name: classes.name })
    .from(classStudents)
    .innerJoin(classes, eq(classes.id, classStudents.classId))
    .where(
      and(
        eq(classStudents.userId, studentId),
        teacherId
          ? sql`exists (select 1 from ${classTeachers} where ${classTeachers.classId} = ${classes.id} and ${classTeachers.userId} = ${teacherId})`
          : undefined,
      ),
    )
    .orderBy(asc(classes.name), asc(classes.id));

const rowColumns = {
  id: userExams.id,
  testId: userExams.testId,
  status: userExams.status,
  startedAt: userExams.startedAt,
  completedAt: userExams.completedAt,
  scores: userExams.scores,
  classTestId: userExams.classTestId,
  title: tests.title,
  examKind: tests.kind,
  testType: tests.type,
};

/** A page of the student's attempts, newest first (the test may be main's shared one). */
export const selectStudentAttemptPage = async (
  tx: TenantTx,
  studentId: string,
  page: { limit: number; offset: number },
) => {
  const where = eq(userExams.userId, studentId);
  const rows = await tx
    .select(rowColumns)
    .from(userExams)
    .innerJoin(tests, eq(tests.id, userExams.testId))
    .where(where)
    .orderBy(desc(userExams.startedAt), desc(userExams.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await tx
    .select({ n: count() })
    .from(userExams)
    .innerJoin(tests, eq(tests.id, userExams.testId))
    .where(where);
  return { rows, total: total?.n ?? 0 };
};

export type StudentAttemptRow = Awaited<ReturnType<typeof selectStudentAttemptPage>>['rows'][number];

/** The student's latest completed attempts (their progress is read over these). */
export const selectCompletedAttemptIds = async (tx: TenantTx, studentId: string, limit: number) =>
  (
    await tx
      .select({ id: userExams.id })
      .from(userExams)
      .where(and(eq(userExams.userId, studentId), eq(userExams.status, 'completed')))
      .orderBy(desc(userExams.completedAt), desc(userExams.id))
      .limit(limit)
  ).map((r) => r.id);

import { and, asc, count, desc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { TenantTx } from '../../db/with-tenant.ts';
import { lessons, privateLessonRequests, teacherAvailability, type ProposedTime } from '../../db/schema/index.ts';
import { updateRowById } from '../../db/rows.ts';

export type PrivateLessonRequestRow = typeof privateLessonRequests.$inferSelect;
export type PrivateLessonRequestInsert = typeof privateLessonRequests.$inferInsert;
export type AvailabilityRow = typeof teacherAvailability.$inferSelect;

/** A teacher's hours, by weekday then start. */
export const selectAvailability = (tx: TenantTx, userId: string) =>
  tx
    .select()
    .from(teacherAvailability)
    .where(eq(teacherAvailability.userId, userId))
    .orderBy(asc(teacherAvailability.weekday), asc(teacherAvailability.startTime));

/** Every teacher's hours of the tenant (the teachers a family may choose). */
export const selectAllAvailability = (tx: TenantTx) =>
  tx
    .select()
    .from(teacherAvailability)
    .orderBy(asc(teacherAvailability.userId), asc(teacherAvailability.weekday), asc(teacherAvailability.startTime));

/** Replaces all of a teacher's hours with `rows`. */
export const replaceAvailability = async (
  tx: TenantTx,
  userId: string,
  rows: { weekday: number; startTime: string; endTime: string; timeZone: string }[],
) => {
  await tx.delete(teacherAvailability).where(eq(teacherAvailability.userId, userId));
  if (rows.length > 0) await tx.insert(teacherAvailability).values(rows.map((r) => ({ ...r, userId })));
};

export const insertRequest = async (tx: TenantTx, values: PrivateLessonRequestInsert) =>
  (await tx.insert(privateLessonRequests).values(values).returning())[0]!;

/** One request, its row locked to the end of the transaction (answers run one at a time). */
export const selectRequestForUpdate = async (tx: TenantTx, id: string) =>
  (await tx.select().from(privateLessonRequests).where(eq(privateLessonRequests.id, id)).for('update'))[0];

export const selectRequest = async (tx: TenantTx, id: string) =>
  (await tx.select().from(privateLessonRequests).where(eq(privateLessonRequests.id, id)))[0];

export const updateRequest = async (tx: TenantTx, id: string, values: Partial<PrivateLessonRequestInsert>) =>
  (await updateRowById(tx, privateLessonRequests, id, values))!;

/** Whose requests a caller lists: all (admins), some students' (a family), a teacher's and the "any" ones. */
export type RequestScope =
  { kind: 'all' } | { kind: 'students'; ids: string[] } | { kind: 'teacher'; teacherId: string };

const scopeSql = (scope: RequestScope): SQL | undefined => {
  switch (scope.kind) {
    case 'all':
      return undefined;
    case 'students':
      return inArray(privateLessonRequests.studentId, scope.ids);
    case 'teacher':
      return or(eq(privateLessonRequests.teacherId, scope.teacherId), isNull(privateLessonRequests.teacherId));
  }
};

/** A page of requests in scope, newest first. */
export const selectRequestPage = async (
  tx: TenantTx,
  scope: RequestScope,
  filter: { status: string | undefined },
  page: { offset: number; limit: number },
) => {
  if (scope.kind === 'students' && scope.ids.length === 0) return { rows: [], total: 0 };
  const where = and(scopeSql(scope), filter.status ? eq(privateLessonRequests.status, filter.status) : undefined);
  const rows = await tx
    .select()
    .from(privateLessonRequests)
    .where(where)
    .orderBy(desc(privateLessonRequests.createdAt), desc(privateLessonRequests.id))
    .offset(page.offset)
    .limit(page.limit);
  const [total] = await tx.select({ n: count() }).from(privateLessonRequests).where(where);
  return { rows, total: total?.n ?? 0 };
};

/** The booked lessons of requests (their time as it is now: a lesson may have been moved since). */
export const selectLessonTimes = async (tx: TenantTx, ids: string[]) =>
  ids.length === 0
    ? []
    : tx
        .select({ id: lessons.id, startsAt: lessons.startsAt, endsAt: lessons.endsAt, status: lessons.status })
        .from(lessons)
        .where(inArray(lessons.id, ids));

/** Writes the private lesson of an accepted request (after `assertTeacherFree` in the same transaction). */
export const insertPrivateLesson = async (
  tx: TenantTx,
  values: { studentId: string; teacherId: string; title: string; time: ProposedTime; notes: string },
) =>
  (
    await tx
      .insert(lessons)
      .values({
        kind: 'private',
        studentId: values.studentId,
        teacherId: values.teacherId,
        title: values.title,
        startsAt: new Date(values.time.startsAt),
        endsAt: new Date(values.time.endsAt),
        notes: values.notes,
      })
      .returning({ id: lessons.id })
  )[0]!;

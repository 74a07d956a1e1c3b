import { and, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { TenantTx } from '../../db/with-tenant.ts';
import { classes, classStudents, courseSessions, courseStudents, rosterImports, users } from '../../db/schema/index.ts';

export type RosterImportRow = typeof rosterImports.$inferSelect;
export type RosterImportInsert = typeof rosterImports.$inferInsert;

export const insertRosterImport = async (tx: TenantTx, values: Omit<RosterImportInsert, 'tenantId'>) =>
  (await tx.insert(rosterImports).values(values).returning())[0]!;

export const selectRosterImport = async (tx: TenantTx, id: string) =>
  (await tx.select().from(rosterImports).where(eq(rosterImports.id, id)).limit(1))[0];

/** The row, locked until the transaction ends (one run at a time). */
export const lockRosterImport = async (tx: TenantTx, id: string) =>
  (await tx.select().from(rosterImports).where(eq(rosterImports.id, id)).limit(1).for('update'))[0];

export const updateRosterImport = async (
  tx: TenantTx,
  id: string,
  values: Partial<Pick<RosterImportInsert, 'rows' | 'problems' | 'status' | 'result' | 'importedAt'>>,
) => (await tx.update(rosterImports).set(values).where(eq(rosterImports.id, id)).returning())[0];

/** The newest imports first (at most `limit`), with the name of who uploaded each. */
export const selectRosterImports = (tx: TenantTx, limit: number) =>
  tx
    .select({
      row: rosterImports,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(rosterImports)
    .leftJoin(users, eq(users.id, rosterImports.createdBy))
    .orderBy(desc(rosterImports.createdAt), desc(rosterImports.id))
    .limit(limit);

export const selectUploaderName = async (tx: TenantTx, userId: string | null) =>
  userId
    ? (
        await tx
          .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
          .from(users)
          .where(eq(users.id, userId))
          .limit(1)
      )[0]
    : undefined;

export interface ClassMatch {
  id: string;
  name: string;
  code: string | null;
  capacity: number | null;
}

/** The tenant's classes whose code (without case) or name (without case) is one of `names`. */
export const selectClassesNamed = async (tx: TenantTx, names: string[]): Promise<ClassMatch[]> => {
  if (names.length === 0) return [];
  const lower = [...new Set(names.map((n) => n.toLowerCase()))];
  return tx
    .select({ id: classes.id, name: classes.name, code: classes.code, capacity: classes.capacity })
    .from(classes)
    .where(or(inArray(sql`lower(${classes.name})`, lower), inArray(sql`lower(${classes.code})`, lower)));
};

export interface SessionMatch {
  id: string;
  title: string;
  courseId: string;
  classId: string;
  capacity: number | null;
}

/** The tenant's active course sessions whose title (without case) is one of `titles`, with their class's capacity. */
export const selectSessionsTitled = async (tx: TenantTx, titles: string[]): Promise<SessionMatch[]> => {
  if (titles.length === 0) return [];
  const lower = [...new Set(titles.map((n) => n.toLowerCase()))];
  return tx
    .select({
      id: courseSessions.id,
      title: courseSessions.title,
      courseId: courseSessions.courseId,
      classId: courseSessions.classId,
      capacity: classes.capacity,
    })
    .from(courseSessions)
    .innerJoin(classes, eq(classes.id, courseSessions.classId))
    .where(and(eq(courseSessions.active, true), inArray(sql`lower(${courseSessions.title})`, lower)));
};

/** How many students each class has. */
export const countStudentsOf = async (tx: TenantTx, classIds: string[]): Promise<Map<string, number>> => {
  if (classIds.length === 0) return new Map();
  const rows = await tx
    .select({ classId: classStudents.classId, n: count() })
    .from(classStudents)
    .where(inArray(classStudents.classId, classIds))
    .groupBy(classStudents.classId);
  return new Map(rows.map((r) => [r.classId, Number(r.n)]));
};

/** `${classId}:${userId}` of these users already in these classes. */
export const selectSeats = async (tx: TenantTx, classIds: string[], userIds: string[]): Promise<Set<string>> => {
  if (classIds.length === 0 || userIds.length === 0) return new Set();
  const rows = await tx
    .select({ classId: classStudents.classId, userId: classStudents.userId })
    .from(classStudents)
    .where(and(inArray(classStudents.classId, classIds), inArray(classStudents.userId, userIds)));
  return new Set(rows.map((r) => `${r.classId}:${r.userId}`));
};

/** The students in the course (a session's placement also enrols them in its course); those already in stay. */
export const insertCourseStudents = async (tx: TenantTx, courseId: string, userIds: string[]) => {
  if (userIds.length === 0) return;
  await tx
    .insert(courseStudents)
    .values(userIds.map((userId) => ({ courseId, userId })))
    .onConflictDoNothing();
};

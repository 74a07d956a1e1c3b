import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { ClassJoinVia } from '@prepwell/contracts';
import type { CrossTenantTx, TenantTx } from '../../db/with-tenant.ts';
import {
  classes,
  classStudents,
  classTeachers,
  orgWalletMoves,
  orgWallets,
  userRoles,
  users,
} from '../../db/schema/index.ts';
import { personColumns } from '../../db/schema/person-columns.ts';
import { containsLike } from '../../db/like.ts';
import { classCodeIs } from '../../db/lookup-keys.ts';
import { updateRowById } from '../../db/rows.ts';

// classes, class_teachers, class_students: RLS keeps them to the transaction's tenant.

export const selectClassById = async (tx: TenantTx, id: string) =>
  (await tx.select().from(classes).where(eq(classes.id, id)).limit(1))[0];
export type ClassRow = NonNullable<Awaited<ReturnType<typeof selectClassById>>>;

/** The caller's place in one class: their class_teachers role (or null) and whether they are in the roster. */
export const selectMembership = async (tx: TenantTx, classId: string, userId: string) => {
  const [teacher] = await tx
    .select({ role: classTeachers.role })
    .from(classTeachers)
    .where(and(eq(classTeachers.classId, classId), eq(classTeachers.userId, userId)))
    .limit(1);
  const [student] = await tx
    .select({ userId: classStudents.userId })
    .from(classStudents)
    .where(and(eq(classStudents.classId, classId), eq(classStudents.userId, userId)))
    .limit(1);
  return { teacherRole: teacher?.role ?? null, inRoster: !!student };
};

/**
 * The tenant a class lives in. Crosses tenants on purpose: a super admin (a user of `main`) addresses
 * any tenant's class by id alone (decision 0004); the caller then works inside that tenant with withTenant.
 */
export const unsafeSelectClassTenantId = async (tx: CrossTenantTx, id: string) =>
  (await tx.select({ tenantId: classes.tenantId }).from(classes).where(eq(classes.id, id)).limit(1))[0]?.tenantId;

export type ClassInsert = typeof classes.$inferInsert;

export const selectClassByCode = async (tx: TenantTx, code: string) =>
  (await tx.select().from(classes).where(classCodeIs(code)).limit(1))[0];

export const selectClassByInviteToken = async (tx: TenantTx, token: string) =>
  (await tx.select().from(classes).where(eq(classes.inviteToken, token)).limit(1))[0];

export const insertClass = async (tx: TenantTx, values: ClassInsert) =>
  (await tx.insert(classes).values(values).returning())[0]!;

export const updateClassRow = async (tx: TenantTx, id: string, patch: Partial<ClassInsert>) =>
  (await updateRowById(tx, classes, id, patch))!;

export const deleteClassRow = (tx: TenantTx, id: string) => tx.delete(classes).where(eq(classes.id, id));

/** Locks the class row, so joins racing for the last seat are counted one after the other. */
export const lockClass = (tx: TenantTx, id: string) =>
  tx.select({ id: classes.id }).from(classes).where(eq(classes.id, id)).for('update');

/**
 * One page of classes, newest first: `teaching` (the user is one of its teachers), `owned` (its owner),
 * `enrolled` (in its roster) or `all` (every class of the tenant); `q` matches the name.
 */
export const selectClassPage = async (
  tx: TenantTx,
  filter: { scope: 'teaching' | 'owned' | 'enrolled' | 'all'; userId: string; q?: string | undefined },
  page: { limit: number; offset: number },
) => {
  const conditions: SQL[] = [];
  if (filter.scope === 'teaching')
    conditions.push(
      inArray(
        classes.id,
        tx.select({ id: classTeachers.classId }).from(classTeachers).where(eq(classTeachers.userId, filter.userId)),
      ),
    );
  if (filter.scope === 'owned')
    conditions.push(
      inArray(
        classes.id,
        tx
          .select({ id: classTeachers.classId })
          .from(classTeachers)
          .where(and(eq(classTeachers.userId, filter.userId), eq(classTeachers.role, 'owner'))),
      ),
    );
  if (filter.scope === 'enrolled')
    conditions.push(
      inArray(
        classes.id,
        tx.select({ id: classStudents.classId }).from(classStudents).where(eq(classStudents.userId, filter.userId)),
      ),
    );
  if (filter.q) conditions.push(ilike(classes.name, containsLike(filter.q)));
  const where = conditions.length ? and(...conditions) : undefined;
  const rows = await tx
    .select()
    .from(classes)
    .where(where)
    .orderBy(desc(classes.createdAt), desc(classes.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await tx.select({ n: count() }).from(classes).where(where);
  return { rows, total: total?.n ?? 0 };
};

export type PersonRow = {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  username: string | null;
};

/** The teachers of these classes (owner first, then by when they were added). */
export const selectTeachersOf = async (tx: TenantTx, classIds: string[]) =>
  classIds.length === 0
    ? []
    : tx
        .select({
          classId: classTeachers.classId,
          role: classTeachers.role,
          addedAt: classTeachers.addedAt,
          ...personColumns,
        })
        .from(classTeachers)
        .innerJoin(users, eq(users.id, classTeachers.userId))
        .where(inArray(classTeachers.classId, classIds))
        .orderBy(sql`${classTeachers.role} = 'owner' desc`, asc(classTeachers.addedAt), asc(users.id));

export type TeacherRow = Awaited<ReturnType<typeof selectTeachersOf>>[number];

/** How many students each of these classes has. */
export const countStudentsOf = async (tx: TenantTx, classIds: string[]) => {
  if (classIds.length === 0) return new Map<string, number>();
  const rows = await tx
    .select({ classId: classStudents.classId, n: count() })
    .from(classStudents)
    .where(inArray(classStudents.classId, classIds))
    .groupBy(classStudents.classId);
  return new Map(rows.map((r) => [r.classId, r.n]));
};

/** The user's own rows in these classes: teacher role and roster. */
export const selectMembershipsOf = async (tx: TenantTx, classIds: string[], userId: string) => {
  if (classIds.length === 0) return { teaching: new Map<string, 'owner' | 'teacher'>(), enrolled: new Set<string>() };
  const teaching = await tx
    .select({ classId: classTeachers.classId, role: classTeachers.role })
    .from(classTeachers)
    .where(and(inArray(classTeachers.classId, classIds), eq(classTeachers.userId, userId)));
  const enrolled = await tx
    .select({ classId: classStudents.classId })
    .from(classStudents)
    .where(and(inArray(classStudents.classId, classIds), eq(classStudents.userId, userId)));
  return {
    teaching: new Map(teaching.map((r) => [r.classId, r.role])),
    enrolled: new Set(enrolled.map((r) => r.classId)),
  };
};

export const selectStudentsOf = (tx: TenantTx, classId: string) =>
  tx
    .select({ joinedVia: classStudents.joinedVia, joinedAt: classStudents.joinedAt, ...personColumns })
    .from(classStudents)
    .innerJoin(users, eq(users.id, classStudents.userId))
    .where(eq(classStudents.classId, classId))
    .orderBy(asc(classStudents.joinedAt), asc(users.id));

export const countStudents = async (tx: TenantTx, classId: string) =>
  (await tx.select({ n: count() }).from(classStudents).where(eq(classStudents.classId, classId)))[0]?.n ?? 0;

/** Adds students to the roster; those already in it stay as they were. Returns how many were added. */
export const insertStudents = async (tx: TenantTx, classId: string, userIds: string[], joinedVia: ClassJoinVia) =>
  userIds.length === 0
    ? 0
    : (
        await tx
          .insert(classStudents)
          .values(userIds.map((userId) => ({ classId, userId, joinedVia })))
          .onConflictDoNothing()
          .returning({ userId: classStudents.userId })
      ).length;

export const selectRosterIds = async (tx: TenantTx, classId: string, userIds: string[]) =>
  userIds.length === 0
    ? new Set<string>()
    : new Set(
        (
          await tx
            .select({ userId: classStudents.userId })
            .from(classStudents)
            .where(and(eq(classStudents.classId, classId), inArray(classStudents.userId, userIds)))
        ).map((r) => r.userId),
      );

export const deleteStudent = async (tx: TenantTx, classId: string, userId: string) =>
  (
    await tx
      .delete(classStudents)
      .where(and(eq(classStudents.classId, classId), eq(classStudents.userId, userId)))
      .returning({ userId: classStudents.userId })
  ).length > 0;

export const insertTeacher = (tx: TenantTx, classId: string, userId: string, role: 'owner' | 'teacher') =>
  tx.insert(classTeachers).values({ classId, userId, role }).onConflictDoNothing();

export const selectTeacherRole = async (tx: TenantTx, classId: string, userId: string) =>
  (
    await tx
      .select({ role: classTeachers.role })
      .from(classTeachers)
      .where(and(eq(classTeachers.classId, classId), eq(classTeachers.userId, userId)))
      .limit(1)
  )[0]?.role;

export const deleteTeacher = (tx: TenantTx, classId: string, userId: string) =>
  tx.delete(classTeachers).where(and(eq(classTeachers.classId, classId), eq(classTeachers.userId, userId)));

/** Users of the tenant with their roles, by id or by e-mail (case-insensitive). */
export const selectUsersWithRoles = async (tx: TenantTx, by: { ids?: string[]; emails?: string[] }) => {
  const conditions: SQL[] = [];
  if (by.ids?.length) conditions.push(inArray(users.id, by.ids));
  if (by.emails?.length)
    conditions.push(
      inArray(
        users.emailKey,
        by.emails.map((e) => e.toLowerCase()),
      ),
    );
  if (conditions.length === 0) return [];
  const rows = await tx
    .select(personColumns)
    .from(users)
    .where(or(...conditions));
  const roles = rows.length
    ? await tx
        .select({ userId: userRoles.userId, role: userRoles.role })
        .from(userRoles)
        .where(
          inArray(
            userRoles.userId,
            rows.map((r) => r.id),
          ),
        )
    : [];
  return rows.map((r) => ({ ...r, roles: roles.filter((x) => x.userId === r.id).map((x) => ({ name: x.role })) }));
};

/** The class's coins: its org wallet's balance (0 before it was ever given any). */
export const selectClassCoins = async (tx: TenantTx, classId: string) =>
  (await tx.select({ balance: orgWallets.balance }).from(orgWallets).where(eq(orgWallets.classId, classId)).limit(1))[0]
    ?.balance ?? 0;

/** Whether the class has a wallet that ever moved coins (its history must stay, so the class cannot be deleted). */
export const classHasCoinHistory = async (tx: TenantTx, classId: string) =>
  (
    await tx
      .select({ id: orgWalletMoves.id })
      .from(orgWalletMoves)
      .innerJoin(orgWallets, eq(orgWallets.id, orgWalletMoves.walletId))
      .where(eq(orgWallets.classId, classId))
      .limit(1)
  ).length > 0;

/** The id of the tenant's class of this exact name, or undefined (the demo seed finds its class by name). */
export const selectClassIdByName = async (tx: TenantTx, name: string) =>
  (await tx.select({ id: classes.id }).from(classes).where(eq(classes.name, name)).limit(1))[0]?.id;

/** Waits for, then holds until the transaction ends, the advisory lock of `key` (a seed step run by two processes). */
export const lockTransactionKey = (tx: TenantTx, key: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);

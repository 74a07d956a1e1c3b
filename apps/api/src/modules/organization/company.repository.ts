import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { CrossTenantTx, TenantTx } from '../../db/with-tenant.ts';
import {
  classStudents,
  classTeachers,
  classes,
  coinBalances,
  orgWallets,
  userRoles,
  users,
} from '../../db/schema/index.ts';
import { personColumns } from '../../db/schema/person-columns.ts';
import { containsLike } from '../../db/like.ts';

// A company's figures, classes and people. Row-level security scopes every TenantTx query to the
// company; the `unsafe…` ones cross tenants for the super admins' company list only.

const STAFF_OR_PARENT = ['super_admin', 'organization_admin', 'teacher', 'parent'];
const hasRoleSql = (role: string) =>
  sql`exists (select 1 from ${userRoles} r where r.user_id = ${users.id} and r.role = ${role})`;
/** A student: no staff or parent role (spec §6). */
const isStudentSql = sql`not exists (select 1 from ${userRoles} r where r.user_id = ${users.id} and r.role in (${sql.join(
  STAFF_OR_PARENT.map((r) => sql`${r}`),
  sql`, `,
)}))`;
/** A user's phone: their own, else their student, teacher or parent profile's (issue 20's user search). */
const phoneSql = sql<string | null>`coalesce(${users.phone},
  (select p.phone from student_profiles p where p.user_id = ${users.id}),
  (select p.phone from teacher_profiles p where p.user_id = ${users.id}),
  (select p.phone from parent_profiles p where p.user_id = ${users.id}))`;
/** Name, e-mail, username or phone (digits of a phone match however it was typed: "555-0001" finds "5550001"). */
const personMatches = (q: string) => {
  const like = containsLike(q);
  const digits = q.replace(/\D/g, '');
  const phone =
    digits.length >= 3
      ? sql` or regexp_replace(coalesce(${phoneSql}, ''), '\\D', '', 'g') like ${`%${digits}%`}`
      : sql``;
  return sql`(${users.email} ilike ${like} or ${users.username} ilike ${like} or (coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')) ilike ${like} or coalesce(${phoneSql}, '') ilike ${like}${phone})`;
};

export interface Paging {
  offset: number;
  limit: number;
}

/** The figures of the transaction's company: people by kind, classes and the company wallet's points. */
export const selectCompanyFigures = async (tx: TenantTx) => {
  const [[people], [cls], [wallet]] = await Promise.all([
    tx
      .select({
        users: sql<number>`count(*)::int`,
        students: sql<number>`count(*) filter (where ${isStudentSql})::int`,
        teachers: sql<number>`count(*) filter (where ${hasRoleSql('teacher')} or ${hasRoleSql('organization_admin')})::int`,
        parents: sql<number>`count(*) filter (where ${hasRoleSql('parent')})::int`,
      })
      .from(users),
    tx.select({ n: sql<number>`count(*)::int` }).from(classes),
    tx.select({ balance: orgWallets.balance }).from(orgWallets).where(isNull(orgWallets.classId)).limit(1),
  ]);
  return {
    users: Number(people?.users ?? 0),
    students: Number(people?.students ?? 0),
    teachers: Number(people?.teachers ?? 0),
    parents: Number(people?.parents ?? 0),
    classes: Number(cls?.n ?? 0),
    points: wallet?.balance ?? 0,
  };
};

/**
 * Users, classes and company points of each tenant. Crosses tenants on purpose: it is the super admins'
 * list of every company.
 */
export const unsafeSelectFiguresPerTenant = async (tx: CrossTenantTx) => {
  const [people, cls, wallets] = await Promise.all([
    tx
      .select({ tenantId: users.tenantId, n: sql<number>`count(*)::int` })
      .from(users)
      .groupBy(users.tenantId),
    tx
      .select({ tenantId: classes.tenantId, n: sql<number>`count(*)::int` })
      .from(classes)
      .groupBy(classes.tenantId),
    tx
      .select({ tenantId: orgWallets.tenantId, balance: orgWallets.balance })
      .from(orgWallets)
      .where(isNull(orgWallets.classId)),
  ]);
  return {
    users: new Map(people.map((r) => [r.tenantId, Number(r.n)])),
    classes: new Map(cls.map((r) => [r.tenantId, Number(r.n)])),
    points: new Map(wallets.map((r) => [r.tenantId, r.balance])),
  };
};

/** One page of the company's classes, newest first, with their student counts; `q` searches the name. */
export const selectClassPage = async (tx: TenantTx, filter: { q?: string | undefined }, page: Paging) => {
  const where = filter.q ? sql`${classes.name} ilike ${containsLike(filter.q)}` : undefined;
  const [rows, [total]] = await Promise.all([
    tx
      .select({
        id: classes.id,
        name: classes.name,
        method: classes.method,
        startDate: classes.startDate,
        endDate: classes.endDate,
        startTime: classes.startTime,
        endTime: classes.endTime,
        capacity: classes.capacity,
        createdAt: classes.createdAt,
        studentCount: sql<number>`(select count(*)::int from ${classStudents} s where s.class_id = ${classes.id})`,
      })
      .from(classes)
      .where(where)
      .orderBy(desc(classes.createdAt), desc(classes.id))
      .limit(page.limit)
      .offset(page.offset),
    tx
      .select({ n: sql<number>`count(*)::int` })
      .from(classes)
      .where(where),
  ]);
  return { rows: rows.map((r) => ({ ...r, studentCount: Number(r.studentCount) })), total: Number(total?.n ?? 0) };
};

export type ClassLine = Awaited<ReturnType<typeof selectClassPage>>['rows'][number];

/** The teachers of each class asked for, owner first. */
export const selectTeachersOfClasses = async (tx: TenantTx, classIds: string[]) => {
  if (classIds.length === 0) return [];
  return tx
    .select({
      classId: classTeachers.classId,
      role: classTeachers.role,
      ...personColumns,
    })
    .from(classTeachers)
    .innerJoin(users, eq(users.id, classTeachers.userId))
    .where(inArray(classTeachers.classId, classIds))
    .orderBy(sql`${classTeachers.role} = 'owner' desc`, asc(classTeachers.addedAt));
};

/** One page of the company's users, newest first: `q` (name, e-mail, username), `role`; with T-Coins. */
export const selectUserPage = async (
  tx: TenantTx,
  filter: { q?: string | undefined; role?: string | undefined },
  page: Paging,
) => {
  const conditions: SQL[] = [];
  if (filter.q) conditions.push(personMatches(filter.q));
  if (filter.role === 'student') conditions.push(isStudentSql);
  else if (filter.role) conditions.push(hasRoleSql(filter.role));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    tx
      .select({
        ...personColumns,
        createdAt: users.createdAt,
        lastLoginAt: users.lastLoginAt,
        phone: phoneSql,
        coins: sql<number>`coalesce(${coinBalances.balance}, 0)`,
      })
      .from(users)
      .leftJoin(coinBalances, eq(coinBalances.userId, users.id))
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(page.limit)
      .offset(page.offset),
    tx
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(where),
  ]);
  return { rows: rows.map((r) => ({ ...r, coins: Number(r.coins) })), total: Number(total?.n ?? 0) };
};

export type UserLine = Awaited<ReturnType<typeof selectUserPage>>['rows'][number];

/** Stored roles of the users asked for. */
export const selectRolesOfUsers = async (tx: TenantTx, userIds: string[]) => {
  const map = new Map<string, string[]>();
  if (userIds.length === 0) return map;
  const rows = await tx
    .select({ userId: userRoles.userId, role: userRoles.role })
    .from(userRoles)
    .where(inArray(userRoles.userId, userIds));
  for (const row of rows) map.set(row.userId, [...(map.get(row.userId) ?? []), row.role]);
  return map;
};

/** A user of the company with their stored roles; undefined when not in this tenant. */
export const selectUserWithRoles = async (tx: TenantTx, userId: string) => {
  const [user] = await tx
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) return undefined;
  const roles = (await selectRolesOfUsers(tx, [userId])).get(userId) ?? [];
  return { ...user, roles };
};

/** Whether the class exists in this tenant and, if so, its name. */
export const selectClassName = async (tx: TenantTx, classId: string) =>
  (await tx.select({ name: classes.name }).from(classes).where(eq(classes.id, classId)).limit(1))[0]?.name;

/** The classes the user teaches among those asked for, and their role in each. */
export const selectTeachingRoles = async (tx: TenantTx, userId: string, classIds: string[]) => {
  if (classIds.length === 0) return new Map<string, 'owner' | 'teacher'>();
  const rows = await tx
    .select({ classId: classTeachers.classId, role: classTeachers.role })
    .from(classTeachers)
    .where(and(eq(classTeachers.userId, userId), inArray(classTeachers.classId, classIds)));
  return new Map(rows.map((r) => [r.classId, r.role]));
};

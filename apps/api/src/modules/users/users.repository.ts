import { and, eq, inArray, sql } from 'drizzle-orm';
import type { CrossTenantTx, TenantTx } from '../../db/with-tenant.ts';
import { emailIs, usernameIs } from '../../db/lookup-keys.ts';
import {
  activityLogs,
  parentProfiles,
  studentProfiles,
  teacherProfiles,
  uploads,
  userRoles,
  users,
} from '../../db/schema/index.ts';
import { forgetUserSessions } from '../auth/session-cache.ts';
import { containsLike } from '../../db/like.ts';
import { updateRowById } from '../../db/rows.ts';

export type UserRow = typeof users.$inferSelect;
export type UserInsert = Omit<typeof users.$inferInsert, 'tenantId'>;
export type UserWithRoles = UserRow & { roles: string[] };

export const selectUserById = async (tx: TenantTx, id: string) =>
  (await tx.select().from(users).where(eq(users.id, id)).limit(1))[0];

export const selectUserByEmail = async (tx: TenantTx, email: string) =>
  (await tx.select().from(users).where(emailIs(email)).limit(1))[0];

export const selectUserByUsername = async (tx: TenantTx, username: string) =>
  (await tx.select().from(users).where(usernameIs(username)).limit(1))[0];

export const selectRoles = async (tx: TenantTx, userId: string) =>
  (await tx.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId))).map((r) => r.role);

export const selectRolesOf = async (tx: TenantTx, userIds: string[]) => {
  if (userIds.length === 0) return new Map<string, string[]>();
  const rows = await tx.select().from(userRoles).where(inArray(userRoles.userId, userIds));
  const map = new Map<string, string[]>();
  for (const row of rows) map.set(row.userId, [...(map.get(row.userId) ?? []), row.role]);
  return map;
};

export const withRoles = async (tx: TenantTx, user: UserRow | undefined): Promise<UserWithRoles | undefined> =>
  user ? { ...user, roles: await selectRoles(tx, user.id) } : undefined;

export const insertUser = async (tx: TenantTx, values: UserInsert) =>
  (await tx.insert(users).values(values).returning())[0]!;

// Writes of users and roles drop the user's cached sessions (language, e-mail, Pro, roles, tokens; auth/session-cache.ts).

export const updateUserRow = async (tx: TenantTx, id: string, values: Partial<UserInsert>) => {
  forgetUserSessions(tx, id);
  return updateRowById(tx, users, id, values);
};

export const deleteUserRow = (tx: TenantTx, id: string) => {
  forgetUserSessions(tx, id);
  return tx.delete(users).where(eq(users.id, id));
};

export const replaceRoles = async (tx: TenantTx, userId: string, roles: string[]) => {
  forgetUserSessions(tx, userId);
  await tx.delete(userRoles).where(eq(userRoles.userId, userId));
  if (roles.length) await tx.insert(userRoles).values(roles.map((role) => ({ userId, role })));
};

export const addRole = (tx: TenantTx, userId: string, role: string) => {
  forgetUserSessions(tx, userId);
  return tx.insert(userRoles).values({ userId, role }).onConflictDoNothing();
};

export const selectStudentProfile = async (tx: TenantTx, userId: string) =>
  (await tx.select().from(studentProfiles).where(eq(studentProfiles.userId, userId)).limit(1))[0];
export const selectTeacherProfile = async (tx: TenantTx, userId: string) =>
  (await tx.select().from(teacherProfiles).where(eq(teacherProfiles.userId, userId)).limit(1))[0];
export const selectParentProfile = async (tx: TenantTx, userId: string) =>
  (await tx.select().from(parentProfiles).where(eq(parentProfiles.userId, userId)).limit(1))[0];

export type StudentProfileValues = Omit<typeof studentProfiles.$inferInsert, 'tenantId' | 'userId'>;
export type TeacherProfileValues = Omit<typeof teacherProfiles.$inferInsert, 'tenantId' | 'userId'>;

export const upsertStudentProfile = (tx: TenantTx, userId: string, values: StudentProfileValues) =>
  tx
    .insert(studentProfiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({
      target: [studentProfiles.tenantId, studentProfiles.userId],
      set: { ...values, updatedAt: new Date() },
    });

export const upsertTeacherProfile = (tx: TenantTx, userId: string, values: TeacherProfileValues) =>
  tx
    .insert(teacherProfiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({
      target: [teacherProfiles.tenantId, teacherProfiles.userId],
      set: { ...values, updatedAt: new Date() },
    });

export const upsertParentProfile = (tx: TenantTx, userId: string, phone: string) =>
  tx
    .insert(parentProfiles)
    .values({ userId, phone })
    .onConflictDoUpdate({
      target: [parentProfiles.tenantId, parentProfiles.userId],
      set: { phone, updatedAt: new Date() },
    });

/** One line of the tenant's activity log (organization/activity.repository.ts reads them). */
export const insertActivityLog = (
  tx: TenantTx,
  values: { userId: string | null; action: string; detail: string | null },
) => tx.insert(activityLogs).values(values);

export const selectUploadById = async (tx: TenantTx, id: string) =>
  (await tx.select().from(uploads).where(eq(uploads.id, id)).limit(1))[0];

// ——— Added for profile, admin and dashboard ———

const STAFF_OR_PARENT = ['super_admin', 'organization_admin', 'teacher', 'parent'];

/** True when the user has no staff or parent role (a student, possibly Pro). */
const isStudentSql = sql`not exists (select 1 from ${userRoles} r where r.user_id = ${users.id} and r.role in (${sql.join(
  STAFF_OR_PARENT.map((r) => sql`${r}`),
  sql`, `,
)}))`;
const hasRoleSql = (role: string) =>
  sql`exists (select 1 from ${userRoles} r where r.user_id = ${users.id} and r.role = ${role})`;
const matchesSql = (q: string) => {
  const like = containsLike(q);
  return sql`(${users.email} ilike ${like} or ${users.username} ilike ${like} or ${users.firstName} ilike ${like} or ${users.lastName} ilike ${like} or (coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')) ilike ${like})`;
};

/** Teachers and organization admins of the tenant (never super admins), by name. */
export const selectTeachers = async (tx: TenantTx, limit = 500) =>
  tx
    .select()
    .from(users)
    .where(
      and(
        sql`(${hasRoleSql('teacher')} or ${hasRoleSql('organization_admin')})`,
        sql`not ${hasRoleSql('super_admin')}`,
      ),
    )
    .orderBy(users.firstName, users.lastName, users.email)
    .limit(limit);

/** Students of the tenant whose name, e-mail or username contains `q`. */
export const selectStudentsMatching = async (tx: TenantTx, q: string | undefined, limit: number) =>
  tx
    .select()
    .from(users)
    .where(q ? and(isStudentSql, matchesSql(q)) : isStudentSql)
    .orderBy(users.firstName, users.lastName, users.email)
    .limit(limit);

/** How many users of the tenant hold each kind of role (students = no staff or parent role). */
export const countUsersByKind = async (tx: TenantTx, since?: Date) => {
  const [row] = await tx
    .select({
      students: sql<number>`count(*) filter (where ${isStudentSql})::int`,
      teachers: sql<number>`count(*) filter (where ${hasRoleSql('teacher')} or ${hasRoleSql('organization_admin')})::int`,
      parents: sql<number>`count(*) filter (where ${hasRoleSql('parent')})::int`,
      newUsers: sql<number>`count(*) filter (where ${users.createdAt} >= ${(since ?? new Date(0)).toISOString()})::int`,
    })
    .from(users);
  return row ?? { students: 0, teachers: 0, parents: 0, newUsers: 0 };
};

export const selectRecentUsers = (tx: TenantTx, limit: number) =>
  tx
    .select()
    .from(users)
    .orderBy(sql`${users.createdAt} desc`)
    .limit(limit);

/**
 * The tenant a user belongs to, looked up across tenants. Unsafe on purpose: a super admin addresses a
 * user by id alone, and the service then works inside that tenant with withTenant.
 */
export const unsafeSelectUserTenantId = async (tx: CrossTenantTx, userId: string) =>
  (await tx.select({ tenantId: users.tenantId }).from(users).where(eq(users.id, userId)).limit(1))[0]?.tenantId;

/** Users per tenant — cross-tenant because the super admin's company list shows every tenant's count. */
export const unsafeCountUsersPerTenant = async (tx: CrossTenantTx) => {
  const rows = await tx
    .select({ tenantId: users.tenantId, count: sql<number>`count(*)::int` })
    .from(users)
    .groupBy(users.tenantId);
  return new Map(rows.map((r) => [r.tenantId, Number(r.count)]));
};

/** Platform totals for the super admin dashboard (cross-tenant by nature). */
export const unsafeCountAllUsers = async (tx: CrossTenantTx, since: Date) => {
  const [row] = await tx
    .select({
      total: sql<number>`count(*)::int`,
      recent: sql<number>`count(*) filter (where ${users.createdAt} >= ${since.toISOString()})::int`,
    })
    .from(users);
  return { total: Number(row?.total ?? 0), recent: Number(row?.recent ?? 0) };
};

export interface UnsafeUserFilter {
  q?: string | undefined;
  tenantId?: string | undefined;
  role?: string | undefined;
  offset: number;
  limit: number;
}

/** One page of users across tenants, newest first — the super admin's user list. */
export const unsafeSelectUserPage = async (tx: CrossTenantTx, filter: UnsafeUserFilter) => {
  const conditions = [
    filter.q ? matchesSql(filter.q) : undefined,
    filter.tenantId ? eq(users.tenantId, filter.tenantId) : undefined,
    filter.role === 'student' ? isStudentSql : filter.role ? hasRoleSql(filter.role) : undefined,
  ].filter((c) => c !== undefined);
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [count]] = await Promise.all([
    tx
      .select()
      .from(users)
      .where(where)
      .orderBy(sql`${users.createdAt} desc`, users.id)
      .limit(filter.limit)
      .offset(filter.offset),
    tx
      .select({ total: sql<number>`count(*)::int` })
      .from(users)
      .where(where),
  ]);
  return { rows, total: Number(count?.total ?? 0) };
};

/** Roles of users of any tenant (for the cross-tenant user list). */
export const unsafeSelectRolesOf = async (tx: CrossTenantTx, userIds: string[]) => {
  if (userIds.length === 0) return new Map<string, string[]>();
  const rows = await tx.select().from(userRoles).where(inArray(userRoles.userId, userIds));
  const map = new Map<string, string[]>();
  for (const row of rows) map.set(row.userId, [...(map.get(row.userId) ?? []), row.role]);
  return map;
};

/** Newest users across tenants (super admin dashboard). */
export const unsafeSelectRecentUsers = (tx: CrossTenantTx, limit: number) =>
  tx
    .select()
    .from(users)
    .orderBy(sql`${users.createdAt} desc`)
    .limit(limit);

export const countAllUsers = async (tx: TenantTx) =>
  Number((await tx.select({ n: sql<number>`count(*)::int` }).from(users))[0]?.n ?? 0);

import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TenantTx } from '../../db/with-tenant.ts';
import { parentLinks, parentProfiles, studentProfiles, teacherProfiles, uploads, userRoles, users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;
export type UserInsert = Omit<typeof users.$inferInsert, 'tenantId'>;
export type UserWithRoles = UserRow & { roles: string[] };

export const selectUserById = async (tx: TenantTx, id: string) =>
  (await tx.select().from(users).where(eq(users.id, id)).limit(1))[0];

export const selectUserByEmail = async (tx: TenantTx, email: string) =>
  (await tx.select().from(users).where(sql`lower(${users.email}) = lower(${email})`).limit(1))[0];

export const selectUserByUsername = async (tx: TenantTx, username: string) =>
  (await tx.select().from(users).where(sql`lower(${users.username}) = lower(${username})`).limit(1))[0];

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

export const insertUser = async (tx: TenantTx, values: UserInsert) => (await tx.insert(users).values(values).returning())[0]!;

export const updateUserRow = async (tx: TenantTx, id: string, values: Partial<UserInsert>) =>
  (await tx.update(users).set({ ...values, updatedAt: new Date() }).where(eq(users.id, id)).returning())[0];

export const deleteUserRow = (tx: TenantTx, id: string) => tx.delete(users).where(eq(users.id, id));

export const replaceRoles = async (tx: TenantTx, userId: string, roles: string[]) => {
  await tx.delete(userRoles).where(eq(userRoles.userId, userId));
  if (roles.length) await tx.insert(userRoles).values(roles.map((role) => ({ userId, role })));
};

export const addRole = (tx: TenantTx, userId: string, role: string) =>
  tx.insert(userRoles).values({ userId, role }).onConflictDoNothing();

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
    .onConflictDoUpdate({ target: studentProfiles.userId, set: { ...values, updatedAt: new Date() } });

export const upsertTeacherProfile = (tx: TenantTx, userId: string, values: TeacherProfileValues) =>
  tx
    .insert(teacherProfiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: teacherProfiles.userId, set: { ...values, updatedAt: new Date() } });

export const upsertParentProfile = (tx: TenantTx, userId: string, phone: string) =>
  tx
    .insert(parentProfiles)
    .values({ userId, phone })
    .onConflictDoUpdate({ target: parentProfiles.userId, set: { phone, updatedAt: new Date() } });

export const selectChildren = (tx: TenantTx, parentId: string) =>
  tx
    .select({ user: users })
    .from(parentLinks)
    .innerJoin(users, eq(users.id, parentLinks.studentId))
    .where(eq(parentLinks.parentId, parentId))
    .then((rows) => rows.map((r) => r.user));

export const selectParents = (tx: TenantTx, studentId: string) =>
  tx
    .select({ user: users })
    .from(parentLinks)
    .innerJoin(users, eq(users.id, parentLinks.parentId))
    .where(eq(parentLinks.studentId, studentId))
    .then((rows) => rows.map((r) => r.user));

export const selectParentLinkOfStudent = async (tx: TenantTx, studentId: string) =>
  (await tx.select().from(parentLinks).where(eq(parentLinks.studentId, studentId)).limit(1))[0];

export const isParentOf = async (tx: TenantTx, parentId: string, studentId: string) =>
  (
    await tx
      .select({ one: sql`1` })
      .from(parentLinks)
      .where(and(eq(parentLinks.parentId, parentId), eq(parentLinks.studentId, studentId)))
      .limit(1)
  ).length > 0;

export const insertParentLink = (tx: TenantTx, parentId: string, studentId: string) =>
  tx.insert(parentLinks).values({ parentId, studentId }).onConflictDoNothing();

export const selectUploadById = async (tx: TenantTx, id: string) =>
  (await tx.select().from(uploads).where(eq(uploads.id, id)).limit(1))[0];

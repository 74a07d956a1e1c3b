import type { CrossTenantTx, TenantTx } from '../../db/with-tenant.ts';
import * as repo from './users.repository.ts';
import type {
  StudentProfileValues,
  TeacherProfileValues,
  UnsafeUserFilter,
  UserInsert,
  UserRow,
  UserWithRoles,
} from './users.repository.ts';

/**
 * The users module's rows as other modules need them. A module never imports another module's
 * repository (lint: import-x/no-restricted-paths, decision 0021), so auth, profile, admin, dashboard,
 * plans, unlocks and parent-links come here. Each function takes the TenantTx its caller already holds
 * (or the CrossTenantTx of an `unsafe…` caller), so it joins that transaction and its tenant binding.
 * `lookup…` answers undefined when there is no such row (the caller decides what that means); `find…`
 * lists. Writes of users and roles drop the user's cached sessions (the repository does it).
 */
export type { StudentProfileValues, TeacherProfileValues, UnsafeUserFilter, UserInsert, UserRow, UserWithRoles };

// ——— One user ———

export const lookupUserById = (tx: TenantTx, id: string): Promise<UserRow | undefined> => repo.selectUserById(tx, id);
export const lookupUserByEmail = (tx: TenantTx, email: string): Promise<UserRow | undefined> =>
  repo.selectUserByEmail(tx, email);
export const lookupUserByUsername = (tx: TenantTx, username: string): Promise<UserRow | undefined> =>
  repo.selectUserByUsername(tx, username);

/** The user with their role names, or undefined. */
export const lookupUserWithRoles = async (tx: TenantTx, id: string): Promise<UserWithRoles | undefined> =>
  repo.withRoles(tx, await repo.selectUserById(tx, id));

/** Adds the role names to a row the caller already read (undefined stays undefined). */
export const withUserRoles = (tx: TenantTx, user: UserRow | undefined): Promise<UserWithRoles | undefined> =>
  repo.withRoles(tx, user);

export const createUser = (tx: TenantTx, values: UserInsert): Promise<UserRow> => repo.insertUser(tx, values);

/** Changes the given columns of a user (and `updatedAt`); the updated row, or undefined when there is none. */
export const updateUserFields = (tx: TenantTx, id: string, values: Partial<UserInsert>): Promise<UserRow | undefined> =>
  repo.updateUserRow(tx, id, values);

/** Deletes the user's row (what hangs on it goes by the foreign keys' cascades). */
export const deleteUser = async (tx: TenantTx, id: string): Promise<void> => {
  await repo.deleteUserRow(tx, id);
};

// ——— Roles ———

export const findUserRoles = (tx: TenantTx, userId: string): Promise<string[]> => repo.selectRoles(tx, userId);
export const findRolesOfUsers = (tx: TenantTx, userIds: string[]): Promise<Map<string, string[]>> =>
  repo.selectRolesOf(tx, userIds);

export const addUserRole = async (tx: TenantTx, userId: string, role: string): Promise<void> => {
  await repo.addRole(tx, userId, role);
};

/** Replaces the user's roles by `roles`. */
export const replaceUserRoles = (tx: TenantTx, userId: string, roles: string[]): Promise<void> =>
  repo.replaceRoles(tx, userId, roles);

// ——— Role profiles ———

export const lookupStudentProfile = (tx: TenantTx, userId: string) => repo.selectStudentProfile(tx, userId);
export const lookupTeacherProfile = (tx: TenantTx, userId: string) => repo.selectTeacherProfile(tx, userId);
export const lookupParentProfile = (tx: TenantTx, userId: string) => repo.selectParentProfile(tx, userId);

export const saveStudentProfile = async (tx: TenantTx, userId: string, values: StudentProfileValues): Promise<void> => {
  await repo.upsertStudentProfile(tx, userId, values);
};
export const saveTeacherProfile = async (tx: TenantTx, userId: string, values: TeacherProfileValues): Promise<void> => {
  await repo.upsertTeacherProfile(tx, userId, values);
};
export const saveParentProfile = async (tx: TenantTx, userId: string, phone: string): Promise<void> => {
  await repo.upsertParentProfile(tx, userId, phone);
};

// ——— Lists and counts in the tenant ———

/** Teachers and organization admins of the tenant (never super admins), by name. */
export const findTeacherRows = (tx: TenantTx): Promise<UserRow[]> => repo.selectTeachers(tx);
/** Students of the tenant whose name, e-mail or username contains `q` (all when absent), by name. */
export const findStudentRowsMatching = (tx: TenantTx, q: string | undefined, limit: number): Promise<UserRow[]> =>
  repo.selectStudentsMatching(tx, q, limit);
/** The tenant's newest users. */
export const findRecentUsers = (tx: TenantTx, limit: number): Promise<UserRow[]> => repo.selectRecentUsers(tx, limit);
/** Students, teachers, parents and users new since `since`, in the tenant. */
export const countUsersByKind = (tx: TenantTx, since?: Date) => repo.countUsersByKind(tx, since);
/** Every user of the tenant. */
export const countUsers = (tx: TenantTx): Promise<number> => repo.countAllUsers(tx);

// ——— Across tenants: for `unsafe…` callers of the platform (super admin) only ———

/** The tenant a user belongs to, found by id alone (a super admin addresses users that way). */
export const unsafeLookupUserTenantId = (tx: CrossTenantTx, userId: string): Promise<string | undefined> =>
  repo.unsafeSelectUserTenantId(tx, userId);
/** Users per tenant, for the super admin's company list. */
export const unsafeCountUsersPerTenant = (tx: CrossTenantTx): Promise<Map<string, number>> =>
  repo.unsafeCountUsersPerTenant(tx);
/** Platform totals (all users, and those since `since`) for the super admin's dashboard. */
export const unsafeCountAllUsers = (tx: CrossTenantTx, since: Date) => repo.unsafeCountAllUsers(tx, since);
/** Newest users of every tenant (super admin's dashboard). */
export const unsafeFindRecentUsers = (tx: CrossTenantTx, limit: number): Promise<UserRow[]> =>
  repo.unsafeSelectRecentUsers(tx, limit);
/** One page of users across tenants, newest first, with the total (the super admin's user list). */
export const unsafeFindUserRowPage = (tx: CrossTenantTx, filter: UnsafeUserFilter) =>
  repo.unsafeSelectUserPage(tx, filter);
/** Role names of users of any tenant. */
export const unsafeFindRolesOfUsers = (tx: CrossTenantTx, userIds: string[]): Promise<Map<string, string[]>> =>
  repo.unsafeSelectRolesOf(tx, userIds);

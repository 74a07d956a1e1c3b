import type { TenantTx } from '../../db/with-tenant.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TenantContext } from '../tenants/tenants.service.ts';
import { presentSessionUser } from './users.presenter.ts';
import { hasAskedForChildren } from '../parent-links/parent-access.service.ts';
import {
  insertActivityLog,
  selectParentProfile,
  selectStudentProfile,
  selectTeacherProfile,
  selectUploadById,
  withRoles,
  selectUserById,
  type UserWithRoles,
} from './users.repository.ts';

/**
 * Whether the role-specific part of registration is done (spec §4 "finished-binding flag"):
 * students need school and phone, teachers college, major and phone, parents a phone and a child asked for.
 */
export const isBindingComplete = async (tx: TenantTx, user: UserWithRoles): Promise<boolean> => {
  const roles = new Set(user.roles);
  if (roles.has('super_admin') || roles.has('organization_admin')) return true;
  if (roles.has('teacher')) {
    const p = await selectTeacherProfile(tx, user.id);
    return !!(p?.college && p.major && p.phone);
  }
  if (roles.has('parent')) {
    // A parent's part is done once they asked for a child; the link itself waits for the student (decision 0018).
    const [p, asked] = await Promise.all([selectParentProfile(tx, user.id), hasAskedForChildren(tx, user.id)]);
    return !!p?.phone && asked;
  }
  const p = await selectStudentProfile(tx, user.id);
  return !!(p?.school && p.phone);
};

export const avatarUrlOf = async (tx: TenantTx, storage: FileStorage, user: UserWithRoles) => {
  if (!user.avatarUploadId) return null;
  const upload = await selectUploadById(tx, user.avatarUploadId);
  return upload ? storage.url(upload.path) : null;
};

export const getUserWithRoles = async (tx: TenantTx, id: string) => {
  const user = await withRoles(tx, await selectUserById(tx, id));
  if (!user) throw new AppError('not_found');
  return user;
};

/** The session user as `/me` shows it. */
export const getSessionUser = async (tx: TenantTx, storage: FileStorage, tenant: TenantContext, userId: string) => {
  const user = await getUserWithRoles(tx, userId);
  const [avatarUrl, finishBind] = await Promise.all([avatarUrlOf(tx, storage, user), isBindingComplete(tx, user)]);
  return presentSessionUser(user, {
    tenantSlug: tenant.slug,
    timeZone: tenant.settings.businessTimeZone,
    avatarUrl,
    finishBind,
  });
};

export const logActivity = (tx: TenantTx, userId: string | null, action: string, detail: string | null = null) =>
  insertActivityLog(tx, { userId, action, detail });

/**
 * A race between a uniqueness check and the write (two sign-ups with one e-mail at once) still ends as
 * the spec's field error, never a 500: Postgres' unique violation on users becomes email/username_taken.
 */
export const throwUserUniqueViolation = (error: unknown): never => {
  const e = error as {
    code?: string;
    constraint_name?: string;
    constraint?: string;
    cause?: { code?: string; constraint_name?: string; constraint?: string };
  };
  const code = e.code ?? e.cause?.code;
  const constraint = e.constraint_name ?? e.constraint ?? e.cause?.constraint_name ?? e.cause?.constraint ?? '';
  if (code === '23505' && constraint.includes('email'))
    throw new AppError('email_taken', { details: { field: 'email' } });
  if (code === '23505' && constraint.includes('username'))
    throw new AppError('username_taken', { details: { field: 'username' } });
  throw error;
};

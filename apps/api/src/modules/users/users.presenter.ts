import {
  RoleName,
  isPro,
  isSuperAdmin,
  type SessionUser,
  type UserSummary,
  type ChildSummary,
} from '@prepwell/contracts';
import { iso, todayIn } from '../../lib/clock.ts';
import type { UserRow, UserWithRoles } from './users.repository.ts';

const roleObjects = (roles: string[]) =>
  roles.filter((r): r is RoleName => RoleName.safeParse(r).success).map((name) => ({ name }));

export const fullName = (u: Pick<UserRow, 'firstName' | 'lastName'>) =>
  [u.firstName, u.lastName].filter(Boolean).join(' ') || null;

/** Who a user is, as the session, the user lists and the profile all begin. */
export const presentUserIdentity = (user: Pick<UserRow, 'id' | 'firstName' | 'lastName' | 'username' | 'email'>) => ({
  id: user.id,
  first_name: user.firstName,
  last_name: user.lastName,
  name: fullName(user),
  username: user.username,
  email: user.email,
});

/** Roles as the client sees them: `pro` is shown while the Pro date has not passed. */
const visibleRoles = (user: UserWithRoles, timeZone: string) => {
  const today = todayIn(timeZone);
  const base = user.roles.filter((r) => r !== 'pro');
  const subject = { roles: base.map((name) => ({ name })), pro_expired_at: user.proExpiredAt };
  return isPro(subject, today) && !isSuperAdmin(subject) ? [...base, 'pro'] : base;
};

export const presentSessionUser = (
  user: UserWithRoles,
  ctx: { tenantSlug: string; timeZone: string; avatarUrl: string | null; finishBind: boolean },
): SessionUser => {
  const roles = visibleRoles(user, ctx.timeZone);
  return {
    ...presentUserIdentity(user),
    lang: user.lang as SessionUser['lang'],
    email_verified_at: iso(user.emailVerifiedAt),
    roles: roleObjects(roles),
    pro_expired_at: user.proExpiredAt,
    is_pro: roles.includes('pro'),
    timezone: user.timezone,
    avatar: ctx.avatarUrl,
    finish_bind: ctx.finishBind,
    tenant: ctx.tenantSlug,
  };
};

export const presentUserSummary = (
  user: UserWithRoles,
  ctx: { tenantSlug: string; timeZone: string },
): UserSummary => ({
  ...presentUserIdentity(user),
  roles: roleObjects(visibleRoles(user, ctx.timeZone)),
  email_verified_at: iso(user.emailVerifiedAt),
  pro_expired_at: user.proExpiredAt,
  tenant: ctx.tenantSlug,
  created_at: iso(user.createdAt)!,
  last_login_at: iso(user.lastLoginAt),
});

export const presentChild = (user: UserRow): ChildSummary => ({
  id: user.id,
  first_name: user.firstName,
  last_name: user.lastName,
  username: user.username,
  email: user.email,
  email_verified_at: iso(user.emailVerifiedAt),
});

/** Role objects as the client sees them (with `pro` while the Pro date has not passed). */
export const presentRoles = (user: UserWithRoles, timeZone: string) => roleObjects(visibleRoles(user, timeZone));

import { MAIN_TENANT, isSuperAdmin, isCompanyAdmin, type Lang } from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { withTenant, type TenantTx } from '../../db/with-tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import { consumeOrThrow } from '../../lib/limiters.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';
import { queueMail } from '../mail/mail.service.ts';
import { deleteAccountRows } from '../profile/images.service.ts';
import { rewardEmailVerification } from '../referral/rewards.service.ts';
import { renderActionMail, type MailKind } from '../mail/mail.templates.ts';
import type { TenantContext } from '../tenants/tenants.service.ts';
import {
  findUserRoles,
  lookupUserByEmail,
  lookupUserById,
  lookupUserByUsername,
  updateUserFields,
  type UserRow,
} from '../users/user-rows.service.ts';
import { fullName } from '../users/users.presenter.ts';
import { getSessionUser, logActivity } from '../users/users.service.ts';
import type { CaptchaAnswer } from '../captcha/captcha.service.ts';
import { admitPasswordCheck, throttleAccountKey } from './password-check.service.ts';
import {
  consumeOneTimeToken,
  deleteAccessTokensOfUser,
  deleteOtherAccessTokensOfUser,
  expireOneTimeTokens,
  insertOneTimeToken,
  type OneTimePurpose,
} from './tokens.repository.ts';

const LIFETIME_MINUTES: Record<OneTimePurpose, number> = {
  reset_password: 60,
  set_password: 7 * 24 * 60,
  login: 10,
  verify_email: 3 * 24 * 60,
};

/** A link into the web app; off the main brand it names the tenant so the app opens on the right one. */
export const appLink = (origin: string, tenant: TenantContext, path: string) => {
  const url = new URL(path, origin);
  if (tenant.slug !== MAIN_TENANT) url.searchParams.set('tenant', tenant.slug);
  return url.toString();
};

const newOneTimeToken = async (tx: TenantTx, userId: string, purpose: OneTimePurpose) => {
  await expireOneTimeTokens(tx, userId, purpose);
  const token = randomToken();
  await insertOneTimeToken(tx, {
    userId,
    purpose,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + LIFETIME_MINUTES[purpose] * 60_000),
  });
  return token;
};

const mailLink = async (tx: TenantTx, options: { user: UserRow; tenant: TenantContext; kind: MailKind; url: string }) =>
  queueMail(
    tx,
    renderActionMail({
      lang: options.user.lang as Lang,
      kind: options.kind,
      to: options.user.email,
      name: options.user.firstName || options.user.username || options.user.email,
      brand: {
        name: options.tenant.name,
        themeColor: options.tenant.themeColor,
        contactEmail: options.tenant.contactEmail,
      },
      url: options.url,
    }),
    'account',
  );

export const sendVerificationMail = async (
  tx: TenantTx,
  options: { user: UserRow; tenant: TenantContext; origin: string },
) => {
  if (options.user.emailVerifiedAt) return;
  const token = await newOneTimeToken(tx, options.user.id, 'verify_email');
  const url = appLink(options.origin, options.tenant, `/email/verify/${options.user.id}/${token}`);
  await mailLink(tx, { user: options.user, tenant: options.tenant, kind: 'verify', url });
};

/** Resends the verification e-mail (logged-in user, or anyone naming an address — which reveals nothing). */
export const requestVerification = async (
  deps: Deps,
  options: { tenant: TenantContext; origin: string; userId?: string; email?: string },
) => {
  await consumeOrThrow(deps.limiters.mailPerAddress, `verify:${options.tenant.id}:${options.userId ?? options.email}`);
  await withTenant(deps.db, options.tenant.id, async (tx) => {
    const user = options.userId
      ? await lookupUserById(tx, options.userId)
      : await lookupUserByEmail(tx, options.email!);
    if (user) await sendVerificationMail(tx, { user, tenant: options.tenant, origin: options.origin });
  });
  deps.mailQueue.nudge();
};

export const verifyEmail = (deps: Deps, options: { tenant: TenantContext; id: string; hash: string }) =>
  withTenant(deps.db, options.tenant.id, async (tx) => {
    const used = await consumeOneTimeToken(tx, ['verify_email'], sha256(options.hash));
    if (!used || used.userId !== options.id) throw new AppError('verification_link_invalid');
    const user = await lookupUserById(tx, used.userId);
    if (user && !user.emailVerifiedAt) {
      await updateUserFields(tx, user.id, { emailVerifiedAt: new Date() });
      await logActivity(tx, user.id, 'email_verified');
      await rewardEmailVerification(tx, { tenant: options.tenant, userId: user.id });
    }
    return getSessionUser(tx, deps.storage, options.tenant, used.userId);
  });

/** Always answers the same, so the form does not reveal who has an account. */
export const sendPasswordReset = async (
  deps: Deps,
  options: { tenant: TenantContext; origin: string; email: string },
) => {
  await consumeOrThrow(deps.limiters.mailPerAddress, `reset:${options.tenant.id}:${options.email}`);
  await withTenant(deps.db, options.tenant.id, async (tx) => {
    const user = await lookupUserByEmail(tx, options.email);
    if (!user) return;
    const token = await newOneTimeToken(tx, user.id, 'reset_password');
    await mailLink(tx, {
      user,
      tenant: options.tenant,
      kind: 'reset',
      url: appLink(options.origin, options.tenant, `/reset-password?token=${token}`),
    });
  });
  deps.mailQueue.nudge();
};

/** Sets a new password from a reset or set link; every signed-in device is signed out. */
export const resetPassword = async (
  deps: Deps,
  options: { tenant: TenantContext; token: string; password: string },
) => {
  const passwordHash = await hashPassword(options.password);
  await withTenant(deps.db, options.tenant.id, async (tx) => {
    const used = await consumeOneTimeToken(tx, ['reset_password', 'set_password'], sha256(options.token));
    if (!used) throw new AppError('reset_link_invalid');
    const user = await lookupUserById(tx, used.userId);
    // A reset link proves the address, so an unverified e-mail counts as verified from here on.
    await updateUserFields(tx, used.userId, {
      passwordHash,
      ...(user?.emailVerifiedAt ? {} : { emailVerifiedAt: new Date() }),
    });
    if (user && !user.emailVerifiedAt) await rewardEmailVerification(tx, { tenant: options.tenant, userId: user.id });
    await deleteAccessTokensOfUser(tx, used.userId);
    await logActivity(tx, used.userId, 'password_reset');
  });
};

/**
 * Changes the signed-in user's password. The current password is checked under the login throttle (the
 * same account and address counts, decision 0019), and every other device is signed out at once.
 */
export const changePassword = async (
  deps: Deps,
  options: {
    tenant: TenantContext;
    userId: string;
    tokenId: string;
    ip: string;
    input: CaptchaAnswer & { current_password: string; password: string };
  },
) => {
  const { tenant, input } = options;
  const user = await withTenant(deps.db, tenant.id, (tx) => lookupUserById(tx, options.userId));
  if (!user) throw new AppError('unauthenticated');
  const check = await admitPasswordCheck(deps, {
    tenant,
    accountKey: throttleAccountKey(tenant.id, { userId: user.id }),
    ip: options.ip,
    answer: input,
  });
  if (!(await verifyPassword(user.passwordHash, input.current_password))) {
    await check.failed();
    throw new AppError('password_incorrect', { details: { field: 'current_password' } });
  }
  await check.passed();
  const passwordHash = await hashPassword(input.password);
  await withTenant(deps.db, tenant.id, async (tx) => {
    await updateUserFields(tx, user.id, { passwordHash });
    await deleteOtherAccessTokensOfUser(tx, user.id, options.tokenId);
    await logActivity(tx, user.id, 'password_changed');
  });
};

export const checkUsernameAvailable = (deps: Pick<Deps, 'db'>, tenant: TenantContext, username: string) =>
  withTenant(deps.db, tenant.id, async (tx) => {
    if (await lookupUserByUsername(tx, username))
      throw new AppError('username_taken', { details: { field: 'username' } });
    return { available: true as const };
  });

export const checkEmailAvailable = (deps: Pick<Deps, 'db'>, tenant: TenantContext, email: string) =>
  withTenant(deps.db, tenant.id, async (tx) => {
    if (await lookupUserByEmail(tx, email)) throw new AppError('email_taken', { details: { field: 'email' } });
    return { available: true as const };
  });

export const checkInstructorCode = (tenant: TenantContext, code: string) => {
  if (!tenant.settings.instructorCode || tenant.settings.instructorCode !== code)
    throw new AppError('instructor_code_invalid', { details: { field: 'code' } });
  return { valid: true as const };
};

/** A super admin's one-time link for a user of the same tenant: a token login, or a password-set page. */
export const issueUserLink = (
  deps: Deps,
  options: { tenant: TenantContext; origin: string; userId: string; kind: 'login' | 'set_password' },
) =>
  withTenant(deps.db, options.tenant.id, async (tx) => {
    const user = await lookupUserById(tx, options.userId);
    if (!user) throw new AppError('not_found');
    const token = await newOneTimeToken(tx, user.id, options.kind);
    const path = options.kind === 'login' ? `/?token=${token}` : `/password/set?token=${token}`;
    if (options.kind === 'set_password')
      await mailLink(tx, {
        user,
        tenant: options.tenant,
        kind: 'set_password',
        url: appLink(options.origin, options.tenant, path),
      });
    return { url: appLink(options.origin, options.tenant, path) };
  });

/**
 * Deletes an account: the user themself, a super admin, or the company admin of the user's tenant.
 * Everything the user owns goes with it (foreign keys cascade).
 */
export const destroyAccount = async (
  deps: Deps,
  options: { tenant: TenantContext; actor: { id: string; roles: { name: string }[] }; userId: string },
) => {
  const { actor } = options;
  const allowed =
    actor.id === options.userId || isSuperAdmin(actor) || (isCompanyAdmin(actor) && options.tenant.isCompany);
  if (!allowed) throw new AppError('not_found');
  const files = await withTenant(deps.db, options.tenant.id, async (tx) => {
    const user = await lookupUserById(tx, options.userId);
    if (!user) throw new AppError('not_found');
    const roles = await findUserRoles(tx, user.id);
    if (actor.id !== user.id && roles.includes('super_admin') && !isSuperAdmin(actor)) throw new AppError('forbidden');
    return deleteAccountRows(
      tx,
      { id: user.id, email: user.email, name: fullName(user) },
      actor.id === user.id ? null : actor.id,
    );
  });
  for (const path of files) await deps.storage.remove(path);
};

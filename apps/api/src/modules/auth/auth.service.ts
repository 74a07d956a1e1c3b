import type { z } from 'zod';
import type { Lang, LoginRequest, RegisterRequest } from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { withTenant, type TenantTx } from '../../db/with-tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import { dummyVerify, hashPassword, verifyPassword } from '../../lib/password.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';
import { verifyCaptcha } from '../captcha/captcha.service.ts';
import { requestParentLinks } from '../parent-links/link-requests.service.ts';
import { recordReferral } from '../referral/referral.service.ts';
import { createTenant, isTenantNameTaken, isTenantSlugTaken, type TenantContext } from '../tenants/tenants.service.ts';
import {
  addUserRole,
  createUser,
  lookupUserByEmail,
  lookupUserByUsername,
  updateUserFields,
} from '../users/user-rows.service.ts';
import { getSessionUser, logActivity, throwUserUniqueViolation } from '../users/users.service.ts';
import { sendVerificationMail } from './account.service.ts';
import { admitPasswordCheck, throttleAccountKey } from './password-check.service.ts';
import { cachedSession, rememberSession, sessionGeneration, type AuthUser } from './session-cache.ts';
import {
  consumeOneTimeToken,
  deleteAccessToken,
  selectSessionByTokenHash,
  touchAccessToken,
  upsertAccessToken,
} from './tokens.repository.ts';

export type { AuthUser } from './session-cache.ts';

const TOKEN_DAYS = 90;

type RegisterInput = z.output<typeof RegisterRequest>;
type LoginInput = z.output<typeof LoginRequest>;

/** Issues a bearer token for a device; only its SHA-256 is stored. */
export const issueAccessToken = async (tx: TenantTx, userId: string, deviceName: string) => {
  const token = randomToken();
  await upsertAccessToken(tx, {
    userId,
    tokenHash: sha256(token),
    deviceName,
    expiresAt: new Date(Date.now() + TOKEN_DAYS * 86_400_000),
  });
  return token;
};

const slugFromName = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 30) || 'org';

/** An organisation sign-up opens a new tenant whose first user is its organization admin. */
const openOrganizationTenant = async (deps: Deps, name: string, from: TenantContext) => {
  if (await isTenantNameTaken(deps.db, name))
    throw new AppError('organization_name_exists', { details: { field: 'organization_name' } });
  let slug = slugFromName(name);
  if (slug.length < 2 || (await isTenantSlugTaken(deps.db, slug)))
    slug = `${slug.slice(0, 24)}-${randomToken(3)
      .toLowerCase()
      .replace(/[^a-z0-9]/g, 'x')}`;
  return createTenant(deps, {
    slug,
    name,
    contact_email: null,
    exam_name: from.examName,
    theme_color: from.themeColor,
    tab_name: name,
    isCompany: true,
    host_names: [],
    settings: {
      instructorCode: randomToken(6)
        .replace(/[^A-Za-z0-9]/g, 'X')
        .toUpperCase(),
    },
  });
};

export const registerUser = async (
  deps: Deps,
  options: { tenant: TenantContext; input: RegisterInput; origin: string; lang: Lang },
) => {
  const { input } = options;
  await verifyCaptcha(deps, options.tenant, input);
  let tenant = options.tenant;
  if (
    input.register_type === 'teacher' &&
    (!tenant.settings.instructorCode || input.instructor_code !== tenant.settings.instructorCode)
  )
    throw new AppError('instructor_code_invalid', { details: { field: 'instructor_code' } });
  if (input.register_type === 'organization')
    tenant = await openOrganizationTenant(deps, input.organization_name!, tenant);
  const passwordHash = await hashPassword(input.password);

  const result = await withTenant(deps.db, tenant.id, async (tx) => {
    if (await lookupUserByEmail(tx, input.email)) throw new AppError('email_taken', { details: { field: 'email' } });
    if (await lookupUserByUsername(tx, input.username))
      throw new AppError('username_taken', { details: { field: 'username' } });
    const user = await createUser(tx, {
      email: input.email,
      username: input.username,
      passwordHash,
      firstName: input.first_name,
      lastName: input.last_name,
      lang: input.lang ?? options.lang,
      timezone: input.timezone ?? 'America/Denver',
      country: input.country ?? null,
      educationLevel: input.education_level ?? null,
    }).catch(throwUserUniqueViolation);
    const role = { organization: 'organization_admin', teacher: 'teacher', parent: 'parent', student: null }[
      input.register_type
    ];
    if (role) await addUserRole(tx, user.id, role);
    // A parent's children are asked for, pending until each student accepts (decision 0018); a wrong e-mail undoes the sign-up.
    if (input.register_type === 'parent')
      await requestParentLinks(deps, tx, {
        tenant,
        parent: user,
        emails: input.student_emails ?? [],
        field: 'student_emails',
        origin: options.origin,
      });
    if (input.referral_code) await recordReferral(tx, { code: input.referral_code, inviteeId: user.id });
    await logActivity(tx, user.id, 'register', input.register_type);
    await sendVerificationMail(tx, { user, tenant, origin: options.origin });
    const accessToken = await issueAccessToken(tx, user.id, input.device_name);
    return {
      access_token: accessToken,
      user: await getSessionUser(tx, deps.storage, tenant, user.id),
      tenant: tenant.slug,
    };
  });
  deps.mailQueue.nudge();
  return result;
};

/**
 * Signs in with an e-mail or username and the password, under the login throttle (decision 0019): after
 * repeated failures a wait, then a captcha; the right password with the right captcha always gets in.
 */
export const loginUser = async (deps: Deps, options: { tenant: TenantContext; input: LoginInput; ip: string }) => {
  const { tenant, input } = options;
  const identifier = (input.email || input.username || '').trim().toLowerCase();
  const found = await withTenant(deps.db, tenant.id, (tx) =>
    identifier.includes('@') ? lookupUserByEmail(tx, identifier) : lookupUserByUsername(tx, identifier),
  );
  const accountKey = throttleAccountKey(tenant.id, found ? { userId: found.id } : { identifier });
  const check = await admitPasswordCheck(deps, { tenant, accountKey, ip: options.ip, answer: input });
  const ok = found
    ? await verifyPassword(found.passwordHash, input.password)
    : (await dummyVerify(input.password), false);
  if (!found || !ok) {
    await check.failed();
    throw new AppError('incorrect_credentials');
  }
  await check.passed();
  const user = found;
  return withTenant(deps.db, tenant.id, async (tx) => {
    await updateUserFields(tx, user.id, { lastLoginAt: new Date() });
    await logActivity(tx, user.id, 'login', input.device_name);
    const accessToken = await issueAccessToken(tx, user.id, input.device_name);
    return { access_token: accessToken, user: await getSessionUser(tx, deps.storage, tenant, user.id) };
  });
};

/** Exchanges a one-time login link (issued by a super admin) for a bearer token. */
export const loginWithOneTimeToken = (deps: Deps, options: { tenant: TenantContext; token: string }) =>
  withTenant(deps.db, options.tenant.id, async (tx) => {
    const used = await consumeOneTimeToken(tx, ['login'], sha256(options.token));
    if (!used) throw new AppError('reset_link_invalid');
    await updateUserFields(tx, used.userId, { lastLoginAt: new Date() });
    await logActivity(tx, used.userId, 'login', 'token');
    const accessToken = await issueAccessToken(tx, used.userId, `link-${randomToken(4)}`);
    return { access_token: accessToken, user: await getSessionUser(tx, deps.storage, options.tenant, used.userId) };
  });

/**
 * The user behind a bearer token, within the request's tenant only (another tenant's token is unknown
 * here). Answered from the session cache for a few seconds after a lookup (session-cache.ts, decision
 * 0011); a lookup is one statement, and records the token's use at most once a minute.
 */
export const authenticateToken = async (
  deps: Pick<Deps, 'db'>,
  tenant: TenantContext,
  token: string,
): Promise<AuthUser | null> => {
  const tokenHash = sha256(token);
  const cached = cachedSession(tenant.id, tokenHash);
  if (cached) return cached;
  const since = sessionGeneration();
  const found = await withTenant(deps.db, tenant.id, async (tx) => {
    const row = await selectSessionByTokenHash(tx, tokenHash);
    if (row && Date.now() - row.lastUsedAt.getTime() > 60_000) await touchAccessToken(tx, row.tokenId);
    return row;
  });
  if (!found) return null;
  const user: AuthUser = {
    id: found.userId,
    tokenId: found.tokenId,
    roles: found.roles.map((name) => ({ name })),
    pro_expired_at: found.proExpiredAt,
    lang: found.lang,
    email: found.email,
  };
  rememberSession(tenant.id, tokenHash, user, { since, tokenExpiresAt: found.expiresAt });
  return user;
};

export const logoutUser = (deps: Pick<Deps, 'db'>, options: { tenant: TenantContext; tokenId: string }) =>
  withTenant(deps.db, options.tenant.id, async (tx) => {
    await deleteAccessToken(tx, options.tokenId);
  });

import type { z } from 'zod';
import {
  isCompanyAdmin,
  isSuperAdmin,
  isTimeZone,
  type BasicProfileUpdate,
  type StudentProfileUpdate,
  type TeacherProfileUpdate,
} from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { withTenant, type TenantTx } from '../../db/with-tenant.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { sendVerificationMail } from '../auth/account.service.ts';
import type { TenantContext } from '../tenants/tenants.service.ts';
import { presentUserSummary } from '../users/users.presenter.ts';
import { isLinkedParentOf } from '../parent-links/parent-access.service.ts';
import {
  findRolesOfUsers,
  findStudentRowsMatching,
  findTeacherRows,
  lookupUserByEmail,
  lookupUserById,
  lookupUserByUsername,
  lookupUserWithRoles,
  saveStudentProfile,
  saveTeacherProfile,
  updateUserFields,
  withUserRoles,
  type UserRow,
  type UserWithRoles,
} from '../users/user-rows.service.ts';
import { logActivity, throwUserUniqueViolation } from '../users/users.service.ts';
import { canManageUser, canViewProfile, type Actor, type TargetFacts } from './profile.policy.ts';
import { blankToNull, loadProfileView, onlyDefined } from './profile-view.service.ts';
import { resolveUserTenant } from './user-target.service.ts';

export interface ActorContext {
  actor: Actor;
  /** The request's tenant (the actor's own). */
  tenant: TenantContext;
}

export const factsOf = (ctx: ActorContext, target: TenantContext, user: UserWithRoles): TargetFacts => ({
  id: user.id,
  roles: user.roles,
  sameTenant: target.id === ctx.tenant.id,
  tenantIsCompany: ctx.tenant.isCompany,
});

const STUDENT_STUDENTS_LIMIT = 20;

export const getOwnProfile = (deps: Deps, ctx: ActorContext) =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const user = await lookupUserWithRoles(tx, ctx.actor.id);
    if (!user) throw new AppError('not_found');
    return loadProfileView(tx, deps, user, { timeZone: ctx.tenant.settings.businessTimeZone });
  });

/** A profile by id or username, if the actor may see it (canViewProfile); anything else is 404. */
export const getProfile = async (deps: Deps, ctx: ActorContext & { userId?: string; username?: string }) => {
  // Usernames are unique per tenant only, so a lookup by name stays in the request's tenant.
  const target = ctx.userId ? await resolveUserTenant(deps, { ...ctx, userId: ctx.userId }) : ctx.tenant;
  return withTenant(deps.db, target.id, async (tx) => {
    const row = ctx.userId ? await lookupUserById(tx, ctx.userId) : await lookupUserByUsername(tx, ctx.username ?? '');
    const user = await withUserRoles(tx, row);
    if (!user) throw new AppError('not_found');
    const facts = factsOf(ctx, target, user);
    const parentOf = facts.sameTenant && (await isLinkedParentOf(tx, ctx.actor.id, user.id));
    if (!canViewProfile(ctx.actor, { ...facts, isParentOfTarget: parentOf })) throw new AppError('not_found');
    return loadProfileView(tx, deps, user, { timeZone: target.settings.businessTimeZone });
  });
};

/**
 * Runs `fn` on a user the actor may edit: themself (no id, or their own id), or — for a super admin in
 * any tenant, a company admin in their company — someone else. Others are 404.
 */
export const withEditableUser = async <T>(
  deps: Deps,
  ctx: ActorContext & { userId?: string | undefined },
  fn: (tx: TenantTx, user: UserWithRoles, target: TenantContext) => Promise<T>,
) => {
  const self = !ctx.userId || ctx.userId === ctx.actor.id;
  const id = ctx.userId ?? ctx.actor.id;
  const target = self ? ctx.tenant : await resolveUserTenant(deps, { ...ctx, userId: id });
  return withTenant(deps.db, target.id, async (tx) => {
    const user = await lookupUserWithRoles(tx, id);
    if (!user) throw new AppError('not_found');
    if (!self && !canManageUser(ctx.actor, factsOf(ctx, target, user))) throw new AppError('not_found');
    return fn(tx, user, target);
  });
};

const viewAfterEdit = async (deps: Deps, tx: TenantTx, id: string, target: TenantContext) => {
  const user = (await lookupUserWithRoles(tx, id))!;
  return loadProfileView(tx, deps, user, { timeZone: target.settings.businessTimeZone });
};

const assertFree = async (tx: TenantTx, user: UserRow, input: BasicProfileUpdate) => {
  if (input.username && input.username.toLowerCase() !== user.username?.toLowerCase()) {
    const other = await lookupUserByUsername(tx, input.username);
    if (other && other.id !== user.id) throw fieldError('username_taken', 'username');
  }
  if (input.email && input.email.toLowerCase() !== user.email.toLowerCase()) {
    const other = await lookupUserByEmail(tx, input.email);
    if (other && other.id !== user.id) throw fieldError('email_taken', 'email');
  }
};

/** Name, contact and settings; a new e-mail must be verified again (a verification mail is queued). */
export const updateBasicProfile = async (
  deps: Deps,
  ctx: ActorContext & { userId?: string; input: BasicProfileUpdate; origin: string },
) => {
  const { input } = ctx;
  if (input.timezone !== undefined && !isTimeZone(input.timezone))
    throw new AppError('validation_failed', { fields: [{ path: 'timezone', key: 'invalid_value' }] });
  let emailChanged = false;
  const view = await withEditableUser(deps, ctx, async (tx, user, target) => {
    await assertFree(tx, user, input);
    emailChanged = !!input.email && input.email.toLowerCase() !== user.email.toLowerCase();
    const updated = await updateUserFields(
      tx,
      user.id,
      onlyDefined({
        firstName: input.first_name,
        lastName: input.last_name,
        username: input.username,
        email: input.email,
        lang: input.lang,
        timezone: input.timezone,
        phone: input.phone === undefined ? undefined : input.phone || null,
        facebook: blankToNull(input.facebook),
        line: blankToNull(input.line),
        wechat: blankToNull(input.wechat),
        skype: blankToNull(input.skype),
        ...(emailChanged ? { emailVerifiedAt: null } : {}),
      }),
    ).catch(throwUserUniqueViolation);
    if (emailChanged) await sendVerificationMail(tx, { user: updated!, tenant: target, origin: ctx.origin });
    await logActivity(tx, user.id, 'profile_updated', user.id === ctx.actor.id ? null : 'admin');
    return viewAfterEdit(deps, tx, user.id, target);
  });
  if (emailChanged) deps.mailQueue.nudge();
  return view;
};

type StudentInput = z.output<typeof StudentProfileUpdate>;
type TeacherInput = z.output<typeof TeacherProfileUpdate>;

export const studentValues = (input: StudentInput) =>
  onlyDefined({
    school: input.school,
    gradeLevel: input.grade_level,
    phone: input.phone,
    address: blankToNull(input.address),
    priorTests: blankToNull(input.prior_tests),
    graduationYear: input.graduation_year,
  });

/**
 * The teacher profile's columns from a form. The hourly salary prices the teacher's salary bills (decision
 * 0045), so only an admin sets it: from anyone else (the teacher on their own profile, a bind) it is left as
 * stored.
 */
export const teacherValues = (input: TeacherInput, options: { setsSalary: boolean }) =>
  onlyDefined({
    college: input.college,
    major: input.major,
    phone: input.phone,
    gradeLevel: blankToNull(input.grade_level),
    bio: blankToNull(input.bio),
    subjects: input.subjects,
    hoursAvailable: input.hours_available,
    hourlySalary: options.setsSalary ? input.hourly_salary : undefined,
  });

export const updateStudentProfile = (deps: Deps, ctx: ActorContext & { userId?: string; input: StudentInput }) =>
  withEditableUser(deps, ctx, async (tx, user, target) => {
    await saveStudentProfile(tx, user.id, studentValues(ctx.input));
    await logActivity(tx, user.id, 'profile_updated', 'student');
    return viewAfterEdit(deps, tx, user.id, target);
  });

export const updateTeacherProfile = (deps: Deps, ctx: ActorContext & { userId?: string; input: TeacherInput }) =>
  withEditableUser(deps, ctx, async (tx, user, target) => {
    const setsSalary = isSuperAdmin(ctx.actor) || isCompanyAdmin(ctx.actor);
    await saveTeacherProfile(tx, user.id, teacherValues(ctx.input, { setsSalary }));
    await logActivity(tx, user.id, 'profile_updated', 'teacher');
    return viewAfterEdit(deps, tx, user.id, target);
  });

const summaries = async (tx: TenantTx, tenant: TenantContext, rows: UserRow[]) => {
  const roles = await findRolesOfUsers(
    tx,
    rows.map((r) => r.id),
  );
  return rows.map((r) =>
    presentUserSummary(
      { ...r, roles: roles.get(r.id) ?? [] },
      { tenantSlug: tenant.slug, timeZone: tenant.settings.businessTimeZone },
    ),
  );
};

export const findTeachers = (deps: Deps, tenant: TenantContext) =>
  withTenant(deps.db, tenant.id, async (tx) => summaries(tx, tenant, await findTeacherRows(tx)));

/** A teacher's student search: name, e-mail or username, at most 20. */
export const findStudents = (deps: Deps, tenant: TenantContext, q: string | undefined) =>
  withTenant(deps.db, tenant.id, async (tx) =>
    summaries(tx, tenant, await findStudentRowsMatching(tx, q || undefined, STUDENT_STUDENTS_LIMIT)),
  );

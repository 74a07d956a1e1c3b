import type { z } from 'zod';
import {
  isParent,
  isStudent,
  type EnrollmentAccount,
  type EnrollmentAccounts,
  type EnrollmentConvertRequest,
  type EnrollmentView,
} from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { withTenant, type TenantTx } from '../../db/with-tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/password.ts';
import { randomToken } from '../../lib/tokens.ts';
import { issueUserLink } from '../auth/account.service.ts';
import { findClassNames } from '../classes/enrollment-placement.service.ts';
import { placeEnrolledStudents } from '../courses/session-seats.service.ts';
import { requestParentLinks } from '../parent-links/link-requests.service.ts';
import { createAcceptedLink } from '../parent-links/parent-access.service.ts';
import { recordReferral } from '../referral/referral.service.ts';
import type { TenantContext } from '../tenants/tenants.service.ts';
import {
  addUserRole,
  createUser,
  findUserRoles,
  lookupUserByEmail,
  saveParentProfile,
  type UserRow,
} from '../users/user-rows.service.ts';
import { logActivity, throwUserUniqueViolation } from '../users/users.service.ts';
import { accountsOf, referralDeadlineOf } from './enrollments.presenter.ts';
import { lockEnrollment, updateEnrollmentRow, type EnrollmentRow } from './enrollments.repository.ts';
import { presentEnrollmentOn } from './enrollments.service.ts';

export interface Person {
  firstName: string;
  lastName: string;
  email: string;
  /** Where an error about this person goes. */
  field: string;
}

const rolesOf = async (tx: TenantTx, userId: string) => ({
  roles: (await findUserRoles(tx, userId)).map((name) => ({ name })),
});

/**
 * The account of this e-mail in the tenant, or a new one (no usable password until the invitation's link
 * sets one). An existing account of the wrong kind (staff, or a student named as the parent) is refused
 * with 422 `email_taken` on the person's field. Also the roster import's (modules/roster-import), which
 * logs its own `activity`.
 */
export const matchOrCreate = async (
  tx: TenantTx,
  person: Person,
  kind: 'student' | 'parent',
  lang: string,
  activity = 'enrollment_account',
): Promise<{ user: UserRow; created: boolean }> => {
  const found = await lookupUserByEmail(tx, person.email);
  if (found) {
    const subject = await rolesOf(tx, found.id);
    if (kind === 'student' ? !isStudent(subject) : !isParent(subject))
      throw new AppError('email_taken', { details: { field: person.field } });
    return { user: found, created: false };
  }
  const user = await createUser(tx, {
    email: person.email,
    username: null,
    passwordHash: await hashPassword(randomToken()),
    firstName: person.firstName,
    lastName: person.lastName,
    lang,
  }).catch(throwUserUniqueViolation);
  if (kind === 'parent') await addUserRole(tx, user.id, 'parent');
  await logActivity(tx, user.id, activity, kind);
  return { user, created: true };
};

/**
 * Links a student to the parent: accepted when the centre vouches for the family (the student's account was
 * made for it), else only asked (pending, the student's consent of decision 0018). A student another parent
 * follows already stays theirs: `none`. Also the roster import's.
 */
export const linkParent = async (
  deps: Pick<Deps, 'limiters'>,
  tx: TenantTx,
  ctx: { tenant: TenantContext; parent: UserRow; student: UserRow; vouched: boolean; field: string; origin: string },
): Promise<EnrollmentAccount['link']> => {
  if (ctx.vouched) {
    await createAcceptedLink(tx, ctx.parent.id, ctx.student.id);
    return 'accepted';
  }
  try {
    await requestParentLinks(deps, tx, {
      tenant: ctx.tenant,
      parent: ctx.parent,
      emails: [ctx.student.email],
      field: ctx.field,
      origin: ctx.origin,
    });
    return 'pending';
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return 'none';
  }
};

/** The parent the conversion makes an account for: the parent named on the form, else a parent who filled it. */
const parentOf = (row: EnrollmentRow): Person | null => {
  if (row.parent?.email)
    return {
      firstName: row.parent.firstName,
      lastName: row.parent.lastName,
      email: row.parent.email,
      field: 'parent.email',
    };
  if (row.role === 'parent')
    return { firstName: row.firstName, lastName: row.lastName, email: row.email, field: 'email' };
  return null;
};

const accountOf = (
  user: UserRow,
  created: boolean,
  before: EnrollmentAccount | undefined,
  link: EnrollmentAccount['link'] = 'none',
): EnrollmentAccount => ({
  user_id: user.id,
  email: user.email,
  name: [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email,
  // What an earlier conversion did stays known: made by it, invited by it.
  created: created || (before?.created ?? false),
  invited: before?.invited ?? false,
  link: before?.link === 'accepted' ? 'accepted' : link,
});

/**
 * `POST /api/enrollments/:id/convert`: turns the enrollment into accounts, in one transaction with the row
 * locked: each student's account and the parent's are created or matched by e-mail in this tenant (a student
 * without an e-mail → 422 `student_email_missing` on `students.N.email`), the students are linked to the
 * parent (accepted for the accounts made here; a found student is asked for consent, decision 0018) and
 * placed into the class (`class_id`, else the one the family chose when they chose one). Within 7 days of the
 * form, the referrer gets the new students as invitees (decision 0039). Then every account made and not yet
 * invited gets the set-password invitation when `invite`. A second conversion finds the same accounts by
 * e-mail, so it makes nothing twice; it only adds what is missing (a class, an invitation).
 */
export const convertEnrollment = async (
  deps: Deps,
  ctx: {
    tenant: TenantContext;
    actorId: string;
    id: string;
    origin: string;
    input: z.output<typeof EnrollmentConvertRequest>;
  },
): Promise<EnrollmentView> => {
  const { tenant } = ctx;
  const converted = await withTenant(deps.db, tenant.id, async (tx) => {
    const row = await lockEnrollment(tx, ctx.id);
    if (!row) throw new AppError('not_found');
    const missing = row.students.findIndex((s) => !s.email);
    if (missing >= 0) throw new AppError('student_email_missing', { details: { field: `students.${missing}.email` } });
    const before = accountsOf(row);
    const classId =
      ctx.input.class_id ?? before?.class_id ?? (row.classIds.length === 1 ? (row.classIds[0] ?? null) : null);
    if (classId && !(await findClassNames(tx, [classId])).has(classId))
      throw new AppError('enrollment_class_unavailable', { details: { field: 'class_id' } });

    const now = new Date();
    const referralCounts = row.referrerId !== null && now <= referralDeadlineOf(row.createdAt);
    const parentPerson = parentOf(row);
    const parent = parentPerson ? await matchOrCreate(tx, parentPerson, 'parent', row.lang) : null;
    if (parent && parentPerson?.field === 'parent.email' && row.parent?.phone)
      await saveParentProfile(tx, parent.user.id, row.parent.phone);

    const students: EnrollmentAccount[] = [];
    for (const [i, s] of row.students.entries()) {
      const person = { firstName: s.firstName, lastName: s.lastName, email: s.email!, field: `students.${i}.email` };
      const { user, created } = await matchOrCreate(tx, person, 'student', row.lang);
      const earlier = before?.students.find((a) => a.user_id === user.id);
      const link = parent
        ? await linkParent(deps, tx, {
            tenant,
            parent: parent.user,
            student: user,
            vouched: created || (earlier?.created ?? false),
            field: person.field,
            origin: ctx.origin,
          })
        : 'none';
      if (created && referralCounts && row.referralCode)
        await recordReferral(tx, { code: row.referralCode, inviteeId: user.id });
      students.push(accountOf(user, created, earlier, link));
    }
    // A need-pay-first course session's class seats them only once the enrollment is paid (issue 19).
    const className = classId
      ? await placeEnrolledStudents(tx, {
          classId,
          userIds: students.map((s) => s.user_id),
          paid: row.paymentStatus === 'paid',
        })
      : null;
    const accounts: EnrollmentAccounts = {
      students,
      parent: parent ? accountOf(parent.user, parent.created, before?.parent ?? undefined) : null,
      class_id: classId,
      class_name: className,
      referral_counted: row.referrerId ? (before?.referral_counted ?? false) || referralCounts : null,
    };
    await updateEnrollmentRow(tx, row.id, {
      accounts,
      convertedAt: row.convertedAt ?? now,
      convertedBy: row.convertedBy ?? ctx.actorId,
    });
    return accounts;
  });

  if (ctx.input.invite) {
    const toInvite = [...converted.students, ...(converted.parent ? [converted.parent] : [])].filter(
      (a) => a.created && !a.invited,
    );
    for (const account of toInvite) {
      await issueUserLink(deps, { tenant, origin: ctx.origin, userId: account.user_id, kind: 'set_password' });
      account.invited = true;
    }
  }
  deps.mailQueue.nudge();
  return withTenant(deps.db, tenant.id, async (tx) => {
    const row = await updateEnrollmentRow(tx, ctx.id, { accounts: converted });
    if (!row) throw new AppError('not_found');
    return presentEnrollmentOn(tx, row);
  });
};

import { asLang, isStudent, type ParentSearchResult } from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { withTenant, type TenantTx } from '../../db/with-tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { appLink } from '../auth/account.service.ts';
import { queueMail } from '../mail/mail.service.ts';
import type { TenantContext } from '../tenants/tenants.service.ts';
import { findUserRoles, lookupUserByEmail, type UserRow } from '../users/user-rows.service.ts';
import { fullName } from '../users/users.presenter.ts';
import { renderParentLinkMail } from './parent-links.mail.ts';
import {
  insertPendingLink,
  selectAcceptedLinkOfStudent,
  selectLinkOf,
  type ParentLinkRow,
} from './parent-links.repository.ts';

/**
 * A parent asks to be linked to students (decision 0018): `bind-parent`, or registering as a parent. Each link
 * starts pending and gives no access; the student gets an e-mail in their language and a notice on their
 * dashboard, and accepts or declines there (or gives the parent the one-time code of their profile).
 */

/**
 * The student a parent may ask for by e-mail (spec §5, the rule stands): an existing student of the tenant
 * (not the asker, not staff or a parent), not linked (accepted) to another parent. Errors go on `field`.
 * Also returns the asker's own link to that student, if any.
 */
export const findLinkableStudent = async (
  tx: TenantTx,
  options: { parentId: string; email: string; field: string },
): Promise<{ student: UserRow; own: ParentLinkRow | undefined }> => {
  const student = await lookupUserByEmail(tx, options.email);
  const field = { details: { field: options.field } };
  if (!student || student.id === options.parentId) throw new AppError('student_email_not_found', field);
  const roles = await findUserRoles(tx, student.id);
  if (!isStudent({ roles: roles.map((name) => ({ name })) })) throw new AppError('student_email_not_found', field);
  const accepted = await selectAcceptedLinkOfStudent(tx, student.id);
  if (accepted && accepted.parentId !== options.parentId) throw new AppError('student_already_linked', field);
  return { student, own: await selectLinkOf(tx, options.parentId, student.id) };
};

/**
 * `GET /parent/search?email=` for parents and educators: only whether the e-mail can be linked (never a name,
 * username or verified state), or where the caller's own request for it stands.
 */
export const searchLinkableStudent = (
  deps: Pick<Deps, 'db'>,
  ctx: { tenant: TenantContext; actorId: string; email: string },
): Promise<ParentSearchResult> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const { own } = await findLinkableStudent(tx, { parentId: ctx.actorId, email: ctx.email, field: 'email' });
    return { email: ctx.email, link: own?.status ?? 'linkable' };
  });

/** At most this many request e-mails reach one student per hour (the dashboard notice shows every request anyway). */
const mayMailStudent = async (deps: Pick<Deps, 'limiters'>, key: string) => {
  try {
    await deps.limiters.mailPerAddress.consume(key);
    return true;
  } catch (e) {
    if (e instanceof RateLimiterRes) return false;
    throw e;
  }
};

export interface LinkRequestContext {
  tenant: TenantContext;
  /** The asking parent. */
  parent: UserRow;
  emails: readonly string[];
  /** The request's field of the e-mails (`student_emails`): errors go on `student_emails.<i>`. */
  field: string;
  origin: string;
}

/**
 * Checks every e-mail first (nothing is written when one is wrong), then adds a pending link for each student
 * not yet asked for, and queues the student's e-mail in the same transaction. Returns the new links.
 */
export const requestParentLinks = async (
  deps: Pick<Deps, 'limiters'>,
  tx: TenantTx,
  ctx: LinkRequestContext,
): Promise<ParentLinkRow[]> => {
  const students: UserRow[] = [];
  for (const [i, email] of ctx.emails.entries()) {
    const { student, own } = await findLinkableStudent(tx, {
      parentId: ctx.parent.id,
      email,
      field: `${ctx.field}.${i}`,
    });
    if (!own) students.push(student);
  }
  const created: ParentLinkRow[] = [];
  for (const student of students) {
    const link = await insertPendingLink(tx, ctx.parent.id, student.id);
    if (!link) continue;
    created.push(link);
    if (await mayMailStudent(deps, `parent-link:${ctx.tenant.id}:${student.id}`))
      await mailStudent(tx, ctx, student, link);
  }
  return created;
};

const mailStudent = (tx: TenantTx, ctx: LinkRequestContext, student: UserRow, link: ParentLinkRow) =>
  queueMail(
    tx,
    renderParentLinkMail({
      lang: asLang(student.lang),
      to: student.email,
      name: student.firstName || student.username || student.email,
      parentName: fullName(ctx.parent) ?? ctx.parent.username ?? ctx.parent.email,
      parentEmail: ctx.parent.email,
      brand: { name: ctx.tenant.name, themeColor: ctx.tenant.themeColor, contactEmail: ctx.tenant.contactEmail },
      url: appLink(ctx.origin, ctx.tenant, `/student/parent-links/${link.id}`),
    }),
  );

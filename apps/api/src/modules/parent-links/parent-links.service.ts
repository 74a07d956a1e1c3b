import {
  isParent,
  isStudent,
  PARENT_LINK_CODE_MINUTES,
  type ParentLinkCodeView,
  type ParentLinkView,
} from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { withTenant, type TenantTx } from '../../db/with-tenant.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { addMinutes } from '../../lib/clock.ts';
import type { AuthUser } from '../auth/session-cache.ts';
import { mayReadTeacherView, studentReaderOf } from '../class-tests/student-access.policy.ts';
import { teachesStudent } from '../class-tests/student-views.service.ts';
import type { TenantContext } from '../tenants/tenants.service.ts';
import { findUserRoles, lookupUserById } from '../users/user-rows.service.ts';
import { logActivity } from '../users/users.service.ts';
import { countWrongCode, refuseWhenSpent } from './code-attempts.ts';
import { consentCodeHash, isWellFormedConsentCode, newConsentCode } from './consent-code.ts';
import {
  linkPartyOf,
  mayAcceptLink,
  mayEnterCode,
  mayRemoveLink,
  maySeeLink,
  type LinkParty,
} from './parent-links.policy.ts';
import { presentParentLink } from './parent-links.presenter.ts';
import {
  consumeLinkCode,
  deleteLink,
  deleteOtherPendingLinks,
  markLinkAccepted,
  selectAcceptedLinkOfStudent,
  selectLinksOfParent,
  selectLinksOfStudent,
  selectLinkWithPeople,
  upsertLinkCode,
  type LinkWithPeople,
} from './parent-links.repository.ts';

/**
 * The consent side of parent links (decision 0018): the student and the parent see their links, the student
 * accepts or declines, either side (and the student's educators) removes, and the student's one-time code
 * lets the parent accept their pending request. Anyone else is answered 404.
 */

export interface LinkContext {
  tenant: TenantContext;
  actor: Pick<AuthUser, 'id' | 'roles'>;
}

/** Whether the actor is an educator who may read the student (their class teacher, a company admin, a super admin). */
const educatorMayRead = async (tx: TenantTx, actor: LinkContext['actor'], studentId: string) => {
  if (isStudent(actor) || isParent(actor)) return false;
  const reader = studentReaderOf(actor, {
    studentId,
    isParentOfStudent: false,
    teachesStudent: await teachesStudent(tx, actor.id, studentId),
  });
  return mayReadTeacherView(reader);
};

/** The link and how the actor stands to it; 404 when they may not even see it. */
const loadLink = async (
  tx: TenantTx,
  ctx: LinkContext,
  linkId: string,
): Promise<{ row: LinkWithPeople; party: LinkParty }> => {
  const row = await selectLinkWithPeople(tx, linkId);
  if (!row) throw new AppError('not_found');
  const onLink = ctx.actor.id === row.link.studentId || ctx.actor.id === row.link.parentId;
  const party = linkPartyOf(
    ctx.actor.id,
    row.link,
    !onLink && (await educatorMayRead(tx, ctx.actor, row.link.studentId)),
  );
  if (!maySeeLink(party)) throw new AppError('not_found');
  return { row, party };
};

/**
 * The student accepts one request: it becomes their (only) accepted link and the other pending requests for
 * them are dropped. A student already linked to another parent removes that link first. (When is kept on the
 * link, `accepted_at`; removals go to the activity log, since the row is gone.)
 */
const accept = async (tx: TenantTx, row: LinkWithPeople) => {
  if (row.link.status === 'accepted') return;
  const current = await selectAcceptedLinkOfStudent(tx, row.link.studentId);
  if (current && current.id !== row.link.id) throw new AppError('student_already_linked');
  // Two acceptances at once: the partial unique index lets one through; the other is the same refusal.
  await markLinkAccepted(tx, row.link.id).catch((error: unknown) => {
    const code =
      (error as { code?: string; cause?: { code?: string } }).code ??
      (error as { cause?: { code?: string } }).cause?.code;
    if (code === '23505') throw new AppError('student_already_linked');
    throw error;
  });
  await deleteOtherPendingLinks(tx, row.link.studentId, row.link.id);
};

const reread = async (tx: TenantTx, ctx: LinkContext, linkId: string) => {
  const { row, party } = await loadLink(tx, ctx, linkId);
  return presentParentLink(row, party);
};

/** `GET /parent-links`: a student's links (requests and their parent), or the links a parent asked for. */
export const findMyParentLinks = (deps: Pick<Deps, 'db'>, ctx: LinkContext): Promise<ParentLinkView[]> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    if (isParent(ctx.actor))
      return (await selectLinksOfParent(tx, ctx.actor.id)).map((row) => presentParentLink(row, 'parent'));
    return (await selectLinksOfStudent(tx, ctx.actor.id)).map((row) => presentParentLink(row, 'student'));
  });

/** `GET /parent-links/:id`: one link, for the student (the e-mail's page), its parent, or the student's educators. */
export const getParentLink = (deps: Pick<Deps, 'db'>, ctx: LinkContext & { linkId: string }): Promise<ParentLinkView> =>
  withTenant(deps.db, ctx.tenant.id, (tx) => reread(tx, ctx, ctx.linkId));

/** `POST /parent-links/:id/accept`: the student accepts the request (idempotent). */
export const acceptParentLink = (
  deps: Pick<Deps, 'db'>,
  ctx: LinkContext & { linkId: string },
): Promise<ParentLinkView> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const { row, party } = await loadLink(tx, ctx, ctx.linkId);
    if (!mayAcceptLink(party)) throw new AppError('not_found');
    await accept(tx, row);
    return reread(tx, ctx, ctx.linkId);
  });

/** `DELETE /parent-links/:id`: the student declines or removes, the parent cancels or unlinks, an educator removes. Access ends at once. */
export const removeParentLink = (deps: Pick<Deps, 'db'>, ctx: LinkContext & { linkId: string }) =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const { row, party } = await loadLink(tx, ctx, ctx.linkId);
    if (!mayRemoveLink(party)) throw new AppError('not_found');
    await deleteLink(tx, row.link.id);
    const other = party === 'parent' ? row.student.email : row.parent.email;
    await logActivity(
      tx,
      ctx.actor.id,
      'parent_link_removed',
      party === 'educator' ? `${row.parent.email} → ${row.student.email}` : other,
    );
    return { ok: true as const };
  });

/** `POST /parent-links/consent-code`: a new one-time code for the signed-in student (replaces the previous one). */
export const createConsentCode = (deps: Pick<Deps, 'db'>, ctx: LinkContext): Promise<ParentLinkCodeView> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const code = newConsentCode();
    const expiresAt = addMinutes(new Date(), PARENT_LINK_CODE_MINUTES);
    await upsertLinkCode(tx, { studentId: ctx.actor.id, codeHash: consentCodeHash(ctx.actor.id, code), expiresAt });
    return { code, expires_at: expiresAt.toISOString() };
  });

/**
 * `POST /parent-links/:id/code`: the parent of a pending link enters the code the student gave them. A right
 * code accepts the link and is used up; a wrong one is `parent_link_code_invalid`, and wrong codes are limited
 * per parent and per student (then 429).
 */
export const enterConsentCode = async (
  deps: Pick<Deps, 'db' | 'limiters'>,
  ctx: LinkContext & { linkId: string; code: string },
): Promise<ParentLinkView> => {
  const parentKey = `parent:${ctx.tenant.id}:${ctx.actor.id}`;
  await refuseWhenSpent(deps.limiters.parentLinkCode, parentKey);
  const outcome = await withTenant(
    deps.db,
    ctx.tenant.id,
    async (tx): Promise<{ view: ParentLinkView } | { wrong: string }> => {
      const { row, party } = await loadLink(tx, ctx, ctx.linkId);
      if (party !== 'parent') throw new AppError('not_found');
      if (row.link.status === 'accepted') return { view: presentParentLink(row, party) };
      if (!mayEnterCode(party, row.link)) throw new AppError('not_found');
      const studentKey = `student:${ctx.tenant.id}:${row.link.studentId}`;
      await refuseWhenSpent(deps.limiters.parentLinkCode, studentKey);
      const right =
        isWellFormedConsentCode(ctx.code) &&
        (await consumeLinkCode(tx, row.link.studentId, consentCodeHash(row.link.studentId, ctx.code)));
      if (!right) return { wrong: studentKey };
      await accept(tx, row);
      return { view: await reread(tx, ctx, ctx.linkId) };
    },
  );
  if ('view' in outcome) return outcome.view;
  await countWrongCode(deps.limiters.parentLinkCode, parentKey);
  await countWrongCode(deps.limiters.parentLinkCode, outcome.wrong);
  throw fieldError('parent_link_code_invalid', 'code');
};

/** `GET /parent-links/students/:id`: a student's links as their educators see them (teachers of their classes, admins). */
export const findStudentParentLinks = (
  deps: Pick<Deps, 'db'>,
  ctx: LinkContext & { studentId: string },
): Promise<ParentLinkView[]> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const student = await lookupUserById(tx, ctx.studentId);
    if (!student || !isStudent({ roles: (await findUserRoles(tx, student.id)).map((name) => ({ name })) }))
      throw new AppError('not_found');
    if (!(await educatorMayRead(tx, ctx.actor, student.id))) throw new AppError('not_found');
    return (await selectLinksOfStudent(tx, student.id)).map((row) => presentParentLink(row, 'educator'));
  });

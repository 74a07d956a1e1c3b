import type { ChildProfileUpdate } from '@prepwell/contracts';
import type { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { withTenant, type TenantTx } from '../../db/with-tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import { findLinkedChildren, isLinkedParentOf } from '../parent-links/parent-access.service.ts';
import { searchLinkableStudent } from '../parent-links/link-requests.service.ts';
import { presentChild } from '../users/users.presenter.ts';
import { lookupUserWithRoles, saveStudentProfile, updateUserFields } from '../users/user-rows.service.ts';
import { logActivity } from '../users/users.service.ts';
import { canSeeChildrenOf } from './profile.policy.ts';
import { loadProfileView, onlyDefined } from './profile-view.service.ts';
import { factsOf, studentValues, type ActorContext } from './profile.service.ts';
import { resolveUserTenant } from './user-target.service.ts';

/**
 * `GET /parent/search?email=` — parents and educators only (config.access): whether the e-mail can be linked,
 * never who the student is (decision 0018).
 */
export const searchStudentForParent = (deps: Deps, ctx: ActorContext & { email: string }) =>
  searchLinkableStudent(deps, { tenant: ctx.tenant, actorId: ctx.actor.id, email: ctx.email });

/** A parent's children (accepted links): for the parent, a super admin, or the company admin of the parent's company. */
export const findChildrenOf = async (deps: Deps, ctx: ActorContext & { parentId: string }) => {
  const target =
    ctx.parentId === ctx.actor.id ? ctx.tenant : await resolveUserTenant(deps, { ...ctx, userId: ctx.parentId });
  return withTenant(deps.db, target.id, async (tx) => {
    const parent = await lookupUserWithRoles(tx, ctx.parentId);
    if (!parent || !canSeeChildrenOf(ctx.actor, factsOf(ctx, target, parent))) throw new AppError('not_found');
    return (await findLinkedChildren(tx, parent.id)).map(presentChild);
  });
};

/** Runs `fn` on a child of the acting parent (an accepted link); any other id, or a pending request, is 404. */
const withOwnChild = <T>(deps: Deps, ctx: ActorContext & { childId: string }, fn: (tx: TenantTx) => Promise<T>) =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    if (!(await isLinkedParentOf(tx, ctx.actor.id, ctx.childId))) throw new AppError('not_found');
    return fn(tx);
  });

const childView = async (deps: Deps, tx: TenantTx, ctx: ActorContext & { childId: string }) => {
  const child = await lookupUserWithRoles(tx, ctx.childId);
  if (!child) throw new AppError('not_found');
  return loadProfileView(tx, deps, child, { timeZone: ctx.tenant.settings.businessTimeZone });
};

export const getChildProfile = (deps: Deps, ctx: ActorContext & { childId: string }) =>
  withOwnChild(deps, ctx, (tx) => childView(deps, tx, ctx));

export const updateChildProfile = (
  deps: Deps,
  ctx: ActorContext & { childId: string; input: z.output<typeof ChildProfileUpdate> },
) =>
  withOwnChild(deps, ctx, async (tx) => {
    const { first_name, last_name, student_profile } = ctx.input;
    const names = onlyDefined({ firstName: first_name, lastName: last_name });
    if (Object.keys(names).length) await updateUserFields(tx, ctx.childId, names);
    if (student_profile) await saveStudentProfile(tx, ctx.childId, studentValues(student_profile));
    await logActivity(tx, ctx.childId, 'profile_updated', 'parent');
    return childView(deps, tx, ctx);
  });

import { isStudent, type ChildProfileUpdate } from '@prepwell/contracts';
import type { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { withTenant, type TenantTx } from '../../db/with-tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import { presentChild } from '../users/users.presenter.ts';
import {
  isParentOf,
  selectChildren,
  selectParentLinkOfStudent,
  selectRoles,
  selectUserByEmail,
  selectUserById,
  updateUserRow,
  upsertStudentProfile,
  withRoles,
  type UserRow,
} from '../users/users.repository.ts';
import { logActivity } from '../users/users.service.ts';
import { canSeeChildrenOf } from './profile.policy.ts';
import { loadProfileView, onlyDefined } from './profile-view.service.ts';
import { factsOf, studentValues, type ActorContext } from './profile.service.ts';
import { resolveUserTenant } from './user-target.service.ts';

/**
 * The student a parent may link by e-mail: an existing student of the tenant (not the parent, not staff),
 * not linked to another parent. Errors go on `field`.
 */
export const findLinkableStudent = async (tx: TenantTx, options: { parentId: string; email: string; field: string }): Promise<UserRow> => {
  const student = await selectUserByEmail(tx, options.email);
  const field = { details: { field: options.field } };
  if (!student || student.id === options.parentId) throw new AppError('student_email_not_found', field);
  const roles = await selectRoles(tx, student.id);
  if (!isStudent({ roles: roles.map((name) => ({ name })) })) throw new AppError('student_email_not_found', field);
  const link = await selectParentLinkOfStudent(tx, student.id);
  if (link && link.parentId !== options.parentId) throw new AppError('student_already_linked', field);
  return student;
};

/** `GET /parent/search?email=` — the student a parent is about to link. */
export const searchStudentForParent = (deps: Deps, ctx: ActorContext & { email: string }) =>
  withTenant(deps.db, ctx.tenant.id, async (tx) =>
    presentChild(await findLinkableStudent(tx, { parentId: ctx.actor.id, email: ctx.email, field: 'email' })),
  );

/** A parent's children: for the parent, a super admin, or the company admin of the parent's company. */
export const findChildrenOf = async (deps: Deps, ctx: ActorContext & { parentId: string }) => {
  const target = ctx.parentId === ctx.actor.id ? ctx.tenant : await resolveUserTenant(deps, { ...ctx, userId: ctx.parentId });
  return withTenant(deps.db, target.id, async (tx) => {
    const parent = await withRoles(tx, await selectUserById(tx, ctx.parentId));
    if (!parent || !canSeeChildrenOf(ctx.actor, factsOf(ctx, target, parent))) throw new AppError('not_found');
    return (await selectChildren(tx, parent.id)).map(presentChild);
  });
};

/** Runs `fn` on a child of the acting parent; any other id is 404. */
const withOwnChild = <T>(deps: Deps, ctx: ActorContext & { childId: string }, fn: (tx: TenantTx) => Promise<T>) =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    if (!(await isParentOf(tx, ctx.actor.id, ctx.childId))) throw new AppError('not_found');
    return fn(tx);
  });

const childView = async (deps: Deps, tx: TenantTx, ctx: ActorContext & { childId: string }) => {
  const child = await withRoles(tx, await selectUserById(tx, ctx.childId));
  if (!child) throw new AppError('not_found');
  return loadProfileView(tx, deps, child, { timeZone: ctx.tenant.settings.businessTimeZone, withBilling: false });
};

export const getChildProfile = (deps: Deps, ctx: ActorContext & { childId: string }) =>
  withOwnChild(deps, ctx, (tx) => childView(deps, tx, ctx));

export const updateChildProfile = (deps: Deps, ctx: ActorContext & { childId: string; input: z.output<typeof ChildProfileUpdate> }) =>
  withOwnChild(deps, ctx, async (tx) => {
    const { first_name, last_name, student_profile } = ctx.input;
    const names = onlyDefined({ firstName: first_name, lastName: last_name });
    if (Object.keys(names).length) await updateUserRow(tx, ctx.childId, names);
    if (student_profile) await upsertStudentProfile(tx, ctx.childId, studentValues(student_profile));
    await logActivity(tx, ctx.childId, 'profile_updated', 'parent');
    return childView(deps, tx, ctx);
  });

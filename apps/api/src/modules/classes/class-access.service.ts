import { isSuperAdmin } from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { unsafeAcrossTenants, withTenant, type TenantTx } from '../../db/with-tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import { getTenantById, type TenantContext } from '../tenants/tenants.service.ts';
import {
  classPermits,
  classRoleOf,
  relationOf,
  type ClassAction,
  type ClassActor,
  type ClassRelation,
  type ClassRole,
} from './classes.policy.ts';
import { selectClassById, selectMembership, unsafeSelectClassTenantId, type ClassRow } from './classes.repository.ts';

export interface ClassAccessContext {
  /** The request's tenant. */
  tenant: TenantContext;
  actor: ClassActor;
  classId: string;
}

/** The caller's access to one class: the class (its row), its tenant, and how the caller relates to it. */
export interface ClassAccess {
  /** The class's tenant: the request's, or for a super admin the class's own tenant. */
  tenant: TenantContext;
  class: ClassRow;
  relation: ClassRelation;
  /** Finer: owner, teacher (co-teacher), admin (company or super admin), student. */
  role: ClassRole;
}

/**
 * Where the class lives for this caller: the request's tenant, or for a super admin (who lives on `main`)
 * the class's own tenant, found by id (decision 0004: super admins cross tenants by id). Unknown → 404.
 */
export const resolveClassTenant = async (deps: Pick<Deps, 'db'>, ctx: ClassAccessContext): Promise<TenantContext> => {
  if (!isSuperAdmin(ctx.actor)) return ctx.tenant;
  const tenantId = await unsafeAcrossTenants(deps.db, (tx) => unsafeSelectClassTenantId(tx, ctx.classId));
  if (!tenantId) throw new AppError('not_found');
  return tenantId === ctx.tenant.id ? ctx.tenant : getTenantById(deps.db, tenantId);
};

const accessIn = async (
  tx: TenantTx,
  tenant: TenantContext,
  ctx: ClassAccessContext,
  action: ClassAction,
): Promise<ClassAccess> => {
  const row = await selectClassById(tx, ctx.classId);
  if (!row) throw new AppError('not_found');
  const role = classRoleOf(ctx.actor, await selectMembership(tx, row.id, ctx.actor.id));
  // Deny by default, and as 404: nobody learns a class exists (or what a student may not see) by being
  // refused. Only a co-teacher, who manages the class, is told 403 for the owner's own actions.
  if (!role) throw new AppError('not_found');
  if (!classPermits(role, action)) throw new AppError(relationOf(role) === 'manager' ? 'forbidden' : 'not_found');
  return { tenant, class: row, relation: relationOf(role), role };
};

/**
 * The caller's access to a class, or 404 `not_found` (no such class in reach, or the caller is neither a
 * manager nor a student of it). `action` (default `read`) must be permitted too: a student asking for a
 * manager's action gets 404; a co-teacher asking to delete the class or remove its owner gets 403.
 *
 * Two ways to call it:
 * - with `deps` ({ db }): resolves the class's tenant (super admins reach any tenant's class), checks in
 *   its own transaction and returns; work on `access.tenant.id` afterwards;
 * - with a TenantTx already bound to the request's tenant: checks inside it (no crossing of tenants).
 */
export function getClassAccess(
  deps: Pick<Deps, 'db'>,
  ctx: ClassAccessContext & { action?: ClassAction },
): Promise<ClassAccess>;
export function getClassAccess(tx: TenantTx, ctx: ClassAccessContext & { action?: ClassAction }): Promise<ClassAccess>;
export async function getClassAccess(
  source: Pick<Deps, 'db'> | TenantTx,
  ctx: ClassAccessContext & { action?: ClassAction },
): Promise<ClassAccess> {
  const action = ctx.action ?? 'read';
  if ('db' in source) {
    const tenant = await resolveClassTenant(source, ctx);
    return withTenant(source.db, tenant.id, (tx) => accessIn(tx, tenant, ctx, action));
  }
  return accessIn(source, ctx.tenant, ctx, action);
}

/**
 * Resolves the class's tenant, opens a transaction bound to it, checks the access (as getClassAccess) and
 * runs `fn` inside the same transaction: the usual shape of a class endpoint's service.
 */
export const withClassAccess = async <T>(
  deps: Pick<Deps, 'db'>,
  ctx: ClassAccessContext & { action?: ClassAction },
  fn: (tx: TenantTx, access: ClassAccess) => Promise<T>,
): Promise<T> => {
  const tenant = await resolveClassTenant(deps, ctx);
  return withTenant(deps.db, tenant.id, async (tx) => fn(tx, await accessIn(tx, tenant, ctx, ctx.action ?? 'read')));
};

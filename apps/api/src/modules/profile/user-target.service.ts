import { isSuperAdmin } from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { unsafeAcrossTenants } from '../../db/with-tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import { getTenantById, type TenantContext } from '../tenants/tenants.service.ts';
import { unsafeLookupUserTenantId } from '../users/user-rows.service.ts';
import type { Actor } from './profile.policy.ts';

/**
 * The tenant a user id lives in. Crosses tenants on purpose: a super admin addresses users of every
 * tenant by id alone; the caller then works inside that tenant with withTenant (so RLS still applies).
 */
export const unsafeFindUserTenant = async (deps: Pick<Deps, 'db'>, userId: string): Promise<TenantContext | null> => {
  const tenantId = await unsafeAcrossTenants(deps.db, (tx) => unsafeLookupUserTenantId(tx, userId));
  return tenantId ? getTenantById(deps.db, tenantId) : null;
};

/**
 * Where to look for `userId` on behalf of `actor`: a super admin reaches the user's own tenant, anyone
 * else only the request's tenant (a user of another tenant is then simply not found → 404).
 */
export const resolveUserTenant = async (
  deps: Pick<Deps, 'db'>,
  options: { actor: Actor; tenant: TenantContext; userId: string },
) => {
  if (!isSuperAdmin(options.actor)) return options.tenant;
  const found = await unsafeFindUserTenant(deps, options.userId);
  if (!found) throw new AppError('not_found');
  return found.id === options.tenant.id ? options.tenant : found;
};

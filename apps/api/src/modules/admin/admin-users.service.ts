import type { z } from 'zod';
import { MAIN_TENANT, USER_PAGE_SIZE, type RolesUpdate, type UserListQuery, type UserPage } from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { unsafeAcrossTenants, withTenant, type TenantTx } from '../../db/with-tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import { canManageUser, type Actor } from '../profile/profile.policy.ts';
import { deleteAccountRows } from '../profile/images.service.ts';
import { factsOf } from '../profile/profile.service.ts';
import { resolveUserTenant } from '../profile/user-target.service.ts';
import { findAllTenants, type TenantContext } from '../tenants/tenants.service.ts';
import { fullName, presentUserSummary } from '../users/users.presenter.ts';
import {
  replaceUserRoles,
  unsafeFindRolesOfUsers,
  unsafeFindUserRowPage,
  type UserWithRoles,
} from '../users/user-rows.service.ts';
import { getUserWithRoles, logActivity } from '../users/users.service.ts';

interface Ctx {
  actor: Actor;
  tenant: TenantContext;
}

/**
 * One page of users of every tenant (q, tenant slug, role; 20 a page, newest first). Crosses tenants
 * on purpose: it is the super admin's user list.
 */
export const unsafeFindUserPage = async (deps: Deps, query: z.output<typeof UserListQuery>): Promise<UserPage> => {
  const tenants = new Map((await findAllTenants(deps.db)).map(({ tenant }) => [tenant.id, tenant]));
  const empty = { data: [], current_page: query.page, per_page: USER_PAGE_SIZE, total: 0 };
  const tenantId = query.tenant
    ? [...tenants.values()].find((t) => t.slug === query.tenant!.toLowerCase())?.id
    : undefined;
  if (query.tenant && !tenantId) return empty;
  const { rows, total, roles } = await unsafeAcrossTenants(deps.db, async (tx) => {
    const page = await unsafeFindUserRowPage(tx, {
      q: query.q || undefined,
      tenantId,
      role: query.role,
      offset: (query.page - 1) * USER_PAGE_SIZE,
      limit: USER_PAGE_SIZE,
    });
    return {
      ...page,
      roles: await unsafeFindRolesOfUsers(
        tx,
        page.rows.map((r) => r.id),
      ),
    };
  });
  return {
    data: rows.map((row) => {
      const tenant = tenants.get(row.tenantId);
      return presentUserSummary(
        { ...row, roles: roles.get(row.id) ?? [] },
        { tenantSlug: tenant?.slug ?? '', timeZone: tenant?.settings.businessTimeZone ?? 'UTC' },
      );
    }),
    current_page: query.page,
    per_page: USER_PAGE_SIZE,
    total,
  };
};

/**
 * Sets a user's roles (super admin). `student` means no staff role, so it is not stored; `pro` (a plan,
 * not a role one assigns) is kept. Only users of `main` may become super admins, and a super admin
 * cannot take the role from themself.
 */
export const setUserRoles = async (deps: Deps, ctx: Ctx & { userId: string; input: z.output<typeof RolesUpdate> }) => {
  const wanted = [...new Set(ctx.input.roles.filter((r) => r !== 'student'))];
  const target = await resolveUserTenant(deps, { ...ctx, userId: ctx.userId });
  if (wanted.includes('super_admin') && target.slug !== MAIN_TENANT)
    throw new AppError('validation_failed', { fields: [{ path: 'roles', key: 'invalid_value' }] });
  if (ctx.userId === ctx.actor.id && !wanted.includes('super_admin'))
    throw new AppError('forbidden', { details: { field: 'roles' } });
  return withTenant(deps.db, target.id, async (tx) => {
    const user = await getUserWithRoles(tx, ctx.userId);
    const roles = [...wanted, ...user.roles.filter((r) => r === 'pro')];
    await replaceUserRoles(tx, user.id, roles);
    await logActivity(tx, user.id, 'roles_changed', wanted.join(', ') || 'student');
    return presentUserSummary(
      { ...user, roles },
      { tenantSlug: target.slug, timeZone: target.settings.businessTimeZone },
    );
  });
};

/** Deletes a user and their avatar files; everything else they own goes with the row (foreign keys cascade). */
const removeUser = (tx: TenantTx, ctx: Ctx, user: UserWithRoles, target: TenantContext) =>
  // The log entry stays in the user's tenant; a super admin of another tenant is not named there.
  deleteAccountRows(
    tx,
    { id: user.id, email: user.email, name: fullName(user) },
    target.id === ctx.tenant.id ? ctx.actor.id : null,
  );

/** `DELETE /admin/users/:id`: a super admin deletes a user of any tenant (never themself this way). */
export const deleteUserAsSuperAdmin = async (deps: Deps, ctx: Ctx & { userId: string }) => {
  if (ctx.userId === ctx.actor.id) throw new AppError('forbidden');
  const target = await resolveUserTenant(deps, { ...ctx, userId: ctx.userId });
  const files = await withTenant(deps.db, target.id, async (tx) =>
    removeUser(tx, ctx, await getUserWithRoles(tx, ctx.userId), target),
  );
  for (const path of files) await deps.storage.remove(path);
};

/**
 * `DELETE /company/users/:id`: a company admin removes a user of their own company (not themself, not a
 * super admin, not another company admin: 403, a colleague they see but may not remove).
 */
export const deleteCompanyUser = async (deps: Deps, ctx: Ctx & { userId: string }) => {
  if (ctx.userId === ctx.actor.id) throw new AppError('forbidden');
  const files = await withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const user = await getUserWithRoles(tx, ctx.userId);
    if (!canManageUser(ctx.actor, factsOf(ctx, ctx.tenant, user))) throw new AppError('not_found');
    if (user.roles.includes('organization_admin')) throw new AppError('forbidden');
    return removeUser(tx, ctx, user, ctx.tenant);
  });
  for (const path of files) await deps.storage.remove(path);
};

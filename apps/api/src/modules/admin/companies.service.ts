import { type CompanyUpdate, type TenantAdminView, type TenantInput } from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { unsafeAcrossTenants, withTenant } from '../../db/with-tenant.ts';
import { effectiveCaptcha } from '../captcha/captcha.service.ts';
import { replaceTenantImage } from '../profile/images.service.ts';
import { presentTenantAdmin } from '../tenants/tenants.presenter.ts';
import { devMailboxEnabled } from '../mail/dev-mailbox.policy.ts';
import {
  createTenant,
  findAllTenants,
  findTenantHosts,
  getTenantById,
  setTenantImage,
  updateTenant,
  type TenantContext,
} from '../tenants/tenants.service.ts';
import { countUsers, unsafeCountUsersPerTenant } from '../users/user-rows.service.ts';

const present = (deps: Deps, tenant: TenantContext, hosts: string[], userCount: number): TenantAdminView =>
  presentTenantAdmin(tenant, {
    hosts,
    userCount,
    captcha: effectiveCaptcha(deps, tenant),
    devMailbox: devMailboxEnabled(deps),
  });

const countUsersOf = (deps: Deps, tenantId: string) => withTenant(deps.db, tenantId, (tx) => countUsers(tx));

/** Every tenant with its host names and user count. Crosses tenants on purpose: it is the platform's company list. */
export const unsafeFindCompanies = async (deps: Deps) => {
  const [tenants, counts] = await Promise.all([
    findAllTenants(deps.db),
    unsafeAcrossTenants(deps.db, (tx) => unsafeCountUsersPerTenant(tx)),
  ]);
  return tenants.map(({ tenant, hosts }) => present(deps, tenant, hosts, counts.get(tenant.id) ?? 0));
};

export const getCompany = async (deps: Deps, id: string) => {
  const tenant = await getTenantById(deps.db, id);
  const [hosts, count] = await Promise.all([findTenantHosts(deps.db, id), countUsersOf(deps, id)]);
  return present(deps, tenant, hosts, count);
};

export const createCompany = async (deps: Deps, input: TenantInput) => {
  const tenant = await createTenant(deps, input);
  return present(deps, tenant, input.host_names ?? [], 0);
};

/** Brand fields and a settings patch: fields and settings not sent keep their current values. */
export const updateCompany = async (deps: Deps, id: string, input: CompanyUpdate) => {
  await updateTenant(deps, id, input);
  return getCompany(deps, id);
};

/** A new logo or icon, stored as an upload of that tenant; a previous uploaded image is removed. */
export const setCompanyImage = async (deps: Deps, options: { id: string; field: 'logo' | 'icon'; data: Buffer }) => {
  const tenant = await getTenantById(deps.db, options.id);
  const url = await replaceTenantImage(deps, {
    tenantId: tenant.id,
    kind: options.field,
    previousUrl: tenant[options.field],
    data: options.data,
  });
  await setTenantImage(deps, tenant.id, options.field, url);
  return getCompany(deps, tenant.id);
};

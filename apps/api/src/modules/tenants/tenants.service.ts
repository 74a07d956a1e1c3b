import {
  DEFAULT_TENANT_SETTINGS,
  MAIN_TENANT,
  TenantSettings,
  TenantSettingsPatch,
  type TenantBrand,
  type TenantInput,
  type TenantUpdate,
} from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { effectiveCaptcha } from '../captcha/captcha.service.ts';
import { devMailboxEnabled } from '../mail/dev-mailbox.policy.ts';
import { presentTenantBrand } from './tenants.presenter.ts';
import { AppError } from '../../lib/app-error.ts';
import type { PlatformDb } from '../../db/with-tenant.ts';
import {
  insertTenant,
  replaceHosts,
  selectAllHosts,
  selectAllTenants,
  selectHostOwner,
  selectHosts,
  selectTenantByHost,
  selectTenantById,
  selectTenantByName,
  selectTenantBySlug,
  updateTenantRow,
  type TenantRow,
} from './tenants.repository.ts';

/** The tenant a request runs for, with its settings merged over the defaults. */
export interface TenantContext {
  id: string;
  slug: string;
  name: string;
  logo: string | null;
  icon: string | null;
  contactEmail: string | null;
  examName: string;
  themeColor: string;
  tabName: string;
  isCompany: boolean;
  settings: TenantSettings;
  createdAt: Date;
}

export const toTenantContext = (row: TenantRow): TenantContext => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  logo: row.logo,
  icon: row.icon,
  contactEmail: row.contactEmail,
  examName: row.examName,
  themeColor: row.themeColor,
  tabName: row.tabName,
  isCompany: row.isCompany,
  settings: TenantSettings.parse({ ...DEFAULT_TENANT_SETTINGS, ...row.settings }),
  createdAt: row.createdAt,
});

const TTL_MS = 10_000;
const cache = new Map<string, { value: TenantContext | null; expires: number }>();
/** Drops cached tenants after a change (other processes pick it up within TTL_MS). */
export const invalidateTenantCache = () => cache.clear();

const cached = async (key: string, load: () => Promise<TenantRow | undefined>) => {
  const hit = cache.get(key);
  if (hit && hit.expires > Date.now()) return hit.value;
  const row = await load();
  const value = row ? toTenantContext(row) : null;
  cache.set(key, { value, expires: Date.now() + TTL_MS });
  return value;
};

/** Tenant of a request: the X-Tenant slug, else the host name, else `main`. An unknown slug is 404. */
export const resolveTenant = async (
  db: PlatformDb,
  options: { slug?: string | undefined; host?: string | undefined },
) => {
  if (options.slug) {
    const slug = options.slug.trim().toLowerCase();
    const tenant = await cached(`slug:${slug}`, () => selectTenantBySlug(db, slug));
    if (!tenant) throw new AppError('tenant_not_found', { vars: { slug: slug.slice(0, 40) } });
    return tenant;
  }
  const host = options.host?.toLowerCase();
  if (host) {
    const byHost =
      (await cached(`host:${host}`, () => selectTenantByHost(db, host))) ??
      (host.includes(':')
        ? await cached(`host:${host.split(':')[0]}`, () => selectTenantByHost(db, host.split(':')[0]!))
        : null);
    if (byHost) return byHost;
  }
  const main = await cached(`slug:${MAIN_TENANT}`, () => selectTenantBySlug(db, MAIN_TENANT));
  if (!main) throw new AppError('tenant_not_found', { vars: { slug: MAIN_TENANT } });
  return main;
};

/** What `GET /api/tenant` answers for this tenant: its public brand (also the server-rendered first paint's). */
export const tenantBrandOf = (deps: Pick<Deps, 'config' | 'mailer'>, tenant: TenantContext): TenantBrand =>
  presentTenantBrand(tenant, { captcha: effectiveCaptcha(deps, tenant), devMailbox: devMailboxEnabled(deps) });

export const getTenantById = async (db: PlatformDb, id: string) => {
  const row = await selectTenantById(db, id);
  if (!row) throw new AppError('not_found');
  return toTenantContext(row);
};

/** The tenant of this slug, read now (not through the request cache), or undefined: start-up and the demo seed. */
export const findTenantBySlug = async (db: PlatformDb, slug: string): Promise<TenantContext | undefined> => {
  const row = await selectTenantBySlug(db, slug);
  return row ? toTenantContext(row) : undefined;
};

/** Whether a tenant already has this name (case-insensitive): an organisation sign-up needs a new one. */
export const isTenantNameTaken = async (db: PlatformDb, name: string) => !!(await selectTenantByName(db, name));

/** Whether a tenant already has this slug. */
export const isTenantSlugTaken = async (db: PlatformDb, slug: string) => !!(await selectTenantBySlug(db, slug));

export const findTenantHosts = (db: PlatformDb, tenantId: string) => selectHosts(db, tenantId);

/** Every tenant with its hosts — platform administration only. */
export const findAllTenants = async (db: PlatformDb) => {
  const [rows, hosts] = await Promise.all([selectAllTenants(db), selectAllHosts(db)]);
  return rows.map((row) => ({
    tenant: toTenantContext(row),
    hosts: hosts.filter((h) => h.tenantId === row.id).map((h) => h.host),
  }));
};

const assertHostsFree = async (db: PlatformDb, hosts: string[], tenantId: string | null) => {
  for (const host of hosts) {
    const owner = await selectHostOwner(db, host);
    if (owner && owner.tenantId !== tenantId)
      throw new AppError('host_name_taken', { details: { field: 'host_names' }, vars: { host } });
  }
};

export const createTenant = async (deps: Pick<Deps, 'db'>, input: TenantInput) =>
  deps.db.transaction(async (tx) => {
    if (await selectTenantBySlug(tx, input.slug)) throw new AppError('slug_taken', { details: { field: 'slug' } });
    const hosts = input.host_names ?? [];
    await assertHostsFree(tx, hosts, null);
    const row = await insertTenant(tx, {
      slug: input.slug,
      name: input.name,
      contactEmail: input.contact_email ?? null,
      examName: input.exam_name,
      themeColor: input.theme_color,
      tabName: input.tab_name,
      isCompany: input.isCompany,
      // Only the settings given are stored; the rest follow the platform defaults.
      settings: TenantSettingsPatch.parse(input.settings ?? {}),
    });
    await replaceHosts(tx, row.id, hosts);
    invalidateTenantCache();
    return toTenantContext(row);
  });

export const updateTenant = async (deps: Pick<Deps, 'db'>, id: string, input: TenantUpdate) =>
  deps.db.transaction(async (tx) => {
    const current = await selectTenantById(tx, id);
    if (!current) throw new AppError('not_found');
    if (input.slug && input.slug !== current.slug) {
      if (current.slug === MAIN_TENANT) throw new AppError('forbidden');
      if (await selectTenantBySlug(tx, input.slug)) throw new AppError('slug_taken', { details: { field: 'slug' } });
    }
    if (input.host_names) {
      await assertHostsFree(tx, input.host_names, id);
      await replaceHosts(tx, id, input.host_names);
    }
    const row = await updateTenantRow(tx, id, {
      ...(input.slug !== undefined ? { slug: input.slug } : {}),
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.contact_email !== undefined ? { contactEmail: input.contact_email } : {}),
      ...(input.exam_name !== undefined ? { examName: input.exam_name } : {}),
      ...(input.theme_color !== undefined ? { themeColor: input.theme_color } : {}),
      ...(input.tab_name !== undefined ? { tabName: input.tab_name } : {}),
      ...(input.isCompany !== undefined ? { isCompany: input.isCompany } : {}),
      ...(input.settings !== undefined
        ? { settings: { ...current.settings, ...TenantSettingsPatch.parse(input.settings) } }
        : {}),
    });
    invalidateTenantCache();
    return toTenantContext(row!);
  });

export const setTenantImage = (deps: Pick<Deps, 'db'>, id: string, field: 'logo' | 'icon', url: string) =>
  setTenantImages(deps, id, { [field]: url });

/** Sets the logo and/or the icon in one write. */
export const setTenantImages = async (deps: Pick<Deps, 'db'>, id: string, images: { logo?: string; icon?: string }) => {
  const row = await updateTenantRow(deps.db, id, images);
  if (!row) throw new AppError('not_found');
  invalidateTenantCache();
  return toTenantContext(row);
};

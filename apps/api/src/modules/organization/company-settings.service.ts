import {
  COMPANY_SETTING_KEYS,
  maskSecret,
  type CompanySettingsUpdate,
  type CompanySettingsValues,
  type CompanySettingsView,
} from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { replaceTenantImage } from '../profile/images.service.ts';
import { getTenantById, setTenantImage, updateTenant, type TenantContext } from '../tenants/tenants.service.ts';
import { presentBrandFields } from '../tenants/tenants.presenter.ts';
import { resolveCompany, type Ctx } from './company.service.ts';

/**
 * Issue 17: a company's own brand and settings, read and changed by its admins (a super admin may too). Only the
 * keys of COMPANY_SETTING_KEYS: never the slug, host names, `isCompany`, captcha or framing origins. The AI key
 * is write-only: it is stored, and shown back masked.
 */

const settingsOf = (tenant: TenantContext): CompanySettingsValues => {
  const values: Record<string, unknown> = {};
  for (const key of COMPANY_SETTING_KEYS) if (key !== 'aiApiKey') values[key] = tenant.settings[key];
  return values as CompanySettingsValues;
};

export const presentCompanySettings = (tenant: TenantContext): CompanySettingsView => ({
  id: tenant.id,
  ...presentBrandFields(tenant),
  settings: settingsOf(tenant),
  ai_api_key: { set: !!tenant.settings.aiApiKey, masked: maskSecret(tenant.settings.aiApiKey) },
});

/** `GET /api/company/:id/settings`: the company's admins (and super admins); any other tenant is not found. */
export const getCompanySettings = async (deps: Deps, ctx: Ctx & { id: string }) =>
  presentCompanySettings(await resolveCompany(deps, ctx, ctx.id));

/**
 * `PATCH /api/company/:id/settings`: the brand fields and settings sent change (merged over the current
 * settings); an empty `aiApiKey` clears the key, an absent one keeps it.
 */
export const updateCompanySettings = async (deps: Deps, ctx: Ctx & { id: string; input: CompanySettingsUpdate }) => {
  const company = await resolveCompany(deps, ctx, ctx.id);
  const { settings, ...brand } = ctx.input;
  const patch = settings ? { ...settings } : undefined;
  if (patch && patch.aiApiKey === '') patch.aiApiKey = null;
  return presentCompanySettings(
    await updateTenant(deps, company.id, { ...brand, ...(patch ? { settings: patch } : {}) }),
  );
};

/**
 * `POST /api/company/:id/logo` (issue 17): the company's new logo, shown in the header of its tenant. The file's
 * type is read from its content (PNG, JPEG, GIF, WebP; an SVG is refused, as any other type, with
 * `unsupported_file_type`), stored as an upload of the company's tenant; the previous uploaded logo is removed.
 */
export const uploadCompanyLogo = async (deps: Deps, ctx: Ctx & { id: string; read: () => Promise<Buffer> }) => {
  // Who may first (another tenant's company is not found), then the upload is read.
  const company = await resolveCompany(deps, ctx, ctx.id);
  const data = await ctx.read();
  const url = await replaceTenantImage(deps, {
    tenantId: company.id,
    kind: 'logo',
    previousUrl: company.logo,
    data,
  });
  await setTenantImage(deps, company.id, 'logo', url);
  return presentCompanySettings(await getTenantById(deps.db, company.id));
};

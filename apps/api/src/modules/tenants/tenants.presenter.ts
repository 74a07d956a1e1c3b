import { LANGS, type BrandFields, type TenantAdminView, type TenantBrand } from '@prepwell/contracts';
import { iso } from '../../lib/clock.ts';
import type { TenantContext } from './tenants.service.ts';

/** The brand fields every view of a tenant shows (`BrandFields`). */
export const presentBrandFields = (tenant: TenantContext): Pick<TenantBrand, keyof typeof BrandFields> => ({
  slug: tenant.slug,
  name: tenant.name,
  logo: tenant.logo,
  icon: tenant.icon,
  contact_email: tenant.contactEmail,
  exam_name: tenant.examName,
  theme_color: tenant.themeColor,
  tab_name: tenant.tabName,
});

export const presentTenantBrand = (
  tenant: TenantContext,
  options: { captcha: TenantBrand['captcha']['provider']; devMailbox: boolean },
): TenantBrand => ({
  ...presentBrandFields(tenant),
  isCompany: tenant.isCompany,
  languages: [...LANGS],
  default_lang: tenant.settings.defaultLang,
  captcha: {
    provider: options.captcha,
    site_key: options.captcha === 'recaptcha' ? tenant.settings.recaptchaSiteKey : null,
  },
  dev_mailbox: options.devMailbox,
  blog_url: tenant.settings.blogUrl,
  ad_block_hides_content: tenant.settings.adBlockHidesContent,
});

export const presentTenantAdmin = (
  tenant: TenantContext,
  extra: { hosts: string[]; userCount: number; captcha: TenantBrand['captcha']['provider']; devMailbox: boolean },
): TenantAdminView => ({
  ...presentTenantBrand(tenant, extra),
  id: tenant.id,
  host_names: extra.hosts,
  settings: tenant.settings,
  user_count: extra.userCount,
  created_at: iso(tenant.createdAt)!,
});

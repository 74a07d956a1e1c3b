import { z } from 'zod';
import { BrandFields, TenantInput, TenantSettingsPatch } from './tenant.ts';

/**
 * Issue 17: a company admin edits their own company's brand and settings (`GET`/`PATCH /api/company/:id/settings`).
 * Only what decisions.md lets a tenant change ("Settings a tenant can change") plus the brand, the five
 * API-only settings (grading prices, class-test cost, AI limits, AI endpoint and key) and the two new ones (blog
 * address, ad blocker hides content). Never the slug, host names, `isCompany`, captcha or framing origins: those
 * stay the platform's (super admin, `PATCH /api/admin/companies/:id`).
 */
export const COMPANY_SETTING_KEYS = [
  'emailVerificationReward',
  'referralInviteesPerReward',
  'referralInviterReward',
  'referralInviteeReward',
  'scoreReportUnlockPrice',
  'freeFullTestsPerDay',
  'freeSectionPracticesPerDay',
  'attemptsPerTest',
  'cardFeePercent',
  'coinPacks',
  'currency',
  'proPlans',
  'proGradingDiscountPercent',
  'businessTimeZone',
  'gradingPrices',
  'classTestCost',
  'aiFreeMessagesPerDay',
  'aiMessagesPerMinute',
  'aiBaseUrl',
  'aiModel',
  'aiApiKey',
  'blogUrl',
  'adBlockHidesContent',
] as const satisfies readonly (keyof TenantSettingsPatch)[];
export type CompanySettingKey = (typeof COMPANY_SETTING_KEYS)[number];

const pickMask = Object.fromEntries(COMPANY_SETTING_KEYS.map((k) => [k, true])) as { [K in CompanySettingKey]: true };

/** The settings patch a company admin may send: only those keys (another key is a 422, never silently dropped). */
export const CompanySettingsPatch = TenantSettingsPatch.pick(pickMask).strict();
export type CompanySettingsPatch = z.input<typeof CompanySettingsPatch>;

/** The brand fields a company admin may change. */
export const CompanyBrandPatch = TenantInput.pick({
  name: true,
  contact_email: true,
  exam_name: true,
  theme_color: true,
  tab_name: true,
}).partial();

/** `PATCH /api/company/:id/settings`: brand fields and settings sent change; the rest keep their values. */
export const CompanySettingsUpdate = CompanyBrandPatch.extend({ settings: CompanySettingsPatch.optional() }).strict();
export type CompanySettingsUpdate = z.input<typeof CompanySettingsUpdate>;

/** The settings as read back: every allowed key but the AI key, which is write-only. */
const { aiApiKey: _aiApiKey, ...readable } = TenantSettingsPatch.pick(pickMask).required().shape;
export const CompanySettingsValues = z.object(readable);
export type CompanySettingsValues = z.infer<typeof CompanySettingsValues>;

/** `GET` and `PATCH /api/company/:id/settings` answer. */
export const CompanySettingsView = z.object({
  id: z.string(),
  ...BrandFields,
  settings: CompanySettingsValues,
  /** The AI key is never sent back: only whether one is set and its last four characters, masked ("••••1a2b"). */
  ai_api_key: z.object({ set: z.boolean(), masked: z.string().nullable() }),
});
export type CompanySettingsView = z.infer<typeof CompanySettingsView>;

/** How a stored secret is shown: bullets and, for a key long enough to keep it secret, its last four characters. */
export const maskSecret = (secret: string | null | undefined): string | null => {
  if (!secret) return null;
  return secret.length >= 12 ? `••••••••${secret.slice(-4)}` : '••••••••';
};

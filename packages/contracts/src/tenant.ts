import { z } from 'zod';
import { HexColor, HostName, isTimeZone, Lang, Slug } from './common.ts';

/** An https origin (scheme, host, optional port; no path), as CSP source lists take it. */
export const EmbedOrigin = z
  .string()
  .trim()
  .toLowerCase()
  .max(200)
  .regex(/^https:\/\/[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+(:\d{1,5})?$/);

export const CaptchaProvider = z.enum(['builtin', 'recaptcha', 'off']);
export type CaptchaProvider = z.infer<typeof CaptchaProvider>;

/** Settings a tenant can change, with the defaults of decisions.md. */
export const TenantSettings = z.object({
  emailVerificationReward: z.number().int().min(0).max(100000).default(10),
  referralInviteesPerReward: z.number().int().min(1).max(100).default(2),
  referralInviterReward: z.number().int().min(0).max(100000).default(10),
  referralInviteeReward: z.number().int().min(0).max(100000).default(10),
  scoreReportUnlockPrice: z.number().int().min(0).max(100000).default(10),
  freeFullTestsPerDay: z.number().int().min(0).max(1000).default(2),
  freeSectionPracticesPerDay: z.number().int().min(0).max(1000).default(5),
  attemptsPerTest: z.number().int().min(1).max(100).default(3),
  cardFeePercent: z.number().min(0).max(50).default(5),
  coinPacks: z
    .array(z.object({ coins: z.number().int().min(1).max(1000000), price: z.number().min(0).max(1000000) }))
    .max(20)
    .default([
      { coins: 20, price: 2 },
      { coins: 40, price: 4 },
      { coins: 60, price: 6 },
      { coins: 120, price: 12 },
      { coins: 200, price: 20 },
      { coins: 240, price: 24 },
    ]),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .default('USD'),
  proPlans: z
    .array(
      z.object({
        months: z.number().int().min(0).max(1200), // 0 = lifetime
        price: z.number().min(0).max(1000000),
        discountPercent: z.number().min(0).max(100).default(0),
        discountEndsAt: z.string().datetime().nullable().default(null),
      }),
    )
    .max(10)
    .default([
      { months: 1, price: 15, discountPercent: 0, discountEndsAt: null },
      { months: 6, price: 75, discountPercent: 0, discountEndsAt: null },
      { months: 12, price: 120, discountPercent: 0, discountEndsAt: null },
      { months: 0, price: 299, discountPercent: 0, discountEndsAt: null },
    ]),
  proGradingDiscountPercent: z.number().min(0).max(100).default(20),
  /** T-Coins per graded answer at each unlock level (score only, simple comments, VIP comments). */
  gradingPrices: z
    .object({
      score: z.number().int().min(0).max(100000),
      simple: z.number().int().min(0).max(100000),
      vip: z.number().int().min(0).max(100000),
    })
    .default({ score: 10, simple: 30, vip: 60 }),
  businessTimeZone: z.string().max(64).refine(isTimeZone).default('Asia/Taipei'),
  captcha: CaptchaProvider.default('builtin'),
  recaptchaSiteKey: z.string().max(200).nullable().default(null),
  /** Code a teacher enters to register as a teacher of this tenant; null disables teacher sign-up. */
  instructorCode: z.string().trim().min(4).max(64).nullable().default(null),
  defaultLang: Lang.default('en'),
  /** Issue 5: coins a paid class test takes from the class's coins per student attempt. */
  classTestCost: z.number().int().min(0).max(100000).default(10),
  /** Issue 6: tutor messages per day for a Free member (Pro unlimited), and per minute for anyone. */
  aiFreeMessagesPerDay: z.number().int().min(0).max(10000).default(20),
  aiMessagesPerMinute: z.number().int().min(1).max(1000).default(10),
  /** Issue 6: this tenant's own OpenAI-compatible endpoint (else the server's AI_BASE_URL, else offline). */
  aiBaseUrl: z
    .url({ protocol: /^https?$/ })
    .max(500)
    .nullable()
    .default(null),
  aiModel: z.string().trim().max(100).nullable().default(null),
  aiApiKey: z.string().trim().max(500).nullable().default(null),
  /** Issue 11: https origins allowed to show this tenant's app in a frame (CSP frame-ancestors); none by default. */
  embedOrigins: z.array(EmbedOrigin).max(10).default([]),
  /** Issue 17: where `/blogs` leads (the tenant's blog); null hides Blogs from the menu and `/blogs` is not found. */
  blogUrl: z
    .url({ protocol: /^https?$/ })
    .max(500)
    .nullable()
    .default(null),
  /** Issue 17: whether a detected ad blocker hides the page content (the spec's behaviour); off by default, never during a test. */
  adBlockHidesContent: z.boolean().default(false),
});
export type TenantSettings = z.infer<typeof TenantSettings>;
export const DEFAULT_TENANT_SETTINGS: TenantSettings = TenantSettings.parse({});

/** A tenant's brand as every view of it shows it: the public brand and a company's settings. */
export const BrandFields = {
  slug: z.string(),
  name: z.string(),
  logo: z.string().nullable(),
  icon: z.string().nullable(),
  contact_email: z.string().nullable(),
  exam_name: z.string(),
  theme_color: z.string(),
  tab_name: z.string(),
};

/** The public brand (`GET /api/tenant`). */
export const TenantBrand = z.object({
  ...BrandFields,
  isCompany: z.boolean(),
  languages: z.array(Lang),
  default_lang: Lang,
  captcha: z.object({ provider: CaptchaProvider, site_key: z.string().nullable() }),
  /** True when e-mail is kept in the dev outbox rather than sent over SMTP. */
  dev_mailbox: z.boolean(),
  /** The tenant's blog (`/blogs` leads there); null: no blog. */
  blog_url: z.string().nullable(),
  /** Whether a detected ad blocker hides the page content (tenant setting, off by default). */
  ad_block_hides_content: z.boolean(),
});
export type TenantBrand = z.infer<typeof TenantBrand>;

/** A tenant as the super admin sees and edits it. */
export const TenantAdminView = TenantBrand.extend({
  id: z.string(),
  host_names: z.array(z.string()),
  settings: TenantSettings,
  user_count: z.number().int(),
  created_at: z.string(),
});
export type TenantAdminView = z.infer<typeof TenantAdminView>;

type WithoutDefault<T> = T extends z.ZodDefault<infer Inner> ? Inner : T;
const settingsShape = TenantSettings.shape;

/**
 * Tenant settings as a patch: only the keys sent, no defaults filled in (`TenantSettings.partial()`
 * would fill every default, and a patch of one setting would reset all the others).
 */
export const TenantSettingsPatch = z.object(
  Object.fromEntries(
    Object.entries(settingsShape).map(([key, field]) => [key, (field as z.ZodDefault<z.ZodType>).unwrap().optional()]),
  ) as {
    [K in keyof typeof settingsShape]: z.ZodOptional<WithoutDefault<(typeof settingsShape)[K]>>;
  },
);
export type TenantSettingsPatch = z.infer<typeof TenantSettingsPatch>;

/** Creating a tenant. No field has a default, so the same shape made partial is a safe patch. */
export const TenantInput = z.object({
  slug: Slug,
  name: z.string().trim().min(1).max(100),
  contact_email: z.string().trim().toLowerCase().pipe(z.email()).nullable().optional(),
  exam_name: z.string().trim().min(1).max(100),
  theme_color: HexColor,
  tab_name: z.string().trim().min(1).max(100),
  isCompany: z.boolean(),
  host_names: z.array(HostName).max(20).optional(),
  settings: TenantSettingsPatch.optional(),
});
export type TenantInput = z.input<typeof TenantInput>;
/** Changing a tenant: only the fields sent change; settings sent are merged over the current ones. */
export const TenantUpdate = TenantInput.partial();
export type TenantUpdate = z.input<typeof TenantUpdate>;

import {
  DEFAULT_TENANT_SETTINGS,
  type CaptchaProvider,
  type Lang,
  type TenantAdminView,
  type TenantSettings,
} from '@prepwell/contracts';
import type { CompanyInput } from './admin.api.ts';

type Num = number | string;

export interface SettingsValues {
  emailVerificationReward: Num;
  referralInviteesPerReward: Num;
  referralInviterReward: Num;
  referralInviteeReward: Num;
  scoreReportUnlockPrice: Num;
  freeFullTestsPerDay: Num;
  freeSectionPracticesPerDay: Num;
  attemptsPerTest: Num;
  cardFeePercent: Num;
  coinPacks: { coins: Num; price: Num }[];
  currency: string;
  proPlans: { months: Num; price: Num; discountPercent: Num; discountEndsAt: string }[];
  proGradingDiscountPercent: Num;
  businessTimeZone: string;
  captcha: CaptchaProvider;
  recaptchaSiteKey: string;
  instructorCode: string;
  defaultLang: Lang;
  /** One origin per line. */
  embedOrigins: string;
}

export interface CompanyValues {
  slug: string;
  name: string;
  contact_email: string;
  exam_name: string;
  theme_color: string;
  tab_name: string;
  isCompany: boolean;
  host_names: string[];
  settings: SettingsValues;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** ISO instant → the `datetime-local` input's local wall time, and back. */
export const toLocalInput = (iso: string | null) => {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};
export const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : null);

const settingsValuesOf = (s: TenantSettings): SettingsValues => ({
  ...s,
  coinPacks: s.coinPacks.map((p) => ({ ...p })),
  proPlans: s.proPlans.map((p) => ({ ...p, discountEndsAt: toLocalInput(p.discountEndsAt) })),
  recaptchaSiteKey: s.recaptchaSiteKey ?? '',
  instructorCode: s.instructorCode ?? '',
  embedOrigins: s.embedOrigins.join('\n'),
});

export const companyValuesOf = (view?: TenantAdminView): CompanyValues => ({
  slug: view?.slug ?? '',
  name: view?.name ?? '',
  contact_email: view?.contact_email ?? '',
  exam_name: view?.exam_name ?? 'SAT',
  theme_color: view?.theme_color ?? '#1c6fd1',
  tab_name: view?.tab_name ?? '',
  isCompany: view?.isCompany ?? true,
  host_names: view?.host_names ?? [],
  settings: settingsValuesOf(view?.settings ?? DEFAULT_TENANT_SETTINGS),
});

const num = (v: Num) => (typeof v === 'number' ? v : Number(v.trim() === '' ? Number.NaN : v));

export const toSettings = (s: SettingsValues) => ({
  emailVerificationReward: num(s.emailVerificationReward),
  referralInviteesPerReward: num(s.referralInviteesPerReward),
  referralInviterReward: num(s.referralInviterReward),
  referralInviteeReward: num(s.referralInviteeReward),
  scoreReportUnlockPrice: num(s.scoreReportUnlockPrice),
  freeFullTestsPerDay: num(s.freeFullTestsPerDay),
  freeSectionPracticesPerDay: num(s.freeSectionPracticesPerDay),
  attemptsPerTest: num(s.attemptsPerTest),
  cardFeePercent: num(s.cardFeePercent),
  coinPacks: s.coinPacks.map((p) => ({ coins: num(p.coins), price: num(p.price) })),
  currency: s.currency.trim().toUpperCase(),
  proPlans: s.proPlans.map((p) => ({
    months: num(p.months),
    price: num(p.price),
    discountPercent: num(p.discountPercent),
    discountEndsAt: fromLocalInput(p.discountEndsAt),
  })),
  proGradingDiscountPercent: num(s.proGradingDiscountPercent),
  businessTimeZone: s.businessTimeZone,
  captcha: s.captcha,
  recaptchaSiteKey: s.recaptchaSiteKey.trim() || null,
  instructorCode: s.instructorCode.trim() || null,
  defaultLang: s.defaultLang,
  embedOrigins: s.embedOrigins
    .split(/\s+/)
    .map((o) => o.trim())
    .filter(Boolean),
});

export const toCompanyInput = (v: CompanyValues): CompanyInput => ({
  slug: v.slug.trim().toLowerCase(),
  name: v.name.trim(),
  contact_email: v.contact_email.trim() || null,
  exam_name: v.exam_name.trim(),
  theme_color: v.theme_color,
  tab_name: v.tab_name.trim(),
  isCompany: v.isCompany,
  host_names: v.host_names.map((h) => h.trim().toLowerCase()).filter(Boolean),
  settings: toSettings(v.settings),
});

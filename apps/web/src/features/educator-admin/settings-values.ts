import {
  TenantSettings,
  type CompanySettingsUpdate,
  type CompanySettingsValues,
  type CompanySettingsView,
} from '@prepwell/contracts';
import { fits } from '../../lib/form-rules.ts';

/** The company settings form's values and the PATCH body they become (pure, tested). */

type NumberKey =
  | 'scoreReportUnlockPrice'
  | 'classTestCost'
  | 'emailVerificationReward'
  | 'referralInviteesPerReward'
  | 'referralInviterReward'
  | 'referralInviteeReward'
  | 'cardFeePercent'
  | 'proGradingDiscountPercent'
  | 'freeFullTestsPerDay'
  | 'freeSectionPracticesPerDay'
  | 'attemptsPerTest'
  | 'aiFreeMessagesPerDay'
  | 'aiMessagesPerMinute';

/** Each number setting's bounds (contracts TenantSettings) and whether it takes decimals. */
export const NUMBER_FIELDS: Record<NumberKey, { min: number; max: number; decimal?: boolean }> = {
  scoreReportUnlockPrice: { min: 0, max: 100000 },
  classTestCost: { min: 0, max: 100000 },
  emailVerificationReward: { min: 0, max: 100000 },
  referralInviteesPerReward: { min: 1, max: 100 },
  referralInviterReward: { min: 0, max: 100000 },
  referralInviteeReward: { min: 0, max: 100000 },
  cardFeePercent: { min: 0, max: 50, decimal: true },
  proGradingDiscountPercent: { min: 0, max: 100, decimal: true },
  freeFullTestsPerDay: { min: 0, max: 1000 },
  freeSectionPracticesPerDay: { min: 0, max: 1000 },
  attemptsPerTest: { min: 1, max: 100 },
  aiFreeMessagesPerDay: { min: 0, max: 10000 },
  aiMessagesPerMinute: { min: 1, max: 1000 },
};
export const GRADING_LEVELS = ['score', 'simple', 'vip'] as const;
export const PRICE_KEYS = [
  'scoreReportUnlockPrice',
  'classTestCost',
  'emailVerificationReward',
  'referralInviteesPerReward',
  'referralInviterReward',
  'referralInviteeReward',
  'cardFeePercent',
  'proGradingDiscountPercent',
] as const satisfies readonly NumberKey[];
export const LIMIT_KEYS = [
  'freeFullTestsPerDay',
  'freeSectionPracticesPerDay',
  'attemptsPerTest',
  'aiFreeMessagesPerDay',
  'aiMessagesPerMinute',
] as const satisfies readonly NumberKey[];

type NumberValue = number | '';

export interface SettingsFormValues {
  name: string;
  contact_email: string;
  exam_name: string;
  tab_name: string;
  theme_color: string;
  settings: Record<NumberKey, NumberValue> & {
    gradingPrices: Record<(typeof GRADING_LEVELS)[number], NumberValue>;
    aiBaseUrl: string;
    aiModel: string;
    blogUrl: string;
    adBlockHidesContent: boolean;
    businessTimeZone: string;
    currency: string;
  };
  /** A new AI key (write-only); empty keeps the stored one unless `removeAiKey`. */
  aiApiKey: string;
  removeAiKey: boolean;
}

export const settingsFormValuesOf = (view: CompanySettingsView): SettingsFormValues => {
  const s = view.settings;
  const numbers = Object.fromEntries(Object.keys(NUMBER_FIELDS).map((k) => [k, s[k as NumberKey]])) as Record<
    NumberKey,
    number
  >;
  return {
    name: view.name,
    contact_email: view.contact_email ?? '',
    exam_name: view.exam_name,
    tab_name: view.tab_name,
    theme_color: view.theme_color,
    settings: {
      ...numbers,
      gradingPrices: { ...s.gradingPrices },
      aiBaseUrl: s.aiBaseUrl ?? '',
      aiModel: s.aiModel ?? '',
      blogUrl: s.blogUrl ?? '',
      adBlockHidesContent: s.adBlockHidesContent,
      businessTimeZone: s.businessTimeZone,
      currency: s.currency,
    },
    aiApiKey: '',
    removeAiKey: false,
  };
};

const orNull = (text: string) => (text.trim() ? text.trim() : null);

/**
 * The PATCH body: the brand and every setting the form shows (coin packs and Pro plans are not on this form, so
 * they are not sent and keep their values); the AI key only when one was typed, or '' to remove it.
 */
export const toSettingsUpdate = (v: SettingsFormValues): CompanySettingsUpdate => {
  const s = v.settings;
  const numbers = Object.fromEntries(Object.keys(NUMBER_FIELDS).map((k) => [k, s[k as NumberKey]])) as Record<
    NumberKey,
    number
  >;
  const settings: Partial<CompanySettingsValues> & { aiApiKey?: string | null } = {
    ...numbers,
    gradingPrices: {
      score: Number(s.gradingPrices.score),
      simple: Number(s.gradingPrices.simple),
      vip: Number(s.gradingPrices.vip),
    },
    aiBaseUrl: orNull(s.aiBaseUrl),
    aiModel: orNull(s.aiModel),
    blogUrl: orNull(s.blogUrl),
    adBlockHidesContent: s.adBlockHidesContent,
    businessTimeZone: s.businessTimeZone.trim(),
    currency: s.currency.trim().toUpperCase(),
  };
  if (v.aiApiKey.trim()) settings.aiApiKey = v.aiApiKey.trim();
  else if (v.removeAiKey) settings.aiApiKey = '';
  return {
    name: v.name,
    contact_email: orNull(v.contact_email),
    exam_name: v.exam_name,
    tab_name: v.tab_name,
    theme_color: v.theme_color,
    settings,
  };
};

/** Whether an address is one the server takes for a blog or an AI endpoint (http or https). */
export const isWebAddress = (text: string) => {
  if (!text.trim()) return true;
  try {
    const url = new URL(text.trim());
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
};

// The form's rules are the server's: the contracts' TenantSettings schema decides (NUMBER_FIELDS gives the
// inputs' bounds and the messages' numbers).

/** Whether a number setting's value is one the server takes. */
export const isSettingNumber = (key: NumberKey, value: NumberValue) =>
  value !== '' && fits(TenantSettings.shape[key], value);

/** Whether a grading price (T-Coins per graded answer, any level) is one the server takes. */
export const isGradingPrice = (value: NumberValue) =>
  value !== '' && fits(TenantSettings.shape.gradingPrices.unwrap().shape.score, value);

export const isTimeZone = (tz: string) => fits(TenantSettings.shape.businessTimeZone, tz);

/** Whether a currency code, as the form sends it (trimmed, upper case), is one the server takes. */
export const isCurrencyCode = (code: string) => fits(TenantSettings.shape.currency, code.trim().toUpperCase());

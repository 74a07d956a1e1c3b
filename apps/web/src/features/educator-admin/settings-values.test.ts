import { DEFAULT_TENANT_SETTINGS, type CompanySettingsView } from '@prepwell/contracts';
import { describe, expect, it } from 'vitest';
import {
  NUMBER_FIELDS,
  isCurrencyCode,
  isGradingPrice,
  isSettingNumber,
  isTimeZone,
  isWebAddress,
  settingsFormValuesOf,
  toSettingsUpdate,
} from './settings-values.ts';

const {
  aiApiKey: _key,
  embedOrigins: _e,
  captcha: _c,
  recaptchaSiteKey: _r,
  instructorCode: _i,
  defaultLang: _d,
  ...s
} = DEFAULT_TENANT_SETTINGS;
const view: CompanySettingsView = {
  id: 'x',
  slug: 'demo',
  name: 'Demo Prep',
  logo: null,
  icon: null,
  contact_email: null,
  exam_name: 'SAT',
  theme_color: '#224488',
  tab_name: 'Demo',
  settings: s,
  ai_api_key: { set: true, masked: '••••••••abcd' },
};

describe('company settings form values', () => {
  it('round-trips the view without sending the key, coin packs or Pro plans', () => {
    const body = toSettingsUpdate(settingsFormValuesOf(view));
    expect(body.settings).not.toHaveProperty('aiApiKey');
    expect(body.settings).not.toHaveProperty('coinPacks');
    expect(body.settings).not.toHaveProperty('proPlans');
    expect(body.settings).toMatchObject({ classTestCost: 10, gradingPrices: { score: 10, simple: 30, vip: 60 } });
    expect(body.contact_email).toBeNull();
    expect(body.settings?.blogUrl).toBeNull();
  });

  it('sends a typed key, or an empty one to remove it', () => {
    const values = settingsFormValuesOf(view);
    expect(toSettingsUpdate({ ...values, aiApiKey: ' sk-new ' }).settings?.aiApiKey).toBe('sk-new');
    expect(toSettingsUpdate({ ...values, removeAiKey: true }).settings?.aiApiKey).toBe('');
  });

  it('checks addresses and time zones as the server does', () => {
    expect(isWebAddress('https://blog.example.com')).toBe(true);
    expect(isWebAddress('')).toBe(true);
    expect(isWebAddress('javascript:alert(1)')).toBe(false);
    expect(isWebAddress('blog')).toBe(false);
    expect(isTimeZone('Asia/Taipei')).toBe(true);
    expect(isTimeZone('Mars/Base')).toBe(false);
  });
});

describe('company settings rules', () => {
  it('bounds each number setting as its NUMBER_FIELDS entry says (the inputs and the messages show those)', () => {
    for (const [key, { min, max, decimal }] of Object.entries(NUMBER_FIELDS)) {
      const k = key as keyof typeof NUMBER_FIELDS;
      expect([isSettingNumber(k, min), isSettingNumber(k, max)], key).toEqual([true, true]);
      expect([isSettingNumber(k, min - 1), isSettingNumber(k, max + 1), isSettingNumber(k, '')], key).toEqual([
        false,
        false,
        false,
      ]);
      expect(isSettingNumber(k, min + 0.5), key).toBe(!!decimal);
    }
    expect([isGradingPrice(0), isGradingPrice(100000), isGradingPrice(100001), isGradingPrice(1.5)]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it('takes a currency code in any case, as the form sends it upper-cased', () => {
    expect([isCurrencyCode('usd'), isCurrencyCode(' TWD '), isCurrencyCode('US'), isCurrencyCode('U$D')]).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(isTimeZone('')).toBe(false);
  });
});

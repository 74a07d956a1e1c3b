import { describe, expect, it } from 'vitest';
import {
  feeMinor,
  minorDigits,
  planPriceMinor,
  presentPlanOffer,
  toMajor,
  toMinor,
} from '../src/modules/plans/pricing.ts';

/** Money of packs and plans (pure): minor units by currency, card fee, timed discounts. */
describe('pricing', () => {
  const now = new Date('2026-06-01T00:00:00Z');
  const plan = (discountPercent: number, discountEndsAt: string | null) => ({
    months: 6,
    price: 75,
    discountPercent,
    discountEndsAt,
  });

  it('keeps minor units by the currency (USD cents, JPY none)', () => {
    expect(minorDigits('USD')).toBe(2);
    expect(minorDigits('JPY')).toBe(0);
    expect(toMinor(12.34, 'USD')).toBe(1234);
    expect(toMinor(0.1 + 0.2, 'USD')).toBe(30);
    expect(toMinor(500, 'JPY')).toBe(500);
    expect(toMajor(1261, 'USD')).toBe(12.61);
  });

  it('adds the card fee only to card payments, rounded to the minor unit', () => {
    expect(feeMinor(1200, 'card', 5)).toBe(60);
    expect(feeMinor(199, 'card', 5)).toBe(10);
    expect(feeMinor(1200, 'atm', 5)).toBe(0);
    expect(feeMinor(1200, 'cvs', 5)).toBe(0);
  });

  it('applies a discount only while its end lies ahead', () => {
    expect(planPriceMinor(plan(20, '2026-06-01T00:00:01Z'), 'USD', now)).toBe(6000);
    expect(planPriceMinor(plan(20, '2026-06-01T00:00:00Z'), 'USD', now)).toBe(7500);
    expect(planPriceMinor(plan(20, null), 'USD', now)).toBe(7500);
    expect(planPriceMinor(plan(33, '2027-01-01T00:00:00Z'), 'USD', now)).toBe(5025);
    expect(presentPlanOffer(plan(33, '2027-01-01T00:00:00Z'), 'USD', now)).toEqual({
      months: 6,
      price: 75,
      discount_percent: 33,
      discount_ends_at: '2027-01-01T00:00:00.000Z',
      final_price: 50.25,
    });
    expect(presentPlanOffer(plan(33, '2026-01-01T00:00:00Z'), 'USD', now)).toMatchObject({
      discount_percent: 0,
      discount_ends_at: null,
      final_price: 75,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { addMonths, giftNote, giftedExpiry, isValidGift, localToday } from './plan-coins-rules.ts';

describe('plan-coins rules', () => {
  it('adds months, clamping to the last day of a shorter month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-11-15', 3)).toBe('2027-02-15');
  });

  it('a gift extends a running Pro period, and starts today otherwise', () => {
    expect(giftedExpiry({ current: '2026-12-20', months: 1, today: '2026-11-26' })).toBe('2027-01-20');
    expect(giftedExpiry({ current: '2026-10-01', months: 1, today: '2026-11-26' })).toBe('2026-12-26');
    expect(giftedExpiry({ current: null, months: 12, today: '2026-11-26' })).toBe('2027-11-26');
  });

  it('accepts whole amounts from 1 to a million only', () => {
    expect(isValidGift(50)).toBe(true);
    for (const bad of [0, -1, 1.5, 1_000_001, '50', null]) expect(isValidGift(bad)).toBe(false);
  });

  it("writes the reason in the receiver's language, then the admin's words", () => {
    expect(giftNote('contest', 'en', '')).toBe('Contest prize');
    expect(giftNote('contest', 'tw', ' 春季 ')).toBe('競賽獎勵 — 春季');
    expect(giftNote('reward', 'cn', '')).toBe('中心奖励');
    expect(giftNote('reward', 'en', 'x'.repeat(600))).toHaveLength(500);
  });

  it('formats today as a calendar date', () => {
    expect(localToday(new Date(2026, 0, 5))).toBe('2026-01-05');
  });
});

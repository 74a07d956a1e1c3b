import type { PlanOffer } from '@prepwell/contracts';
import { describe, expect, it } from 'vitest';
import {
  feeFor,
  gradingPriceFor,
  packForCoins,
  parseWantedCoins,
  planPriceView,
  priceLines,
  roundMoney,
} from './money.ts';

describe('card fee and total', () => {
  it('adds the card fee as its own line, to the cent', () => {
    expect(priceLines(4, 'card', 5)).toEqual({ price: 4, fee: 0.2, total: 4.2 });
    expect(priceLines(19.99, 'card', 5)).toEqual({ price: 19.99, fee: 1, total: 20.99 }); // 0.9995 rounds half up
    expect(priceLines(0.1 + 0.2, 'card', 5)).toEqual({ price: 0.3, fee: 0.02, total: 0.32 });
  });
  it('charges no fee for ATM transfer and convenience-store payments', () => {
    expect(priceLines(24, 'atm', 5)).toEqual({ price: 24, fee: 0, total: 24 });
    expect(priceLines(24, 'cvs', 5)).toEqual({ price: 24, fee: 0, total: 24 });
    expect(feeFor(24, 'card', 0)).toBe(0);
  });
  it('rounds to the minor unit of the currency', () => {
    expect(priceLines(99, 'card', 5, 'JPY')).toEqual({ price: 99, fee: 5, total: 104 }); // 4.95 yen → 5
    expect(priceLines(19.99, 'card', 5, 'EUR')).toEqual({ price: 19.99, fee: 1, total: 20.99 });
  });
  it('rounds money half up at 2 decimals without float noise', () => {
    expect(roundMoney(1.005)).toBe(1.01);
    expect(roundMoney(2.675)).toBe(2.68);
    expect(roundMoney(10)).toBe(10);
  });
});

const plan = (over: Partial<PlanOffer>): PlanOffer => ({
  months: 6,
  price: 100,
  discount_percent: 0,
  discount_ends_at: null,
  final_price: 100,
  ...over,
});
const NOW = new Date('2026-11-23T12:00:00Z');

describe('plan discount display', () => {
  it('strikes the list price through while a discount runs, with its end', () => {
    const view = planPriceView(
      plan({ discount_percent: 20, final_price: 80, discount_ends_at: '2026-12-01T00:00:00Z' }),
      NOW,
    );
    expect(view).toEqual({ onSale: true, list: 100, final: 80, percent: 20, endsAt: '2026-12-01T00:00:00Z' });
  });
  it('a discount without an end does not run (as on the server)', () => {
    expect(planPriceView(plan({ discount_percent: 10, final_price: 90 }), NOW)).toMatchObject({
      onSale: false,
      final: 100,
      endsAt: null,
    });
  });
  it('shows the list price once the discount has ended, or when none is set', () => {
    expect(
      planPriceView(plan({ discount_percent: 20, final_price: 80, discount_ends_at: '2026-11-23T11:59:59Z' }), NOW),
    ).toEqual({
      onSale: false,
      list: 100,
      final: 100,
      percent: 0,
      endsAt: null,
    });
    expect(planPriceView(plan({}), NOW).onSale).toBe(false);
  });
});

describe('the t-coins query and pack choice', () => {
  const packs = [{ coins: 60 }, { coins: 20 }, { coins: 240 }, { coins: 40 }];
  it('picks the smallest pack of at least N coins', () => {
    expect(packForCoins(packs, 1)?.coins).toBe(20);
    expect(packForCoins(packs, 20)?.coins).toBe(20);
    expect(packForCoins(packs, 41)?.coins).toBe(60);
  });
  it('falls back to the largest pack, and to none without a wish', () => {
    expect(packForCoins(packs, 1000)?.coins).toBe(240);
    expect(packForCoins(packs, null)).toBeNull();
    expect(packForCoins([], 10)).toBeNull();
  });
  it('reads only positive whole numbers', () => {
    expect(parseWantedCoins('35')).toBe(35);
    expect(parseWantedCoins(' 8 ')).toBe(8);
    for (const bad of [null, '', '0', '-3', '1.5', 'abc', '1e3', '99999999']) expect(parseWantedCoins(bad)).toBeNull();
  });
});

describe('grading price', () => {
  it('takes the Pro discount off, in whole coins', () => {
    expect(gradingPriceFor(30, true, 20)).toBe(24);
    expect(gradingPriceFor(30, false, 20)).toBe(30);
    expect(gradingPriceFor(10, true, 25)).toBe(8); // 7.5 rounds half up
  });
});

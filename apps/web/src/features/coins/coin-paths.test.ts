import { describe, expect, it } from 'vitest';
import { depositPath, purchaseCompletePath, sandboxCheckoutPath, shortfallOf } from './coin-paths.ts';

describe('coin paths', () => {
  it('carries the wanted coins to the deposit page', () => {
    expect(depositPath(35)).toBe('/deposit?t-coins=35');
    expect(depositPath(2.5)).toBe('/deposit?t-coins=3');
    expect(depositPath(null)).toBe('/deposit');
    expect(depositPath(0)).toBe('/deposit');
  });
  it('builds the checkout and outcome pages of an order', () => {
    expect(sandboxCheckoutPath('0b6b7f7e-0000-4000-8000-000000000001')).toBe(
      '/checkout/sandbox/0b6b7f7e-0000-4000-8000-000000000001',
    );
    expect(purchaseCompletePath('a/b')).toBe('/purchase-complete/a%2Fb');
  });
});

describe('shortfallOf (insufficient_balance details)', () => {
  it('is what the deposit must at least bring', () => {
    expect(shortfallOf({ balance: 4, needed: 10 })).toEqual({ needed: 10, balance: 4, missing: 6 });
    expect(shortfallOf({ balance: '4', needed: '10' })).toEqual({ needed: 10, balance: 4, missing: 6 });
  });
  it('falls back to the price, or nothing, when the error lacks amounts', () => {
    expect(shortfallOf({ needed: 10 })).toEqual({ needed: 10, balance: null, missing: 10 });
    expect(shortfallOf({})).toEqual({ needed: null, balance: null, missing: null });
    expect(shortfallOf({ balance: 12, needed: 10 }).missing).toBeNull();
  });
});

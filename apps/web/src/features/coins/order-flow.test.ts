import type { OrderView } from '@prepwell/contracts';
import { describe, expect, it } from 'vitest';
import { pollIntervalOf } from './purchase-complete-screen.tsx';
import { nextStepOf } from './use-place-order.ts';

const order = (over: Partial<OrderView>): OrderView => ({
  id: '0b6b7f7e-0000-4000-8000-000000000001',
  kind: 'coins',
  coins: 60,
  plan_months: null,
  currency: 'USD',
  price: 6,
  discount: 0,
  fee: 0.3,
  total: 6.3,
  method: 'card',
  provider: 'sandbox',
  status: 'pending',
  checkout_url: null,
  instructions: null,
  failure_reason: null,
  created_at: '2026-11-23T12:00:00.000Z',
  paid_at: null,
  ...over,
});
const ORIGIN = 'https://demo.prepwell.test';

describe('after an order is placed', () => {
  it('opens the sandbox checkout inside the app', () => {
    expect(nextStepOf(order({ checkout_url: '/checkout/sandbox/abc' }), ORIGIN)).toEqual({
      kind: 'app',
      path: '/checkout/sandbox/abc',
    });
    expect(nextStepOf(order({ checkout_url: `${ORIGIN}/checkout/sandbox/abc?x=1` }), ORIGIN)).toEqual({
      kind: 'app',
      path: '/checkout/sandbox/abc?x=1',
    });
  });
  it('leaves for an external provider page (Stripe Checkout)', () => {
    expect(
      nextStepOf(order({ provider: 'stripe', checkout_url: 'https://checkout.stripe.com/c/pay/cs_test_1' }), ORIGIN),
    ).toEqual({
      kind: 'external',
      url: 'https://checkout.stripe.com/c/pay/cs_test_1',
    });
  });
  it('shows ATM / store instructions on the order page', () => {
    const atm = order({
      method: 'atm',
      checkout_url: '/checkout/sandbox/abc',
      instructions: { bank_code: '000', virtual_account: '9123' },
    });
    expect(nextStepOf(atm, ORIGIN)).toEqual({
      kind: 'app',
      path: '/purchase-complete/0b6b7f7e-0000-4000-8000-000000000001',
    });
  });
});

describe('polling a pending order', () => {
  it('polls quickly after a checkout, then slower, then stops', () => {
    expect(pollIntervalOf(order({}), 0)).toBe(2000);
    expect(pollIntervalOf(order({}), 40)).toBe(10000);
    expect(pollIntervalOf(order({}), 60)).toBe(false);
  });
  it('polls slowly while an ATM or store payment is awaited', () => {
    expect(pollIntervalOf(order({ method: 'cvs', instructions: { payment_code: 'X1' } }), 100)).toBe(15000);
  });
  it('stops once settled', () => {
    for (const status of ['paid', 'failed', 'cancelled'] as const)
      expect(pollIntervalOf(order({ status }), 0)).toBe(false);
    expect(pollIntervalOf(undefined, 0)).toBe(false);
  });
});

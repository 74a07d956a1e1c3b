import { describe, expect, it } from 'vitest';
import { classCanPay, classTestCharge, isClassTestAvailable } from './class-tests.policy.ts';

describe('class test rules', () => {
  it('a class test opens at its scheduled time, not a millisecond before', () => {
    const at = new Date('2026-05-01T09:00:00Z');
    expect(isClassTestAvailable(at, new Date('2026-05-01T08:59:59.999Z'))).toBe(false);
    expect(isClassTestAvailable(at, at)).toBe(true);
    expect(isClassTestAvailable(at, new Date('2026-06-01T00:00:00Z'))).toBe(true);
  });

  it('a start costs the tenant’s classTestCost only when the class pays', () => {
    expect(classTestCharge({ classTestCost: 10 }, true)).toBe(10);
    expect(classTestCharge({ classTestCost: 10 }, false)).toBe(0);
    expect(classTestCharge({ classTestCost: 0 }, true)).toBe(0);
  });

  it('the class pays from a wallet holding at least the cost; without a wallet it cannot', () => {
    expect(classCanPay({ balance: 10 }, 10)).toBe(true);
    expect(classCanPay({ balance: 9 }, 10)).toBe(false);
    expect(classCanPay(undefined, 10)).toBe(false);
    expect(classCanPay(undefined, 0)).toBe(true);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatMinor,
  issuedStatusOf,
  parseAmountText,
  TUITION_LINE_KINDS,
  tuitionTotals,
  type TuitionLineKind,
} from '@prepwell/contracts';

/**
 * Issue 20, acceptance 2: over random lines and payments, a tuition bill's totals and balance always add
 * up — exactly, in integer minor units — and amounts typed as text survive the round trip unchanged.
 */
const line = fc.record({
  kind: fc.constantFrom<TuitionLineKind>(...TUITION_LINE_KINDS),
  amount_minor: fc.integer({ min: 1, max: 1_000_000_000 }),
});
const payment = fc.record({ amount_minor: fc.integer({ min: 1, max: 1_000_000_000 }) });

describe('tuition totals (property)', () => {
  it('total, paid and balance add up over any lines and payments', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 100 }), fc.array(payment, { maxLength: 20 }), (lines, payments) => {
        const t = tuitionTotals(lines, payments);
        const signed = (kind: TuitionLineKind, owed: boolean) =>
          lines.filter((l) => l.kind === kind).reduce((a, l) => a + l.amount_minor, 0) * (owed ? 1 : 1);
        for (const v of Object.values(t)) expect(Number.isSafeInteger(v)).toBe(true);
        expect(t.total_minor).toBe(t.charges_minor - t.discounts_minor);
        expect(t.charges_minor).toBe(signed('price', true));
        expect(t.discounts_minor).toBe(signed('discount', true));
        expect(t.paid_minor).toBe(
          signed('deposit', false) +
            signed('prepayment', false) +
            payments.reduce((a, p) => a + p.amount_minor, 0) -
            signed('refund', false),
        );
        expect(t.balance_minor + t.paid_minor).toBe(t.total_minor);
        // The order of lines never matters.
        expect(tuitionTotals([...lines].reverse(), [...payments].reverse())).toEqual(t);
      }),
      { numRuns: 500 },
    );
  });

  it('splitting a bill in two parts gives the sum of the parts', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 60 }), fc.nat(60), (lines, cut) => {
        const whole = tuitionTotals(lines);
        const a = tuitionTotals(lines.slice(0, cut));
        const b = tuitionTotals(lines.slice(cut));
        expect(whole.total_minor).toBe(a.total_minor + b.total_minor);
        expect(whole.paid_minor).toBe(a.paid_minor + b.paid_minor);
        expect(whole.balance_minor).toBe(a.balance_minor + b.balance_minor);
      }),
    );
  });

  it('a payment of the balance settles the bill; less leaves it partially paid', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 40 }), (lines) => {
        const t = tuitionTotals(lines);
        fc.pre(t.balance_minor > 1);
        expect(issuedStatusOf(tuitionTotals(lines, [{ amount_minor: t.balance_minor }]))).toBe('paid');
        expect(tuitionTotals(lines, [{ amount_minor: t.balance_minor }]).balance_minor).toBe(0);
        const part = tuitionTotals(lines, [{ amount_minor: t.balance_minor - 1 }]);
        expect(part.balance_minor).toBe(1);
        expect(issuedStatusOf(part)).toBe(part.paid_minor > 0 ? 'partially_paid' : 'issued');
      }),
    );
  });

  it('amounts typed as text parse exactly and print back the same', () => {
    fc.assert(
      // Up to 12 whole digits is what parseAmountText takes (a bill under a trillion), whatever the minor digits.
      fc.property(fc.integer({ min: 0, max: 999_999_999_999 }), fc.constantFrom(0, 2, 3), (minor, digits) => {
        const text = formatMinor(minor, digits);
        expect(parseAmountText(text, digits)).toBe(minor);
        expect(parseAmountText(text.replace(/,/g, ''), digits)).toBe(minor);
      }),
    );
    expect(parseAmountText('12,000.5', 2)).toBe(1_200_050);
    expect(parseAmountText('0.1', 2)).toBe(10);
    expect(parseAmountText('1.234', 2)).toBeNull();
    expect(parseAmountText('-1', 2)).toBeNull();
    expect(parseAmountText('1,000,000,000,000', 0)).toBeNull();
    expect(parseAmountText('1e5', 2)).toBeNull();
    expect(formatMinor(-150, 2)).toBe('-1.50');
    expect(formatMinor(5, 0)).toBe('5');
  });
});

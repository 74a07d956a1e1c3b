import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { openBilling, sealBilling } from './billing-crypto.ts';
import {
  allowedIn,
  billAmounts,
  centsOfDecimal,
  formatSsn,
  lessonAmountCents,
  maskSsn,
  monthSpan,
  payoutMethodOf,
  periodOf,
  secretOfProfileBilling,
  ssnComplete,
} from './salary-rules.ts';

describe('salary arithmetic', () => {
  it('reads typed amounts exactly', () => {
    expect(centsOfDecimal('12.5')).toBe(1250);
    expect(centsOfDecimal('-3')).toBe(-300);
    expect(centsOfDecimal('0.07')).toBe(7);
    expect(centsOfDecimal('45.00')).toBe(4500);
    expect(centsOfDecimal('-0')).toBe(0);
    expect(() => centsOfDecimal('1.234')).toThrow();
  });

  it('pays a lesson minutes × rate / 60, half up to the cent', () => {
    expect(lessonAmountCents(60, 4550)).toBe(4550);
    expect(lessonAmountCents(90, 4550)).toBe(6825);
    expect(lessonAmountCents(25, 4550)).toBe(1896); // 1895.83…
    expect(lessonAmountCents(1, 30)).toBe(1); // 0.5 → 1
    expect(lessonAmountCents(1, 29)).toBe(0); // 0.48… → 0
    expect(() => lessonAmountCents(-1, 100)).toThrow();
  });

  it('lines always add up to the totals, whatever the lessons and adjustments', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 600 }), { maxLength: 60 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.array(fc.integer({ min: -1_000_000, max: 1_000_000 }), { maxLength: 10 }),
        (minutes, rate, adjustments) => {
          const sums = billAmounts(
            minutes.map((m) => ({ minutes: m })),
            rate,
            adjustments,
          );
          expect(sums.amounts.reduce((a, b) => a + b, 0)).toBe(sums.lessonsCents);
          expect(sums.totalCents).toBe(sums.lessonsCents + adjustments.reduce((a, b) => a + b, 0));
          expect(sums.minutes).toBe(minutes.reduce((a, b) => a + b, 0));
          for (const [i, m] of minutes.entries()) {
            // Within half a cent of the exact amount.
            expect(Math.abs(sums.amounts[i]! * 60 - m * rate)).toBeLessThanOrEqual(30);
            expect(Number.isInteger(sums.amounts[i])).toBe(true);
          }
        },
      ),
    );
  });

  it('reads a month in the business time zone', () => {
    const span = monthSpan('2026-03', 'America/New_York');
    expect(span.from.toISOString()).toBe('2026-03-01T05:00:00.000Z');
    expect(span.to.toISOString()).toBe('2026-04-01T04:00:00.000Z'); // after the DST change
    expect(periodOf(new Date('2026-04-01T03:59:00Z'), 'America/New_York')).toBe('2026-03');
  });

  it('moves draft → approved → paid only', () => {
    expect(allowedIn('draft', 'recompute')).toBe(true);
    expect(allowedIn('draft', 'approve')).toBe(true);
    expect(allowedIn('draft', 'pay')).toBe(false);
    expect(allowedIn('approved', 'pay')).toBe(true);
    expect(allowedIn('approved', 'adjust')).toBe(false);
    expect(allowedIn('paid', 'pay')).toBe(false);
    expect(allowedIn('paid', 'recompute')).toBe(false);
  });

  it('masks and formats an SSN', () => {
    expect(maskSsn('123456789')).toBe('***-**-6789');
    expect(formatSsn('123456789')).toBe('123-45-6789');
  });
});

describe('billing encryption', () => {
  const key = Buffer.alloc(32, 7);
  const owner = { tenantId: 't1', userId: 'u1' };
  const secret = {
    officialName: 'Tina Teacher',
    ssn: '123456789',
    dateOfBirth: '1990-01-02',
    paymentMethod: 'check',
    mailingAddress: '1 Main St',
  };

  it('opens what it sealed, and the sealed text shows none of it', () => {
    const sealed = sealBilling(key, owner, secret);
    expect(sealed.startsWith('v1:')).toBe(true);
    expect(sealed).not.toContain('123456789');
    expect(Buffer.from(sealed.slice(3), 'base64').toString('latin1')).not.toContain('123456789');
    expect(openBilling(key, owner, sealed)).toEqual(secret);
    expect(sealBilling(key, owner, secret)).not.toBe(sealed); // a fresh IV each time
  });

  it('refuses another key, another row and a changed byte', () => {
    const sealed = sealBilling(key, owner, secret);
    expect(() => openBilling(Buffer.alloc(32, 8), owner, sealed)).toThrow();
    expect(() => openBilling(key, { tenantId: 't1', userId: 'u2' }, sealed)).toThrow();
    const raw = Buffer.from(sealed.slice(3), 'base64');
    raw[raw.length - 1] = raw[raw.length - 1]! ^ 1;
    expect(() => openBilling(key, owner, `v1:${raw.toString('base64')}`)).toThrow();
  });
});

describe('billing details from the earlier profile form (decision 0049)', () => {
  it('names the payout method its free text meant, in the three languages', () => {
    expect(payoutMethodOf('Direct deposit')).toBe('bank_transfer');
    expect(payoutMethodOf('Wire transfer to HSBC')).toBe('bank_transfer');
    expect(payoutMethodOf('银行转账')).toBe('bank_transfer');
    expect(payoutMethodOf('Cheque')).toBe('check');
    expect(payoutMethodOf('支票')).toBe('check');
    expect(payoutMethodOf('cash')).toBe('cash');
    expect(payoutMethodOf('現金')).toBe('cash');
    expect(payoutMethodOf('PayPal')).toBe('other');
    expect(payoutMethodOf('  ')).toBe('');
  });

  it('keeps every field, the last four digits as the SSN and the payment words as details', () => {
    expect(
      secretOfProfileBilling({
        official_name: ' Lea ',
        ssn_last4: '4321',
        date_of_birth: '1985-07-09',
        payment_method: 'PayPal lea@example.com',
        mailing_address: '9 Old Road',
      }),
    ).toEqual({
      officialName: 'Lea',
      ssn: '4321',
      dateOfBirth: '1985-07-09',
      paymentMethod: 'other',
      paymentDetails: 'PayPal lea@example.com',
      mailingAddress: '9 Old Road',
    });
    expect(secretOfProfileBilling({ ssn_last4: '12a4' }).ssn).toBe('');
    expect(ssnComplete('4321')).toBe(false);
    expect(ssnComplete('')).toBe(false);
    expect(ssnComplete('987654321')).toBe(true);
  });
});

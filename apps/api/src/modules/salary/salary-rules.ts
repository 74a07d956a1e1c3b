import type { PayoutMethod } from '@prepwell/contracts';
import { DateTime } from 'luxon';
import type { BillingSecret } from './billing-crypto.ts';

/**
 * The salary bills' arithmetic (decision 0045), pure. Money is integer cents (hundredths of the tenant's
 * currency). A lesson pays minutes × hourly rate / 60, rounded half up to the cent once per lesson; the
 * bill's lesson amount is the sum of its lessons, its total that plus the adjustments.
 */

/** [first instant of the month, first instant of the next) in the time zone. */
export const monthSpan = (period: string, timeZone: string) => {
  const start = DateTime.fromFormat(period, 'yyyy-MM', { zone: timeZone });
  if (!start.isValid) throw new Error(`bad period ${period}`);
  return { from: start.toJSDate(), to: start.plus({ months: 1 }).toJSDate() };
};

/** The month containing this instant in the time zone, YYYY-MM. */
export const periodOf = (instant: Date, timeZone: string) =>
  DateTime.fromJSDate(instant, { zone: timeZone }).toFormat('yyyy-MM');

/** "12.5" → 1250, "-3" → -300, "0.07" → 7: exact, from the decimal text (never through a float). */
export const centsOfDecimal = (text: string): number => {
  const m = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) throw new Error(`not a decimal amount: ${text}`);
  const cents = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] === '-' && cents !== 0 ? -cents : cents;
};

/** What one lesson pays: minutes × rate (cents per hour) / 60, half up to the cent. */
export const lessonAmountCents = (minutes: number, hourlyRateCents: number): number => {
  if (!Number.isSafeInteger(minutes) || minutes < 0) throw new Error('minutes must be a whole number ≥ 0');
  if (!Number.isSafeInteger(hourlyRateCents) || hourlyRateCents < 0) throw new Error('rate must be whole cents ≥ 0');
  return Math.floor((minutes * hourlyRateCents + 30) / 60);
};

export interface CountedLesson {
  minutes: number;
}

/** The bill's amounts from its lessons and adjustments. */
export const billAmounts = (lessons: CountedLesson[], hourlyRateCents: number, adjustmentCents: number[]) => {
  const amounts = lessons.map((l) => lessonAmountCents(l.minutes, hourlyRateCents));
  const lessonsCents = amounts.reduce((a, b) => a + b, 0);
  const adjustmentsCents = adjustmentCents.reduce((a, b) => a + b, 0);
  return {
    amounts,
    lessonCount: lessons.length,
    minutes: lessons.reduce((a, l) => a + l.minutes, 0),
    lessonsCents,
    adjustmentsCents,
    totalCents: lessonsCents + adjustmentsCents,
  };
};

export type SalaryAction = 'recompute' | 'adjust' | 'approve' | 'pay';

/** Draft → approved → paid: a draft is recomputed, adjusted and approved; an approved bill is paid. */
export const allowedIn = (status: string, action: SalaryAction): boolean =>
  action === 'pay' ? status === 'approved' : status === 'draft';

/** Nine digits from what was typed ("123-45-6789" or "123456789"). */
export const ssnDigits = (typed: string) => typed.replace(/-/g, '');

export const maskSsn = (digits: string) => `***-**-${digits.slice(-4)}`;

export const formatSsn = (digits: string) => `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;

/** The payout method a free-text answer of the earlier profile form names ("Direct deposit" → bank_transfer). */
export const payoutMethodOf = (typed: string): PayoutMethod | '' => {
  const text = typed.trim().toLowerCase();
  if (!text) return '';
  if (/bank|transfer|deposit|wire|ach\b|iban|swift|zelle|银行|銀行|转账|轉帳|匯款|汇款/.test(text))
    return 'bank_transfer';
  if (/che(ck|que)|支票/.test(text)) return 'check';
  if (/cash|现金|現金/.test(text)) return 'cash';
  return 'other';
};

/**
 * A sealed secret from the plain-text billing of the earlier profile form (decision 0049): it asked for
 * the SSN's last four digits only, so those are kept as the SSN until the teacher enters the full number;
 * the payment method's own words stay as the payout details. Nothing typed there is dropped.
 */
export const secretOfProfileBilling = (billing: Record<string, string>): BillingSecret => {
  const text = (key: string) => (typeof billing[key] === 'string' ? billing[key].trim() : '');
  const last4 = text('ssn_last4');
  return {
    officialName: text('official_name'),
    ssn: /^\d{4}$/.test(last4) ? last4 : '',
    dateOfBirth: text('date_of_birth'),
    paymentMethod: payoutMethodOf(text('payment_method')),
    paymentDetails: text('payment_method'),
    mailingAddress: text('mailing_address'),
  };
};

/** Whether a sealed SSN is the full nine digits (not the four of details moved from the profile form). */
export const ssnComplete = (ssn: string) => /^\d{9}$/.test(ssn);

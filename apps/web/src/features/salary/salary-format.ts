import type { SalaryBillStatus } from '@prepwell/contracts';
import { formatMoney } from '../../lib/format.ts';

/** Cents (hundredths of the currency) as money in the UI language; the server's integers are exact. */
export const formatCents = (cents: number, currency: string, lang: string) => formatMoney(cents / 100, currency, lang);

/** This month, YYYY-MM, on this device's calendar. */
export const currentPeriod = (now = new Date()) =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;

export const statusColor = (s: SalaryBillStatus) => ({ draft: 'gray', approved: 'blue', paid: 'green' })[s];

/** "2026-03" → { year: 2026, month: 3 } for the locale's month pattern (salary:period). */
export const periodParts = (period: string) => {
  const [year, month] = period.split('-').map(Number);
  return { year: year ?? 0, month: month ?? 0 };
};

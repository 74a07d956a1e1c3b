/**
 * Pro plan dates (zod-free, shared by the API and the web app): calendar days written `YYYY-MM-DD`.
 * Lifetime Pro is stored as an expiry no one reaches.
 */
export const LIFETIME_EXPIRY = '9999-12-31';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `date` plus whole calendar months; a day the month lacks becomes its last day (Jan 31 + 1 → Feb 28/29). */
export const addMonths = (date: string, months: number): string => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${pad(year, 4)}-${pad(month)}-${pad(Math.min(d, last))}`;
};

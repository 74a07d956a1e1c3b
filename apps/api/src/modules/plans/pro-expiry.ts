/**
 * Pro expiry arithmetic on calendar dates (YYYY-MM-DD in the tenant's business time zone; Pro lasts
 * through its expiry day). Pure: `today` is the business zone's date, given by the caller.
 */

/** Lifetime Pro: a date no one reaches. */
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

/**
 * The expiry after buying `months` of Pro (0 = lifetime): counted from the later of today and the
 * current expiry, so days already paid for are never lost and an expired plan starts again today.
 */
export const extendedExpiry = (options: { current: string | null; months: number; today: string }): string => {
  if (options.months === 0 || options.current === LIFETIME_EXPIRY) return LIFETIME_EXPIRY;
  const from = options.current && options.current > options.today ? options.current : options.today;
  const next = addMonths(from, options.months);
  return next > LIFETIME_EXPIRY ? LIFETIME_EXPIRY : next;
};

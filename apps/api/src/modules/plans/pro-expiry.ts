/**
 * Pro expiry arithmetic on calendar dates (YYYY-MM-DD in the tenant's business time zone; Pro lasts
 * through its expiry day). Pure: `today` is the business zone's date, given by the caller.
 */
import { addMonths, LIFETIME_EXPIRY } from '@prepwell/contracts';

export { addMonths, LIFETIME_EXPIRY };

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

/**
 * Issue 17, the activity history's pure rules: the kinds a person can pick (the actions the server writes,
 * named in the reader's language by the dashboard's `activity.*` keys) and the time window from two dates.
 */

export const HISTORY_ACTIONS = [
  'login',
  'register',
  'registered',
  'email_verified',
  'password_reset',
  'password_changed',
  'profile_updated',
  'avatar_changed',
  'bind',
  'roles_changed',
  'account_deleted',
  'parent_link_removed',
  'class_joined',
  'class_created',
  'class_deleted',
  'company_points_given',
  'company_points_added',
  'company_points_deducted',
  'report_unlocked',
] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];
export const isHistoryAction = (action: string): action is HistoryAction =>
  (HISTORY_ACTIONS as readonly string[]).includes(action);

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The start of a `YYYY-MM-DD` day in this browser's time zone, or null for anything else. */
export const localDayStart = (value: string, days = 0): Date | null => {
  const match = DATE.exec(value);
  if (!match) return null;
  const day = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + days);
  return Number.isNaN(day.getTime()) ? null : day;
};

/**
 * The query's window from the two date fields (either may be empty): `from` the first day's start, `to` the
 * start of the day after the last (the server takes `to` as exclusive). `invalid` when the last day is
 * before the first.
 */
export const historyWindow = (from: string, to: string): { from?: string; to?: string } | 'invalid' => {
  const start = localDayStart(from);
  const end = localDayStart(to, 1);
  if (start && end && end.getTime() <= start.getTime()) return 'invalid';
  return { ...(start ? { from: start.toISOString() } : {}), ...(end ? { to: end.toISOString() } : {}) };
};

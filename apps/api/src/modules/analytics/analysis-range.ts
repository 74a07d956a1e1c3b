import { ANALYSIS_DEFAULT_DAYS, ANALYSIS_MAX_DAYS } from '@prepwell/contracts';
import { AppError } from '../../lib/app-error.ts';

const DAY_MS = 86_400_000;
const toTime = (day: string) => Date.parse(`${day}T00:00:00Z`);
const toDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** A YYYY-MM-DD that names a real day (2026-02-30 does not). */
const isRealDay = (day: string) => Number.isFinite(toTime(day)) && toDay(toTime(day)) === day;

export const addDays = (day: string, days: number) => toDay(toTime(day) + days * DAY_MS);

/**
 * The days an analysis covers: `to` defaults to today, `from` to 29 days before `to` (30 days in all).
 * A day that does not exist, `from` after `to`, or more than ANALYSIS_MAX_DAYS days is a 422 on that field.
 */
export const resolveRange = (query: { from?: string | undefined; to?: string | undefined }, today: string) => {
  for (const field of ['from', 'to'] as const) {
    const day = query[field];
    if (day !== undefined && !isRealDay(day))
      throw new AppError('validation_failed', { fields: [{ path: field, key: 'invalid_format' }] });
  }
  const to = query.to ?? (query.from ? minDay(addDays(query.from, ANALYSIS_DEFAULT_DAYS - 1), today) : today);
  const from = query.from ?? addDays(to, -(ANALYSIS_DEFAULT_DAYS - 1));
  if (from > to) throw new AppError('validation_failed', { fields: [{ path: 'from', key: 'invalid_value' }] });
  if (daysBetween(from, to) > ANALYSIS_MAX_DAYS)
    throw new AppError('validation_failed', { fields: [{ path: 'from', key: 'too_small' }] });
  return { from, to };
};

const minDay = (a: string, b: string) => (a < b ? a : b);
/** Days from `from` to `to`, both included. */
export const daysBetween = (from: string, to: string) => Math.round((toTime(to) - toTime(from)) / DAY_MS) + 1;

/** Every day of the range, oldest first. */
export const eachDay = (from: string, to: string) =>
  Array.from({ length: daysBetween(from, to) }, (_, i) => addDays(from, i));

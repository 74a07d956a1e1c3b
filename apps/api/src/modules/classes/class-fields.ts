import type { ValidationKey } from '../../lib/app-error.ts';

/** A class's schedule and score range, as stored after a create or an edit. */
export interface ClassScheduleFields {
  start_date?: string | null | undefined;
  end_date?: string | null | undefined;
  start_time?: string | null | undefined;
  end_time?: string | null | undefined;
  score_min?: number | null | undefined;
  score_max?: number | null | undefined;
}

/** The schedule and score range as class columns: each field given, else null (create, edit, a session's class). */
export const classScheduleColumns = (f: ClassScheduleFields) => ({
  startDate: f.start_date ?? null,
  endDate: f.end_date ?? null,
  startTime: f.start_time ?? null,
  endTime: f.end_time ?? null,
  scoreMin: f.score_min ?? null,
  scoreMax: f.score_max ?? null,
});

/**
 * The rules zod cannot see on one field: the end date is not before the start date; on one day (same
 * dates, or only one date given) the end time is after the start time; score_min ≤ score_max. Each
 * broken rule is a field error on the later field (end_date, end_time, score_max).
 */
export const classFieldErrors = (f: ClassScheduleFields): { path: string; key: ValidationKey }[] => {
  const errors: { path: string; key: ValidationKey }[] = [];
  if (f.start_date && f.end_date && f.end_date < f.start_date) errors.push({ path: 'end_date', key: 'invalid_value' });
  const oneDay = !f.start_date || !f.end_date || f.start_date === f.end_date;
  if (oneDay && f.start_time && f.end_time && f.end_time <= f.start_time)
    errors.push({ path: 'end_time', key: 'invalid_value' });
  if (f.score_min != null && f.score_max != null && f.score_min > f.score_max)
    errors.push({ path: 'score_max', key: 'invalid_value' });
  return errors;
};

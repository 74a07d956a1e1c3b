import type { ClassDetail, ClassMethod, CreateClassInput } from '@prepwell/contracts';

/**
 * The class info form (spec §3 Class: name, description, method, start and end date and time, number of
 * students, score range) as the form holds it — strings and '' for empty numbers — and the API input.
 */
export interface ClassFormValues {
  name: string;
  description: string;
  method: ClassMethod;
  start_date: string;
  end_date: string;
  start_time: string;
  end_time: string;
  capacity: number | string;
  score_min: number | string;
  score_max: number | string;
}

export const EMPTY_CLASS_VALUES: ClassFormValues = {
  name: '',
  description: '',
  method: 'online',
  start_date: '',
  end_date: '',
  start_time: '',
  end_time: '',
  capacity: '',
  score_min: '',
  score_max: '',
};

/** The server sends times as HH:MM or HH:MM:SS; the form's time input wants HH:MM. */
const clock = (value: string | null): string => (value ? value.slice(0, 5) : '');

export const classValuesOf = (detail: ClassDetail | null): ClassFormValues =>
  detail
    ? {
        name: detail.name,
        description: detail.description ?? '',
        method: detail.method,
        start_date: detail.start_date ?? '',
        end_date: detail.end_date ?? '',
        start_time: clock(detail.start_time),
        end_time: clock(detail.end_time),
        capacity: detail.capacity ?? '',
        score_min: detail.score_min ?? '',
        score_max: detail.score_max ?? '',
      }
    : { ...EMPTY_CLASS_VALUES };

const text = (value: string): string | null => (value.trim() === '' ? null : value.trim());
const whole = (value: number | string): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.trunc(value) : null;
  const trimmed = value.trim();
  if (trimmed === '') return null;
  const n = Number(trimmed);
  return Number.isFinite(n) ? Math.trunc(n) : null;
};

/** Form values → `POST /api/classes` / `PATCH /api/classes/:id` body; empty fields are sent as null (cleared). */
export const toClassInput = (values: ClassFormValues): CreateClassInput => ({
  name: values.name.trim(),
  description: text(values.description),
  method: values.method,
  start_date: text(values.start_date),
  end_date: text(values.end_date),
  start_time: text(values.start_time),
  end_time: text(values.end_time),
  capacity: whole(values.capacity),
  score_min: whole(values.score_min),
  score_max: whole(values.score_max),
});

export type ClassValueProblem = 'required' | 'endBeforeStart' | 'endTimeBeforeStart' | 'scoreRange' | 'capacity';

/**
 * The checks the browser can make before sending (the server makes them again and has the last word):
 * a name, the end not before the start, the times in order on one day (same dates, or not both dates), score min ≤ max.
 */
export const classValueProblems = (
  values: ClassFormValues,
): Partial<Record<keyof ClassFormValues, ClassValueProblem>> => {
  const problems: Partial<Record<keyof ClassFormValues, ClassValueProblem>> = {};
  const input = toClassInput(values);
  if (!input.name) problems.name = 'required';
  if (input.start_date && input.end_date && input.end_date < input.start_date) problems.end_date = 'endBeforeStart';
  // As the server reads it: without both dates (or on the same date) the times are one day's.
  const oneDay = !input.start_date || !input.end_date || input.start_date === input.end_date;
  if (oneDay && input.start_time && input.end_time && input.end_time <= input.start_time)
    problems.end_time = 'endTimeBeforeStart';
  if (input.capacity !== null && input.capacity !== undefined && input.capacity < 1) problems.capacity = 'capacity';
  if (input.score_min != null && input.score_max != null && input.score_min > input.score_max)
    problems.score_max = 'scoreRange';
  return problems;
};

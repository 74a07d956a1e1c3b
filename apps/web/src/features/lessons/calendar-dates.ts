import { formatDateWith, timeZoneNameOf } from '../../lib/format.ts';

/**
 * The calendar's days (pure): weeks start on Monday, days are the viewer's local days (the browser's time
 * zone), and a view's span is [first day 00:00, day after the last 00:00) as ISO instants for the API.
 */
export type CalendarMode = 'week' | 'month';

export const startOfDay = (d: Date): Date => new Date(d.getFullYear(), d.getMonth(), d.getDate());
export const addDays = (d: Date, n: number): Date => new Date(d.getFullYear(), d.getMonth(), d.getDate() + n);
/** The Monday on or before `d`. */
export const startOfWeek = (d: Date): Date => addDays(startOfDay(d), -((d.getDay() + 6) % 7));

/** A local day as YYYY-MM-DD. */
export const dayKey = (d: Date): string =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** A YYYY-MM-DD (the address's `?date=`) as that local day, or null. */
export const parseDayKey = (value: string | null | undefined): Date | null => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (!m) return null;
  const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return Number.isNaN(d.getTime()) || dayKey(d) !== value ? null : d;
};

/** The days a view shows: a week (7), or the month's weeks from Monday (35 or 42). */
export const daysOf = (mode: CalendarMode, anchor: Date): Date[] => {
  if (mode === 'week') {
    const first = startOfWeek(anchor);
    return Array.from({ length: 7 }, (_, i) => addDays(first, i));
  }
  const firstOfMonth = new Date(anchor.getFullYear(), anchor.getMonth(), 1);
  const first = startOfWeek(firstOfMonth);
  const lastOfMonth = new Date(anchor.getFullYear(), anchor.getMonth() + 1, 0);
  const count = Math.ceil(((lastOfMonth.getTime() - first.getTime()) / 86_400_000 + 1) / 7) * 7;
  return Array.from({ length: Math.round(count) }, (_, i) => addDays(first, i));
};

/** The span the API is asked for: from the first day's midnight to the midnight after the last day. */
export const spanOf = (days: Date[]): { from: string; to: string } => ({
  from: days[0]!.toISOString(),
  to: addDays(days[days.length - 1]!, 1).toISOString(),
});

/** The anchor of the previous or next week or month. */
export const shiftAnchor = (mode: CalendarMode, anchor: Date, step: -1 | 1): Date =>
  mode === 'week' ? addDays(anchor, 7 * step) : new Date(anchor.getFullYear(), anchor.getMonth() + step, 1);

/** Lessons by the local day they start on. */
export const byDay = <T extends { starts_at: string }>(lessons: readonly T[]): Map<string, T[]> => {
  const map = new Map<string, T[]>();
  for (const lesson of lessons) {
    const key = dayKey(new Date(lesson.starts_at));
    map.set(key, [...(map.get(key) ?? []), lesson]);
  }
  return map;
};

/** "Mon", "周一" … for the day headers (Monday first). */
export const weekdayName = (d: Date, lang: string, style: 'short' | 'long' = 'short'): string =>
  formatDateWith(d, lang, { weekday: style });

/** "November 2026", "2026年11月". */
export const monthTitle = (d: Date, lang: string): string =>
  formatDateWith(d, lang, { month: 'long', year: 'numeric' });

/** The zone's name as the viewer reads it: "Eastern Standard Time" / "America/New_York". */
export const zoneLabel = (zone: string, lang: string, at: Date = new Date()): string => {
  const name = timeZoneNameOf(zone, lang, 'long', at);
  return name ? `${name} (${zone})` : zone;
};

/** Weekday names for the series form, Sunday = 0 as the API counts them. */
export const weekdayNamesByNumber = (lang: string): string[] =>
  Array.from({ length: 7 }, (_, i) => weekdayName(new Date(2026, 10, 1 + i), lang)); // 1 Nov 2026 is a Sunday

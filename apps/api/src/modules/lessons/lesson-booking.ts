import { DateTime } from 'luxon';
import type { TenantTx } from '../../db/with-tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import { lockTeacherCalendar, selectTeacherHours, teacherClashes, type Span } from './lesson-booking.repository.ts';

export type { Span };

/**
 * The one way a lesson takes a teacher's time (issue 19): under the teacher's lock (held to the end of the
 * transaction), a scheduled lesson of the same teacher overlapping the new one refuses it with
 * `teacher_busy`; a private lesson outside the teacher's available hours refuses it with
 * `outside_teacher_hours`. Class lessons (series, one-off) and private lessons both come through here, so
 * a teacher is never booked twice whichever screen booked them.
 */

/** Minutes since midnight of "HH:MM". */
const minutesOf = (hhmm: string): number => {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/**
 * Whether `span` lies wholly inside one of the teacher's available-hours rows (pure). Each row is a
 * weekday (0 = Sunday) and wall-clock hours in its own time zone; the span is read in that zone.
 */
export const withinAvailability = (
  rows: { weekday: number; startTime: string; endTime: string; timeZone: string }[],
  span: Span,
): boolean =>
  rows.some((row) => {
    const start = DateTime.fromJSDate(span.startsAt, { zone: row.timeZone });
    const end = DateTime.fromJSDate(span.endsAt, { zone: row.timeZone });
    if (!start.isValid || !end.isValid) return false;
    // luxon: weekday 1 = Monday … 7 = Sunday.
    if (start.weekday % 7 !== row.weekday || !start.hasSame(end.minus({ milliseconds: 1 }), 'day')) return false;
    const from = start.hour * 60 + start.minute;
    const to = from + Math.round(end.diff(start, 'minutes').minutes);
    return from >= minutesOf(row.startTime) && to <= minutesOf(row.endTime);
  });

/**
 * Checks, under the teacher's lock, that the teacher may take `span`: free of other scheduled lessons,
 * and (when `requireAvailability`: private lessons) inside their available hours — a teacher with no
 * available hours set takes no private lessons. Throws the spec's errors; call before writing the lesson,
 * in the same transaction.
 */
export const assertTeacherFree = async (
  tx: TenantTx,
  teacherId: string,
  span: Span,
  options: { exceptLessonId?: string; requireAvailability?: boolean } = {},
): Promise<void> => {
  if (!(span.endsAt.getTime() > span.startsAt.getTime())) throw new AppError('lesson_times_invalid');
  await lockTeacherCalendar(tx, teacherId);
  if (options.requireAvailability) {
    const hours = await selectTeacherHours(tx, teacherId);
    if (!withinAvailability(hours, span)) throw new AppError('outside_teacher_hours');
  }
  const clashes = await teacherClashes(tx, teacherId, span, options.exceptLessonId);
  if (clashes.length > 0)
    throw new AppError('teacher_busy', {
      details: {
        clashes: clashes.map((c) => ({ startsAt: c.startsAt.toISOString(), endsAt: c.endsAt.toISOString() })),
      },
    });
};

/**
 * An early check of times someone proposes for a teacher (a private-lesson request or counter-proposal):
 * 409 `teacher_busy` on the first time that overlaps a lesson the teacher already has, named by its field.
 * Nothing is booked here, so no lock: booking checks again under the teacher's lock (assertTeacherFree).
 */
export const checkTeacherFreeAt = async (
  tx: TenantTx,
  teacherId: string,
  spans: readonly Span[],
  fieldOf: (index: number) => string,
): Promise<void> => {
  for (const [index, span] of spans.entries())
    if ((await teacherClashes(tx, teacherId, span)).length > 0)
      throw new AppError('teacher_busy', { details: { field: fieldOf(index) } });
};

/**
 * The instant a wall-clock date and time has in a time zone ("2026-12-03", "16:00", "America/New_York"),
 * or null when the zone or the values are not valid. (A time skipped by a daylight-saving change moves
 * forward, as luxon does.)
 */
export const instantIn = (day: string, hhmm: string, timeZone: string): Date | null => {
  const at = DateTime.fromISO(`${day}T${hhmm}`, { zone: timeZone });
  return at.isValid ? at.toJSDate() : null;
};

/** The dates (YYYY-MM-DD) from `from` to `to` inclusive whose weekday (0 = Sunday) is in `weekdays` (pure). */
export const datesOnWeekdays = (from: string, to: string, weekdays: number[], limit = 400): string[] => {
  const start = DateTime.fromISO(from, { zone: 'UTC' });
  const end = DateTime.fromISO(to, { zone: 'UTC' });
  if (!start.isValid || !end.isValid) return [];
  const days: string[] = [];
  for (let day = start; day <= end && days.length < limit; day = day.plus({ days: 1 }))
    if (weekdays.includes(day.weekday % 7)) days.push(day.toISODate()!);
  return days;
};

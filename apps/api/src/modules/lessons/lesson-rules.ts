import {
  isCompanyAdmin,
  isWebLink,
  isParent,
  isSuperAdmin,
  isTeacher,
  LESSON_LIMITS,
  LessonWallTime,
  type RoleSubject,
} from '@prepwell/contracts';
import { DateTime, IANAZone } from 'luxon';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { datesOnWeekdays, instantIn } from './lesson-booking.ts';

/** Pure rules of lessons (issue 19): links, time zones, a series's occurrences, spans and who sees what. */

/** An http(s) address with a host, or 422 `invalid_link` on the field. */
export const checkLink = (value: string | null | undefined, path: string): string | null => {
  if (value == null || value === '') return null;
  if (!isWebLink(value)) throw fieldError('invalid_link', path);
  return value;
};

/** A wall-clock time HH:MM (24 h), or 422 on the field. */
export const checkWallTime = (value: string, path = 'start_time'): string => {
  if (!LessonWallTime.safeParse(value).success)
    throw new AppError('validation_failed', { fields: [{ path, key: 'invalid_format' }] });
  return value;
};

export const checkTimeZone = (zone: string, path = 'time_zone'): string => {
  if (!IANAZone.isValidZone(zone))
    throw new AppError('validation_failed', { fields: [{ path, key: 'invalid_value' }] });
  return zone;
};

export interface Occurrence {
  seriesDate: string;
  startsAt: Date;
  endsAt: Date;
}

/**
 * The occurrences of a rule between two dates (inclusive): each date on the weekdays, at the wall-clock
 * time in the zone (so the hour holds across a daylight-saving change), lasting `durationMinutes`.
 * More than `LESSON_LIMITS.occurrences` → 422 on `ends_on`; none → 422 on `weekdays`.
 */
export const occurrencesOf = (
  rule: { weekdays: number[]; startTime: string; durationMinutes: number; timeZone: string },
  from: string,
  to: string,
  options: { allowNone?: boolean } = {},
): Occurrence[] => {
  const dates = datesOnWeekdays(from, to, rule.weekdays, LESSON_LIMITS.occurrences + 1);
  if (dates.length > LESSON_LIMITS.occurrences)
    throw new AppError('validation_failed', { fields: [{ path: 'ends_on', key: 'too_big' }] });
  if (dates.length === 0 && !options.allowNone)
    throw new AppError('validation_failed', { fields: [{ path: 'weekdays', key: 'invalid_value' }] });
  return dates.map((seriesDate) => {
    const startsAt = instantIn(seriesDate, rule.startTime, rule.timeZone);
    if (!startsAt) throw new AppError('validation_failed', { fields: [{ path: 'start_time', key: 'invalid_value' }] });
    return { seriesDate, startsAt, endsAt: new Date(startsAt.getTime() + rule.durationMinutes * 60_000) };
  });
};

/** A date range in order, or 422 on `ends_on`. */
export const checkDateRange = (from: string, to: string) => {
  const a = DateTime.fromISO(from, { zone: 'UTC' });
  const b = DateTime.fromISO(to, { zone: 'UTC' });
  if (!a.isValid) throw new AppError('validation_failed', { fields: [{ path: 'starts_on', key: 'invalid_value' }] });
  if (!b.isValid || b < a)
    throw new AppError('validation_failed', { fields: [{ path: 'ends_on', key: 'invalid_value' }] });
};

/** A calendar span: `to` after `from`, at most `LESSON_LIMITS.calendarDays` days, or 422 on `to`. */
export const checkCalendarSpan = (fromIso: string, toIso: string): { from: Date; to: Date } => {
  const from = new Date(fromIso);
  const to = new Date(toIso);
  const days = (to.getTime() - from.getTime()) / 86_400_000;
  if (!(days > 0)) throw new AppError('validation_failed', { fields: [{ path: 'to', key: 'invalid_value' }] });
  if (days > LESSON_LIMITS.calendarDays)
    throw new AppError('validation_failed', { fields: [{ path: 'to', key: 'too_big' }] });
  return { from, to };
};

/** Company admins and super admins see every lesson of the tenant and anyone's calendar. */
export const seesAllLessons = (actor: RoleSubject): boolean => isCompanyAdmin(actor) || isSuperAdmin(actor);

/** How a calendar is gathered for a user: as a teacher, as a parent (their children's), or as a student. */
export type CalendarRole = 'teacher' | 'parent' | 'student';
export const calendarRoleOf = (user: RoleSubject): CalendarRole =>
  isTeacher(user) || isSuperAdmin(user) ? 'teacher' : isParent(user) ? 'parent' : 'student';

/**
 * Who manages a private lesson (moves, cancels, takes attendance): its teacher, a company admin or a super
 * admin. A class lesson is managed by the class's managers (the classes module decides).
 */
export const managesPrivateLesson = (actor: RoleSubject & { id: string }, lesson: { teacherId: string | null }) =>
  seesAllLessons(actor) || (isTeacher(actor) && lesson.teacherId === actor.id);

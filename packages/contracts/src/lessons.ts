import { z } from 'zod';
import { Id, IsoDate } from './common.ts';

/**
 * Lessons (issue 19): a class's lesson series and their dated occurrences, one-off and private lessons,
 * attendance, the calendar and the per-user iCalendar feed. Times travel as ISO instants; a series keeps its
 * wall-clock time in its own time zone, so an occurrence after a daylight-saving change keeps its hour.
 */
export const LESSON_ATTENDANCE_STATUSES = ['present', 'late', 'absent', 'excused'] as const;
export const LESSON_STATUSES = ['scheduled', 'cancelled'] as const;
export const LESSON_KINDS = ['class', 'private'] as const;
export const LESSON_LIMITS = {
  /** A series writes at most this many lessons. */
  occurrences: 200,
  /** The calendar answers at most this many days at once. */
  calendarDays: 62,
  title: 200,
  room: 200,
  url: 2000,
  notes: 5000,
  note: 500,
  materials: 20,
  durationMin: 5,
  durationMax: 720,
  /** The feed lists lessons from this many days back to this many days ahead. */
  feedPastDays: 92,
  feedFutureDays: 183,
} as const;

export const LessonAttendanceStatus = z.enum(LESSON_ATTENDANCE_STATUSES);
export type LessonAttendanceStatus = z.infer<typeof LessonAttendanceStatus>;
export const LessonStatus = z.enum(LESSON_STATUSES);
export type LessonStatus = z.infer<typeof LessonStatus>;
export const LessonKind = z.enum(LESSON_KINDS);
export type LessonKind = z.infer<typeof LessonKind>;

/** A wall-clock time, HH:MM (24 h). */
export const LessonWallTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
export const LessonInstant = z.iso.datetime({ offset: true });
const text = (max: number) => z.string().trim().max(max);
/** Empty means none. The address itself is checked by the server (`invalid_link`). */
const OptionalLink = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
  z.string().trim().max(LESSON_LIMITS.url).nullable(),
);
const OptionalRoom = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
  z.string().trim().max(LESSON_LIMITS.room).nullable(),
);

export const LessonMaterialInput = z.object({
  title: z.string().trim().min(1).max(LESSON_LIMITS.title),
  /** An http(s) address, or null with `material_id` (one of the class's materials). */
  url: OptionalLink.optional(),
  material_id: Id.nullable().optional(),
});
export type LessonMaterialInput = z.infer<typeof LessonMaterialInput>;

export const LessonMaterialView = z.object({
  title: z.string(),
  url: z.string().nullable(),
  material_id: z.string().nullable(),
});
export type LessonMaterialView = z.infer<typeof LessonMaterialView>;

export const LessonClassParams = z.object({ id: Id });
export const LessonParams = z.object({ id: Id });
export const LessonSeriesParams = z.object({ id: Id });

/**
 * `POST /api/classes/:id/lesson-series` (the class's teachers and admins). `teacher_id` must teach the
 * class (default: the caller when they teach it, else the class's owner); `time_zone` defaults to the
 * tenant's business time zone. A clash of the teacher on any date refuses the whole series
 * (409 `teacher_busy`, details.clashes and details.date).
 */
export const LessonSeriesInput = z.object({
  title: text(LESSON_LIMITS.title).default(''),
  teacher_id: Id.nullable().optional(),
  weekdays: z
    .array(z.number().int().min(0).max(6))
    .min(1)
    .max(7)
    .transform((days) => [...new Set(days)].sort()),
  /** HH:MM (24 h); the form is checked by the server (422 on `start_time`), as `LessonWallTime`. */
  start_time: z.string().trim().min(1).max(5),
  duration_minutes: z.number().int().min(LESSON_LIMITS.durationMin).max(LESSON_LIMITS.durationMax),
  time_zone: z.string().trim().min(1).max(64).optional(),
  starts_on: IsoDate,
  ends_on: IsoDate,
  room: OptionalRoom.optional(),
  online_url: OptionalLink.optional(),
});
export type LessonSeriesInput = z.input<typeof LessonSeriesInput>;

/**
 * `PATCH /api/lesson-series/:id`: the rest of the series from `from` on takes the new rule. Occurrences on
 * or after `from` whose attendance is not taken are written again (moved or cancelled ones included);
 * those with attendance stay as they are. Leaving out a field keeps it.
 */
export const LessonSeriesUpdate = z.object({
  from: IsoDate,
  title: text(LESSON_LIMITS.title).optional(),
  teacher_id: Id.nullable().optional(),
  weekdays: z
    .array(z.number().int().min(0).max(6))
    .min(1)
    .max(7)
    .transform((days) => [...new Set(days)].sort())
    .optional(),
  start_time: LessonWallTime.optional(),
  duration_minutes: z.number().int().min(LESSON_LIMITS.durationMin).max(LESSON_LIMITS.durationMax).optional(),
  time_zone: z.string().trim().min(1).max(64).optional(),
  ends_on: IsoDate.optional(),
  room: OptionalRoom.optional(),
  online_url: OptionalLink.optional(),
});
export type LessonSeriesUpdate = z.input<typeof LessonSeriesUpdate>;

export const LessonSeriesView = z.object({
  id: z.string(),
  class_id: z.string(),
  title: z.string(),
  teacher_id: z.string().nullable(),
  teacher_name: z.string().nullable(),
  weekdays: z.array(z.number()),
  start_time: z.string(),
  duration_minutes: z.number(),
  time_zone: z.string(),
  starts_on: z.string(),
  ends_on: z.string(),
  room: z.string().nullable(),
  online_url: z.string().nullable(),
  lesson_count: z.number(),
});
export type LessonSeriesView = z.infer<typeof LessonSeriesView>;

/** `POST /api/classes/:id/lessons`: a one-off lesson of the class. */
export const OneOffLessonInput = z.object({
  title: text(LESSON_LIMITS.title).default(''),
  teacher_id: Id.nullable().optional(),
  starts_at: LessonInstant,
  ends_at: LessonInstant,
  room: OptionalRoom.optional(),
  online_url: OptionalLink.optional(),
  notes: text(LESSON_LIMITS.notes).default(''),
  materials: z.array(LessonMaterialInput).max(LESSON_LIMITS.materials).default([]),
});
export type OneOffLessonInput = z.input<typeof OneOffLessonInput>;

/**
 * `PATCH /api/lessons/:id` (the lesson's managers): move one occurrence (new times, checked again against
 * the teacher's other lessons), cancel it (`status: cancelled`) or bring it back, edit its notes, room,
 * link and materials.
 */
export const LessonUpdate = z.object({
  title: text(LESSON_LIMITS.title).optional(),
  teacher_id: Id.nullable().optional(),
  starts_at: LessonInstant.optional(),
  ends_at: LessonInstant.optional(),
  room: OptionalRoom.optional(),
  online_url: OptionalLink.optional(),
  notes: text(LESSON_LIMITS.notes).optional(),
  materials: z.array(LessonMaterialInput).max(LESSON_LIMITS.materials).optional(),
  status: LessonStatus.optional(),
});
export type LessonUpdate = z.input<typeof LessonUpdate>;

export const LessonPerson = z.object({ id: z.string(), name: z.string() });
export type LessonPerson = z.infer<typeof LessonPerson>;

/** A lesson as the calendar lists it. `students` is set for a parent: whose lesson it is. */
export const CalendarLesson = z.object({
  id: z.string(),
  kind: LessonKind,
  title: z.string(),
  class_id: z.string().nullable(),
  class_name: z.string().nullable(),
  series_id: z.string().nullable(),
  starts_at: z.string(),
  ends_at: z.string(),
  status: LessonStatus,
  teacher: LessonPerson.nullable(),
  room: z.string().nullable(),
  online_url: z.string().nullable(),
  attendance_taken: z.boolean(),
  students: z.array(LessonPerson),
});
export type CalendarLesson = z.infer<typeof CalendarLesson>;

/**
 * `GET /api/calendar?from=&to=` (any signed-in user): the caller's lessons starting in [from, to), at most
 * 62 days. An admin may pass `user_id` (that user's calendar) or nothing (every lesson of the tenant).
 */
export const CalendarQuery = z.object({
  from: LessonInstant,
  to: LessonInstant,
  user_id: Id.optional(),
});
export type CalendarQuery = z.infer<typeof CalendarQuery>;
export const CalendarView = z.object({ lessons: z.array(CalendarLesson) });
export type CalendarView = z.infer<typeof CalendarView>;

/**
 * `GET /api/classes/:id/lessons?from=&to=` (members): the class's series and its lessons (at most 62 days;
 * without a span: from two weeks ago, 62 days).
 */
export const ClassLessonsQuery = z.object({ from: LessonInstant.optional(), to: LessonInstant.optional() });
export type ClassLessonsQuery = z.infer<typeof ClassLessonsQuery>;
export const ClassLessonsView = z.object({
  can_manage: z.boolean(),
  time_zone: z.string(),
  series: z.array(LessonSeriesView),
  lessons: z.array(CalendarLesson),
  /** The teachers of the class (to choose a lesson's teacher). */
  teachers: z.array(LessonPerson),
});
export type ClassLessonsView = z.infer<typeof ClassLessonsView>;

export const SeriesCreated = z.object({ series: LessonSeriesView, lessons_created: z.number() });
export type SeriesCreated = z.infer<typeof SeriesCreated>;

export const AttendanceEntryView = z.object({
  user_id: z.string(),
  name: z.string(),
  email: z.string(),
  status: LessonAttendanceStatus.nullable(),
  note: z.string(),
});
export type AttendanceEntryView = z.infer<typeof AttendanceEntryView>;

/** `GET /api/lessons/:id`: everything of one lesson; `roster` only for its managers (a family sees their own rows). */
export const LessonDetail = CalendarLesson.extend({
  notes: z.string(),
  materials: z.array(LessonMaterialView),
  can_manage: z.boolean(),
  attendance_taken_at: z.string().nullable(),
  roster: z.array(AttendanceEntryView),
});
export type LessonDetail = z.infer<typeof LessonDetail>;

/**
 * `PUT /api/lessons/:id/attendance` (the lesson's managers, once it has started): one row per student of
 * the class (private: its student); a user not in the roster, or a repeated one, is a 422.
 */
export const AttendanceInput = z.object({
  entries: z
    .array(
      z.object({
        user_id: Id,
        status: LessonAttendanceStatus,
        note: text(LESSON_LIMITS.note).default(''),
      }),
    )
    .min(1)
    .max(500),
});
export type AttendanceInput = z.input<typeof AttendanceInput>;

/** `POST /api/calendar/feed`: a new secret address of the caller's feed (the old one stops answering). */
export const CalendarFeedView = z.object({ url: z.string() });
export type CalendarFeedView = z.infer<typeof CalendarFeedView>;
export const CalendarFeedParams = z.object({ token: z.string().min(1).max(200) });

/** `GET /api/lessons/next` (any signed-in user): the caller's next scheduled lesson, or null. */
export const NextLessonView = z.object({ lesson: CalendarLesson.nullable() });
export type NextLessonView = z.infer<typeof NextLessonView>;

import { z } from 'zod';
import { Id, isTimeZone, Page, PageQuery } from './common.ts';

/**
 * Private lessons and teachers' available hours (issue 19). A teacher sets weekly hours (their profile);
 * a student, or a parent for a linked child, requests a private lesson (subject, teacher or any, 1–3
 * proposed times, message); the addressed teacher (any teacher for "any"), or an admin, accepts one time
 * (a private lesson is booked), proposes other times (the family accepts one of those or cancels), or
 * declines with a reply.
 */
export const PRIVATE_LESSON_STATUSES = ['pending', 'countered', 'accepted', 'declined', 'cancelled'] as const;
export const PrivateLessonStatus = z.enum(PRIVATE_LESSON_STATUSES);
export type PrivateLessonStatus = z.infer<typeof PrivateLessonStatus>;

export const PRIVATE_LESSON_LIMITS = {
  times: 3,
  subject: 200,
  message: 2000,
  reply: 2000,
  minMinutes: 15,
  maxMinutes: 480,
  /** Rows of available hours a teacher may keep. */
  slots: 50,
  /** How far ahead a time may be proposed. */
  maxDaysAhead: 366,
} as const;

/** "HH:MM", 00:00 … 24:00 (24:00 only as an end). */
export const HoursClockTime = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/);
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** An IANA time zone the runtime knows ("Asia/Shanghai"). */
export const TimeZoneName = z.string().trim().min(1).max(64).refine(isTimeZone);

/**
 * One row of a teacher's weekly hours: weekday 0 (Sunday) … 6, wall-clock in the hours' time zone. The
 * server refuses a row whose start is not before its end (`lesson_times_invalid`, `slotEndsAfterStart`)
 * and rows of one weekday that overlap (`availability_overlap`, `overlappingSlots`).
 */
export const AvailabilitySlot = z.object({
  weekday: z.number().int().min(0).max(6),
  start_time: HoursClockTime,
  end_time: HoursClockTime,
});
export type AvailabilitySlot = z.infer<typeof AvailabilitySlot>;

/** Whether a row of hours starts before it ends (pure). */
export const slotEndsAfterStart = (s: { start_time: string; end_time: string }) =>
  s.start_time !== '24:00' && minutesOf(s.start_time) < minutesOf(s.end_time);

/** The indexes of the rows that overlap an earlier row of the same weekday (pure; the form and the server). */
export const overlappingSlots = (slots: readonly { weekday: number; start_time: string; end_time: string }[]) => {
  const bad: number[] = [];
  slots.forEach((s, i) => {
    const clash = slots.some(
      (o, j) =>
        j < i &&
        o.weekday === s.weekday &&
        minutesOf(o.start_time) < minutesOf(s.end_time) &&
        minutesOf(s.start_time) < minutesOf(o.end_time),
    );
    if (clash) bad.push(i);
  });
  return bad;
};

/** `PUT /api/profile/availability`: all of the teacher's hours, in one time zone (an empty list: none). */
export const AvailabilityInput = z.object({
  time_zone: TimeZoneName,
  slots: z.array(AvailabilitySlot).max(PRIVATE_LESSON_LIMITS.slots),
});
export type AvailabilityInput = z.infer<typeof AvailabilityInput>;

/** The teacher's hours as stored; `time_zone` is null while they have none. */
export const AvailabilityView = z.object({
  time_zone: z.string().nullable(),
  slots: z.array(z.object({ weekday: z.number().int(), start_time: z.string(), end_time: z.string() })),
});
export type AvailabilityView = z.infer<typeof AvailabilityView>;

export const PrivateTeacher = z.object({
  id: Id,
  name: z.string(),
  availability: AvailabilityView,
});
export type PrivateTeacher = z.infer<typeof PrivateTeacher>;
/** `GET /api/private-lessons/teachers`: the tenant's teachers who take private lessons (they have hours). */
export const PrivateTeacherList = z.object({ data: z.array(PrivateTeacher) });
export type PrivateTeacherList = z.infer<typeof PrivateTeacherList>;

/** A proposed time: its start (ISO instant with offset) and a duration. */
export const ProposedTimeInput = z.object({
  starts_at: z.iso.datetime({ offset: true }),
  duration_minutes: z.number().int().min(PRIVATE_LESSON_LIMITS.minMinutes).max(PRIVATE_LESSON_LIMITS.maxMinutes),
});
export type ProposedTimeInput = z.infer<typeof ProposedTimeInput>;
const Times = z.array(ProposedTimeInput).min(1).max(PRIVATE_LESSON_LIMITS.times);

/** `POST /api/private-lessons/requests`. A parent names the child (`student_id`); a student asks for themselves. */
export const PrivateLessonRequestInput = z.object({
  student_id: Id.optional(),
  subject: z.string().trim().min(1).max(PRIVATE_LESSON_LIMITS.subject),
  /** null: any teacher. */
  teacher_id: Id.nullable(),
  times: Times,
  message: z.string().trim().max(PRIVATE_LESSON_LIMITS.message).default(''),
});
export type PrivateLessonRequestInput = z.input<typeof PrivateLessonRequestInput>;

/** Accepting one of the proposed (or, for the family, the countered) times. */
export const PrivateLessonAcceptInput = z.object({
  time_index: z
    .number()
    .int()
    .min(0)
    .max(PRIVATE_LESSON_LIMITS.times - 1),
  /** An admin answering an "any" request names the teacher; a teacher answers for themselves. */
  teacher_id: Id.optional(),
});
export type PrivateLessonAcceptInput = z.infer<typeof PrivateLessonAcceptInput>;

export const PrivateLessonCounterInput = z.object({
  times: Times,
  reply: z.string().trim().max(PRIVATE_LESSON_LIMITS.reply).default(''),
  teacher_id: Id.optional(),
});
export type PrivateLessonCounterInput = z.input<typeof PrivateLessonCounterInput>;

export const PrivateLessonDeclineInput = z.object({
  reply: z.string().trim().max(PRIVATE_LESSON_LIMITS.reply).default(''),
});
export type PrivateLessonDeclineInput = z.input<typeof PrivateLessonDeclineInput>;

export const PrivateLessonCounterAcceptInput = z.object({
  time_index: z
    .number()
    .int()
    .min(0)
    .max(PRIVATE_LESSON_LIMITS.times - 1),
});
export type PrivateLessonCounterAcceptInput = z.infer<typeof PrivateLessonCounterAcceptInput>;

export const PrivateLessonTime = z.object({ starts_at: z.string(), ends_at: z.string() });
export type PrivateLessonTime = z.infer<typeof PrivateLessonTime>;
const PersonRef = z.object({ id: z.string(), name: z.string() });

export const PrivateLessonRequestView = z.object({
  id: Id,
  status: PrivateLessonStatus,
  subject: z.string(),
  student: PersonRef,
  requested_by: PersonRef.nullable(),
  /** null: any teacher. */
  teacher: PersonRef.nullable(),
  proposed_times: z.array(PrivateLessonTime),
  counter_times: z.array(PrivateLessonTime).nullable(),
  message: z.string(),
  reply: z.string(),
  responded_by: PersonRef.nullable(),
  responded_at: z.string().nullable(),
  lesson: z.object({ id: z.string(), starts_at: z.string(), ends_at: z.string() }).nullable(),
  created_at: z.string(),
  /** What the caller may do now. */
  can_answer: z.boolean(),
  can_respond_to_counter: z.boolean(),
  can_cancel: z.boolean(),
});
export type PrivateLessonRequestView = z.infer<typeof PrivateLessonRequestView>;

export const PrivateLessonRequestPage = Page(PrivateLessonRequestView);
export type PrivateLessonRequestPage = z.infer<typeof PrivateLessonRequestPage>;
export const PrivateLessonRequestQuery = PageQuery.omit({ q: true }).extend({
  status: PrivateLessonStatus.optional(),
});
export type PrivateLessonRequestQuery = z.input<typeof PrivateLessonRequestQuery>;

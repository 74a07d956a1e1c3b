import { z } from 'zod';
import { QuestionTagStat } from './classes.ts';
import { ExamKind } from './exams.ts';
import { Id, IsoDate, Page, PageQuery } from './common.ts';

/**
 * Progress reports and meeting logs (issue 20, decision 0046). A progress report is written by one of the
 * student's teachers (or an admin) for a period: the student's attempts, scores, skill breakdown and
 * attendance in the period are pulled in (live while a draft, a snapshot once sent), the teacher adds
 * comments, and sending e-mails the PDF to the linked parents. Meeting logs are the staff's record of
 * meetings with students or parents, with follow-ups (due date, owner, done).
 */
export const PROGRESS_REPORT_STATUSES = ['draft', 'sent'] as const;
export const PROGRESS_LIMITS = {
  comments: 10_000,
  /** A report covers at most this many days. */
  periodDays: 400,
  /** At most this many attempts are listed in a report (the newest). */
  attempts: 50,
  /** The lessons listed one by one (the counts cover all of them). */
  lessons: 100,
} as const;
export const MEETING_LIMITS = {
  title: 200,
  notes: 20_000,
  attendees: 50,
  followUps: 50,
  followUp: 1000,
} as const;

export const ProgressReportStatus = z.enum(PROGRESS_REPORT_STATUSES);
export type ProgressReportStatus = z.infer<typeof ProgressReportStatus>;

export const ProgressPerson = z.object({ id: Id, name: z.string() });
export type ProgressPerson = z.infer<typeof ProgressPerson>;

/** One completed attempt in the period, with its headline score. */
export const ProgressAttempt = z.object({
  user_exam_id: Id,
  title: z.string(),
  exam_kind: ExamKind,
  completed_at: z.iso.datetime(),
  /** Scored questions answered right, of all scored questions (the raw score, summed over sections). */
  correct: z.number().int(),
  total: z.number().int(),
  /** The headline score (scaled, band, composite) when the test has one. */
  score: z.number().nullable(),
  score_label: z.string().nullable(),
});
export type ProgressAttempt = z.infer<typeof ProgressAttempt>;

export const ProgressAttendanceStatus = z.enum(['present', 'late', 'absent', 'excused']);
export const ProgressLesson = z.object({
  lesson_id: Id,
  title: z.string(),
  starts_at: z.iso.datetime(),
  status: ProgressAttendanceStatus,
});
export type ProgressLesson = z.infer<typeof ProgressLesson>;

export const ProgressAttendance = z.object({
  present: z.number().int(),
  late: z.number().int(),
  absent: z.number().int(),
  excused: z.number().int(),
  total: z.number().int(),
  lessons: z.array(ProgressLesson),
});
export type ProgressAttendance = z.infer<typeof ProgressAttendance>;

/** What a report pulls in for its student and period (stored with the report when it is sent). */
export const ProgressData = z.object({
  attempts: z.array(ProgressAttempt),
  skills: z.array(QuestionTagStat),
  attendance: ProgressAttendance,
  /** The zone the period's days are read in (the centre's business time zone). */
  time_zone: z.string(),
});
export type ProgressData = z.infer<typeof ProgressData>;

export const ProgressReportSummary = z.object({
  id: Id,
  student: ProgressPerson,
  author: ProgressPerson.nullable(),
  period_start: IsoDate,
  period_end: IsoDate,
  status: ProgressReportStatus,
  sent_at: z.iso.datetime().nullable(),
  updated_at: z.iso.datetime(),
});
export type ProgressReportSummary = z.infer<typeof ProgressReportSummary>;
export const ProgressReportPage = Page(ProgressReportSummary);
export type ProgressReportPage = z.infer<typeof ProgressReportPage>;

export const ProgressReportView = ProgressReportSummary.extend({
  comments: z.string(),
  data: ProgressData,
  /** Whether the caller may edit, send or delete it (a draft, and the caller writes for the student). */
  can_edit: z.boolean(),
  /** How many linked parents a sent report went to (0 for a draft). */
  recipients: z.number().int(),
});
export type ProgressReportView = z.infer<typeof ProgressReportView>;

const Comments = z.string().trim().max(PROGRESS_LIMITS.comments);

export const ProgressReportInput = z.object({
  student_id: Id,
  period_start: IsoDate,
  period_end: IsoDate,
  comments: Comments.default(''),
});
export type ProgressReportInput = z.input<typeof ProgressReportInput>;

export const ProgressReportUpdate = z.object({
  period_start: IsoDate.optional(),
  period_end: IsoDate.optional(),
  comments: Comments.optional(),
});
export type ProgressReportUpdate = z.input<typeof ProgressReportUpdate>;

export const ProgressReportQuery = PageQuery.omit({ q: true }).extend({
  student_id: Id.optional(),
  status: ProgressReportStatus.optional(),
});
export type ProgressReportQuery = z.input<typeof ProgressReportQuery>;

export const ProgressPreviewQuery = z.object({ student_id: Id, period_start: IsoDate, period_end: IsoDate });
export type ProgressPreviewQuery = z.input<typeof ProgressPreviewQuery>;
export const ProgressPreview = z.object({ student: ProgressPerson, data: ProgressData });
export type ProgressPreview = z.infer<typeof ProgressPreview>;

export const ProgressStudentsQuery = z.object({ q: z.string().trim().max(100).optional() });
export type ProgressStudentsQuery = z.input<typeof ProgressStudentsQuery>;
export const ProgressStudents = z.array(ProgressPerson);

export const ProgressReportPdfQuery = z.object({ lang: z.enum(['en', 'cn', 'tw']).optional() });

// ---------------------------------------------------------------- meeting logs

export const MeetingPersonKind = z.enum(['student', 'parent', 'staff']);
export type MeetingPersonKind = z.infer<typeof MeetingPersonKind>;
export const MeetingPerson = z.object({ id: Id, name: z.string(), kind: MeetingPersonKind });
export type MeetingPerson = z.infer<typeof MeetingPerson>;

export const FollowUpInput = z.object({
  /** An existing follow-up of the meeting (kept, with its done state unless `done` says otherwise). */
  id: Id.optional(),
  description: z.string().trim().min(1).max(MEETING_LIMITS.followUp),
  due_on: IsoDate,
  owner_id: Id,
  done: z.boolean().optional(),
});
export type FollowUpInput = z.input<typeof FollowUpInput>;

export const MeetingInput = z.object({
  held_at: z.iso.datetime({ offset: true }),
  title: z.string().trim().min(1).max(MEETING_LIMITS.title),
  notes: z.string().trim().max(MEETING_LIMITS.notes).default(''),
  attendee_ids: z.array(Id).max(MEETING_LIMITS.attendees).default([]),
  follow_ups: z.array(FollowUpInput).max(MEETING_LIMITS.followUps).default([]),
});
export type MeetingInput = z.input<typeof MeetingInput>;

export const MeetingUpdate = z.object({
  held_at: z.iso.datetime({ offset: true }).optional(),
  title: z.string().trim().min(1).max(MEETING_LIMITS.title).optional(),
  notes: z.string().trim().max(MEETING_LIMITS.notes).optional(),
  attendee_ids: z.array(Id).max(MEETING_LIMITS.attendees).optional(),
  /** When given, the meeting's follow-ups become exactly these (ones left out are removed). */
  follow_ups: z.array(FollowUpInput).max(MEETING_LIMITS.followUps).optional(),
});
export type MeetingUpdate = z.input<typeof MeetingUpdate>;

export const FollowUpView = z.object({
  id: Id,
  meeting_id: Id,
  meeting_title: z.string(),
  description: z.string(),
  due_on: IsoDate,
  owner: ProgressPerson,
  done: z.boolean(),
  done_at: z.iso.datetime().nullable(),
  /** Not done and due before today (the centre's day). */
  overdue: z.boolean(),
});
export type FollowUpView = z.infer<typeof FollowUpView>;

export const MeetingSummary = z.object({
  id: Id,
  held_at: z.iso.datetime(),
  title: z.string(),
  attendees: z.array(MeetingPerson),
  open_follow_ups: z.number().int(),
});
export type MeetingSummary = z.infer<typeof MeetingSummary>;
export const MeetingPage = Page(MeetingSummary);
export type MeetingPage = z.infer<typeof MeetingPage>;

export const MeetingView = MeetingSummary.extend({
  notes: z.string(),
  follow_ups: z.array(FollowUpView),
  created_by: ProgressPerson.nullable(),
  can_edit: z.boolean(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type MeetingView = z.infer<typeof MeetingView>;

export const MeetingQuery = PageQuery;
export type MeetingQuery = z.input<typeof MeetingQuery>;

export const MyFollowUpsQuery = z.object({
  include_done: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});
export type MyFollowUpsQuery = z.input<typeof MyFollowUpsQuery>;
export const FollowUpList = z.array(FollowUpView);

export const FollowUpUpdate = z.object({ done: z.boolean() });
export type FollowUpUpdate = z.input<typeof FollowUpUpdate>;

export const MeetingPeopleQuery = z.object({ q: z.string().trim().max(100).optional() });
export type MeetingPeopleQuery = z.input<typeof MeetingPeopleQuery>;
export const MeetingPeople = z.array(MeetingPerson);

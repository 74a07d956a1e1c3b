import { z } from 'zod';
import { Email, Id, IsoDate } from './common.ts';

/**
 * Issue 19: courses (spec §3 "Course", §4 course states and progress) and course sessions (spec §3 "Course
 * session", §7 `GET session-class/list`). Owned by apps/api/src/modules/courses.
 */

export const COURSE_TYPES = ['group', 'private', 'self_paced', 'counseling'] as const;
export const CourseType = z.enum(COURSE_TYPES);
export type CourseType = z.infer<typeof CourseType>;

/** The stored life of a course; `expired` is also read when `expires_at` has passed. */
export const COURSE_STATES = ['draft', 'pending_review', 'published', 'expired', 'maintenance'] as const;
export const CourseState = z.enum(COURSE_STATES);
export type CourseState = z.infer<typeof CourseState>;

export const COURSE_RESOURCE_KINDS = ['video', 'video_link', 'practice', 'file', 'link'] as const;
export const CourseResourceKind = z.enum(COURSE_RESOURCE_KINDS);
export type CourseResourceKind = z.infer<typeof CourseResourceKind>;

/**
 * A student's progress (spec §4): `completed` = every resource of the course done; `incomplete` = the
 * course expired (state or `expires_at`) before that; `ongoing` otherwise (maintenance included).
 */
export const CourseProgressStatus = z.enum(['ongoing', 'incomplete', 'completed']);
export type CourseProgressStatus = z.infer<typeof CourseProgressStatus>;

export const COURSE_LIMITS = {
  title: 200,
  description: 10_000,
  chapters: 100,
  resourcesPerChapter: 100,
  url: 2000,
  teachers: 50,
  tags: 20,
  tag: 40,
  testTemplates: 20,
  city: 100,
} as const;

/** Course materials (uploaded videos, files, subtitles): at most 20 MB each (spec §5). */
export const COURSE_FILE_MAX_BYTES = 20 * 1024 * 1024;

const ResourceId = z.string().trim().min(1).max(64);
/** Links are checked by the server (http or https, a host) → 422 `invalid_link` on the field. */
const LinkText = z.string().trim().max(COURSE_LIMITS.url);

export const CourseResourceInput = z.object({
  /** Kept from an earlier save so progress stays; a new resource leaves it out. */
  id: ResourceId.optional(),
  kind: CourseResourceKind,
  title: z.string().trim().min(1).max(COURSE_LIMITS.title),
  /** `video_link` and `link`. */
  url: LinkText.nullish(),
  /** `video` and `file`: an upload of this course (`POST /api/courses/:id/files`). */
  upload_id: Id.nullish(),
  /** Subtitles (WebVTT) of a video or video link: an upload of this course, or a link. */
  subtitle_upload_id: Id.nullish(),
  subtitle_url: LinkText.nullish(),
  /** `practice`: a catalogue test the student starts from the course. */
  test_id: Id.nullish(),
});
export type CourseResourceInput = z.infer<typeof CourseResourceInput>;

export const CourseChapterInput = z.object({
  id: ResourceId.optional(),
  title: z.string().trim().min(1).max(COURSE_LIMITS.title),
  resources: z.array(CourseResourceInput).max(COURSE_LIMITS.resourcesPerChapter).default([]),
});
export type CourseChapterInput = z.input<typeof CourseChapterInput>;

/** Money in major units with at most 2 decimals, never negative. */
const Money = z.number().min(0).max(10_000_000);
const Currency = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/);

export const CourseInput = z.object({
  title: z.string().trim().min(1).max(COURSE_LIMITS.title),
  description: z.string().trim().max(COURSE_LIMITS.description).default(''),
  cover_upload_id: Id.nullish(),
  type: CourseType.default('group'),
  price: Money.default(0),
  currency: Currency.default('USD'),
  chapters: z.array(CourseChapterInput).max(COURSE_LIMITS.chapters).default([]),
  state: CourseState.default('draft'),
  active: z.boolean().default(true),
  expires_at: z.iso.datetime({ offset: true }).nullish(),
  teacher_ids: z.array(Id).max(COURSE_LIMITS.teachers).default([]),
});
export type CourseInput = z.input<typeof CourseInput>;

export const CourseUpdate = z.object({
  title: z.string().trim().min(1).max(COURSE_LIMITS.title).optional(),
  description: z.string().trim().max(COURSE_LIMITS.description).optional(),
  cover_upload_id: Id.nullish(),
  type: CourseType.optional(),
  price: Money.optional(),
  currency: Currency.optional(),
  chapters: z.array(CourseChapterInput).max(COURSE_LIMITS.chapters).optional(),
  state: CourseState.optional(),
  active: z.boolean().optional(),
  expires_at: z.iso.datetime({ offset: true }).nullish(),
  teacher_ids: z.array(Id).max(COURSE_LIMITS.teachers).optional(),
});
export type CourseUpdate = z.input<typeof CourseUpdate>;

export const CourseParams = z.object({ id: Id });
export const CourseFileParams = z.object({ id: Id, uploadId: Id });
export const CourseStudentParams = z.object({ id: Id, userId: Id });

export const CourseListQuery = z.object({
  q: z.string().trim().max(100).optional(),
  state: CourseState.optional(),
  active: z.enum(['true', 'false']).optional(),
});
export type CourseListQuery = z.infer<typeof CourseListQuery>;

export const CourseResourceView = z.object({
  id: z.string(),
  kind: CourseResourceKind,
  title: z.string(),
  url: z.string().nullable(),
  /** An uploaded video or file: where members read it. */
  file_url: z.string().nullable(),
  upload_id: z.string().nullable(),
  subtitle_url: z.string().nullable(),
  subtitle_upload_id: z.string().nullable(),
  test_id: z.string().nullable(),
  test_title: z.string().nullable(),
  /** The practice test's exam kind (the runner it opens in). */
  test_kind: z.string().nullable(),
});
export type CourseResourceView = z.infer<typeof CourseResourceView>;

export const CourseChapterView = z.object({
  id: z.string(),
  title: z.string(),
  resources: z.array(CourseResourceView),
});
export type CourseChapterView = z.infer<typeof CourseChapterView>;

export const CoursePersonRef = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type CoursePersonRef = z.infer<typeof CoursePersonRef>;

export const CourseProgressView = z.object({
  status: CourseProgressStatus,
  done_resource_ids: z.array(z.string()),
  done: z.number().int(),
  total: z.number().int(),
  /** 0–100, whole. */
  percent: z.number().int(),
  /** Where Resume opens: the last resource opened, else the first not done. */
  resume_resource_id: z.string().nullable(),
  last_active_at: z.iso.datetime().nullable(),
  completed_at: z.iso.datetime().nullable(),
});
export type CourseProgressView = z.infer<typeof CourseProgressView>;

export const CourseSummary = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  cover_upload_id: z.string().nullable(),
  cover_url: z.string().nullable(),
  type: CourseType,
  price: z.number(),
  currency: z.string(),
  /** The state as students meet it: `expired` once `expires_at` has passed. */
  state: CourseState,
  /** The state as stored (what an editor chose). */
  stored_state: CourseState,
  active: z.boolean(),
  expires_at: z.iso.datetime().nullable(),
  creator: CoursePersonRef.nullable(),
  teacher_count: z.number().int(),
  student_count: z.number().int(),
  session_count: z.number().int(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type CourseSummary = z.infer<typeof CourseSummary>;

export const CoursePage = z.object({ data: z.array(CourseSummary) });
export type CoursePage = z.infer<typeof CoursePage>;

export const CourseDetail = CourseSummary.extend({
  chapters: z.array(CourseChapterView),
  teachers: z.array(CoursePersonRef),
  /** `manager` (its teachers, the company's admins), `student` (in it). */
  my_role: z.enum(['manager', 'student']),
  /** The caller's own progress when they are a student of it. */
  progress: CourseProgressView.nullable(),
});
export type CourseDetail = z.infer<typeof CourseDetail>;

/** `GET /api/my-courses`: a student's courses with their progress. */
export const MyCourse = z.object({
  course: CourseSummary,
  progress: CourseProgressView,
});
export const MyCourses = z.object({ data: z.array(MyCourse) });
export type MyCourse = z.infer<typeof MyCourse>;
export type MyCourses = z.infer<typeof MyCourses>;

/** `POST /api/courses/:id/progress`: the student opened a resource (resume point), and marks it done or not. */
export const CourseProgressUpdate = z.object({
  resource_id: ResourceId,
  done: z.boolean().optional(),
});
export type CourseProgressUpdate = z.infer<typeof CourseProgressUpdate>;

export const CourseStudentView = z.object({
  user: CoursePersonRef,
  enrolled_at: z.iso.datetime(),
  progress: CourseProgressView,
});
export const CourseStudents = z.object({ data: z.array(CourseStudentView) });
export type CourseStudentView = z.infer<typeof CourseStudentView>;
export type CourseStudents = z.infer<typeof CourseStudents>;

/** Students of the tenant added to a course (by id or e-mail; an unknown e-mail → `student_email_not_found`). */
export const AddCourseStudents = z.object({
  user_ids: z.array(Id).max(200).default([]),
  emails: z.array(Email).max(200).default([]),
});
export type AddCourseStudents = z.input<typeof AddCourseStudents>;

export const CourseFileView = z.object({
  upload_id: z.string(),
  file_name: z.string(),
  size: z.number().int(),
  mime: z.string(),
  file_url: z.string(),
});
export type CourseFileView = z.infer<typeof CourseFileView>;

// ---------------------------------------------------------------------------------------------------------
// Course sessions

const Hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
const Tag = z.string().trim().min(1).max(COURSE_LIMITS.tag);

export const CourseSessionInput = z.object({
  title: z.string().trim().min(1).max(COURSE_LIMITS.title),
  city: z.string().trim().max(COURSE_LIMITS.city).default(''),
  fee: Money.default(0),
  currency: Currency.default('USD'),
  need_pay_first: z.boolean().default(false),
  online: z.boolean().default(false),
  start_date: IsoDate.nullish(),
  end_date: IsoDate.nullish(),
  start_time: Hhmm.nullish(),
  end_time: Hhmm.nullish(),
  weekdays: z.array(z.number().int().min(0).max(6)).max(7).default([]),
  /** Test templates: catalogue tests (placement tests) of the session. */
  test_ids: z.array(Id).max(COURSE_LIMITS.testTemplates).default([]),
  tags: z.array(Tag).max(COURSE_LIMITS.tags).default([]),
  active: z.boolean().default(true),
  /** The session class's capacity (null: no limit) and the placement score range it fits. */
  capacity: z.number().int().min(1).max(10_000).nullish(),
  score_min: z.number().int().min(0).max(100_000).nullish(),
  score_max: z.number().int().min(0).max(100_000).nullish(),
});
export type CourseSessionInput = z.input<typeof CourseSessionInput>;

export const CourseSessionUpdate = CourseSessionInput.partial();
export type CourseSessionUpdate = z.input<typeof CourseSessionUpdate>;

export const CourseSessionParams = z.object({ id: Id });

export const SessionSeatStatus = z.enum(['seated', 'awaiting_payment']);
export type SessionSeatStatus = z.infer<typeof SessionSeatStatus>;

export const CourseSessionView = z.object({
  id: z.string(),
  course: z.object({ id: z.string(), title: z.string() }),
  class_id: z.string(),
  title: z.string(),
  city: z.string(),
  fee: z.number(),
  currency: z.string(),
  need_pay_first: z.boolean(),
  online: z.boolean(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  start_time: z.string().nullable(),
  end_time: z.string().nullable(),
  weekdays: z.array(z.number().int()),
  tests: z.array(z.object({ id: z.string(), title: z.string() })),
  tags: z.array(z.string()),
  active: z.boolean(),
  capacity: z.number().int().nullable(),
  score_min: z.number().int().nullable(),
  score_max: z.number().int().nullable(),
  student_count: z.number().int(),
  /** The caller's own seat (students): seated, awaiting payment, or none. */
  my_seat: SessionSeatStatus.nullable(),
  created_at: z.iso.datetime(),
});
export type CourseSessionView = z.infer<typeof CourseSessionView>;

/** `GET /api/session-class/list` (spec §7). */
export const SessionClassQuery = z.object({
  course_id: Id.optional(),
  active: z.enum(['true', 'false']).optional(),
  city: z.string().trim().max(COURSE_LIMITS.city).optional(),
});
export type SessionClassQuery = z.infer<typeof SessionClassQuery>;
export const SessionClassList = z.object({ data: z.array(CourseSessionView) });
export type SessionClassList = z.infer<typeof SessionClassList>;

/** `POST /api/course-sessions/:id/students`: admins and the course's teachers place students. */
export const PlaceSessionStudents = z.object({
  user_ids: z.array(Id).max(200).default([]),
  emails: z.array(Email).max(200).default([]),
});
export type PlaceSessionStudents = z.input<typeof PlaceSessionStudents>;

export const SessionPlacement = z.object({
  user_id: z.string(),
  status: SessionSeatStatus,
});
export const SessionPlacementResult = z.object({ data: z.array(SessionPlacement) });
export type SessionPlacementResult = z.infer<typeof SessionPlacementResult>;

export const SessionStudentView = z.object({
  user: CoursePersonRef,
  status: SessionSeatStatus,
});
export const SessionStudents = z.object({ data: z.array(SessionStudentView) });
export type SessionStudents = z.infer<typeof SessionStudents>;

/** `GET /api/course-placement?user_id=`: a student's placement results and the session they propose. */
export const PlacementQuery = z.object({ user_id: Id });
export const PlacementScore = z.object({
  test_id: z.string(),
  test_title: z.string(),
  user_exam_id: z.string(),
  score: z.number(),
  completed_at: z.iso.datetime(),
});
export const PlacementProposal = z.object({
  student: CoursePersonRef,
  /** The newest finished attempt of each test that is a template of an active session. */
  scores: z.array(PlacementScore),
  /** Active sessions whose score range holds the student's score on one of their templates. */
  proposed_session_ids: z.array(z.string()),
  sessions: z.array(CourseSessionView),
});
export type PlacementScore = z.infer<typeof PlacementScore>;
export type PlacementProposal = z.infer<typeof PlacementProposal>;

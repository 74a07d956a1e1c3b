import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { classes } from './classes.ts';
import { createdAt, primaryId, tenantFk, tenantId, tenantKeys, updatedAt } from './columns.ts';
import { membershipKeys } from './memberships.ts';
import { uploads } from './content.ts';
import { paymentOrders } from './commerce.ts';
import { users } from './users.ts';

/**
 * One thing a course chapter offers (spec §3 "Course" resources): an uploaded video (with subtitles), a
 * third-party video link (with subtitles), a practice (a catalogue test), an uploaded file, or a link.
 * `id` is stable within the course (progress points at it).
 */
export interface CourseResource {
  id: string;
  kind: 'video' | 'video_link' | 'practice' | 'file' | 'link';
  title: string;
  /** An uploaded video or file. */
  uploadId?: string | null;
  /** A third-party video link or a link. */
  url?: string | null;
  /** Subtitles (WebVTT): an upload or a link. */
  subtitleUploadId?: string | null;
  subtitleUrl?: string | null;
  /** A practice: the catalogue test it opens. */
  testId?: string | null;
}

export interface CourseChapter {
  id: string;
  title: string;
  resources: CourseResource[];
}

/**
 * A course (issue 19; spec §3, §4): what a centre sells and teaches. `state` is its life (draft →
 * pending_review → published; expired and maintenance close it to students with the spec's messages);
 * `active` hides it from new enrolment without closing it to those in it. Money in minor units.
 */
export const courses = pgTable(
  'courses',
  {
    id: primaryId(),
    tenantId: tenantId(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    coverUploadId: uuid('cover_upload_id'),
    /** 'group', 'private', 'self_paced' or 'counseling'. */
    type: text('type').notNull().default('group'),
    priceMinor: integer('price_minor').notNull().default(0),
    currency: text('currency').notNull().default('USD'),
    chapters: jsonb('chapters').$type<CourseChapter[]>().notNull().default([]),
    /** 'draft', 'pending_review', 'published', 'expired', 'maintenance'. */
    state: text('state').notNull().default('draft'),
    active: boolean('active').notNull().default(true),
    /** When set and past, the course reads as expired to its students. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    ...tenantKeys(t, t.id),
    index('courses_tenant_created_idx').on(t.tenantId, t.createdAt),
    tenantFk('courses_cover_upload_id_uploads_id_fk', t, t.coverUploadId, uploads).onDelete('set null'),
    tenantFk('courses_created_by_users_id_fk', t, t.createdBy, users).onDelete('set null'),
  ],
);

export const courseTeachers = pgTable(
  'course_teachers',
  {
    tenantId: tenantId(),
    courseId: uuid('course_id').notNull(),
    userId: uuid('user_id').notNull(),
    addedAt: createdAt(),
  },
  (t) => [...membershipKeys(t, t.courseId, courses)],
);

/**
 * A student in a course, and their progress (spec §4: ongoing, incomplete, completed, resume): the
 * resources done, the one to resume at, when they finished.
 */
export const courseStudents = pgTable(
  'course_students',
  {
    tenantId: tenantId(),
    courseId: uuid('course_id').notNull(),
    userId: uuid('user_id').notNull(),
    completedResourceIds: jsonb('completed_resource_ids').$type<string[]>().notNull().default([]),
    lastResourceId: text('last_resource_id'),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    enrolledAt: createdAt(),
  },
  (t) => [...membershipKeys(t, t.courseId, courses)],
);

/**
 * A course session (spec §3 "Course session"): one run of a course — where, when, for how much. Its
 * roster and its lessons are those of its own class (`class_id`, made with the session), so placement,
 * materials, tests and lessons reuse the class machinery.
 */
export const courseSessions = pgTable(
  'course_sessions',
  {
    id: primaryId(),
    tenantId: tenantId(),
    courseId: uuid('course_id').notNull(),
    classId: uuid('class_id').notNull(),
    title: text('title').notNull(),
    city: text('city').notNull().default(''),
    feeMinor: integer('fee_minor').notNull().default(0),
    currency: text('currency').notNull().default('USD'),
    needPayFirst: boolean('need_pay_first').notNull().default(false),
    online: boolean('online').notNull().default(false),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    /** Wall-clock times, HH:MM, in the tenant's business time zone; weekdays 0 (Sunday) … 6. */
    startTime: text('start_time'),
    endTime: text('end_time'),
    weekdays: jsonb('weekdays').$type<number[]>().notNull().default([]),
    /** Test templates: catalogue tests the session's students take. */
    testIds: jsonb('test_ids').$type<string[]>().notNull().default([]),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('course_sessions_class_id_idx').on(t.classId),
    ...tenantKeys(t, t.id),
    uniqueIndex('course_sessions_class_uq').on(t.tenantId, t.classId),
    index('course_sessions_course_idx').on(t.tenantId, t.courseId),
    tenantFk('course_sessions_course_id_courses_id_fk', t, t.courseId, courses).onDelete('cascade'),
    tenantFk('course_sessions_class_id_classes_id_fk', t, t.classId, classes).onDelete('cascade'),
  ],
);

/**
 * A student's seat in a need-pay-first session that waits for its payment (issue 19): the order pays
 * through the existing providers; when it is paid, the student is seated in the session's class.
 * 'awaiting_payment' → 'seated' (or 'cancelled').
 */
export const courseSessionSeats = pgTable(
  'course_session_seats',
  {
    tenantId: tenantId(),
    sessionId: uuid('session_id').notNull(),
    userId: uuid('user_id').notNull(),
    status: text('status').notNull().default('awaiting_payment'),
    orderId: uuid('order_id'),
    createdAt: createdAt(),
    seatedAt: timestamp('seated_at', { withTimezone: true }),
  },
  (t) => [
    ...tenantKeys(t, t.sessionId, t.userId),
    check('course_session_seats_status', sql`${t.status} in ('awaiting_payment', 'seated', 'cancelled')`),
    tenantFk('course_session_seats_session_id_course_sessions_id_fk', t, t.sessionId, courseSessions).onDelete(
      'cascade',
    ),
    tenantFk('course_session_seats_user_id_users_id_fk', t, t.userId, users).onDelete('cascade'),
    tenantFk('course_session_seats_order_id_payment_orders_id_fk', t, t.orderId, paymentOrders).onDelete('set null'),
  ],
);

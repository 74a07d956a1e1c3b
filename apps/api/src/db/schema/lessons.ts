import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { classes } from './classes.ts';
import { createdAt, primaryId, tenantFk, tenantId, tenantKeys, updatedAt } from './columns.ts';
import { membershipKeys } from './memberships.ts';
import { users } from './users.ts';

/** A lesson's material: a link, or an upload of the class's materials. */
export interface LessonMaterial {
  title: string;
  url?: string | null;
  uploadId?: string | null;
}

/**
 * A recurring rule of a class's lessons (issue 19): on these weekdays at this wall-clock time, in this
 * time zone, from `starts_on` to `ends_on`. Its occurrences are written as `lessons` rows (one per
 * `series_date`); an exception is an occurrence cancelled or moved on its own.
 */
export const lessonSeries = pgTable(
  'lesson_series',
  {
    id: primaryId(),
    tenantId: tenantId(),
    classId: uuid('class_id').notNull(),
    title: text('title').notNull().default(''),
    teacherId: uuid('teacher_id'),
    /** 0 (Sunday) … 6. */
    weekdays: jsonb('weekdays').$type<number[]>().notNull(),
    /** HH:MM in `time_zone`. */
    startTime: text('start_time').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    timeZone: text('time_zone').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    room: text('room'),
    onlineUrl: text('online_url'),
    // No foreign key: main's super admin acting in this tenant may be named (decision 0050; docs/SCALING.md).
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    ...tenantKeys(t, t.id),
    index('lesson_series_class_idx').on(t.tenantId, t.classId),
    tenantFk('lesson_series_class_id_classes_id_fk', t, t.classId, classes).onDelete('cascade'),
    tenantFk('lesson_series_teacher_id_users_id_fk', t, t.teacherId, users).onDelete('set null'),
  ],
);

/**
 * A dated lesson (issue 19): an occurrence of a class's series, a one-off lesson of a class, or a private
 * lesson (no class; `student_id` is its student). `status` 'scheduled' or 'cancelled'. A teacher is never
 * in two scheduled lessons at once (checked under a per-teacher lock when a lesson is written).
 * `attendance_taken_at` marks the lesson as taught (the salary bills count it).
 */
export const lessons = pgTable(
  'lessons',
  {
    id: primaryId(),
    tenantId: tenantId(),
    kind: text('kind').notNull().default('class'),
    classId: uuid('class_id'),
    seriesId: uuid('series_id'),
    /** The occurrence of the series this row is (unique per series), even when moved. */
    seriesDate: date('series_date', { mode: 'string' }),
    studentId: uuid('student_id'),
    title: text('title').notNull().default(''),
    teacherId: uuid('teacher_id'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    room: text('room'),
    onlineUrl: text('online_url'),
    notes: text('notes').notNull().default(''),
    materials: jsonb('materials').$type<LessonMaterial[]>().notNull().default([]),
    status: text('status').notNull().default('scheduled'),
    attendanceTakenAt: timestamp('attendance_taken_at', { withTimezone: true }),
    // No foreign key: main's super admin acting in this tenant may be named (decision 0050; docs/SCALING.md).
    attendanceTakenBy: uuid('attendance_taken_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    ...tenantKeys(t, t.id),
    index('lessons_series_id_series_date_idx').on(t.seriesId, t.seriesDate),
    index('lessons_tenant_starts_idx').on(t.tenantId, t.startsAt),
    index('lessons_class_starts_idx').on(t.classId, t.startsAt),
    index('lessons_teacher_starts_idx').on(t.tenantId, t.teacherId, t.startsAt),
    index('lessons_student_starts_idx').on(t.tenantId, t.studentId, t.startsAt),
    uniqueIndex('lessons_series_date_uq').on(t.tenantId, t.seriesId, t.seriesDate),
    check('lessons_kind', sql`${t.kind} in ('class', 'private')`),
    check('lessons_status', sql`${t.status} in ('scheduled', 'cancelled')`),
    check('lessons_time_order', sql`${t.endsAt} > ${t.startsAt}`),
    check(
      'lessons_kind_target',
      sql`(${t.kind} = 'class' and ${t.classId} is not null) or (${t.kind} = 'private' and ${t.studentId} is not null)`,
    ),
    tenantFk('lessons_class_id_classes_id_fk', t, t.classId, classes).onDelete('cascade'),
    tenantFk('lessons_series_id_lesson_series_id_fk', t, t.seriesId, lessonSeries).onDelete('set null'),
    tenantFk('lessons_student_id_users_id_fk', t, t.studentId, users).onDelete('cascade'),
    tenantFk('lessons_teacher_id_users_id_fk', t, t.teacherId, users).onDelete('set null'),
  ],
);

/** Attendance of one student at one lesson, taken by the teacher: present, late, absent, excused. */
export const lessonAttendance = pgTable(
  'lesson_attendance',
  {
    tenantId: tenantId(),
    lessonId: uuid('lesson_id').notNull(),
    userId: uuid('user_id').notNull(),
    status: text('status').notNull(),
    note: text('note').notNull().default(''),
    // No foreign key: main's super admin acting in this tenant may be named (decision 0050; docs/SCALING.md).
    takenBy: uuid('taken_by'),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    ...membershipKeys(t, t.lessonId, lessons),
    check('lesson_attendance_status', sql`${t.status} in ('present', 'late', 'absent', 'excused')`),
  ],
);

/** A teacher's available hours (profile): weekday 0 (Sunday) … 6, HH:MM to HH:MM in `time_zone`. */
export const teacherAvailability = pgTable(
  'teacher_availability',
  {
    id: primaryId(),
    tenantId: tenantId(),
    userId: uuid('user_id').notNull(),
    weekday: smallint('weekday').notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    timeZone: text('time_zone').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    ...tenantKeys(t, t.id),
    index('teacher_availability_user_idx').on(t.tenantId, t.userId),
    check('teacher_availability_weekday', sql`${t.weekday} between 0 and 6`),
    tenantFk('teacher_availability_user_id_users_id_fk', t, t.userId, users).onDelete('cascade'),
  ],
);

/** A time a private lesson is proposed for. */
export interface ProposedTime {
  startsAt: string;
  endsAt: string;
}

/**
 * A private-lesson request (issue 19): a student or their parent asks for a subject, a teacher (or any),
 * at one of the proposed times; the teacher or an admin accepts one (a private lesson is written),
 * proposes other times ('countered', the family accepts or not), or declines.
 * 'pending', 'countered', 'accepted', 'declined', 'cancelled'.
 */
export const privateLessonRequests = pgTable(
  'private_lesson_requests',
  {
    id: primaryId(),
    tenantId: tenantId(),
    studentId: uuid('student_id').notNull(),
    requestedBy: uuid('requested_by'),
    subject: text('subject').notNull(),
    teacherId: uuid('teacher_id'),
    proposedTimes: jsonb('proposed_times').$type<ProposedTime[]>().notNull(),
    counterTimes: jsonb('counter_times').$type<ProposedTime[]>(),
    message: text('message').notNull().default(''),
    reply: text('reply').notNull().default(''),
    status: text('status').notNull().default('pending'),
    respondedBy: uuid('responded_by'),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    lessonId: uuid('lesson_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    ...tenantKeys(t, t.id),
    index('private_lesson_requests_tenant_idx').on(t.tenantId, t.status, t.createdAt),
    index('private_lesson_requests_student_idx').on(t.tenantId, t.studentId),
    check(
      'private_lesson_requests_status',
      sql`${t.status} in ('pending', 'countered', 'accepted', 'declined', 'cancelled')`,
    ),
    tenantFk('private_lesson_requests_student_id_users_id_fk', t, t.studentId, users).onDelete('cascade'),
    tenantFk('private_lesson_requests_requested_by_users_id_fk', t, t.requestedBy, users).onDelete('set null'),
    tenantFk('private_lesson_requests_teacher_id_users_id_fk', t, t.teacherId, users).onDelete('set null'),
    tenantFk('private_lesson_requests_responded_by_users_id_fk', t, t.respondedBy, users).onDelete('set null'),
    tenantFk('private_lesson_requests_lesson_id_lessons_id_fk', t, t.lessonId, lessons).onDelete('set null'),
  ],
);

/** A user's private iCalendar feed: the SHA-256 of its secret token (the URL holds the token). */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    tenantId: tenantId(),
    userId: uuid('user_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    ...tenantKeys(t, t.userId),
    index('calendar_feeds_token_hash_idx').on(t.tokenHash),
    uniqueIndex('calendar_feeds_token_uq').on(t.tenantId, t.tokenHash),
    tenantFk('calendar_feeds_user_id_users_id_fk', t, t.userId, users).onDelete('cascade'),
  ],
);

/**
 * A roster import (issue 19): the file's rows as read, the dry run's problems, and what the import did.
 * 'checked' (dry run done) → 'imported'; nothing is written to accounts until the import runs, and then
 * all of it in one transaction.
 */
export const rosterImports = pgTable(
  'roster_imports',
  {
    id: primaryId(),
    tenantId: tenantId(),
    fileName: text('file_name').notNull(),
    rows: jsonb('rows').$type<Record<string, unknown>[]>().notNull(),
    problems: jsonb('problems').$type<{ row: number; field: string; code: string }[]>().notNull().default([]),
    status: text('status').notNull().default('checked'),
    result: jsonb('result').$type<Record<string, unknown> | null>(),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    importedAt: timestamp('imported_at', { withTimezone: true }),
  },
  (t) => [
    ...tenantKeys(t, t.id),
    index('roster_imports_tenant_idx').on(t.tenantId, t.createdAt),
    tenantFk('roster_imports_created_by_users_id_fk', t, t.createdBy, users).onDelete('set null'),
  ],
);

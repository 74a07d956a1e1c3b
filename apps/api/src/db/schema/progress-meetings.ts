import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, primaryId, tenantFk, tenantId, tenantKeys, updatedAt } from './columns.ts';
import { membershipKeys } from './memberships.ts';
import { users } from './users.ts';

/**
 * What a sent progress report pulled in, kept as it was when it was sent (the contracts' `ProgressData`
 * shape; the schema does not import contracts types, so it is described here).
 */
export interface StoredProgressData {
  attempts: {
    user_exam_id: string;
    title: string;
    exam_kind: string;
    completed_at: string;
    correct: number;
    total: number;
    score: number | null;
    score_label: string | null;
  }[];
  skills: { key: string; label: string; section: string | null; correct: number; total: number }[];
  attendance: {
    present: number;
    late: number;
    absent: number;
    excused: number;
    total: number;
    lessons: { lesson_id: string; title: string; starts_at: string; status: string }[];
  };
  time_zone: string;
}

/**
 * A progress report (issue 20): one student, one period (dates in the centre's business time zone), the
 * teacher's comments; 'draft' reads the student's records live, 'sent' keeps `data` as it was sent.
 */
export const progressReports = pgTable(
  'progress_reports',
  {
    id: primaryId(),
    tenantId: tenantId(),
    studentId: uuid('student_id').notNull(),
    authorId: uuid('author_id'),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    comments: text('comments').notNull().default(''),
    status: text('status').notNull().default('draft'),
    data: jsonb('data').$type<StoredProgressData>(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    sentBy: uuid('sent_by'),
    /** The linked parents it was e-mailed to when sent. */
    recipientCount: integer('recipient_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    ...tenantKeys(t, t.id),
    index('progress_reports_student_idx').on(t.tenantId, t.studentId, t.periodStart),
    index('progress_reports_author_idx').on(t.tenantId, t.authorId),
    check('progress_reports_status', sql`${t.status} in ('draft', 'sent')`),
    check('progress_reports_period', sql`${t.periodEnd} >= ${t.periodStart}`),
    check(
      'progress_reports_sent_data',
      sql`${t.status} = 'draft' or (${t.data} is not null and ${t.sentAt} is not null)`,
    ),
    tenantFk('progress_reports_student_id_users_id_fk', t, t.studentId, users).onDelete('cascade'),
    tenantFk('progress_reports_author_id_users_id_fk', t, t.authorId, users).onDelete('set null'),
    tenantFk('progress_reports_sent_by_users_id_fk', t, t.sentBy, users).onDelete('set null'),
  ],
);

/** A meeting with students or parents (issue 20), logged by staff. */
export const meetings = pgTable(
  'meetings',
  {
    id: primaryId(),
    tenantId: tenantId(),
    heldAt: timestamp('held_at', { withTimezone: true }).notNull(),
    title: text('title').notNull(),
    notes: text('notes').notNull().default(''),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    ...tenantKeys(t, t.id),
    index('meetings_tenant_held_idx').on(t.tenantId, t.heldAt),
    tenantFk('meetings_created_by_users_id_fk', t, t.createdBy, users).onDelete('set null'),
  ],
);

/** Who was at a meeting: users of the tenant. */
export const meetingAttendees = pgTable(
  'meeting_attendees',
  {
    tenantId: tenantId(),
    meetingId: uuid('meeting_id').notNull(),
    userId: uuid('user_id').notNull(),
  },
  (t) => [...membershipKeys(t, t.meetingId, meetings)],
);

/** Something to do after a meeting: by a date, by one staff member (the owner), done or not. */
export const meetingFollowUps = pgTable(
  'meeting_follow_ups',
  {
    id: primaryId(),
    tenantId: tenantId(),
    meetingId: uuid('meeting_id').notNull(),
    description: text('description').notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    ownerId: uuid('owner_id').notNull(),
    done: boolean('done').notNull().default(false),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    ...tenantKeys(t, t.id),
    index('meeting_follow_ups_owner_idx').on(t.tenantId, t.ownerId, t.done, t.dueOn),
    index('meeting_follow_ups_meeting_idx').on(t.meetingId),
    tenantFk('meeting_follow_ups_meeting_id_meetings_id_fk', t, t.meetingId, meetings).onDelete('cascade'),
    tenantFk('meeting_follow_ups_owner_id_users_id_fk', t, t.ownerId, users).onDelete('cascade'),
  ],
);

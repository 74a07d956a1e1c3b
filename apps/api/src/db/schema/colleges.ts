import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, primaryId, tenantFk, tenantId, tenantKeys, updatedAt } from './columns.ts';
import { users } from './users.ts';

/**
 * A college of the directory (issue 20, decision 0047). Main's rows are the shared catalogue every tenant
 * reads (a SELECT-only `shared_catalogue` policy, as for main's public tests); a tenant's own rows are its
 * additions, seen by that tenant only. Score ranges are the middle 50 % of admitted students (25th and 75th
 * percentile): SAT total 400–1600, ACT composite 1–36. `admission_rate` is an exact decimal in [0, 1].
 * Deadlines are the dates of the current application cycle (null: the college has no such round).
 */
export const colleges = pgTable(
  'colleges',
  {
    id: primaryId(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    country: text('country').notNull().default('US'),
    state: text('state').notNull().default(''),
    city: text('city').notNull().default(''),
    sat25: integer('sat_25'),
    sat75: integer('sat_75'),
    act25: integer('act_25'),
    act75: integer('act_75'),
    admissionRate: numeric('admission_rate', { precision: 5, scale: 4 }),
    edDeadline: date('ed_deadline', { mode: 'string' }),
    eaDeadline: date('ea_deadline', { mode: 'string' }),
    rdDeadline: date('rd_deadline', { mode: 'string' }),
    website: text('website').notNull().default(''),
    /** A stable key for seeded rows, so the seed finds what it made (unique per tenant). */
    seedKey: text('seed_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('colleges_seed_key_lookup_idx').on(t.seedKey),
    ...tenantKeys(t, t.id),
    index('colleges_tenant_name_idx').on(t.tenantId, t.name),
    uniqueIndex('colleges_seed_key_idx').on(t.tenantId, t.seedKey),
    check(
      'colleges_sat_range',
      sql`${t.sat25} is null or ${t.sat75} is null or (${t.sat25} >= 400 and ${t.sat75} <= 1600 and ${t.sat25} < ${t.sat75})`,
    ),
    check(
      'colleges_act_range',
      sql`${t.act25} is null or ${t.act75} is null or (${t.act25} >= 1 and ${t.act75} <= 36 and ${t.act25} < ${t.act75})`,
    ),
    check(
      'colleges_admission_rate',
      sql`${t.admissionRate} is null or (${t.admissionRate} >= 0 and ${t.admissionRate} <= 1)`,
    ),
  ],
);

/**
 * A college on a student's target list. `category` reach/target/safety (null: none yet); `category_overridden`
 * when a person chose it rather than taking the proposal from the student's best scores. `deadline` is a
 * custom date; null follows the college's deadline of the round.
 */
export const collegeTargets = pgTable(
  'college_targets',
  {
    id: primaryId(),
    tenantId: tenantId(),
    studentId: uuid('student_id').notNull(),
    /** No foreign key: it may name main's shared catalogue (decisions 0006, 0050; docs/SCALING.md). */
    collegeId: uuid('college_id').notNull(),
    category: text('category'),
    categoryOverridden: boolean('category_overridden').notNull().default(false),
    status: text('status').notNull().default('planning'),
    round: text('round').notNull().default('rd'),
    deadline: date('deadline', { mode: 'string' }),
    notes: text('notes').notNull().default(''),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('college_targets_student_id_college_id_idx').on(t.studentId, t.collegeId),
    ...tenantKeys(t, t.id),
    uniqueIndex('college_targets_student_college_idx').on(t.tenantId, t.studentId, t.collegeId),
    check('college_targets_category', sql`${t.category} is null or ${t.category} in ('reach', 'target', 'safety')`),
    check(
      'college_targets_status',
      sql`${t.status} in ('planning', 'in_progress', 'submitted', 'admitted', 'waitlisted', 'denied', 'enrolled')`,
    ),
    check('college_targets_round', sql`${t.round} in ('ed', 'ea', 'rd', 'rolling')`),
    tenantFk('college_targets_student_id_users_id_fk', t, t.studentId, users).onDelete('cascade'),
    tenantFk('college_targets_created_by_users_id_fk', t, t.createdBy, users).onDelete('set null'),
  ],
);

/** A student's official scores as the counselor records them (the platform's own attempts count too). */
export const collegeScores = pgTable(
  'college_scores',
  {
    id: primaryId(),
    tenantId: tenantId(),
    studentId: uuid('student_id').notNull(),
    satTotal: integer('sat_total'),
    actComposite: integer('act_composite'),
    updatedBy: uuid('updated_by'),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('college_scores_student_id_idx').on(t.studentId),
    ...tenantKeys(t, t.id),
    uniqueIndex('college_scores_student_idx').on(t.tenantId, t.studentId),
    check('college_scores_sat', sql`${t.satTotal} is null or (${t.satTotal} >= 400 and ${t.satTotal} <= 1600)`),
    check('college_scores_act', sql`${t.actComposite} is null or (${t.actComposite} >= 1 and ${t.actComposite} <= 36)`),
    tenantFk('college_scores_student_id_users_id_fk', t, t.studentId, users).onDelete('cascade'),
    tenantFk('college_scores_updated_by_users_id_fk', t, t.updatedBy, users).onDelete('set null'),
  ],
);

/** One college of a counseling report, as it stood when the report was built (a sent report never changes). */
export interface CounselingReportItem {
  collegeId: string;
  name: string;
  state: string;
  city: string;
  sat25: number | null;
  sat75: number | null;
  act25: number | null;
  act75: number | null;
  admissionRate: string | null;
  category: string | null;
  status: string;
  round: string;
  deadline: string | null;
  comment: string;
}

/** The student's scores a report was built on. */
export interface CounselingReportScores {
  sat: { score: number; source: string } | null;
  act: { score: number; source: string } | null;
}

/**
 * A counseling report (issue 20): built from the student's target list and best scores (a snapshot in
 * `items` and `scores`), with the counselor's comments; `draft` until sent, then `sent` (mailed to the
 * linked parents, shown in the student's and parents' portal) and read-only.
 */
export const counselingReports = pgTable(
  'counseling_reports',
  {
    id: primaryId(),
    tenantId: tenantId(),
    studentId: uuid('student_id').notNull(),
    title: text('title').notNull(),
    comments: text('comments').notNull().default(''),
    items: jsonb('items').$type<CounselingReportItem[]>().notNull().default([]),
    scores: jsonb('scores').$type<CounselingReportScores>().notNull().default({ sat: null, act: null }),
    status: text('status').notNull().default('draft'),
    createdBy: uuid('created_by'),
    sentBy: uuid('sent_by'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    ...tenantKeys(t, t.id),
    index('counseling_reports_student_idx').on(t.tenantId, t.studentId),
    check('counseling_reports_status', sql`${t.status} in ('draft', 'sent')`),
    tenantFk('counseling_reports_student_id_users_id_fk', t, t.studentId, users).onDelete('cascade'),
    tenantFk('counseling_reports_created_by_users_id_fk', t, t.createdBy, users).onDelete('set null'),
    tenantFk('counseling_reports_sent_by_users_id_fk', t, t.sentBy, users).onDelete('set null'),
  ],
);

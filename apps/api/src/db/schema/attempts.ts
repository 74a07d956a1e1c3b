import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AnswerValue, AttemptMode, AttemptScores, AttemptStatus, ModuleRoute } from '@prepwell/contracts';
import { createdAt, primaryId, tenantFk, tenantId, tenantKeys } from './columns.ts';
import { users } from './users.ts';
import { classTests } from './classes.ts';

/** One absence from a running attempt (issue 16): when it began, how long it lasted, and how it was seen. */
export interface AttemptAbsence {
  startedAt: string;
  seconds: number;
  kind: 'hidden' | 'closed' | 'no_heartbeat';
}

/**
 * Attempts (issue 3). An attempt lives in the student's tenant; its test may be main's public one, which
 * is referenced by id and never written. Foreign keys bypass row-level security, so the reference holds
 * across tenants, and (no action) a test with attempts cannot be deleted under them.
 */
export const userExams = pgTable(
  'user_exams',
  {
    id: primaryId(),
    tenantId: tenantId(),
    userId: uuid('user_id').notNull(),
    /** No foreign key: it may name main's shared catalogue (decisions 0006, 0050; docs/SCALING.md). */
    testId: uuid('test_id').notNull(),
    status: text('status').$type<AttemptStatus>().notNull().default('in_progress'),
    /** `exam` or `practice` (drills, modules, single sections), fixed when the attempt starts. */
    mode: text('mode').$type<AttemptMode>().notNull().default('exam'),
    /** Grows on every start or resume: the session that opened the attempt last. */
    epoch: integer('epoch').notNull().default(1),
    /**
     * The module being taken (null once completed), its stage-order number and its clock. A module whose
     * `module_started_at` is null is `ready`: its clock starts when the student starts it (or saves).
     */
    // No foreign key: it may name main's shared catalogue (decisions 0006, 0050; docs/SCALING.md).
    currentModuleId: uuid('current_module_id'),
    moduleOrdinal: integer('module_ordinal').notNull().default(1),
    moduleStartedAt: timestamp('module_started_at', { withTimezone: true }),
    moduleDeadlineAt: timestamp('module_deadline_at', { withTimezone: true }),
    /** While the break after a module runs (SAT: 10 minutes before Math): when it ends. */
    breakEndsAt: timestamp('break_ends_at', { withTimezone: true }),
    /** Practice mode: when the clock was paused (the deadline moves on by the pause when it resumes). */
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    /** Leaving and resuming (spec §4): how often the student left, and the seconds away in all. */
    leaveCount: integer('leave_count').notNull().default(0),
    timeAwaySeconds: integer('time_away_seconds').notNull().default(0),
    /** When the current leave began (the runner said so, or its last sign of life); null while present. */
    leftAt: timestamp('left_at', { withTimezone: true }),
    /** The last request of the session holding the attempt: the start of a leave nobody reported. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    /** Issue 16: each real absence (not a reload) with its length, for the score report. */
    absences: jsonb('absences').$type<AttemptAbsence[]>().notNull().default([]),
    /** Module-2 route per section id, decided when module 1 ends. */
    routes: jsonb('routes').$type<Record<string, ModuleRoute>>().notNull().default({}),
    scores: jsonb('scores').$type<AttemptScores>(),
    /** Issue 14: when a regrade last changed the scores (the result shows a note); null if never. */
    regradedAt: timestamp('regraded_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** Issue 5: the class test this attempt was started from (its results show on the class dashboard). */
    classTestId: uuid('class_test_id'),
    /** The class paid this attempt's start (a class-paid test): it is not one of the student's free daily starts. */
    paidByClass: boolean('paid_by_class').notNull().default(false),
  },
  (t) => [
    index('user_exams_module_deadline_at_idx').on(t.moduleDeadlineAt),
    index('user_exams_user_id_test_id_idx').on(t.userId, t.testId),
    ...tenantKeys(t, t.id),
    index('user_exams_user_idx').on(t.tenantId, t.userId, t.testId),
    // At most one open attempt per student and test: a second start resumes it (and a race cannot make two).
    uniqueIndex('user_exams_open_idx')
      .on(t.tenantId, t.userId, t.testId)
      .where(sql`${t.status} = 'in_progress'`),
    // The timeout sweeper's scan: running modules by deadline.
    index('user_exams_deadline_idx')
      .on(t.moduleDeadlineAt)
      .where(sql`${t.status} = 'in_progress'`),
    tenantFk('user_exams_user_id_users_id_fk', t, t.userId, users).onDelete('cascade'),
    tenantFk('user_exams_class_test_id_class_tests_id_fk', t, t.classTestId, classTests).onDelete('set null'),
  ],
);

/** The modules an attempt has taken, with their clocks and how they ended. */
export const userExamModules = pgTable(
  'user_exam_modules',
  {
    userExamId: uuid('user_exam_id').notNull(),
    /** No foreign key: it may name main's shared catalogue (decisions 0006, 0050; docs/SCALING.md). */
    moduleId: uuid('module_id').notNull(),
    tenantId: tenantId(),
    ordinal: integer('ordinal').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** `submitted` by the student, or `time_over` when the server ended it at its deadline. */
    endedBy: text('ended_by').$type<'submitted' | 'time_over'>(),
    correct: integer('correct'),
    operational: integer('operational'),
  },
  (t) => [
    ...tenantKeys(t, t.userExamId, t.moduleId),
    tenantFk('user_exam_modules_user_exam_id_user_exams_id_fk', t, t.userExamId, userExams).onDelete('cascade'),
  ],
);

/** One saved answer per question of an attempt; `seq` only grows (the upsert applies a newer seq only). */
export const userExamAnswers = pgTable(
  'user_exam_answers',
  {
    userExamId: uuid('user_exam_id').notNull(),
    /** No foreign key: it may name main's shared catalogue (decisions 0006, 0050; docs/SCALING.md). */
    questionId: uuid('question_id').notNull(),
    tenantId: tenantId(),
    moduleId: uuid('module_id').notNull(),
    /** Wrapped as `{ value }`: a bare JSON string such as "9999" would be parsed twice by the driver layer. */
    answer: jsonb('answer').$type<{ value: AnswerValue }>(),
    /** Issue 13: the answer as first saved (set when the row is inserted, never updated): first-vs-final changes. */
    firstAnswer: jsonb('first_answer').$type<{ value: AnswerValue }>(),
    flagged: boolean('flagged').notNull().default(false),
    seq: integer('seq').notNull(),
    /** Time on the question as the runner measured it (ms), saved with the answer. */
    timeSpentMs: integer('time_spent_ms').notNull().default(0),
    /** Choices crossed out with the option eliminator. */
    eliminated: jsonb('eliminated').$type<string[]>().notNull().default([]),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    ...tenantKeys(t, t.userExamId, t.questionId),
    index('user_exam_answers_module_idx').on(t.userExamId, t.moduleId),
    tenantFk('user_exam_answers_user_exam_id_user_exams_id_fk', t, t.userExamId, userExams).onDelete('cascade'),
  ],
);

import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ImportFormat, ImportProblem } from '@prepwell/contracts';
import { createdAt, primaryId, tenantFk, tenantId, tenantKeys } from './columns.ts';
import { questions } from './exams.ts';
import { users } from './users.ts';

/**
 * Issue 13, the question bank (decision 0024). Labels are the skills authors tag questions with; results'
 * skill breakdowns read them. Like exam content, rows of `main` marked public are the shared catalogue
 * every tenant reads (SELECT-only policy in migration 0016); writes stay tenant-only.
 */
export const labels = pgTable(
  'labels',
  {
    id: primaryId(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    isPublic: boolean('is_public').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [...tenantKeys(t, t.id), uniqueIndex('labels_tenant_name_uq').on(t.tenantId, sql`lower(${t.name})`)],
);

export const questionLabels = pgTable(
  'question_labels',
  {
    questionId: uuid('question_id').notNull(),
    /** No foreign key: it may name main's shared catalogue (decisions 0006, 0050; docs/SCALING.md). */
    labelId: uuid('label_id').notNull(),
    tenantId: tenantId(),
    isPublic: boolean('is_public').notNull().default(false),
  },
  (t) => [
    ...tenantKeys(t, t.questionId, t.labelId),
    index('question_labels_label_idx').on(t.labelId),
    tenantFk('question_labels_question_id_questions_id_fk', t, t.questionId, questions).onDelete('cascade'),
  ],
);

/**
 * A bulk import (modules/question-io): the upload is kept under DATA_DIR/private until the job ends; a
 * worker claims a job by `locked_at` and retries it up to a few `attempts`. `lang` is the requester's
 * language, so the problems are written in it.
 */
export const importJobs = pgTable(
  'import_jobs',
  {
    id: primaryId(),
    tenantId: tenantId(),
    userId: uuid('user_id'),
    status: text('status').$type<'importing' | 'completed' | 'failed'>().notNull().default('importing'),
    dryRun: boolean('dry_run').notNull().default(false),
    format: text('format').$type<ImportFormat>(),
    fileName: text('file_name').notNull(),
    filePath: text('file_path'),
    /** Write to the shared catalogue (a super admin importing into main). */
    shared: boolean('shared').notNull().default(false),
    total: integer('total').notNull().default(0),
    imported: integer('imported').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    errors: jsonb('errors').$type<ImportProblem[]>().notNull().default([]),
    lang: text('lang').notNull().default('en'),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('import_jobs_created_at_idx').on(t.createdAt),
    ...tenantKeys(t, t.id),
    index('import_jobs_tenant_idx').on(t.tenantId, t.createdAt),
    index('import_jobs_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'importing'`),
    tenantFk('import_jobs_user_id_users_id_fk', t, t.userId, users).onDelete('set null'),
  ],
);

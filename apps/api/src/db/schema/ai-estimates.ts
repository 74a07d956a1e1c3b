import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, tenantFk, tenantId, tenantKeys } from './columns.ts';
import { userExams } from './attempts.ts';

/**
 * The AI pre-grade of a rated answer (issue 15, decision 0033): the tenant's AI provider rated an essay (or a
 * spoken answer's transcript) with the task's rubric. An ESTIMATE shown as such beside the attempt's
 * scores; a grader's grade (grading_requests.score) always wins, and nothing here is ever charged.
 */
export const aiEstimates = pgTable(
  'ai_estimates',
  {
    id: uuid('id').notNull().defaultRandom(),
    tenantId: tenantId(),
    userExamId: uuid('user_exam_id').notNull(),
    /** No foreign key: it may name main's shared catalogue (decisions 0006, 0050; docs/SCALING.md). */
    questionId: uuid('question_id').notNull(),
    /** The rating on the task's own scale (0…max of the rated key). */
    score: integer('score').notNull(),
    max: integer('max').notNull(),
    /** What the speech-to-text model heard in a spoken answer; null for a written one. */
    transcript: text('transcript'),
    /** The model's short reasons, in the student's language. */
    rationale: text('rationale').notNull().default(''),
    model: text('model').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ai_estimates_user_exam_id_question_id_idx').on(t.userExamId, t.questionId),
    ...tenantKeys(t, t.id),
    uniqueIndex('ai_estimates_answer_idx').on(t.tenantId, t.userExamId, t.questionId),
    index('ai_estimates_tenant_idx').on(t.tenantId, t.createdAt),
    tenantFk('ai_estimates_user_exam_id_user_exams_id_fk', t, t.userExamId, userExams).onDelete('cascade'),
  ],
);

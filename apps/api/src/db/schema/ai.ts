import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AiRole } from '@prepwell/contracts';
import { createdAt, primaryId, tenantFk, tenantId, tenantKeys, updatedAt } from './columns.ts';
import { userExams } from './attempts.ts';
import { users } from './users.ts';

/**
 * Issue 6: the AI tutor's conversations, one open per (user, question); closing one (the panel's close)
 * sets `closed_at`, and the next message starts a new one. Closed conversations stay for the teachers.
 * `question_id` is a plain uuid: a question of main's shared catalogue is read across tenants (RLS policy
 * `shared_catalogue`), and a foreign key would still hold.
 */
export const aiConversations = pgTable(
  'ai_conversations',
  {
    id: primaryId(),
    tenantId: tenantId(),
    userId: uuid('user_id').notNull(),
    /** No foreign key: it may name main's shared catalogue (decisions 0006, 0050; docs/SCALING.md). */
    questionId: uuid('question_id').notNull(),
    /** The attempt the student was reviewing or practising in, when known (their answer comes from it). */
    userExamId: uuid('user_exam_id'),
    /** Tokens the whole conversation takes in the model's context (system prompt included), last counted. */
    tokens: integer('tokens').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    index('ai_conversations_user_id_question_id_idx').on(t.userId, t.questionId),
    ...tenantKeys(t, t.id),
    uniqueIndex('ai_conversations_open_uq')
      .on(t.tenantId, t.userId, t.questionId)
      .where(sql`${t.closedAt} is null`),
    index('ai_conversations_tenant_user_idx').on(t.tenantId, t.userId, t.updatedAt),
    tenantFk('ai_conversations_user_id_users_id_fk', t, t.userId, users).onDelete('cascade'),
    tenantFk('ai_conversations_user_exam_id_user_exams_id_fk', t, t.userExamId, userExams).onDelete('set null'),
  ],
);

export const aiMessages = pgTable(
  'ai_messages',
  {
    id: primaryId(),
    tenantId: tenantId(),
    conversationId: uuid('conversation_id').notNull(),
    role: text('role').$type<AiRole>().notNull(),
    content: text('content').notNull(),
    /** `model` name, `offline`, or `error` (a provider failure kept so the student sees what happened). */
    source: text('source'),
    createdAt: createdAt(),
  },
  (t) => [
    ...tenantKeys(t, t.id),
    index('ai_messages_conversation_idx').on(t.conversationId, t.createdAt),
    index('ai_messages_tenant_created_idx').on(t.tenantId, t.createdAt),
    tenantFk('ai_messages_conversation_id_ai_conversations_id_fk', t, t.conversationId, aiConversations).onDelete(
      'cascade',
    ),
  ],
);

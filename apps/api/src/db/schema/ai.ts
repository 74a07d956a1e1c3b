import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AiRole } from '@prepwell/contracts';
import { cascadeRef, createdAt, primaryId, tenantId, updatedAt } from './columns.ts';
import { questions } from './exams.ts';
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
    userId: cascadeRef('user_id', () => users.id),
    questionId: cascadeRef('question_id', () => questions.id),
    /** The attempt the student was reviewing or practising in, when known (their answer comes from it). */
    userExamId: uuid('user_exam_id').references(() => userExams.id, { onDelete: 'set null' }),
    /** Tokens the whole conversation takes in the model's context (system prompt included), last counted. */
    tokens: integer('tokens').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('ai_conversations_open_uq')
      .on(t.userId, t.questionId)
      .where(sql`${t.closedAt} is null`),
    index('ai_conversations_tenant_user_idx').on(t.tenantId, t.userId, t.updatedAt),
  ],
);

export const aiMessages = pgTable(
  'ai_messages',
  {
    id: primaryId(),
    tenantId: tenantId(),
    conversationId: cascadeRef('conversation_id', () => aiConversations.id),
    role: text('role').$type<AiRole>().notNull(),
    content: text('content').notNull(),
    /** `model` name, `offline`, or `error` (a provider failure kept so the student sees what happened). */
    source: text('source'),
    createdAt: createdAt(),
  },
  (t) => [
    index('ai_messages_conversation_idx').on(t.conversationId, t.createdAt),
    index('ai_messages_tenant_created_idx').on(t.tenantId, t.createdAt),
  ],
);

import { and, asc, count, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { AiRole } from '@prepwell/contracts';
import type { TenantTx } from '../../db/with-tenant.ts';
import {
  aiConversations,
  aiMessages,
  moduleQuestions,
  passages,
  questions,
  testModules,
  tests,
  userExamAnswers,
  userExams,
  users,
} from '../../db/schema/index.ts';

// Row-level security scopes every query to the transaction's tenant: conversations, messages, users and
// attempts are the tenant's own; a question is the tenant's or main's shared catalogue (read-only).

/** A question the tenant may see (its own, or main's public catalogue) with its passage, or undefined. */
export const selectTutorQuestion = async (tx: TenantTx, id: string) =>
  (
    await tx
      .select({
        id: questions.id,
        tenantId: questions.tenantId,
        status: questions.status,
        type: questions.type,
        stem: questions.stem,
        choices: questions.choices,
        answerKey: questions.answerKey,
        explanation: questions.explanation,
        domain: questions.domain,
        skill: questions.skill,
        passageTitle: passages.title,
        passageBody: passages.body,
      })
      .from(questions)
      .leftJoin(passages, eq(passages.id, questions.passageId))
      .where(eq(questions.id, id))
      .limit(1)
  )[0];

export type TutorQuestionRow = NonNullable<Awaited<ReturnType<typeof selectTutorQuestion>>>;

/** A user of the tenant with what the tutor needs (language, roles come from the session), or undefined. */
export const selectTutorUser = async (tx: TenantTx, id: string) =>
  (await tx.select({ id: users.id, lang: users.lang }).from(users).where(eq(users.id, id)).limit(1))[0];

/** The student's saved answer on a question in an attempt of the tenant, with whose attempt it is. */
export const selectAttemptWork = async (tx: TenantTx, userExamId: string, questionId: string) =>
  (
    await tx
      .select({
        userId: userExams.userId,
        answer: userExamAnswers.answer,
        eliminated: userExamAnswers.eliminated,
      })
      .from(userExams)
      .leftJoin(
        userExamAnswers,
        and(eq(userExamAnswers.userExamId, userExams.id), eq(userExamAnswers.questionId, questionId)),
      )
      .where(eq(userExams.id, userExamId))
      .limit(1)
  )[0];

/** Whether the user has a running attempt in exam mode whose test holds the question. */
export const selectRunningExamHolds = async (tx: TenantTx, userId: string, questionId: string) =>
  (
    await tx
      .select({ one: sql`1` })
      .from(userExams)
      .innerJoin(testModules, eq(testModules.testId, userExams.testId))
      .innerJoin(
        moduleQuestions,
        and(eq(moduleQuestions.moduleId, testModules.id), eq(moduleQuestions.questionId, questionId)),
      )
      .where(and(eq(userExams.userId, userId), eq(userExams.status, 'in_progress'), eq(userExams.mode, 'exam')))
      .limit(1)
  ).length > 0;

const conversationColumns = {
  id: aiConversations.id,
  userId: aiConversations.userId,
  questionId: aiConversations.questionId,
  userExamId: aiConversations.userExamId,
  tokens: aiConversations.tokens,
  createdAt: aiConversations.createdAt,
  updatedAt: aiConversations.updatedAt,
  closedAt: aiConversations.closedAt,
};

/** The user's open conversation on a question; `lock` holds its row until the transaction ends. */
export const selectOpenConversation = async (
  tx: TenantTx,
  userId: string,
  questionId: string,
  options: { lock?: boolean } = {},
) => {
  const query = tx
    .select(conversationColumns)
    .from(aiConversations)
    .where(
      and(
        eq(aiConversations.userId, userId),
        eq(aiConversations.questionId, questionId),
        isNull(aiConversations.closedAt),
      ),
    )
    .limit(1);
  return (await (options.lock ? query.for('update') : query))[0];
};

export type ConversationRow = NonNullable<Awaited<ReturnType<typeof selectOpenConversation>>>;

/** Opens a conversation unless one is open already (a concurrent first message): either way the open one. */
export const insertOpenConversation = async (
  tx: TenantTx,
  values: { userId: string; questionId: string; userExamId: string | null },
) => {
  await tx.insert(aiConversations).values(values).onConflictDoNothing();
  return (await selectOpenConversation(tx, values.userId, values.questionId, { lock: true }))!;
};

export const updateConversation = (tx: TenantTx, id: string, values: { tokens?: number; userExamId?: string | null }) =>
  tx
    .update(aiConversations)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(aiConversations.id, id));

/** Closes the user's open conversation on a question; whether there was one. */
export const closeOpenConversation = async (tx: TenantTx, userId: string, questionId: string) =>
  (
    await tx
      .update(aiConversations)
      .set({ closedAt: sql`now()`, updatedAt: sql`now()` })
      .where(
        and(
          eq(aiConversations.userId, userId),
          eq(aiConversations.questionId, questionId),
          isNull(aiConversations.closedAt),
        ),
      )
      .returning({ id: aiConversations.id })
  ).length > 0;

const messageColumns = {
  role: aiMessages.role,
  content: aiMessages.content,
  source: aiMessages.source,
  createdAt: aiMessages.createdAt,
};

/** A conversation's messages, oldest first (a user message before the reply written in a later transaction). */
export const selectMessages = (tx: TenantTx, conversationId: string) =>
  tx
    .select(messageColumns)
    .from(aiMessages)
    .where(eq(aiMessages.conversationId, conversationId))
    .orderBy(asc(aiMessages.createdAt), desc(aiMessages.role));

export const insertMessage = (
  tx: TenantTx,
  values: { conversationId: string; role: AiRole; content: string; source: string | null },
) => tx.insert(aiMessages).values(values);

/**
 * The user's tutor messages since the start of today in the tenant's business time zone (the Free
 * allowance counts these).
 */
export const countUserMessagesToday = async (tx: TenantTx, userId: string, timeZone: string) =>
  (
    await tx
      .select({ n: count() })
      .from(aiMessages)
      .innerJoin(aiConversations, eq(aiConversations.id, aiMessages.conversationId))
      .where(
        and(
          eq(aiConversations.userId, userId),
          eq(aiMessages.role, 'user'),
          gte(aiMessages.createdAt, sql`(date_trunc('day', now() at time zone ${timeZone}) at time zone ${timeZone})`),
        ),
      )
  )[0]?.n ?? 0;

/** Serialises one user's tutor messages (the allowance check and the insert) across their questions. */
export const lockUserTutor = (tx: TenantTx, userId: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`ai-tutor:${userId}`}))`);

/**
 * A student's conversations, newest first, with their question's first words and a test title (the
 * attempt's, else a test that holds the question).
 */
export const selectStudentConversations = (tx: TenantTx, studentId: string, limit: number) =>
  tx
    .select({
      ...conversationColumns,
      stem: questions.stem,
      testTitle: sql<string | null>`coalesce(
        (select ${tests.title} from ${userExams} join ${tests} on ${tests.id} = ${userExams.testId} where ${userExams.id} = ${aiConversations.userExamId}),
        (select ${tests.title} from ${moduleQuestions} join ${testModules} on ${testModules.id} = ${moduleQuestions.moduleId}
           join ${tests} on ${tests.id} = ${testModules.testId} where ${moduleQuestions.questionId} = ${aiConversations.questionId} order by ${tests.title} limit 1))`,
    })
    .from(aiConversations)
    .innerJoin(questions, eq(questions.id, aiConversations.questionId))
    .where(eq(aiConversations.userId, studentId))
    .orderBy(desc(aiConversations.updatedAt), desc(aiConversations.id))
    .limit(limit);

export const selectMessagesOf = (tx: TenantTx, conversationIds: string[]) =>
  conversationIds.length
    ? tx
        .select({ ...messageColumns, conversationId: aiMessages.conversationId })
        .from(aiMessages)
        .where(inArray(aiMessages.conversationId, conversationIds))
        .orderBy(asc(aiMessages.createdAt), desc(aiMessages.role))
    : Promise.resolve([]);

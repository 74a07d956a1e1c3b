import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { GradingLevel, GradingStatus } from '@prepwell/contracts';
import type { TenantTx } from '../../db/with-tenant.ts';
import {
  gradingRequests,
  questions,
  testModules,
  testSections,
  tests,
  userExamAnswers,
  userExams,
  users,
} from '../../db/schema/index.ts';

// grading_requests: one row per answer (attempt, question); RLS keeps them to the tenant. The questions may
// be main's public content, which RLS lets every tenant read.

/** A saved answer of the attempt with its question (how it is rated) and its section; undefined when the attempt has none for it. */
export const selectAnsweredQuestion = async (tx: TenantTx, userExamId: string, questionId: string) =>
  (
    await tx
      .select({
        questionId: questions.id,
        type: questions.type,
        answerKey: questions.answerKey,
        answer: userExamAnswers.answer,
      })
      .from(userExamAnswers)
      .innerJoin(questions, eq(questions.id, userExamAnswers.questionId))
      .where(and(eq(userExamAnswers.userExamId, userExamId), eq(userExamAnswers.questionId, questionId)))
      .limit(1)
  )[0];

const requestColumns = {
  id: gradingRequests.id,
  userExamId: gradingRequests.userExamId,
  questionId: gradingRequests.questionId,
  userId: gradingRequests.userId,
  level: gradingRequests.level,
  status: gradingRequests.status,
  price: gradingRequests.price,
  transactionId: gradingRequests.transactionId,
  priority: gradingRequests.priority,
  score: gradingRequests.score,
  comment: gradingRequests.comment,
  createdAt: gradingRequests.createdAt,
  gradedAt: gradingRequests.gradedAt,
  answerKey: questions.answerKey,
};

export type GradingRequestRow = Awaited<ReturnType<typeof selectRequestsOfAttempt>>[number];

/**
 * Writes the request for an answer unless one exists: the new row, or undefined. A concurrent insert for
 * the same answer waits for the other transaction (unique index) and then writes nothing.
 */
export const insertGradingRequest = async (
  tx: TenantTx,
  values: {
    userExamId: string;
    questionId: string;
    userId: string;
    level: GradingLevel;
    price: number;
    priority: number;
  },
) =>
  (await tx.insert(gradingRequests).values(values).onConflictDoNothing().returning({ id: gradingRequests.id }))[0]?.id;

/** One request with its question's key (for the scale), locked for the change that follows. */
export const selectRequestForUpdate = async (
  tx: TenantTx,
  where: { id: string } | { userExamId: string; questionId: string },
) =>
  (
    await tx
      .select(requestColumns)
      .from(gradingRequests)
      .innerJoin(questions, eq(questions.id, gradingRequests.questionId))
      .where(
        'id' in where
          ? eq(gradingRequests.id, where.id)
          : and(eq(gradingRequests.userExamId, where.userExamId), eq(gradingRequests.questionId, where.questionId)),
      )
      .limit(1)
      .for('update', { of: gradingRequests })
  )[0];

export const updateGradingRequest = (
  tx: TenantTx,
  id: string,
  patch: Partial<{
    level: GradingLevel;
    status: GradingStatus;
    price: number;
    priority: number;
    transactionId: string | null;
    graderId: string | null;
    score: number | null;
    comment: string | null;
    gradedAt: Date | null;
  }>,
) => tx.update(gradingRequests).set(patch).where(eq(gradingRequests.id, id));

/** An attempt's requests in the order its questions were asked for. */
export const selectRequestsOfAttempt = (tx: TenantTx, userExamId: string) =>
  tx
    .select(requestColumns)
    .from(gradingRequests)
    .innerJoin(questions, eq(questions.id, gradingRequests.questionId))
    .where(eq(gradingRequests.userExamId, userExamId))
    .orderBy(asc(gradingRequests.createdAt), asc(gradingRequests.id));

/**
 * One page of the tenant's queue: `pending` by priority (Pro first), then oldest first; `graded` newest
 * graded first. With what the grader reads: the student, the test, the question and the answer.
 */
export const selectQueuePage = async (tx: TenantTx, status: GradingStatus, page: { limit: number; offset: number }) => {
  const order =
    status === 'pending'
      ? [desc(gradingRequests.priority), asc(gradingRequests.createdAt), asc(gradingRequests.id)]
      : [desc(gradingRequests.gradedAt), desc(gradingRequests.id)];
  const rows = await tx
    .select({
      ...requestColumns,
      student: { id: users.id, firstName: users.firstName, lastName: users.lastName, username: users.username },
      test: { id: tests.id, title: tests.title, kind: tests.kind },
      question: { type: questions.type, task: questions.task, stem: questions.stem, section: testSections.section },
      answer: userExamAnswers.answer,
    })
    .from(gradingRequests)
    .innerJoin(questions, eq(questions.id, gradingRequests.questionId))
    .innerJoin(users, eq(users.id, gradingRequests.userId))
    .innerJoin(userExams, eq(userExams.id, gradingRequests.userExamId))
    .innerJoin(tests, eq(tests.id, userExams.testId))
    .innerJoin(
      userExamAnswers,
      and(
        eq(userExamAnswers.userExamId, gradingRequests.userExamId),
        eq(userExamAnswers.questionId, gradingRequests.questionId),
      ),
    )
    .innerJoin(testModules, eq(testModules.id, userExamAnswers.moduleId))
    .innerJoin(testSections, eq(testSections.id, testModules.sectionId))
    .where(eq(gradingRequests.status, status))
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await tx.select({ n: count() }).from(gradingRequests).where(eq(gradingRequests.status, status));
  return { rows, total: total?.n ?? 0 };
};

export type QueueRow = Awaited<ReturnType<typeof selectQueuePage>>['rows'][number];

import { and, asc, eq, sql } from 'drizzle-orm';
import type { TenantTx } from '../../db/with-tenant.ts';
import {
  aiEstimates,
  gradingRequests,
  passages,
  questions,
  testModules,
  testSections,
  tests,
  userExamAnswers,
  userExams,
} from '../../db/schema/index.ts';

// AI pre-grades (decision 0033). Row-level security scopes every row to the transaction's tenant (and main's
// public catalogue for the questions, passages and tests of a shared test).

/**
 * The rated answers of an attempt (TOEFL writing and speaking, an ACT essay), in the order of the test, with
 * what the rubric prompt needs and the grader's score where one was given.
 */
export const selectRatedAnswers = (tx: TenantTx, userExamId: string) =>
  tx
    .select({
      userExamId: userExamAnswers.userExamId,
      moduleId: userExamAnswers.moduleId,
      questionId: questions.id,
      type: questions.type,
      task: questions.task,
      answerKey: questions.answerKey,
      pretest: questions.pretest,
      stem: questions.stem,
      explanation: questions.explanation,
      context: passages.body,
      kind: tests.kind,
      section: testSections.section,
      answer: userExamAnswers.answer,
      gradedScore: gradingRequests.score,
    })
    .from(userExamAnswers)
    .innerJoin(userExams, eq(userExams.id, userExamAnswers.userExamId))
    .innerJoin(tests, eq(tests.id, userExams.testId))
    .innerJoin(questions, eq(questions.id, userExamAnswers.questionId))
    .leftJoin(passages, eq(passages.id, questions.passageId))
    .leftJoin(testModules, eq(testModules.id, userExamAnswers.moduleId))
    .leftJoin(testSections, eq(testSections.id, testModules.sectionId))
    .leftJoin(
      gradingRequests,
      and(eq(gradingRequests.userExamId, userExamAnswers.userExamId), eq(gradingRequests.questionId, questions.id)),
    )
    .where(and(eq(userExamAnswers.userExamId, userExamId), sql`${questions.answerKey}->>'kind' = 'rated'`))
    .orderBy(asc(userExamAnswers.seq));

export type RatedAnswerRow = Awaited<ReturnType<typeof selectRatedAnswers>>[number];

export const selectEstimates = (tx: TenantTx, userExamId: string) =>
  tx.select().from(aiEstimates).where(eq(aiEstimates.userExamId, userExamId)).orderBy(asc(aiEstimates.createdAt));

export type EstimateRow = Awaited<ReturnType<typeof selectEstimates>>[number];

/** Stores the estimates of one run; an answer estimated already keeps its first estimate (one per answer). */
export const insertEstimates = async (
  tx: TenantTx,
  rows: readonly Pick<
    EstimateRow,
    'userExamId' | 'questionId' | 'score' | 'max' | 'rationale' | 'transcript' | 'model'
  >[],
) => {
  if (rows.length)
    await tx
      .insert(aiEstimates)
      .values([...rows])
      .onConflictDoNothing();
};

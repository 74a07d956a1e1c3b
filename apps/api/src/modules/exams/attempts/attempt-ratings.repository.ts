import { and, inArray, isNotNull, eq } from 'drizzle-orm';
import type { TenantTx } from '../../../db/with-tenant.ts';
import { gradingRequests, moduleQuestions, questions, userExamModules } from '../../../db/schema/index.ts';

// The grades of rated answers (TOEFL speaking and writing) as scoring reads them (decision 0030). The grades
// are written by the grading requests of modules/unlocks (decision 0014); scoring only reads the score of
// each graded answer, here, so neither module reaches into the other's repository. Row-level security
// scopes every row to the transaction's tenant (and main's public catalogue for the questions).

/**
 * Every graded rated answer of a batch of attempts, with the module of the attempt that holds the
 * question and what the conversion needs (task, key, pretest). A request upgraded after grading keeps its
 * score until the grader grades again (decision 0014), so any request with a score counts.
 */
export const selectRatingsOf = (tx: TenantTx, userExamIds: readonly string[]) =>
  userExamIds.length
    ? tx
        .select({
          userExamId: gradingRequests.userExamId,
          moduleId: moduleQuestions.moduleId,
          questionId: gradingRequests.questionId,
          type: questions.type,
          task: questions.task,
          answerKey: questions.answerKey,
          pretest: questions.pretest,
          score: gradingRequests.score,
        })
        .from(gradingRequests)
        .innerJoin(questions, eq(questions.id, gradingRequests.questionId))
        .innerJoin(moduleQuestions, eq(moduleQuestions.questionId, gradingRequests.questionId))
        .innerJoin(
          userExamModules,
          and(
            eq(userExamModules.userExamId, gradingRequests.userExamId),
            eq(userExamModules.moduleId, moduleQuestions.moduleId),
          ),
        )
        .where(and(inArray(gradingRequests.userExamId, [...userExamIds]), isNotNull(gradingRequests.score)))
    : Promise.resolve([]);

export type RatingRow = Awaited<ReturnType<typeof selectRatingsOf>>[number];

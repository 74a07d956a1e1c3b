import type { GradingLevel, TenantSettings } from '@prepwell/contracts';
import type { TenantTx } from '../../db/with-tenant.ts';
import { rescoreGradedAttempt } from '../exams/attempts/attempt-ratings.service.ts';
import { moveCoins } from '../ledger/ledger.service.ts';
import { insertGradingRequest, updateGradingRequest } from './grading.repository.ts';
import { gradingPrice } from './unlocks.policy.ts';

type PriceSettings = Pick<TenantSettings, 'gradingPrices' | 'proGradingDiscountPercent'>;

/** What a Free student pays for a level (the seed gives the demo student that much first). */
export const seededGradingPrice = (settings: PriceSettings, level: GradingLevel): number =>
  gradingPrice(settings, level, false);

/**
 * Issue 17 (defect 10): a grading request written by the demo seed (seed/demo-results.ts) in its one
 * transaction, as a student's request would be: the price of the tenant's settings paid with a `purchase`
 * line (the student must hold the coins), then, when `graded` is given, the grader's score and comment
 * and the attempt rescored, as `gradeRequest` does. No access check: the seed acts at start-up.
 * Returns the request's id (undefined when the answer already has one).
 */
export const createSeededGradingRequest = async (
  tx: TenantTx,
  input: {
    settings: PriceSettings;
    userExamId: string;
    questionId: string;
    userId: string;
    level: GradingLevel;
    testTitle: string;
    graded?: { graderId: string; score: number; comment: string | null; gradedAt: Date };
  },
): Promise<string | undefined> => {
  const price = seededGradingPrice(input.settings, input.level);
  const id = await insertGradingRequest(tx, {
    userExamId: input.userExamId,
    questionId: input.questionId,
    userId: input.userId,
    level: input.level,
    price,
    priority: 0,
  });
  if (!id) return undefined;
  if (price > 0) {
    const { transactionId } = await moveCoins(tx, {
      userId: input.userId,
      type: 'purchase',
      amount: -price,
      notes: input.testTitle,
      reference: {
        kind: 'grading',
        grading_request_id: id,
        level: input.level,
        user_exam_id: input.userExamId,
        question_id: input.questionId,
      },
    });
    await updateGradingRequest(tx, id, { transactionId });
  }
  if (input.graded) {
    await updateGradingRequest(tx, id, {
      status: 'graded',
      score: input.graded.score,
      comment: input.level === 'score' ? null : input.graded.comment,
      graderId: input.graded.graderId,
      gradedAt: input.graded.gradedAt,
    });
    await rescoreGradedAttempt(tx, input.userExamId);
  }
  return id;
};

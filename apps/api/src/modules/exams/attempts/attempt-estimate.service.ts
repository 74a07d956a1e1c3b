import type { AttemptScores, ModuleRoute } from '@prepwell/contracts';
import type { TenantTx } from '../../../db/with-tenant.ts';
import { selectAttemptContent, selectPendingRatingCounts, selectScoreTables } from './attempt-content.repository.ts';
import { scoreGradedAttempt } from './attempt-grading.ts';
import { selectRatingsOf, type RatingRow } from './attempt-ratings.repository.ts';
import { groupRatings } from './attempt-ratings.service.ts';
import type { DecidedRoutes } from './attempt-plan.ts';
import { selectAttemptModules } from './attempts.repository.ts';

/** A rating that is not a grader's (an AI pre-grade), in the shape scoring reads grades. */
export type ExtraRating = RatingRow;

/**
 * The attempt's scores as they would be if the extra ratings (AI pre-grades, decision 0033) were grades:
 * the same scoring path as a real grade (scoreGradedAttempt, decision 0030), with every grader's grade
 * first — an extra rating of an answer a grader has graded is ignored. Nothing is stored: the caller shows
 * the result as an estimate. Null when the test is gone.
 */
export const estimateAttemptScores = async (
  tx: TenantTx,
  attempt: { id: string; testId: string; routes: DecidedRoutes | Record<string, ModuleRoute> },
  extra: readonly ExtraRating[],
): Promise<AttemptScores | null> => {
  const content = await selectAttemptContent(tx, attempt.testId);
  if (!content) return null;
  const taken = await selectAttemptModules(tx, attempt.id);
  const moduleIds = taken.map((t) => t.moduleId);
  const pending = await selectPendingRatingCounts(tx, moduleIds);
  const tables = await selectScoreTables(tx, attempt.testId);
  const graded = await selectRatingsOf(tx, [attempt.id]);
  const gradedIds = new Set(graded.map((r) => r.questionId));
  const rows = [...graded, ...extra.filter((r) => r.userExamId === attempt.id && !gradedIds.has(r.questionId))];
  return scoreGradedAttempt(content, taken, pending, attempt.routes, tables, groupRatings(rows).get(attempt.id));
};

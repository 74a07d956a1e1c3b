import { toeflTaskOf, type AttemptScores, type ModuleRoute } from '@prepwell/contracts';
import type { TenantTx } from '../../../db/with-tenant.ts';
import type { RatedTaskScore } from '../scoring/toefl-rated.ts';
import { selectAttemptContent, selectPendingRatingCounts, selectScoreTables } from './attempt-content.repository.ts';
import { scoreGradedAttempt } from './attempt-grading.ts';
import { selectRatingsOf, type RatingRow } from './attempt-ratings.repository.ts';
import { selectAttemptForUpdate, selectAttemptModules, updateAttempt } from './attempts.repository.ts';
import type { DecidedRoutes } from './attempt-plan.ts';
import { isPendingRating } from './grading.ts';

/** Graded rated answers by attempt, then by module, as scoring takes them (scoreGradedAttempt's `ratings`). */
export type AttemptRatings = Map<string, Map<string, RatedTaskScore[]>>;

/** Groups rating rows by attempt and module; only scored rated items (not pretest) count, as in `pending`. */
export const groupRatings = (rows: readonly RatingRow[]): AttemptRatings => {
  const out: AttemptRatings = new Map();
  for (const row of rows) {
    if (row.score === null || row.answerKey.kind !== 'rated' || !isPendingRating(row)) continue;
    const modules = out.get(row.userExamId) ?? new Map<string, RatedTaskScore[]>();
    const list = modules.get(row.moduleId) ?? [];
    list.push({ task: toeflTaskOf({ task: row.task, type: row.type }), score: row.score, max: row.answerKey.max });
    modules.set(row.moduleId, list);
    out.set(row.userExamId, modules);
  }
  return out;
};

/** The graded rated answers of a batch of attempts, by attempt and module (a regrade keeps them). */
export const findAttemptRatings = async (tx: TenantTx, userExamIds: readonly string[]): Promise<AttemptRatings> =>
  groupRatings(await selectRatingsOf(tx, userExamIds));

/** A rating that is not a grader's (an AI pre-grade, decision 0033), in the shape scoring reads grades. */
export type ExtraRating = RatingRow;

/**
 * The attempt's scores through the one scoring path (attempt-grading.ts) with every grader's grade so far,
 * plus `extra` ratings of answers no grader has graded (a grade always wins over an extra rating of the
 * same answer). Null when the test is gone.
 */
export const scoresWithRatings = async (
  tx: TenantTx,
  attempt: { id: string; testId: string; routes: DecidedRoutes | Record<string, ModuleRoute> },
  extra: readonly ExtraRating[] = [],
): Promise<AttemptScores | null> => {
  const content = await selectAttemptContent(tx, attempt.testId);
  if (!content) return null;
  const taken = await selectAttemptModules(tx, attempt.id);
  const moduleIds = taken.map((t) => t.moduleId);
  const [pending, tables, graded] = await Promise.all([
    selectPendingRatingCounts(tx, moduleIds),
    selectScoreTables(tx, attempt.testId),
    selectRatingsOf(tx, [attempt.id]),
  ]);
  const gradedIds = new Set(graded.map((r) => r.questionId));
  const rows = [...graded, ...extra.filter((r) => r.userExamId === attempt.id && !gradedIds.has(r.questionId))];
  return scoreGradedAttempt(content, taken, pending, attempt.routes, tables, groupRatings(rows).get(attempt.id));
};

/**
 * A grader scored one of the attempt's rated answers: its stored scores are recomputed on the caller's
 * transaction (the grade's) with every grade so far, so a TOEFL 2026 Writing or Speaking band, and the
 * overall band, appear as soon as the last rated item of the section is graded (decision 0030). The
 * attempt row is locked for the rewrite; an attempt that is not completed (or not found) is left alone.
 */
export const rescoreGradedAttempt = async (tx: TenantTx, userExamId: string): Promise<void> => {
  const attempt = await selectAttemptForUpdate(tx, userExamId);
  if (!attempt || attempt.status !== 'completed') return;
  const scores = await scoresWithRatings(tx, attempt);
  if (scores) await updateAttempt(tx, attempt.id, { scores });
};

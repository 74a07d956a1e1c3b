import type { AnswerValue, AttemptScores, ModuleRoute } from '@prepwell/contracts';
import type { RoutingItem } from '../scoring/adaptive-route.ts';
import type { RatedTaskScore } from '../scoring/toefl-rated.ts';
import type { AttemptContent } from './attempt-content.ts';
import type { DecidedRoutes } from './attempt-plan.ts';
import { scoreAttempt, type StoredScoreTable } from './attempt-scores.ts';
import { isAnswerCorrect, isOperational, type GradableQuestion } from './grading.ts';

/**
 * Grading and scoring an attempt from its rows (pure, no I/O), shared by completion (attempt-clock.ts)
 * and the regrade (modules/exams/regrade): one way to turn saved answers into module counts and
 * module counts into scores, so a regrade computes exactly what completion would with today's keys
 * and tables.
 */

/** A question of a module with what grading needs. */
export interface ModuleQuestion extends GradableQuestion {
  id: string;
}

/** A module graded: its items (for routing) and the counts stored on the attempt's module row. */
export interface ModuleGrade {
  items: RoutingItem[];
  /** Operational items answered right. */
  correct: number;
  /** Operational items (not pretest, machine-gradable). */
  operational: number;
}

/** Grades one module's saved answers (by question id) with the scoring core (grading.ts); a missing answer is wrong. */
export const gradeModule = (
  questions: readonly ModuleQuestion[],
  answers: ReadonlyMap<string, AnswerValue | undefined>,
): ModuleGrade => {
  const items = questions.map((q) => ({
    correct: isAnswerCorrect(q, answers.get(q.id)),
    operational: isOperational(q),
  }));
  return {
    items,
    correct: items.filter((i) => i.operational && i.correct).length,
    operational: items.filter((i) => i.operational).length,
  };
};

/** A module the attempt took, with its stored (or recomputed) counts. */
export interface GradedModule {
  moduleId: string;
  correct: number | null;
  operational: number | null;
}

/**
 * The attempt's scores over the modules taken (scoreAttempt: raw, scaled per route, the headline),
 * with the rated items per module (`pending`: every scored rated item of the module) less those a grader
 * has scored (`ratings`, by module: they make TOEFL 2026 Writing and Speaking bands, decision 0030).
 */
export const scoreGradedAttempt = (
  content: AttemptContent,
  taken: readonly GradedModule[],
  pending: ReadonlyMap<string, number>,
  routes: DecidedRoutes | Record<string, ModuleRoute>,
  tables: readonly StoredScoreTable[],
  ratings: ReadonlyMap<string, readonly RatedTaskScore[]> = new Map(),
): AttemptScores =>
  scoreAttempt(
    content.test,
    content.plan,
    taken.map((t) => {
      const graded = ratings.get(t.moduleId) ?? [];
      return {
        moduleId: t.moduleId,
        correct: t.correct,
        operational: t.operational,
        pending: Math.max(0, (pending.get(t.moduleId) ?? 0) - graded.length),
        ratings: graded,
      };
    }),
    routes,
    tables,
  );

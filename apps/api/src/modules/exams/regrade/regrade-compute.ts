import type { AnswerValue, AttemptScores, ModuleRoute } from '@prepwell/contracts';
import type { AttemptContent } from '../attempts/attempt-content.ts';
import {
  gradeModule,
  scoreGradedAttempt,
  type GradedModule,
  type ModuleQuestion,
} from '../attempts/attempt-grading.ts';
import type { StoredScoreTable } from '../attempts/attempt-scores.ts';
import { isPendingRating } from '../attempts/grading.ts';
import type { RatedTaskScore } from '../scoring/toefl-rated.ts';

/**
 * Recomputing a finished attempt (pure, decision 0028): its saved answers graded with today's keys and
 * scored with its version's tables through the same functions completion uses (attempt-grading.ts).
 * The routes stay as taken: the student met the module 2 they met, whatever a corrected module-1 key
 * would have decided.
 */

/** What changed an attempt's scores: its grading (a key), its tables, or both. */
export type RegradeReason = 'key' | 'score_table' | 'key+score_table';

/** A test version as a regrade grades it: plan, tables, every module's questions and rated items. */
export interface VersionGrading {
  content: AttemptContent;
  tables: StoredScoreTable[];
  questions: ReadonlyMap<string, readonly ModuleQuestion[]>;
  /** Rated items (speaking, writing) per module: they await a grader (isPendingRating). */
  pending: ReadonlyMap<string, number>;
}

/** Builds a version's grading data from its module questions (in module order). */
export const versionGrading = (
  content: AttemptContent,
  tables: StoredScoreTable[],
  rows: readonly (ModuleQuestion & { moduleId: string })[],
): VersionGrading => {
  const questions = new Map<string, ModuleQuestion[]>();
  const pending = new Map<string, number>();
  for (const row of rows) {
    const list = questions.get(row.moduleId) ?? [];
    list.push({ id: row.id, type: row.type, answerKey: row.answerKey, pretest: row.pretest });
    questions.set(row.moduleId, list);
    if (isPendingRating(row)) pending.set(row.moduleId, (pending.get(row.moduleId) ?? 0) + 1);
  }
  return { content, tables, questions, pending };
};

/** A value with its object keys sorted and undefined members dropped: jsonb does not keep key order. */
const canonical = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => [k, canonical(v)]),
    );
  return value;
};

/** Whether two JSON values say the same, whatever their key order and absent optional members (jsonb reorders keys). */
export const sameJson = (a: unknown, b: unknown): boolean =>
  JSON.stringify(canonical(a ?? null)) === JSON.stringify(canonical(b ?? null));

/** Whether two stored scores say the same. */
export const sameScores = (a: AttemptScores | null | undefined, b: AttemptScores | null | undefined): boolean =>
  sameJson(a, b);

export interface AttemptToRescore {
  routes: Record<string, ModuleRoute>;
  scores: AttemptScores | null;
  /** The modules it took, with the counts stored when each ended. */
  taken: readonly GradedModule[];
  /** Saved answers by question id. */
  answers: ReadonlyMap<string, AnswerValue | undefined>;
  /** Graders' scores of its rated answers by module (decision 0030): a regrade keeps them. */
  ratings?: ReadonlyMap<string, readonly RatedTaskScore[]>;
}

export interface Rescored {
  after: AttemptScores;
  /** The modules' counts with today's keys. */
  modules: GradedModule[];
  changed: boolean;
  /** Why the scores change; null when they do not. */
  reason: RegradeReason | null;
}

/**
 * Regrades one attempt. `tables` replaces the version's tables (a preview's unsaved ones). The reason
 * compares with what is stored: `key` when a module's counts differ with today's keys, `score_table`
 * when the stored counts scored with today's tables differ from the stored scores.
 */
export const rescoreAttempt = (
  version: VersionGrading,
  attempt: AttemptToRescore,
  tables: readonly StoredScoreTable[] = version.tables,
): Rescored => {
  const modules = attempt.taken.map((t): GradedModule => {
    const grade = gradeModule(version.questions.get(t.moduleId) ?? [], attempt.answers);
    return { moduleId: t.moduleId, correct: grade.correct, operational: grade.operational };
  });
  const after = scoreGradedAttempt(version.content, modules, version.pending, attempt.routes, tables, attempt.ratings);
  const changed = !sameScores(after, attempt.scores);
  if (!changed) return { after, modules, changed, reason: null };
  const keyChanged = modules.some(
    (m, i) => m.correct !== attempt.taken[i]!.correct || m.operational !== attempt.taken[i]!.operational,
  );
  const tableChanged = !sameScores(
    scoreGradedAttempt(version.content, attempt.taken, version.pending, attempt.routes, tables, attempt.ratings),
    attempt.scores,
  );
  const reason: RegradeReason = keyChanged && tableChanged ? 'key+score_table' : keyChanged ? 'key' : 'score_table';
  return { after, modules, changed, reason };
};

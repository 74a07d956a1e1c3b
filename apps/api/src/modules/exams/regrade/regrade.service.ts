import type { AnswerValue, AttemptScores, RegradeResult } from '@prepwell/contracts';
import type { Deps } from '../../../deps.ts';
import { withTenant, type TenantTx } from '../../../db/with-tenant.ts';
import { AppError } from '../../../lib/app-error.ts';
import { selectAttemptContent, selectScoreTables } from '../attempts/attempt-content.repository.ts';
import type { GradedModule } from '../attempts/attempt-grading.ts';
import { findAttemptRatings } from '../attempts/attempt-ratings.service.ts';
import type { StoredScoreTable } from '../attempts/attempt-scores.ts';
import type { RatedTaskScore } from '../scoring/toefl-rated.ts';
import { rescoreAttempt, sameScores, versionGrading, type Rescored, type VersionGrading } from './regrade-compute.ts';
import { presentRegradeChange } from './regrade.presenter.ts';
import {
  insertRegradeAudit,
  lockCompletedAttempt,
  selectAnswersOf,
  selectCompletedAttemptAt,
  selectCompletedAttempts,
  selectRegradeTest,
  selectTakenModulesOf,
  selectTestQuestions,
  selectVersionIds,
  updateModuleCounts,
  updateRegradedScores,
  type CompletedAttemptRow,
} from './regrade.repository.ts';
import type { Caller } from '../../auth/caller.ts';

/**
 * Regrade (decision 0028): every completed attempt of every version of a test, in the caller's tenant,
 * recomputed with today's keys and its version's score tables. A dry run writes nothing; applying
 * rewrites each changed attempt in its own transaction with an audit row. Reads go by batches of
 * attempts (modules and answers of BATCH attempts per statement).
 */

const BATCH = 250;
/** Changed attempts rewritten at once (each in its own transaction). */
const WRITERS = 4;
/** The changes a result lists (the count covers them all). */
const LISTED = 200;

export type RegradeContext = Caller;

/** A test version's plan, tables and questions with their keys, or undefined when it is not visible. */
export const loadVersionGrading = async (tx: TenantTx, testId: string): Promise<VersionGrading | undefined> => {
  const [content, tables, questions] = await Promise.all([
    selectAttemptContent(tx, testId),
    selectScoreTables(tx, testId),
    selectTestQuestions(tx, testId),
  ]);
  return content ? versionGrading(content, tables, questions) : undefined;
};

type AttemptRef = Pick<CompletedAttemptRow, 'id' | 'testId' | 'routes' | 'scores'>;

/** An attempt's graders' scores by module (decision 0030), absent when it has none. */
const ratingsOf = (all: ReadonlyMap<string, Map<string, RatedTaskScore[]>>, id: string) => all.get(id) ?? new Map();

/** Rescores attempts: their modules and answers read in batches, graded against their version. */
const rescoreMany = async (
  tx: TenantTx,
  versions: ReadonlyMap<string, VersionGrading>,
  attempts: readonly AttemptRef[],
  tables?: readonly StoredScoreTable[],
): Promise<Rescored[]> => {
  const out: Rescored[] = [];
  for (let from = 0; from < attempts.length; from += BATCH) {
    const batch = attempts.slice(from, from + BATCH);
    const ids = batch.map((a) => a.id);
    const [modules, answers, ratings] = await Promise.all([
      selectTakenModulesOf(tx, ids),
      selectAnswersOf(tx, ids),
      findAttemptRatings(tx, ids),
    ]);
    const takenOf = new Map<string, GradedModule[]>();
    for (const m of modules) {
      const list = takenOf.get(m.userExamId) ?? [];
      list.push({ moduleId: m.moduleId, correct: m.correct, operational: m.operational });
      takenOf.set(m.userExamId, list);
    }
    const answersOf = new Map<string, Map<string, AnswerValue | undefined>>();
    for (const a of answers) {
      const map = answersOf.get(a.userExamId) ?? new Map<string, AnswerValue | undefined>();
      map.set(a.questionId, a.answer?.value);
      answersOf.set(a.userExamId, map);
    }
    for (const attempt of batch)
      out.push(
        rescoreAttempt(
          versions.get(attempt.testId)!,
          {
            routes: attempt.routes,
            scores: attempt.scores,
            taken: takenOf.get(attempt.id) ?? [],
            answers: answersOf.get(attempt.id) ?? new Map(),
            ratings: ratingsOf(ratings, attempt.id),
          },
          tables,
        ),
      );
  }
  return out;
};

/**
 * One completed attempt of the test rescored with `tables` in place of the stored ones of the same
 * section and route (a preview: nothing is written). Undefined when the attempt is not a completed one
 * of this test in the caller's tenant.
 */
export const rescoreWithTables = async (
  tx: TenantTx,
  testId: string,
  userExamId: string,
  tables: readonly StoredScoreTable[],
): Promise<AttemptScores | undefined> => {
  const [attempt, version] = await Promise.all([
    selectCompletedAttemptAt(tx, testId, userExamId),
    loadVersionGrading(tx, testId),
  ]);
  if (!attempt || !version) return undefined;
  const replaced = (t: StoredScoreTable) => tables.some((o) => o.sectionId === t.sectionId && o.route === t.route);
  const merged = [...version.tables.filter((t) => !replaced(t)), ...tables];
  const [rescored] = await rescoreMany(tx, new Map([[testId, version]]), [attempt], merged);
  return rescored!.after;
};

interface Finding {
  attempt: CompletedAttemptRow;
  rescored: Rescored;
}

/** Rewrites one changed attempt in its own transaction, when it still holds the scores the regrade read. */
const applyOne = (deps: Pick<Deps, 'db'>, ctx: RegradeContext, finding: Finding, at: Date) =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const locked = await lockCompletedAttempt(tx, finding.attempt.id);
    // Changed since it was read (another regrade, a grader): leave it to the next regrade.
    if (!locked || !sameScores(locked.scores, finding.attempt.scores)) return false;
    await updateRegradedScores(tx, finding.attempt.id, finding.rescored.after, at);
    await updateModuleCounts(tx, finding.attempt.id, finding.rescored.modules);
    await insertRegradeAudit(tx, {
      // The version the attempt took.
      testId: finding.attempt.testId,
      userExamId: finding.attempt.id,
      actorId: ctx.actor.id,
      reason: finding.rescored.reason!,
      oldScores: finding.attempt.scores,
      newScores: finding.rescored.after,
    });
    return true;
  });

/**
 * POST /api/tests/:id/regrade. The test must be visible (own or shared: a centre regrades its own
 * students' attempts at a shared test after main corrects a key); attempts of every version (same root)
 * count. Dry run: what would change. Applying: each changed attempt rewritten (scores, module counts,
 * regraded_at) with a `regrade_audits` row; unchanged attempts are not touched.
 */
export const regradeTest = async (
  deps: Pick<Deps, 'db'>,
  ctx: RegradeContext & { testId: string; dryRun: boolean },
): Promise<RegradeResult> => {
  const { total, findings } = await withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const test = await selectRegradeTest(tx, ctx.testId);
    if (!test) throw new AppError('not_found');
    const versionIds = await selectVersionIds(tx, test.rootId ?? test.id);
    const versions = new Map<string, VersionGrading>();
    for (const id of versionIds.length ? versionIds : [test.id]) {
      const grading = await loadVersionGrading(tx, id);
      if (grading) versions.set(id, grading);
    }
    const attempts = await selectCompletedAttempts(tx, [...versions.keys()]);
    const rescored = await rescoreMany(tx, versions, attempts);
    return {
      total: attempts.length,
      findings: attempts.map((attempt, i) => ({ attempt, rescored: rescored[i]! })).filter((f) => f.rescored.changed),
    };
  });
  if (ctx.dryRun)
    return {
      attempts: total,
      changed: findings.length,
      applied: false,
      changes: findings.slice(0, LISTED).map(presentRegradeChange),
    };

  const at = new Date();
  const applied: Finding[] = [];
  let next = 0;
  const worker = async () => {
    while (next < findings.length) {
      const finding = findings[next++]!;
      if (await applyOne(deps, ctx, finding, at)) applied.push(finding);
    }
  };
  await Promise.all(Array.from({ length: Math.min(WRITERS, findings.length) }, worker));
  const order = new Map(findings.map((f, i) => [f, i]));
  applied.sort((a, b) => order.get(a)! - order.get(b)!);
  return {
    attempts: total,
    changed: applied.length,
    applied: true,
    changes: applied.slice(0, LISTED).map(presentRegradeChange),
  };
};

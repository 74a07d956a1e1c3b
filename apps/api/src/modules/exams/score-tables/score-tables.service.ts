import type { ScoreTablePreview, ScoreTableInput, ScoreTableSet, ScoreTablesPut } from '@prepwell/contracts';
import type { Deps } from '../../../deps.ts';
import { withTenant, type TenantTx } from '../../../db/with-tenant.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { Caller } from '../../auth/caller.ts';
import { canEditRow, questionActorOf } from '../../questions/questions.policy.ts';
import { selectScoreTables } from '../attempts/attempt-content.repository.ts';
import { rescoreWithTables } from '../regrade/regrade.service.ts';
import { checkTables, tableTargets } from './score-table-rules.ts';
import { presentScoreTableSet, presentStudentName } from './score-tables.presenter.ts';
import {
  selectCompletedAttemptOfTest,
  selectLatestCompletedAttempt,
  selectTableModules,
  selectTableSections,
  selectTableTest,
  upsertOwnTables,
  type TableTestRow,
} from './score-tables.repository.ts';

/**
 * A test's raw → scaled tables (decision 0028): read per section and route with the raw maximum and the
 * exam's scale, written as the centre's own after the checks of score-table-rules.ts, and previewed
 * against a completed attempt through the regrade's rescoring (nothing written).
 */
export interface TablesContext extends Caller {
  testId: string;
}

/** Who may write the test's tables: the question bank's rule (a shared test only by a super admin on main). */
const writable = (ctx: TablesContext, test: TableTestRow) => canEditRow(questionActorOf(ctx.tenant, ctx.actor), test);

/** The visible test with what its tables need: sections, routes and their raw maxima, stored tables. */
const loadTables = async (tx: TenantTx, testId: string) => {
  const test = await selectTableTest(tx, testId);
  if (!test) throw new AppError('not_found');
  const [sections, modules, stored] = await Promise.all([
    selectTableSections(tx, test.id),
    selectTableModules(tx, test.id),
    selectScoreTables(tx, test.id),
  ]);
  return { test, sections, stored, targets: tableTargets(test, sections, modules) };
};

/** A 422 with one field error per problem. */
const assertTables = (tables: readonly ScoreTableInput[], targets: Parameters<typeof checkTables>[1]) => {
  const problems = checkTables(tables, targets);
  if (problems.length) throw new AppError('validation_failed', { fieldMessages: problems });
};

const setOf = async (tx: TenantTx, ctx: TablesContext): Promise<ScoreTableSet> => {
  const loaded = await loadTables(tx, ctx.testId);
  return presentScoreTableSet({ ...loaded, readOnly: !writable(ctx, loaded.test) });
};

/** GET /api/tests/:id/score-tables: one view per section and route, `[]` rows where none is stored. */
export const getScoreTables = (deps: Pick<Deps, 'db'>, ctx: TablesContext): Promise<ScoreTableSet> =>
  withTenant(deps.db, ctx.tenant.id, (tx) => setOf(tx, ctx));

/**
 * PUT /api/tests/:id/score-tables: the tables given replace those of their section and route (origin
 * `own`), the others stay. A shared test is 403 unless the caller is a super admin on main; a bad
 * table is a 422 naming each problem.
 */
export const putScoreTables = (
  deps: Pick<Deps, 'db'>,
  ctx: TablesContext & { input: ScoreTablesPut },
): Promise<ScoreTableSet> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const { test, targets } = await loadTables(tx, ctx.testId);
    if (!writable(ctx, test)) throw new AppError('forbidden');
    assertTables(ctx.input.tables, targets);
    await upsertOwnTables(tx, test.id, test.isPublic, ctx.input.tables);
    return setOf(tx, ctx);
  });

/**
 * POST /api/tests/:id/score-tables/preview: the scores of one completed attempt of the test (the one
 * named, else the tenant's latest) with the given tables in place of the stored ones of their section
 * and route. Nothing is written; a read-only (shared) test can be previewed too.
 */
export const previewScoreTables = (
  deps: Pick<Deps, 'db'>,
  ctx: TablesContext & { tables: ScoreTableInput[]; userExamId: string | undefined },
): Promise<ScoreTablePreview> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const { test, targets } = await loadTables(tx, ctx.testId);
    assertTables(ctx.tables, targets);
    const sample = ctx.userExamId
      ? await selectCompletedAttemptOfTest(tx, test.id, ctx.userExamId)
      : await selectLatestCompletedAttempt(tx, test.id);
    if (!sample) {
      if (ctx.userExamId)
        throw new AppError('validation_failed', {
          fieldMessages: [{ path: 'userExamId', key: 'score_tables.attempt_unknown' }],
        });
      return { userExamId: null, studentName: null, scores: null };
    }
    const scores = await rescoreWithTables(tx, test.id, sample.id, ctx.tables);
    return { userExamId: sample.id, studentName: presentStudentName(sample), scores: scores ?? null };
  });

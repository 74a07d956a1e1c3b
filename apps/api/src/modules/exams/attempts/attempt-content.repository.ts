import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { compileSelect } from '../../../db/compiled-statement.ts';
import type { TenantTx } from '../../../db/with-tenant.ts';
import {
  moduleQuestions,
  passages,
  questions,
  scoreTables,
  tests,
  testModules,
  testSections,
} from '../../../db/schema/index.ts';
import type { AttemptContent, AttemptTest } from './attempt-content.ts';
import type { RunnerQuestionRow } from './attempts.presenter.ts';
import { placedQuestionColumns } from '../shared/module-questions.repository.ts';

// Content queries of the attempts engine. Row-level security scopes them to the transaction's tenant plus
// main's public catalogue (read-only), so a student's attempt at a shared test reads it here.

const testColumns = {
  id: tests.id,
  title: tests.title,
  kind: tests.kind,
  type: tests.type,
  version: tests.version,
  clock: tests.clock,
  minutes: tests.minutes,
  revision: tests.revision,
};

/** A test the caller may see (their tenant's, or main's public one), or undefined. */
export const selectVisibleTest = async (tx: TenantTx, id: string): Promise<AttemptTest | undefined> =>
  (await tx.select(testColumns).from(tests).where(eq(tests.id, id)).limit(1))[0];

/**
 * Issue 14: what decides which test a start begins: the status (a draft is its authors' only; an archived
 * version is kept for its attempts), the root shared by every version, the owning tenant and the mode.
 */
export const selectTestLifecycle = async (tx: TenantTx, id: string) =>
  (
    await tx
      .select({ id: tests.id, status: tests.status, rootId: tests.rootId, tenantId: tests.tenantId, mode: tests.mode })
      .from(tests)
      .where(eq(tests.id, id))
      .limit(1)
  )[0];

/** Issue 14: the versions of a test (same root, same owning tenant), newest first. */
export const selectTestVersions = (tx: TenantTx, rootId: string, tenantId: string) =>
  tx
    .select({ id: tests.id, status: tests.status, revision: tests.revision, mode: tests.mode })
    .from(tests)
    .where(and(eq(tests.rootId, rootId), eq(tests.tenantId, tenantId)))
    .orderBy(desc(tests.revision));

/** Issue 14: an adaptive section's routing threshold (a share of module 1 right), or null for the default rule. */
export const selectRoutingThreshold = async (tx: TenantTx, sectionId: string): Promise<number | null> =>
  (
    await tx
      .select({ threshold: testSections.harderAtOrAbove })
      .from(testSections)
      .where(eq(testSections.id, sectionId))
      .limit(1)
  )[0]?.threshold ?? null;

const p = sql.placeholder;

const sectionColumns = {
  id: testSections.id,
  section: testSections.section,
  title: testSections.title,
  position: testSections.position,
  adaptive: testSections.adaptive,
};
const moduleColumns = {
  id: testModules.id,
  sectionId: testModules.sectionId,
  title: testModules.title,
  position: testModules.position,
  route: testModules.route,
  timeLimitSeconds: testModules.timeLimitSeconds,
  breakAfterSeconds: testModules.breakAfterSeconds,
  questionCount: sql<number>`(select count(*)::int from ${moduleQuestions} where ${moduleQuestions.moduleId} = ${testModules.id})`,
};

// What every request that changes or shows an attempt reads, built by drizzle once (db/compiled-statement.ts):
// building these selects on every request was about a fifth of the API's CPU in the class-test rush.
const contentTest = compileSelect<AttemptTest>('attempt_content_test', testColumns, (select) =>
  select
    .from(tests)
    .where(eq(tests.id, p('testId')))
    .limit(1),
);
const contentSections = compileSelect<AttemptContent['plan']['sections'][number]>(
  'attempt_content_sections',
  sectionColumns,
  (select) =>
    select
      .from(testSections)
      .where(eq(testSections.testId, p('testId')))
      .orderBy(asc(testSections.position)),
);
const contentModules = compileSelect<AttemptContent['plan']['modules'][number]>(
  'attempt_content_modules',
  moduleColumns,
  (select) =>
    select
      .from(testModules)
      .where(eq(testModules.testId, p('testId')))
      .orderBy(asc(testModules.position), asc(testModules.route)),
);

/** The test with its sections and modules (and each module's question count): everything the plan needs. */
export const selectAttemptContent = async (tx: TenantTx, testId: string): Promise<AttemptContent | undefined> => {
  const [[test], sections, modules] = await Promise.all([
    contentTest(tx, { testId }),
    contentSections(tx, { testId }),
    contentModules(tx, { testId }),
  ]);
  return test ? { test, plan: { sections, modules } } : undefined;
};

const runnerQuestions = compileSelect<RunnerQuestionRow>('runner_questions', placedQuestionColumns, (select) =>
  select
    .from(moduleQuestions)
    .innerJoin(questions, eq(questions.id, moduleQuestions.questionId))
    .innerJoin(testModules, eq(testModules.id, moduleQuestions.moduleId))
    .leftJoin(passages, eq(passages.id, questions.passageId))
    .where(sql`${moduleQuestions.moduleId} = any(${p('moduleIds')}::uuid[])`)
    .orderBy(asc(moduleQuestions.moduleId), asc(moduleQuestions.position)),
);

/** Questions of some modules as the runner shows them (no key, explanation, solution or transcript), with their passages. */
export const selectRunnerQuestions = async (
  tx: TenantTx,
  moduleIds: readonly string[],
): Promise<RunnerQuestionRow[]> => (moduleIds.length ? runnerQuestions(tx, { moduleIds: [...moduleIds] }) : []);

/** A module's questions with what grading needs (server side only). */
export const selectGradableQuestions = (tx: TenantTx, moduleId: string) =>
  tx
    .select({ id: questions.id, type: questions.type, answerKey: questions.answerKey, pretest: questions.pretest })
    .from(moduleQuestions)
    .innerJoin(questions, eq(questions.id, moduleQuestions.questionId))
    .where(eq(moduleQuestions.moduleId, moduleId));

/**
 * A question of a test with its key and explanation (server side: grading, practice check), one row per
 * module of the test that holds it; empty when the test does not hold it.
 */
export const selectQuestionInTest = (tx: TenantTx, testId: string, questionId: string) =>
  tx
    .select({
      id: questions.id,
      moduleId: moduleQuestions.moduleId,
      type: questions.type,
      choices: questions.choices,
      answerKey: questions.answerKey,
      explanation: questions.explanation,
      pretest: questions.pretest,
    })
    .from(moduleQuestions)
    .innerJoin(questions, eq(questions.id, moduleQuestions.questionId))
    .innerJoin(testModules, eq(testModules.id, moduleQuestions.moduleId))
    .where(and(eq(moduleQuestions.questionId, questionId), eq(testModules.testId, testId)));

export const selectScoreTables = (tx: TenantTx, testId: string) =>
  tx
    .select({
      sectionId: scoreTables.sectionId,
      route: scoreTables.route,
      rows: scoreTables.rows,
      origin: scoreTables.origin,
    })
    .from(scoreTables)
    .where(eq(scoreTables.testId, testId));

/** Rated items (speaking, writing) that count toward a score, per module: they await a grader. */
export const selectPendingRatingCounts = async (
  tx: TenantTx,
  moduleIds: readonly string[],
): Promise<Map<string, number>> => {
  if (!moduleIds.length) return new Map();
  const rows = await tx
    .select({
      moduleId: moduleQuestions.moduleId,
      pending: sql<number>`count(*) filter (where ${questions.answerKey}->>'kind' = 'rated' and not ${questions.pretest})::int`,
    })
    .from(moduleQuestions)
    .innerJoin(questions, eq(questions.id, moduleQuestions.questionId))
    .where(inArray(moduleQuestions.moduleId, [...moduleIds]))
    .groupBy(moduleQuestions.moduleId);
  return new Map(rows.map((r) => [r.moduleId, r.pending]));
};

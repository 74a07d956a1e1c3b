import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AttemptScores } from '@prepwell/contracts';
import type { TenantTx } from '../../../db/with-tenant.ts';
import {
  moduleQuestions,
  questions,
  regradeAudits,
  tests,
  testModules,
  userExamAnswers,
  userExamModules,
  userExams,
  users,
} from '../../../db/schema/index.ts';

// Row-level security scopes every query to the transaction's tenant (attempts, answers, audits) plus
// main's public catalogue for content. A regrade reads many attempts in a few statements (by batch of
// ids), never one statement per attempt, and writes only the attempts whose scores change.

/** A test the caller may see, with its root (versions share it), or undefined. */
export const selectRegradeTest = async (tx: TenantTx, id: string) =>
  (await tx.select({ id: tests.id, rootId: tests.rootId }).from(tests).where(eq(tests.id, id)).limit(1))[0];

/** Every visible version of a test (same root), oldest first. */
export const selectVersionIds = async (tx: TenantTx, rootId: string) =>
  (await tx.select({ id: tests.id }).from(tests).where(eq(tests.rootId, rootId)).orderBy(asc(tests.revision))).map(
    (r) => r.id,
  );

/** The questions of a test's modules with what grading needs, in module order. */
export const selectTestQuestions = (tx: TenantTx, testId: string) =>
  tx
    .select({
      moduleId: moduleQuestions.moduleId,
      id: questions.id,
      type: questions.type,
      answerKey: questions.answerKey,
      pretest: questions.pretest,
    })
    .from(moduleQuestions)
    .innerJoin(testModules, eq(testModules.id, moduleQuestions.moduleId))
    .innerJoin(questions, eq(questions.id, moduleQuestions.questionId))
    .where(eq(testModules.testId, testId))
    .orderBy(asc(moduleQuestions.moduleId), asc(moduleQuestions.position));

/** The tenant's completed attempts at some tests (ids, scores and routes as stored), with the student's name. */
export const selectCompletedAttempts = (tx: TenantTx, testIds: readonly string[]) =>
  testIds.length
    ? tx
        .select({
          id: userExams.id,
          testId: userExams.testId,
          routes: userExams.routes,
          scores: userExams.scores,
          firstName: users.firstName,
          lastName: users.lastName,
          username: users.username,
        })
        .from(userExams)
        .innerJoin(users, eq(users.id, userExams.userId))
        .where(and(inArray(userExams.testId, [...testIds]), eq(userExams.status, 'completed')))
        .orderBy(asc(userExams.completedAt), asc(userExams.id))
    : Promise.resolve([]);

export type CompletedAttemptRow = Awaited<ReturnType<typeof selectCompletedAttempts>>[number];

/** One completed attempt of the tenant at a test (a preview's sample), or undefined. */
export const selectCompletedAttemptAt = async (tx: TenantTx, testId: string, id: string) =>
  (
    await tx
      .select({ id: userExams.id, testId: userExams.testId, routes: userExams.routes, scores: userExams.scores })
      .from(userExams)
      .where(and(eq(userExams.id, id), eq(userExams.testId, testId), eq(userExams.status, 'completed')))
      .limit(1)
  )[0];

/** The module rows (taken modules and their stored counts) of a batch of attempts. */
export const selectTakenModulesOf = (tx: TenantTx, userExamIds: readonly string[]) =>
  userExamIds.length
    ? tx
        .select({
          userExamId: userExamModules.userExamId,
          moduleId: userExamModules.moduleId,
          correct: userExamModules.correct,
          operational: userExamModules.operational,
        })
        .from(userExamModules)
        .where(inArray(userExamModules.userExamId, [...userExamIds]))
        .orderBy(asc(userExamModules.userExamId), asc(userExamModules.ordinal))
    : Promise.resolve([]);

/** The saved answers of a batch of attempts (only what grading reads). */
export const selectAnswersOf = (tx: TenantTx, userExamIds: readonly string[]) =>
  userExamIds.length
    ? tx
        .select({
          userExamId: userExamAnswers.userExamId,
          questionId: userExamAnswers.questionId,
          answer: userExamAnswers.answer,
        })
        .from(userExamAnswers)
        .where(inArray(userExamAnswers.userExamId, [...userExamIds]))
    : Promise.resolve([]);

/** Locks a completed attempt for its rewrite and reads its scores as they are now; undefined when it is no longer completed. */
export const lockCompletedAttempt = async (tx: TenantTx, id: string) =>
  (
    await tx
      .select({ scores: userExams.scores })
      .from(userExams)
      .where(and(eq(userExams.id, id), eq(userExams.status, 'completed')))
      .limit(1)
      .for('update')
  )[0];

/** Rewrites an attempt's scores and marks it regraded. */
export const updateRegradedScores = (tx: TenantTx, id: string, scores: AttemptScores, at: Date) =>
  tx.update(userExams).set({ scores, regradedAt: at }).where(eq(userExams.id, id));

/** Rewrites the counts of an attempt's module rows in one statement. */
export const updateModuleCounts = async (
  tx: TenantTx,
  userExamId: string,
  counts: readonly { moduleId: string; correct: number | null; operational: number | null }[],
) => {
  if (!counts.length) return;
  const values = sql.join(
    counts.map((c) => sql`(${c.moduleId}::uuid, ${c.correct}::integer, ${c.operational}::integer)`),
    sql`, `,
  );
  await tx.execute(sql`update ${userExamModules} as m set correct = v.correct, operational = v.operational
    from (values ${values}) as v(module_id, correct, operational)
    where m.user_exam_id = ${userExamId} and m.module_id = v.module_id`);
};

export const insertRegradeAudit = (tx: TenantTx, values: typeof regradeAudits.$inferInsert) =>
  tx.insert(regradeAudits).values(values);

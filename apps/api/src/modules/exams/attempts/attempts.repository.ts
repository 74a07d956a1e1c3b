import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { AnswerValue } from '@prepwell/contracts';
import type { TenantTx } from '../../../db/with-tenant.ts';
import { moduleQuestions, passages, questions, scoreTables, tests, testModules, testSections, userExamAnswers, userExamModules, userExams } from '../../../db/schema/index.ts';
import type { Plan } from './attempt-plan.ts';

export type AttemptRow = typeof userExams.$inferSelect;
export type AttemptModuleRow = typeof userExamModules.$inferSelect;
export type AnswerRow = typeof userExamAnswers.$inferSelect;

// Row-level security scopes every query to the transaction's tenant; content queries also see main's
// public catalogue (read-only). Attempts are further scoped to their student by `userId`.

export const selectVisibleTestId = async (tx: TenantTx, id: string) =>
  (await tx.select({ id: tests.id }).from(tests).where(eq(tests.id, id)).limit(1))[0]?.id;

export const selectPlan = async (tx: TenantTx, testId: string): Promise<Plan> => {
  const sections = await tx
    .select({ id: testSections.id, section: testSections.section, title: testSections.title, position: testSections.position, adaptive: testSections.adaptive })
    .from(testSections)
    .where(eq(testSections.testId, testId))
    .orderBy(asc(testSections.position));
  const modules = await tx
    .select({
      id: testModules.id,
      sectionId: testModules.sectionId,
      title: testModules.title,
      position: testModules.position,
      route: testModules.route,
      timeLimitSeconds: testModules.timeLimitSeconds,
    })
    .from(testModules)
    .where(eq(testModules.testId, testId))
    .orderBy(asc(testModules.position), asc(testModules.route));
  return { sections, modules };
};

/** The student's attempt; `forUpdate` serialises the transitions (submit, time over) of one attempt. */
export const selectAttemptOfUser = async (tx: TenantTx, id: string, userId: string, options: { forUpdate?: boolean } = {}) => {
  const query = tx
    .select()
    .from(userExams)
    .where(and(eq(userExams.id, id), eq(userExams.userId, userId)))
    .limit(1);
  return (await (options.forUpdate ? query.for('update') : query))[0];
};

export const selectOpenAttempt = async (tx: TenantTx, userId: string, testId: string) =>
  (
    await tx
      .select()
      .from(userExams)
      .where(and(eq(userExams.userId, userId), eq(userExams.testId, testId), eq(userExams.status, 'in_progress')))
      .limit(1)
      .for('update')
  )[0];

/** Inserts an open attempt; undefined when another request opened one for the same student and test first. */
export const insertAttempt = async (tx: TenantTx, values: { userId: string; testId: string; moduleId: string; startedAt: Date; deadlineAt: Date }) =>
  (
    await tx
      .insert(userExams)
      .values({
        userId: values.userId,
        testId: values.testId,
        currentModuleId: values.moduleId,
        moduleOrdinal: 1,
        moduleStartedAt: values.startedAt,
        moduleDeadlineAt: values.deadlineAt,
        startedAt: values.startedAt,
      })
      .onConflictDoNothing()
      .returning()
  )[0];

export const updateAttempt = async (tx: TenantTx, id: string, values: Partial<Omit<AttemptRow, 'id' | 'tenantId' | 'userId' | 'testId'>>) =>
  (await tx.update(userExams).set(values).where(eq(userExams.id, id)).returning())[0]!;

export const bumpEpoch = async (tx: TenantTx, id: string) =>
  (await tx.update(userExams).set({ epoch: sql`${userExams.epoch} + 1` }).where(eq(userExams.id, id)).returning())[0]!;

export const insertAttemptModule = (tx: TenantTx, values: { userExamId: string; moduleId: string; ordinal: number; startedAt: Date; deadlineAt: Date }) =>
  tx.insert(userExamModules).values(values);

export const endAttemptModule = (
  tx: TenantTx,
  key: { userExamId: string; moduleId: string },
  values: { endedAt: Date; endedBy: 'submitted' | 'time_over'; correct: number; operational: number },
) =>
  tx
    .update(userExamModules)
    .set(values)
    .where(and(eq(userExamModules.userExamId, key.userExamId), eq(userExamModules.moduleId, key.moduleId)));

export const selectAttemptModules = (tx: TenantTx, userExamId: string) =>
  tx.select().from(userExamModules).where(eq(userExamModules.userExamId, userExamId)).orderBy(asc(userExamModules.ordinal));

/** A module's questions as the runner shows them (no key, explanation or solution), with their passages. */
export const selectRunnerQuestions = (tx: TenantTx, moduleId: string) =>
  tx
    .select({
      id: questions.id,
      position: moduleQuestions.position,
      type: questions.type,
      task: questions.task,
      stem: questions.stem,
      choices: questions.choices,
      passageId: passages.id,
      passageTitle: passages.title,
      passageBody: passages.body,
    })
    .from(moduleQuestions)
    .innerJoin(questions, eq(questions.id, moduleQuestions.questionId))
    .leftJoin(passages, eq(passages.id, questions.passageId))
    .where(eq(moduleQuestions.moduleId, moduleId))
    .orderBy(asc(moduleQuestions.position));

/** A module's questions with what grading needs (server side only). */
export const selectGradableQuestions = (tx: TenantTx, moduleId: string) =>
  tx
    .select({ id: questions.id, type: questions.type, answerKey: questions.answerKey, pretest: questions.pretest })
    .from(moduleQuestions)
    .innerJoin(questions, eq(questions.id, moduleQuestions.questionId))
    .where(eq(moduleQuestions.moduleId, moduleId));

/** One question of a module, or undefined when the question is not in it. */
export const selectModuleQuestion = async (tx: TenantTx, moduleId: string, questionId: string) =>
  (
    await tx
      .select({ id: questions.id, type: questions.type, choices: questions.choices })
      .from(moduleQuestions)
      .innerJoin(questions, eq(questions.id, moduleQuestions.questionId))
      .where(and(eq(moduleQuestions.moduleId, moduleId), eq(moduleQuestions.questionId, questionId)))
      .limit(1)
  )[0];

export const selectAnswers = (tx: TenantTx, userExamId: string, moduleIds: string[]) =>
  moduleIds.length
    ? tx
        .select()
        .from(userExamAnswers)
        .where(and(eq(userExamAnswers.userExamId, userExamId), inArray(userExamAnswers.moduleId, moduleIds)))
    : Promise.resolve([] as AnswerRow[]);

/**
 * Autosave: one upsert that applies only when the new seq is greater than the stored one, so a late or
 * repeated save never overwrites a newer answer. Returns the row when applied, undefined when not.
 */
export const upsertAnswer = async (
  tx: TenantTx,
  values: { userExamId: string; questionId: string; moduleId: string; answer: AnswerValue; flagged: boolean | undefined; seq: number; savedAt: Date },
) =>
  (
    await tx
      .insert(userExamAnswers)
      .values({ ...values, answer: { value: values.answer }, flagged: values.flagged ?? false })
      .onConflictDoUpdate({
        target: [userExamAnswers.userExamId, userExamAnswers.questionId],
        set: {
          answer: sql`excluded.answer`,
          // A save without `flagged` keeps the stored mark.
          flagged: values.flagged === undefined ? sql`${userExamAnswers.flagged}` : sql`excluded.flagged`,
          seq: sql`excluded.seq`,
          savedAt: sql`excluded.saved_at`,
        },
        setWhere: gt(sql`excluded.seq`, userExamAnswers.seq),
      })
      .returning()
  )[0];

export const selectAnswer = async (tx: TenantTx, userExamId: string, questionId: string) =>
  (
    await tx
      .select()
      .from(userExamAnswers)
      .where(and(eq(userExamAnswers.userExamId, userExamId), eq(userExamAnswers.questionId, questionId)))
      .limit(1)
  )[0];

export const selectScoreTables = (tx: TenantTx, testId: string) =>
  tx.select({ sectionId: scoreTables.sectionId, route: scoreTables.route, rows: scoreTables.rows }).from(scoreTables).where(eq(scoreTables.testId, testId));

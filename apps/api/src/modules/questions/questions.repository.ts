import { randomUUID } from 'node:crypto';
import { and, asc, count, countDistinct, desc, eq, exists, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { TenantTx } from '../../db/with-tenant.ts';
import {
  moduleQuestions,
  questionLabels,
  tenants,
  questions,
  testModules,
  userExamAnswers,
  userExamModules,
  userExams,
  users,
} from '../../db/schema/index.ts';
import type { QuestionListQuery } from '@prepwell/contracts';
import { containsLike } from '../../db/like.ts';
import { updateRowById } from '../../db/rows.ts';

/**
 * Queries of the question bank on a TenantTx: row-level security shows the tenant's rows and main's
 * public catalogue, and lets the transaction write its own tenant's rows only.
 */
export type QuestionRow = typeof questions.$inferSelect;
export type QuestionInsert = Omit<typeof questions.$inferInsert, 'id' | 'tenantId' | 'createdAt' | 'rootId'> & {
  rootId?: string;
};

export const selectQuestionById = async (tx: TenantTx, id: string): Promise<QuestionRow | undefined> =>
  (await tx.select().from(questions).where(eq(questions.id, id)).limit(1))[0];

export const selectQuestionsByIds = (tx: TenantTx, ids: string[]): Promise<QuestionRow[]> =>
  ids.length ? tx.select().from(questions).where(inArray(questions.id, ids)) : Promise.resolve([]);

/** The tenant's live questions with these source ids (one query for a whole import batch). */
export const selectLiveBySourceIds = (tx: TenantTx, tenantId: string, sourceIds: string[]): Promise<QuestionRow[]> =>
  sourceIds.length
    ? tx
        .select()
        .from(questions)
        .where(
          and(
            eq(questions.tenantId, tenantId),
            inArray(questions.sourceId, sourceIds),
            ne(questions.status, 'retired'),
          ),
        )
    : Promise.resolve([]);

/** Many new questions in one statement per 500 (each version 1, its own root); rows in the given order. */
export const insertQuestionRows = async (tx: TenantTx, values: QuestionInsert[]): Promise<QuestionRow[]> => {
  const rows: QuestionRow[] = [];
  for (let i = 0; i < values.length; i += 500) {
    const chunk = values.slice(i, i + 500).map((v) => {
      const id = randomUUID();
      return { ...v, id, rootId: v.rootId ?? id };
    });
    const inserted = await tx.insert(questions).values(chunk).returning();
    const byId = new Map(inserted.map((r) => [r.id, r]));
    rows.push(...chunk.map((c) => byId.get(c.id)!));
  }
  return rows;
};

/** A new question; version 1 is its own root (the id is made here so root_id can name it). */
export const insertQuestionRow = async (tx: TenantTx, values: QuestionInsert): Promise<QuestionRow> => {
  const id = randomUUID();
  return (
    await tx
      .insert(questions)
      .values({ ...values, id, rootId: values.rootId ?? id })
      .returning()
  )[0]!;
};

export const updateQuestionRow = async (
  tx: TenantTx,
  id: string,
  values: Partial<QuestionInsert>,
): Promise<QuestionRow | undefined> => updateRowById(tx, questions, id, values);

export const deleteQuestionRow = (tx: TenantTx, id: string) => tx.delete(questions).where(eq(questions.id, id));

/** The highest version of a question's versions (visible ones). */
export const selectLatestVersion = async (tx: TenantTx, rootId: string): Promise<number> =>
  (
    await tx
      .select({ v: sql<number>`max(${questions.version})::int` })
      .from(questions)
      .where(eq(questions.rootId, rootId))
  )[0]?.v ?? 1;

const attemptOnTest = (testId: SQL | typeof testModules.testId) =>
  exists(sql`(select 1 from ${userExams} where ${userExams.testId} = ${testId})`);

/**
 * Whether any attempt (of the tenant: RLS) has seen the question: an answer saved for it, or an attempt
 * at a test one of whose modules holds it.
 */
export const selectQuestionSeen = async (tx: TenantTx, id: string): Promise<boolean> => {
  const answered = await tx
    .select({ one: sql`1` })
    .from(userExamAnswers)
    .where(eq(userExamAnswers.questionId, id))
    .limit(1);
  if (answered.length) return true;
  const inAttemptedTest = await tx
    .select({ one: sql`1` })
    .from(moduleQuestions)
    .innerJoin(testModules, eq(testModules.id, moduleQuestions.moduleId))
    .where(and(eq(moduleQuestions.questionId, id), attemptOnTest(testModules.testId)))
    .limit(1);
  return inAttemptedTest.length > 0;
};

/** Tests using each question (distinct tests whose modules hold it). */
export const selectUsage = async (tx: TenantTx, ids: string[]): Promise<Map<string, number>> => {
  if (!ids.length) return new Map();
  const rows = await tx
    .select({ questionId: moduleQuestions.questionId, n: countDistinct(testModules.testId) })
    .from(moduleQuestions)
    .innerJoin(testModules, eq(testModules.id, moduleQuestions.moduleId))
    .where(inArray(moduleQuestions.questionId, ids))
    .groupBy(moduleQuestions.questionId);
  return new Map(rows.map((r) => [r.questionId, Number(r.n)]));
};

/**
 * After a new version: module slots of tests nobody has attempted move to it; tests with an attempt keep
 * the version their attempts saw. Only the tenant's own modules are written (RLS).
 */
export const repointUnattemptedModules = (tx: TenantTx, fromId: string, toId: string) =>
  tx
    .update(moduleQuestions)
    .set({ questionId: toId })
    .where(
      and(
        eq(moduleQuestions.questionId, fromId),
        inArray(
          moduleQuestions.moduleId,
          tx
            .select({ id: testModules.id })
            .from(testModules)
            .where(sql`not ${attemptOnTest(testModules.testId)}`),
        ),
      ),
    );

export interface AuthorRow {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
}
export const selectAuthors = (tx: TenantTx, ids: string[]): Promise<AuthorRow[]> =>
  ids.length
    ? tx
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
        .from(users)
        .where(inArray(users.id, ids))
    : Promise.resolve([]);

export interface QuestionFilter extends Omit<QuestionListQuery, 'page' | 'per_page'> {
  tenantId: string;
}

const filterWhere = (tx: TenantTx, f: QuestionFilter): SQL | undefined => {
  const conds: (SQL | undefined)[] = [
    f.status ? eq(questions.status, f.status) : ne(questions.status, 'retired'),
    f.kind ? eq(questions.kind, f.kind) : undefined,
    f.section ? eq(questions.section, f.section) : undefined,
    f.type ? eq(questions.type, f.type) : undefined,
    f.difficulty ? eq(questions.difficulty, f.difficulty) : undefined,
    f.source ? ilike(questions.source, containsLike(f.source)) : undefined,
    f.author ? eq(questions.authorId, f.author) : undefined,
    f.owner === 'own' ? eq(questions.tenantId, f.tenantId) : undefined,
    f.owner === 'shared' ? eq(questions.isPublic, true) : undefined,
    f.label
      ? exists(
          tx
            .select({ one: sql`1` })
            .from(questionLabels)
            .where(and(eq(questionLabels.questionId, questions.id), eq(questionLabels.labelId, f.label))),
        )
      : undefined,
    f.used
      ? (f.used === 'used' ? (e: SQL) => e : (e: SQL) => sql`not ${e}`)(
          exists(
            tx
              .select({ one: sql`1` })
              .from(moduleQuestions)
              .where(eq(moduleQuestions.questionId, questions.id)),
          ),
        )
      : undefined,
    f.search
      ? or(ilike(questions.stem, containsLike(f.search)), ilike(questions.source, containsLike(f.search)))
      : undefined,
  ];
  return and(...conds.filter((c): c is SQL => !!c));
};

export const selectQuestionPage = async (
  tx: TenantTx,
  f: QuestionFilter,
  page: number,
  perPage: number,
): Promise<{ rows: QuestionRow[]; total: number }> => {
  const where = filterWhere(tx, f);
  const [rows, totals] = await Promise.all([
    tx
      .select()
      .from(questions)
      .where(where)
      .orderBy(desc(questions.updatedAt), asc(questions.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    tx.select({ n: count() }).from(questions).where(where),
  ]);
  return { rows, total: Number(totals[0]?.n ?? 0) };
};

/** Stems of live questions of a kind and section (own and shared), newest first, for near-duplicate checks. */
export const selectStems = (tx: TenantTx, kind: string, section: string, limit: number) =>
  tx
    .select({ id: questions.id, stem: questions.stem })
    .from(questions)
    .where(
      and(
        eq(questions.kind, kind as QuestionRow['kind']),
        eq(questions.section, section as QuestionRow['section']),
        ne(questions.status, 'retired'),
      ),
    )
    .orderBy(desc(questions.updatedAt))
    .limit(limit);

/** Ids of every version of a question (same root) the tenant can see. */
export const selectVersionIds = async (tx: TenantTx, rootId: string): Promise<string[]> =>
  (await tx.select({ id: questions.id }).from(questions).where(eq(questions.rootId, rootId))).map((r) => r.id);

/**
 * Item statistics' raw data: for every completed attempt (of the tenant: RLS) that was shown one of the
 * given question versions, every question of the modules it took, with its key and the saved answer (or
 * none). The rest score of each attempt is graded from these rows.
 */
export const selectCompletedAttemptItems = (tx: TenantTx, questionIds: string[]) => {
  if (!questionIds.length) return Promise.resolve([]);
  const shown = tx
    .select({ id: userExamModules.userExamId })
    .from(userExamModules)
    .innerJoin(moduleQuestions, eq(moduleQuestions.moduleId, userExamModules.moduleId))
    .where(inArray(moduleQuestions.questionId, questionIds));
  return tx
    .select({
      userExamId: userExamModules.userExamId,
      questionId: moduleQuestions.questionId,
      type: questions.type,
      answerKey: questions.answerKey,
      pretest: questions.pretest,
      answer: userExamAnswers.answer,
      firstAnswer: userExamAnswers.firstAnswer,
      timeSpentMs: userExamAnswers.timeSpentMs,
    })
    .from(userExamModules)
    .innerJoin(userExams, and(eq(userExams.id, userExamModules.userExamId), eq(userExams.status, 'completed')))
    .innerJoin(moduleQuestions, eq(moduleQuestions.moduleId, userExamModules.moduleId))
    .innerJoin(questions, eq(questions.id, moduleQuestions.questionId))
    .leftJoin(
      userExamAnswers,
      and(
        eq(userExamAnswers.userExamId, userExamModules.userExamId),
        eq(userExamAnswers.questionId, moduleQuestions.questionId),
      ),
    )
    .where(inArray(userExamModules.userExamId, shown));
};

/** The tenant the transaction is bound to (withTenant set it). */
export const selectCurrentTenantId = async (tx: TenantTx): Promise<string> =>
  (
    await tx
      .select({ id: tenants.id })
      .from(tenants)
      .where(sql`${tenants.id} = nullif(current_setting('app.tenant_id', true), '')::uuid`)
  )[0]!.id;

/** A label's live questions, oldest first. */
export const selectQuestionsOfLabel = (tx: TenantTx, labelId: string): Promise<QuestionRow[]> =>
  tx
    .select()
    .from(questions)
    .where(
      and(
        ne(questions.status, 'retired'),
        exists(
          tx
            .select({ one: sql`1` })
            .from(questionLabels)
            .where(and(eq(questionLabels.questionId, questions.id), eq(questionLabels.labelId, labelId))),
        ),
      ),
    )
    .orderBy(asc(questions.createdAt), asc(questions.id));

import { and, asc, eq, inArray, max, ne, sql } from 'drizzle-orm';
import type { CrossTenantTx, TenantTx } from '../../db/with-tenant.ts';
import {
  classTests,
  moduleQuestions,
  questions,
  scoreTables,
  tests,
  testModules,
  testSections,
  userExams,
} from '../../db/schema/index.ts';

// The test builder's queries (decision 0027). Row-level security scopes them to the transaction's tenant
// plus main's public catalogue for reads; writes reach the tenant's own rows only.

export type TestRow = typeof tests.$inferSelect;
export type SectionRow = typeof testSections.$inferSelect;
export type ModuleRow = typeof testModules.$inferSelect;
export type ScoreTableRow = typeof scoreTables.$inferSelect;
export type TestInsert = Omit<typeof tests.$inferInsert, 'id' | 'tenantId' | 'createdAt'>;
export type SectionInsert = Omit<typeof testSections.$inferInsert, 'tenantId'> & { id: string };
export type ModuleInsert = Omit<typeof testModules.$inferInsert, 'tenantId'> & { id: string };
export type ModuleQuestionInsert = Omit<typeof moduleQuestions.$inferInsert, 'tenantId'>;
export type ScoreTableInsert = Omit<typeof scoreTables.$inferInsert, 'tenantId'>;

export const selectTestById = async (tx: TenantTx, id: string): Promise<TestRow | undefined> =>
  (await tx.select().from(tests).where(eq(tests.id, id)).limit(1))[0];

/**
 * Locks the test row for the rest of the transaction: an attempt's insert checks its foreign key with a
 * KEY SHARE lock on this row, so a start waits for an edit (and an edit for a start) and the edit's
 * count of attempts is never behind.
 */
export const lockTestRow = (tx: TenantTx, id: string) =>
  tx.select({ id: tests.id }).from(tests).where(eq(tests.id, id)).for('update');

/** Serialises the title checks of one tenant's writes, so two creates cannot both take a free title. */
export const lockTestTitles = (tx: TenantTx, tenantId: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`test-titles:${tenantId}`}))`);

/** Whether one of the tenant's live (not archived) tests, another root than `exceptRootId`, has this title (trimmed, any case). */
export const selectTitleTaken = async (
  tx: TenantTx,
  sel: { tenantId: string; title: string; exceptRootId?: string | undefined },
): Promise<boolean> => {
  const rows = await tx
    .select({ id: tests.id })
    .from(tests)
    .where(
      and(
        eq(tests.tenantId, sel.tenantId),
        ne(tests.status, 'archived'),
        sql`lower(btrim(${tests.title})) = lower(btrim(${sel.title}))`,
        ...(sel.exceptRootId ? [ne(tests.rootId, sel.exceptRootId)] : []),
      ),
    )
    .limit(1);
  return rows.length > 0;
};

/** Titles of the tenant's live tests that begin like `prefix` (any case): a duplicate's "(copy n)". */
export const selectLiveTitlesLike = async (tx: TenantTx, tenantId: string, prefix: string): Promise<string[]> =>
  (
    await tx
      .select({ title: tests.title })
      .from(tests)
      .where(
        and(
          eq(tests.tenantId, tenantId),
          ne(tests.status, 'archived'),
          sql`starts_with(lower(btrim(${tests.title})), lower(${prefix}))`,
        ),
      )
  ).map((r) => r.title);

export const insertTestRow = async (tx: TenantTx, values: TestInsert): Promise<TestRow> =>
  (await tx.insert(tests).values(values).returning())[0]!;

export const updateTestRow = async (
  tx: TenantTx,
  id: string,
  values: Partial<Omit<TestInsert, 'rootId' | 'revision'>>,
): Promise<void> => {
  await tx
    .update(tests)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(tests.id, id));
};

export const selectSectionRows = (tx: TenantTx, testId: string) =>
  tx.select().from(testSections).where(eq(testSections.testId, testId)).orderBy(asc(testSections.position));

/** A test's modules by stage, then route (base, easier, harder): the order of the structure's paths. */
export const selectModuleRows = (tx: TenantTx, testId: string) =>
  tx
    .select()
    .from(testModules)
    .where(eq(testModules.testId, testId))
    .orderBy(asc(testModules.position), asc(testModules.route), asc(testModules.id));

/** The questions placed in some modules, in order, with what the builder lists and the check needs. */
export const selectPlacedQuestions = (tx: TenantTx, moduleIds: readonly string[]) =>
  moduleIds.length
    ? tx
        .select({
          moduleId: moduleQuestions.moduleId,
          position: moduleQuestions.position,
          id: questions.id,
          type: questions.type,
          stem: questions.stem,
          difficulty: questions.difficulty,
          domain: questions.domain,
          skill: questions.skill,
          passageId: questions.passageId,
          section: questions.section,
          kind: questions.kind,
        })
        .from(moduleQuestions)
        .innerJoin(questions, eq(questions.id, moduleQuestions.questionId))
        .where(inArray(moduleQuestions.moduleId, [...moduleIds]))
        .orderBy(asc(moduleQuestions.moduleId), asc(moduleQuestions.position))
    : Promise.resolve([]);
export type PlacedRow = Awaited<ReturnType<typeof selectPlacedQuestions>>[number];

/** Removes a test's sections; their modules, placed questions and score tables go with them (cascade). */
export const deleteSectionsOfTest = (tx: TenantTx, testId: string) =>
  tx.delete(testSections).where(eq(testSections.testId, testId));

export const insertSectionRows = async (tx: TenantTx, rows: SectionInsert[]) => {
  if (rows.length) await tx.insert(testSections).values(rows);
};
export const insertModuleRows = async (tx: TenantTx, rows: ModuleInsert[]) => {
  if (rows.length) await tx.insert(testModules).values(rows);
};
export const insertModuleQuestionRows = async (tx: TenantTx, rows: ModuleQuestionInsert[]) => {
  if (rows.length) await tx.insert(moduleQuestions).values(rows);
};

export const updateSectionTexts = (tx: TenantTx, id: string, values: { title: string; directions: string }) =>
  tx.update(testSections).set(values).where(eq(testSections.id, id));
export const updateModuleTexts = (tx: TenantTx, id: string, values: { title: string; directions: string }) =>
  tx.update(testModules).set(values).where(eq(testModules.id, id));

export const selectScoreTableRows = (tx: TenantTx, testId: string) =>
  tx.select().from(scoreTables).where(eq(scoreTables.testId, testId));

export const insertScoreTableRows = async (tx: TenantTx, rows: ScoreTableInsert[]) => {
  if (rows.length) await tx.insert(scoreTables).values(rows);
};

/** Every version of a root in its owner's tenant (visible here), oldest first. */
export const selectVersionRefs = (tx: TenantTx, rootId: string, tenantId: string) =>
  tx
    .select({ id: tests.id, revision: tests.revision, status: tests.status })
    .from(tests)
    .where(and(eq(tests.rootId, rootId), eq(tests.tenantId, tenantId)))
    .orderBy(asc(tests.revision));

export const selectMaxRevision = async (tx: TenantTx, rootId: string, tenantId: string): Promise<number> =>
  (
    await tx
      .select({ n: max(tests.revision) })
      .from(tests)
      .where(and(eq(tests.rootId, rootId), eq(tests.tenantId, tenantId)))
  )[0]?.n ?? 0;

/** Deletes every version of a root of the transaction's tenant; the tree and score tables go with them. */
export const deleteTestsOfRoot = (tx: TenantTx, rootId: string, tenantId: string) =>
  tx
    .delete(tests)
    .where(and(eq(tests.rootId, rootId), eq(tests.tenantId, tenantId)))
    .returning({ id: tests.id });

export interface AttemptCounts {
  /** Attempts (any status) at this version. */
  onTest: number;
  /** Of those, attempts still in progress. */
  inProgress: number;
  /** Attempts (any status) at any version of the test. */
  onRoot: number;
  /**
   * Class tests naming any version of the test. No foreign key says it (a class may be given main's shared
   * test, decision 0050), so a deletion asks this count.
   */
  classTests: number;
}

const rootOf = (testId: string) => sql`(select t2.root_id from ${tests} t2 where t2.id = ${testId})`;

/** The attempts the transaction sees at a test and its versions (a tenant's own, or every tenant's in cross scope). */
const countAttempts = async (tx: TenantTx | CrossTenantTx, testId: string): Promise<AttemptCounts> => {
  const [row] = await tx
    .select({
      onTest: sql<number>`count(*) filter (where ${userExams.testId} = ${testId})::int`,
      inProgress: sql<number>`count(*) filter (where ${userExams.testId} = ${testId} and ${userExams.status} = 'in_progress')::int`,
      onRoot: sql<number>`count(*)::int`,
      // In the same statement: one trip for every caller, whichever counts it reads.
      classTests: sql<number>`(select count(*)::int from ${classTests} where ${classTests.testId} in
        (select t3.id from ${tests} t3 where t3.root_id = ${rootOf(testId)}))`,
    })
    .from(userExams)
    .innerJoin(tests, eq(tests.id, userExams.testId))
    .where(eq(tests.rootId, rootOf(testId)));
  return row ?? { onTest: 0, inProgress: 0, onRoot: 0, classTests: 0 };
};

/** The transaction's tenant's attempts at a test (its own test has no attempts elsewhere: no other tenant sees it). */
export const selectAttemptCounts = (tx: TenantTx, testId: string) => countAttempts(tx, testId);

/**
 * Attempts at a test of main's shared catalogue in EVERY tenant: each tenant's students start main's public
 * tests, and those attempts live in their own tenants, which main's transaction cannot see (RLS). An edit
 * of a shared test by main's super admin must count them all before choosing between an edit in place and
 * a new version (decision 0027), so this one count crosses tenants.
 */
export const unsafeCountAttemptsAcrossTenants = (tx: CrossTenantTx, testId: string) => countAttempts(tx, testId);

/**
 * Locks a test row of `tenantId` from the cross-tenant transaction of a shared-catalogue edit (every
 * tenant's attempt insert waits on it, see lockTestRow); another tenant's row is not locked.
 */
export const unsafeLockTestOfTenant = (tx: CrossTenantTx, testId: string, tenantId: string) =>
  tx
    .select({ id: tests.id })
    .from(tests)
    .where(and(eq(tests.id, testId), eq(tests.tenantId, tenantId)))
    .for('update');

import { and, asc, count, countDistinct, desc, eq, ilike, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { ExamKind, Section, TestListQuery } from '@prepwell/contracts';
import type { TenantTx } from '../../../db/with-tenant.ts';
import { moduleQuestions, tests, testModules, testSections } from '../../../db/schema/index.ts';
import { containsLike } from '../../../db/like.ts';

export type TestRow = typeof tests.$inferSelect;
export type SectionRow = typeof testSections.$inferSelect;
export type ModuleRow = typeof testModules.$inferSelect;

const hasSection = (section: Section) => sql`${tests.sections} @> ${JSON.stringify([section])}::jsonb`;

/** Issue 14: the catalogue shows published tests only (a draft is its authors', an archived version its attempts'). */
const published = eq(tests.status, 'published');

/**
 * One page of the tests the transaction's tenant may see. Row-level security decides what is visible
 * (its own tests and main's public ones), so no tenant filter is written here. Issue 14: the catalogue
 * scope lists published tests; the authoring scope (`ownTenantId` given) the tenant's own drafts and
 * published tests, never archived versions, the latest change first.
 */
export const selectTestPage = async (
  tx: TenantTx,
  query: Omit<TestListQuery, 'page' | 'scope'>,
  page: { limit: number; offset: number },
  authoring?: { ownTenantId: string },
) => {
  const where: SQL[] = authoring
    ? [eq(tests.tenantId, authoring.ownTenantId), ne(tests.status, 'archived')]
    : [published];
  if (query.status) where.push(eq(tests.status, query.status));
  if (query.kind) where.push(eq(tests.kind, query.kind));
  if (query.type) where.push(eq(tests.type, query.type));
  if (query.section) where.push(hasSection(query.section));
  if (query.version) where.push(eq(tests.version, query.version));
  if (query.q) where.push(ilike(tests.title, containsLike(query.q)));
  const condition = where.length ? and(...where) : undefined;
  // One transaction is one connection: the two queries run one after the other.
  const rows = await tx
    .select()
    .from(tests)
    .where(condition)
    .orderBy(
      ...(authoring
        ? [desc(tests.updatedAt), asc(tests.id)]
        : [asc(tests.kind), desc(tests.createdAt), asc(tests.title), asc(tests.id)]),
    )
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await tx.select({ n: count() }).from(tests).where(condition);
  return { rows, total: total?.n ?? 0 };
};

export const selectTestById = async (tx: TenantTx, id: string) =>
  (await tx.select().from(tests).where(eq(tests.id, id)).limit(1))[0];

/** A published test the transaction's tenant sees, or undefined. */
export const selectPublishedTestById = async (tx: TenantTx, id: string) =>
  (
    await tx
      .select()
      .from(tests)
      .where(and(eq(tests.id, id), published))
      .limit(1)
  )[0];

export const selectSectionsOfTest = (tx: TenantTx, testId: string) =>
  tx.select().from(testSections).where(eq(testSections.testId, testId)).orderBy(asc(testSections.position));

export const selectModulesOfTest = (tx: TenantTx, testId: string) =>
  tx
    .select()
    .from(testModules)
    .where(eq(testModules.testId, testId))
    .orderBy(asc(testModules.position), asc(testModules.route));

/** Question count per module id. */
export const selectModuleQuestionCounts = async (tx: TenantTx, moduleIds: string[]) => {
  if (!moduleIds.length) return new Map<string, number>();
  const rows = await tx
    .select({ moduleId: moduleQuestions.moduleId, n: count() })
    .from(moduleQuestions)
    .where(inArray(moduleQuestions.moduleId, moduleIds))
    .groupBy(moduleQuestions.moduleId);
  return new Map(rows.map((r) => [r.moduleId, r.n]));
};

/** Per section of a kind: visible tests containing it, and distinct questions placed in its modules. */
export const selectSubjectCounts = async (tx: TenantTx, kind: ExamKind) => {
  const testCounts = await tx
    .select({ section: testSections.section, n: countDistinct(tests.id) })
    .from(testSections)
    .innerJoin(tests, eq(tests.id, testSections.testId))
    .where(and(eq(tests.kind, kind), published))
    .groupBy(testSections.section);
  const questionCounts = await tx
    .select({ section: testSections.section, n: countDistinct(moduleQuestions.questionId) })
    .from(moduleQuestions)
    .innerJoin(testModules, eq(testModules.id, moduleQuestions.moduleId))
    .innerJoin(testSections, eq(testSections.id, testModules.sectionId))
    .innerJoin(tests, eq(tests.id, testSections.testId))
    .where(and(eq(tests.kind, kind), published))
    .groupBy(testSections.section);
  return {
    tests: new Map(testCounts.map((r) => [r.section, r.n])),
    questions: new Map(questionCounts.map((r) => [r.section, r.n])),
  };
};

/** The id of main's public test seeded under this key, or undefined (the demo seed's class test). */
export const selectPublicTestIdBySeedKey = async (tx: TenantTx, seedKey: string) =>
  (
    await tx
      .select({ id: tests.id })
      .from(tests)
      .where(and(eq(tests.seedKey, seedKey), eq(tests.isPublic, true)))
      .limit(1)
  )[0]?.id;

/** Seeded tests that later content replaced leave the public catalogue (their rows stay for their attempts). */
export const updateRetiredSeedTests = (tx: TenantTx, seedKeys: string[]) =>
  tx.update(tests).set({ isPublic: false }).where(inArray(tests.seedKey, seedKeys));

import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { ModuleRoute, ScoreRange } from '@prepwell/contracts';
import type { TenantTx } from '../../../db/with-tenant.ts';
import {
  moduleQuestions,
  questions,
  scoreTables,
  tests,
  testModules,
  testSections,
  userExams,
  users,
} from '../../../db/schema/index.ts';

// Row-level security scopes every query to the transaction's tenant plus main's public catalogue (read
// only: a write on a shared row fails the tenant_isolation policy, so the service checks first).

/** A test the caller may see (its own, drafts included, or main's public one), or undefined. */
export const selectTableTest = async (tx: TenantTx, id: string) =>
  (
    await tx
      .select({
        id: tests.id,
        tenantId: tests.tenantId,
        isPublic: tests.isPublic,
        kind: tests.kind,
        version: tests.version,
      })
      .from(tests)
      .where(eq(tests.id, id))
      .limit(1)
  )[0];

export type TableTestRow = NonNullable<Awaited<ReturnType<typeof selectTableTest>>>;

/** The test's sections in order. */
export const selectTableSections = (tx: TenantTx, testId: string) =>
  tx
    .select({ id: testSections.id, section: testSections.section, title: testSections.title })
    .from(testSections)
    .where(eq(testSections.testId, testId))
    .orderBy(asc(testSections.position));

/** The test's modules with their scored questions (not pretest, machine-gradable: grading.ts isOperational). */
export const selectTableModules = (tx: TenantTx, testId: string) =>
  tx
    .select({
      sectionId: testModules.sectionId,
      position: testModules.position,
      route: testModules.route,
      operational: sql<number>`(count(${questions.id}) filter (where not ${questions.pretest}
        and ${questions.answerKey}->>'kind' <> 'rated'))::int`,
    })
    .from(testModules)
    .leftJoin(moduleQuestions, eq(moduleQuestions.moduleId, testModules.id))
    .leftJoin(questions, eq(questions.id, moduleQuestions.questionId))
    .where(eq(testModules.testId, testId))
    .groupBy(testModules.tenantId, testModules.id);

/** Writes tables as the centre's own (`own`): one upsert per section and route. */
export const upsertOwnTables = async (
  tx: TenantTx,
  testId: string,
  isPublic: boolean,
  tables: readonly { sectionId: string; route: ModuleRoute; rows: ScoreRange[] }[],
) => {
  if (!tables.length) return;
  await tx
    .insert(scoreTables)
    .values(
      tables.map((t) => ({
        testId,
        sectionId: t.sectionId,
        route: t.route,
        rows: t.rows,
        origin: 'own' as const,
        isPublic,
      })),
    )
    .onConflictDoUpdate({
      target: [scoreTables.tenantId, scoreTables.sectionId, scoreTables.route],
      set: { rows: sql`excluded.rows`, origin: sql`excluded.origin`, updatedAt: sql`now()` },
    });
};

const previewColumns = {
  id: userExams.id,
  firstName: users.firstName,
  lastName: users.lastName,
  username: users.username,
};

/** A completed attempt of the tenant at this test (for a preview), or undefined. */
export const selectCompletedAttemptOfTest = async (tx: TenantTx, testId: string, userExamId: string) =>
  (
    await tx
      .select(previewColumns)
      .from(userExams)
      .innerJoin(users, eq(users.id, userExams.userId))
      .where(and(eq(userExams.id, userExamId), eq(userExams.testId, testId), eq(userExams.status, 'completed')))
      .limit(1)
  )[0];

/** The tenant's latest completed attempt at this test, or undefined. */
export const selectLatestCompletedAttempt = async (tx: TenantTx, testId: string) =>
  (
    await tx
      .select(previewColumns)
      .from(userExams)
      .innerJoin(users, eq(users.id, userExams.userId))
      .where(and(eq(userExams.testId, testId), eq(userExams.status, 'completed')))
      .orderBy(sql`${userExams.completedAt} desc nulls last`, desc(userExams.id))
      .limit(1)
  )[0];

import { and, eq, or, sql } from 'drizzle-orm';
import type { TenantTx } from '../../db/with-tenant.ts';
import { moduleQuestions, testModules, tests, userExams } from '../../db/schema/index.ts';

// Row-level security scopes these to the transaction's tenant (tests also to main's shared catalogue).

/**
 * Whether a student may read an explanation of the question: it is in a published test of the catalogue
 * they see (their tenant's or main's shared one), or in a test of an attempt of theirs (an archived
 * version they took included).
 */
export const selectStudentSeesQuestion = async (tx: TenantTx, userId: string, questionId: string) =>
  (
    await tx
      .select({ one: sql`1` })
      .from(moduleQuestions)
      .innerJoin(testModules, eq(testModules.id, moduleQuestions.moduleId))
      .innerJoin(tests, eq(tests.id, testModules.testId))
      .where(
        and(
          eq(moduleQuestions.questionId, questionId),
          or(
            eq(tests.status, 'published'),
            sql`exists (select 1 from ${userExams} where ${userExams.testId} = ${tests.id} and ${userExams.userId} = ${userId})`,
          ),
        ),
      )
      .limit(1)
  ).length > 0;

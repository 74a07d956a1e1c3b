import { asc, eq } from 'drizzle-orm';
import { moduleQuestions, testModules } from '../src/db/schema/index.ts';
import { withTenant } from '../src/db/with-tenant.ts';
import type { TenantContext } from '../src/modules/tenants/tenants.service.ts';
import type { TestApp } from './helpers.ts';

/** Shared by the ai-*.test.ts files: the question ids of a test, in module and position order. */
export const questionIdsOf = async (app: TestApp, tenant: TenantContext, testId: string): Promise<string[]> =>
  (
    await withTenant(app.deps.db, tenant.id, (tx) =>
      tx
        .select({ id: moduleQuestions.questionId })
        .from(moduleQuestions)
        .innerJoin(testModules, eq(testModules.id, moduleQuestions.moduleId))
        .where(eq(testModules.testId, testId))
        .orderBy(asc(testModules.position), asc(moduleQuestions.position)),
    )
  ).map((r) => r.id);

import { inArray } from 'drizzle-orm';
import type { Deps } from '../deps.ts';
import { tests } from '../db/schema/index.ts';
import { withTenant } from '../db/with-tenant.ts';
import { createTestFromBlueprint, type TestBlueprint } from '../modules/exams/catalogue/authoring.service.ts';
import { DEMO_SAT_DRILL, DEMO_SAT_MOCK, SAT_DRILLS } from './demo-exams-sat.ts';
import { DEMO_OTHER_TESTS } from './demo-exams-others.ts';

export { DEMO_SAT_DRILL, DEMO_SAT_MOCK };

/** The SAT mock, the SAT drills, and the other exams' tests. */
export const DEMO_TESTS: readonly TestBlueprint[] = [DEMO_SAT_MOCK, ...SAT_DRILLS, ...DEMO_OTHER_TESTS];

/**
 * Seed keys of demo tests that later content replaced (the 29-question SAT preview). A database seeded
 * before keeps their rows, which attempts may reference, but they leave the public catalogue.
 */
export const RETIRED_SEED_KEYS = ['demo-sat-adaptive-1'] as const;

/** The shared demo catalogue on main, public. Idempotent: a test whose seed key exists is skipped. */
export const seedDemoExams = (deps: Pick<Deps, 'db'>, mainId: string) =>
  withTenant(deps.db, mainId, async (tx) => {
    for (const blueprint of DEMO_TESTS) await createTestFromBlueprint(tx, blueprint);
    await tx
      .update(tests)
      .set({ isPublic: false })
      .where(inArray(tests.seedKey, [...RETIRED_SEED_KEYS]));
  });

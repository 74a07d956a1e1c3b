import type { Deps } from '../deps.ts';
import { withTenant } from '../db/with-tenant.ts';
import { createTestFromBlueprint, type TestBlueprint } from '../modules/exams/catalogue/authoring.service.ts';
import { retireSeededTests } from '../modules/exams/catalogue/catalogue.service.ts';
import { DEMO_SAT_DRILL, DEMO_SAT_MOCK, SAT_DRILLS } from './demo-exams-sat.ts';
import { DEMO_OTHER_TESTS } from './demo-exams-others.ts';
import { DEMO_SAT_PAPER } from './demo-exams-sat-paper.ts';

export { DEMO_SAT_DRILL, DEMO_SAT_MOCK };

/** The SAT mock, the SAT drills, the linear paper SAT, and the other exams' tests. */
export const DEMO_TESTS: readonly TestBlueprint[] = [DEMO_SAT_MOCK, ...SAT_DRILLS, DEMO_SAT_PAPER, ...DEMO_OTHER_TESTS];

/**
 * Seed keys of demo tests that later content replaced (the 29-question SAT preview, the SHSAT with a
 * short ELA, the TOEFL 2026 with short Reading and Listening). A database seeded before keeps their rows,
 * which attempts may reference, but they leave the public catalogue.
 */
export const RETIRED_SEED_KEYS = [
  'demo-sat-adaptive-1',
  'demo-shsat-practice-1',
  'demo-toefl-2026-practice-1',
] as const;

/** The shared demo catalogue on main, public. Idempotent: a test whose seed key exists is skipped. */
export const seedDemoExams = (deps: Pick<Deps, 'db'>, mainId: string) =>
  withTenant(deps.db, mainId, async (tx) => {
    for (const blueprint of DEMO_TESTS) await createTestFromBlueprint(tx, blueprint);
    await retireSeededTests(tx, RETIRED_SEED_KEYS);
  });

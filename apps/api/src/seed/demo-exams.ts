import type { Deps } from '../deps.ts';
import { withTenant } from '../db/with-tenant.ts';
import { createTestFromBlueprint, type TestBlueprint } from '../modules/exams/catalogue/authoring.service.ts';
import {
  SAT_DRILL_LINEAR_EQUATIONS,
  SAT_MATH_MODULE_1,
  SAT_MATH_MODULE_2_EASIER,
  SAT_MATH_MODULE_2_HARDER,
  SAT_RW_MODULE_1,
  SAT_RW_MODULE_2_EASIER,
  SAT_RW_MODULE_2_HARDER,
  SAT_RW_PASSAGES,
} from './demo-exams-sat.ts';

/**
 * The digital SAT's real structure (exams.md §1.1): RW module 1 then an easier or harder module 2
 * (32 min each), a 10-minute break, Math module 1 then an easier or harder module 2 (35 min each).
 * A full form has 27 + 27 RW and 22 + 22 Math questions; this preview holds fewer, and the catalogue
 * counts only the questions that are really there.
 */
export const DEMO_SAT_MOCK: TestBlueprint = {
  seedKey: 'demo-sat-adaptive-1',
  kind: 'sat',
  type: 'adaptive_exam',
  version: 'sat_digital',
  title: 'Digital SAT Adaptive Practice 1 (preview)',
  description:
    'The structure and timing of the digital SAT: Reading and Writing module 1 routes you to an easier or a harder module 2, then a 10-minute break, then Math the same way. This preview has a short set of original questions in each module; the full form has 27 questions per Reading and Writing module and 22 per Math module.',
  isPublic: true,
  passages: SAT_RW_PASSAGES,
  sections: [
    {
      section: 'english',
      title: 'Reading and Writing',
      adaptive: true,
      modules: [
        { title: 'Reading and Writing — Module 1', position: 1, minutes: 32, questions: SAT_RW_MODULE_1 },
        { title: 'Reading and Writing — Module 2', position: 2, route: 'easier', minutes: 32, breakAfterMinutes: 10, questions: SAT_RW_MODULE_2_EASIER },
        { title: 'Reading and Writing — Module 2', position: 2, route: 'harder', minutes: 32, breakAfterMinutes: 10, questions: SAT_RW_MODULE_2_HARDER },
      ],
    },
    {
      section: 'math',
      title: 'Math',
      adaptive: true,
      modules: [
        { title: 'Math — Module 1', position: 1, minutes: 35, questions: SAT_MATH_MODULE_1 },
        { title: 'Math — Module 2', position: 2, route: 'easier', minutes: 35, questions: SAT_MATH_MODULE_2_EASIER },
        { title: 'Math — Module 2', position: 2, route: 'harder', minutes: 35, questions: SAT_MATH_MODULE_2_HARDER },
      ],
    },
  ],
};

export const DEMO_SAT_DRILL: TestBlueprint = {
  seedKey: 'demo-sat-drill-linear-equations',
  kind: 'sat',
  type: 'drill',
  version: 'sat_digital',
  title: 'SAT Math Drill: Linear equations in one variable',
  description: 'Five original practice questions on one skill (Algebra), from easy to hard, with explanations.',
  isPublic: true,
  sections: [{ section: 'math', title: 'Math', modules: [{ title: 'Linear equations in one variable', position: 1, minutes: 8, questions: SAT_DRILL_LINEAR_EQUATIONS }] }],
};

export const DEMO_TESTS: readonly TestBlueprint[] = [DEMO_SAT_MOCK, DEMO_SAT_DRILL];

/** The shared demo catalogue on main, public. Idempotent: a test whose seed key exists is skipped. */
export const seedDemoExams = (deps: Pick<Deps, 'db'>, mainId: string) =>
  withTenant(deps.db, mainId, async (tx) => {
    for (const blueprint of DEMO_TESTS) await createTestFromBlueprint(tx, blueprint);
  });

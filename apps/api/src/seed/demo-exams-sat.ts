import type { TestBlueprint } from '../modules/exams/catalogue/authoring.service.ts';
import { SAT_MATH_DRILLS } from './demo-exams-sat-drills-math.ts';
import { SAT_RW_DRILLS } from './demo-exams-sat-drills-rw.ts';
import { SAT_MATH_MODULE_1 } from './demo-exams-sat-math-1.ts';
import { SAT_MATH_MODULE_2_EASIER } from './demo-exams-sat-math-2-easier.ts';
import { SAT_MATH_MODULE_2_HARDER } from './demo-exams-sat-math-2-harder.ts';
import { SAT_RW_MODULE_1 } from './demo-exams-sat-rw-1.ts';
import { SAT_RW_MODULE_2_EASIER } from './demo-exams-sat-rw-2-easier.ts';
import { SAT_RW_MODULE_2_HARDER } from './demo-exams-sat-rw-2-harder.ts';
import { SAT_MATH_SCORE_TABLES, SAT_RW_SCORE_TABLES } from './demo-exams-sat-tables.ts';

export { DEMO_SAT_DRILL } from './demo-exams-sat-drills-math.ts';

/**
 * A complete digital SAT (exams.md §1.1), all original content: Reading and Writing module 1 (27 questions,
 * 32 minutes) routes to an easier or a harder module 2 (27, 32 minutes), then a 10-minute break, then Math
 * module 1 (22, 35 minutes) and an easier or harder module 2 (22, 35 minutes). Each module holds 2 unscored
 * pretest questions among the others, so a student answers 54 + 44 = 98 questions and is scored on
 * 50 + 40. The score tables are estimates (demo-exams-sat-tables.ts says how they were built).
 */
export const DEMO_SAT_MOCK: TestBlueprint = {
  seedKey: 'demo-sat-digital-mock-1',
  kind: 'sat',
  type: 'adaptive_exam',
  version: 'sat_digital',
  title: 'Digital SAT Practice Test 1',
  description:
    'A full-length, adaptive digital SAT with original questions: two Reading and Writing modules, a 10-minute break, then two Math modules, 98 questions in 2 hours 14 minutes. How you do on each first module decides whether your second module is easier or harder, as on the real test. Every question has an explanation. Section scores (200–800) are estimated from this test’s own score tables, since College Board publishes no conversion table for the adaptive SAT.',
  isPublic: true,
  passages: { ...SAT_RW_MODULE_1.passages, ...SAT_RW_MODULE_2_EASIER.passages, ...SAT_RW_MODULE_2_HARDER.passages },
  sections: [
    {
      section: 'english',
      title: 'Reading and Writing',
      adaptive: true,
      modules: [
        { title: 'Reading and Writing — Module 1', position: 1, minutes: 32, questions: SAT_RW_MODULE_1.questions },
        {
          title: 'Reading and Writing — Module 2',
          position: 2,
          route: 'easier',
          minutes: 32,
          breakAfterMinutes: 10,
          questions: SAT_RW_MODULE_2_EASIER.questions,
        },
        {
          title: 'Reading and Writing — Module 2',
          position: 2,
          route: 'harder',
          minutes: 32,
          breakAfterMinutes: 10,
          questions: SAT_RW_MODULE_2_HARDER.questions,
        },
      ],
      scoreTables: SAT_RW_SCORE_TABLES,
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
      scoreTables: SAT_MATH_SCORE_TABLES,
    },
  ],
};

/** Skill drills: Reading and Writing first, then Math (the linear-equations drill is DEMO_SAT_DRILL). */
export const SAT_DRILLS: readonly TestBlueprint[] = [...SAT_RW_DRILLS, ...SAT_MATH_DRILLS];

import type { TestBlueprint } from '../modules/exams/catalogue/authoring.service.ts';
import {
  PAPER_MATH_MODULE_1_PICKS,
  PAPER_MATH_MODULE_2_PICKS,
  PAPER_RW_MODULE_1_PICKS,
  PAPER_RW_MODULE_2_PICKS,
  pickMath,
  pickRw,
} from './demo-exams-sat-paper-form.ts';
import { SAT_PAPER_MATH_SCORE_TABLE, SAT_PAPER_RW_SCORE_TABLE } from './demo-exams-sat-paper-tables.ts';

const RW_1 = pickRw(PAPER_RW_MODULE_1_PICKS);
const RW_2 = pickRw(PAPER_RW_MODULE_2_PICKS);

/**
 * Module minutes of the linear form. exams.md §1.3 gives the paper form's counts (2 × 33 RW, 2 × 27 Math)
 * and "2 h 44 min" in all, but no per-module minutes; these use the digital test's pace per question
 * (RW 32 min / 27 ≈ 1.19 min, Math 35 min / 22 ≈ 1.59 min): 33 × 1.19 ≈ 39 and 27 × 1.59 ≈ 43 minutes,
 * 2 × 39 + 2 × 43 = 164 minutes = 2 h 44 min of testing, which matches that total.
 */
export const SAT_PAPER_RW_MINUTES = 39;
export const SAT_PAPER_MATH_MINUTES = 43;

/**
 * SAT Practice Test 1 (Paper): the linear, non-adaptive form (exams.md §1.3), built from the original items
 * of the digital mock and drills (demo-exams-sat-paper-form.ts says which and why). Two Reading and Writing
 * modules of 33 questions, a 10-minute break, two Math modules of 27: everyone takes the same modules, with
 * no routing, and every question is scored. The score tables are ESTIMATES anchored on the digital mock's
 * scale (demo-exams-sat-paper-model.ts).
 */
export const DEMO_SAT_PAPER: TestBlueprint = {
  seedKey: 'demo-sat-paper-1',
  kind: 'sat',
  type: 'full_mock',
  version: 'sat_paper',
  title: 'SAT Practice Test 1 (Paper)',
  description:
    'A full-length linear SAT, the paper-style form: two Reading and Writing modules of 33 questions, a 10-minute break, then two Math modules of 27 questions, 120 questions in 2 hours 44 minutes. Everyone takes the same modules (nothing adapts), and every question counts and has an explanation. Section scores (200–800) are estimates from this test’s own tables, placed on the same scale as Digital SAT Practice Test 1, since this original form has no official College Board table.',
  isPublic: true,
  passages: { ...RW_1.passages, ...RW_2.passages },
  sections: [
    {
      section: 'english',
      title: 'Reading and Writing',
      adaptive: false,
      modules: [
        {
          title: 'Reading and Writing — Module 1',
          position: 1,
          minutes: SAT_PAPER_RW_MINUTES,
          questions: RW_1.questions,
        },
        {
          title: 'Reading and Writing — Module 2',
          position: 2,
          minutes: SAT_PAPER_RW_MINUTES,
          breakAfterMinutes: 10,
          questions: RW_2.questions,
        },
      ],
      scoreTables: { base: SAT_PAPER_RW_SCORE_TABLE },
    },
    {
      section: 'math',
      title: 'Math',
      adaptive: false,
      modules: [
        {
          title: 'Math — Module 1',
          position: 1,
          minutes: SAT_PAPER_MATH_MINUTES,
          questions: pickMath(PAPER_MATH_MODULE_1_PICKS),
        },
        {
          title: 'Math — Module 2',
          position: 2,
          minutes: SAT_PAPER_MATH_MINUTES,
          questions: pickMath(PAPER_MATH_MODULE_2_PICKS),
        },
      ],
      scoreTables: { base: SAT_PAPER_MATH_SCORE_TABLE },
    },
  ],
};

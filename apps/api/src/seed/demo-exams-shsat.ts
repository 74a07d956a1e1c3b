import type { ScoreRange } from '@prepwell/contracts';
import type { QuestionBlueprint, TestBlueprint } from '../modules/exams/catalogue/authoring.service.ts';
import { DEFAULT_SHSAT_CURVE, shsatEstimatedScaled } from '../modules/exams/scoring/shsat.ts';
import { operationalCount } from './demo-exams-builders.ts';
import { SHSAT_ELA_PASSAGES, SHSAT_ELA_QUESTIONS } from './demo-exams-shsat-ela.ts';
import { SHSAT_MATH_QUESTIONS } from './demo-exams-shsat-math.ts';

/**
 * SHSAT demo (exams.md §4): the full test, 57 ELA + 57 Math questions (10 field-test items in each), in one
 * sitting on a single 180-minute test clock (`clock: 'test'`): both sections are open at once and taken in
 * any order. A test clock's deadline is the sum of its modules' minutes (attempt-plan.ts `testClockSeconds`),
 * so the two sections carry 90 minutes each and the student sees one 180-minute clock; the split itself is
 * never enforced.
 *
 * Score tables are ESTIMATES (the DOE publishes no conversion): the S-curve of scoring/shsat.ts
 * (`shsatEstimatedScaled`, DEFAULT_SHSAT_CURVE, 47 scored items → up to 350), read row by row for the
 * 47 scored items of each section.
 */

/** Raw 0..47 → the curve's estimate; refuses a section whose scored count is not the curve's. */
const curveRows = (questions: readonly QuestionBlueprint[]): ScoreRange[] => {
  const maxRaw = operationalCount(questions);
  if (maxRaw !== DEFAULT_SHSAT_CURVE.maxRaw)
    throw new RangeError(`an SHSAT section scores ${DEFAULT_SHSAT_CURVE.maxRaw} items, not ${maxRaw}`);
  return Array.from({ length: maxRaw + 1 }, (_, raw): ScoreRange => {
    const scaled = shsatEstimatedScaled(raw);
    return [scaled, scaled];
  });
};

/** The real test's one clock (exams.md §4), shared by the two sections. */
export const SHSAT_TEST_MINUTES = 180;
export const SHSAT_ELA_MINUTES = 90;
export const SHSAT_MATH_MINUTES = SHSAT_TEST_MINUTES - SHSAT_ELA_MINUTES;

/** Replaces `demo-shsat-practice-1` (full Math with a 21-question ELA on a 123-minute clock), now retired. */
export const DEMO_SHSAT_MOCK: TestBlueprint = {
  seedKey: 'demo-shsat-full-1',
  kind: 'shsat',
  type: 'full_mock',
  version: 'shsat',
  title: 'SHSAT Full Practice Test 1',
  description:
    'The full SHSAT in one sitting on a single 180-minute clock, as on the real test: both sections are open from the start, and you may work on them in any order and move between them. English Language Arts has 57 questions: Revising/Editing (stand-alone sentences and one passage), then Reading Comprehension on six texts (two stories, a poem, and science, history and argument texts). Mathematics has 57 questions: 5 grid-ins, then 52 multiple choice; no calculator. As on the real test, 10 questions in each section are field-test items that do not count, so each section is scored out of 47. Scaled scores are estimates from a practice curve (up to 350 per section, composite up to 700): the DOE publishes no conversion table, and real scaled scores depend on each test form.',
  isPublic: true,
  clock: 'test',
  passages: SHSAT_ELA_PASSAGES,
  sections: [
    {
      section: 'ela',
      title: 'English Language Arts',
      modules: [
        { title: 'English Language Arts', position: 1, minutes: SHSAT_ELA_MINUTES, questions: SHSAT_ELA_QUESTIONS },
      ],
      scoreTables: { base: curveRows(SHSAT_ELA_QUESTIONS) },
    },
    {
      section: 'math',
      title: 'Mathematics',
      modules: [{ title: 'Mathematics', position: 1, minutes: SHSAT_MATH_MINUTES, questions: SHSAT_MATH_QUESTIONS }],
      scoreTables: { base: curveRows(SHSAT_MATH_QUESTIONS) },
    },
  ],
};

import type { ScoreRange } from '@prepwell/contracts';
import type { TestBlueprint } from '../modules/exams/catalogue/authoring.service.ts';
import { DEFAULT_SHSAT_CURVE, shsatEstimatedScaled } from '../modules/exams/scoring/shsat.ts';
import { operationalCount } from './demo-exams-builders.ts';
import { SHSAT_ELA_PASSAGES, SHSAT_ELA_QUESTIONS } from './demo-exams-shsat-ela.ts';
import { SHSAT_MATH_QUESTIONS } from './demo-exams-shsat-math.ts';

/**
 * SHSAT demo (exams.md §4): one sitting on a single test clock (`clock: 'test'`), both sections open at
 * once and taken in any order. Math is a complete section (57 questions: 5 grid-ins + 52 multiple choice,
 * 10 field-test); ELA is shortened to 21 questions. The real test gives 180 minutes for 114 questions, so
 * this one gives the same pace: 90 minutes for Math and 33 for ELA (21/57 of 90), 123 minutes in all.
 *
 * Score tables are ESTIMATES (the DOE publishes no conversion): the S-curve of scoring/shsat.ts
 * (`shsatEstimatedScaled`, DEFAULT_SHSAT_CURVE, 47 scored items → up to 350). The shortened ELA section
 * maps its raw score onto the same 47-item curve in proportion, so a perfect ELA section also earns 350.
 */

const curveRows = (maxRaw: number): ScoreRange[] =>
  Array.from({ length: maxRaw + 1 }, (_, raw): ScoreRange => {
    const equivalent = Math.round((raw * DEFAULT_SHSAT_CURVE.maxRaw) / maxRaw);
    const scaled = shsatEstimatedScaled(equivalent);
    return [scaled, scaled];
  });

export const SHSAT_MATH_MINUTES = 90;
export const SHSAT_ELA_MINUTES = 33;

export const DEMO_SHSAT_MOCK: TestBlueprint = {
  seedKey: 'demo-shsat-practice-1',
  kind: 'shsat',
  type: 'full_mock',
  version: 'shsat',
  title: 'SHSAT Practice Test 1 (full Math, short ELA)',
  description:
    'One sitting on a single clock, as on the real SHSAT: both sections are open from the start and you may work on them in any order and move between them. Mathematics is a complete section of 57 questions (5 grid-ins, then 52 multiple choice; no calculator). English Language Arts is shortened to 21 questions (revising/editing and two reading passages). The real test allows 180 minutes for 114 questions; this one keeps that pace: 123 minutes for 78 questions. Ten math questions are field-test items that do not count. Scaled scores are estimates from a practice curve: the DOE publishes no conversion table.',
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
      scoreTables: { base: curveRows(operationalCount(SHSAT_ELA_QUESTIONS)) },
    },
    {
      section: 'math',
      title: 'Mathematics',
      modules: [{ title: 'Mathematics', position: 1, minutes: SHSAT_MATH_MINUTES, questions: SHSAT_MATH_QUESTIONS }],
      scoreTables: { base: curveRows(operationalCount(SHSAT_MATH_QUESTIONS)) },
    },
  ],
};

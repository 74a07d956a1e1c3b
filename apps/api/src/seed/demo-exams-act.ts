import type { TestBlueprint } from '../modules/exams/catalogue/authoring.service.ts';
import { ACT_ENGLISH_PASSAGES, ACT_ENGLISH_QUESTIONS } from './demo-exams-act-english.ts';
import { ACT_MATH_QUESTIONS } from './demo-exams-act-math.ts';
import { interpolatedRows, operationalCount } from './demo-exams-builders.ts';

/**
 * ACT demo tests on the enhanced format (exams.md §2): the whole English section (50 questions, 35
 * minutes, 6 passages, 4 choices, 40 scored) and a short Math module. ACT is linear: one timer per
 * section, no routing.
 *
 * Score tables are ESTIMATES: ACT scales each form with its own table, which is not public for the
 * enhanced test. These rows run through anchors taken, as shares of the raw maximum, from the classic
 * example of exams.md §2 (English 46/75 → 20, 68/75 → 30; Math 30–31/60 → 20, 51–52/60 → 30; a perfect
 * raw score → 36; nothing right → 1), with gentle S-curve points between them.
 */

const ENGLISH_ANCHORS = [
  [0, 1],
  [0.05, 2],
  [0.25, 9],
  [0.4, 14],
  [0.61, 20],
  [0.75, 24],
  [0.9, 30],
  [1, 36],
] as const;
const MATH_ANCHORS = [
  [0, 1],
  [0.1, 7],
  [0.25, 13],
  [0.5, 20],
  [0.7, 25],
  [0.86, 30],
  [1, 36],
] as const;

export const DEMO_ACT_ENGLISH: TestBlueprint = {
  seedKey: 'demo-act-enhanced-english-1',
  kind: 'act',
  type: 'module',
  version: 'act_enhanced',
  title: 'ACT English: Full Section (enhanced format)',
  description:
    'A complete English section in the enhanced ACT format: 50 questions on 6 passages in 35 minutes, 4 choices each. In each passage, a number in brackets such as [7] marks the words question 7 is about; the question repeats them. Ten questions are field-test items that do not count, as on the real test, so the raw score is out of 40. The 1–36 score is an estimate from a practice table, not an official ACT conversion.',
  isPublic: true,
  passages: ACT_ENGLISH_PASSAGES,
  sections: [
    {
      section: 'english',
      title: 'English',
      modules: [{ title: 'English', position: 1, minutes: 35, questions: ACT_ENGLISH_QUESTIONS }],
      scoreTables: { base: interpolatedRows(operationalCount(ACT_ENGLISH_QUESTIONS), ENGLISH_ANCHORS) },
    },
  ],
};

export const DEMO_ACT_MATH: TestBlueprint = {
  seedKey: 'demo-act-enhanced-math-module-1',
  kind: 'act',
  type: 'module',
  version: 'act_enhanced',
  title: 'ACT Math: Short Module (enhanced format)',
  description:
    'Fifteen original enhanced-ACT math questions in 18 minutes, at the pace of the full section (45 questions in 50 minutes), from easier to harder, 4 choices each; a calculator is allowed. The 1–36 score is an estimate scaled to this short set, not an official ACT conversion.',
  isPublic: true,
  sections: [
    {
      section: 'math',
      title: 'Mathematics',
      modules: [{ title: 'Mathematics', position: 1, minutes: 18, questions: ACT_MATH_QUESTIONS }],
      scoreTables: { base: interpolatedRows(operationalCount(ACT_MATH_QUESTIONS), MATH_ANCHORS) },
    },
  ],
};

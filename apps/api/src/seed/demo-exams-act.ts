import type { TestBlueprint } from '../modules/exams/catalogue/authoring.service.ts';
import { ACT_ENGLISH_PASSAGES, ACT_ENGLISH_QUESTIONS } from './demo-exams-act-english.ts';
import { ACT_MATH_FULL_QUESTIONS, ACT_MATH_QUESTIONS } from './demo-exams-act-math.ts';
import { ACT_READING_PASSAGES, ACT_READING_QUESTIONS } from './demo-exams-act-reading.ts';
import { ACT_SCIENCE_PASSAGES, ACT_SCIENCE_QUESTIONS } from './demo-exams-act-science.ts';
import { ACT_WRITING_PASSAGES, ACT_WRITING_QUESTION } from './demo-exams-act-writing.ts';
import { interpolatedRows, operationalCount } from './demo-exams-builders.ts';

/**
 * ACT demo tests on the enhanced format (exams.md §2): the whole English section (50 questions, 35
 * minutes, 6 passages, 4 choices, 40 scored), a short Math module, and a full practice test. ACT is
 * linear: one timer per section, no routing.
 *
 * Score tables are ESTIMATES: ACT scales each form with its own table, which is not public for the
 * enhanced test. These rows run through anchors taken, as shares of the raw maximum, from the classic
 * example of exams.md §2 (English 46/75 → 20, 68/75 → 30; Math 30–31/60 → 20, 51–52/60 → 30; Reading
 * 22/40 → 20, 35/40 → 30; Science 20–21/40 → 20, 36/40 → 30; a perfect raw score → 36; nothing right
 * → 1), with gentle S-curve points between them.
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
/** Reading: 22/40 = 0.55 → 20 and 35/40 = 0.875 → 30 (exams.md §2 classic example). */
const READING_ANCHORS = [
  [0, 1],
  [0.1, 5],
  [0.25, 11],
  [0.4, 16],
  [0.55, 20],
  [0.7, 24],
  [0.875, 30],
  [1, 36],
] as const;
/** Science: 20–21/40 ≈ 0.51 → 20 and 36/40 = 0.9 → 30 (exams.md §2 classic example). */
const SCIENCE_ANCHORS = [
  [0, 1],
  [0.1, 6],
  [0.25, 12],
  [0.51, 20],
  [0.7, 25],
  [0.9, 30],
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

/**
 * A full enhanced ACT (exams.md §2), all original content, in the real order: English (50 questions,
 * 35 minutes), Math (45, 50 minutes), a 10-minute break, Reading (36, 40 minutes, 4 passages of 9),
 * Science (40, 40 minutes), a 5-minute break, then the Writing essay (40 minutes). Field-test items are
 * embedded as on the real test, so 40 + 41 + 27 + 34 questions are scored. Breaks are the module's
 * `breakAfterMinutes`, as in the digital SAT.
 *
 * Science and Writing are optional on the real test, but the engine has no optional sections: every
 * attempt takes both here. The composite is the enhanced one (English, Math and Reading: act.ts); Science
 * counts only towards the STEM score (Math and Science) and Writing (2–12, rated by a grader) towards
 * neither. Score tables are estimates (anchors above); Writing has no table: the grade is its score.
 */
export const DEMO_ACT_FULL: TestBlueprint = {
  seedKey: 'demo-act-enhanced-full-1',
  kind: 'act',
  type: 'full_mock',
  version: 'act_enhanced',
  title: 'ACT Practice Test 1 (enhanced format)',
  description:
    'A complete ACT in the enhanced format, with original questions: English (50 questions, 35 minutes), Math (45 questions, 50 minutes), a 10-minute break, Reading (36 questions, 40 minutes), Science (40 questions, 40 minutes), a 5-minute break, and the Writing essay (40 minutes). Each section has a few field-test questions that do not count, as on the real test. On the real ACT, Science and Writing are optional; here everyone takes both. Your composite (1–36) is the rounded average of English, Math and Reading; your STEM score is the average of Math and Science; a grader scores your essay from 2 to 12, and it does not change the composite. Section scores are estimates from this test’s own practice tables, not an official ACT conversion.',
  isPublic: true,
  passages: { ...ACT_ENGLISH_PASSAGES, ...ACT_READING_PASSAGES, ...ACT_SCIENCE_PASSAGES, ...ACT_WRITING_PASSAGES },
  sections: [
    {
      section: 'english',
      title: 'English',
      modules: [{ title: 'English', position: 1, minutes: 35, questions: ACT_ENGLISH_QUESTIONS }],
      scoreTables: { base: interpolatedRows(operationalCount(ACT_ENGLISH_QUESTIONS), ENGLISH_ANCHORS) },
    },
    {
      section: 'math',
      title: 'Mathematics',
      modules: [
        { title: 'Mathematics', position: 1, minutes: 50, breakAfterMinutes: 10, questions: ACT_MATH_FULL_QUESTIONS },
      ],
      scoreTables: { base: interpolatedRows(operationalCount(ACT_MATH_FULL_QUESTIONS), MATH_ANCHORS) },
    },
    {
      section: 'reading',
      title: 'Reading',
      modules: [{ title: 'Reading', position: 1, minutes: 40, questions: ACT_READING_QUESTIONS }],
      scoreTables: { base: interpolatedRows(operationalCount(ACT_READING_QUESTIONS), READING_ANCHORS) },
    },
    {
      section: 'science',
      title: 'Science',
      modules: [{ title: 'Science', position: 1, minutes: 40, breakAfterMinutes: 5, questions: ACT_SCIENCE_QUESTIONS }],
      scoreTables: { base: interpolatedRows(operationalCount(ACT_SCIENCE_QUESTIONS), SCIENCE_ANCHORS) },
    },
    {
      section: 'writing',
      title: 'Writing',
      modules: [{ title: 'Writing', position: 1, minutes: 40, questions: [ACT_WRITING_QUESTION] }],
    },
  ],
};

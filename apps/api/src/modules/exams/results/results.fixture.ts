import type { SaveAnswerRequest } from '@prepwell/contracts';
import type { QuestionBlueprint, TestBlueprint } from '../catalogue/authoring.service.ts';

/**
 * Test data for the results API tests (apps/api/test/results.test.ts): a tiny adaptive SAT whose every
 * outcome is known, and the answers a student gives to it. Each explanation is `EXPLAIN-` + the stem,
 * so a leak of explanations is easy to find in a response.
 */

const CHOICES = ['A', 'B', 'C', 'D'].map((id) => ({ id, text: `Choice ${id}` }));

const mc = (
  stem: string,
  correct: string,
  labels: { domain: string; skill: string },
  more: Partial<QuestionBlueprint> = {},
): QuestionBlueprint => ({
  type: 'multiple_choice',
  stem,
  choices: CHOICES,
  answerKey: { kind: 'choice', correct: [correct] },
  explanation: `EXPLAIN-${stem}`,
  difficulty: 'easy',
  ...labels,
  ...more,
});

const WIC = { domain: 'Craft and Structure', skill: 'Words in Context' };
const CID = { domain: 'Information and Ideas', skill: 'Central Ideas and Details' };
const BOU = { domain: 'Standard English Conventions', skill: 'Boundaries' };
const LIN = { domain: 'Algebra', skill: 'Linear functions' };
const CIR = { domain: 'Geometry and Trigonometry', skill: 'Circles' };

const RW_MODULE_1 = [mc('RW1-Q1', 'B', WIC), mc('RW1-Q2', 'C', CID), mc('RW1-Q3', 'A', WIC, { pretest: true })];
const RW_EASIER = [mc('RWE-Q1', 'D', WIC), mc('RWE-Q2', 'A', BOU)];
const RW_HARDER = [mc('RWH-Q1', 'B', WIC, { difficulty: 'hard' }), mc('RWH-Q2', 'C', BOU, { difficulty: 'hard' })];
const MATH_MODULE_1: QuestionBlueprint[] = [
  mc('M1-Q1 $x^2$', 'A', LIN),
  {
    type: 'grid_in',
    stem: 'M1-Q2',
    answerKey: { kind: 'grid', accept: ['7/2', '3.5'] },
    explanation: 'EXPLAIN-M1-Q2',
    ...LIN,
    difficulty: 'medium',
  },
  mc('M1-Q3', 'D', CIR),
];

/** RW is adaptive (module 1 → easier or harder module 2, then a break); Math is one linear module. */
export const SMALL_SAT: TestBlueprint = {
  kind: 'sat',
  type: 'adaptive_exam',
  version: 'sat_digital',
  title: 'A tiny results SAT',
  sections: [
    {
      section: 'english',
      title: 'Reading and Writing',
      adaptive: true,
      modules: [
        { title: 'RW 1', position: 1, minutes: 10, questions: RW_MODULE_1 },
        {
          title: 'RW 2 easier',
          position: 2,
          route: 'easier',
          minutes: 10,
          breakAfterMinutes: 10,
          questions: RW_EASIER,
        },
        {
          title: 'RW 2 harder',
          position: 2,
          route: 'harder',
          minutes: 10,
          breakAfterMinutes: 10,
          questions: RW_HARDER,
        },
      ],
      scoreTables: {
        easier: [
          [200, 200],
          [250, 270],
          [300, 320],
          [350, 370],
          [400, 420],
        ],
        harder: [
          [300, 300],
          [400, 420],
          [500, 520],
          [600, 620],
          [700, 720],
        ],
      },
    },
    {
      section: 'math',
      title: 'Math',
      modules: [{ title: 'Math 1', position: 1, minutes: 10, questions: MATH_MODULE_1 }],
      scoreTables: {
        base: [
          [200, 200],
          [400, 420],
          [600, 620],
          [800, 800],
        ],
      },
    },
  ],
};

/** Every question of SMALL_SAT in the order a reviewer meets them: sections, stages, then routes. */
export const SMALL_SAT_QUESTIONS: QuestionBlueprint[] = [...RW_MODULE_1, ...RW_EASIER, ...RW_HARDER, ...MATH_MODULE_1];

export type PlannedAnswer = Pick<SaveAnswerRequest, 'answer' | 'flagged' | 'timeSpentMs'>;

/**
 * The student's answers by stem. RW module 1: both operational items right (the pretest one wrong), so
 * the harder module 2 follows, where one of two is right. Math: a wrong choice, a right grid-in ("3.5"
 * for 7/2), and one left blank.
 */
export const PLANNED: Record<string, PlannedAnswer> = {
  'RW1-Q1': { answer: 'B', flagged: true, timeSpentMs: 30_000 },
  'RW1-Q2': { answer: 'C', timeSpentMs: 12_400 },
  'RW1-Q3': { answer: 'B', timeSpentMs: 5_000 },
  'RWE-Q1': { answer: 'D', timeSpentMs: 1_000 },
  'RWE-Q2': { answer: 'A', timeSpentMs: 1_000 },
  'RWH-Q1': { answer: 'B', timeSpentMs: 61_500 },
  'RWH-Q2': { answer: 'A', timeSpentMs: 8_000 },
  'M1-Q1 $x^2$': { answer: 'B', timeSpentMs: 20_000 },
  'M1-Q2': { answer: '3.5', flagged: true, timeSpentMs: 90_000 },
};

/** A one-module ACT drill: attempts at another kind for the history filters. */
export const ACT_DRILL: TestBlueprint = {
  kind: 'act',
  type: 'drill',
  version: 'act_enhanced',
  title: 'ACT drill for history',
  sections: [
    {
      section: 'english',
      title: 'English',
      modules: [{ title: 'Drill', position: 1, minutes: 5, questions: [mc('ACT-Q1', 'A', BOU)] }],
    },
  ],
};

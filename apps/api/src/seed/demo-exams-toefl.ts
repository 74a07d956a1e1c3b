import type { QuestionBlueprint, TestBlueprint } from '../modules/exams/catalogue/authoring.service.ts';
import { interpolatedRows, operationalCount } from './demo-exams-builders.ts';
import {
  TOEFL_LISTENING_MODULE_1,
  TOEFL_LISTENING_MODULE_2_EASIER,
  TOEFL_LISTENING_MODULE_2_HARDER,
  TOEFL_LISTENING_PASSAGES,
} from './demo-exams-toefl-listening.ts';
import {
  TOEFL_READING_MODULE_1,
  TOEFL_READING_MODULE_2_EASIER,
  TOEFL_READING_MODULE_2_HARDER,
  TOEFL_READING_PASSAGES,
} from './demo-exams-toefl-reading.ts';
import {
  TOEFL_BUILD_SENTENCE_QUESTIONS,
  TOEFL_DISCUSSION_QUESTION,
  TOEFL_EMAIL_QUESTION,
  TOEFL_SPEAKING_QUESTIONS,
  TOEFL_WRITING_PASSAGES,
} from './demo-exams-toefl-speaking-writing.ts';

/**
 * A TOEFL iBT practice test in the January 2026 format (exams.md §3.1), full length, in the new section
 * order Reading, Listening, Writing, Speaking.
 *
 * - Reading and Listening are multistage adaptive: a router module 1, then an easier (lower) or a harder
 *   (upper) module 2 (routing uses the engine's default rule until the test carries its own). Item counts
 *   are the real ones, about 50 and 47 per route (ETS content page ☑️), some of them unscored calibration
 *   items (pretest, as the real test has). Times follow the ⚠️ "April 2026 blueprint" of exams.md §3.1:
 *   Reading router 21 minutes (its range is 18–21) then a 9-minute module 2, 30 in all; Listening router
 *   18 minutes then 7 (lower) or 11 (upper), 25 or 29 in all.
 * - Writing is complete and linear: Build a Sentence ×10 (6 minutes), Write an Email (7), Academic
 *   Discussion (10), each task on its own clock as on the real test. Speaking is complete and linear:
 *   Listen and Repeat ×7 and Take an Interview ×4 in 8 minutes.
 * - The whole test is 30 + 29 + 23 + 8 = 90 minutes on the upper Listening route, as ETS states, and 86 on
 *   the lower one.
 *
 * Score tables (Reading and Listening, per route) hold HALF-BANDS: 2 = band 1.0 … 12 = band 6.0, so a
 * row [9, 9] is band 4.5. They are ESTIMATES, not ETS conversions: straight lines between the anchors
 * below, the easier route capped at band 4.5 (a student routed there has not shown upper-level reading or
 * listening), the harder route reaching 6.0. Writing and Speaking have no table: graders rate them.
 */

/** [share of the route's raw maximum, half-band]. */
const EASIER_ROUTE_ANCHORS = [
  [0, 2],
  [0.3, 3],
  [0.6, 6],
  [0.85, 8],
  [1, 9],
] as const;
const HARDER_ROUTE_ANCHORS = [
  [0, 3],
  [0.35, 5],
  [0.6, 8],
  [0.85, 11],
  [1, 12],
] as const;

/** Module minutes (exams.md §3.1 ⚠️ router + second-stage split; Writing per task; Speaking). */
export const TOEFL_2026_MINUTES = {
  reading: { router: 21, easier: 9, harder: 9 },
  listening: { router: 18, easier: 7, harder: 11 },
  writing: { buildSentence: 6, email: 7, discussion: 10 },
  speaking: 8,
} as const;

const adaptiveTables = (module1: QuestionBlueprint[], easier: QuestionBlueprint[], harder: QuestionBlueprint[]) => ({
  easier: interpolatedRows(operationalCount(module1) + operationalCount(easier), EASIER_ROUTE_ANCHORS),
  harder: interpolatedRows(operationalCount(module1) + operationalCount(harder), HARDER_ROUTE_ANCHORS),
});

export const DEMO_TOEFL_2026: TestBlueprint = {
  seedKey: 'demo-toefl-2026-practice-1-full',
  kind: 'toefl',
  type: 'full_mock',
  version: 'toefl_2026',
  title: 'TOEFL iBT Practice Test 1 (2026 format)',
  description:
    'The full TOEFL iBT from January 2026, about 90 minutes, in the real order and format: Reading (about 50 items, 30 minutes) and Listening (about 47 items, up to 29 minutes) adapt to you, as module 1 leads to an easier or a harder module 2; Writing (Build a Sentence, Write an Email, Academic Discussion, 23 minutes) and Speaking (Listen and Repeat, Take an Interview, 8 minutes) follow. As on the real test, a few Reading and Listening items are unscored trial items. Audio plays once, and your spoken answers are recorded. Section bands (1–6 in half steps) for Reading and Listening are estimates from practice tables; Writing and Speaking are rated by a grader.',
  isPublic: true,
  passages: { ...TOEFL_READING_PASSAGES, ...TOEFL_LISTENING_PASSAGES, ...TOEFL_WRITING_PASSAGES },
  sections: [
    {
      section: 'reading',
      title: 'Reading',
      adaptive: true,
      modules: [
        {
          title: 'Reading — Module 1',
          position: 1,
          minutes: TOEFL_2026_MINUTES.reading.router,
          questions: TOEFL_READING_MODULE_1,
        },
        {
          title: 'Reading — Module 2',
          position: 2,
          route: 'easier',
          minutes: TOEFL_2026_MINUTES.reading.easier,
          questions: TOEFL_READING_MODULE_2_EASIER,
        },
        {
          title: 'Reading — Module 2',
          position: 2,
          route: 'harder',
          minutes: TOEFL_2026_MINUTES.reading.harder,
          questions: TOEFL_READING_MODULE_2_HARDER,
        },
      ],
      scoreTables: adaptiveTables(TOEFL_READING_MODULE_1, TOEFL_READING_MODULE_2_EASIER, TOEFL_READING_MODULE_2_HARDER),
    },
    {
      section: 'listening',
      title: 'Listening',
      adaptive: true,
      modules: [
        {
          title: 'Listening — Module 1',
          position: 1,
          minutes: TOEFL_2026_MINUTES.listening.router,
          questions: TOEFL_LISTENING_MODULE_1,
        },
        {
          title: 'Listening — Module 2',
          position: 2,
          route: 'easier',
          minutes: TOEFL_2026_MINUTES.listening.easier,
          questions: TOEFL_LISTENING_MODULE_2_EASIER,
        },
        {
          title: 'Listening — Module 2',
          position: 2,
          route: 'harder',
          minutes: TOEFL_2026_MINUTES.listening.harder,
          questions: TOEFL_LISTENING_MODULE_2_HARDER,
        },
      ],
      scoreTables: adaptiveTables(
        TOEFL_LISTENING_MODULE_1,
        TOEFL_LISTENING_MODULE_2_EASIER,
        TOEFL_LISTENING_MODULE_2_HARDER,
      ),
    },
    {
      section: 'writing',
      title: 'Writing',
      modules: [
        {
          title: 'Writing — Build a Sentence',
          position: 1,
          minutes: TOEFL_2026_MINUTES.writing.buildSentence,
          questions: TOEFL_BUILD_SENTENCE_QUESTIONS,
        },
        {
          title: 'Writing — Write an Email',
          position: 2,
          minutes: TOEFL_2026_MINUTES.writing.email,
          questions: [TOEFL_EMAIL_QUESTION],
        },
        {
          title: 'Writing — Academic Discussion',
          position: 3,
          minutes: TOEFL_2026_MINUTES.writing.discussion,
          questions: [TOEFL_DISCUSSION_QUESTION],
        },
      ],
    },
    {
      section: 'speaking',
      title: 'Speaking',
      modules: [
        { title: 'Speaking', position: 1, minutes: TOEFL_2026_MINUTES.speaking, questions: TOEFL_SPEAKING_QUESTIONS },
      ],
    },
  ],
};

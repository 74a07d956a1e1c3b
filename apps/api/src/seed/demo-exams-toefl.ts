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
 * A TOEFL iBT practice test in the January 2026 format (exams.md §3.1), in the new section order
 * Reading, Listening, Writing, Speaking.
 *
 * - Reading and Listening are multistage adaptive: a router module 1, then an easier or a harder module 2
 *   (routing uses the engine's default rule until the test carries its own). The real sections hold
 *   about 50 and 47 items in about 30 and 29 minutes; these keep the real task mix with fewer items
 *   (39 and 29–30 per route) and the real pace of about 36 seconds per item, so the minutes below are the
 *   items times that pace: Reading 13 + 11, Listening 11 + 7. The harder listening module gets 2 minutes
 *   more for its longer talk, as the real upper module runs longer than the lower one (11 vs 7 minutes,
 *   exams.md §3.1 ⚠️).
 * - Writing is complete and linear: Build a Sentence ×10 (6 minutes), Write an Email (7), Academic
 *   Discussion (10), each task on its own clock as on the real test. Speaking is complete and linear:
 *   Listen and Repeat ×7 and Take an Interview ×4 in 8 minutes.
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

/** Minutes for a module at the real test's pace (exams.md §3.1: ~50 items in ~30 min, ~47 in ~29). */
export const TOEFL_SECONDS_PER_ITEM = 36;
const pacedMinutes = (questions: readonly QuestionBlueprint[]) =>
  Math.round((questions.length * TOEFL_SECONDS_PER_ITEM) / 60);

const adaptiveTables = (module1: QuestionBlueprint[], easier: QuestionBlueprint[], harder: QuestionBlueprint[]) => ({
  easier: interpolatedRows(operationalCount(module1) + operationalCount(easier), EASIER_ROUTE_ANCHORS),
  harder: interpolatedRows(operationalCount(module1) + operationalCount(harder), HARDER_ROUTE_ANCHORS),
});

export const DEMO_TOEFL_2026: TestBlueprint = {
  seedKey: 'demo-toefl-2026-practice-1',
  kind: 'toefl',
  type: 'full_mock',
  version: 'toefl_2026',
  title: 'TOEFL iBT Practice Test 1 (2026 format)',
  description:
    'The four sections of the TOEFL iBT from January 2026, in the real order and format: Reading and Listening adapt to you (module 1 leads to an easier or a harder module 2), Writing and Speaking follow. Reading and Listening keep every task type with fewer items than the real test (about 50 and 47) and its pace of roughly 36 seconds per item; Writing (Build a Sentence, Write an Email, Academic Discussion) and Speaking (Listen and Repeat, Take an Interview) are complete. Audio plays once, and your spoken answers are recorded. Section bands (1–6 in half steps) for Reading and Listening are estimates from practice tables; Writing and Speaking are rated by a grader.',
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
          minutes: pacedMinutes(TOEFL_READING_MODULE_1),
          questions: TOEFL_READING_MODULE_1,
        },
        {
          title: 'Reading — Module 2',
          position: 2,
          route: 'easier',
          minutes: pacedMinutes(TOEFL_READING_MODULE_2_EASIER),
          questions: TOEFL_READING_MODULE_2_EASIER,
        },
        {
          title: 'Reading — Module 2',
          position: 2,
          route: 'harder',
          minutes: pacedMinutes(TOEFL_READING_MODULE_2_HARDER),
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
          minutes: pacedMinutes(TOEFL_LISTENING_MODULE_1),
          questions: TOEFL_LISTENING_MODULE_1,
        },
        {
          title: 'Listening — Module 2',
          position: 2,
          route: 'easier',
          minutes: pacedMinutes(TOEFL_LISTENING_MODULE_2_EASIER),
          questions: TOEFL_LISTENING_MODULE_2_EASIER,
        },
        {
          title: 'Listening — Module 2',
          position: 2,
          route: 'harder',
          minutes: pacedMinutes(TOEFL_LISTENING_MODULE_2_HARDER) + 2,
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
        { title: 'Writing — Build a Sentence', position: 1, minutes: 6, questions: TOEFL_BUILD_SENTENCE_QUESTIONS },
        { title: 'Writing — Write an Email', position: 2, minutes: 7, questions: [TOEFL_EMAIL_QUESTION] },
        { title: 'Writing — Academic Discussion', position: 3, minutes: 10, questions: [TOEFL_DISCUSSION_QUESTION] },
      ],
    },
    {
      section: 'speaking',
      title: 'Speaking',
      modules: [{ title: 'Speaking', position: 1, minutes: 8, questions: TOEFL_SPEAKING_QUESTIONS }],
    },
  ],
};

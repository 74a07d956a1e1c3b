import type { TestBlueprint } from '../modules/exams/catalogue/authoring.service.ts';
import { LEGACY_RATING_MAX, type RatingConversionRow } from '../modules/exams/scoring/toefl.ts';
import { interpolatedRows, operationalCount } from './demo-exams-builders.ts';
import {
  TOEFL_LEGACY_DISCUSSION_QUESTION,
  TOEFL_LEGACY_LISTENING_QUESTIONS,
  TOEFL_LEGACY_PASSAGES,
  TOEFL_LEGACY_READING_QUESTIONS,
  TOEFL_LEGACY_SPEAKING_QUESTION,
} from './demo-exams-toefl-legacy-content.ts';

/**
 * A quick mock of the legacy TOEFL iBT, scored on the 0–120 scale (exams.md §3.1–§3.2). The base is the
 * shortened format of July 26, 2023 – January 20, 2026 (version `toefl_2023`): Reading 2 passages × 10
 * in 35 minutes, Listening 2 conversations + 3 lectures (28 questions) in 36 minutes, Speaking 4 tasks
 * in 16 minutes, Writing Integrated + Academic Discussion in 29 minutes, about 116 minutes in all. The
 * quick mock keeps one of each kind, in the real order Reading, Listening, Speaking, Writing:
 *
 * - Reading: 1 academic passage × 10 questions, 18 minutes (the real 35 minutes per 20 questions).
 * - Listening: 1 conversation × 5 and 1 lecture × 6, 10 minutes (about 2.5 minutes of audio and the
 *   real answering pace of about 35 seconds per question; the real clips are longer than these).
 * - Speaking: the independent task (15 seconds to prepare, 45 to speak), rated 0–4; 2 minutes.
 * - Writing: Writing for an Academic Discussion, rated 0–5; 10 minutes, as on the real test.
 *
 * 40 minutes in all. Each section is reported on 0–30 and the total is their sum, 0–120.
 *
 * Score tables (Reading and Listening, raw → 0–30) are ESTIMATES, not ETS conversions: straight lines
 * between the anchors below (a perfect section is 30, 80 % correct is 24, 60 % is 18). Speaking and Writing are rated by a grader; the estimated
 * rating → 0–30 conversion is TOEFL_LEGACY_QUICK_RATING_TABLES below (ETS published its own in
 * *TOEFL iBT Tips*, which exams.md does not reproduce).
 */

/** [share of the section's raw maximum, scaled 0–30]. */
const LEGACY_SECTION_ANCHORS = [
  [0, 0],
  [0.3, 8],
  [0.6, 18],
  [0.8, 24],
  [1, 30],
] as const;

export const TOEFL_LEGACY_QUICK_MINUTES = { reading: 18, listening: 10, speaking: 2, writing: 10 } as const;

/**
 * ESTIMATED rating → 0–30 conversion for the quick mock's Speaking (one task, 0–4) and Writing (one task,
 * 0–5), in the row shape of scoring/toefl.ts `toeflLegacyRatedSection`: the 0–30 score is the rating's
 * share of the rubric maximum times 30, rounded half up (Speaking 0, 8, 15, 23, 30; Writing 0, 6, 12,
 * 18, 24, 30). One row per possible rating, as each section has one task.
 */
const ratingRows = (max: number): RatingConversionRow[] =>
  Array.from({ length: max + 1 }, (_, rating) => ({ minAverage: rating, scaled: Math.round((rating / max) * 30) }));

export const TOEFL_LEGACY_QUICK_RATING_TABLES: Record<keyof typeof LEGACY_RATING_MAX, RatingConversionRow[]> = {
  speaking: ratingRows(LEGACY_RATING_MAX.speaking),
  writing: ratingRows(LEGACY_RATING_MAX.writing),
};

export const DEMO_TOEFL_LEGACY_QUICK: TestBlueprint = {
  seedKey: 'demo-toefl-legacy-quick-1',
  kind: 'toefl',
  type: 'quick_mock',
  version: 'toefl_2023',
  title: 'TOEFL iBT Quick Mock (0–120 scale)',
  description:
    'A 40-minute taste of the TOEFL iBT as it was scored until January 2026, on the 0–120 scale, in the format used from July 2023: one academic reading passage (10 questions), one campus conversation and one lecture (11 questions, each recording plays once), the independent speaking task (15 seconds to prepare, 45 to speak) and Writing for an Academic Discussion. Each section is reported on 0–30 and the total is their sum. Reading and Listening scores are estimates from practice tables; Speaking and Writing are rated by a grader (0–4 and 0–5). The real test of that period had more passages and tasks and took about two hours.',
  isPublic: true,
  passages: TOEFL_LEGACY_PASSAGES,
  sections: [
    {
      section: 'reading',
      title: 'Reading',
      modules: [
        {
          title: 'Reading',
          position: 1,
          minutes: TOEFL_LEGACY_QUICK_MINUTES.reading,
          questions: TOEFL_LEGACY_READING_QUESTIONS,
        },
      ],
      scoreTables: {
        base: interpolatedRows(operationalCount(TOEFL_LEGACY_READING_QUESTIONS), LEGACY_SECTION_ANCHORS),
      },
    },
    {
      section: 'listening',
      title: 'Listening',
      modules: [
        {
          title: 'Listening',
          position: 1,
          minutes: TOEFL_LEGACY_QUICK_MINUTES.listening,
          questions: TOEFL_LEGACY_LISTENING_QUESTIONS,
        },
      ],
      scoreTables: {
        base: interpolatedRows(operationalCount(TOEFL_LEGACY_LISTENING_QUESTIONS), LEGACY_SECTION_ANCHORS),
      },
    },
    {
      section: 'speaking',
      title: 'Speaking',
      modules: [
        {
          title: 'Speaking',
          position: 1,
          minutes: TOEFL_LEGACY_QUICK_MINUTES.speaking,
          questions: [TOEFL_LEGACY_SPEAKING_QUESTION],
        },
      ],
    },
    {
      section: 'writing',
      title: 'Writing',
      modules: [
        {
          title: 'Writing — Academic Discussion',
          position: 1,
          minutes: TOEFL_LEGACY_QUICK_MINUTES.writing,
          questions: [TOEFL_LEGACY_DISCUSSION_QUESTION],
        },
      ],
    },
  ],
};

import type { AttemptResult } from '@prepwell/contracts';

/**
 * The TOEFL iBT from 21 January 2026, as shared/spec/exams.md §3 gives it: items and minutes per section
 * (ETS's content page), the tasks, the delivery, the 1–6 band scale with its CEFR levels (ETS) and the
 * comparable 0–120 ranges (a secondary table that agrees with ETS's anchors). Pure data and rules.
 */

export type ToeflSection = 'reading' | 'listening' | 'speaking' | 'writing';
export type ToeflTask =
  | 'completeWords'
  | 'dailyLife'
  | 'academicPassage'
  | 'chooseResponse'
  | 'conversation'
  | 'announcement'
  | 'academicTalk'
  | 'listenRepeat'
  | 'interview'
  | 'buildSentence'
  | 'writeEmail'
  | 'discussion';

export interface ToeflSectionFormat {
  section: ToeflSection;
  items: number;
  minutes: number;
  delivery: 'adaptive' | 'linear';
  tasks: readonly ToeflTask[];
}

/** exams.md §3.1, the 2026 column, in the test's order. */
export const TOEFL_2026_SECTIONS: readonly ToeflSectionFormat[] = [
  {
    section: 'reading',
    items: 50,
    minutes: 30,
    delivery: 'adaptive',
    tasks: ['completeWords', 'dailyLife', 'academicPassage'],
  },
  {
    section: 'listening',
    items: 47,
    minutes: 29,
    delivery: 'adaptive',
    tasks: ['chooseResponse', 'conversation', 'announcement', 'academicTalk'],
  },
  {
    section: 'writing',
    items: 12,
    minutes: 23,
    delivery: 'linear',
    tasks: ['buildSentence', 'writeEmail', 'discussion'],
  },
  { section: 'speaking', items: 11, minutes: 8, delivery: 'linear', tasks: ['listenRepeat', 'interview'] },
];

/** ETS: "90 minutes" of test time. */
export const TOEFL_2026_MINUTES = 90;

export type Cefr = 'C2' | 'C1' | 'B2' | 'B1' | 'A2' | 'A1';

/** exams.md §3.2: 6 = C2, 5–5.5 = C1, 4–4.5 = B2, 3–3.5 = B1, 2–2.5 = A2, 1–1.5 = A1. */
export const cefrOfBand = (band: number): Cefr =>
  band >= 6 ? 'C2' : band >= 5 ? 'C1' : band >= 4 ? 'B2' : band >= 3 ? 'B1' : band >= 2 ? 'A2' : 'A1';

/** exams.md §3.2, the 1–6 ↔ 0–120 comparison, from band 6 down. */
export const TOEFL_BAND_SCALE: readonly { band: number; cefr: Cefr; old: readonly [number, number] }[] = (
  [
    [6, 114, 120],
    [5.5, 107, 113],
    [5, 95, 106],
    [4.5, 86, 94],
    [4, 72, 85],
    [3.5, 58, 71],
    [3, 44, 57],
    [2.5, 34, 43],
    [2, 24, 33],
    [1.5, 12, 23],
    [1, 0, 11],
  ] as const
).map(([band, low, high]) => ({ band, cefr: cefrOfBand(band), old: [low, high] as const }));

/** ETS's overall band: the mean of the section bands, to the nearest half band (5.125 → 5, 5.25 → 5.5). */
export const overallBand = (bands: readonly number[]): number | null =>
  bands.length === 0 ? null : Math.round((bands.reduce((a, b) => a + b, 0) / bands.length) * 2) / 2;

const isToeflSection = (s: string): s is ToeflSection =>
  s === 'reading' || s === 'listening' || s === 'speaking' || s === 'writing';

/**
 * The next step from a scored result: its weakest section by band (the first in the test's order on a tie),
 * or `balanced` when every banded section has the same band; null when no section has a band.
 */
export const weakestSection = (
  scores: AttemptResult['scores'],
): { kind: 'weakest'; section: ToeflSection; band: number } | { kind: 'balanced' } | null => {
  const banded = (scores?.sections ?? []).flatMap((s) =>
    isToeflSection(s.section) && typeof s.band === 'number' ? [{ section: s.section, band: s.band }] : [],
  );
  if (banded.length === 0) return null;
  const order = TOEFL_2026_SECTIONS.map((s) => s.section);
  const sorted = [...banded].sort((a, b) => a.band - b.band || order.indexOf(a.section) - order.indexOf(b.section));
  const lowest = sorted[0]!;
  if (banded.length > 1 && banded.every((s) => s.band === lowest.band)) return { kind: 'balanced' };
  return { kind: 'weakest', section: lowest.section, band: lowest.band };
};

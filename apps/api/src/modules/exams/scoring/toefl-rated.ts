// TOEFL 2026 Writing and Speaking: rubric scores → the section's 1–6 band (exams.md §3.2, decision 0030).
//
// exams.md §3.2 gives the task scales (Write an Email, Academic Discussion, Listen and Repeat and Take an
// Interview rated 0–5, Build a Sentence right/wrong) and the section band scale (1–6 in half steps), but
// ETS publishes no rating → band conversion. The rule below is OUR ESTIMATE and every band it gives is
// labelled `estimated`:
//   1. each task type weighs the same: its mean score as a share of its maximum (a rating r of max m is
//      r/m; the right/wrong items of the section — Build a Sentence — form one task type, correct/total);
//   2. the section's task average is the mean of those shares on the 0–5 rubric scale;
//   3. the band is 1 + average, to the nearest half band, halves up (TOEFL_2026_RATED_BAND_TABLE):
//      a rubric 5 everywhere is band 6, all 4s band 5, all 3s band 4, all 0s the floor band 1.
// Arithmetic is exact (rational.ts), so an average on a row's boundary lands on that row.

import { addRational, compareRational, rational, type Rational } from './rational.ts';

/** The rubric scale TOEFL 2026 rated tasks use (exams.md §3.2). */
export const TOEFL_2026_RUBRIC_MAX = 5;

/** One row of the conversion: a task average (0–5) at or above `minAverage` and below the next row's gives `band`. */
export interface RatedBandRow {
  readonly minAverage: number;
  readonly band: number;
}

/** The estimated conversion (decision 0030): band = 1 + average rounded to the nearest half band, halves up. */
export const TOEFL_2026_RATED_BAND_TABLE: readonly RatedBandRow[] = [
  { minAverage: 4.75, band: 6 },
  { minAverage: 4.25, band: 5.5 },
  { minAverage: 3.75, band: 5 },
  { minAverage: 3.25, band: 4.5 },
  { minAverage: 2.75, band: 4 },
  { minAverage: 2.25, band: 3.5 },
  { minAverage: 1.75, band: 3 },
  { minAverage: 1.25, band: 2.5 },
  { minAverage: 0.75, band: 2 },
  { minAverage: 0.25, band: 1.5 },
  { minAverage: 0, band: 1 },
];

/** A graded rated task: the grader's score on the task's scale 0…max, and its TOEFL task type (null: unnamed). */
export interface RatedTaskScore {
  readonly task: string | null;
  readonly score: number;
  readonly max: number;
}

/** The section's machine-graded items (Build a Sentence): correct over total operational items. */
export interface MachinePart {
  readonly correct: number;
  readonly total: number;
}

export interface RatedSectionBand {
  /** The section's task average on the 0–5 rubric scale. */
  readonly average: number;
  readonly band: number;
  /** Always true: ETS publishes no conversion (decision 0030). */
  readonly estimated: true;
}

const checkRating = (r: RatedTaskScore): void => {
  if (!Number.isInteger(r.max) || r.max < 1) throw new RangeError(`a rated task's max must be a positive integer`);
  if (!Number.isInteger(r.score) || r.score < 0 || r.score > r.max)
    throw new RangeError(`a rating must be an integer 0..${r.max}, got ${r.score}`);
};

/** An exact decimal (the table's minimum averages) as a rational. */
const exactDecimal = (value: number): Rational => rational(BigInt(Math.round(value * 10_000)), 10_000n);

const toNumber = (r: Rational): number => Number(r.num) / Number(r.den);

/**
 * The section band of a TOEFL 2026 Writing or Speaking section from its graded tasks and its
 * machine-graded part (none for Speaking), by the estimate of decision 0030. Throws a RangeError on a
 * rating off its scale or when there is nothing to convert.
 */
export const toeflRatedSectionBand = (
  ratings: readonly RatedTaskScore[],
  machine: MachinePart | null = null,
  table: readonly RatedBandRow[] = TOEFL_2026_RATED_BAND_TABLE,
): RatedSectionBand => {
  ratings.forEach(checkRating);
  const shares: Rational[] = [];
  if (machine && machine.total > 0) {
    if (!Number.isInteger(machine.correct) || machine.correct < 0 || machine.correct > machine.total)
      throw new RangeError(`correct must be 0..${machine.total}`);
    shares.push(rational(BigInt(machine.correct), BigInt(machine.total)));
  }
  const byTask = new Map<string, RatedTaskScore[]>();
  for (const r of ratings) {
    const key = r.task ?? '';
    byTask.set(key, [...(byTask.get(key) ?? []), r]);
  }
  for (const group of byTask.values()) {
    const sum = group.reduce((s, r) => addRational(s, rational(BigInt(r.score), BigInt(r.max))), rational(0n));
    shares.push(rational(sum.num, sum.den * BigInt(group.length)));
  }
  if (shares.length === 0) throw new RangeError('nothing to convert: no ratings and no machine-graded items');
  const total = shares.reduce((s, x) => addRational(s, x), rational(0n));
  const average = rational(total.num * BigInt(TOEFL_2026_RUBRIC_MAX), total.den * BigInt(shares.length));
  const row = [...table]
    .sort((a, b) => b.minAverage - a.minAverage)
    .find((r) => compareRational(average, exactDecimal(r.minAverage)) >= 0);
  if (!row) throw new RangeError(`no conversion row for average ${toNumber(average)}`);
  return { average: toNumber(average), band: row.band, estimated: true };
};

/**
 * Legacy TOEFL (0–120 scale, versions toefl_2019 and toefl_2023) Speaking or Writing without a score
 * table: the section's 0–30 score from its graders' ratings, OUR ESTIMATE as for 2026 (ETS's own
 * rating → 0–30 lookup is not reproduced in exams.md §3.2): each task type's mean rating as a share of its
 * maximum (Speaking tasks 0–4, Writing tasks 0–5, or the key's own `max`), machine-graded items as one
 * more task, the mean share × 30, rounded half up. All top ratings give 30, all zeros 0.
 */
export const toeflLegacyRatedScaled = (
  ratings: readonly RatedTaskScore[],
  machine: MachinePart | null = null,
): { scaled: number; estimated: true } => {
  // The 2026 average on the 0–5 rubric is the same mean share × 5: reuse it exactly, then lay it on 0–30.
  const { average } = toeflRatedSectionBand(ratings, machine, [{ minAverage: 0, band: 1 }]);
  const share = average / TOEFL_2026_RUBRIC_MAX;
  return { scaled: Math.min(30, Math.max(0, Math.floor(share * 30 + 0.5 + 1e-9))), estimated: true };
};

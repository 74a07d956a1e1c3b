// TOEFL iBT score arithmetic, exams.md §3.2: the 2026 1–6 band scale and the legacy 0–120 scale.

/** Section bands 1.0–6.0 in 0.5 steps (exams.md §3.1, [ets-scale]☑️). */
export const isToeflBand = (band: number): boolean => Number.isInteger(band * 2) && band >= 1 && band <= 6;

const checkBand = (band: number): void => {
  if (!isToeflBand(band)) throw new RangeError(`TOEFL band must be 1–6 in 0.5 steps, got ${band}`);
};

export interface ToeflBands {
  readonly reading: number;
  readonly listening: number;
  readonly speaking: number;
  readonly writing: number;
}

/**
 * Overall band, exams.md §3.2 [ets-scale]☑️ [ets-help]☑️: mean of the 4 section bands rounded to the
 * nearest half band, halves up (5.125 → 5, 5.25 → 5.5; `Math.round(avg*2)/2`). In half-band units the
 * sum h of the four is an integer and overall·2 = round(h/4) = ⌊(h + 2)/4⌋, exact.
 */
export const toeflOverallBand = (bands: ToeflBands): number => {
  const all = [bands.reading, bands.listening, bands.speaking, bands.writing];
  all.forEach(checkBand);
  const halves = all.reduce((s, b) => s + b * 2, 0);
  return Math.floor((halves + 2) / 4) / 2;
};

export type Cefr = 'A1' | 'A2' | 'B1' | 'B2' | 'C1' | 'C2';

/** exams.md §3.2 [ets-scale]☑️: 6 = C2, 5–5.5 = C1, 4–4.5 = B2, 3–3.5 = B1, 2–2.5 = A2, 1–1.5 = A1. */
export const toeflBandToCefr = (band: number): Cefr => {
  checkBand(band);
  const levels: readonly Cefr[] = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'];
  return levels[Math.floor(band) - 1] ?? 'C2';
};

/** One row of a 1–6 ↔ 0–120 comparison table. */
export interface BandComparisonRow {
  readonly band: number;
  readonly min: number;
  readonly max: number;
}

/**
 * Total-score comparison, exams.md §3.2. ⚠️ Only the anchors are ETS's (5 ↔ 95–106; old 100, 90, 80
 * ↔ 5, 4.5, 4 [ets-help]☑️); the full table is [drspeak]⚠️ and another site disagrees, so the table is
 * a parameter and this default must be checked against ETS's "Score Scale Update" PDF.
 */
export const DEFAULT_BAND_COMPARISON: readonly BandComparisonRow[] = [
  { band: 6, min: 114, max: 120 },
  { band: 5.5, min: 107, max: 113 },
  { band: 5, min: 95, max: 106 },
  { band: 4.5, min: 86, max: 94 },
  { band: 4, min: 72, max: 85 },
  { band: 3.5, min: 58, max: 71 },
  { band: 3, min: 44, max: 57 },
  { band: 2.5, min: 34, max: 43 },
  { band: 2, min: 24, max: 33 },
  { band: 1.5, min: 12, max: 23 },
  { band: 1, min: 0, max: 11 },
];

/** The 0–120 range comparable to an overall band. */
export const toeflBandToLegacyRange = (
  band: number,
  table: readonly BandComparisonRow[] = DEFAULT_BAND_COMPARISON,
): { readonly min: number; readonly max: number } => {
  checkBand(band);
  const row = table.find((r) => r.band === band);
  if (!row) throw new RangeError(`no comparison row for band ${band}`);
  return { min: row.min, max: row.max };
};

/** The band comparable to a legacy 0–120 total. */
export const toeflLegacyTotalToBand = (
  total: number,
  table: readonly BandComparisonRow[] = DEFAULT_BAND_COMPARISON,
): number => {
  checkLegacy('TOEFL total', total, 120);
  const row = table.find((r) => total >= r.min && total <= r.max);
  if (!row) throw new RangeError(`no comparison row covers ${total}`);
  return row.band;
};

const checkLegacy = (name: string, value: number, max: number): void => {
  if (!Number.isInteger(value) || value < 0 || value > max) throw new RangeError(`${name} must be 0..${max}`);
};

export interface ToeflLegacySections {
  readonly reading: number;
  readonly listening: number;
  readonly speaking: number;
  readonly writing: number;
}

/** Legacy (≤ 2026-01-20) total = sum of the four 0–30 section scores (exams.md §3.2). */
export const toeflLegacyTotal = (s: ToeflLegacySections): number => {
  const all = [s.reading, s.listening, s.speaking, s.writing];
  all.forEach((v) => checkLegacy('TOEFL section score', v, 30));
  return all.reduce((sum, v) => sum + v, 0);
};

/** Legacy rating scales (exams.md §3.2): Speaking tasks 0–4, Writing tasks 0–5. */
export const LEGACY_RATING_MAX = { speaking: 4, writing: 5 } as const;

/**
 * One row of a rating-average → 0–30 table: every average ≥ `minAverage` (and below the next row's)
 * converts to `scaled`. ETS's lookup (in *TOEFL iBT Tips*) is not reproduced in exams.md, so the table
 * is author-supplied data; there is no default.
 */
export interface RatingConversionRow {
  readonly minAverage: number;
  readonly scaled: number;
}

/**
 * Legacy Speaking or Writing: average the task ratings (each 0–4 or 0–5), then convert with the
 * supplied table (exams.md §3.2). The average is compared exactly: sum ≥ minAverage·n.
 */
export const toeflLegacyRatedSection = (
  section: keyof typeof LEGACY_RATING_MAX,
  ratings: readonly number[],
  table: readonly RatingConversionRow[],
): { readonly average: number; readonly scaled: number } => {
  if (ratings.length === 0) throw new RangeError('no ratings');
  const max = LEGACY_RATING_MAX[section];
  ratings.forEach((r) => {
    if (!Number.isInteger(r) || r < 0 || r > max) throw new RangeError(`${section} ratings are 0..${max}`);
  });
  const sum = ratings.reduce((s, r) => s + r, 0);
  const n = ratings.length;
  const row = [...table].sort((a, b) => b.minAverage - a.minAverage).find((r) => sum >= r.minAverage * n - 1e-9);
  if (!row) throw new RangeError(`no conversion row for average ${sum / n}`);
  checkLegacy(`TOEFL ${section} score`, row.scaled, 30);
  return { average: sum / n, scaled: row.scaled };
};

import type { PercentileGroup } from '@prepwell/contracts';

/**
 * Published percentile tables the score report quotes (decision 0038), as data: each names its source,
 * its year, and is shown as approximate (norms move from year to year; our practice scores are estimates).
 * Only tables reproduced faithfully from the publisher's own page are here; where we could not, the exam
 * has none (the report then shows no percentile rather than an invented one).
 *
 * - ACT: "The 1999 ACT High School Profile Report — National Data", Table 1 "Average ACT Scores,
 *   Distributions, and Cumulative Percentages For All Students" (act.org/newsroom/data/1999/t1.html,
 *   1,019,053 graduates), the Composite column "% = Percent at or Below", rows 36 down to 14. The rows
 *   under 14 could not be reproduced, so a composite under 14 gets no rank.
 * - SAT: none. College Board's "Understanding SAT Scores" tables (Nationally Representative Sample and
 *   SAT User percentiles) could not be reproduced from the publisher here; no third-party copy is used.
 * - TOEFL and SHSAT publish none for these scores.
 */
export interface PercentileTable {
  source: string;
  year: number;
  group: PercentileGroup;
  /** Score → percent at or below, exactly as printed. */
  rows: ReadonlyMap<number, number>;
}

const ACT_1999_COMPOSITE: readonly (readonly [number, number])[] = [
  [36, 99],
  [35, 99],
  [34, 99],
  [33, 99],
  [32, 99],
  [31, 98],
  [30, 97],
  [29, 95],
  [28, 93],
  [27, 90],
  [26, 86],
  [25, 82],
  [24, 76],
  [23, 70],
  [22, 64],
  [21, 56],
  [20, 48],
  [19, 40],
  [18, 33],
  [17, 25],
  [16, 18],
  [15, 12],
  [14, 8],
];

export const ACT_COMPOSITE_PERCENTILES: PercentileTable = {
  source: 'act_1999_hs_profile',
  year: 1999,
  group: 'act_national',
  rows: new Map(ACT_1999_COMPOSITE),
};

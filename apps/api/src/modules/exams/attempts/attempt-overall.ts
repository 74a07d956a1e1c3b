import type { ExamKind, ExamVersion, OverallScore, ScoreRange, Section, SectionRawScore } from '@prepwell/contracts';
import { actComposite, actStemScore, type ActFormat } from '../scoring/act.ts';
import { toeflOverallBand } from '../scoring/toefl.ts';
import type { Plan } from './attempt-plan.ts';

/** What scoring needs to know about the test: its kind and format pick the overall rule. */
export interface ScoredTest {
  kind: ExamKind;
  version: ExamVersion;
}

/**
 * The headline score by the exam's own rule (exams.md), from the section scores of scoreAttempt:
 * - SAT: total = sum of the section ranges (400–1600); `estimated` for the adaptive digital test, whose
 *   θ → scale transform College Board does not publish (§1.3), and for a linear one on practice tables.
 * - ACT: composite of the section scale scores (act.ts: classic E, M, R, S; enhanced E, M, R), when the
 *   test has those sections with point scores; otherwise none.
 * - TOEFL 2026: overall band = toeflOverallBand of the four section bands; `value` null while a band is
 *   missing (rated items pending); `estimated` once a section band comes from the rating conversion of
 *   decision 0030 (Writing, Speaking: ETS publishes none). Legacy TOEFL: the 0–120 total of the four sections.
 * - SHSAT: composite = ELA + Math scaled, always `estimated` (the DOE publishes no table, §4).
 * Anything else (a single section, no tables): the raw total.
 */

const sum = (ranges: readonly ScoreRange[]): ScoreRange => [
  ranges.reduce((n, r) => n + r[0], 0),
  ranges.reduce((n, r) => n + r[1], 0),
];
const pointOf = (range: ScoreRange) => (range[0] === range[1] ? range[0] : null);

const rawOverall = (sections: readonly SectionRawScore[]): OverallScore => ({
  scale: 'raw',
  value: sections.reduce((n, s) => n + s.raw, 0),
  range: null,
  estimated: false,
});

/** The scaled ranges of the named sections, or null when one is missing or has no scaled score. */
const scaledOfSections = (sections: readonly SectionRawScore[], names: readonly Section[]): ScoreRange[] | null => {
  const out: ScoreRange[] = [];
  for (const name of names) {
    const found = sections.find((s) => s.section === name);
    if (!found?.scaled) return null;
    out.push(found.scaled);
  }
  return out;
};

const ACT_SECTIONS: Record<ActFormat, readonly Section[]> = {
  classic: ['english', 'math', 'reading', 'science'],
  enhanced: ['english', 'math', 'reading'],
};
const TOEFL_SECTIONS: readonly Section[] = ['reading', 'listening', 'speaking', 'writing'];

const satOverall = (
  test: ScoredTest,
  plan: Plan,
  sections: readonly SectionRawScore[],
  estimatedTables: boolean,
): OverallScore => {
  const ranges = scaledOfSections(sections, ['english', 'math']);
  if (!ranges || sections.some((s) => !s.scaled)) return rawOverall(sections);
  const range = sum(ranges);
  const adaptive = test.version === 'sat_digital' && plan.sections.some((s) => s.adaptive);
  return { scale: 'sat_total', value: pointOf(range), range, estimated: adaptive || estimatedTables };
};

const actOverall = (test: ScoredTest, sections: readonly SectionRawScore[]): OverallScore | null => {
  const format: ActFormat = test.version === 'act_enhanced' ? 'enhanced' : 'classic';
  const ranges = scaledOfSections(sections, ACT_SECTIONS[format]);
  const points = ranges?.map(pointOf);
  if (!points || points.some((p) => p === null || p < 1 || p > 36)) return null;
  const [english, math, reading, science] = points as number[];
  const value = actComposite({ english: english!, math: math!, reading: reading!, science }, format);
  // STEM (exams.md §2): the mean of Math and Science, halves up, when the attempt has both scores.
  const stemPoints = scaledOfSections(sections, ['math', 'science'])?.map(pointOf);
  const stem =
    stemPoints && stemPoints.every((p) => p !== null && p >= 1 && p <= 36)
      ? (actStemScore({ english: english!, math: stemPoints[0]!, reading: reading!, science: stemPoints[1]! }) ?? null)
      : null;
  return { scale: 'act_composite', value, range: null, estimated: false, stem };
};

const toeflOverall = (
  test: ScoredTest,
  sections: readonly SectionRawScore[],
  estimatedBands: boolean,
): OverallScore | null => {
  if (test.version === 'toefl_2026') {
    const bySection = TOEFL_SECTIONS.map((name) => sections.find((s) => s.section === name));
    if (bySection.some((s) => !s)) return null;
    const bands = bySection.map((s) => s!.band ?? null);
    const [reading, listening, speaking, writing] = bands;
    const value = bands.every((b) => b !== null)
      ? toeflOverallBand({ reading: reading!, listening: listening!, speaking: speaking!, writing: writing! })
      : null;
    return { scale: 'toefl_band', value, range: null, estimated: estimatedBands };
  }
  const ranges = scaledOfSections(sections, TOEFL_SECTIONS);
  // Speaking or Writing awaiting a grader: the 0–120 total is pending, not a raw count.
  if (!ranges && sections.some((s) => (s.pending ?? 0) > 0))
    return { scale: 'toefl_total', value: null, range: null, estimated: estimatedBands };
  if (!ranges) return rawOverall(sections);
  const range = sum(ranges);
  return { scale: 'toefl_total', value: pointOf(range), range, estimated: estimatedBands };
};

const shsatOverall = (sections: readonly SectionRawScore[]): OverallScore => {
  const ranges = scaledOfSections(sections, ['ela', 'math']);
  if (!ranges) return rawOverall(sections);
  const range = sum(ranges);
  return { scale: 'shsat_composite', value: pointOf(range), range, estimated: true };
};

export const overallScore = (
  test: ScoredTest,
  plan: Plan,
  sections: readonly SectionRawScore[],
  /** A section score came from an estimated rating conversion (TOEFL rated sections, decision 0030). */
  estimatedBands = false,
  /** The test's score tables are practice estimates (score_tables.origin), not a centre's own. */
  estimatedTables = false,
): OverallScore | null => {
  switch (test.kind) {
    case 'sat':
      return satOverall(test, plan, sections, estimatedTables);
    case 'act':
      return actOverall(test, sections);
    case 'toefl':
      return toeflOverall(test, sections, estimatedBands);
    case 'shsat':
      return shsatOverall(sections);
  }
};

import {
  SKILL_BAND_COUNT,
  SKILL_WEAK_BAND,
  type ExamKind,
  type OverallScale,
  type OverallScore,
  type ReportDomain,
  type ReportHeadline,
  type ReportPercentile,
  type ReportSkill,
  type ScoreRange,
  type Section,
  type SkillPractice,
  type SkillScore,
} from '@prepwell/contracts';
import { ACT_COMPOSITE_PERCENTILES, type PercentileTable } from './score-percentiles.ts';

/**
 * The score report's reading aids (issue 17 defect 9, decision 0038), pure: one headline score with its
 * precision as a range, published percentiles, a band 1–7 per domain and skill, and the drill that
 * practises each weak skill.
 */

interface ScaleRule {
  /** The scale's bounds, to clamp the range; null where none is official. */
  bounds: ScoreRange | null;
  /** Scores on the scale are multiples of this (SAT: 10). */
  step: number;
  /** The ± of the headline's range; null: no range is stated for this exam (decision 0038). */
  margin: number | null;
}

/**
 * Per headline scale (decision 0038; exams.md states no measurement error, so these follow the publishers'
 * score reports): SAT total ±40 (College Board's report shows a range of about 30–40 points either side
 * of the total), ACT composite ±1 (ACT's report: about one point), none for TOEFL, SHSAT and raw totals.
 */
export const SCALE_RULES: Record<OverallScale, ScaleRule> = {
  sat_total: { bounds: [400, 1600], step: 10, margin: 40 },
  act_composite: { bounds: [1, 36], step: 1, margin: 1 },
  toefl_band: { bounds: [1, 6], step: 0.5, margin: null },
  toefl_total: { bounds: [0, 120], step: 1, margin: null },
  shsat_composite: { bounds: null, step: 1, margin: null },
  raw: { bounds: null, step: 1, margin: null },
};

const clamp = (n: number, bounds: ScoreRange | null) => (bounds ? Math.min(bounds[1], Math.max(bounds[0], n)) : n);

/** The middle of a range on the scale's step, halves up: [1040, 1090] → 1070 on SAT's 10-point step. */
export const midpointOnStep = ([lower, upper]: ScoreRange, step: number): number =>
  Math.floor((lower + upper) / 2 / step + 0.5) * step;

/** score ± margin, clamped to the scale: SAT 1580 ± 40 → [1540, 1600]. */
export const precisionRange = (score: number, margin: number, bounds: ScoreRange | null): ScoreRange => [
  clamp(score - margin, bounds),
  clamp(score + margin, bounds),
];

/** One score for the headline (the exam's value, else the middle of the table's range) and its precision. */
export const reportHeadline = (overall: OverallScore | null | undefined): ReportHeadline | null => {
  if (!overall) return null;
  const rule = SCALE_RULES[overall.scale];
  const score = overall.value ?? (overall.range ? midpointOnStep(overall.range, rule.step) : null);
  if (score === null) return null;
  const margin = rule.margin;
  return {
    scale: overall.scale,
    score,
    range: margin === null ? null : precisionRange(score, margin, rule.bounds),
    margin,
    estimated: overall.estimated,
  };
};

const lookUp = (table: PercentileTable, score: number, section: Section | null): ReportPercentile[] => {
  const percentile = table.rows.get(score);
  return percentile === undefined
    ? []
    : [{ section, group: table.group, percentile, score, source: table.source, year: table.year, approximate: true }];
};

/** The published percentiles for a headline (decision 0038): ACT composite ranks; none elsewhere. */
export const reportPercentiles = (kind: ExamKind, headline: ReportHeadline | null): ReportPercentile[] => {
  if (!headline) return [];
  if (kind === 'act' && headline.scale === 'act_composite')
    return lookUp(ACT_COMPOSITE_PERCENTILES, headline.score, null);
  return [];
};

/**
 * A performance band 1–7 from a correct share: seven equal slices of 0–100% (band b covers
 * [(b−1)/7, b/7)), 100% in band 7, nothing to score in band 1. Integer maths, so 3 of 7 is exactly band 4.
 */
export const skillBand = (correct: number, total: number): number =>
  total <= 0 ? 1 : Math.min(SKILL_BAND_COUNT, 1 + Math.floor((SKILL_BAND_COUNT * Math.max(0, correct)) / total));

export const isWeakBand = (band: number): boolean => band <= SKILL_WEAK_BAND;

/** A drill of the catalogue as its questions tag it: one row per (drill, section, domain, skill). */
export interface DrillSkillRow {
  testId: string;
  title: string;
  section: Section;
  domain: string | null;
  skill: string | null;
  questions: number;
}

const same = (a: string | null, b: string) => a !== null && a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The drill that best practises a skill: one with questions on that very skill (most such questions
 * first), else one of its domain, else none (the catalogue's drills of the section). A drill other than
 * the attempt's own test comes first; ties go by title.
 */
export const practiceFor = (
  skill: Pick<SkillScore, 'section' | 'domain' | 'skill'>,
  drills: readonly DrillSkillRow[],
  currentTestId: string | null,
): SkillPractice => {
  const pick = (rows: DrillSkillRow[]) => {
    const byTest = new Map<string, { row: DrillSkillRow; n: number }>();
    for (const r of rows) {
      const entry = byTest.get(r.testId) ?? { row: r, n: 0 };
      entry.n += r.questions;
      byTest.set(r.testId, entry);
    }
    return [...byTest.values()].sort(
      (a, b) =>
        Number(a.row.testId === currentTestId) - Number(b.row.testId === currentTestId) ||
        b.n - a.n ||
        a.row.title.localeCompare(b.row.title),
    )[0]?.row;
  };
  const inSection = drills.filter((d) => d.section === skill.section);
  const bySkill = pick(inSection.filter((d) => same(d.skill, skill.skill) && same(d.domain, skill.domain)));
  const found = bySkill ?? pick(inSection.filter((d) => same(d.domain, skill.domain)));
  const match: SkillPractice['match'] = bySkill ? 'skill' : found ? 'domain' : 'none';
  return {
    match,
    testId: found?.testId ?? null,
    title: found?.title ?? null,
    filter: { type: 'drill', section: skill.section, q: found?.title ?? null },
  };
};

/** Domains of the breakdown (summed over their skills) with their bands, in the order first met. */
export const domainBands = (skills: readonly SkillScore[]): ReportDomain[] => {
  const domains = new Map<string, ReportDomain>();
  for (const s of skills) {
    const key = JSON.stringify([s.section, s.domain]);
    const d = domains.get(key) ?? { section: s.section, domain: s.domain, correct: 0, total: 0, band: 1 };
    d.correct += s.correct;
    d.total += s.total;
    domains.set(key, d);
  }
  return [...domains.values()].map((d) => ({ ...d, band: skillBand(d.correct, d.total) }));
};

/** Each skill with its band; a weak one with the drill to practise it. */
export const skillBands = (
  skills: readonly SkillScore[],
  drills: readonly DrillSkillRow[],
  currentTestId: string | null,
): ReportSkill[] =>
  skills.map((s) => {
    const band = skillBand(s.correct, s.total);
    const weak = isWeakBand(band);
    return { ...s, band, weak, practice: weak ? practiceFor(s, drills, currentTestId) : null };
  });

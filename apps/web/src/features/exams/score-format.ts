import type {
  ExamKind,
  ExamVersion,
  OverallScale,
  OverallScore,
  QuestionOutcome,
  ReportHeadline,
  ReportSkill,
  ScoreRange,
  SectionRawScore,
  SkillPractice,
} from '@prepwell/contracts';

/**
 * Score formatting by each exam's rule (exams.md): SAT ranges (400–1600, sections 200–800), ACT
 * composite and sections 1–36, TOEFL 2026 bands 1–6 in half steps with their CEFR level (older TOEFL
 * 0–30 per section, 0–120 total), SHSAT composite (an estimate). Pure: the components add the words.
 */

/** "1040–1090", or "1200" when both ends agree (ACT, SHSAT tables give one value). */
export const formatRange = ([lower, upper]: ScoreRange): string =>
  lower === upper ? String(lower) : `${lower}–${upper}`;

/** A TOEFL band always with its half step: 4 → "4.0", 4.5 → "4.5". */
export const formatBand = (band: number): string => (Math.round(band * 2) / 2).toFixed(1);

export const CEFR_LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'] as const;
export type CefrLevel = (typeof CEFR_LEVELS)[number];

/** TOEFL 2026 band → CEFR (exams.md §3.2): 6 C2, 5–5.5 C1, 4–4.5 B2, 3–3.5 B1, 2–2.5 A2, 1–1.5 A1. */
export const cefrOfBand = (band: number): CefrLevel => {
  const whole = Math.min(6, Math.max(1, Math.floor(band)));
  return CEFR_LEVELS[whole - 1] ?? 'A1';
};

/** The headline number(s) of an overall score, or null while it is pending (no value, no range). */
export const formatOverall = (overall: OverallScore): string | null => {
  if (overall.scale === 'toefl_band') return overall.value === null ? null : formatBand(overall.value);
  if (overall.value !== null)
    return overall.scale === 'act_composite' ? String(Math.round(overall.value)) : String(overall.value);
  return overall.range ? formatRange(overall.range) : null;
};

/** The scale an overall score is read on, for "of 1600"; null where no fixed maximum is official (SHSAT, raw). */
export const OVERALL_SCALE_BOUNDS: Record<OverallScale, ScoreRange | null> = {
  sat_total: [400, 1600],
  act_composite: [1, 36],
  toefl_band: [1, 6],
  toefl_total: [0, 120],
  shsat_composite: null,
  raw: null,
};

/** A section's scale by kind and version (exams.md §1–§4); null where there is none to state (SHSAT). */
export const sectionScaleOf = (kind: ExamKind, version: ExamVersion): ScoreRange | null => {
  switch (kind) {
    case 'sat':
      return [200, 800];
    case 'act':
      return [1, 36];
    case 'toefl':
      return version === 'toefl_2026' ? [1, 6] : [0, 30];
    case 'shsat':
      return null;
  }
};

export type SectionScoreView =
  | { kind: 'band'; text: string; cefr: CefrLevel }
  | { kind: 'scaled'; text: string }
  | { kind: 'pending'; pending: number }
  | { kind: 'raw' };

/**
 * What a section shows as its score: the TOEFL band (with CEFR), else the scaled score from the test's
 * table, else "pending grading" when rated items wait for a grader, else only the raw count.
 */
export const sectionScoreView = (section: SectionRawScore): SectionScoreView => {
  if (section.band !== null && section.band !== undefined)
    return { kind: 'band', text: formatBand(section.band), cefr: cefrOfBand(section.band) };
  if (section.pending) return { kind: 'pending', pending: section.pending };
  if (section.scaled) return { kind: 'scaled', text: formatRange(section.scaled) };
  return { kind: 'raw' };
};

/** Share of a raw score, 0–100, for bars; 0 when there is nothing to score. */
export const percentOf = (correct: number, total: number): number =>
  total > 0 ? Math.round((correct / total) * 100) : 0;

export type QuestionResult = 'correct' | 'incorrect' | 'unanswered' | 'unscored';

/** A question's outcome in the report: unscored for pretest items and rated items without a grade. */
export const questionResultOf = (q: Pick<QuestionOutcome, 'answered' | 'correct' | 'pretest'>): QuestionResult => {
  if (!q.answered) return 'unanswered';
  if (q.pretest || q.correct === null) return 'unscored';
  return q.correct ? 'correct' : 'incorrect';
};

/** A leave splits the test into one more sitting (spec §4 "recorded as multiple sittings"). */
export const sittingsOf = (leaveCount: number): number => leaveCount + 1;

/** The kind's own headline scale, when the server sent no overall score but the sections have scaled ranges. */
const TOTAL_SCALE_OF_KIND: Record<ExamKind, OverallScale> = {
  sat: 'sat_total',
  act: 'raw',
  toefl: 'toefl_total',
  shsat: 'shsat_composite',
};

/**
 * The report's headline: the server's overall score; else, for older results, the sum of the sections'
 * scaled ranges (SAT total, SHSAT composite, TOEFL 0–120); else null (only raw scores are known).
 */
export const headlineOf = (
  kind: ExamKind,
  scores: { total: ScoreRange | null; overall?: OverallScore | null | undefined },
): OverallScore | null => {
  if (scores.overall) return scores.overall;
  if (!scores.total || kind === 'act') return null; // an ACT composite is a mean, never a sum
  return { scale: TOTAL_SCALE_OF_KIND[kind], value: null, range: scores.total, estimated: kind === 'shsat' };
};

/** Raw totals over the sections, for "57 of 98 correct". */
export const rawTotalOf = (sections: readonly Pick<SectionRawScore, 'raw' | 'maxRaw'>[]) =>
  sections.reduce((sum, s) => ({ raw: sum.raw + s.raw, maxRaw: sum.maxRaw + s.maxRaw }), { raw: 0, maxRaw: 0 });

/** Issue 17 (decision 0038): the report's one headline score, on the scale's own step ("1210", "24", "4.5"). */
export const formatHeadlineScore = (headline: Pick<ReportHeadline, 'scale' | 'score'>): string =>
  headline.scale === 'toefl_band' ? formatBand(headline.score) : String(Math.round(headline.score));

/** The catalogue address a weak skill's "practise" link opens: the exam's drills of the section, by title when one matched. */
export const practicePathOf = (kind: ExamKind, practice: Pick<SkillPractice, 'filter'>): string => {
  const params = new URLSearchParams({ type: practice.filter.type, section: practice.filter.section });
  if (practice.filter.q) params.set('q', practice.filter.q.slice(0, 100));
  return `/${kind}/list?${params.toString()}`;
};

/** Weak skills, weakest first (lowest band, then the lowest share, then as listed): the report's "practise next". */
export const weakestSkills = <S extends Pick<ReportSkill, 'band' | 'weak' | 'correct' | 'total'>>(
  skills: readonly S[],
): S[] =>
  skills
    .map((s, i) => ({ s, i }))
    .filter(({ s }) => s.weak)
    .sort(
      (a, b) =>
        a.s.band - b.s.band || percentOf(a.s.correct, a.s.total) - percentOf(b.s.correct, b.s.total) || a.i - b.i,
    )
    .map(({ s }) => s);

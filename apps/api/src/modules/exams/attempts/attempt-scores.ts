import type { AttemptScores, ModuleRoute, ScoreRange, SectionRawScore } from '@prepwell/contracts';
import { lookupScaled, selectScoreTable, type ScoreTable } from '../scoring/score-table.ts';
import { isToeflBand } from '../scoring/toefl.ts';
import { toeflLegacyRatedScaled, toeflRatedSectionBand, type RatedTaskScore } from '../scoring/toefl-rated.ts';
import { overallScore, type ScoredTest } from './attempt-overall.ts';
import type { DecidedRoutes, Plan } from './attempt-plan.ts';

export interface TakenModule {
  moduleId: string;
  correct: number | null;
  operational: number | null;
  /** Rated items (speaking, writing) of the module that await a grader. */
  pending: number;
  /** The module's rated items a grader has scored (TOEFL 2026 Writing and Speaking bands, decision 0030). */
  ratings?: readonly RatedTaskScore[];
}

export interface StoredScoreTable {
  sectionId: string;
  route: ModuleRoute;
  rows: ScoreRange[];
  /** `estimate` for a practice table (the demo's), `own` for one a centre wrote; absent: treated as own. */
  origin?: 'estimate' | 'own';
}

const toScoreTable = (t: StoredScoreTable): ScoreTable => ({
  section: t.sectionId,
  route: t.route === 'base' ? undefined : t.route,
  scale: { min: Math.min(...t.rows.map((r) => r[0])), max: Math.max(...t.rows.map((r) => r[1])) },
  rows: t.rows,
});

const scaledOf = (
  set: readonly ScoreTable[],
  sectionId: string,
  route: ModuleRoute,
  raw: number,
): ScoreRange | null => {
  try {
    const [lower, upper] = lookupScaled(selectScoreTable(set, sectionId, route === 'base' ? undefined : route), raw);
    return [lower, upper];
  } catch {
    return null; // no table for this section and route, or one that does not cover this raw score
  }
};

/**
 * TOEFL 2026 tables hold half-bands (2 = band 1.0 … 12 = band 6.0, decision 0008), so a section's band
 * is its scaled point score / 2. A section with items still awaiting a grader has no band yet.
 */
const toeflBandOf = (scaled: ScoreRange | null, pending: number): number | null => {
  if (!scaled || pending > 0 || scaled[0] !== scaled[1]) return null;
  const band = scaled[0] / 2;
  return isToeflBand(band) ? band : null;
};

/**
 * A TOEFL 2026 section without a score table whose rated items are all graded (Writing, Speaking): its
 * band by the estimated rating conversion (toefl-rated.ts, decision 0030), the machine-graded items
 * (Build a Sentence) counting as one task.
 */
const ratedBandOf = (
  scaled: ScoreRange | null,
  pending: number,
  ratings: readonly RatedTaskScore[],
  raw: number,
  maxRaw: number,
): number | null => {
  if (scaled || pending > 0 || ratings.length === 0) return null;
  return toeflRatedSectionBand(ratings, { correct: raw, total: maxRaw }).band;
};

/** The legacy TOEFL versions, scored 0–30 per section and 0–120 in all (exams.md §3.2). */
const LEGACY_TOEFL = new Set<ScoredTest['version']>(['toefl_2019', 'toefl_2023']);

/**
 * A legacy TOEFL section without a score table whose rated items are all graded (Speaking, Writing): its
 * 0–30 score by the estimated rating conversion (toeflLegacyRatedScaled, decision 0030's rule on 0–30).
 */
const legacyRatedOf = (
  scaled: ScoreRange | null,
  pending: number,
  ratings: readonly RatedTaskScore[],
  raw: number,
  maxRaw: number,
): ScoreRange | null => {
  if (scaled || pending > 0 || ratings.length === 0) return null;
  const { scaled: score } = toeflLegacyRatedScaled(ratings, { correct: raw, total: maxRaw });
  return [score, score];
};

/**
 * The ACT Writing section (exams.md §2): its 2–12 score is the essay's grade (one grader's 0–12 rubric total
 * standing in for the two readers' sum; a graded essay scores at least 2, the scale's floor; several
 * essays are averaged, halves up). It never enters the composite.
 */
const actWritingOf = (scaled: ScoreRange | null, pending: number, ratings: readonly RatedTaskScore[]) => {
  if (scaled || pending > 0 || ratings.length === 0) return null;
  const mean = Math.floor(ratings.reduce((n, r) => n + r.score, 0) / ratings.length + 0.5);
  const score = Math.min(12, Math.max(2, mean));
  return [score, score] as ScoreRange;
};

/**
 * Raw scores per section (correct operational answers over the modules taken) and, when the test has a
 * score table for the section and route, the scaled range (score-table.ts, exams.md §1.3). Without
 * tables the scaled scores are null and `scaled` says so. `overall` is the exam's headline score
 * (attempt-overall.ts); rated items are counted in `pending`.
 */
export const scoreAttempt = (
  test: ScoredTest,
  plan: Plan,
  taken: readonly TakenModule[],
  routes: DecidedRoutes,
  tables: readonly StoredScoreTable[],
): AttemptScores => {
  const set = tables.map(toScoreTable);
  const estimatedBands = new Set<string>();
  const sections = [...plan.sections]
    .sort((a, b) => a.position - b.position)
    .map((s): SectionRawScore => {
      const moduleIds = new Set(plan.modules.filter((m) => m.sectionId === s.id).map((m) => m.id));
      const mine = taken.filter((t) => moduleIds.has(t.moduleId));
      const raw = mine.reduce((n, t) => n + (t.correct ?? 0), 0);
      const maxRaw = mine.reduce((n, t) => n + (t.operational ?? 0), 0);
      const pending = mine.reduce((n, t) => n + t.pending, 0);
      const route = routes[s.id] ?? 'base';
      const ratings = mine.flatMap((t) => t.ratings ?? []);
      const tabled = scaledOf(set, s.id, route, raw);
      const legacy = LEGACY_TOEFL.has(test.version) ? legacyRatedOf(tabled, pending, ratings, raw, maxRaw) : null;
      if (legacy) estimatedBands.add(s.id);
      const essay = test.kind === 'act' && s.section === 'writing' ? actWritingOf(tabled, pending, ratings) : null;
      const scaled = tabled ?? legacy ?? essay;
      const rated = test.version === 'toefl_2026' ? ratedBandOf(scaled, pending, ratings, raw, maxRaw) : null;
      if (rated !== null) estimatedBands.add(s.id);
      const band = test.version === 'toefl_2026' ? (rated ?? toeflBandOf(scaled, pending)) : null;
      return { sectionId: s.id, section: s.section, route, raw, maxRaw, scaled, band, pending };
    });
  const all = sections.length > 0 && sections.every((s) => s.scaled !== null);
  const total: ScoreRange | null = all
    ? [sections.reduce((n, s) => n + s.scaled![0], 0), sections.reduce((n, s) => n + s.scaled![1], 0)]
    : null;
  // A linear paper SAT on practice tables is an estimate too (the digital adaptive one always is).
  const estimatedTables = tables.some((t) => t.origin === 'estimate');
  return {
    sections,
    total,
    scaled: all,
    overall: overallScore(test, plan, sections, estimatedBands.size > 0, estimatedTables),
  };
};

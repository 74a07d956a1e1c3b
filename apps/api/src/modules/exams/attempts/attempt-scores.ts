import type { AttemptScores, ModuleRoute, ScoreRange, SectionRawScore } from '@prepwell/contracts';
import { lookupScaled, selectScoreTable, type ScoreTable } from '../scoring/score-table.ts';
import type { DecidedRoutes, Plan } from './attempt-plan.ts';

export interface TakenModule {
  moduleId: string;
  correct: number | null;
  operational: number | null;
}

export interface StoredScoreTable {
  sectionId: string;
  route: ModuleRoute;
  rows: ScoreRange[];
}

const toScoreTable = (t: StoredScoreTable): ScoreTable => ({
  section: t.sectionId,
  route: t.route === 'base' ? undefined : t.route,
  scale: { min: Math.min(...t.rows.map((r) => r[0])), max: Math.max(...t.rows.map((r) => r[1])) },
  rows: t.rows,
});

/**
 * Raw scores per section (correct operational answers over the modules taken) and, when the test has a
 * score table for the section and route, the scaled range (score-table.ts, exams.md §1.3). Without
 * tables the scaled scores are null and `scaled` says so.
 */
export const scoreAttempt = (plan: Plan, taken: readonly TakenModule[], routes: DecidedRoutes, tables: readonly StoredScoreTable[]): AttemptScores => {
  const set = tables.map(toScoreTable);
  const sections = [...plan.sections]
    .sort((a, b) => a.position - b.position)
    .map((s): SectionRawScore => {
      const moduleIds = new Set(plan.modules.filter((m) => m.sectionId === s.id).map((m) => m.id));
      const mine = taken.filter((t) => moduleIds.has(t.moduleId));
      const raw = mine.reduce((n, t) => n + (t.correct ?? 0), 0);
      const maxRaw = mine.reduce((n, t) => n + (t.operational ?? 0), 0);
      const route = routes[s.id] ?? 'base';
      let scaled: ScoreRange | null = null;
      try {
        const [lower, upper] = lookupScaled(selectScoreTable(set, s.id, route === 'base' ? undefined : route), raw);
        scaled = [lower, upper];
      } catch {
        scaled = null; // no table for this section and route, or one that does not cover this raw score
      }
      return { sectionId: s.id, section: s.section, route, raw, maxRaw, scaled };
    });
  const all = sections.every((s) => s.scaled !== null);
  const total: ScoreRange | null = all
    ? [sections.reduce((n, s) => n + s.scaled![0], 0), sections.reduce((n, s) => n + s.scaled![1], 0)]
    : null;
  return { sections, total, scaled: all && sections.length > 0 };
};

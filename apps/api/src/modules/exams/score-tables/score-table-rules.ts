import type {
  ExamKind,
  ExamVersion,
  ModuleRoute,
  ScoreRange,
  ScoreTableInput,
  Section,
  ServerMessageKey,
} from '@prepwell/contracts';
import { validateScoreTable } from '../scoring/score-table.ts';

/**
 * The score tables' rules (pure, no I/O, decision 0028): the exam's scale of a section, the routes a
 * section needs a table for, the raw maximum of each route, and the checks of a table before it is
 * saved or previewed.
 */

/**
 * The exam's scale of a section's scaled score (exams.md), null where the exam has none:
 * - SAT (digital and paper): 200–800 per section (§1.1, [CB-scores]✅).
 * - ACT: 1–36 per test (§2); Writing 2–12.
 * - TOEFL 2026: bands 1–6 stored as half-bands 2–12 (decision 0008, §3.2); legacy TOEFL 0–30 (§3.2).
 * - SHSAT: 0–400 per section, the commonly cited section maximum (§4 ⚠️: the DOE publishes no table,
 *   the demo's estimated curve tops out at 350).
 */
export const sectionScale = (kind: ExamKind, version: ExamVersion, section: Section): ScoreRange | null => {
  switch (kind) {
    case 'sat':
      return section === 'english' || section === 'math' ? [200, 800] : null;
    case 'act':
      if (section === 'writing') return [2, 12];
      return ['english', 'math', 'reading', 'science'].includes(section) ? [1, 36] : null;
    case 'toefl':
      if (!['reading', 'listening', 'speaking', 'writing'].includes(section)) return null;
      return version === 'toefl_2026' ? [2, 12] : [0, 30];
    case 'shsat':
      return section === 'ela' || section === 'math' ? [0, 400] : null;
  }
};

/** A module of a section as the rules need it: its stage, route and scored (operational) questions. */
export interface RuleModule {
  sectionId: string;
  position: number;
  route: ModuleRoute;
  operational: number;
}

/** The routes a section has a table for: `easier` and `harder` when it has routed modules, else `base`. */
export const routesOfSection = (modules: readonly RuleModule[]): ModuleRoute[] => {
  const routed = (['easier', 'harder'] as const).filter((r) => modules.some((m) => m.route === r));
  return routed.length ? [...routed] : ['base'];
};

/**
 * The scored questions a student meets on a route: at each stage the `base` module, or the route's own
 * module (module 1 + the route's module 2 of an adaptive section; every module of a linear one).
 */
export const maxRawOf = (modules: readonly RuleModule[], route: ModuleRoute): number => {
  const stages = [...new Set(modules.map((m) => m.position))];
  return stages.reduce((sum, stage) => {
    const here = modules.filter((m) => m.position === stage);
    const taken = here.find((m) => m.route === 'base') ?? here.find((m) => m.route === route);
    return sum + (taken?.operational ?? 0);
  }, 0);
};

/** One table the test needs: a section and route, with the raw maximum and the exam's scale. */
export interface TableTarget {
  sectionId: string;
  route: ModuleRoute;
  maxRaw: number;
  scale: ScoreRange | null;
}

export interface RuleSection {
  id: string;
  section: Section;
}

/** Every table the test needs, in section order then easier → harder. */
export const tableTargets = (
  test: { kind: ExamKind; version: ExamVersion },
  sections: readonly RuleSection[],
  modules: readonly RuleModule[],
): TableTarget[] =>
  sections.flatMap((s) => {
    const mine = modules.filter((m) => m.sectionId === s.id);
    return routesOfSection(mine).map((route) => ({
      sectionId: s.id,
      route,
      maxRaw: maxRawOf(mine, route),
      scale: sectionScale(test.kind, test.version, s.section),
    }));
  });

export interface TableProblem {
  path: string;
  key: ServerMessageKey;
}

/** Without an exam scale, scaled scores are only held non-negative. */
const OPEN_SCALE = { min: 0, max: Number.MAX_SAFE_INTEGER };

/**
 * Checks the tables of a PUT or a preview against the test: a known section and route, given once, rows
 * for exactly raw 0 … maxRaw, lower ≤ upper, both bounds non-decreasing, within the exam's scale. One
 * problem per finding, on `tables.{i}.sectionId|route|rows` or on the row `tables.{i}.rows.{raw}`.
 */
export const checkTables = (tables: readonly ScoreTableInput[], targets: readonly TableTarget[]): TableProblem[] => {
  const problems: TableProblem[] = [];
  const seen = new Set<string>();
  tables.forEach((table, i) => {
    const at = `tables.${i}`;
    if (!targets.some((t) => t.sectionId === table.sectionId)) {
      problems.push({ path: `${at}.sectionId`, key: 'score_tables.unknown_section' });
      return;
    }
    const target = targets.find((t) => t.sectionId === table.sectionId && t.route === table.route);
    if (!target) {
      problems.push({ path: `${at}.route`, key: 'score_tables.unknown_route' });
      return;
    }
    const id = `${table.sectionId}:${table.route}`;
    if (seen.has(id)) {
      problems.push({ path: `${at}.route`, key: 'score_tables.repeated' });
      return;
    }
    seen.add(id);
    const scale = target.scale ? { min: target.scale[0], max: target.scale[1] } : OPEN_SCALE;
    for (const issue of validateScoreTable({ section: table.sectionId, scale, rows: table.rows }, target.maxRaw))
      switch (issue.code) {
        case 'empty':
        case 'wrong_length':
          problems.push({ path: `${at}.rows`, key: 'score_tables.row_count' });
          break;
        case 'inverted_range':
          problems.push({ path: `${at}.rows.${issue.raw}`, key: 'score_tables.inverted' });
          break;
        case 'not_monotonic':
          problems.push({ path: `${at}.rows.${issue.raw}`, key: 'score_tables.decreasing' });
          break;
        case 'out_of_scale':
        case 'not_integer':
        case 'off_step':
          problems.push({ path: `${at}.rows.${issue.raw}`, key: 'score_tables.out_of_scale' });
          break;
      }
  });
  return problems;
};

import type {
  ModuleRoute,
  ScoreRange,
  ScoreTableOrigin,
  ScoreTableSet,
  ScoreTableView,
  Section,
} from '@prepwell/contracts';
import { fullName } from '../../users/users.presenter.ts';
import type { TableTarget } from './score-table-rules.ts';

interface StoredTable {
  sectionId: string;
  route: ModuleRoute;
  rows: ScoreRange[];
  origin: ScoreTableOrigin;
}

/**
 * The test's tables, one per section and route it needs (score-table-rules.ts), with the stored rows
 * (`[]` where none is stored yet: origin `own`, since whatever the author writes is theirs). An adaptive
 * section with only a route-less table shows it on both routes, as scoring uses it.
 */
export const presentScoreTableSet = (s: {
  test: { id: string };
  sections: readonly { id: string; section: Section; title: string }[];
  targets: readonly TableTarget[];
  stored: readonly StoredTable[];
  readOnly: boolean;
}): ScoreTableSet => ({
  testId: s.test.id,
  readOnly: s.readOnly,
  tables: s.targets.map((t): ScoreTableView => {
    const section = s.sections.find((x) => x.id === t.sectionId)!;
    // A route-less table serves every route of its section (scoring/score-table.ts selectScoreTable).
    const stored =
      s.stored.find((x) => x.sectionId === t.sectionId && x.route === t.route) ??
      s.stored.find((x) => x.sectionId === t.sectionId && x.route === 'base');
    return {
      sectionId: t.sectionId,
      section: section.section,
      title: section.title,
      route: t.route,
      origin: stored?.origin ?? 'own',
      rows: stored ? stored.rows.map(([lower, upper]): ScoreRange => [lower, upper]) : [],
      maxRaw: t.maxRaw,
      scale: t.scale,
    };
  }),
});

/** The student as lists and reports name them: first and last name, else the username. */
export const presentStudentName = (s: { firstName: string | null; lastName: string | null; username: string | null }) =>
  fullName(s) ?? s.username ?? '';

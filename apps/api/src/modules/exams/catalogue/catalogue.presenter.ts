import type { ModuleOutline, SectionOutline, TestDetail, TestSummary } from '@prepwell/contracts';
import type { ModuleRow, SectionRow, TestRow } from './catalogue.repository.ts';

export const presentTestSummary = (row: TestRow, tenantId: string): TestSummary => ({
  id: row.id,
  title: row.title,
  kind: row.kind,
  type: row.type,
  version: row.version,
  sections: row.sections,
  question_count: row.questionCount,
  minutes: row.minutes,
  is_public: row.isPublic,
  owner: row.tenantId === tenantId ? 'own' : 'shared',
  status: row.status,
  revision: row.revision,
  updated_at: row.updatedAt.toISOString(),
});

const presentModule = (m: ModuleRow, questionCount: number): ModuleOutline => ({
  id: m.id,
  title: m.title,
  position: m.position,
  route: m.route,
  minutes: Math.round(m.timeLimitSeconds / 60),
  question_count: questionCount,
  break_after_minutes: Math.round(m.breakAfterSeconds / 60),
});

export const presentTestDetail = (
  row: TestRow,
  tenantId: string,
  structure: { sections: SectionRow[]; modules: ModuleRow[]; counts: Map<string, number> },
): TestDetail => ({
  ...presentTestSummary(row, tenantId),
  description: row.description,
  sections_outline: structure.sections.map((s): SectionOutline => ({
    id: s.id,
    section: s.section,
    title: s.title,
    position: s.position,
    adaptive: s.adaptive,
    modules: structure.modules
      .filter((m) => m.sectionId === s.id)
      .map((m) => presentModule(m, structure.counts.get(m.id) ?? 0)),
  })),
});

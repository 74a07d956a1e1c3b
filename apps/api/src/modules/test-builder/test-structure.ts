import { randomUUID } from 'node:crypto';
import type { BuilderModule, BuilderSection, ModuleRoute, TestInput } from '@prepwell/contracts';
import type { TenantTx } from '../../db/with-tenant.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import { testTotals } from '../exams/catalogue/test-totals.ts';
import {
  deleteSectionsOfTest,
  insertModuleQuestionRows,
  insertModuleRows,
  insertScoreTableRows,
  insertSectionRows,
  selectModuleRows,
  selectPlacedQuestions,
  selectScoreTableRows,
  selectSectionRows,
  updateModuleTexts,
  updateSectionTexts,
  updateTestRow,
  type ModuleInsert,
  type ModuleQuestionInsert,
  type ModuleRow,
  type PlacedRow,
  type ScoreTableInsert,
  type ScoreTableRow,
  type SectionInsert,
  type SectionRow,
  type TestRow,
} from './test-builder.repository.ts';

/**
 * A test's tree as the builder reads and writes it (decision 0027): sections → modules → placed
 * questions, compared by what a student meets (its shape) and written whole, with the section and module
 * ids kept on an edit in place and new ones for a new version, and the score tables of the sections that
 * remain carried over.
 */
export interface LoadedStructure {
  sections: SectionRow[];
  /** By stage, then route (base, easier, harder). */
  modules: ModuleRow[];
  /** Per module id, in order. */
  placed: Map<string, PlacedRow[]>;
}

export const loadStructure = async (tx: TenantTx, testId: string): Promise<LoadedStructure> => {
  const sections = await selectSectionRows(tx, testId);
  const modules = await selectModuleRows(tx, testId);
  const placed = new Map<string, PlacedRow[]>();
  for (const row of await selectPlacedQuestions(
    tx,
    modules.map((m) => m.id),
  ))
    placed.set(row.moduleId, [...(placed.get(row.moduleId) ?? []), row]);
  return { sections, modules, placed };
};

export const modulesOf = (structure: LoadedStructure, sectionId: string) =>
  structure.modules.filter((m) => m.sectionId === sectionId);

const minutesOf = (seconds: number) => Math.round(seconds / 60);

/** The stored test's own fields as the builder reads and writes them (its texts, kind and shape). */
export const testFieldsOf = (test: TestRow) => ({
  title: test.title,
  description: test.description,
  kind: test.kind,
  type: test.type,
  version: test.version,
  mode: test.mode,
  directions: test.directions,
  clock: test.clock,
});

type LoadedSection = LoadedStructure['sections'][number];
type LoadedModule = LoadedStructure['modules'][number];

/** A stored section's fields as the builder reads and writes them (its modules aside). */
export const sectionFieldsOf = (s: LoadedSection) => ({
  id: s.id,
  section: s.section,
  title: s.title,
  adaptive: s.adaptive,
  harderAtOrAbove: s.harderAtOrAbove,
  directions: s.directions,
});

/** A stored module as the builder reads and writes it: minutes, not seconds, and its questions' ids in order. */
export const moduleFieldsOf = (structure: LoadedStructure, m: LoadedModule): BuilderModule & { id: string } => ({
  id: m.id,
  title: m.title,
  position: m.position,
  route: m.route,
  minutes: minutesOf(m.timeLimitSeconds),
  breakAfterMinutes: minutesOf(m.breakAfterSeconds),
  directions: m.directions,
  questionIds: (structure.placed.get(m.id) ?? []).map((q) => q.id),
});

/** The stored test as the builder's input (ids included): the base a PATCH applies to. */
export const inputOf = (test: TestRow, structure: LoadedStructure): TestInput => ({
  ...testFieldsOf(test),
  sections: structure.sections.map((s): BuilderSection => ({
    ...sectionFieldsOf(s),
    modules: modulesOf(structure, s.id).map((m) => moduleFieldsOf(structure, m)),
  })),
});

const ROUTE_ORDER: Record<ModuleRoute, number> = { base: 0, easier: 1, harder: 2 };
const byStage = (a: BuilderModule, b: BuilderModule) =>
  a.position - b.position || ROUTE_ORDER[a.route] - ROUTE_ORDER[b.route];

type Shaped = Pick<TestInput, 'kind' | 'type' | 'version' | 'mode' | 'clock' | 'sections'>;

/** What a student meets: everything but the texts (titles, description, directions). */
const shapeOf = (t: Shaped) =>
  JSON.stringify({
    kind: t.kind,
    type: t.type,
    version: t.version,
    mode: t.mode,
    clock: t.clock,
    sections: t.sections.map((s) => ({
      section: s.section,
      adaptive: s.adaptive,
      harderAtOrAbove: s.adaptive ? s.harderAtOrAbove : null,
      modules: [...s.modules]
        .sort(byStage)
        .map((m) => [m.position, m.route, m.minutes, m.breakAfterMinutes, m.questionIds]),
    })),
  });

/** Whether an edit changes what a student meets (then a test with attempts gets a new version). */
export const changesShape = (before: Shaped, after: Shaped) => shapeOf(before) !== shapeOf(after);

/** An edit of the texts only (same shape): titles and directions of the sections and modules, in place. */
export const writeStructureTexts = async (tx: TenantTx, structure: LoadedStructure, sections: BuilderSection[]) => {
  for (const [i, s] of sections.entries()) {
    const row = structure.sections[i];
    if (!row) continue;
    const directions = sanitizeRichText(s.directions);
    if (row.title !== s.title || row.directions !== directions)
      await updateSectionTexts(tx, row.id, { title: s.title, directions });
    const rows = modulesOf(structure, row.id);
    for (const [j, m] of [...s.modules].sort(byStage).entries()) {
      const mrow = rows[j];
      const mdirections = sanitizeRichText(m.directions);
      if (mrow && (mrow.title !== m.title || mrow.directions !== mdirections))
        await updateModuleTexts(tx, mrow.id, { title: m.title, directions: mdirections });
    }
  }
};

/** The routes a section's score tables are kept for: module 2's easier and harder of an adaptive one, else base. */
const tableRoutesOf = (s: { adaptive: boolean }): ModuleRoute[] => (s.adaptive ? ['easier', 'harder'] : ['base']);

/**
 * Which earlier section each new one continues (its score tables follow it): the one whose id it names,
 * else the unclaimed one at the same position with the same section.
 */
const matchSections = (previous: SectionRow[], sections: BuilderSection[]) => {
  const claimed = new Set<string>();
  const matches = sections.map((s) => {
    const found = s.id ? previous.find((p) => p.id === s.id && !claimed.has(p.id)) : undefined;
    if (found) claimed.add(found.id);
    return found;
  });
  return matches.map((found, i) => {
    if (found) return found;
    const s = sections[i]!;
    const same = previous.find((p) => p.position === i + 1 && p.section === s.section && !claimed.has(p.id));
    if (same) claimed.add(same.id);
    return same;
  });
};

export interface StructureSource {
  structure: LoadedStructure;
  tables: ScoreTableRow[];
}

/**
 * Writes a test's whole tree from the builder's sections and stores its totals (as createTestFromBlueprint
 * does). `inPlace`: the test's own tree is replaced, keeping the ids of sections and modules it names (or
 * continues) so their score tables stay; otherwise (a new version, a duplicate) every id is new and the
 * tables of the continued sections of `from` are copied. Tables of a route the section no longer has go.
 */
export const writeStructure = async (
  tx: TenantTx,
  test: { id: string; isPublic: boolean },
  sections: BuilderSection[],
  options: { from: StructureSource | null; inPlace: boolean },
) => {
  const { from, inPlace } = options;
  const isPublic = test.isPublic;
  const matches = from ? matchSections(from.structure.sections, sections) : sections.map(() => undefined);
  const previousModules = new Set(from?.structure.modules.map((m) => m.id) ?? []);
  const usedModules = new Set<string>();
  const sectionRows: SectionInsert[] = [];
  const moduleRows: ModuleInsert[] = [];
  const placedRows: ModuleQuestionInsert[] = [];
  const tableRows: ScoreTableInsert[] = [];
  for (const [i, s] of sections.entries()) {
    const match = matches[i];
    const sectionId = inPlace && match ? match.id : randomUUID();
    sectionRows.push({
      id: sectionId,
      testId: test.id,
      section: s.section,
      title: s.title,
      position: i + 1,
      adaptive: s.adaptive,
      harderAtOrAbove: s.adaptive ? s.harderAtOrAbove : null,
      directions: sanitizeRichText(s.directions),
      isPublic,
    });
    for (const m of s.modules) {
      const keep = inPlace && m.id && previousModules.has(m.id) && !usedModules.has(m.id);
      const moduleId = keep && m.id ? m.id : randomUUID();
      usedModules.add(moduleId);
      moduleRows.push({
        id: moduleId,
        testId: test.id,
        sectionId,
        title: m.title,
        position: m.position,
        route: m.route,
        timeLimitSeconds: m.minutes * 60,
        breakAfterSeconds: m.breakAfterMinutes * 60,
        directions: sanitizeRichText(m.directions),
        isPublic,
      });
      m.questionIds.forEach((questionId, k) => placedRows.push({ moduleId, questionId, position: k + 1, isPublic }));
    }
    if (match && from)
      for (const t of from.tables)
        if (t.sectionId === match.id && tableRoutesOf(s).includes(t.route))
          tableRows.push({
            ...(inPlace ? { id: t.id } : {}),
            testId: test.id,
            sectionId,
            route: t.route,
            rows: t.rows,
            origin: t.origin,
            updatedAt: t.updatedAt,
            isPublic,
          });
  }
  if (inPlace) await deleteSectionsOfTest(tx, test.id);
  await insertSectionRows(tx, sectionRows);
  await insertModuleRows(tx, moduleRows);
  await insertModuleQuestionRows(tx, placedRows);
  await insertScoreTableRows(tx, tableRows);
  const totals = testTotals(
    sections.map((s) => ({
      modules: s.modules.map((m) => ({
        position: m.position,
        route: m.route,
        questionCount: m.questionIds.length,
        timeLimitSeconds: m.minutes * 60,
      })),
    })),
  );
  await updateTestRow(tx, test.id, { sections: [...new Set(sections.map((s) => s.section))], ...totals });
};

/** A test's tree and score tables, to continue or copy from. */
export const loadSource = async (tx: TenantTx, testId: string): Promise<StructureSource> => ({
  structure: await loadStructure(tx, testId),
  tables: await selectScoreTableRows(tx, testId),
});

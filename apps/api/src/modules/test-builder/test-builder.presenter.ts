import type { PlacedQuestion, StructureWarning, TestStructure, TestWriteResult } from '@prepwell/contracts';
import { excerptOf } from '../questions/questions.presenter.ts';
import type { PlacedRow, TestRow } from './test-builder.repository.ts';
import { moduleFieldsOf, modulesOf, sectionFieldsOf, testFieldsOf, type LoadedStructure } from './test-structure.ts';

/** What the builder shows of a test besides its rows: who may change it, its attempts, versions and warnings. */
export interface StructureExtras {
  tenantId: string;
  readOnly: boolean;
  attemptCount: number;
  versions: { id: string; revision: number; status: TestRow['status'] }[];
  warnings: StructureWarning[];
}

/** A placed question: its stem as plain text cut to 160 characters (the question bank's excerpt). */
export const presentPlacedQuestion = (q: PlacedRow): PlacedQuestion => ({
  id: q.id,
  type: q.type,
  preview: excerptOf(q.stem),
  difficulty: q.difficulty,
  domain: q.domain,
  skill: q.skill,
  passageId: q.passageId,
  section: q.section,
});

export const presentStructure = (test: TestRow, structure: LoadedStructure, x: StructureExtras): TestStructure => ({
  id: test.id,
  rootId: test.rootId ?? test.id,
  revision: test.revision,
  status: test.status,
  owner: test.tenantId === x.tenantId ? 'own' : 'shared',
  readOnly: x.readOnly,
  ...testFieldsOf(test),
  sections: structure.sections.map((s) => ({
    ...sectionFieldsOf(s),
    modules: modulesOf(structure, s.id).map((m) => ({
      ...moduleFieldsOf(structure, m),
      questions: (structure.placed.get(m.id) ?? []).map(presentPlacedQuestion),
    })),
  })),
  questionCount: test.questionCount,
  minutes: test.minutes,
  attemptCount: x.attemptCount,
  versions: x.versions.map((v) => ({ id: v.id, revision: v.revision, status: v.status })),
  warnings: x.warnings,
  updatedAt: test.updatedAt.toISOString(),
});

export const presentWriteResult = (structure: TestStructure, newVersion: boolean): TestWriteResult => ({
  ...structure,
  newVersion,
});

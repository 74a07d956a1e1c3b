import { ScoreTableSet, TestStructure, type ScoreTableView } from '@prepwell/contracts';

/** Test data of the score-table component tests: a SAT test with an adaptive R&W section and a Math section. */
export const TEST_ID = '00000000-0000-4000-8000-000000000100';
export const RW = '00000000-0000-4000-8000-0000000000a1';
export const MATH = '00000000-0000-4000-8000-0000000000a2';

export const harderTable = (overrides: Partial<ScoreTableView> = {}): ScoreTableView => ({
  sectionId: RW,
  section: 'english',
  title: 'Reading and Writing',
  route: 'harder',
  origin: 'estimate',
  rows: [
    [200, 200],
    [300, 310],
    [500, 520],
    [800, 800],
  ],
  maxRaw: 3,
  scale: [200, 800],
  ...overrides,
});

export const mathTable = (overrides: Partial<ScoreTableView> = {}): ScoreTableView => ({
  sectionId: MATH,
  section: 'math',
  title: 'Math',
  route: 'base',
  origin: 'own',
  rows: [],
  maxRaw: 2,
  scale: [200, 800],
  ...overrides,
});

export const tableSet = (tables = [harderTable(), mathTable()], readOnly = false) =>
  ScoreTableSet.parse({ testId: TEST_ID, tables, readOnly });

const module = (id: string, route: 'base' | 'easier' | 'harder', position: number) => ({
  id,
  title: `Module ${position}`,
  position,
  route,
  minutes: 32,
  breakAfterMinutes: 0,
  directions: '',
  questionIds: [],
  questions: [],
});

export const structure = (overrides: Record<string, unknown> = {}) =>
  TestStructure.parse({
    id: TEST_ID,
    rootId: TEST_ID,
    revision: 2,
    status: 'published',
    owner: 'own',
    readOnly: false,
    title: 'Centre SAT mock 1',
    description: '',
    kind: 'sat',
    type: 'adaptive_exam',
    version: 'sat_digital',
    mode: null,
    directions: '',
    clock: 'module',
    sections: [
      {
        id: RW,
        section: 'english',
        title: 'Reading and Writing',
        adaptive: true,
        harderAtOrAbove: null,
        directions: '',
        modules: [
          module('00000000-0000-4000-8000-0000000000b1', 'base', 1),
          module('00000000-0000-4000-8000-0000000000b2', 'harder', 2),
        ],
      },
    ],
    questionCount: 54,
    minutes: 64,
    attemptCount: 3,
    versions: [{ id: TEST_ID, revision: 2, status: 'published' }],
    warnings: [],
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  });

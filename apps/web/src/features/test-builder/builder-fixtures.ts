import type {
  PlacedQuestion,
  QuestionSummary,
  QuestionView,
  ReviewQuestion,
  TestStructure,
  TestSummary,
  TestWriteResult,
} from '@prepwell/contracts';

/** Data of the test builder's component tests, as the API answers it (contracts shapes). */
export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const TEST_ID = uuid(100);
export const RW = uuid(200);
export const M1 = uuid(301);
export const M2E = uuid(302);
export const M2H = uuid(303);
export const PASSAGE = uuid(900);

export const placed = (n: number, overrides: Partial<PlacedQuestion> = {}): PlacedQuestion => ({
  id: uuid(n),
  type: 'multiple_choice',
  preview: `Stem of question ${n}`,
  difficulty: 'medium',
  domain: 'Craft and Structure',
  skill: 'Words in Context',
  passageId: null,
  section: 'english',
  ...overrides,
});

/** A digital SAT adaptive test with one Reading and Writing section; module 1 holds `questions`. */
export const structure = (
  overrides: Partial<TestStructure> = {},
  questions = [placed(1), placed(2)],
): TestStructure => ({
  id: TEST_ID,
  rootId: TEST_ID,
  revision: 2,
  status: 'published',
  owner: 'own',
  readOnly: false,
  title: 'Centre mock A',
  description: 'Our first mock.',
  kind: 'sat',
  type: 'adaptive_exam',
  version: 'sat_digital',
  mode: null,
  directions: '',
  clock: 'module',
  questionCount: questions.length,
  minutes: 64,
  attemptCount: 0,
  versions: [
    { id: uuid(99), revision: 1, status: 'archived' },
    { id: TEST_ID, revision: 2, status: 'published' },
  ],
  warnings: [],
  updatedAt: '2026-03-01T10:00:00.000Z',
  sections: [
    {
      id: RW,
      section: 'english',
      title: 'Reading and Writing',
      adaptive: true,
      harderAtOrAbove: null,
      directions: '',
      modules: [
        {
          id: M1,
          title: 'Module 1',
          position: 1,
          route: 'base',
          minutes: 32,
          breakAfterMinutes: 0,
          directions: '',
          questionIds: questions.map((q) => q.id),
          questions,
        },
        {
          id: M2E,
          title: 'Module 2 (easier)',
          position: 2,
          route: 'easier',
          minutes: 32,
          breakAfterMinutes: 10,
          directions: '',
          questionIds: [],
          questions: [],
        },
        {
          id: M2H,
          title: 'Module 2 (harder)',
          position: 2,
          route: 'harder',
          minutes: 32,
          breakAfterMinutes: 10,
          directions: '',
          questionIds: [],
          questions: [],
        },
      ],
    },
  ],
  ...overrides,
});

export const written = (overrides: Partial<TestStructure> = {}, newVersion = false): TestWriteResult => ({
  ...structure(overrides),
  newVersion,
});

export const summary = (overrides: Partial<TestSummary> = {}): TestSummary => ({
  id: TEST_ID,
  title: 'Centre mock A',
  kind: 'sat',
  type: 'adaptive_exam',
  version: 'sat_digital',
  sections: ['english', 'math'],
  question_count: 98,
  minutes: 134,
  is_public: false,
  owner: 'own',
  status: 'published',
  revision: 2,
  updated_at: '2026-03-01T10:00:00.000Z',
  ...overrides,
});

export const bankRow = (n: number, overrides: Partial<QuestionSummary> = {}): QuestionSummary => ({
  id: uuid(n),
  rootId: uuid(n),
  version: 1,
  status: 'active',
  kind: 'act',
  section: 'english',
  subject: 'Conventions',
  source: '',
  type: 'multiple_choice',
  excerpt: `Bank question ${n}`,
  labels: [{ id: uuid(700), name: 'Punctuation' }],
  difficulty: 'easy',
  shared: false,
  editable: true,
  author: null,
  usedIn: 2,
  flags: [],
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

/** GET /api/questions/:id as far as the builder reads it (the passage), the rest plausible. */
export const bankView = (row: QuestionSummary, passage: string | null): QuestionView => ({
  id: row.id,
  rootId: row.rootId,
  version: 1,
  status: row.status,
  kind: row.kind,
  section: row.section,
  subject: row.subject,
  source: '',
  sourceId: null,
  type: row.type,
  task: null,
  stem: row.excerpt,
  choices: [
    { id: 'A', text: 'a' },
    { id: 'B', text: 'b' },
  ],
  answerKey: { kind: 'choice', correct: ['A'] },
  sampleAnswer: '',
  explanation: '',
  labels: row.labels,
  difficulty: row.difficulty,
  irt: null,
  passage: passage ? { id: passage, title: null } : null,
  media: null,
  solution: null,
  shared: false,
  editable: true,
  author: null,
  usedIn: row.usedIn,
  seen: false,
  flags: [],
  createdAt: row.updatedAt,
  updatedAt: row.updatedAt,
});

export const reviewQuestion = (n: number, moduleId: string, position: number): ReviewQuestion => ({
  id: uuid(n),
  position,
  moduleId,
  sectionId: RW,
  type: 'multiple_choice',
  task: null,
  stem: `Stem ${n}`,
  stemHtml: `<p>Stem of question ${n}</p>`,
  choices: [
    { id: 'A', text: 'yes', html: '<p>yes</p>' },
    { id: 'B', text: 'no', html: '<p>no</p>' },
  ],
  passage: null,
  media: { audioUrl: null, maxPlays: null, prepSeconds: null, responseSeconds: null, minWords: null },
  number: n,
  section: 'english',
  answer: null,
  correct: null,
  correctAnswer: ['A'],
  explanation: `Because of ${n}.`,
  explanationHtml: `<p>Because of reason ${n}.</p>`,
  domain: 'Craft and Structure',
  skill: 'Words in Context',
  difficulty: 'easy',
  pretest: false,
  flagged: false,
  timeSpentSeconds: 0,
});

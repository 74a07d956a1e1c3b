import { z } from 'zod';
import { Id } from './common.ts';
import { AttemptMode, AttemptScores, OverallScore, SectionRawScore } from './attempts.ts';
import {
  Difficulty,
  ExamKind,
  ExamVersion,
  ModuleRoute,
  QuestionType,
  ScoreRange,
  Section,
  TestStatus,
  TestType,
} from './exams.ts';
import { RichText } from './questions.ts';

/**
 * Issue 14: the test builder (decisions 0027–0029). Owned by apps/api/src/modules/test-builder (tests,
 * structure, publishing, versions), modules/exams/score-tables, modules/exams/regrade, modules/test-pdf
 * and results/combine. Teachers and company admins author their tenant's tests; a super admin of `main`
 * authors the shared catalogue. Students never see a draft.
 */

/** `estimate`: the demo's estimated tables (exams.md: College Board publishes none for the adaptive test); `own`: the centre's. */
export const SCORE_TABLE_ORIGINS = ['estimate', 'own'] as const;
export const ScoreTableOrigin = z.enum(SCORE_TABLE_ORIGINS);
export type ScoreTableOrigin = z.infer<typeof ScoreTableOrigin>;

export const TEST_TITLE_MAX = 200;
export const BUILDER_MODULE_QUESTIONS_MAX = 200;

// ---------------------------------------------------------------------------------------------
// The structure a builder sends: POST /api/tests, PATCH /api/tests/{id}

export const BuilderModule = z.object({
  /** An existing module's id (kept on edit); absent for a new one. */
  id: Id.optional(),
  title: z.string().trim().min(1).max(200),
  /** Stage within the section: 1 for module 1, 2 for both routes of module 2. */
  position: z.number().int().min(1).max(4),
  /** `base` for a linear module; module 2 of an adaptive section has an `easier` and a `harder` one. */
  route: ModuleRoute.default('base'),
  minutes: z.number().int().min(1).max(600),
  breakAfterMinutes: z.number().int().min(0).max(120).default(0),
  directions: RichText.default(''),
  /** Bank question ids in the order the student meets them. */
  questionIds: z.array(Id).max(BUILDER_MODULE_QUESTIONS_MAX).default([]),
});
export type BuilderModule = z.infer<typeof BuilderModule>;

export const BuilderSection = z.object({
  id: Id.optional(),
  section: Section,
  title: z.string().trim().min(1).max(200),
  adaptive: z.boolean().default(false),
  /**
   * The routing rule of an adaptive section: the share of operational module-1 items right at or above
   * which module 2 is the harder one (inclusive). Null: the documented default 0.6 (exams.md §1.3 ⚠️).
   */
  harderAtOrAbove: z.number().min(0).max(1).nullable().default(null),
  directions: RichText.default(''),
  modules: z.array(BuilderModule).min(1).max(6),
});
export type BuilderSection = z.infer<typeof BuilderSection>;

export const TestInput = z.object({
  title: z.string().trim().min(1).max(TEST_TITLE_MAX),
  description: z.string().trim().max(2000).default(''),
  kind: ExamKind,
  type: TestType,
  version: ExamVersion,
  /** `practice` or `exam`; null follows the test type (drills, modules and sections are practice). */
  mode: AttemptMode.nullable().default(null),
  directions: RichText.default(''),
  /** `module`: a countdown per module; `test`: one clock for the whole test (SHSAT). */
  clock: z.enum(['module', 'test']).default('module'),
  sections: z.array(BuilderSection).min(1).max(8),
});
export type TestInput = z.infer<typeof TestInput>;
export type TestInputRaw = z.input<typeof TestInput>;

/**
 * PATCH: any subset; `sections` replaces the whole structure. A field left out stays as it is, so the
 * top-level fields carry no defaults here (zod applies a default inside `.partial()`, which would reset
 * the description, mode, directions and clock of every PATCH that did not send them).
 */
export const TestPatch = z
  .object({
    title: TestInput.shape.title,
    description: z.string().trim().max(2000),
    kind: ExamKind,
    type: TestType,
    version: ExamVersion,
    mode: AttemptMode.nullable(),
    directions: RichText,
    clock: z.enum(['module', 'test']),
    sections: TestInput.shape.sections,
  })
  .partial();
export type TestPatch = z.infer<typeof TestPatch>;

// ---------------------------------------------------------------------------------------------
// What the builder reads: GET /api/tests/{id}/structure, and every write's answer

/**
 * A structure check against the real exam (exams.md), shown as a warning (never a silent save, never a
 * refusal): the web localizes by `code`; `path` points at the part (`sections.0.modules.1`).
 */
export const STRUCTURE_WARNING_CODES = [
  'section_missing',
  'section_unexpected',
  'section_order',
  'module_question_count',
  'module_minutes',
  'module_empty',
  'adaptive_routes',
  'break_missing',
  'question_section_mismatch',
  'question_kind_mismatch',
  'question_repeated',
  'passage_split',
] as const;
export const StructureWarningCode = z.enum(STRUCTURE_WARNING_CODES);
export type StructureWarningCode = z.infer<typeof StructureWarningCode>;

export const StructureWarning = z.object({
  code: StructureWarningCode,
  path: z.string(),
  /** What the real exam has and what this test has (a count, minutes, a section name). */
  expected: z.union([z.string(), z.number()]).nullable(),
  actual: z.union([z.string(), z.number()]).nullable(),
});
export type StructureWarning = z.infer<typeof StructureWarning>;

/** A question as placed in a module: enough to list, order and spot it. */
export const PlacedQuestion = z.object({
  id: Id,
  type: QuestionType,
  /** The stem as plain text, cut to 160 characters. */
  preview: z.string(),
  difficulty: Difficulty.nullable(),
  domain: z.string().nullable(),
  skill: z.string().nullable(),
  passageId: Id.nullable(),
  section: Section,
});
export type PlacedQuestion = z.infer<typeof PlacedQuestion>;

export const StructureModule = BuilderModule.extend({
  id: Id,
  questions: z.array(PlacedQuestion),
});
export const StructureSection = BuilderSection.extend({
  id: Id,
  modules: z.array(StructureModule),
});

export const TestVersionRef = z.object({ id: Id, revision: z.number().int(), status: TestStatus });

export const TestStructure = TestInput.extend({
  id: Id,
  rootId: Id,
  revision: z.number().int().min(1),
  status: TestStatus,
  /** `shared`: main's public catalogue (read-only unless the caller is a super admin of main). */
  owner: z.enum(['shared', 'own']),
  readOnly: z.boolean(),
  sections: z.array(StructureSection),
  questionCount: z.number().int().min(0),
  minutes: z.number().int().min(0),
  /** Attempts started on this version (any status): a structural edit makes a new version. */
  attemptCount: z.number().int().min(0),
  versions: z.array(TestVersionRef),
  warnings: z.array(StructureWarning),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type TestStructure = z.infer<typeof TestStructure>;

/** The answer to a write: the structure as saved, and whether the edit made a new version. */
export const TestWriteResult = TestStructure.extend({ newVersion: z.boolean() });
export type TestWriteResult = z.infer<typeof TestWriteResult>;

// ---------------------------------------------------------------------------------------------
// Score tables: GET/PUT /api/tests/{id}/score-tables, POST /api/tests/{id}/score-tables/preview

export const ScoreTableView = z.object({
  sectionId: Id,
  section: Section,
  title: z.string(),
  route: ModuleRoute,
  origin: ScoreTableOrigin,
  /** Index = raw score, 0 … maxRaw. Empty when the section has no table for this route yet. */
  rows: z.array(ScoreRange),
  /** Scored questions on this route (module 1 + this route's module 2): the table needs rows 0 … maxRaw. */
  maxRaw: z.number().int().min(0),
  /** The exam's scale for this section, e.g. [200, 800] for a SAT section; null when the exam has none. */
  scale: ScoreRange.nullable(),
});
export type ScoreTableView = z.infer<typeof ScoreTableView>;

export const ScoreTableSet = z.object({
  testId: Id,
  tables: z.array(ScoreTableView),
  readOnly: z.boolean(),
});
export type ScoreTableSet = z.infer<typeof ScoreTableSet>;

export const ScoreTableInput = z.object({
  sectionId: Id,
  route: ModuleRoute,
  rows: z
    .array(ScoreRange)
    .min(1)
    .max(BUILDER_MODULE_QUESTIONS_MAX * 2 + 1),
});
export type ScoreTableInput = z.infer<typeof ScoreTableInput>;

/**
 * PUT: the tables given replace those of their section and route (others stay). Checked: a row for every
 * raw score 0 … maxRaw, lower ≤ upper, non-decreasing, within the exam's scale (422 with a field error per
 * problem, path `tables.{i}.rows.{raw}`).
 */
export const ScoreTablesPut = z.object({ tables: z.array(ScoreTableInput).min(1).max(16) });
export type ScoreTablesPut = z.infer<typeof ScoreTablesPut>;

/** Preview tables (saved or not) against one completed attempt of the test (the latest when none is named). */
export const ScoreTablePreviewRequest = z.object({
  tables: z.array(ScoreTableInput).max(16).default([]),
  userExamId: Id.optional(),
});
export const ScoreTablePreview = z.object({
  /** Null when the test has no completed attempt to preview against. */
  userExamId: Id.nullable(),
  studentName: z.string().nullable(),
  scores: AttemptScores.nullable(),
});
export type ScoreTablePreview = z.infer<typeof ScoreTablePreview>;

// ---------------------------------------------------------------------------------------------
// Regrade: POST /api/tests/{id}/regrade

export const RegradeRequest = z.object({ dryRun: z.boolean().default(true) });
export type RegradeRequest = z.infer<typeof RegradeRequest>;

export const RegradeChange = z.object({
  userExamId: Id,
  studentName: z.string(),
  before: AttemptScores.nullable(),
  after: AttemptScores,
});
export type RegradeChange = z.infer<typeof RegradeChange>;

export const RegradeResult = z.object({
  /** Finished attempts of every version of the test in the caller's tenant. */
  attempts: z.number().int().min(0),
  /** Of those, attempts whose scores change. */
  changed: z.number().int().min(0),
  /** False for a dry run. */
  applied: z.boolean(),
  /** The changed attempts (the first 200), old and new scores. */
  changes: z.array(RegradeChange),
});
export type RegradeResult = z.infer<typeof RegradeResult>;

// ---------------------------------------------------------------------------------------------
// Combined reports: POST /api/user-exams/combine

export const CombineRequest = z.object({ userExamIds: z.array(Id).min(2).max(8) });
export type CombineRequest = z.infer<typeof CombineRequest>;

export const CombinedSection = SectionRawScore.extend({
  userExamId: Id,
  testTitle: z.string(),
  completedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type CombinedSection = z.infer<typeof CombinedSection>;

export const CombinedReport = z.object({
  kind: ExamKind,
  studentName: z.string(),
  sections: z.array(CombinedSection),
  /** Sum of the sections' scaled ranges; null unless every section is scaled. */
  total: ScoreRange.nullable(),
  overall: OverallScore.nullable(),
});
export type CombinedReport = z.infer<typeof CombinedReport>;

import { z } from 'zod';
import { Page, PageQuery } from './common.ts';
import {
  DIFFICULTIES,
  EXAM_KINDS,
  EXAM_VERSIONS,
  MODULE_ROUTES,
  QUESTION_TYPES,
  SECTIONS,
  TEST_TYPES,
  TOEFL_TASKS,
} from './exam-vocabulary.ts';

/**
 * The exam content model and the catalogue (issue 3). The vocabulary's lists (kinds, test types,
 * sections, versions, question types, TOEFL tasks, routes) are zod-free in exam-vocabulary.ts.
 */
export {
  DIFFICULTIES,
  EXAM_KINDS,
  EXAM_VERSIONS,
  isToeflTask,
  MODULE_ROUTES,
  QUESTION_TYPES,
  SECTIONS,
  SECTIONS_BY_KIND,
  sectionFitsKind,
  TEST_TYPES,
  TEST_TYPES_BY_KIND,
  TOEFL_TASKS,
  toeflTaskOf,
  typeFitsKind,
  VERSIONS_BY_KIND,
  versionFitsKind,
} from './exam-vocabulary.ts';

export const ExamKind = z.enum(EXAM_KINDS);
export type ExamKind = z.infer<typeof ExamKind>;
export const TestType = z.enum(TEST_TYPES);
export type TestType = z.infer<typeof TestType>;
export const Section = z.enum(SECTIONS);
export type Section = z.infer<typeof Section>;
export const ExamVersion = z.enum(EXAM_VERSIONS);
export type ExamVersion = z.infer<typeof ExamVersion>;
export const QuestionType = z.enum(QUESTION_TYPES);
export type QuestionType = z.infer<typeof QuestionType>;
export const ToeflTask = z.enum(TOEFL_TASKS);
export type ToeflTask = z.infer<typeof ToeflTask>;
export const ModuleRoute = z.enum(MODULE_ROUTES);
export type ModuleRoute = z.infer<typeof ModuleRoute>;
export const Difficulty = z.enum(DIFFICULTIES);
export type Difficulty = z.infer<typeof Difficulty>;

export const Choice = z.object({ id: z.string().min(1).max(8), text: z.string().max(4000) });
export type Choice = z.infer<typeof Choice>;

/**
 * The answer key, by question type. `grid` entries are what exams.md §1.2 and decisions.md allow:
 * several values (`7/2`, `3.5`), comparisons (`<5`, `>=2.5`) and `*` (every answer is right);
 * the scoring module parses them (parseGridInKey).
 */
export const AnswerKey = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('choice'), correct: z.array(z.string().min(1).max(8)).min(1) }),
  z.object({ kind: z.literal('choices'), correct: z.array(z.string().min(1).max(8)).min(1) }),
  z.object({ kind: z.literal('grid'), accept: z.array(z.string().min(1).max(16)).min(1) }),
  z.object({ kind: z.literal('text'), accept: z.array(z.string().min(1).max(200)).min(1) }),
  z.object({ kind: z.literal('rated'), max: z.number().int().min(1).max(12) }),
]);
export type AnswerKey = z.infer<typeof AnswerKey>;

/** A score table row per raw score (the index): the scaled [lower, upper] range. */
export const ScoreRange = z.tuple([z.number().int(), z.number().int()]);
export type ScoreRange = z.infer<typeof ScoreRange>;

// ---------------------------------------------------------------------------------------------
// The catalogue: GET /api/tests, GET /api/subjects, GET /api/tests/:id

export const TEST_PAGE_SIZE = 20;

/** Issue 14: `draft` (authors only), `published` (students take it), `archived` (an older version, kept for its attempts). */
export const TEST_STATUSES = ['draft', 'published', 'archived'] as const;
export const TestStatus = z.enum(TEST_STATUSES);
export type TestStatus = z.infer<typeof TestStatus>;

export const TestOwner = z.enum(['shared', 'own']);
export type TestOwner = z.infer<typeof TestOwner>;

export const TestSummary = z.object({
  id: z.uuid(),
  title: z.string(),
  kind: ExamKind,
  type: TestType,
  version: ExamVersion,
  sections: z.array(Section),
  /** Questions a student answers on the longest route (for an adaptive section: module 1 + the longer module 2). */
  question_count: z.number().int().min(0),
  /** Testing minutes on that route, breaks not included. */
  minutes: z.number().int().min(0),
  is_public: z.boolean(),
  /** `shared`: the platform's public catalogue (read-only here); `own`: the request's tenant's test. */
  owner: TestOwner,
  /** Issue 14: the catalogue lists published tests only; the authoring scope lists every status. */
  status: TestStatus,
  /** The version number (1 for the first); an edit of a test students have started makes the next. */
  revision: z.number().int().min(1),
  updated_at: z.iso.datetime({ offset: true }).optional(),
});
export type TestSummary = z.infer<typeof TestSummary>;

export const TestListQuery = PageQuery.extend({
  /** `authoring` (educators only): the tenant's own tests of every status but archived, drafts included. */
  scope: z.enum(['catalogue', 'authoring']).default('catalogue'),
  status: TestStatus.optional(),
  kind: ExamKind.optional(),
  type: TestType.optional(),
  section: Section.optional(),
  /** The test settings' version (new digital or old paper) where a kind has both. */
  version: ExamVersion.optional(),
});
export type TestListQuery = z.infer<typeof TestListQuery>;

export const TestPage = Page(TestSummary);
export type TestPage = z.infer<typeof TestPage>;

export const SubjectQuery = z.object({ kind: ExamKind });
export type SubjectQuery = z.infer<typeof SubjectQuery>;

export const Subject = z.object({
  kind: ExamKind,
  section: Section,
  /** Visible tests that contain this section. */
  test_count: z.number().int().min(0),
  /** Distinct visible questions placed in modules of this section. */
  question_count: z.number().int().min(0),
});
export type Subject = z.infer<typeof Subject>;
export const SubjectList = z.array(Subject);
export type SubjectList = z.infer<typeof SubjectList>;

export const ModuleOutline = z.object({
  id: z.uuid(),
  title: z.string(),
  position: z.number().int(),
  route: ModuleRoute,
  minutes: z.number().int().min(0),
  question_count: z.number().int().min(0),
  /** Minutes of break after this module (the SAT's 10 minutes after Reading and Writing), 0 for none. */
  break_after_minutes: z.number().int().min(0),
});
export type ModuleOutline = z.infer<typeof ModuleOutline>;

export const SectionOutline = z.object({
  id: z.uuid(),
  section: Section,
  title: z.string(),
  position: z.number().int(),
  adaptive: z.boolean(),
  modules: z.array(ModuleOutline),
});
export type SectionOutline = z.infer<typeof SectionOutline>;

/** A test's structure, without questions or answer keys. */
export const TestDetail = TestSummary.extend({
  description: z.string(),
  sections_outline: z.array(SectionOutline),
});
export type TestDetail = z.infer<typeof TestDetail>;

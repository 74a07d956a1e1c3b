import { z } from 'zod';
import { Page, PageQuery } from './common.ts';

/**
 * The exam content model and the catalogue (issue 3). Kinds, test types and sections follow spec §3
 * "Test catalogue"; versions and question types follow shared/spec/exams.md §1–§4.
 */

export const EXAM_KINDS = ['sat', 'act', 'toefl', 'shsat'] as const;
export const ExamKind = z.enum(EXAM_KINDS);
export type ExamKind = z.infer<typeof ExamKind>;

/** Every test type of the catalogue; which ones a kind offers is TEST_TYPES_BY_KIND. */
export const TEST_TYPES = ['full_mock', 'adaptive_exam', 'quick_mock', 'single_section', 'module', 'drill'] as const;
export const TestType = z.enum(TEST_TYPES);
export type TestType = z.infer<typeof TestType>;

/** Spec §3 for SAT, ACT and TOEFL. SHSAT is one 180-minute sitting of two sections (exams.md §4): a full mock, one section, or a drill. */
export const TEST_TYPES_BY_KIND = {
  sat: ['full_mock', 'adaptive_exam', 'module', 'drill'],
  act: ['full_mock', 'module', 'drill'],
  toefl: ['full_mock', 'quick_mock', 'single_section', 'module'],
  shsat: ['full_mock', 'single_section', 'drill'],
} as const satisfies Record<ExamKind, readonly TestType[]>;

/** SAT "English" is the Reading and Writing section; SHSAT "ela" is English Language Arts. */
export const SECTIONS = ['english', 'math', 'reading', 'science', 'listening', 'speaking', 'writing', 'ela'] as const;
export const Section = z.enum(SECTIONS);
export type Section = z.infer<typeof Section>;

export const SECTIONS_BY_KIND = {
  sat: ['english', 'math'],
  act: ['english', 'math', 'reading', 'science'],
  toefl: ['reading', 'listening', 'speaking', 'writing'],
  shsat: ['ela', 'math'],
} as const satisfies Record<ExamKind, readonly Section[]>;

/**
 * Versions (formats) of each kind. TOEFL: `toefl_2019` (≤ 2023-07-25, 0–120), `toefl_2023` (shortened,
 * 0–120), `toefl_2026` (from 2026-01-21, bands 1–6), exams.md §3.1.
 */
export const EXAM_VERSIONS = ['sat_digital', 'sat_paper', 'act_classic', 'act_enhanced', 'toefl_2019', 'toefl_2023', 'toefl_2026', 'shsat'] as const;
export const ExamVersion = z.enum(EXAM_VERSIONS);
export type ExamVersion = z.infer<typeof ExamVersion>;

export const VERSIONS_BY_KIND = {
  sat: ['sat_digital', 'sat_paper'],
  act: ['act_classic', 'act_enhanced'],
  toefl: ['toefl_2019', 'toefl_2023', 'toefl_2026'],
  shsat: ['shsat'],
} as const satisfies Record<ExamKind, readonly ExamVersion[]>;

export const typeFitsKind = (kind: ExamKind, type: TestType) => (TEST_TYPES_BY_KIND[kind] as readonly TestType[]).includes(type);
export const sectionFitsKind = (kind: ExamKind, section: Section) => (SECTIONS_BY_KIND[kind] as readonly Section[]).includes(section);
export const versionFitsKind = (kind: ExamKind, version: ExamVersion) => (VERSIONS_BY_KIND[kind] as readonly ExamVersion[]).includes(version);

/**
 * How a question is answered (and so graded). A passage-based item is any item with a passage (text or
 * audio) shared by several questions; it is answered with one of these types.
 * - multiple_choice: one choice (4 for SAT/SHSAT/enhanced ACT, 5 for classic ACT Math)
 * - multi_select: a set of choices, all of them
 * - grid_in: student-produced response (SAT SPR, SHSAT grid-in), keys as in exams.md §1.2
 * - fill_letters: TOEFL 2026 Complete the Words (missing letters typed)
 * - build_sentence: TOEFL 2026 Build a Sentence (word tiles in order; right/wrong)
 * - spoken_response: recorded speaking answer, rated by a grader
 * - written_response: essay or e-mail, rated by a grader
 */
export const QUESTION_TYPES = ['multiple_choice', 'multi_select', 'grid_in', 'fill_letters', 'build_sentence', 'spoken_response', 'written_response'] as const;
export const QuestionType = z.enum(QUESTION_TYPES);
export type QuestionType = z.infer<typeof QuestionType>;

/** TOEFL task types (exams.md §3.1), shown by the runner; `type` says how the answer is graded. */
export const TOEFL_TASKS = [
  'complete_the_words',
  'read_in_daily_life',
  'read_academic_passage',
  'listen_choose_response',
  'listen_conversation',
  'listen_announcement',
  'listen_academic_talk',
  'listen_and_repeat',
  'take_an_interview',
  'build_a_sentence',
  'write_an_email',
  'academic_discussion',
  'integrated_writing',
  'independent_writing',
  'reading_passage',
  'listening_lecture',
  'speaking_task',
] as const;
export const ToeflTask = z.enum(TOEFL_TASKS);
export type ToeflTask = z.infer<typeof ToeflTask>;

/** Module routes: `base` is taken by everyone; an adaptive section continues with `easier` or `harder`. */
export const MODULE_ROUTES = ['base', 'easier', 'harder'] as const;
export const ModuleRoute = z.enum(MODULE_ROUTES);
export type ModuleRoute = z.infer<typeof ModuleRoute>;

export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
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
});
export type TestSummary = z.infer<typeof TestSummary>;

export const TestListQuery = PageQuery.extend({
  kind: ExamKind.optional(),
  type: TestType.optional(),
  section: Section.optional(),
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

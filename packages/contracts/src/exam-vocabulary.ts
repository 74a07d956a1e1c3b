// Zod-free (the light entry): the exam vocabulary's lists, which exams.ts turns into schemas.

/**
 * The exam content model and the catalogue (issue 3). Kinds, test types and sections follow spec §3
 * "Test catalogue"; versions and question types follow shared/spec/exams.md §1–§4.
 */
export const EXAM_KINDS = ['sat', 'act', 'toefl', 'shsat'] as const;
export type ExamKind = (typeof EXAM_KINDS)[number];

/** Every test type of the catalogue; which ones a kind offers is TEST_TYPES_BY_KIND. */
export const TEST_TYPES = ['full_mock', 'adaptive_exam', 'quick_mock', 'single_section', 'module', 'drill'] as const;
export type TestType = (typeof TEST_TYPES)[number];

/** Spec §3 for SAT, ACT and TOEFL. SHSAT is one 180-minute sitting of two sections (exams.md §4): a full mock, one section, or a drill. */
export const TEST_TYPES_BY_KIND = {
  sat: ['full_mock', 'adaptive_exam', 'module', 'drill'],
  act: ['full_mock', 'module', 'drill'],
  toefl: ['full_mock', 'quick_mock', 'single_section', 'module'],
  shsat: ['full_mock', 'single_section', 'drill'],
} as const satisfies Record<ExamKind, readonly TestType[]>;

/** SAT "English" is the Reading and Writing section; SHSAT "ela" is English Language Arts. */
export const SECTIONS = ['english', 'math', 'reading', 'science', 'listening', 'speaking', 'writing', 'ela'] as const;
export type Section = (typeof SECTIONS)[number];

/** ACT Writing is the optional essay (exams.md §2: scored 2–12, outside the composite). */
export const SECTIONS_BY_KIND = {
  sat: ['english', 'math'],
  act: ['english', 'math', 'reading', 'science', 'writing'],
  toefl: ['reading', 'listening', 'speaking', 'writing'],
  shsat: ['ela', 'math'],
} as const satisfies Record<ExamKind, readonly Section[]>;

/**
 * Versions (formats) of each kind. TOEFL: `toefl_2019` (≤ 2023-07-25, 0–120), `toefl_2023` (shortened,
 * 0–120), `toefl_2026` (from 2026-01-21, bands 1–6), exams.md §3.1.
 */
export const EXAM_VERSIONS = [
  'sat_digital',
  'sat_paper',
  'act_classic',
  'act_enhanced',
  'toefl_2019',
  'toefl_2023',
  'toefl_2026',
  'shsat',
] as const;
export type ExamVersion = (typeof EXAM_VERSIONS)[number];

export const VERSIONS_BY_KIND = {
  sat: ['sat_digital', 'sat_paper'],
  act: ['act_classic', 'act_enhanced'],
  toefl: ['toefl_2019', 'toefl_2023', 'toefl_2026'],
  shsat: ['shsat'],
} as const satisfies Record<ExamKind, readonly ExamVersion[]>;

export const typeFitsKind = (kind: ExamKind, type: TestType) =>
  (TEST_TYPES_BY_KIND[kind] as readonly TestType[]).includes(type);
export const sectionFitsKind = (kind: ExamKind, section: Section) =>
  (SECTIONS_BY_KIND[kind] as readonly Section[]).includes(section);
export const versionFitsKind = (kind: ExamKind, version: ExamVersion) =>
  (VERSIONS_BY_KIND[kind] as readonly ExamVersion[]).includes(version);

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
export const QUESTION_TYPES = [
  'multiple_choice',
  'multi_select',
  'grid_in',
  'fill_letters',
  'build_sentence',
  'spoken_response',
  'written_response',
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

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
export type ToeflTask = (typeof TOEFL_TASKS)[number];

/** Module routes: `base` is taken by everyone; an adaptive section continues with `easier` or `harder`. */
export const MODULE_ROUTES = ['base', 'easier', 'harder'] as const;
export type ModuleRoute = (typeof MODULE_ROUTES)[number];

export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

const TASK_OF_TYPE: Record<QuestionType, ToeflTask | null> = {
  fill_letters: 'complete_the_words',
  build_sentence: 'build_a_sentence',
  spoken_response: 'speaking_task',
  written_response: 'independent_writing',
  multiple_choice: null,
  multi_select: null,
  grid_in: null,
};

export const isToeflTask = (value: unknown): value is ToeflTask =>
  typeof value === 'string' && (TOEFL_TASKS as readonly string[]).includes(value);

/** The TOEFL task a question belongs to (its names and directions): its own, or the one its type implies; null for a plain question. */
export const toeflTaskOf = (question: { task?: string | null | undefined; type: QuestionType }): ToeflTask | null =>
  isToeflTask(question.task) ? question.task : TASK_OF_TYPE[question.type];

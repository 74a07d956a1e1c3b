import { z } from 'zod';
import { Id, Page, PageQuery } from './common.ts';
import {
  Choice,
  Difficulty,
  ExamKind,
  ExamVersion,
  ModuleRoute,
  QuestionType,
  ScoreRange,
  Section,
  TestType,
} from './exams.ts';

/**
 * Attempts (issue 3, "Attempts: time and answers the server keeps"): the public API the runners and the
 * load tests use. The server keeps the clock (each module's deadline) and the answers; the client only
 * shows `remainingSeconds` as the server computed it, so a skewed client clock changes nothing.
 *
 * Lifecycle of an attempt (docs/decisions/0007, 0008, 0032):
 * - `POST /api/user-exams` creates it (or resumes the open one). Its first module is `ready`: the clock
 *   starts with `POST …/start-module` (the runner's Start button) or, for API clients, with the first save.
 * - `PUT …/answers/:questionId` autosaves; `POST …/submit-module` ends the module. The next module is
 *   `ready` again (after the SAT's break, phase `break`), except in exam mode at the SAT and the ACT with
 *   no break between them: there it runs at once, its clock started at the ended module's end (0032).
 * - After the last module the attempt is `completed` and scored. `abandoned` is an attempt replaced by a restart.
 * - `POST …/open` begins a session (a tab): it bumps `epoch` and closes a recorded leave. Writes that carry
 *   an older epoch are refused with 409 `stale_session`: the other tab becomes read-only.
 * - A session is live (`sessionLive`) while the attempt is in progress, no leave is open and its last sign
 *   of life (a write or `POST …/heartbeat`) is at most LIVE_SESSION_SECONDS old. A runner that finds a live
 *   session it does not hold opens read-only ("Continue here" calls open); resuming through
 *   `POST /api/user-exams` does not take a live session over either (the epoch stays).
 */

/** Saves are accepted until the module's deadline plus this grace (network latency, a last click). */
export const ANSWER_GRACE_SECONDS = 5;

/** A session whose last sign of life is older than this (and no heartbeat came) is no longer live: a tab was closed. */
export const LIVE_SESSION_SECONDS = 30;

/**
 * Issue 16 (decision 0036): a leave counts as an absence only when the page stayed hidden or closed at
 * least this long (a reload, a glance at another window, is not a sitting), or when the session fell
 * silent past LIVE_SESSION_SECONDS (no heartbeat: the browser died).
 */
export const ABSENCE_MIN_SECONDS = 10;

export const ABSENCE_KINDS = ['hidden', 'closed', 'no_heartbeat'] as const;
/** One absence from a running attempt: when it began, how long it lasted, and how it was seen. */
export const AttemptAbsence = z.object({
  startedAt: z.iso.datetime({ offset: true }),
  seconds: z.number().int().min(0),
  kind: z.enum(ABSENCE_KINDS),
});
export type AttemptAbsence = z.infer<typeof AttemptAbsence>;

export const ATTEMPT_STATUSES = ['in_progress', 'completed', 'abandoned'] as const;
export const AttemptStatus = z.enum(ATTEMPT_STATUSES);
export type AttemptStatus = z.infer<typeof AttemptStatus>;

/** `exam`: timed like the real test. `practice` (drills, modules, single sections): answers may be checked after each question, and the clock may be paused. */
export const ATTEMPT_MODES = ['exam', 'practice'] as const;
export const AttemptMode = z.enum(ATTEMPT_MODES);
export type AttemptMode = z.infer<typeof AttemptMode>;

/** What an in-progress attempt is doing now. */
export const ATTEMPT_PHASES = ['ready', 'module', 'break', 'paused'] as const;
export const AttemptPhase = z.enum(ATTEMPT_PHASES);
export type AttemptPhase = z.infer<typeof AttemptPhase>;

/** `module`: each module has its own countdown (SAT, ACT, TOEFL). `test`: one clock for every module, which are all open at once in any order (SHSAT). */
export const CLOCK_MODES = ['module', 'test'] as const;
export const ClockMode = z.enum(CLOCK_MODES);
export type ClockMode = z.infer<typeof ClockMode>;

/** Test types taken in practice mode. */
export const PRACTICE_TEST_TYPES: readonly TestType[] = ['drill', 'module', 'single_section'];
export const modeOfTestType = (type: TestType): AttemptMode =>
  PRACTICE_TEST_TYPES.includes(type) ? 'practice' : 'exam';

export const StartAttemptRequest = z.object({ examId: Id });
export type StartAttemptRequest = z.infer<typeof StartAttemptRequest>;

export const StartAttemptResponse = z.object({ userExamId: z.uuid(), resumed: z.boolean(), epoch: z.number().int() });
export type StartAttemptResponse = z.infer<typeof StartAttemptResponse>;

export const UserExamParams = z.object({ userExamId: Id });
export type UserExamParams = z.infer<typeof UserExamParams>;

export const AnswerParams = z.object({ userExamId: Id, questionId: Id });
export type AnswerParams = z.infer<typeof AnswerParams>;

/** Optional on every write: the session epoch the client holds (from open/start). An older one is 409 `stale_session`. */
export const Epoch = z.number().int().min(1).max(2_000_000_000);

/**
 * An answer as the runner sends it: a choice id (multiple choice), the typed entry (grid-in, letters,
 * text), a set of choice ids (multi-select, tiles in order), or null to clear it.
 */
export const AnswerValue = z.union([z.string().max(10000), z.array(z.string().min(1).max(200)).max(50), z.null()]);
export type AnswerValue = z.infer<typeof AnswerValue>;

export const SaveAnswerRequest = z.object({
  answer: AnswerValue,
  flagged: z.boolean().optional(),
  /** Grows per question on the client; a save with a seq not above the stored one is ignored. */
  seq: z.number().int().min(1).max(2_000_000_000),
  epoch: Epoch.optional(),
  /** Total time the student has spent on this question so far, as the runner measured it (milliseconds). */
  timeSpentMs: z.number().int().min(0).max(86_400_000).optional(),
  /** Choices the student crossed out (option eliminator), kept with the answer. */
  eliminated: z.array(z.string().min(1).max(8)).max(10).optional(),
});
export type SaveAnswerRequest = z.infer<typeof SaveAnswerRequest>;

export const SaveAnswerResponse = z.object({
  questionId: z.uuid(),
  /** The seq the server now holds: the request's when applied, else the newer one it kept. */
  seq: z.number().int(),
  applied: z.boolean(),
  answer: AnswerValue,
  flagged: z.boolean(),
});
export type SaveAnswerResponse = z.infer<typeof SaveAnswerResponse>;

export const SavedAnswer = z.object({
  questionId: z.uuid(),
  answer: AnswerValue,
  flagged: z.boolean(),
  seq: z.number().int(),
  timeSpentMs: z.number().int(),
  eliminated: z.array(z.string()),
});
export type SavedAnswer = z.infer<typeof SavedAnswer>;

/** Audio and timings of a question (TOEFL): the clip to play, how often, and the speaking timers. */
export const QuestionMedia = z.object({
  audioUrl: z.string().nullable(),
  /** Plays allowed in exam mode (1 on the TOEFL); null for no limit. */
  maxPlays: z.number().int().min(1).nullable(),
  prepSeconds: z.number().int().min(0).nullable(),
  responseSeconds: z.number().int().min(0).nullable(),
  /** Writing: the words the task asks for at least. */
  minWords: z.number().int().min(0).nullable(),
});
export type QuestionMedia = z.infer<typeof QuestionMedia>;

/**
 * A question as the runner shows it: never its key, explanation or solution. Rich text comes twice: as
 * authored (`$…$` marks math) and as safe HTML with the math already typeset by KaTeX on the server, so
 * the runner needs no math library before the first question shows.
 */
export const RunnerChoice = Choice.extend({ html: z.string() });
export type RunnerChoice = z.infer<typeof RunnerChoice>;

export const RunnerPassage = z.object({
  id: z.uuid(),
  kind: z.enum(['text', 'audio']),
  title: z.string().nullable(),
  body: z.string(),
  bodyHtml: z.string(),
  audioUrl: z.string().nullable(),
});
export type RunnerPassage = z.infer<typeof RunnerPassage>;

export const RunnerQuestion = z.object({
  id: z.uuid(),
  /** 1-based order within its module. */
  position: z.number().int(),
  /** The module and section the question belongs to (several modules are open at once on a `test` clock). */
  moduleId: z.uuid(),
  sectionId: z.uuid(),
  type: QuestionType,
  task: z.string().nullable(),
  stem: z.string(),
  stemHtml: z.string(),
  choices: z.array(RunnerChoice),
  passage: RunnerPassage.nullable(),
  media: QuestionMedia,
});
export type RunnerQuestion = z.infer<typeof RunnerQuestion>;

export const CurrentModule = z.object({
  sectionId: z.uuid(),
  section: Section,
  sectionTitle: z.string(),
  moduleId: z.uuid(),
  moduleTitle: z.string(),
  /** Stage within the section: 1, 2. */
  stage: z.number().int(),
  route: ModuleRoute,
  /** 1-based count of modules taken in this attempt, this one included. */
  ordinal: z.number().int(),
  /** Null while the module is `ready` (its clock has not started). */
  startedAt: z.iso.datetime().nullable(),
  deadlineAt: z.iso.datetime().nullable(),
  /** Seconds to the deadline by the server's clock, never below 0; the full time while `ready`; frozen while `paused`. */
  remainingSeconds: z.number().int().min(0),
  timeLimitSeconds: z.number().int().min(0),
  /** Empty while `ready`: the questions show once the clock runs. */
  questions: z.array(RunnerQuestion),
});
export type CurrentModule = z.infer<typeof CurrentModule>;

/** One module of the attempt's plan, for progress ("Module 2 of 4") and the review. */
export const PlanStep = z.object({
  moduleId: z.uuid(),
  sectionId: z.uuid(),
  section: Section,
  sectionTitle: z.string(),
  title: z.string(),
  stage: z.number().int(),
  route: ModuleRoute,
  minutes: z.number().int(),
  questionCount: z.number().int(),
  breakAfterMinutes: z.number().int(),
  /** `skipped`: the module-2 route not taken. `upcoming` for a route not decided yet lists both candidates. */
  status: z.enum(['done', 'current', 'upcoming', 'skipped']),
});
export type PlanStep = z.infer<typeof PlanStep>;

export const SectionRawScore = z.object({
  sectionId: z.uuid(),
  section: Section,
  /** The module-2 route taken in an adaptive section; `base` for a linear one. */
  route: ModuleRoute,
  /** Correct operational (scored) questions over the modules taken. */
  raw: z.number().int().min(0),
  maxRaw: z.number().int().min(0),
  /** [lower, upper] from the test's score table for this route; null when the test has none. */
  scaled: ScoreRange.nullable(),
  /** TOEFL 2026: the section band 1–6 in half steps; null elsewhere or while rated items await a grader. */
  band: z.number().min(1).max(6).nullable().optional(),
  /** Rated items (speaking, writing) in this section that no grader has scored yet. */
  pending: z.number().int().min(0).optional(),
});
export type SectionRawScore = z.infer<typeof SectionRawScore>;

/**
 * The headline score by the exam's own rule (exams.md): SAT total (sum of sections, 400–1600), ACT
 * composite (mean of the sections, .5 rounds up), TOEFL 2026 overall band (mean, nearest half band) or
 * 0–120 total, SHSAT composite (ELA + Math scaled). `estimated` when the scale is not an official table.
 */
export const OVERALL_SCALES = [
  'sat_total',
  'act_composite',
  'toefl_band',
  'toefl_total',
  'shsat_composite',
  'raw',
] as const;
export const OverallScale = z.enum(OVERALL_SCALES);
export type OverallScale = z.infer<typeof OverallScale>;

export const OverallScore = z.object({
  scale: OverallScale,
  /** A single value (ACT composite, TOEFL band); null while pending or when only a range is known. */
  value: z.number().nullable(),
  range: ScoreRange.nullable(),
  estimated: z.boolean(),
  /** ACT: the STEM score (mean of Math and Science, .5 up) when the attempt has both; absent elsewhere. */
  stem: z.number().int().min(1).max(36).nullable().optional(),
});
export type OverallScore = z.infer<typeof OverallScore>;

export const AttemptScores = z.object({
  sections: z.array(SectionRawScore),
  /** Sum of the sections' scaled ranges; null unless every section has a score table. */
  total: ScoreRange.nullable(),
  /** False when the test has no score tables: only raw scores are given. */
  scaled: z.boolean(),
  overall: OverallScore.nullable().optional(),
});
export type AttemptScores = z.infer<typeof AttemptScores>;

export const TestBrief = z.object({
  id: z.uuid(),
  title: z.string(),
  kind: ExamKind,
  type: TestType,
  version: ExamVersion,
  /** Issue 14: the test's version number (results name the version the attempt took). */
  revision: z.number().int().min(1).optional(),
});
export type TestBrief = z.infer<typeof TestBrief>;

export const UserExamView = z.object({
  id: z.uuid(),
  examId: z.uuid(),
  test: TestBrief,
  status: AttemptStatus,
  mode: AttemptMode,
  clock: ClockMode,
  /** Null unless in progress. */
  phase: AttemptPhase.nullable(),
  /** Session epoch: grows each time the attempt is opened (start, resume, open). */
  epoch: z.number().int(),
  /** A tab or device holds the attempt now (in progress, no open leave, a sign of life within LIVE_SESSION_SECONDS). */
  sessionLive: z.boolean(),
  /**
   * Issue 16: while a session is live, the seconds until it lapses unless its tab shows a sign of life
   * (a tab that found it live waits this long, then continues by itself). Null when no session is live.
   */
  sessionLapseSeconds: z.number().int().min(0).nullable().optional(),
  startedAt: z.iso.datetime(),
  completedAt: z.iso.datetime().nullable(),
  /** The module being taken or about to start; null once the attempt is completed. */
  current: CurrentModule.nullable(),
  /** While `break`: when it ends and the seconds left by the server's clock. */
  breakEndsAt: z.iso.datetime().nullable(),
  breakRemainingSeconds: z.number().int().min(0).nullable(),
  /** Saved answers and marks of the current module (every open module on a `test` clock). */
  answers: z.array(SavedAnswer),
  /** Module-2 routes decided so far, per section. */
  routes: z.array(z.object({ sectionId: z.uuid(), route: ModuleRoute })),
  plan: z.array(PlanStep),
  leaveCount: z.number().int().min(0),
  timeAwaySeconds: z.number().int().min(0),
  /** Raw (and, with score tables, scaled) scores once completed. */
  scores: AttemptScores.nullable(),
});
export type UserExamView = z.infer<typeof UserExamView>;

/** Body of the writes that change the attempt's state; all optional so `curl -X POST` works. */
export const AttemptWriteRequest = z.object({ epoch: Epoch.optional() }).default({});
export type AttemptWriteRequest = z.infer<typeof AttemptWriteRequest>;

/**
 * Ending a module. With `moduleId`, the call is idempotent: when that module has already ended (a retried
 * submit, or the server's clock ended it), the answer is the attempt's state with `alreadyEnded: true`.
 * Without it, a module that followed on (decision 0032) is not ended (409 `conflict`): name it.
 */
export const SubmitModuleRequest = z.object({ moduleId: Id.optional(), epoch: Epoch.optional() }).default({});
export type SubmitModuleRequest = z.infer<typeof SubmitModuleRequest>;

export const SubmitModuleResponse = z.object({
  status: AttemptStatus,
  /** The route the submitted module led to (adaptive module 1), else null. */
  routedTo: ModuleRoute.nullable(),
  nextModuleId: z.uuid().nullable(),
  /** True when the module named had already ended; nothing changed. */
  alreadyEnded: z.boolean(),
  /** The next phase: `break` before the SAT's Math section, `ready` before another module, null once completed. */
  phase: AttemptPhase.nullable(),
});
export type SubmitModuleResponse = z.infer<typeof SubmitModuleResponse>;

/** Practice mode: checking one answer after saving it. */
export const CheckAnswerResponse = z.object({
  questionId: z.uuid(),
  /** Null for rated items (speaking, writing), which a grader scores. */
  correct: z.boolean().nullable(),
  /** The right answer as shown to the student: choice ids, or accepted entries. */
  correctAnswer: z.array(z.string()),
  explanation: z.string(),
  explanationHtml: z.string(),
});
export type CheckAnswerResponse = z.infer<typeof CheckAnswerResponse>;

/** A recorded speaking answer, uploaded before the answer that names it is saved. */
export const RecordingResponse = z.object({ url: z.string() });
export type RecordingResponse = z.infer<typeof RecordingResponse>;

// ---------------------------------------------------------------------------------------------
// History, results and review

export const AttemptListQuery = PageQuery.extend({
  kind: ExamKind.optional(),
  status: AttemptStatus.optional(),
  /** One test's attempts (the latest completed attempt of a test, for its explanations). */
  examId: Id.optional(),
});
export type AttemptListQuery = z.infer<typeof AttemptListQuery>;

export const AttemptSummary = z.object({
  id: z.uuid(),
  test: TestBrief,
  status: AttemptStatus,
  mode: AttemptMode,
  startedAt: z.iso.datetime(),
  completedAt: z.iso.datetime().nullable(),
  overall: OverallScore.nullable(),
  student: z.object({ id: z.uuid(), name: z.string() }),
});
export type AttemptSummary = z.infer<typeof AttemptSummary>;

export const AttemptPage = Page(AttemptSummary);
export type AttemptPage = z.infer<typeof AttemptPage>;

export const SkillScore = z.object({
  section: Section,
  domain: z.string(),
  skill: z.string(),
  correct: z.number().int().min(0),
  total: z.number().int().min(0),
});
export type SkillScore = z.infer<typeof SkillScore>;

export const QuestionOutcome = z.object({
  questionId: z.uuid(),
  moduleId: z.uuid(),
  sectionId: z.uuid(),
  section: Section,
  /** Order in the attempt (1-based over the modules taken) and within its module. */
  number: z.number().int(),
  position: z.number().int(),
  type: QuestionType,
  domain: z.string().nullable(),
  skill: z.string().nullable(),
  difficulty: Difficulty.nullable(),
  answered: z.boolean(),
  /** Null for unscored pretest items and for rated items without a grade. */
  correct: z.boolean().nullable(),
  pretest: z.boolean(),
  flagged: z.boolean(),
  timeSpentSeconds: z.number().int().min(0),
});
export type QuestionOutcome = z.infer<typeof QuestionOutcome>;

export const ModuleOutcome = z.object({
  moduleId: z.uuid(),
  sectionId: z.uuid(),
  section: Section,
  title: z.string(),
  stage: z.number().int(),
  route: ModuleRoute,
  startedAt: z.iso.datetime().nullable(),
  endedAt: z.iso.datetime().nullable(),
  endedBy: z.enum(['submitted', 'time_over']).nullable(),
  correct: z.number().int().nullable(),
  operational: z.number().int().nullable(),
});
export type ModuleOutcome = z.infer<typeof ModuleOutcome>;

/**
 * Hooks for the commerce issue: what the viewer still has to unlock. Everything is unlocked until plans
 * and coins set a price; the server already refuses a locked part (402 `print_pdf_forbidden`, …).
 */
export const ResultLocks = z.object({ report: z.boolean(), explanations: z.boolean(), pdf: z.boolean() });
export type ResultLocks = z.infer<typeof ResultLocks>;

/**
 * Issue 17 defect 9 (decision 0038): the score report's reading aids, computed by the server. One headline
 * score with its precision as a range, published percentiles where the exam publishes them (labelled with
 * their source and year, approximate), a performance band 1–7 per domain and skill, and for each weak
 * skill the drill to practise it (or the catalogue filter to find one).
 */
export const SKILL_BAND_COUNT = 7;
export const SkillBand = z.number().int().min(1).max(SKILL_BAND_COUNT);
/** A skill in band 1–4 (under 4/7 ≈ 57% correct) is weak: flagged, with a practice link. */
export const SKILL_WEAK_BAND = 4;

export const ReportHeadline = z.object({
  scale: OverallScale,
  /** The one score shown: the exam's own value, else the middle of the table's range on the exam's step. */
  score: z.number(),
  /** The score's precision as a range on the exam's scale (null where none is stated, decision 0038). */
  range: ScoreRange.nullable(),
  /** The ± the range is built from (null with no range). */
  margin: z.number().nullable(),
  estimated: z.boolean(),
});
export type ReportHeadline = z.infer<typeof ReportHeadline>;

export const PERCENTILE_GROUPS = ['nationally_representative', 'sat_user', 'act_national'] as const;
export const PercentileGroup = z.enum(PERCENTILE_GROUPS);
export type PercentileGroup = z.infer<typeof PercentileGroup>;

export const ReportPercentile = z.object({
  /** null: the headline (total or composite); a section otherwise. */
  section: Section.nullable(),
  group: PercentileGroup,
  /** Percent of the group at or below this score, as the source table prints it. */
  percentile: z.number().int().min(0).max(100),
  /** The score looked up in the table (the headline score, or a section's). */
  score: z.number(),
  /** A code for the published table (its publisher, title and year), e.g. `act_1999_hs_profile`. */
  source: z.string(),
  year: z.number().int(),
  approximate: z.literal(true),
});
export type ReportPercentile = z.infer<typeof ReportPercentile>;

export const SkillPractice = z.object({
  /** `skill`: a drill of this skill; `domain`: a drill of its domain; `none`: no drill, use the filter. */
  match: z.enum(['skill', 'domain', 'none']),
  testId: z.uuid().nullable(),
  title: z.string().nullable(),
  /** The catalogue filter that lists it (type drill, the section; the drill's title when there is one). */
  filter: z.object({ type: z.literal('drill'), section: Section, q: z.string().nullable() }),
});
export type SkillPractice = z.infer<typeof SkillPractice>;

export const ReportDomain = z.object({
  section: Section,
  domain: z.string(),
  correct: z.number().int().min(0),
  total: z.number().int().min(0),
  band: SkillBand,
});
export type ReportDomain = z.infer<typeof ReportDomain>;

export const ReportSkill = ReportDomain.extend({
  skill: z.string(),
  /** Band at or below SKILL_WEAK_BAND: flagged, with a practice link. */
  weak: z.boolean(),
  practice: SkillPractice.nullable(),
});
export type ReportSkill = z.infer<typeof ReportSkill>;

export const ScoreReport = z.object({
  headline: ReportHeadline.nullable(),
  percentiles: z.array(ReportPercentile),
  domains: z.array(ReportDomain),
  skills: z.array(ReportSkill),
});
export type ScoreReport = z.infer<typeof ScoreReport>;

export const AttemptResult = z.object({
  id: z.uuid(),
  test: TestBrief,
  student: z.object({ id: z.uuid(), name: z.string() }),
  status: AttemptStatus,
  mode: AttemptMode,
  startedAt: z.iso.datetime(),
  completedAt: z.iso.datetime().nullable(),
  scores: AttemptScores.nullable(),
  skills: z.array(SkillScore),
  modules: z.array(ModuleOutcome),
  questions: z.array(QuestionOutcome),
  routes: z.array(z.object({ sectionId: z.uuid(), section: Section, route: ModuleRoute })),
  leaveCount: z.number().int().min(0),
  timeAwaySeconds: z.number().int().min(0),
  /** Issue 16: each absence that counted as a leave, with how long it lasted (oldest first). */
  absences: z.array(AttemptAbsence).optional(),
  locks: ResultLocks,
  /** Issue 14: when a regrade last changed these scores (the report says so); null if never. */
  regradedAt: z.iso.datetime({ offset: true }).nullable().optional(),
  /** Issue 17 (decision 0038): the headline, percentiles, skill bands and practice links; absent when locked. */
  report: ScoreReport.optional(),
});
export type AttemptResult = z.infer<typeof AttemptResult>;

/** One question in the review (explanations page): the question, the student's answer, the key and the explanation. */
export const ReviewQuestion = RunnerQuestion.extend({
  number: z.number().int(),
  section: Section,
  answer: AnswerValue,
  correct: z.boolean().nullable(),
  correctAnswer: z.array(z.string()),
  explanation: z.string(),
  explanationHtml: z.string(),
  domain: z.string().nullable(),
  skill: z.string().nullable(),
  difficulty: Difficulty.nullable(),
  pretest: z.boolean(),
  flagged: z.boolean(),
  timeSpentSeconds: z.number().int().min(0),
});
export type ReviewQuestion = z.infer<typeof ReviewQuestion>;

export const AttemptReview = z.object({
  id: z.uuid().nullable(),
  test: TestBrief,
  questions: z.array(ReviewQuestion),
  locks: ResultLocks,
});
export type AttemptReview = z.infer<typeof AttemptReview>;

/** Educators: the attempts of a test by their tenant's students (`result/users/{examId}`). */
export const TestAttemptsParams = z.object({ id: Id });
export type TestAttemptsParams = z.infer<typeof TestAttemptsParams>;

import { z } from 'zod';
import { Id } from './common.ts';
import { Choice, ModuleRoute, QuestionType, ScoreRange, Section } from './exams.ts';

/**
 * Attempts (issue 3, "Attempts: time and answers the server keeps"): the public API the runners and the
 * load tests use. The server keeps the clock (each module's deadline) and the answers; the client only
 * shows `remainingSeconds` as the server computed it, so a skewed client clock changes nothing.
 */

/** Saves are accepted until the module's deadline plus this grace (network latency, a last click). */
export const ANSWER_GRACE_SECONDS = 5;

export const ATTEMPT_STATUSES = ['in_progress', 'completed'] as const;
export const AttemptStatus = z.enum(ATTEMPT_STATUSES);
export type AttemptStatus = z.infer<typeof AttemptStatus>;

export const StartAttemptRequest = z.object({ examId: Id });
export type StartAttemptRequest = z.infer<typeof StartAttemptRequest>;

export const StartAttemptResponse = z.object({ userExamId: z.uuid(), resumed: z.boolean() });
export type StartAttemptResponse = z.infer<typeof StartAttemptResponse>;

export const UserExamParams = z.object({ userExamId: Id });
export type UserExamParams = z.infer<typeof UserExamParams>;

export const AnswerParams = z.object({ userExamId: Id, questionId: Id });
export type AnswerParams = z.infer<typeof AnswerParams>;

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

export const SavedAnswer = z.object({ questionId: z.uuid(), answer: AnswerValue, flagged: z.boolean(), seq: z.number().int() });
export type SavedAnswer = z.infer<typeof SavedAnswer>;

/** A question as the runner shows it: never its key, explanation or solution. */
export const RunnerQuestion = z.object({
  id: z.uuid(),
  position: z.number().int(),
  type: QuestionType,
  task: z.string().nullable(),
  stem: z.string(),
  choices: z.array(Choice),
  passage: z.object({ id: z.uuid(), title: z.string().nullable(), body: z.string() }).nullable(),
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
  startedAt: z.iso.datetime(),
  deadlineAt: z.iso.datetime(),
  /** Seconds to the deadline by the server's clock, never below 0. */
  remainingSeconds: z.number().int().min(0),
  questions: z.array(RunnerQuestion),
});
export type CurrentModule = z.infer<typeof CurrentModule>;

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
});
export type SectionRawScore = z.infer<typeof SectionRawScore>;

export const AttemptScores = z.object({
  sections: z.array(SectionRawScore),
  /** Sum of the sections' scaled ranges; null unless every section has a score table. */
  total: ScoreRange.nullable(),
  /** False when the test has no score tables: only raw scores are given. */
  scaled: z.boolean(),
});
export type AttemptScores = z.infer<typeof AttemptScores>;

export const UserExamView = z.object({
  id: z.uuid(),
  examId: z.uuid(),
  status: AttemptStatus,
  /** Session epoch: grows each time the attempt is opened (start or resume) by POST /api/user-exams. */
  epoch: z.number().int(),
  startedAt: z.iso.datetime(),
  completedAt: z.iso.datetime().nullable(),
  /** The module being taken; null once the attempt is completed. */
  current: CurrentModule.nullable(),
  /** Saved answers and marks of the current module. */
  answers: z.array(SavedAnswer),
  /** Module-2 routes decided so far, per section. */
  routes: z.array(z.object({ sectionId: z.uuid(), route: ModuleRoute })),
  /** Raw (and, with score tables, scaled) scores once completed. */
  scores: AttemptScores.nullable(),
});
export type UserExamView = z.infer<typeof UserExamView>;

export const SubmitModuleResponse = z.object({
  status: AttemptStatus,
  /** The route the submitted module led to (adaptive module 1), else null. */
  routedTo: ModuleRoute.nullable(),
  nextModuleId: z.uuid().nullable(),
});
export type SubmitModuleResponse = z.infer<typeof SubmitModuleResponse>;

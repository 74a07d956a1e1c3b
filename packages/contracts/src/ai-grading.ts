import { z } from 'zod';
import { AttemptScores } from './attempts.ts';
import { Section } from './exams.ts';

/**
 * AI pre-grading (issue 15, decision 0033): the tenant's AI provider rates the rated answers of a completed
 * attempt (essays, and spoken answers through a speech-to-text transcript) with the task's rubric. Shown as an ESTIMATE
 * beside the real scores, replaced answer by answer when a grader grades, never charged.
 */

/** Why an estimate cannot be asked for now. */
export const AI_ESTIMATE_UNAVAILABLE = [
  /** No AI provider is configured for the tenant (the offline tutor cannot rate). */
  'offline',
  /** The attempt has no answered rated item without a grader's grade. */
  'nothing_to_estimate',
  /** The viewer may read the attempt but not ask (a parent). */
  'not_allowed',
  /** Estimated already: one estimate per attempt. */
  'done',
] as const;
export const AiEstimateUnavailable = z.enum(AI_ESTIMATE_UNAVAILABLE);
export type AiEstimateUnavailable = z.infer<typeof AiEstimateUnavailable>;

export const AiEstimateItem = z.object({
  questionId: z.uuid(),
  section: Section.nullable(),
  /** The TOEFL task (write_an_email, academic_discussion, …) or null. */
  task: z.string().nullable(),
  /** The AI's rating on the task's own scale, 0…max. */
  score: z.number().int().min(0),
  max: z.number().int().min(1),
  rationale: z.string(),
  /** What the speech-to-text model heard in a spoken answer; null for a written one. */
  transcript: z.string().nullable(),
  /** A grader has graded this answer: the grade counts, this estimate no longer does. */
  replaced: z.boolean(),
  /** The grader's score when `replaced`. */
  gradedScore: z.number().int().min(0).nullable(),
});
export type AiEstimateItem = z.infer<typeof AiEstimateItem>;

export const AiEstimateView = z.object({
  /** True when the viewer may ask for an estimate now. */
  canRequest: z.boolean(),
  unavailable: AiEstimateUnavailable.nullable(),
  model: z.string().nullable(),
  estimatedAt: z.iso.datetime({ offset: true }).nullable(),
  items: z.array(AiEstimateItem),
  /**
   * The attempt's scores computed with the AI's ratings wherever no grader has graded yet (graders' grades
   * first): an estimate, labelled so; null before any estimate or when every estimated answer is graded.
   */
  scores: AttemptScores.nullable(),
});
export type AiEstimateView = z.infer<typeof AiEstimateView>;

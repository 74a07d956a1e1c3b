import { z } from 'zod';
import { Id } from './common.ts';
import { AI_MAX_MESSAGES, AI_MESSAGE_MAX_CHARS } from './constants.ts';

/**
 * Issue 6: the AI tutor. Owned by apps/api/src/modules/ai. Spec §3 "AI chat", §5, §9; decisions.md "AI".
 * The tutor is given the question (stem, passage, choices, key, explanation, skills), the student's answer
 * and eliminated choices (from `user_exam_id`, when the student has an attempt) and answers in the student's
 * language. With no provider configured the built-in offline tutor answers from the explanation.
 */

export const AI_ROLES = ['user', 'assistant'] as const;
export const AiRole = z.enum(AI_ROLES);
export type AiRole = z.infer<typeof AiRole>;

// AI_USAGE_THRESHOLD (0.8), AI_TYPING_MS_PER_CHAR (5 ms), AI_MESSAGE_MAX_CHARS and AI_MAX_MESSAGES are in constants.ts (spec §9).

export const AiMessage = z.object({
  role: AiRole,
  /** Empty messages are never sent (spec §5): the server refuses one with 422. */
  content: z
    .string()
    .trim()
    .min(1)
    .max(AI_MESSAGE_MAX_CHARS * 4),
  dateTime: z.iso.datetime().optional(),
});
export type AiMessage = z.infer<typeof AiMessage>;

/**
 * `POST /api/ai/questions/:id/ask`: the conversation so far, its last message the student's new one (role
 * user, at most AI_MESSAGE_MAX_CHARS). The server keeps the conversation per user and question and answers
 * from what it stored plus the new message; `user_exam_id` says which attempt's answer to discuss.
 * With `Accept: text/event-stream` the answer streams as SSE: `event: delta` `data: {"content": "…"}` for each
 * piece, then `event: done` `data: AskResponse`, or `event: error` `data: ErrorBody`.
 * A refusal before the answer starts (422 empty or too long, 400 `ai_conversation_over_limit`, 429
 * `too_many_requests` / `ai_daily_limit_reached`, 404, 409 `conflict` during the student's own running
 * exam) is an ordinary HTTP error with an ErrorBody, also when the client asked for a stream; `event: error`
 * is only for an unexpected failure after the stream began. `done`'s `content` is the whole answer (the
 * deltas joined, or the failure message when `source` is `error`).
 */
export const AskInput = z.object({
  messages: z.array(AiMessage).min(1).max(AI_MAX_MESSAGES),
  user_exam_id: Id.optional(),
  /** Reserved one-click prompts; `why_wrong` asks why the student's answer is wrong. */
  intent: z.enum(['why_wrong', 'explain', 'hint']).optional(),
});
export type AskInput = z.infer<typeof AskInput>;

/**
 * The tutor's answer. `usage_loaded` is the share (0…1) of the model's context budget the conversation uses
 * after this answer, counted with a real tokenizer. `source`: `model` or `offline`. `error`: the provider
 * failed or timed out (the student sees a clear message, the conversation is kept and can continue).
 * A provider failure is answered 200 (not 5xx) with `source: 'error'` and the localized message in `content`;
 * the student's message is stored, the failed reply is shown in the conversation but never sent to the model.
 */
export const AskResponse = z.object({
  content: z.string(),
  usage_loaded: z.number().min(0),
  source: z.enum(['model', 'offline', 'error']),
  conversation_id: Id,
});
export type AskResponse = z.infer<typeof AskResponse>;

/** `GET /api/ai/questions/:id/conversation`: the caller's open conversation on that question (empty after close). */
export const AiConversationView = z.object({
  id: Id.nullable(),
  question_id: Id,
  messages: z.array(AiMessage.extend({ content: z.string(), dateTime: z.iso.datetime() })),
  usage_loaded: z.number().min(0),
});
export type AiConversationView = z.infer<typeof AiConversationView>;

/** `DELETE /api/ai/questions/:id/conversation` (the panel's close, after confirmation): whether one was open. The next ask starts a new conversation. */
export const AiConversationClosed = z.object({ closed: z.boolean() });
export type AiConversationClosed = z.infer<typeof AiConversationClosed>;

/** `GET /api/ai/questions/:id/exp`: the AI explanation of the question (query `user_exam_id` optional). */
export const AiExplanationQuery = z.object({ user_exam_id: Id.optional() });
export const AiExplanation = z.object({ content: z.string(), source: z.enum(['model', 'offline', 'error']) });
export type AiExplanation = z.infer<typeof AiExplanation>;

/** `GET /api/ai/students/:id/conversations` (the student's teachers, company admins): their tutor conversations. */
export const AiConversationSummary = z.object({
  id: Id,
  question_id: Id,
  question_excerpt: z.string(),
  test_title: z.string().nullable(),
  message_count: z.number().int(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
  closed: z.boolean(),
  messages: z.array(AiMessage.extend({ content: z.string(), dateTime: z.iso.datetime() })),
});
export type AiConversationSummary = z.infer<typeof AiConversationSummary>;
export const AiConversationSummaryList = z.array(AiConversationSummary);

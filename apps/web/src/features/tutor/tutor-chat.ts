import type { AskInput } from '@prepwell/contracts';
import { AI_MAX_MESSAGES, AI_MESSAGE_MAX_CHARS, AI_USAGE_THRESHOLD } from '@prepwell/contracts/light';

/** The conversation's rules the panel applies before asking (spec §5) and how it words failures. */
export interface ChatMessage {
  role: 'user' | 'assistant';
  content: string;
}

export type Intent = NonNullable<AskInput['intent']>;

/** Above the threshold the conversation is full: the student closes the panel and starts a new one. */
export const isOverLimit = (usageLoaded: number): boolean => usageLoaded > AI_USAGE_THRESHOLD;

export type SendBlock = 'empty' | 'too_long' | 'over_limit' | 'busy';

/** Why a message cannot be sent now, or null. Empty (or only spaces) is never sent. */
export const sendBlock = (
  text: string,
  state: { usageLoaded: number; overLimit: boolean; busy: boolean },
): SendBlock | null => {
  if (state.overLimit || isOverLimit(state.usageLoaded)) return 'over_limit';
  if (state.busy) return 'busy';
  if (text.trim() === '') return 'empty';
  if (text.trim().length > AI_MESSAGE_MAX_CHARS) return 'too_long';
  return null;
};

/** The request: the conversation so far and the new message last (the newest 200 at most). */
export const askInput = (
  history: readonly ChatMessage[],
  text: string,
  userExamId: string | null,
  intent?: Intent,
): AskInput => ({
  messages: [...history, { role: 'user' as const, content: text.trim() }].slice(-AI_MAX_MESSAGES),
  ...(userExamId ? { user_exam_id: userExamId } : {}),
  ...(intent ? { intent } : {}),
});

/** What the panel says when a question fails; the conversation stays. */
export type Failure =
  | { kind: 'over_limit' }
  | { kind: 'network' }
  | { kind: 'timeout' }
  /** The server's own localized message (limits, provider errors). */
  | { kind: 'server'; message: string }
  | { kind: 'failed' };

export const failureOf = (error: { status: number; code: string; message: string }): Failure => {
  if (error.code === 'ai_conversation_over_limit') return { kind: 'over_limit' };
  if (error.code === 'timeout') return { kind: 'timeout' };
  if (error.code === 'network_error') return { kind: 'network' };
  // 4xx (rate limit, daily allowance, validation) and provider errors carry a message for the student.
  if (error.message && error.status >= 400 && error.status < 500) return { kind: 'server', message: error.message };
  return { kind: 'failed' };
};

/** The usage meter's percentage, whole and within 0…100. */
export const usagePercent = (usageLoaded: number): number => Math.max(0, Math.min(100, Math.round(usageLoaded * 100)));

/**
 * Math in an answer, for MathText (KaTeX, loaded only then): models write `\( … \)` and `\[ … \]`. Those
 * become `$…$` and `$$…$$`; every other `$` is escaped, because the tutor's plain text uses `$` for money
 * ("$25 plus $15"). Null when the answer has no math (it is shown as plain text).
 */
export const mathForDisplay = (text: string): string | null => {
  const escape = (plain: string) => plain.replace(/\$/g, '\\$');
  let out = '';
  let last = 0;
  let found = false;
  for (const match of text.matchAll(/\\\[([\s\S]+?)\\\]|\\\(([\s\S]+?)\\\)/g)) {
    found = true;
    out += escape(text.slice(last, match.index));
    out += match[1] !== undefined ? `$$${match[1]}$$` : `$${match[2] ?? ''}$`;
    last = match.index + match[0].length;
  }
  return found ? out + escape(text.slice(last)) : null;
};

import { createRequire } from 'node:module';
import { AI_USAGE_THRESHOLD } from '@prepwell/contracts';
import type { ChatMessage } from './ai-provider.ts';

type CountTokens = typeof import('gpt-tokenizer').countTokens;
/**
 * The tokenizer's tables take some 60 MB once loaded, so they are read when the tutor first counts, not
 * when the server starts (a server whose students never ask the tutor never holds them).
 */
let countTokens: CountTokens | undefined;
const tokenizer = (): CountTokens =>
  (countTokens ??= (createRequire(import.meta.url)('gpt-tokenizer') as typeof import('gpt-tokenizer')).countTokens);

/**
 * `usage_loaded` (decision 0017): the share of the model's context budget (AI_CONTEXT_TOKENS) that the
 * system prompt, the conversation and the answer take, counted with a real BPE tokenizer (gpt-tokenizer's
 * o200k_base, the encoding of current OpenAI chat models; other models' tokenizers differ by a few per cent).
 */

/** Per-message framing of the chat format (role and separators), as OpenAI documents it. */
const MESSAGE_OVERHEAD = 4;
/** The reply's own priming tokens. */
const REPLY_OVERHEAD = 3;
/** Text that looks like a special token (`<|endoftext|>`) is counted as plain text, never refused. */
const PLAIN = { disallowedSpecial: new Set<string>() };

export const textTokens = (text: string): number => tokenizer()(text, PLAIN);

export const chatTokens = (messages: readonly Pick<ChatMessage, 'content'>[]): number =>
  messages.reduce((sum, m) => sum + MESSAGE_OVERHEAD + textTokens(m.content), REPLY_OVERHEAD);

/** tokens / budget, rounded to 4 decimals. */
export const usageLoaded = (tokens: number, budget: number): number => Math.round((tokens / budget) * 10_000) / 10_000;

/** Whether a conversation of `tokens` may not take another message (spec §5: above 0.8 further sends are refused). */
export const overLimit = (tokens: number, budget: number): boolean => tokens / budget > AI_USAGE_THRESHOLD;

/**
 * Contracts' AI constants, copied: the panel also loads in the light runner root, and importing
 * contracts' runtime values brings zod along (decision 0010). tutor-constants.test.ts keeps them equal.
 */
/** Above this share of the model's context budget further sends are refused (spec §5, §9). */
export const AI_USAGE_THRESHOLD = 0.8;
/** The typing animation's pace (spec §9). */
export const AI_TYPING_MS_PER_CHAR = 5;
/** The longest message a student may send. */
export const AI_MESSAGE_MAX_CHARS = 4000;
/** At most this many messages go with a question (contracts' AskInput). */
export const AI_MAX_MESSAGES = 200;
/** A streamed answer may take a while; the server ends a slow provider first. */
export const ASK_TIMEOUT_MS = 120_000;
export const REQUEST_TIMEOUT_MS = 30_000;

import { AI_MESSAGE_MAX_CHARS as CONTRACT_MAX_CHARS, AI_TYPING_MS_PER_CHAR as CONTRACT_TYPING, AI_USAGE_THRESHOLD as CONTRACT_THRESHOLD, API_TIMEOUT_MS, AskInput } from '@prepwell/contracts';
import { describe, expect, it } from 'vitest';
import { AI_MAX_MESSAGES, AI_MESSAGE_MAX_CHARS, AI_TYPING_MS_PER_CHAR, AI_USAGE_THRESHOLD, ASK_TIMEOUT_MS } from './tutor-constants.ts';

describe('tutor constants', () => {
  it('equal the contracts', () => {
    expect(AI_USAGE_THRESHOLD).toBe(CONTRACT_THRESHOLD);
    expect(AI_TYPING_MS_PER_CHAR).toBe(CONTRACT_TYPING);
    expect(AI_MESSAGE_MAX_CHARS).toBe(CONTRACT_MAX_CHARS);
    expect(ASK_TIMEOUT_MS).toBeLessThanOrEqual(API_TIMEOUT_MS);
    const message = { role: 'user' as const, content: 'x' };
    expect(AskInput.safeParse({ messages: Array.from({ length: AI_MAX_MESSAGES }, () => message) }).success).toBe(true);
    expect(AskInput.safeParse({ messages: Array.from({ length: AI_MAX_MESSAGES + 1 }, () => message) }).success).toBe(false);
  });
});

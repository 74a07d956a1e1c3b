import { describe, expect, it } from 'vitest';
import { chatTokens, overLimit, textTokens, usageLoaded } from './ai-usage.ts';

describe('usage_loaded', () => {
  it('counts real BPE tokens, not characters', () => {
    expect(textTokens('hello world')).toBe(2);
    expect(textTokens('The quick brown fox jumps over the lazy dog.')).toBe(10);
    expect(textTokens('你好，世界')).toBeGreaterThan(1);
    // Text that looks like a special token is counted as text, never refused.
    expect(textTokens('<|endoftext|>')).toBeGreaterThan(1);
  });

  it('adds the chat framing per message', () => {
    expect(chatTokens([{ content: 'hello world' }])).toBe(3 + 4 + 2);
    expect(chatTokens([])).toBe(3);
  });

  it('is a share of the budget; above 0.8 is over the limit', () => {
    expect(usageLoaded(4096, 8192)).toBe(0.5);
    expect(usageLoaded(1, 3)).toBe(0.3333);
    expect(overLimit(6553, 8192)).toBe(false); // 0.79993
    expect(overLimit(6554, 8192)).toBe(true); // 0.80005
    expect(overLimit(1600, 2000)).toBe(false); // exactly 0.8 is not above it
  });
});

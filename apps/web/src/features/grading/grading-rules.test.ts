import { describe, expect, it } from 'vitest';
import { isValidScore, needsComment } from './grading-rules.ts';

describe('grading rules (decision 0014)', () => {
  it('asks for a comment on Basic and VIP requests only', () => {
    expect(needsComment('score')).toBe(false);
    expect(needsComment('simple')).toBe(true);
    expect(needsComment('vip')).toBe(true);
  });

  it('accepts whole scores from 0 to the task maximum', () => {
    expect(isValidScore(0, 5)).toBe(true);
    expect(isValidScore(5, 5)).toBe(true);
    expect(isValidScore(6, 5)).toBe(false);
    expect(isValidScore(-1, 5)).toBe(false);
    expect(isValidScore(2.5, 5)).toBe(false);
    expect(isValidScore('', 5)).toBe(false);
    expect(isValidScore(Number.NaN, 5)).toBe(false);
  });
});

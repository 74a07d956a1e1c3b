import { describe, expect, it } from 'vitest';
import {
  CODE_ALPHABET,
  CODE_LENGTH,
  generateReferralCode,
  normalizeReferralCode,
  referralEarnings,
} from './referral-code.ts';

describe('referral codes', () => {
  it('are short and use only unambiguous characters', () => {
    for (let i = 0; i < 200; i++) {
      const code = generateReferralCode();
      expect(code).toHaveLength(CODE_LENGTH);
      for (const ch of code) expect(CODE_ALPHABET).toContain(ch);
    }
    for (const ambiguous of ['0', 'O', '1', 'I', 'L', '5', 'S', '2', 'Z', '8', 'B'])
      expect(CODE_ALPHABET).not.toContain(ambiguous);
  });

  it('normalizes case, spaces and dashes', () => {
    expect(normalizeReferralCode(' acd-efg h ')).toBe('ACDEFGH');
  });
});

describe('referralEarnings', () => {
  it('earns the reward for every N completed invitees', () => {
    expect(referralEarnings({ completed: 0, perReward: 2, reward: 10, exchanged: 0 })).toEqual({
      earned: 0,
      exchangeable: 0,
    });
    expect(referralEarnings({ completed: 1, perReward: 2, reward: 10, exchanged: 0 })).toEqual({
      earned: 0,
      exchangeable: 0,
    });
    expect(referralEarnings({ completed: 2, perReward: 2, reward: 10, exchanged: 0 })).toEqual({
      earned: 10,
      exchangeable: 10,
    });
    expect(referralEarnings({ completed: 5, perReward: 2, reward: 10, exchanged: 10 })).toEqual({
      earned: 20,
      exchangeable: 10,
    });
  });

  it('never offers a negative amount when the settings were lowered after an exchange', () => {
    expect(referralEarnings({ completed: 4, perReward: 4, reward: 5, exchanged: 20 })).toEqual({
      earned: 5,
      exchangeable: 0,
    });
  });
});

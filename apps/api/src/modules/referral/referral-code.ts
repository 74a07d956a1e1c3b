import { randomInt } from 'node:crypto';

/** Letters and digits that cannot be mistaken for one another (no 0/O, 1/I/L, 5/S, 2/Z, 8/B). */
export const CODE_ALPHABET = 'ACDEFGHJKMNPQRTUVWXY34679';
export const CODE_LENGTH = 7;

export const generateReferralCode = () =>
  Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

/** What a person types or pastes: case and spaces or dashes do not matter. */
export const normalizeReferralCode = (input: string) => input.toUpperCase().replace(/[\s-]+/g, '');

/**
 * The inviter's referral coins: every `perReward` completed invitees earn `reward` coins; what was
 * already exchanged is subtracted (never below zero, should the tenant lower its settings later).
 */
export const referralEarnings = (options: {
  completed: number;
  perReward: number;
  reward: number;
  exchanged: number;
}) => {
  const earned = Math.floor(options.completed / Math.max(1, options.perReward)) * options.reward;
  return { earned, exchangeable: Math.max(0, earned - options.exchanged) };
};

import { randomInt } from 'node:crypto';
import { randomToken } from '../../lib/tokens.ts';

/** Upper-case letters and digits a student cannot mistake for one another (no 0/O, 1/I/L). */
export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CODE_LENGTH = 6;

/** A random class code: CODE_LENGTH characters of CODE_ALPHABET (cryptographic randomness). */
export const newClassCode = (random: (max: number) => number = randomInt): string =>
  Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[random(CODE_ALPHABET.length)]).join('');

/** The secret of an invitation link: 32 random bytes, URL-safe (43 characters). */
export const newInviteToken = (): string => randomToken(32);

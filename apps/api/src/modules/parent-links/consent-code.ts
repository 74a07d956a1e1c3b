import { randomInt } from 'node:crypto';
import { normalizeParentLinkCode, PARENT_LINK_CODE_ALPHABET, PARENT_LINK_CODE_LENGTH } from '@prepwell/contracts';
import { sha256 } from '../../lib/tokens.ts';

/**
 * The one-time code a student gives a parent (decision 0018): 8 characters of an alphabet without look-alikes
 * (31 characters: no 0/O, 1/I/L), about 2^39 values, drawn with a cryptographic generator. Only a hash bound to
 * the student is stored; the code lives 30 minutes and wrong guesses are rate-limited, so 2^39 is plenty.
 */
export const newConsentCode = (random: (max: number) => number = randomInt): string =>
  Array.from(
    { length: PARENT_LINK_CODE_LENGTH },
    () => PARENT_LINK_CODE_ALPHABET[random(PARENT_LINK_CODE_ALPHABET.length)],
  ).join('');

/** Whether a code, once normalized (case, spaces, dashes), could be one of ours: checked before any lookup. */
export const isWellFormedConsentCode = (raw: string): boolean => {
  const code = normalizeParentLinkCode(raw);
  return code.length === PARENT_LINK_CODE_LENGTH && [...code].every((c) => PARENT_LINK_CODE_ALPHABET.includes(c));
};

/** The stored form: SHA-256 of the student's id and the normalized code (the same code of two students differs). */
export const consentCodeHash = (studentId: string, raw: string): string =>
  sha256(`parent-link:${studentId}:${normalizeParentLinkCode(raw)}`);

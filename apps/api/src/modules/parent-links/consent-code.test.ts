import { formatParentLinkCode, normalizeParentLinkCode, PARENT_LINK_CODE_ALPHABET } from '@prepwell/contracts';
import { describe, expect, it } from 'vitest';
import { consentCodeHash, isWellFormedConsentCode, newConsentCode } from './consent-code.ts';

describe('the parent-link one-time code', () => {
  it('has 8 characters of an alphabet without look-alikes', () => {
    for (const c of '0O1IL') expect(PARENT_LINK_CODE_ALPHABET).not.toContain(c);
    expect(new Set(PARENT_LINK_CODE_ALPHABET).size).toBe(PARENT_LINK_CODE_ALPHABET.length);
    for (let i = 0; i < 200; i++) {
      const code = newConsentCode();
      expect(code).toMatch(/^[A-Z2-9]{8}$/);
      expect(isWellFormedConsentCode(code)).toBe(true);
    }
  });

  it('draws every character from the generator it is given', () => {
    expect(newConsentCode(() => 0)).toBe('AAAAAAAA');
    expect(newConsentCode((max) => max - 1)).toBe('99999999');
  });

  it('reads a code as typed or read out: any case, spaces and dashes', () => {
    expect(normalizeParentLinkCode(' abcd-efgh ')).toBe('ABCDEFGH');
    expect(normalizeParentLinkCode('ab cd ef gh')).toBe('ABCDEFGH');
    expect(formatParentLinkCode('ABCDEFGH')).toBe('ABCD-EFGH');
    expect(isWellFormedConsentCode('abcd-efgh')).toBe(true);
  });

  it('refuses what cannot be a code before any lookup', () => {
    for (const bad of ['', 'ABCDEFG', 'ABCDEFGHJ', 'ABCD0FGH', 'ABCDIFGH', 'ÅBCDEFGH', 'ABCD\u0000FGH'])
      expect(isWellFormedConsentCode(bad), bad).toBe(false);
  });

  it('stores a hash bound to the student: the same code of two students differs, the code itself never appears', () => {
    const a = consentCodeHash('student-a', 'ABCD-EFGH');
    expect(a).toBe(consentCodeHash('student-a', 'abcdefgh'));
    expect(a).not.toBe(consentCodeHash('student-b', 'ABCDEFGH'));
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(a).not.toContain('ABCDEFGH');
  });
});

import { describe, expect, it } from 'vitest';
import { ClassCode } from '@prepwell/contracts';
import { CODE_ALPHABET, CODE_LENGTH, newClassCode, newInviteToken } from './class-codes.ts';

describe('class codes', () => {
  it('are six unambiguous upper-case letters or digits that the contract accepts as typed', () => {
    for (let i = 0; i < 200; i++) {
      const code = newClassCode();
      expect(code).toMatch(new RegExp(`^[${CODE_ALPHABET}]{${CODE_LENGTH}}$`));
      expect(code).not.toMatch(/[01OIL]/);
      expect(ClassCode.parse(code.toLowerCase())).toBe(code);
    }
  });
  it('draw each character from the whole alphabet', () => {
    let n = 0;
    expect(newClassCode(() => n++ % CODE_ALPHABET.length)).toBe(CODE_ALPHABET.slice(0, CODE_LENGTH));
  });
});

describe('invitation links', () => {
  it('carry 32 random bytes, different each time', () => {
    const a = newInviteToken();
    expect(Buffer.from(a, 'base64url')).toHaveLength(32);
    expect(newInviteToken()).not.toBe(a);
  });
});

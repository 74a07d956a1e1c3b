import { describe, expect, it } from 'vitest';
import { isClassCodeWellFormed, normalizeClassCode } from './class-code.ts';

describe('class codes', () => {
  it('are trimmed and upper-cased', () => {
    expect(normalizeClassCode('  ab12cd ')).toBe('AB12CD');
  });
  it('accept letters and digits only, 4 to 16 long', () => {
    expect(isClassCodeWellFormed('ab12cd')).toBe(true);
    expect(isClassCodeWellFormed('ab1')).toBe(false);
    expect(isClassCodeWellFormed('AB-12')).toBe(false);
    expect(isClassCodeWellFormed('A'.repeat(17))).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { containsLike, escapeLike } from './like.ts';

describe('search text as a LIKE pattern', () => {
  it('escapes the pattern characters so they match themselves', () => {
    expect(escapeLike('50%_off\\now')).toBe('50\\%\\_off\\\\now');
    expect(escapeLike('plain text 中文')).toBe('plain text 中文');
  });
  it('"contains" wraps the escaped text in %', () => {
    expect(containsLike('a_b')).toBe('%a\\_b%');
    expect(containsLike('')).toBe('%%');
  });
});

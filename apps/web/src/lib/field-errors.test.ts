import { describe, expect, it } from 'vitest';
import { splitFieldErrors } from './field-errors.ts';

describe('splitFieldErrors', () => {
  it('puts known paths on fields (first message wins) and keeps the rest', () => {
    const known = new Set(['email', 'student_emails']);
    const result = splitFieldErrors(
      [
        { path: 'email', message: 'taken' },
        { path: 'email', message: 'second' },
        { path: 'student_emails.1', message: 'not found' },
        { path: 'captcha', message: 'wrong' },
      ],
      (path) => known.has(path.split('.')[0] ?? ''),
    );
    expect(result.fields).toEqual({ email: 'taken', 'student_emails.1': 'not found' });
    expect(result.other).toEqual(['wrong']);
  });
});

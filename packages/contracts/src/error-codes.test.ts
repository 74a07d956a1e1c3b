import { describe, expect, it } from 'vitest';
import { ErrorBody } from './errors.ts';
import * as main from './index.ts';
import * as light from './light.ts';

describe('the light entry beside the main one', () => {
  it('exports only what the main entry exports, as the same values', () => {
    for (const [name, value] of Object.entries(light)) expect(main[name as keyof typeof main], name).toBe(value);
  });

  it('reads an error body as the zod schema does', () => {
    const samples: unknown[] = [
      { code: 'insufficient_balance', status: 400, message: 'Not enough' },
      {
        code: 'validation_failed',
        status: 422,
        message: 'Check',
        fieldErrors: [{ path: 'email', message: 'Bad' }],
        details: { a: 1 },
        requestId: 'r1',
      },
      { code: 'not_a_code', status: 400, message: 'x' },
      { code: 'forbidden', status: 403 },
      { code: 'forbidden', status: 403.5, message: 'x' },
      { code: 'forbidden', status: 403, message: 'x', fieldErrors: [{ path: 1, message: 'x' }] },
      { code: 'forbidden', status: 403, message: 'x', details: [] },
      { code: 'toString', status: 400, message: 'x' },
      null,
      'internal_error',
      [],
    ];
    for (const sample of samples) {
      const parsed = ErrorBody.safeParse(sample);
      expect(light.errorBodyOf(sample), JSON.stringify(sample)).toEqual(parsed.success ? parsed.data : null);
    }
  });

  it('names the TOEFL task of a question: its own, else the one its type implies', () => {
    expect(light.toeflTaskOf({ task: 'write_an_email', type: 'written_response' })).toBe('write_an_email');
    expect(light.toeflTaskOf({ task: null, type: 'written_response' })).toBe('independent_writing');
    expect(light.toeflTaskOf({ task: 'not_a_task', type: 'fill_letters' })).toBe('complete_the_words');
    expect(light.toeflTaskOf({ type: 'multiple_choice' })).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { notYetIn, parseEmails } from './roster-values.ts';

describe('roster values', () => {
  it('splits on commas, spaces, new lines and Chinese punctuation, once each', () => {
    expect(parseEmails('a@x.com, b@x.com\nc@x.com；d@x.com，A@X.com')).toEqual({
      emails: ['a@x.com', 'b@x.com', 'c@x.com', 'd@x.com'],
      invalid: [],
    });
  });

  it('keeps what is not an e-mail apart', () => {
    expect(parseEmails('alice  bob@x.com @nope')).toEqual({ emails: ['bob@x.com'], invalid: ['alice', '@nope'] });
    expect(parseEmails('   ')).toEqual({ emails: [], invalid: [] });
  });

  it('leaves out people already in the class', () => {
    expect(notYetIn([{ id: '1' }, { id: '2' }, { id: '3' }], [{ id: '2' }])).toEqual([{ id: '1' }, { id: '3' }]);
  });
});

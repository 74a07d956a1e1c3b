import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findUnstorableText, isStorableText } from './text-hygiene.ts';

describe('isStorableText', () => {
  it.each(['', 'plain', '中文 繁體', 'emoji 😀 pair', '\u200f RTL mark', 'tab\tnew\nline', '\uffff'])('keeps %j', (s) =>
    expect(isStorableText(s)).toBe(true),
  );
  it.each(['a\u0000b', '\u0000', 'x\ud800', '\ud800y', '\udc00', 'a\udfffb', '\ud83d\ud83d\ude00x\ud800'])(
    'refuses %j',
    (s) => expect(isStorableText(s)).toBe(false),
  );
  it('agrees with a UTF-8 round trip for any string without NUL', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        const roundTrips = Buffer.from(s, 'utf8').toString('utf8') === s;
        expect(isStorableText(s)).toBe(roundTrips && !s.includes('\u0000'));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('findUnstorableText', () => {
  it('names the first bad field by its path, keys included', () => {
    expect(findUnstorableText({ a: 'ok', b: [1, 'ok', { c: 'x\u0000' }] })).toBe('b.2.c');
    expect(findUnstorableText({ q: '\ud800' }, ['query'])).toBe('query.q');
    expect(findUnstorableText({ ['k\u0000']: 1 })).toBe('k?');
    expect(findUnstorableText({ a: 1, b: null, c: true, d: ['fine'] })).toBeNull();
    expect(findUnstorableText('plain')).toBeNull();
  });
});

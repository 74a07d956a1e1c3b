import { describe, expect, it } from 'vitest';
import { offlineMnemonic, wordBeats, wordParts } from './offline-mnemonic.ts';
import { parseWordCsv } from './word-import.ts';

describe('offline mnemonic writer', () => {
  it('finds a known prefix, root and suffix and glosses them in the reader’s language', () => {
    expect(wordParts('benevolent', 'en')).toEqual([
      { text: 'bene-', gloss: 'good, well' },
      { text: 'vol', gloss: 'wish' },
      { text: '-ent', gloss: 'being' },
    ]);
    expect(wordParts('obdurate', 'tw').map((p) => p.gloss)).toEqual(['阻擋', '堅硬、持久', '使…、具有']);
    expect(wordParts('juxtapose', 'en').map((p) => p.text)).toEqual(['juxta-', 'pos', 'e']);
    // One affix alone is no mnemonic: the beats are used instead.
    expect(wordParts('candid', 'en')).toEqual([]);
  });

  it('splits a word into spoken beats', () => {
    expect(wordBeats('candid')).toBe('can·did');
    expect(wordBeats('dearth')).toBe('dearth');
  });

  it('ties the parts to the definition, the translation and the example', () => {
    const word = {
      word: 'benevolent',
      senses: [{ pos: 'adjective', definition: 'Kind and generous.', examples: ['A benevolent act.'] }],
      translations: { cn: '仁慈的' },
    };
    expect(offlineMnemonic(word, 'en')).toBe(
      'benevolent = bene- “good, well” + vol “wish” + -ent “being”. Put the pieces together and you reach its meaning: Kind and generous. See it at work: “A benevolent act.”',
    );
    expect(offlineMnemonic(word, 'cn')).toContain('Kind and generous (仁慈的)');
    const dearth = { word: 'dearth', senses: [{ pos: 'noun', definition: 'A lack.', examples: [] }], translations: {} };
    expect(offlineMnemonic(dearth, 'en')).toBe(
      'Hear “dearth” and picture its meaning in one vivid scene: A lack. Now use dearth (noun) in a sentence about your own day.',
    );
  });
});

describe('word list CSV', () => {
  it('reads a file without a header in the documented order', () => {
    const parsed = parseWordCsv(Buffer.from('\uFEFFlucid,Clear.,A lucid talk.,清晰的,adjective,/ˈluːsɪd/\n'), 'en');
    expect(parsed.problems).toEqual([]);
    expect(parsed.words).toEqual([
      {
        word: 'lucid',
        senses: [{ pos: 'adjective', definition: 'Clear.', examples: ['A lucid talk.'] }],
        pronunciation: '/ˈluːsɪd/',
        translations: { cn: '清晰的' },
      },
    ]);
  });

  it('reports an empty file, an unreadable one and a too long word', () => {
    expect(parseWordCsv(Buffer.from('word,definition\n'), 'en').problems.map((p) => p.code)).toEqual(['empty_file']);
    expect(parseWordCsv(Buffer.from('"unclosed,quote\n'), 'en').problems.map((p) => p.code)).toEqual([
      'file_unreadable',
    ]);
    const long = parseWordCsv(Buffer.from(`word,definition\n${'x'.repeat(101)},y\n`), 'cn');
    expect(long.problems.map((p) => [p.row, p.field, p.code])).toEqual([[2, 'word', 'too_long']]);
    expect(long.problems[0]!.message).toMatch(/[\u4e00-\u9fff]/);
  });
});

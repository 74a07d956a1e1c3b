import { existsSync, readdirSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ALL_VOCAB_LISTS,
  PARTS_OF_SPEECH,
  SAT_LISTS,
  TOEFL_LISTS,
  VOCAB_MEDIA_PATH,
  wordAudioUrl,
  wordSlug,
  type VocabEntry,
} from './index.ts';

/**
 * Content checks of the demo word lists (issue 18): counts, one entry per word across every list, a
 * definition that explains rather than repeats the word, examples that use it, IPA, a 简体中文 translation
 * in simplified characters and a 繁體中文 one in traditional characters, and a pronunciation clip on disk
 * for every word (scripts/generate-vocab-audio.sh) with nothing left over.
 */

const WEB_PUBLIC = resolve(import.meta.dirname, '../../../../web/public');
const AUDIO_DIR = resolve(WEB_PUBLIC, `.${VOCAB_MEDIA_PATH}`);
const entries = (lists: typeof ALL_VOCAB_LISTS) => lists.flatMap((l) => l.words);
const ALL = entries(ALL_VOCAB_LISTS);

/** The characters of a legacy double-byte charset, read through the WHATWG decoders. */
const charset = (encoding: string, leads: [number, number][], trails: [number, number][]) => {
  const decoder = new TextDecoder(encoding);
  const chars = new Set<string>();
  for (const [leadFrom, leadTo] of leads)
    for (let lead = leadFrom; lead <= leadTo; lead++)
      for (const [trailFrom, trailTo] of trails)
        for (let trail = trailFrom; trail <= trailTo; trail++) {
          const ch = decoder.decode(new Uint8Array([lead, trail]));
          if (ch.length === 1 && ch !== '\ufffd') chars.add(ch);
        }
  return chars;
};
/** GB2312 (the GBK rows A1–A9 symbols and B0–F7 hanzi): simplified characters only. */
const GB2312 = charset(
  'gbk',
  [
    [0xa1, 0xa9],
    [0xb0, 0xf7],
  ],
  [[0xa1, 0xfe]],
);
/** Standard Big5 (symbols A1–A3, hanzi A4–C6 and C9–F9, without the HKSCS additions): traditional only. */
const BIG5 = charset(
  'big5',
  [
    [0xa1, 0xa3],
    [0xa4, 0xc6],
    [0xc9, 0xf9],
  ],
  [
    [0x40, 0x7e],
    [0xa1, 0xfe],
  ],
);
const outside = (text: string, set: Set<string>) => [...text].filter((ch) => !set.has(ch));

/** The word without a final e or y, so "evolve" matches "evolved" and "gratify" "gratified". */
const stem = (word: string) => word.toLowerCase().replace(/[ey]$/, '');
const usesWord = (text: string, word: string) => new RegExp(`\\b${stem(word)}`).test(text.toLowerCase());

/** Broad American IPA: the symbols English needs, stress marks and length; no ASCII g (IPA uses ɡ). */
const IPA = /^\/[abdefhijklmnoprstuvwzæɑɒɔəɚɛɜɝɪʊʌŋʃʒθðɡɹɾᵻːˈˌ.]+\/$/u;

const problems = (check: (e: VocabEntry) => string | undefined) =>
  ALL.flatMap((e) => {
    const issue = check(e);
    return issue ? [`${e.word}: ${issue}`] : [];
  });

describe('demo vocabulary content', () => {
  it('has at least 300 SAT words in 3+ lists and 150 TOEFL words in 2+ lists', () => {
    expect(SAT_LISTS.length).toBeGreaterThanOrEqual(3);
    expect(TOEFL_LISTS.length).toBeGreaterThanOrEqual(2);
    expect(entries(SAT_LISTS).length).toBeGreaterThanOrEqual(300);
    expect(entries(TOEFL_LISTS).length).toBeGreaterThanOrEqual(150);
    for (const list of ALL_VOCAB_LISTS) expect(list.words.length, list.key).toBeGreaterThanOrEqual(40);
  });

  it('gives each word one entry across every list, and each list a unique key and titles in three languages', () => {
    const words = ALL.map((e) => e.word.toLowerCase());
    expect(words.filter((w, i) => words.indexOf(w) !== i)).toEqual([]);
    const slugs = ALL.map((e) => wordSlug(e.word));
    expect(new Set(slugs).size).toBe(slugs.length);
    const keys = ALL_VOCAB_LISTS.map((l) => l.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const list of ALL_VOCAB_LISTS) {
      expect(list.key).toMatch(/^[a-z0-9-]+$/);
      expect(list.description.length, list.key).toBeGreaterThan(20);
      expect(outside(list.titleCn.replace(/[A-Za-z0-9 ：]/g, ''), GB2312), list.titleCn).toEqual([]);
      expect(outside(list.titleTw.replace(/[A-Za-z0-9 ：]/g, ''), BIG5), list.titleTw).toEqual([]);
      expect(list.titleTw, list.key).not.toBe(list.titleCn);
    }
  });

  it('writes every word in lower-case letters with a known part of speech', () => {
    expect(problems((e) => (/^[a-z]+$/.test(e.word) ? undefined : 'not a lower-case word'))).toEqual([]);
    const parts: readonly string[] = PARTS_OF_SPEECH;
    expect(problems((e) => (parts.includes(e.pos) ? undefined : `part of speech ${e.pos}`))).toEqual([]);
  });

  it('defines each word in a sentence that does not lean on the word itself', () => {
    expect(
      problems((e) => {
        if (!/^[A-Z].{18,}\.$/.test(e.definition)) return `definition "${e.definition}"`;
        // A note of the plural, "(plural: larvae)", names the word on purpose.
        const definition = e.definition.replace(/\(plural: [a-z]+\)/, '');
        return usesWord(definition, e.word) ? 'definition repeats the word' : undefined;
      }),
    ).toEqual([]);
  });

  it('gives one or two example sentences, each using the word or a form of it', () => {
    expect(
      problems((e) => {
        if (e.examples.length < 1 || e.examples.length > 2) return `${e.examples.length} examples`;
        const bad = e.examples.find((x) => !/^["A-Z].{20,}[.!?]["”]?$/.test(x) || !usesWord(x, e.word));
        return bad ? `example "${bad}"` : undefined;
      }),
    ).toEqual([]);
  });

  it('spells the pronunciation in IPA with a stress mark on words of more than one syllable', () => {
    expect(
      problems((e) => {
        if (!IPA.test(e.ipa)) return `IPA ${e.ipa}`;
        const vowels = e.word.replace(/e$/, '').match(/[aeiouy]+/g)?.length ?? 0; // a final e is silent
        return vowels > 1 && !e.ipa.includes('ˈ') ? `IPA ${e.ipa} has no stress` : undefined;
      }),
    ).toEqual([]);
  });

  it('translates each word into simplified (cn) and traditional (tw) Chinese in the right characters', () => {
    expect(
      problems((e) => {
        if (!/^\p{Script=Han}/u.test(e.cn) || !/^\p{Script=Han}/u.test(e.tw)) return `translation ${e.cn} / ${e.tw}`;
        if (/[A-Za-z]/.test(e.cn + e.tw)) return `Latin letters in ${e.cn} / ${e.tw}`;
        const cn = outside(e.cn, GB2312);
        if (cn.length) return `cn ${e.cn} has non-simplified ${cn.join('')}`;
        const tw = outside(e.tw, BIG5);
        return tw.length ? `tw ${e.tw} has non-traditional ${tw.join('')}` : undefined;
      }),
    ).toEqual([]);
    // A mechanical copy would leave the simplified characters in: most translations need traditional ones.
    const differing = ALL.filter((e) => e.cn !== e.tw).length;
    expect(differing / ALL.length).toBeGreaterThan(0.6);
  });

  it('points each word at its pronunciation clip, and the clip folder holds exactly those files', () => {
    expect(problems((e) => (e.audio === wordAudioUrl(e.word) ? undefined : `audio ${e.audio}`))).toEqual([]);
    expect(
      problems((e) => {
        const file = resolve(WEB_PUBLIC, `.${e.audio}`);
        if (!existsSync(file)) return `missing ${file}`;
        return statSync(file).size > 1_500 ? undefined : `${file} is too small`;
      }),
    ).toEqual([]);
    const onDisk = readdirSync(AUDIO_DIR).sort();
    expect(onDisk).toEqual(ALL.map((e) => `${wordSlug(e.word)}.mp3`).sort());
    const total = onDisk.reduce((sum, f) => sum + statSync(resolve(AUDIO_DIR, f)).size, 0);
    expect(total).toBeLessThan(3_000_000);
  });
});

import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type {
  ModuleBlueprint,
  PassageBlueprint,
  QuestionBlueprint,
  TestBlueprint,
} from '../modules/exams/catalogue/authoring.service.ts';
import { checkBlueprint } from '../modules/exams/catalogue/authoring.service.ts';
import { DEMO_ACT_ENGLISH, DEMO_ACT_MATH } from './demo-exams-act.ts';
import { interpolatedRows, operationalCount } from './demo-exams-builders.ts';
import { DEMO_OTHER_TESTS } from './demo-exams-others.ts';
import { DEMO_SHSAT_MOCK } from './demo-exams-shsat.ts';
import { DEMO_TOEFL_2026 } from './demo-exams-toefl.ts';
import { DEMO_TOEFL_LEGACY_QUICK } from './demo-exams-toefl-legacy.ts';
import { buildSentence, completeTheWords } from './demo-exams-toefl-builders.ts';
import { clipTranscript, TOEFL_CLIPS, TOEFL_MEDIA_PATH, type ClipId } from './demo-exams-toefl-clips.ts';

/** Structure checks of the ACT, TOEFL 2026 and SHSAT demo tests (the generic checks are in demo-exams.test.ts). */

const WEB_PUBLIC = resolve(import.meta.dirname, '../../../web/public');
const questionsOf = (t: TestBlueprint) => t.sections.flatMap((s) => s.modules.flatMap((m) => m.questions));
const shape = (t: TestBlueprint) =>
  t.sections.map((s) => [
    s.section,
    s.adaptive ?? false,
    s.modules.map((m) => [m.position, m.route ?? 'base', m.questions.length, m.minutes]),
  ]);
const isMonotone = (rows: readonly (readonly [number, number])[]) =>
  rows.every(([lo, hi], i) => lo === hi && (i === 0 || (lo >= rows[i - 1]![0] && hi >= rows[i - 1]![1])));

/**
 * Complete the Words, as the runner reads it: the fill_letters questions of a paragraph are consecutive,
 * the paragraph's markers are [[1]]…[[n]] in order with one question each, and each stem is the visible
 * start of the word plus one underscore per missing letter of the key. Returns the problems found.
 */
const completeTheWordsIssues = (module: ModuleBlueprint, passages: Record<string, PassageBlueprint>): string[] => {
  const issues: string[] = [];
  const qs = module.questions;
  const keys = [...new Set(qs.filter((q) => q.type === 'fill_letters').map((q) => q.passage ?? '(none)'))];
  for (const key of keys) {
    const indexes = qs.flatMap((q, i) => (q.type === 'fill_letters' && (q.passage ?? '(none)') === key ? [i] : []));
    if (indexes.some((v, i) => i > 0 && v !== indexes[i - 1]! + 1)) issues.push(`${key}: questions not consecutive`);
    const body = passages[key]?.body ?? '';
    const markers = [...body.matchAll(/\[\[(\d+)\]\]/g)].map((m) => Number(m[1]));
    if (markers.join() !== indexes.map((_, i) => i + 1).join())
      issues.push(`${key}: markers ${markers.join()} for ${indexes.length} questions`);
    for (const i of indexes) {
      const q = qs[i]!;
      const accept = q.answerKey.kind === 'text' ? q.answerKey.accept : [];
      const match = /^([A-Za-z]+)(_+)$/.exec(q.stem);
      if (q.task !== 'complete_the_words') issues.push(`${q.stem}: task ${q.task}`);
      if (accept.length !== 1 || !match || match[2]!.length !== accept[0]!.length)
        issues.push(`${q.stem}: underscores do not match the key ${accept.join('|')}`);
      else if (match[1]!.length !== Math.floor((match[1]!.length + accept[0]!.length) / 2))
        issues.push(`${q.stem}: not the first half of the word`);
    }
  }
  return issues;
};

/** Build a Sentence: tiles A, B, … shuffled, and a key that uses every tile exactly once. */
const buildSentenceIssues = (q: QuestionBlueprint): string[] => {
  const ids = (q.choices ?? []).map((c) => c.id);
  const key = q.answerKey.kind === 'choices' ? q.answerKey.correct : [];
  const issues: string[] = [];
  if (ids.join('') !== 'ABCDEFGHIJ'.slice(0, ids.length)) issues.push('tile ids are not A, B, …');
  if (key.length !== ids.length || [...key].sort().join() !== [...ids].sort().join())
    issues.push(`key ${key.join('')} does not use every tile once`);
  if (key.join('') === ids.join('')) issues.push('tiles are shown in the right order');
  return issues;
};

describe('the ACT, TOEFL and SHSAT demo tests', () => {
  it('are in the catalogue, fit their kinds and have unique seed keys', () => {
    expect(DEMO_OTHER_TESTS.map((t) => t.kind).sort()).toEqual(['act', 'act', 'act', 'shsat', 'toefl', 'toefl']);
    for (const t of DEMO_OTHER_TESTS) expect(() => checkBlueprint(t)).not.toThrow();
    expect(new Set(DEMO_OTHER_TESTS.map((t) => t.seedKey)).size).toBe(DEMO_OTHER_TESTS.length);
  });

  it('interpolated score rows pass through their anchors and never go down', () => {
    expect(
      interpolatedRows(4, [
        [0, 1],
        [0.5, 20],
        [1, 36],
      ]).map((r) => r[0]),
    ).toEqual([1, 11, 20, 28, 36]);
    expect(() =>
      interpolatedRows(4, [
        [0.1, 1],
        [1, 36],
      ]),
    ).toThrow();
    expect(
      isMonotone([
        [1, 1],
        [3, 3],
        [2, 2],
      ]),
    ).toBe(false);
  });
});

describe('ACT (enhanced)', () => {
  const english = DEMO_ACT_ENGLISH.sections[0]!;
  const questions = english.modules[0]!.questions;

  it('English is a full enhanced section: 50 questions in 35 minutes on 6 passages (2 short, 4 long), 4 choices, 40 scored', () => {
    expect(DEMO_ACT_ENGLISH.version).toBe('act_enhanced');
    expect(shape(DEMO_ACT_ENGLISH)).toEqual([['english', false, [[1, 'base', 50, 35]]]]);
    const perPassage = [...new Set(questions.map((q) => q.passage))].map(
      (p) => questions.filter((q) => q.passage === p).length,
    );
    expect(perPassage).toHaveLength(6);
    expect(perPassage.filter((n) => n <= 7)).toHaveLength(2);
    expect(perPassage.filter((n) => n >= 9)).toHaveLength(4);
    for (const q of questions) expect(q.choices).toHaveLength(4);
    expect(questions.filter((q) => q.pretest)).toHaveLength(10);
    expect(operationalCount(questions)).toBe(40);
  });

  it('every English question points at its spot in the passage: [n] is its number, followed by the words it quotes', () => {
    questions.forEach((q, i) => {
      const n = i + 1;
      const body = DEMO_ACT_ENGLISH.passages![q.passage!]!.body;
      expect(q.stem.startsWith(`[${n}] `), q.stem).toBe(true);
      expect(body.split(`[${n}] `).length, `marker [${n}] appears once`).toBe(2);
      const quoted = /^\[\d+\] “(.+)”\n/.exec(q.stem)?.[1];
      if (quoted) expect(body, `[${n}] “${quoted}”`).toContain(`[${n}] ${quoted}`);
      if (quoted) expect(q.choices![0]!.text).toBe('NO CHANGE');
    });
  });

  it('English covers the three reporting categories in roughly equal parts', () => {
    const counts = new Map<string, number>();
    for (const q of questions) counts.set(q.domain!, (counts.get(q.domain!) ?? 0) + 1);
    expect([...counts.keys()].sort()).toEqual([
      'Conventions of Standard English',
      'Knowledge of Language',
      'Production of Writing',
    ]);
    for (const n of counts.values()) expect(n).toBeGreaterThanOrEqual(14);
  });

  it('Math is a 15-question, 18-minute module with 4 choices in the two reporting categories', () => {
    expect(shape(DEMO_ACT_MATH)).toEqual([['math', false, [[1, 'base', 15, 18]]]]);
    const qs = questionsOf(DEMO_ACT_MATH);
    for (const q of qs) expect(q.choices).toHaveLength(4);
    expect(new Set(qs.map((q) => q.domain))).toEqual(
      new Set(['Preparing for Higher Math', 'Integrating Essential Skills']),
    );
    expect(qs.filter((q) => q.solution).length).toBeGreaterThanOrEqual(10);
  });

  it('score tables cover raw 0..scored, stay within 1–36, never go down, and run from 1 to 36', () => {
    for (const t of [DEMO_ACT_ENGLISH, DEMO_ACT_MATH]) {
      const s = t.sections[0]!;
      const rows = s.scoreTables!.base!;
      expect(rows).toHaveLength(operationalCount(s.modules[0]!.questions) + 1);
      expect(isMonotone(rows)).toBe(true);
      for (const [lo, hi] of rows) expect(lo >= 1 && hi <= 36 && Number.isInteger(lo)).toBe(true);
      expect(rows[0]).toEqual([1, 1]);
      expect(rows.at(-1)).toEqual([36, 36]);
    }
  });
});

describe('TOEFL iBT 2026', () => {
  const t = DEMO_TOEFL_2026;
  const passages = t.passages!;
  const section = (name: string) => t.sections.find((s) => s.section === name)!;
  const tasksOf = (m: ModuleBlueprint) => new Set(m.questions.map((q) => q.task));

  it('has the 2026 sections in order, with the full-length counts and the blueprint times', () => {
    expect(t.version).toBe('toefl_2026');
    expect(shape(t)).toEqual([
      [
        'reading',
        true,
        [
          [1, 'base', 30, 21],
          [2, 'easier', 20, 9],
          [2, 'harder', 20, 9],
        ],
      ],
      [
        'listening',
        true,
        [
          [1, 'base', 28, 18],
          [2, 'easier', 19, 7],
          [2, 'harder', 19, 11],
        ],
      ],
      [
        'writing',
        false,
        [
          [1, 'base', 10, 6],
          [2, 'base', 1, 7],
          [3, 'base', 1, 10],
        ],
      ],
      ['speaking', false, [[1, 'base', 11, 8]]],
    ]);
    // Never more than the real sections (exams.md §3.1: ~50 items/30 min, ~47/29, 12/23, 11/8).
    const longest = (name: string) => {
      const s = section(name);
      const m1 = s.modules.filter((m) => m.position === 1);
      const m2 = s.modules.filter((m) => m.position === 2);
      return [m1, m2].reduce((sum, ms) => sum + Math.max(0, ...ms.map((m) => m.questions.length)), 0);
    };
    expect(longest('reading')).toBeLessThanOrEqual(50);
    expect(longest('listening')).toBeLessThanOrEqual(47);
  });

  it('every Reading and Listening module has the real task mix', () => {
    for (const m of section('reading').modules)
      expect(tasksOf(m)).toEqual(new Set(['complete_the_words', 'read_in_daily_life', 'read_academic_passage']));
    for (const m of section('listening').modules)
      expect(tasksOf(m)).toEqual(
        new Set(['listen_choose_response', 'listen_conversation', 'listen_announcement', 'listen_academic_talk']),
      );
  });

  it('Complete the Words: markers match the fill_letters questions in order, and underscores match the missing letters', () => {
    for (const m of section('reading').modules) {
      expect(m.questions.filter((q) => q.type === 'fill_letters')).toHaveLength(10);
      expect(completeTheWordsIssues(m, passages)).toEqual([]);
    }
    // The checker catches a broken paragraph: swapped markers and a stem one underscore short.
    const built = completeTheWords({
      passageKey: 'p',
      text: 'A {beautiful} and {quiet} day.',
      difficulty: 'easy',
      explanations: ['x', 'y'],
    });
    expect(built.questions.map((q) => [q.stem, q.answerKey])).toEqual([
      ['beau_____', { kind: 'text', accept: ['tiful'] }],
      ['qu___', { kind: 'text', accept: ['iet'] }],
    ]);
    const broken = {
      title: 'm',
      position: 1,
      minutes: 1,
      questions: [{ ...built.questions[0]!, stem: 'beau____' }, built.questions[1]!],
    };
    expect(completeTheWordsIssues(broken, { p: { body: 'A [[2]] and [[1]] day.' } })).toHaveLength(2);
  });

  it('Read in Daily Life texts are 15–150 words and academic passages about 200', () => {
    const words = (key: string) => passages[key]!.body.split(/\s+/).length;
    const keysOf = (task: string) => [
      ...new Set(
        section('reading').modules.flatMap((m) => m.questions.filter((q) => q.task === task).map((q) => q.passage!)),
      ),
    ];
    for (const k of keysOf('read_in_daily_life')) expect(words(k), k).toBeLessThanOrEqual(150);
    for (const k of keysOf('read_academic_passage')) expect(words(k), k).toBeGreaterThanOrEqual(120);
    for (const k of keysOf('read_academic_passage')) expect(words(k), k).toBeLessThanOrEqual(260);
  });

  it('every listening question has its clip: one per response item (plays once), or an audio passage with its transcript', () => {
    for (const q of section('listening').modules.flatMap((m) => m.questions)) {
      if (q.task === 'listen_choose_response') {
        expect(q.passage).toBeUndefined();
        expect(q.media).toMatchObject({ maxPlays: 1 });
        expect(q.media?.audioUrl).toMatch(/^\/media\/toefl\/.+\.mp3$/);
      } else {
        const p = passages[q.passage!]!;
        expect(p.kind).toBe('audio');
        const id = p.audioUrl!.slice(`${TOEFL_MEDIA_PATH}/`.length, -'.mp3'.length) as ClipId;
        expect(p.transcript).toBe(clipTranscript(id));
        expect(p.body.startsWith('Listen to')).toBe(true);
      }
    }
  });

  it('Speaking: Listen and Repeat ×3–7 and Take an Interview ×2–4, rated 0–5, each with its prompt clip and timers', () => {
    const qs = section('speaking').modules.flatMap((m) => m.questions);
    const repeat = qs.filter((q) => q.task === 'listen_and_repeat').length;
    const interview = qs.filter((q) => q.task === 'take_an_interview').length;
    expect(repeat >= 3 && repeat <= 7 && interview >= 2 && interview <= 4 && repeat + interview === qs.length).toBe(
      true,
    );
    for (const q of qs) {
      expect(q.type).toBe('spoken_response');
      expect(q.answerKey).toEqual({ kind: 'rated', max: 5 });
      expect(q.media).toMatchObject({ maxPlays: 1, prepSeconds: 0 });
      expect(q.media!.responseSeconds! >= 8 && q.media!.responseSeconds! <= 45).toBe(true);
    }
  });

  it('Writing: Build a Sentence ×5–10 with shuffled tiles and keys that use each tile once; an email and a discussion with word minimums', () => {
    const qs = section('writing').modules.flatMap((m) => m.questions);
    const tiles = qs.filter((q) => q.type === 'build_sentence');
    expect(tiles.length >= 5 && tiles.length <= 10).toBe(true);
    for (const q of tiles) expect(buildSentenceIssues(q), q.stem).toEqual([]);
    expect(new Set(tiles.map((q) => (q.answerKey.kind === 'choices' ? q.answerKey.correct[0] : '')))).not.toEqual(
      new Set(['A']),
    );
    const written = qs.filter((q) => q.type === 'written_response');
    expect(written.map((q) => q.task).sort()).toEqual(['academic_discussion', 'write_an_email']);
    for (const q of written) {
      expect(q.answerKey).toEqual({ kind: 'rated', max: 5 });
      expect(q.media?.minWords).toBeGreaterThan(0);
    }
    // The checker catches a key that repeats a tile.
    const good = buildSentence({
      seed: 1,
      context: 'c',
      tiles: ['I', 'am', 'here'],
      skill: 's',
      difficulty: 'easy',
      explanation: 'e',
    });
    expect(buildSentenceIssues(good)).toEqual([]);
    expect(buildSentenceIssues({ ...good, answerKey: { kind: 'choices', correct: ['A', 'A', 'B'] } })).not.toEqual([]);
  });

  it('score tables hold half-bands 2–12 per route, never go down, and the easier route is capped lower', () => {
    for (const name of ['reading', 'listening']) {
      const s = section(name);
      const m1 = operationalCount(s.modules.find((m) => m.position === 1)!.questions);
      const tables = s.scoreTables!;
      expect(Object.keys(tables).sort()).toEqual(['easier', 'harder']);
      for (const route of ['easier', 'harder'] as const) {
        const rows = tables[route]!;
        expect(rows).toHaveLength(m1 + operationalCount(s.modules.find((m) => m.route === route)!.questions) + 1);
        expect(isMonotone(rows)).toBe(true);
        for (const [lo, hi] of rows) expect(Number.isInteger(lo) && lo >= 2 && hi <= 12).toBe(true);
      }
      expect(tables.easier!.at(-1)![0]).toBeLessThan(tables.harder!.at(-1)![0]);
      expect(tables.harder!.at(-1)).toEqual([12, 12]);
    }
    expect(section('writing').scoreTables).toBeUndefined();
    expect(section('speaking').scoreTables).toBeUndefined();
  });
});

describe('TOEFL audio files', () => {
  const urls = [
    ...questionsOf(DEMO_TOEFL_2026).flatMap((q) => (q.media?.audioUrl ? [q.media.audioUrl] : [])),
    ...Object.values(DEMO_TOEFL_2026.passages!).flatMap((p) => (p.audioUrl ? [p.audioUrl] : [])),
    ...questionsOf(DEMO_TOEFL_LEGACY_QUICK).flatMap((q) => (q.media?.audioUrl ? [q.media.audioUrl] : [])),
    ...Object.values(DEMO_TOEFL_LEGACY_QUICK.passages!).flatMap((p) => (p.audioUrl ? [p.audioUrl] : [])),
  ];
  const dir = resolve(WEB_PUBLIC, `.${TOEFL_MEDIA_PATH}`);

  /** MPEG audio frame header of an MP3 with no ID3 tag: [version bits, bitrate in kbit/s, mono]. */
  const frameHeader = (file: string) => {
    const b = readFileSync(file);
    expect(b[0] === 0xff && (b[1]! & 0xe0) === 0xe0, `${file}: starts with an MPEG frame`).toBe(true);
    const mpeg1 = (b[1]! & 0x18) === 0x18;
    const kbps = (
      mpeg1
        ? [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320]
        : [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160]
    )[b[2]! >> 4];
    return { kbps, mono: b[3]! >> 6 === 3 };
  };

  it('every clip the test names exists under apps/web/public, site-relative, small, mono and at most 32 kbit/s', () => {
    expect(urls.length).toBeGreaterThanOrEqual(20);
    for (const url of urls) {
      expect(url.startsWith(`${TOEFL_MEDIA_PATH}/`), url).toBe(true);
      const file = resolve(WEB_PUBLIC, `.${url}`);
      expect(existsSync(file), file).toBe(true);
      const size = statSync(file).size;
      expect(size > 2_000 && size < 300_000, `${url}: ${size} bytes`).toBe(true);
      const { kbps, mono } = frameHeader(file);
      expect(mono && kbps !== undefined && kbps > 0 && kbps <= 32, `${url}: ${kbps} kbit/s`).toBe(true);
    }
  });

  it('the folder holds exactly the clips of the transcript source, under 4 MB in all', () => {
    const files = readdirSync(dir)
      .filter((f) => f.endsWith('.mp3'))
      .sort();
    expect(files).toEqual(
      Object.keys(TOEFL_CLIPS)
        .map((id) => `${id}.mp3`)
        .sort(),
    );
    expect(new Set(urls.map((u) => u.slice(TOEFL_MEDIA_PATH.length + 1)))).toEqual(new Set(files));
    expect(files.reduce((sum, f) => sum + statSync(resolve(dir, f)).size, 0)).toBeLessThan(4_000_000);
  });
});

describe('SHSAT', () => {
  const t = DEMO_SHSAT_MOCK;
  const math = t.sections.find((s) => s.section === 'math')!;
  const mathQs = math.modules[0]!.questions;

  it('is one sitting on a test clock: full ELA (57) and full Math (57), 180 minutes for 114 questions', () => {
    expect(t.clock).toBe('test');
    expect(t.type).toBe('full_mock');
    expect(shape(t)).toEqual([
      ['ela', false, [[1, 'base', 57, 90]]],
      ['math', false, [[1, 'base', 57, 90]]],
    ]);
    expect(questionsOf(t)).toHaveLength(114);
    const minutes = t.sections.reduce((sum, s) => sum + s.modules.reduce((n, m) => n + m.minutes, 0), 0);
    expect(minutes).toBe(180);
  });

  it('Math has 5 grid-ins first, then 52 four-choice questions; 10 field-test items, 47 scored', () => {
    expect(mathQs.slice(0, 5).every((q) => q.type === 'grid_in' && q.answerKey.kind === 'grid')).toBe(true);
    expect(mathQs.slice(5).every((q) => q.type === 'multiple_choice' && q.choices?.length === 4)).toBe(true);
    expect(mathQs.filter((q) => q.pretest)).toHaveLength(10);
    expect(operationalCount(mathQs)).toBe(47);
  });

  it('ELA has revising/editing and reading comprehension on at least two passages', () => {
    const ela = t.sections.find((s) => s.section === 'ela')!.modules[0]!.questions;
    expect(new Set(ela.map((q) => q.domain))).toEqual(new Set(['Revising/Editing', 'Reading Comprehension']));
    expect(
      new Set(ela.filter((q) => q.domain === 'Reading Comprehension').map((q) => q.passage)).size,
    ).toBeGreaterThanOrEqual(2);
    for (const q of ela) expect(q.choices).toHaveLength(4);
  });

  it('score tables are estimated S-curves: raw 0..scored, monotone, up to 350', () => {
    for (const s of t.sections) {
      const rows = s.scoreTables!.base!;
      expect(rows).toHaveLength(operationalCount(s.modules[0]!.questions) + 1);
      expect(isMonotone(rows)).toBe(true);
      expect(rows.at(-1)).toEqual([350, 350]);
      // Steeper at the ends than in the middle, as exams.md §4 describes.
      const step = (raw: number) => rows[raw]![0] - rows[raw - 1]![0];
      expect(step(rows.length - 1)).toBeGreaterThan(step(Math.floor(rows.length / 2)));
    }
  });
});

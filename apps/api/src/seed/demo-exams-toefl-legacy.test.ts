import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkBlueprint, type QuestionBlueprint } from '../modules/exams/catalogue/authoring.service.ts';
import { toeflLegacyRatedSection, toeflLegacyTotal } from '../modules/exams/scoring/toefl.ts';
import { sectionScale } from '../modules/exams/score-tables/score-table-rules.ts';
import { clipTranscript, TOEFL_CLIPS, TOEFL_MEDIA_PATH, type ClipId } from './demo-exams-toefl-clips.ts';
import {
  DEMO_TOEFL_LEGACY_QUICK,
  TOEFL_LEGACY_QUICK_MINUTES,
  TOEFL_LEGACY_QUICK_RATING_TABLES,
} from './demo-exams-toefl-legacy.ts';

/** The legacy TOEFL iBT quick mock (0–120 scale, issue 15): structure, audio and the 0–120 arithmetic. */

const t = DEMO_TOEFL_LEGACY_QUICK;
const WEB_PUBLIC = resolve(import.meta.dirname, '../../../web/public');
const section = (name: string) => t.sections.find((s) => s.section === name)!;
const questionsOf = (name: string): QuestionBlueprint[] => section(name).modules.flatMap((m) => m.questions);
const onPassage = (key: string) => questionsOf('listening').filter((q) => q.passage === key);

describe('TOEFL iBT legacy quick mock (0–120)', () => {
  it('is a toefl_2023 quick mock in the legacy order Reading, Listening, Speaking, Writing, 40 minutes', () => {
    expect(() => checkBlueprint(t)).not.toThrow();
    expect([t.kind, t.type, t.version, t.seedKey]).toEqual([
      'toefl',
      'quick_mock',
      'toefl_2023',
      'demo-toefl-legacy-quick-1',
    ]);
    expect(t.sections.map((s) => [s.section, s.adaptive ?? false, s.modules.length])).toEqual([
      ['reading', false, 1],
      ['listening', false, 1],
      ['speaking', false, 1],
      ['writing', false, 1],
    ]);
    expect(t.sections.map((s) => s.modules[0]!.minutes)).toEqual([18, 10, 2, 10]);
    expect(Object.values(TOEFL_LEGACY_QUICK_MINUTES).reduce((a, b) => a + b, 0)).toBe(40);
    expect(sectionScale(t.kind, t.version, 'reading')).toEqual([0, 30]);
  });

  it('Reading: one academic passage of about 600 words with 10 four-choice questions', () => {
    const qs = questionsOf('reading');
    expect(qs).toHaveLength(10);
    expect(new Set(qs.map((q) => q.passage))).toEqual(new Set(['toefl-legacy-paper']));
    const words = t.passages!['toefl-legacy-paper']!.body.split(/\s+/).length;
    expect(words >= 550 && words <= 750, `${words} words`).toBe(true);
    for (const q of qs) expect(q.task).toBe('reading_passage');
  });

  it('Listening: one conversation × 5 and one lecture × 6, each an audio passage whose mp3 is on disk', () => {
    const qs = questionsOf('listening');
    expect(qs).toHaveLength(11);
    expect(onPassage('toefl-legacy-conversation').map((q) => q.task)).toEqual(Array(5).fill('listen_conversation'));
    expect(onPassage('toefl-legacy-lecture').map((q) => q.task)).toEqual(Array(6).fill('listening_lecture'));
    for (const key of ['toefl-legacy-conversation', 'toefl-legacy-lecture']) {
      const p = t.passages![key]!;
      expect(p.kind).toBe('audio');
      const id = p.audioUrl!.slice(`${TOEFL_MEDIA_PATH}/`.length, -'.mp3'.length) as ClipId;
      expect(TOEFL_CLIPS[id]).toBeDefined();
      expect(p.transcript).toBe(clipTranscript(id));
      expect(existsSync(resolve(WEB_PUBLIC, `.${p.audioUrl}`)), p.audioUrl).toBe(true);
    }
  });

  it('every multiple-choice question has 4 distinct choices, a key among them, a real explanation, and keys spread over A–D', () => {
    const mcs = [...questionsOf('reading'), ...questionsOf('listening')];
    for (const q of mcs) {
      expect(q.type).toBe('multiple_choice');
      expect(q.choices).toHaveLength(4);
      expect(new Set(q.choices!.map((c) => c.text)).size).toBe(4);
      const key = q.answerKey.kind === 'choice' ? q.answerKey.correct : [];
      expect(key).toHaveLength(1);
      expect(q.choices!.map((c) => c.id)).toContain(key[0]);
      expect(q.explanation.length, q.stem).toBeGreaterThan(30);
      expect(q.skill && q.difficulty, q.stem).toBeTruthy();
    }
    const letters = mcs.map((q) => (q.answerKey.kind === 'choice' ? q.answerKey.correct[0] : ''));
    for (const l of ['A', 'B', 'C', 'D']) expect(letters.filter((x) => x === l).length).toBeGreaterThanOrEqual(4);
  });

  it('Speaking: the independent task, rated 0–4, its prompt clip on disk, 15 s to prepare and 45 s to speak', () => {
    const [q, ...more] = questionsOf('speaking');
    expect(more).toEqual([]);
    expect(q!.type).toBe('spoken_response');
    expect(q!.answerKey).toEqual({ kind: 'rated', max: 4 });
    expect(q!.media).toMatchObject({ maxPlays: 1, prepSeconds: 15, responseSeconds: 45 });
    expect(existsSync(resolve(WEB_PUBLIC, `.${q!.media!.audioUrl}`))).toBe(true);
    expect(TOEFL_CLIPS['legacy-speaking'].map((l) => l.text).join(' ')).toBe(q!.stem.split(' You have 15 seconds')[0]);
  });

  it('Writing: one Academic Discussion, rated 0–5, with its discussion board and a 100-word minimum', () => {
    const [q, ...more] = questionsOf('writing');
    expect(more).toEqual([]);
    expect([q!.type, q!.task, q!.passage]).toEqual([
      'written_response',
      'academic_discussion',
      'toefl-legacy-discussion',
    ]);
    expect(q!.answerKey).toEqual({ kind: 'rated', max: 5 });
    expect(q!.media?.minWords).toBe(100);
  });

  it('Reading and Listening tables map raw 0…10 and 0…11 onto 0–30, from 0 to 30, never going down', () => {
    for (const [name, max] of [
      ['reading', 10],
      ['listening', 11],
    ] as const) {
      const rows = section(name).scoreTables!.base!;
      expect(rows).toHaveLength(max + 1);
      expect(rows[0]).toEqual([0, 0]);
      expect(rows.at(-1)).toEqual([30, 30]);
      rows.forEach(([lo, hi], raw) => {
        expect(lo).toBe(hi);
        expect(Number.isInteger(lo) && lo >= 0 && lo <= 30).toBe(true);
        if (raw > 0) expect(lo).toBeGreaterThan(rows[raw - 1]![0]);
      });
    }
    expect(section('speaking').scoreTables).toBeUndefined();
    expect(section('writing').scoreTables).toBeUndefined();
  });

  it('the estimated rating conversion gives 0–30 for every rating: the rating’s share of the maximum × 30', () => {
    const scaled = (s: 'speaking' | 'writing', max: number) =>
      Array.from(
        { length: max + 1 },
        (_, r) => toeflLegacyRatedSection(s, [r], TOEFL_LEGACY_QUICK_RATING_TABLES[s]).scaled,
      );
    expect(scaled('speaking', 4)).toEqual([0, 8, 15, 23, 30]);
    expect(scaled('writing', 5)).toEqual([0, 6, 12, 18, 24, 30]);
    expect(() => toeflLegacyRatedSection('speaking', [5], TOEFL_LEGACY_QUICK_RATING_TABLES.speaking)).toThrow();
  });

  it('the total is the sum of the four 0–30 sections: 0 at worst, 120 at best, and one more right answer never lowers it', () => {
    const reading = section('reading').scoreTables!.base!;
    const listening = section('listening').scoreTables!.base!;
    const rated = (s: 'speaking' | 'writing', r: number) =>
      toeflLegacyRatedSection(s, [r], TOEFL_LEGACY_QUICK_RATING_TABLES[s]).scaled;
    const total = (r: number, l: number, s: number, w: number) =>
      toeflLegacyTotal({
        reading: reading[r]![0],
        listening: listening[l]![0],
        speaking: rated('speaking', s),
        writing: rated('writing', w),
      });
    expect(total(0, 0, 0, 0)).toBe(0);
    expect(total(10, 11, 4, 5)).toBe(120);
    // A worked example: Reading 8/10 → 24, Listening 9/11 → 25, Speaking 3 → 23, Writing 4 → 24: 96.
    expect([reading[8]![0], listening[9]![0], rated('speaking', 3), rated('writing', 4)]).toEqual([24, 25, 23, 24]);
    expect(total(8, 9, 3, 4)).toBe(96);
    for (let r = 0; r <= 10; r++)
      for (let l = 0; l <= 11; l++)
        for (let s = 0; s <= 4; s++)
          for (let w = 0; w <= 5; w++) {
            const now = total(r, l, s, w);
            expect(now >= 0 && now <= 120).toBe(true);
            if (r < 10) expect(total(r + 1, l, s, w)).toBeGreaterThan(now);
            if (l < 11) expect(total(r, l + 1, s, w)).toBeGreaterThan(now);
          }
  });
});

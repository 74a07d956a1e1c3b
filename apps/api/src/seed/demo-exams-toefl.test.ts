import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ModuleBlueprint, QuestionBlueprint } from '../modules/exams/catalogue/authoring.service.ts';
import { checkStructure, type CheckedTest } from '../modules/test-builder/structure-check.ts';
import { operationalCount } from './demo-exams-builders.ts';
import { DEMO_TOEFL_2026, TOEFL_2026_MINUTES } from './demo-exams-toefl.ts';
import { clipTranscript, TOEFL_CLIPS, TOEFL_MEDIA_PATH, type ClipId } from './demo-exams-toefl-clips.ts';

/**
 * The full-length TOEFL iBT 2026 demo (issue 15): counts and minutes read from the seed against
 * exams.md §3.1 (ETS ☑️: Reading ~50 items in ~30 minutes, Listening ~47 in ~29, Writing 12 in ~23,
 * Speaking 11 in ~8, 90 minutes in all; ⚠️ blueprint: Reading router 18–21 minutes then ~9, Listening
 * router 18 then 7 (lower) or 11 (upper)), the real task order, the unscored items and the audio on disk.
 */

const t = DEMO_TOEFL_2026;
const WEB_PUBLIC = resolve(import.meta.dirname, '../../../web/public');
const section = (name: string) => t.sections.find((s) => s.section === name)!;
const routeModules = (name: string, route: 'easier' | 'harder'): ModuleBlueprint[] =>
  section(name).modules.filter((m) => m.position === 1 || m.route === route);
const sum = (ms: readonly ModuleBlueprint[], f: (m: ModuleBlueprint) => number) => ms.reduce((n, m) => n + f(m), 0);
const items = (ms: readonly ModuleBlueprint[]) => sum(ms, (m) => m.questions.length);
const minutes = (ms: readonly ModuleBlueprint[]) => sum(ms, (m) => m.minutes);

/** The minutes a student sits on a route: both adaptive sections on that route, then Writing and Speaking. */
const testMinutes = (route: 'easier' | 'harder') =>
  minutes(routeModules('reading', route)) +
  minutes(routeModules('listening', route)) +
  minutes(section('writing').modules) +
  minutes(section('speaking').modules);

describe('TOEFL iBT 2026, full length (issue 15)', () => {
  it('has a new seed key, the old one retired by the catalogue owner', () => {
    expect(t.seedKey).toBe('demo-toefl-2026-practice-1-full');
    expect(t.seedKey).not.toBe('demo-toefl-2026-practice-1');
  });

  it('each Reading route holds 50 items in 30 minutes: a router of 18–21 minutes, then a 9-minute module 2', () => {
    const router = section('reading').modules.find((m) => m.position === 1)!;
    expect(router.minutes).toBeGreaterThanOrEqual(18);
    expect(router.minutes).toBeLessThanOrEqual(21);
    for (const route of ['easier', 'harder'] as const) {
      const ms = routeModules('reading', route);
      expect(ms).toHaveLength(2);
      expect(items(ms), route).toBe(50);
      expect(minutes(ms), route).toBe(30);
      expect(ms.find((m) => m.route === route)!.minutes).toBe(9);
    }
  });

  it('each Listening route holds 47 items: a router of 18 minutes, then 7 (lower) or 11 (upper) minutes', () => {
    const listening = section('listening').modules;
    expect(listening.find((m) => m.position === 1)!.minutes).toBe(18);
    expect(listening.find((m) => m.route === 'easier')!.minutes).toBe(7);
    expect(listening.find((m) => m.route === 'harder')!.minutes).toBe(11);
    for (const route of ['easier', 'harder'] as const) expect(items(routeModules('listening', route)), route).toBe(47);
    expect(minutes(routeModules('listening', 'harder'))).toBe(29);
  });

  it('Writing is 12 items in 23 minutes and Speaking 11 in 8; the whole test is exactly 90 minutes (86 on the lower Listening route)', () => {
    expect(items(section('writing').modules)).toBe(12);
    expect(minutes(section('writing').modules)).toBe(23);
    expect(items(section('speaking').modules)).toBe(11);
    expect(minutes(section('speaking').modules)).toBe(8);
    expect(testMinutes('harder')).toBe(90);
    expect(testMinutes('easier')).toBe(86);
    // The configured minutes are the ones the modules carry.
    expect(sum(section('reading').modules, (m) => m.minutes)).toBe(
      TOEFL_2026_MINUTES.reading.router + TOEFL_2026_MINUTES.reading.easier + TOEFL_2026_MINUTES.reading.harder,
    );
  });

  it('the test builder’s structure check (exams.md §3.1 figures) finds nothing to warn about', () => {
    const checked: CheckedTest = {
      kind: t.kind,
      type: t.type,
      version: t.version,
      sections: t.sections.map((s) => ({
        section: s.section,
        adaptive: s.adaptive ?? false,
        modules: s.modules.map((m) => ({
          position: m.position,
          route: m.route ?? 'base',
          minutes: m.minutes,
          breakAfterMinutes: m.breakAfterMinutes ?? 0,
          questions: m.questions.map((q, i) => ({
            id: `${s.section}-${m.position}-${m.route ?? 'base'}-${i}`,
            section: s.section,
            kind: t.kind,
            passageId: q.passage ?? null,
          })),
        })),
      })),
    };
    expect(checkStructure(checked)).toEqual([]);
    // The check is live: the previous, shorter Listening router would be flagged.
    const short = structuredClone(checked);
    short.sections[1]!.modules = short.sections[1]!.modules.map((m) =>
      m.position === 1 ? { ...m, questions: m.questions.slice(0, 18), minutes: 11 } : m,
    );
    expect(checkStructure(short)).not.toEqual([]);
  });

  it('some Reading and Listening items are unscored (pretest), only in the router, whole sets, never more than 3', () => {
    for (const name of ['reading', 'listening']) {
      const s = section(name);
      const router = s.modules.find((m) => m.position === 1)!;
      const pretest = router.questions.filter((q) => q.pretest);
      expect(pretest.length, name).toBeGreaterThan(0);
      expect(pretest.length, name).toBeLessThanOrEqual(3);
      // A pretest set is a whole passage or clip: every question on its passage is pretest.
      for (const key of new Set(pretest.map((q) => q.passage)))
        expect(router.questions.filter((q) => q.passage === key).every((q) => q.pretest)).toBe(true);
      for (const m of s.modules.filter((m) => m.position === 2)) expect(m.questions.some((q) => q.pretest)).toBe(false);
      // The score tables count only the scored items of each route.
      for (const route of ['easier', 'harder'] as const) {
        const scored = sum(routeModules(name, route), (m) => operationalCount(m.questions));
        expect(s.scoreTables![route]).toHaveLength(scored + 1);
        expect(scored).toBe(items(routeModules(name, route)) - pretest.length);
      }
    }
  });

  it('every module keeps the real task order: Complete the Words, daily life, academic; responses, conversation, announcement, talk', () => {
    const order: Record<string, readonly string[]> = {
      reading: ['complete_the_words', 'read_in_daily_life', 'read_academic_passage'],
      listening: ['listen_choose_response', 'listen_conversation', 'listen_announcement', 'listen_academic_talk'],
    };
    for (const [name, tasks] of Object.entries(order))
      for (const m of section(name).modules) {
        const ranks = m.questions.map((q) => tasks.indexOf(q.task ?? ''));
        expect(ranks.every((r) => r >= 0)).toBe(true);
        expect(
          ranks.every((r, i) => i === 0 || r >= ranks[i - 1]!),
          m.title,
        ).toBe(true);
        // The questions of one passage stay together.
        const keys = m.questions.map((q) => q.passage ?? `#${q.stem}`);
        for (const key of new Set(keys)) {
          const at = keys.flatMap((k, i) => (k === key ? [i] : []));
          expect(at.at(-1)! - at[0]! + 1, `${m.title}: ${key}`).toBe(at.length);
        }
      }
  });

  it('keys are spread over A–D in every Reading and Listening section, with no run longer than 3', () => {
    for (const name of ['reading', 'listening']) {
      const mcs = section(name).modules.flatMap((m) => m.questions.filter((q) => q.type === 'multiple_choice'));
      const letters = mcs.map((q) => (q.answerKey.kind === 'choice' ? q.answerKey.correct[0]! : ''));
      for (const l of ['A', 'B', 'C', 'D']) {
        const share = letters.filter((x) => x === l).length / letters.length;
        expect(share > 0.15 && share < 0.35, `${name} ${l}: ${share}`).toBe(true);
      }
      for (const m of section(name).modules) {
        const keys = m.questions.flatMap((q) => (q.answerKey.kind === 'choice' ? q.answerKey.correct : []));
        expect(/(.)\1\1\1/.test(keys.join('')), `${m.title}: ${keys.join('')}`).toBe(false);
      }
    }
  });

  it('every passage is used, and every question names a passage that exists', () => {
    const qs: QuestionBlueprint[] = t.sections.flatMap((s) => s.modules.flatMap((m) => m.questions));
    const used = new Set(qs.flatMap((q) => (q.passage ? [q.passage] : [])));
    expect(used).toEqual(new Set(Object.keys(t.passages!)));
  });

  it('every listening question has its clip as an mp3 on disk, and every audio passage’s transcript is its clip’s words', () => {
    const clipOf = (url: string) => url.slice(`${TOEFL_MEDIA_PATH}/`.length, -'.mp3'.length) as ClipId;
    const listening = section('listening').modules.flatMap((m) => m.questions);
    expect(listening).toHaveLength(28 + 19 + 19);
    for (const q of listening) {
      const url = q.media?.audioUrl ?? t.passages![q.passage ?? '']?.audioUrl;
      expect(url, q.stem).toMatch(/^\/media\/toefl\/[a-z0-9-]+\.mp3$/);
      const id = clipOf(url!);
      expect(TOEFL_CLIPS[id], url).toBeDefined();
      const file = resolve(WEB_PUBLIC, `.${url}`);
      expect(existsSync(file), file).toBe(true);
      expect(statSync(file).size, file).toBeGreaterThan(2_000);
      if (q.passage) expect(t.passages![q.passage]!.transcript).toBe(clipTranscript(id));
    }
  });
});

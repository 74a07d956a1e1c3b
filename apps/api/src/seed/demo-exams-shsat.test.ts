import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attemptApi } from '../../test/attempts-fixtures.ts';
import { createTestApp, createTestTenant, createTestUser, type TestApp } from '../../test/helpers.ts';
import { withTenant } from '../db/with-tenant.ts';
import { createTestFromBlueprint } from '../modules/exams/catalogue/authoring.service.ts';
import type { QuestionBlueprint } from '../modules/exams/catalogue/authoring.service.ts';
import { testTotals } from '../modules/exams/catalogue/test-totals.ts';
import { testClockModules, testClockSeconds, type Plan } from '../modules/exams/attempts/attempt-plan.ts';
import { shsatEstimatedScaled, SHSAT_SCORED_PER_SECTION } from '../modules/exams/scoring/shsat.ts';
import { operationalCount } from './demo-exams-builders.ts';
import { DEMO_TESTS } from './demo-exams.ts';
import { DEMO_SHSAT_MOCK } from './demo-exams-shsat.ts';

/**
 * The full SHSAT demo (issue 15, acceptance 3): one 180-minute clock and the counts of exams.md §4, read from
 * the seed blueprint. The checks every demo test passes (keys, explanations, solutions) are in demo-exams.test.ts.
 */

const t = DEMO_SHSAT_MOCK;
const sectionOf = (section: 'ela' | 'math') => t.sections.find((s) => s.section === section)!;
const ela = sectionOf('ela').modules[0]!.questions;
const math = sectionOf('math').modules[0]!.questions;
const RE = 'Revising/Editing';
const RC = 'Reading Comprehension';
const keyOf = (q: QuestionBlueprint) => (q.answerKey.kind === 'choice' ? q.answerKey.correct[0] : undefined);
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** The plan an attempt builds from this test (sections in order, a module's minutes as its seconds). */
const planOfTest = (): Plan => ({
  sections: t.sections.map((s, i) => ({
    id: s.section,
    section: s.section,
    title: s.title,
    position: i + 1,
    adaptive: s.adaptive ?? false,
  })),
  modules: t.sections.flatMap((s) =>
    s.modules.map((m) => ({
      id: `${s.section}-${m.position}`,
      sectionId: s.section,
      title: m.title,
      position: m.position,
      route: m.route ?? 'base',
      timeLimitSeconds: m.minutes * 60,
      breakAfterSeconds: (m.breakAfterMinutes ?? 0) * 60,
      questionCount: m.questions.length,
    })),
  ),
});

/** Runs of consecutive questions on the same passage (or none), in order: [passage key, count]. */
const groups = (qs: readonly QuestionBlueprint[]) =>
  qs.reduce<[string, number][]>((out, q) => {
    const key = q.passage ?? `(${q.domain})`;
    const last = out.at(-1);
    if (last && last[0] === key) last[1] += 1;
    else out.push([key, 1]);
    return out;
  }, []);

describe('SHSAT full practice test', () => {
  it('is in the demo catalogue under a new seed key, with a title and description that say what it is', () => {
    expect(DEMO_TESTS).toContain(t);
    expect(t.seedKey).toBe('demo-shsat-full-1');
    expect(DEMO_TESTS.map((x) => x.seedKey)).not.toContain('demo-shsat-practice-1');
    expect(t.title).not.toMatch(/short/i);
    expect(t.description).toMatch(/180-minute/);
    expect(t.description).toMatch(/estimates/);
    expect(t.description).toMatch(/no conversion table/);
  });

  it('runs on one 180-minute clock shared by both sections, which open at once', () => {
    expect(t.clock).toBe('test');
    const plan = planOfTest();
    expect(testClockModules(plan).map((m) => m.sectionId)).toEqual(['ela', 'math']);
    expect(testClockSeconds(plan, 0)).toBe(180 * 60);
    const totals = testTotals(
      plan.sections.map((s) => ({ modules: plan.modules.filter((m) => m.sectionId === s.id) })),
    );
    expect(totals).toEqual({ questionCount: 114, minutes: 180 });
    expect(t.sections.every((s) => s.modules.length === 1 && !s.adaptive)).toBe(true);
  });

  it('each section has 57 questions, 47 scored and 10 field-test (exams.md §4)', () => {
    for (const qs of [ela, math]) {
      expect(qs).toHaveLength(57);
      expect(qs.filter((q) => q.pretest)).toHaveLength(10);
      expect(operationalCount(qs)).toBe(SHSAT_SCORED_PER_SECTION);
    }
  });

  it('Math: 5 grid-ins, then 52 four-option multiple choice', () => {
    expect(math.filter((q) => q.type === 'grid_in')).toHaveLength(5);
    expect(math.slice(0, 5).every((q) => q.type === 'grid_in')).toBe(true);
    expect(math.slice(5).every((q) => q.type === 'multiple_choice' && q.choices?.length === 4)).toBe(true);
  });

  it('ELA: all four-option multiple choice; Revising/Editing (Part A stand-alone, Part B on one passage), then reading', () => {
    expect(ela.every((q) => q.type === 'multiple_choice' && q.choices?.length === 4)).toBe(true);
    expect(new Set(ela.map((q) => q.domain))).toEqual(new Set([RE, RC]));
    const re = ela.filter((q) => q.domain === RE);
    const rc = ela.filter((q) => q.domain === RC);
    // DOE ranges: Revising/Editing 9–19, Reading Comprehension 38–48, together 57.
    expect(re.length).toBeGreaterThanOrEqual(9);
    expect(re.length).toBeLessThanOrEqual(19);
    expect(rc.length).toBeGreaterThanOrEqual(38);
    expect(rc.length).toBeLessThanOrEqual(48);
    expect(ela.slice(0, re.length)).toEqual(re);
    const partA = re.filter((q) => !q.passage);
    const partB = re.filter((q) => q.passage);
    expect(partA.length).toBeGreaterThan(0);
    expect(new Set(partB.map((q) => q.passage)).size).toBe(1);
    expect(re.slice(0, partA.length)).toEqual(partA);
  });

  it('ELA reading: 5–6 original texts of 300–800 words, 6–10 questions each, every text a single block', () => {
    const rc = ela.filter((q) => q.domain === RC);
    const blocks = groups(rc);
    expect(blocks.length).toBeGreaterThanOrEqual(5);
    expect(blocks.length).toBeLessThanOrEqual(6);
    expect(new Set(blocks.map(([key]) => key)).size).toBe(blocks.length);
    for (const [key, count] of blocks) {
      expect(count, key).toBeGreaterThanOrEqual(6);
      expect(count, key).toBeLessThanOrEqual(10);
      const body = t.passages?.[key]?.body ?? '';
      expect(words(body), key).toBeGreaterThanOrEqual(300);
      expect(words(body), key).toBeLessThanOrEqual(800);
    }
    // Every passage is read by some question; no passage left over.
    expect(new Set(ela.flatMap((q) => (q.passage ? [q.passage] : [])))).toEqual(new Set(Object.keys(t.passages!)));
    // One of the texts is a poem: stanzas of short lines.
    const poems = blocks.filter(([key]) => {
      const lines = (t.passages?.[key]?.body ?? '').split('\n').filter((l) => l.trim());
      return lines.length >= 20 && lines.every((l) => words(l) <= 12);
    });
    expect(poems).toHaveLength(1);
  });

  it('ELA field-test items are spread: one per Revising/Editing part, one or two on every text, never adjacent', () => {
    const pretest = ela.filter((q) => q.pretest);
    // One in each Revising/Editing part (stand-alone, then the passage).
    expect(pretest.filter((q) => q.domain === RE).map((q) => q.passage !== undefined)).toEqual([false, true]);
    const perText = new Map<string, number>();
    for (const q of pretest) if (q.domain === RC) perText.set(q.passage!, (perText.get(q.passage!) ?? 0) + 1);
    const texts = new Set(ela.filter((q) => q.domain === RC).map((q) => q.passage));
    expect(perText.size).toBe(texts.size);
    expect(Math.max(...perText.values())).toBeLessThanOrEqual(2);
    // No two field-test items next to each other.
    const indexes = ela.flatMap((q, i) => (q.pretest ? [i] : []));
    expect(indexes.every((v, i) => i === 0 || v - indexes[i - 1]! > 1)).toBe(true);
  });

  it('ELA keys are spread evenly over A–D, with no run of more than 3 of one letter', () => {
    const keys = ela.map(keyOf);
    for (const letter of ['A', 'B', 'C', 'D']) {
      const n = keys.filter((k) => k === letter).length;
      expect(n, letter).toBeGreaterThanOrEqual(11);
      expect(n, letter).toBeLessThanOrEqual(18);
    }
    let run = 1;
    for (let i = 1; i < keys.length; i += 1) {
      run = keys[i] === keys[i - 1] ? run + 1 : 1;
      expect(run, `run ending at question ${i + 1}`).toBeLessThanOrEqual(3);
    }
  });

  it('reading questions quote their text exactly, and a paragraph they name exists', () => {
    const issues: string[] = [];
    for (const q of ela.filter((x) => x.domain === RC)) {
      const body = t.passages?.[q.passage ?? '']?.body ?? '';
      const flat = body.replace(/\s+/g, ' ');
      const quoted = [q.stem, ...(q.choices ?? []).map((c) => c.text)].flatMap((text) =>
        [...text.matchAll(/“([^”]+)”/g)].flatMap((m) => m[1]!.split(/\s*(?:…|\/)\s*/)),
      );
      for (const raw of quoted) {
        // A quotation inside the quotation uses single marks; a quoted sentence may start in lower case.
        const fragment = raw.replace(/^[\s.,;:]+|[\s.,;:]+$/g, '').replace(/‘(.+?)’(?=[\s,.;:]|$)/g, '“$1”');
        if (words(fragment) >= 3 && !flat.toLowerCase().includes(fragment.toLowerCase()))
          issues.push(`${q.passage}: “${fragment}”`);
      }
      const paragraphs = body.split(/\n\s*\n/).length;
      for (const m of q.stem.matchAll(/paragraph (\d+)/g))
        if (Number(m[1]) > paragraphs) issues.push(`${q.passage}: paragraph ${m[1]} of ${paragraphs}`);
    }
    expect(issues).toEqual([]);
  });

  it('Part B questions name sentences that exist in their numbered passage', () => {
    const partB = ela.filter((q) => q.domain === RE && q.passage);
    const body = t.passages?.[partB[0]!.passage!]?.body ?? '';
    const numbered = [...body.matchAll(/\((\d+)\)/g)].map((m) => Number(m[1]));
    expect(numbered).toEqual(numbered.map((_, i) => i + 1));
    for (const q of partB)
      for (const m of `${q.stem} ${(q.choices ?? []).map((c) => c.text).join(' ')}`.matchAll(/sentences? (\d+)/g))
        expect(Number(m[1]), q.stem).toBeLessThanOrEqual(numbered.length);
  });

  it('score tables are the estimate curve read exactly for 47 scored items: raw 0..47 → up to 350', () => {
    for (const s of t.sections) {
      const rows = s.scoreTables?.base ?? [];
      expect(rows).toHaveLength(SHSAT_SCORED_PER_SECTION + 1);
      rows.forEach((row, raw) =>
        expect(row, `${s.section} raw ${raw}`).toEqual([shsatEstimatedScaled(raw), shsatEstimatedScaled(raw)]),
      );
      expect(rows.at(-1)).toEqual([350, 350]);
    }
  });
});

describe('SHSAT full practice test, taken through the API', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => app?.close());

  it(
    'the student sees one 180-minute clock over all 114 questions; field-test items do not count',
    { timeout: 120_000 },
    async () => {
      const api = attemptApi(app);
      const tenant = await createTestTenant(app);
      const user = await createTestUser(app, tenant);
      const { id: testId } = await withTenant(app.deps.db, tenant.id, (tx) => createTestFromBlueprint(tx, t));
      const id = (await api.start(user, testId)).body.userExamId;

      const ready = (await api.read(user, id)).body;
      expect(ready.clock).toBe('test');
      expect(ready.current).toMatchObject({ timeLimitSeconds: 180 * 60, remainingSeconds: 180 * 60 });
      expect(ready.plan.map((p) => [p.section, p.questionCount, p.status])).toEqual([
        ['ela', 57, 'current'],
        ['math', 57, 'current'],
      ]);

      const view = (await api.startModule(user, id)).body;
      const questions = view.current!.questions;
      expect(questions).toHaveLength(114);
      expect(view.current!.remainingSeconds).toBeGreaterThan(180 * 60 - 10);
      const deadline = Date.parse(view.current!.deadlineAt!) - Date.parse(view.current!.startedAt!);
      expect(deadline).toBe(180 * 60 * 1000);

      // Every ELA question right (the ten field-test items too), Math left blank.
      const elaModule = view.plan.find((p) => p.section === 'ela')!.moduleId;
      const elaQuestions = questions.filter((q) => q.moduleId === elaModule);
      expect(elaQuestions).toHaveLength(57);
      for (const [i, q] of elaQuestions.entries()) {
        const answer = keyOf(ela[i]!);
        expect((await api.save(user, id, q.id, { answer, seq: 1 })).status).toBe(200);
      }
      expect((await api.submit(user, id, { moduleId: elaModule })).body).toMatchObject({ status: 'completed' });
      const done = (await api.read(user, id)).body;
      expect(done.scores).toMatchObject({
        sections: [
          { section: 'ela', raw: 47, scaled: [350, 350] },
          { section: 'math', raw: 0, scaled: [shsatEstimatedScaled(0), shsatEstimatedScaled(0)] },
        ],
        overall: { scale: 'shsat_composite', value: 350 + shsatEstimatedScaled(0), estimated: true },
      });
    },
  );
});

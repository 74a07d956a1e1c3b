import type { Difficulty } from '@prepwell/contracts';
import { describe, expect, it } from 'vitest';
import type { ModuleBlueprint, QuestionBlueprint } from '../modules/exams/catalogue/authoring.service.ts';
import { checkBlueprint } from '../modules/exams/catalogue/authoring.service.ts';
import { validateScoreTable } from '../modules/exams/scoring/score-table.ts';
import { ADV, ALG, CS, EOI, GEO, II, PSDA, SEC } from './demo-exams-sat-kit.ts';
import { SAT_MATH_MODULE_1 } from './demo-exams-sat-math-1.ts';
import { SAT_MATH_MODULE_2_EASIER } from './demo-exams-sat-math-2-easier.ts';
import { SAT_MATH_MODULE_2_HARDER } from './demo-exams-sat-math-2-harder.ts';
import { DEMO_SAT_PAPER } from './demo-exams-sat-paper.ts';
import { digitalScaleAnchors, estimatePaperTable } from './demo-exams-sat-paper-model.ts';
import { SAT_RW_MODULE_1 } from './demo-exams-sat-rw-1.ts';
import { SAT_RW_MODULE_2_EASIER } from './demo-exams-sat-rw-2-easier.ts';
import { SAT_RW_MODULE_2_HARDER } from './demo-exams-sat-rw-2-harder.ts';
import { DEMO_SAT_MOCK, SAT_DRILLS } from './demo-exams-sat.ts';

const [rw, math] = DEMO_SAT_PAPER.sections;
const modulesOf = (section: typeof rw) => section?.modules ?? [];
const questionsOf = (modules: readonly ModuleBlueprint[]) => modules.flatMap((m) => m.questions);
const key = (q: QuestionBlueprint, passages = DEMO_SAT_PAPER.passages) =>
  `${q.stem}\n${q.passage ? (passages?.[q.passage]?.body ?? '') : ''}`;
const RANK: Record<Difficulty, number> = { easy: 1, medium: 2, hard: 3 };
const nonDecreasing = (xs: readonly number[]) => xs.every((x, i) => i === 0 || x >= xs[i - 1]!);
const b = (q: QuestionBlueprint) => q.irt?.b ?? Number.NaN;
const mean = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;

/** exams.md §1.4 shares of operational questions per domain. */
const SHARES: Record<'english' | 'math', Record<string, number>> = {
  english: { [CS]: 0.28, [II]: 0.26, [SEC]: 0.26, [EOI]: 0.2 },
  math: { [ALG]: 0.35, [ADV]: 0.35, [PSDA]: 0.15, [GEO]: 0.15 },
};

describe('SAT Practice Test 1 (Paper)', () => {
  it('is the linear form of exams.md §1.3: 33/33 RW and 27/27 Math questions, no routing, a 10-minute break after RW', () => {
    expect(DEMO_SAT_PAPER).toMatchObject({
      kind: 'sat',
      version: 'sat_paper',
      type: 'full_mock',
      isPublic: true,
      seedKey: 'demo-sat-paper-1',
    });
    expect(() => checkBlueprint(DEMO_SAT_PAPER)).not.toThrow();
    const shape = DEMO_SAT_PAPER.sections.map((s) => [
      s.section,
      s.adaptive ?? false,
      s.modules.map((m) => [m.position, m.route ?? 'base', m.questions.length, m.breakAfterMinutes ?? 0]),
    ]);
    expect(shape).toEqual([
      [
        'english',
        false,
        [
          [1, 'base', 33, 0],
          [2, 'base', 33, 10],
        ],
      ],
      [
        'math',
        false,
        [
          [1, 'base', 27, 0],
          [2, 'base', 27, 0],
        ],
      ],
    ]);
  });

  it('runs 2 h 44 min of testing at the digital pace per question (RW 39, Math 43 minutes per module)', () => {
    const minutes = DEMO_SAT_PAPER.sections.flatMap((s) => s.modules.map((m) => m.minutes));
    expect(minutes).toEqual([39, 39, 43, 43]);
    expect(minutes.reduce((s, m) => s + m, 0)).toBe(164);
    for (const s of DEMO_SAT_PAPER.sections)
      for (const m of s.modules) {
        const digitalPace = s.section === 'english' ? 32 / 27 : 35 / 22;
        expect(Math.abs(m.minutes - m.questions.length * digitalPace), m.title).toBeLessThan(0.5);
      }
  });

  it('scores every question (no pretest items on the linear form) and never asks one twice', () => {
    const all = questionsOf(DEMO_SAT_PAPER.sections.flatMap((s) => s.modules));
    expect(all.filter((q) => q.pretest)).toEqual([]);
    const keys = all.map((q) => key(q));
    expect(new Set(keys).size).toBe(120);
  });

  it('reuses the original items of the digital mock and the drills, text for text, with their passages', () => {
    const pool = new Set(
      [DEMO_SAT_MOCK, ...SAT_DRILLS].flatMap((t) =>
        t.sections.flatMap((s) => s.modules.flatMap((m) => m.questions.map((q) => key(q, t.passages)))),
      ),
    );
    for (const q of questionsOf(DEMO_SAT_PAPER.sections.flatMap((s) => s.modules))) {
      expect(pool.has(key(q)), q.stem).toBe(true);
      if (q.passage) expect(DEMO_SAT_PAPER.passages?.[q.passage], q.passage).toBeDefined();
    }
    expect(questionsOf(modulesOf(rw)).every((q) => q.passage)).toBe(true);
  });

  it('matches the domain shares of exams.md §1.4 within 2 points, in every module a mix of every domain', () => {
    for (const s of DEMO_SAT_PAPER.sections) {
      const shares = SHARES[s.section as 'english' | 'math'];
      const qs = questionsOf(s.modules);
      for (const [domain, share] of Object.entries(shares)) {
        const actual = qs.filter((q) => q.domain === domain).length / qs.length;
        expect(Math.abs(actual - share), `${s.section} ${domain}: ${actual.toFixed(3)}`).toBeLessThanOrEqual(0.02);
        for (const m of s.modules)
          expect(
            m.questions.some((q) => q.domain === domain),
            `${m.title} ${domain}`,
          ).toBe(true);
      }
      expect(qs.every((q) => q.domain !== undefined && q.domain in shares)).toBe(true);
    }
  });

  it('orders RW by domain with same-skill items easiest first, and Math from easiest to hardest', () => {
    const domains = [CS, II, SEC, EOI];
    for (const m of modulesOf(rw)) {
      expect(nonDecreasing(m.questions.map((q) => domains.indexOf(q.domain!))), m.title).toBe(true);
      const runs = new Map<string, number[]>();
      for (const q of m.questions) runs.set(q.skill!, [...(runs.get(q.skill!) ?? []), b(q)]);
      for (const [skill, bs] of runs) expect(nonDecreasing(bs), `${m.title} ${skill}`).toBe(true);
      // each skill's items stand together
      const skills = m.questions.map((q) => q.skill);
      expect(skills.filter((s, i) => i === 0 || s !== skills[i - 1]).length, m.title).toBe(runs.size);
    }
    for (const m of modulesOf(math)) {
      expect(nonDecreasing(m.questions.map(b)), m.title).toBe(true);
      expect(nonDecreasing(m.questions.map((q) => RANK[q.difficulty!])), m.title).toBe(true);
    }
  });

  it('has parallel modules: each section’s two modules at about the same difficulty, with easy and hard items in both', () => {
    for (const s of DEMO_SAT_PAPER.sections) {
      const [m1, m2] = s.modules as [ModuleBlueprint, ModuleBlueprint];
      expect(Math.abs(mean(m1.questions.map(b)) - mean(m2.questions.map(b))), s.title).toBeLessThan(0.25);
      for (const m of s.modules)
        for (const level of ['easy', 'medium', 'hard'] as const)
          expect(
            m.questions.filter((q) => q.difficulty === level).length,
            `${m.title} ${level}`,
          ).toBeGreaterThanOrEqual(5);
    }
  });

  it('has about a quarter of Math as student-produced responses, each with a real explanation', () => {
    const qs = questionsOf(modulesOf(math));
    const spr = qs.filter((q) => q.type === 'grid_in').length;
    expect(spr / qs.length).toBeGreaterThanOrEqual(0.2);
    expect(spr / qs.length).toBeLessThanOrEqual(0.35);
    for (const q of qs) expect(q.explanation.length, q.stem).toBeGreaterThan(40);
  });
});

describe('SAT Practice Test 1 (Paper) score tables', () => {
  const tables = DEMO_SAT_PAPER.sections.map((s) => ({ section: s.section, rows: s.scoreTables?.base ?? [] }));

  it('cover raw 0..66 (RW) and 0..54 (Math), one linear table per section, monotone inside 200–800', () => {
    for (const s of DEMO_SAT_PAPER.sections) expect(Object.keys(s.scoreTables ?? {})).toEqual(['base']);
    expect(tables.map((t) => t.rows.length)).toEqual([67, 55]);
    for (const t of tables) {
      expect(
        validateScoreTable(
          { section: t.section, scale: { min: 200, max: 800, step: 10 }, rows: t.rows },
          t.rows.length - 1,
        ),
        t.section,
      ).toEqual([]);
      expect(t.rows[0]![0], t.section).toBe(200);
      expect(t.rows[t.rows.length - 1]![1], t.section).toBe(800);
      // strictly rising centre over each 5 raw points: more right answers are always worth more
      for (let raw = 5; raw < t.rows.length; raw++)
        expect(t.rows[raw]![0], `${t.section} ${raw}`).toBeGreaterThan(t.rows[raw - 5]![0]);
    }
  });

  it('are the documented estimate: the form’s items on the digital mock’s θ scale (regenerate if an item changes)', () => {
    expect(tables[0]!.rows).toEqual(
      estimatePaperTable(
        questionsOf(modulesOf(rw)),
        digitalScaleAnchors(
          SAT_RW_MODULE_1.questions,
          SAT_RW_MODULE_2_EASIER.questions,
          SAT_RW_MODULE_2_HARDER.questions,
        ),
      ),
    );
    expect(tables[1]!.rows).toEqual(
      estimatePaperTable(
        questionsOf(modulesOf(math)),
        digitalScaleAnchors(SAT_MATH_MODULE_1, SAT_MATH_MODULE_2_EASIER, SAT_MATH_MODULE_2_HARDER),
      ),
    );
  });

  it('put a mid-range student near the digital mock and near the official PT#4 linear table (within 60 points)', () => {
    // PT#4 (exams.md §1.3): RW 40 → 530–550, Math 33 → 510–540.
    expect(Math.abs(tables[0]!.rows[40]![0] - 530)).toBeLessThanOrEqual(60);
    expect(Math.abs(tables[1]!.rows[33]![0] - 510)).toBeLessThanOrEqual(60);
  });

  it('are labelled as estimates for the student', () => {
    expect(DEMO_SAT_PAPER.description).toMatch(/estimate/i);
  });
});

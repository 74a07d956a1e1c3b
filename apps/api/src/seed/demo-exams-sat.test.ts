import katex from 'katex';
import { describe, expect, it } from 'vitest';
import { splitMath, type Difficulty } from '@prepwell/contracts';
import type {
  ModuleBlueprint,
  QuestionBlueprint,
  SectionBlueprint,
} from '../modules/exams/catalogue/authoring.service.ts';
import { validateScoreTable } from '../modules/exams/scoring/score-table.ts';
import {
  ADV,
  ALG,
  BOU,
  CID,
  COE,
  CS,
  CTC,
  EOI,
  FSS,
  GEO,
  II,
  INF,
  PSDA,
  SEC,
  SYN,
  TRA,
  TSP,
  WIC,
} from './demo-exams-sat-kit.ts';
import { estimateRouteTables } from './demo-exams-sat-score-model.ts';
import { choiceValue } from './demo-exams-sat-solutions.ts';
import { DEMO_SAT_MOCK, SAT_DRILLS } from './demo-exams-sat.ts';

const SKILLS: Record<string, readonly string[]> = {
  [CS]: [WIC, TSP, CTC],
  [II]: [CID, COE, INF],
  [SEC]: [BOU, FSS],
  [EOI]: [TRA, SYN],
  [ALG]: [
    'Linear equations in one variable',
    'Linear functions',
    'Linear equations in two variables',
    'Systems of two linear equations in two variables',
    'Linear inequalities in one or two variables',
  ],
  [ADV]: [
    'Nonlinear functions',
    'Nonlinear equations in one variable and systems of equations in two variables',
    'Equivalent expressions',
  ],
  [PSDA]: [
    'Ratios, rates, proportional relationships, and units',
    'Percentages',
    'One-variable data',
    'Two-variable data',
    'Probability and conditional probability',
    'Inference from sample statistics and margin of error',
    'Evaluating statistical claims',
  ],
  [GEO]: ['Area and volume', 'Lines, angles, and triangles', 'Right triangles and trigonometry', 'Circles'],
};
const RW_DOMAINS = [CS, II, SEC, EOI];
const RANK: Record<Difficulty, number> = { easy: 1, medium: 2, hard: 3 };
/** IRT difficulty bands that a difficulty tag allows (exams.md §5.2.1: b from about −2 to +2). */
const B_BAND: Record<Difficulty, [number, number]> = { easy: [-2.5, -0.5], medium: [-1, 1], hard: [0.5, 2.5] };

const [rw, math] = DEMO_SAT_MOCK.sections as [SectionBlueprint, SectionBlueprint];
const route = (s: SectionBlueprint, r: 'base' | 'easier' | 'harder') =>
  s.modules.find((m) => (m.route ?? 'base') === r)!;
const operational = (m: ModuleBlueprint) => m.questions.filter((q) => !q.pretest);
const count = (qs: readonly QuestionBlueprint[], pick: (q: QuestionBlueprint) => boolean) => qs.filter(pick).length;
const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const passageOf = (q: QuestionBlueprint, passages = DEMO_SAT_MOCK.passages) =>
  q.passage ? (passages?.[q.passage]?.body ?? '') : '';
const words = (text: string) => text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
const nonDecreasing = (xs: readonly number[]) => xs.every((x, i) => i === 0 || x >= xs[i - 1]!);
const allSat = [DEMO_SAT_MOCK, ...SAT_DRILLS];

describe('Digital SAT Practice Test 1', () => {
  it('has the real structure: 27/27/27 RW and 22/22/22 Math questions, 32- and 35-minute modules, a 10-minute break after RW', () => {
    const shape = DEMO_SAT_MOCK.sections.map((s) => [
      s.section,
      s.adaptive,
      s.modules.map((m) => [m.position, m.route ?? 'base', m.minutes, m.breakAfterMinutes ?? 0, m.questions.length]),
    ]);
    expect(shape).toEqual([
      [
        'english',
        true,
        [
          [1, 'base', 32, 0, 27],
          [2, 'easier', 32, 10, 27],
          [2, 'harder', 32, 10, 27],
        ],
      ],
      [
        'math',
        true,
        [
          [1, 'base', 35, 0, 22],
          [2, 'easier', 35, 0, 22],
          [2, 'harder', 35, 0, 22],
        ],
      ],
    ]);
    expect(DEMO_SAT_MOCK).toMatchObject({
      kind: 'sat',
      type: 'adaptive_exam',
      version: 'sat_digital',
      isPublic: true,
      seedKey: 'demo-sat-digital-mock-1',
    });
  });

  it('has two unscored pretest questions in every module, placed among the others', () => {
    for (const s of DEMO_SAT_MOCK.sections)
      for (const m of s.modules) {
        const at = m.questions.flatMap((q, i) => (q.pretest ? [i] : []));
        expect(at, m.title).toHaveLength(2);
        expect(
          at.every((i) => i > 0 && i < m.questions.length - 1),
          m.title,
        ).toBe(true);
      }
  });

  it('never reuses a question, in the mock or in the drills', () => {
    const seen = allSat.flatMap((t) =>
      t.sections.flatMap((s) =>
        s.modules.flatMap((m) => m.questions.map((q) => `${q.stem}\n${passageOf(q, t.passages)}`)),
      ),
    );
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('tags every question with a College Board domain and skill, a difficulty and IRT parameters that agree with it', () => {
    for (const t of allSat)
      for (const q of t.sections.flatMap((s) => s.modules.flatMap((m) => m.questions))) {
        expect(SKILLS[q.domain!], `${q.domain}: ${q.stem}`).toContain(q.skill);
        const [low, high] = B_BAND[q.difficulty!];
        expect(q.irt!.b, q.stem).toBeGreaterThanOrEqual(low);
        expect(q.irt!.b, q.stem).toBeLessThanOrEqual(high);
        expect(q.irt!.c, q.stem).toBe(q.type === 'grid_in' ? 0 : 0.25);
        expect(q.irt!.a, q.stem).toBeGreaterThan(0.5);
      }
  });

  it('spreads the keys over A–D in every module (no letter keys more than 40%, each at least twice) and drill (at most half)', () => {
    for (const t of allSat)
      for (const m of t.sections.flatMap((s) => s.modules)) {
        const keys = m.questions.flatMap((q) => (q.answerKey.kind === 'choice' ? q.answerKey.correct : []));
        const counts = ['A', 'B', 'C', 'D'].map((letter) => keys.filter((k) => k === letter).length);
        if (t.type === 'drill')
          expect(Math.max(...counts), `${t.title}: ${counts.join('/')}`).toBeLessThanOrEqual(keys.length / 2);
        else {
          expect(Math.max(...counts), `${m.title}: ${counts.join('/')}`).toBeLessThanOrEqual(keys.length * 0.4);
          expect(Math.min(...counts), `${m.title}: ${counts.join('/')}`).toBeGreaterThanOrEqual(2);
        }
      }
  });

  it('has typeset-able math and text: no stray dollar sign, and KaTeX parses every formula', () => {
    for (const t of allSat)
      for (const q of t.sections.flatMap((s) => s.modules.flatMap((m) => m.questions)))
        for (const text of [q.stem, q.explanation, passageOf(q, t.passages), ...(q.choices ?? []).map((c) => c.text)])
          for (const part of splitMath(text)) {
            if (part.kind === 'text') expect(part.value, text).not.toContain('$');
            else expect(() => katex.renderToString(part.value, { throwOnError: true }), part.value).not.toThrow();
          }
  });
});

describe('Digital SAT Practice Test 1: Reading and Writing', () => {
  it('gives each question its own passage of 25–150 words', () => {
    const keys = rw.modules.flatMap((m) => m.questions.map((q) => q.passage));
    expect(new Set(keys).size).toBe(81);
    for (const q of rw.modules.flatMap((m) => m.questions)) {
      const n = words(passageOf(q));
      expect(n, passageOf(q)).toBeGreaterThanOrEqual(25);
      expect(n, passageOf(q)).toBeLessThanOrEqual(150);
    }
  });

  it('orders every module Craft and Structure → Information and Ideas → Conventions → Expression of Ideas, each skill easiest to hardest', () => {
    for (const m of rw.modules) {
      expect(nonDecreasing(m.questions.map((q) => RW_DOMAINS.indexOf(q.domain!))), m.title).toBe(true);
      for (const skill of new Set(m.questions.map((q) => q.skill))) {
        const same = m.questions.filter((q) => q.skill === skill);
        expect(nonDecreasing(same.map((q) => RANK[q.difficulty!])), `${m.title}: ${skill}`).toBe(true);
        expect(nonDecreasing(same.map((q) => q.irt!.b)), `${m.title}: ${skill}`).toBe(true);
      }
    }
  });

  it('has the College Board domain shares on each route (exams.md §1.4), with quantitative evidence tables and paired texts', () => {
    const shares: Record<string, [number, number]> = {
      [CS]: [13, 15],
      [II]: [12, 14],
      [SEC]: [11, 15],
      [EOI]: [8, 12],
    };
    for (const r of ['easier', 'harder'] as const) {
      const scored = [...operational(route(rw, 'base')), ...operational(route(rw, r))];
      expect(scored).toHaveLength(50);
      for (const [domain, [low, high]] of Object.entries(shares)) {
        expect(
          count(scored, (q) => q.domain === domain),
          `${r}: ${domain}`,
        ).toBeGreaterThanOrEqual(low);
        expect(
          count(scored, (q) => q.domain === domain),
          `${r}: ${domain}`,
        ).toBeLessThanOrEqual(high);
      }
    }
    const all = rw.modules.flatMap((m) => m.questions);
    expect(count(all, (q) => q.skill === COE && /\|.*\|/.test(passageOf(q)))).toBeGreaterThanOrEqual(5);
    expect(
      count(
        all,
        (q) => q.skill === CTC && passageOf(q).startsWith('Text 1\n') && passageOf(q).includes('\n\nText 2\n'),
      ),
    ).toBe(3);
  });

  it('makes the harder module 2 clearly harder than the easier one', () => {
    const easier = route(rw, 'easier').questions;
    const harder = route(rw, 'harder').questions;
    expect(mean(harder.map((q) => RANK[q.difficulty!]))).toBeGreaterThan(
      mean(easier.map((q) => RANK[q.difficulty!])) + 1,
    );
    expect(mean(harder.map((q) => q.irt!.b))).toBeGreaterThan(mean(easier.map((q) => q.irt!.b)) + 1.5);
    expect(count(route(rw, 'base').questions, (q) => q.difficulty === 'easy')).toBeGreaterThanOrEqual(4);
    expect(count(route(rw, 'base').questions, (q) => q.difficulty === 'hard')).toBeGreaterThanOrEqual(6);
  });
});

describe('Digital SAT Practice Test 1: Math', () => {
  it('has about 25% student-produced responses and the College Board domain shares on each route', () => {
    const all = math.modules.flatMap((m) => m.questions);
    expect(count(all, (q) => q.type === 'grid_in') / all.length).toBeGreaterThan(0.2);
    expect(count(all, (q) => q.type === 'grid_in') / all.length).toBeLessThan(0.32);
    const shares: Record<string, [number, number]> = {
      [ALG]: [13, 15],
      [ADV]: [13, 15],
      [PSDA]: [5, 7],
      [GEO]: [5, 7],
    };
    for (const r of ['easier', 'harder'] as const) {
      const scored = [...operational(route(math, 'base')), ...operational(route(math, r))];
      expect(scored).toHaveLength(40);
      for (const [domain, [low, high]] of Object.entries(shares)) {
        expect(
          count(scored, (q) => q.domain === domain),
          `${r}: ${domain}`,
        ).toBeGreaterThanOrEqual(low);
        expect(
          count(scored, (q) => q.domain === domain),
          `${r}: ${domain}`,
        ).toBeLessThanOrEqual(high);
      }
    }
  });

  it('runs from easier to harder in every module, and the harder module 2 is harder', () => {
    for (const m of math.modules) {
      expect(nonDecreasing(m.questions.map((q) => RANK[q.difficulty!])), m.title).toBe(true);
      expect(nonDecreasing(m.questions.map((q) => q.irt!.b)), m.title).toBe(true);
    }
    const easier = route(math, 'easier').questions;
    const harder = route(math, 'harder').questions;
    expect(mean(harder.map((q) => RANK[q.difficulty!]))).toBeGreaterThan(
      mean(easier.map((q) => RANK[q.difficulty!])) + 0.8,
    );
    expect(mean(harder.map((q) => q.irt!.b))).toBeGreaterThan(mean(easier.map((q) => q.irt!.b)) + 1.5);
  });

  it('gives every computational question a solution: every grid-in, and every multiple choice with numeric choices', () => {
    for (const t of allSat)
      for (const q of t.sections
        .filter((s) => s.section === 'math')
        .flatMap((s) => s.modules.flatMap((m) => m.questions))) {
        const numeric = q.type === 'grid_in' || (q.choices ?? []).every((c) => choiceValue(c.text) !== undefined);
        if (numeric) expect(q.solution, q.stem).toBeTruthy();
        // Numeric choices are listed from least to greatest, as on the real test.
        const values = (q.choices ?? []).map((c) => choiceValue(c.text));
        if (q.choices && values.every((v) => v !== undefined))
          expect(
            values.every((v, i) => i === 0 || v! > values[i - 1]!),
            q.stem,
          ).toBe(true);
      }
  });
});

describe('Digital SAT Practice Test 1: score tables (estimates, not College Board figures)', () => {
  for (const s of [rw, math]) {
    const maxRaw = s.section === 'english' ? 50 : 40;
    it(`${s.title}: cover every raw score 0–${maxRaw} of each route, monotone, inside 200–800 on a 10-point step`, () => {
      for (const r of ['easier', 'harder'] as const) {
        expect(operational(route(s, 'base')).length + operational(route(s, r)).length).toBe(maxRaw);
        const rows = s.scoreTables![r]!;
        expect(
          validateScoreTable({ section: s.section, route: r, scale: { min: 200, max: 800, step: 10 }, rows }, maxRaw),
        ).toEqual([]);
        expect(rows.every(([lower, upper]) => upper - lower <= 20)).toBe(true);
      }
      expect(s.scoreTables!.base).toBeUndefined();
    });

    it(`${s.title}: the harder route reaches 800; the easier one is capped near 650 and never worth more for the same raw score`, () => {
      const { easier, harder } = s.scoreTables! as { easier: [number, number][]; harder: [number, number][] };
      expect(harder.at(-1)![1]).toBe(800);
      const easierTop = Math.max(...easier.map((r) => r[1]));
      expect(easierTop).toBeGreaterThanOrEqual(600);
      expect(easierTop).toBeLessThanOrEqual(650);
      expect(harder.at(-1)![1]).toBeGreaterThan(easierTop);
      easier.forEach(([lower], raw) => expect(harder[raw]![0], `raw ${raw}`).toBeGreaterThanOrEqual(lower));
      expect(easier[0]![0]).toBe(200);
    });

    it(`${s.title}: are what the documented model gives for these items (regenerate them if an item's IRT parameters change)`, () => {
      expect(
        estimateRouteTables(route(s, 'base').questions, route(s, 'easier').questions, route(s, 'harder').questions),
      ).toEqual(s.scoreTables);
    });
  }
});

describe('SAT drills', () => {
  it('cover both sections with at least 6 one-skill drills of 6–10 questions and 8–15 minutes, from easy to hard', () => {
    expect(SAT_DRILLS.length).toBeGreaterThanOrEqual(6);
    expect(new Set(SAT_DRILLS.map((d) => d.sections[0]!.section))).toEqual(new Set(['english', 'math']));
    for (const d of SAT_DRILLS) {
      expect(d).toMatchObject({ kind: 'sat', type: 'drill', version: 'sat_digital', isPublic: true });
      expect(d.sections).toHaveLength(1);
      expect(d.sections[0]!.modules).toHaveLength(1);
      const m = d.sections[0]!.modules[0]!;
      expect(m.minutes, d.title).toBeGreaterThanOrEqual(8);
      expect(m.minutes, d.title).toBeLessThanOrEqual(15);
      expect(m.questions.length, d.title).toBeGreaterThanOrEqual(6);
      expect(m.questions.length, d.title).toBeLessThanOrEqual(10);
      expect(new Set(m.questions.map((q) => q.skill)).size, d.title).toBe(1);
      expect(nonDecreasing(m.questions.map((q) => RANK[q.difficulty!])), d.title).toBe(true);
      expect(m.questions[0]!.difficulty, d.title).toBe('easy');
      expect(m.questions.at(-1)!.difficulty, d.title).toBe('hard');
      expect(
        m.questions.every((q) => !q.pretest),
        d.title,
      ).toBe(true);
    }
  });
});

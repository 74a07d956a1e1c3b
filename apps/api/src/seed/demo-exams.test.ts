import { describe, expect, it } from 'vitest';
import { SECTIONS_BY_KIND } from '@prepwell/contracts';
import type { QuestionBlueprint } from '../modules/exams/catalogue/authoring.service.ts';
import { checkBlueprint } from '../modules/exams/catalogue/authoring.service.ts';
import { isGridInCorrect } from '../modules/exams/scoring/grid-in.ts';
import { DEMO_TESTS } from './demo-exams.ts';

/** Evaluates a solution expression: numbers, + - * / ^, parentheses and sqrt only. */
const evaluate = (expression: string): number => {
  if (!/^[0-9+\-*/().^ ]*$/.test(expression.replace(/sqrt/g, ''))) throw new Error(`unsupported expression ${expression}`);
  // The characters were checked above: only numbers, operators, parentheses and sqrt reach Function.
  return Number(new Function(`return (${expression.replace(/sqrt/g, 'Math.sqrt').replace(/\^/g, '**')});`)());
};

/** A value as a grid-in entry would be typed: an integer, or a decimal cut to the allowed width. */
const asGridEntry = (value: number) => (Number.isInteger(value) ? String(value) : String(value).slice(0, value < 0 ? 6 : 5));

const allQuestions = DEMO_TESTS.flatMap((t) => t.sections.flatMap((s) => s.modules.flatMap((m) => m.questions.map((q) => ({ test: t.title, module: m.title, q })))));
const label = (x: { test: string; module: string; q: QuestionBlueprint }) => `${x.test} / ${x.module}: ${x.q.stem.slice(0, 60)}`;

describe('the demo catalogue', () => {
  it('fits the spec: kinds, types, sections and versions', () => {
    for (const t of DEMO_TESTS) {
      expect(() => checkBlueprint(t)).not.toThrow();
      for (const s of t.sections) expect(SECTIONS_BY_KIND[t.kind]).toContain(s.section);
    }
  });

  it('has the real digital SAT structure: 32-minute RW and 35-minute Math modules, easier and harder module 2, a 10-minute break after RW', () => {
    const mock = DEMO_TESTS.find((t) => t.type === 'adaptive_exam')!;
    const shape = mock.sections.map((s) => [s.section, s.adaptive, s.modules.map((m) => [m.position, m.route ?? 'base', m.minutes, m.breakAfterMinutes ?? 0])]);
    expect(shape).toEqual([
      ['english', true, [[1, 'base', 32, 0], [2, 'easier', 32, 10], [2, 'harder', 32, 10]]],
      ['math', true, [[1, 'base', 35, 0], [2, 'easier', 35, 0], [2, 'harder', 35, 0]]],
    ]);
    // A preview never holds more than a real module does.
    for (const s of mock.sections) for (const m of s.modules) expect(m.questions.length).toBeLessThanOrEqual(s.section === 'english' ? 27 : 22);
  });

  it('every question has an explanation, a skill, and a key that fits its type', () => {
    for (const x of allQuestions) {
      const { q } = x;
      expect(q.explanation.length, label(x)).toBeGreaterThan(30);
      expect(q.domain && q.skill && q.difficulty, label(x)).toBeTruthy();
      if (q.type === 'multiple_choice') {
        expect(q.choices, label(x)).toHaveLength(4);
        expect(new Set(q.choices!.map((c) => c.text)).size, `${label(x)}: choices differ`).toBe(4);
        expect(q.answerKey.kind).toBe('choice');
        if (q.answerKey.kind === 'choice') {
          expect(q.answerKey.correct).toHaveLength(1);
          expect(q.choices!.map((c) => c.id)).toContain(q.answerKey.correct[0]);
        }
      } else {
        expect(q.type, label(x)).toBe('grid_in');
        expect(q.answerKey.kind).toBe('grid');
      }
    }
  });

  it('every computational math key matches its machine-checkable solution', () => {
    const computational = allQuestions.filter((x) => x.q.solution);
    expect(computational.length).toBeGreaterThanOrEqual(15);
    for (const x of computational) {
      const value = evaluate(x.q.solution!);
      const key = x.q.answerKey;
      if (key.kind === 'choice') {
        const correct = x.q.choices!.find((c) => c.id === key.correct[0])!;
        expect(Number(correct.text), label(x)).toBeCloseTo(value, 9);
        // No other choice has the same value.
        for (const c of x.q.choices!) if (c.id !== correct.id) expect(Number(c.text), label(x)).not.toBeCloseTo(value, 9);
      } else if (key.kind === 'grid') {
        expect(isGridInCorrect(asGridEntry(value), key.accept), `${label(x)}: ${value}`).toBe(true);
      } else {
        throw new Error(`${label(x)}: a solution on a ${key.kind} key`);
      }
    }
  });

  it('the solution checker itself catches a wrong key', () => {
    expect(isGridInCorrect(asGridEntry(evaluate('(3 + 2) / (5 + 3 + 2)')), ['1/2'])).toBe(true);
    expect(isGridInCorrect(asGridEntry(evaluate('(3 + 2) / (5 + 3)')), ['1/2'])).toBe(false);
    expect(evaluate('sqrt(6^2 + 8^2)')).toBe(10);
    expect(() => evaluate('process.exit(1)')).toThrow();
  });
});

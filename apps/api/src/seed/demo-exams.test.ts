import { describe, expect, it } from 'vitest';
import { SECTIONS_BY_KIND, type Section } from '@prepwell/contracts';
import type { QuestionBlueprint, TestBlueprint } from '../modules/exams/catalogue/authoring.service.ts';
import { checkBlueprint } from '../modules/exams/catalogue/authoring.service.ts';
import { isGridInCorrect, parseGridInKey } from '../modules/exams/scoring/grid-in.ts';
import { acceptedForms, choiceValue, evaluate, gridKeyMatches, solutionValues } from './demo-exams-sat-solutions.ts';
import { DEMO_TESTS } from './demo-exams.ts';

/**
 * Checks that hold for every demo test of every exam (SAT, ACT, TOEFL, SHSAT). The SAT mock and drills have
 * their own, stricter checks in demo-exams-sat.test.ts.
 */

interface Located {
  test: TestBlueprint;
  section: Section;
  module: string;
  q: QuestionBlueprint;
}
const allQuestions: Located[] = DEMO_TESTS.flatMap((test) =>
  test.sections.flatMap((s) =>
    s.modules.flatMap((m) => m.questions.map((q) => ({ test, section: s.section, module: m.title, q }))),
  ),
);
const label = (x: Located) => `${x.test.title} / ${x.module}: ${x.q.stem.slice(0, 60)}`;

/** Choices per multiple-choice question: 5 in classic ACT Math, 4 everywhere else (exams.md §1–§4). */
const choiceCount = (x: Located) => (x.test.version === 'act_classic' && x.section === 'math' ? 5 : 4);

const expectKeyFitsType = (x: Located) => {
  const { q } = x;
  const ids = (q.choices ?? []).map((c) => c.id);
  const key = q.answerKey;
  switch (q.type) {
    case 'multiple_choice':
      expect(q.choices, label(x)).toHaveLength(choiceCount(x));
      expect(new Set(q.choices!.map((c) => c.text)).size, `${label(x)}: choices differ`).toBe(q.choices!.length);
      expect(key.kind === 'choice' && key.correct.length === 1 && ids.includes(key.correct[0]!), label(x)).toBe(true);
      break;
    case 'multi_select':
      expect(
        key.kind === 'choices' && key.correct.length < ids.length && key.correct.every((c) => ids.includes(c)),
        label(x),
      ).toBe(true);
      break;
    case 'grid_in':
      expect(key.kind === 'grid' && parseGridInKey(key.accept).ok, label(x)).toBe(true);
      break;
    case 'fill_letters':
      expect(key.kind === 'text' && key.accept.every((a) => a.trim().length > 0), label(x)).toBe(true);
      break;
    case 'build_sentence':
      // The tiles in order (choice ids, each tile once), or the sentence as text.
      if (key.kind === 'choices')
        expect(
          new Set(key.correct).size === key.correct.length && key.correct.every((c) => ids.includes(c)),
          label(x),
        ).toBe(true);
      else expect(key.kind === 'text' && key.accept.every((a) => a.trim().length > 0), label(x)).toBe(true);
      break;
    case 'spoken_response':
    case 'written_response':
      expect(key.kind, label(x)).toBe('rated');
      break;
  }
};

describe('the demo catalogue', () => {
  it('fits the spec: kinds, types, sections and versions; unique seed keys; every passage a question names exists', () => {
    for (const t of DEMO_TESTS) {
      expect(() => checkBlueprint(t)).not.toThrow();
      for (const s of t.sections) expect(SECTIONS_BY_KIND[t.kind]).toContain(s.section);
      for (const s of t.sections)
        for (const m of s.modules)
          for (const q of m.questions)
            if (q.passage) expect(t.passages?.[q.passage], `${t.title}: ${q.passage}`).toBeDefined();
    }
    const keys = DEMO_TESTS.map((t) => t.seedKey);
    expect(keys.every(Boolean)).toBe(true);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('every question has an explanation, a skill or task, and a key that fits its type', () => {
    for (const x of allQuestions) {
      const rated = x.q.answerKey.kind === 'rated';
      expect(x.q.explanation.trim().length, label(x)).toBeGreaterThan(rated ? 0 : 30);
      if (x.test.kind === 'toefl') expect(x.q.task ?? x.q.skill, label(x)).toBeTruthy();
      else expect(x.q.domain && x.q.skill && x.q.difficulty, label(x)).toBeTruthy();
      expectKeyFitsType(x);
    }
  });

  it('every computational key matches its machine-checkable solution', () => {
    const computational = allQuestions.filter((x) => x.q.solution);
    expect(computational.length).toBeGreaterThanOrEqual(60);
    for (const x of computational) {
      const key = x.q.answerKey;
      if (key.kind === 'choice') {
        const [value, ...more] = solutionValues(x.q.solution!);
        expect(more, `${label(x)}: one value for one choice`).toEqual([]);
        const correct = x.q.choices!.find((c) => c.id === key.correct[0])!;
        expect(choiceValue(correct.text), label(x)).toBeCloseTo(value!, 9);
        // No other choice has the same value.
        for (const c of x.q.choices!)
          if (c.id !== correct.id) expect(choiceValue(c.text) ?? Number.NaN, label(x)).not.toBeCloseTo(value!, 9);
      } else if (key.kind === 'grid') {
        expect(gridKeyMatches(x.q.solution!, key.accept), label(x)).toEqual([]);
      } else {
        throw new Error(`${label(x)}: a solution on a ${key.kind} key`);
      }
    }
  });

  it('the solution checker itself catches a wrong key', () => {
    expect(gridKeyMatches('(3 + 2) / (5 + 3 + 2)', ['1/2'])).toEqual([]);
    expect(gridKeyMatches('(3 + 2) / (5 + 3)', ['1/2'])).not.toEqual([]);
    expect(gridKeyMatches('7', ['7', '8'])).toEqual(['8 is accepted but solves nothing']);
    expect(gridKeyMatches('3; 5', ['3'])).toEqual(['5 (= 5) is refused']);
    expect(gridKeyMatches('2 / 3', ['2/3', '.6666', '.6667', '0.666', '0.667'])).toEqual([]);
    expect(gridKeyMatches('2 / 3', ['.6666'])).not.toEqual([]); // 2/3 itself would be refused
    expect(isGridInCorrect('0.66', ['2/3'])).toBe(false);
    expect(evaluate('sqrt(6^2 + 8^2)')).toBe(10);
    expect(() => evaluate('process.exit(1)')).toThrow();
    expect(() => evaluate('1 / 0')).toThrow();
  });

  it('the checker knows the forms College Board accepts (exams.md §1.2) and reads numeric choices', () => {
    expect(acceptedForms(2 / 3)).toEqual(['2/3', '.6666', '.6667', '0.666', '0.667']);
    expect(acceptedForms(-1 / 3)).toEqual(['-1/3', '-.3333', '-0.333']);
    expect(acceptedForms(3.5)).toEqual(['7/2', '3.5']);
    expect(acceptedForms(100 / 3)).toEqual(['100/3', '33.33']);
    expect(acceptedForms(12)).toEqual(['12']);
    expect(choiceValue('2,000')).toBe(2000);
    expect(choiceValue('$-\\dfrac{5}{2}$')).toBe(-2.5);
    expect(choiceValue('$6\\sqrt{3}$')).toBeCloseTo(6 * Math.sqrt(3), 12);
    expect(choiceValue('$x > 6$')).toBeUndefined();
    expect(choiceValue('Infinitely many')).toBeUndefined();
  });
});

import katex from 'katex';
import { describe, expect, it } from 'vitest';
import { splitMath } from '@prepwell/contracts';
import type { QuestionBlueprint } from '../modules/exams/catalogue/authoring.service.ts';
import { renderRichText, sanitizeRichText } from '../lib/rich-text.ts';
import { ACT_MATH_FULL_QUESTIONS, ACT_MATH_QUESTIONS } from './demo-exams-act-math.ts';
import { ACT_SCIENCE_PASSAGES, ACT_SCIENCE_QUESTIONS } from './demo-exams-act-science.ts';
import { operationalCount } from './demo-exams-builders.ts';
import { choiceValue, solutionValues } from './demo-exams-sat-solutions.ts';

/**
 * Content checks of the full enhanced-ACT Math (45) and Science (40) question sets (exams.md §2): counts
 * and field-test items, four distinct choices, keys spread over A–D without long runs, reporting-category
 * shares, easier-to-harder order, passages that exist and render, and every computational key against its
 * solution (and, in Science, a solution built only from numbers printed in its passage).
 */

const keyOf = (q: QuestionBlueprint) => (q.answerKey.kind === 'choice' ? q.answerKey.correct[0] : undefined);
const scored = (qs: readonly QuestionBlueprint[]) => qs.filter((q) => !q.pretest);
const share = (qs: readonly QuestionBlueprint[], pick: (q: QuestionBlueprint) => boolean) =>
  qs.filter(pick).length / qs.length;
const longestRun = (letters: readonly (string | undefined)[]) =>
  letters.reduce<[number, number]>(
    ([best, run], l, i) => {
      const next = i > 0 && l === letters[i - 1] ? run + 1 : 1;
      return [Math.max(best, next), next];
    },
    [0, 0],
  )[0];
const RANK = { easy: 0, medium: 1, hard: 2 } as const;

/** Problems with the choices and key of a set: 4 distinct choices, letters spread evenly, no run over 3. */
const keyIssues = (qs: readonly QuestionBlueprint[]): string[] => {
  const issues: string[] = [];
  for (const q of qs) {
    if (q.type !== 'multiple_choice' || q.choices?.length !== 4) issues.push(`${q.stem}: not 4 choices`);
    if (new Set(q.choices?.map((c) => c.text)).size !== 4) issues.push(`${q.stem}: repeated choice`);
    if (!['A', 'B', 'C', 'D'].includes(keyOf(q) ?? '')) issues.push(`${q.stem}: key ${keyOf(q)}`);
    if (q.explanation.trim().length < 60) issues.push(`${q.stem}: explanation too short`);
  }
  const letters = qs.map(keyOf);
  for (const l of ['A', 'B', 'C', 'D']) {
    const n = letters.filter((x) => x === l).length;
    if (Math.abs(n - qs.length / 4) > 1.5) issues.push(`key ${l} used ${n} times of ${qs.length}`);
  }
  if (longestRun(letters) > 3) issues.push(`a run of ${longestRun(letters)} identical keys`);
  return issues;
};

/** Problems with the computational keys: the solution's one value is the key's, and no other choice's. */
const solutionIssues = (qs: readonly QuestionBlueprint[]): string[] =>
  qs
    .filter((q) => q.solution)
    .flatMap((q) => {
      const values = solutionValues(q.solution!);
      const key = q.choices!.find((c) => c.id === keyOf(q))!;
      if (values.length !== 1) return [`${q.stem}: ${values.length} values`];
      const v = values[0]!;
      const close = (text: string) => Math.abs((choiceValue(text) ?? Number.NaN) - v) < 1e-9;
      if (!close(key.text)) return [`${q.stem}: key ${key.text} but the solution gives ${v}`];
      return q.choices!.filter((c) => c.id !== key.id && close(c.text)).map((c) => `${q.stem}: ${c.text} also fits`);
    });

/** Every formula parses in KaTeX, and no dollar sign is left outside math (an unclosed `$`). */
const mathIssues = (texts: readonly string[]): string[] =>
  texts.flatMap((text) =>
    splitMath(text).flatMap((part) => {
      if (part.kind === 'text') return part.value.includes('$') ? [`stray $ in ${text}`] : [];
      try {
        katex.renderToString(part.value, { throwOnError: true });
        return [];
      } catch {
        return [`KaTeX cannot parse ${part.value}`];
      }
    }),
  );
const textsOf = (q: QuestionBlueprint) => [q.stem, q.explanation, ...(q.choices ?? []).map((c) => c.text)];

describe('ACT Math, full section (enhanced)', () => {
  const qs = ACT_MATH_FULL_QUESTIONS;
  const PHM = 'Preparing for Higher Math';
  const IES = 'Integrating Essential Skills';
  const SUBCATEGORIES: Record<string, [number, number]> = {
    'Number and Quantity': [0.07, 0.1],
    Algebra: [0.12, 0.15],
    Functions: [0.12, 0.15],
    Geometry: [0.12, 0.15],
    'Statistics and Probability': [0.08, 0.12],
  };

  it('has 45 questions, 41 scored and 4 field-test, and keeps the short module’s 15 in their order', () => {
    expect(qs).toHaveLength(45);
    expect(qs.filter((q) => q.pretest)).toHaveLength(4);
    expect(operationalCount(qs)).toBe(41);
    expect(new Set(qs).size).toBe(45);
    expect(ACT_MATH_QUESTIONS).toHaveLength(15);
    expect(ACT_MATH_QUESTIONS.every((q) => !q.pretest)).toBe(true);
    const positions = ACT_MATH_QUESTIONS.map((q) => qs.indexOf(q));
    expect(positions.every((p, i) => p >= 0 && (i === 0 || p > positions[i - 1]!))).toBe(true);
    expect(new Set(qs.map((q) => q.stem)).size).toBe(45);
  });

  it('has 4 distinct choices, explained keys spread over A–D, and runs from easier to harder', () => {
    expect(keyIssues(qs)).toEqual([]);
    const ranks = qs.map((q) => RANK[q.difficulty!]);
    expect(ranks.every((r, i) => i === 0 || r >= ranks[i - 1]!)).toBe(true);
    for (const level of [0, 1, 2]) expect(ranks.filter((r) => r === level).length).toBeGreaterThanOrEqual(12);
  });

  it('splits into the reporting categories of exams.md §2, over all 45 and over the 41 scored', () => {
    for (const set of [qs, scored(qs)]) {
      expect(new Set(set.map((q) => q.domain))).toEqual(new Set([PHM, IES]));
      const phm = share(set, (q) => q.domain === PHM);
      expect(phm).toBeGreaterThanOrEqual(0.57);
      expect(phm).toBeLessThanOrEqual(0.6);
      const ies = share(set, (q) => q.domain === IES);
      expect(ies).toBeGreaterThanOrEqual(0.4);
      expect(ies).toBeLessThanOrEqual(0.43);
      expect(new Set(set.filter((q) => q.domain === PHM).map((q) => q.skill))).toEqual(
        new Set(Object.keys(SUBCATEGORIES)),
      );
      for (const [skill, [lo, hi]] of Object.entries(SUBCATEGORIES)) {
        const s = share(set, (q) => q.domain === PHM && q.skill === skill);
        expect(s, skill).toBeGreaterThanOrEqual(lo);
        expect(s, skill).toBeLessThanOrEqual(hi);
      }
    }
  });

  it('checks every computational key against its solution, and most questions are computational', () => {
    expect(solutionIssues(qs)).toEqual([]);
    expect(qs.filter((q) => q.solution).length).toBeGreaterThanOrEqual(36);
  });

  it('has typeset-able math: KaTeX parses every formula, no stray dollar sign', () => {
    expect(mathIssues(qs.flatMap(textsOf))).toEqual([]);
    expect(mathIssues(['costs $5', '$\\frac{1}{$'])).toHaveLength(2);
  });

  it('the checks catch a wrong key and a run of one letter', () => {
    const [first] = qs;
    const wrong = { ...first!, answerKey: { kind: 'choice' as const, correct: ['A'] } };
    expect(solutionIssues([wrong])).not.toEqual([]);
    expect(keyIssues(Array.from({ length: 8 }, () => first!))).not.toEqual([]);
    expect(longestRun(['A', 'B', 'B', 'B', 'B', 'C'])).toBe(4);
  });
});

describe('ACT Science, full section (enhanced)', () => {
  const qs = ACT_SCIENCE_QUESTIONS;
  const passages: Record<string, { title?: string; body: string }> = ACT_SCIENCE_PASSAGES;
  const keys = Object.keys(passages);
  const IOD = 'Interpretation of Data';
  const SIN = 'Scientific Investigation';
  const EMI = 'Evaluation of Models, Inferences, and Experimental Results';

  it('has 40 questions, 34 scored and 6 field-test, 8 on each of 5 passages, in passage order', () => {
    expect(qs).toHaveLength(40);
    expect(qs.filter((q) => q.pretest)).toHaveLength(6);
    expect(operationalCount(qs)).toBe(34);
    expect(keys).toHaveLength(5);
    for (const q of qs) expect(keys, q.stem).toContain(q.passage);
    const order = qs.map((q) => q.passage!).filter((p, i, all) => i === 0 || p !== all[i - 1]);
    expect(order).toEqual(keys);
    for (const k of keys)
      expect(
        qs.filter((q) => q.passage === k),
        k,
      ).toHaveLength(8);
    expect(new Set(qs.map((q) => q.stem)).size).toBe(40);
  });

  it('has 4 distinct choices, explained keys spread over A–D, and each passage goes from easier to harder', () => {
    expect(keyIssues(qs)).toEqual([]);
    for (const k of keys) {
      const ranks = qs.filter((q) => q.passage === k).map((q) => RANK[q.difficulty!]);
      expect(
        ranks.every((r, i) => i === 0 || r >= ranks[i - 1]!),
        k,
      ).toBe(true);
    }
  });

  it('covers the reporting categories of exams.md §2, Interpretation of Data the largest', () => {
    for (const set of [qs, scored(qs)]) {
      expect(new Set(set.map((q) => q.domain))).toEqual(new Set([IOD, SIN, EMI]));
      const iod = share(set, (q) => q.domain === IOD);
      const sin = share(set, (q) => q.domain === SIN);
      const emi = share(set, (q) => q.domain === EMI);
      expect(iod).toBeGreaterThanOrEqual(0.3);
      expect(iod).toBeLessThanOrEqual(0.42);
      expect(emi).toBeGreaterThanOrEqual(0.25);
      expect(emi).toBeLessThanOrEqual(0.35);
      expect(sin).toBeGreaterThanOrEqual(0.2);
      expect(sin).toBeLessThanOrEqual(0.3);
      expect(iod).toBeGreaterThan(Math.max(sin, emi));
    }
    // Every passage is read both for its data and for its reasoning.
    for (const k of keys)
      expect(new Set(qs.filter((q) => q.passage === k).map((q) => q.domain)).size, k).toBeGreaterThan(1);
  });

  it('has typeset-able math: KaTeX parses every formula, no stray dollar sign', () => {
    expect(mathIssues([...qs.flatMap(textsOf), ...keys.map((k) => passages[k]!.body)])).toEqual([]);
  });

  it('has data representation, research summary (experiments) and conflicting-viewpoint passages', () => {
    const bodies = keys.map((k) => passages[k]!.body);
    expect(bodies.filter((b) => /Experiment 1/.test(b) && /Experiment 2/.test(b))).toHaveLength(2);
    expect(bodies.filter((b) => /Scientist 1/.test(b) && /Scientist 2/.test(b))).toHaveLength(1);
    expect(bodies.filter((b) => b.includes('<table>') && !/Experiment 1|Scientist 1/.test(b))).toHaveLength(2);
  });

  it('passages are rich-text HTML that the sanitizer keeps as written and the renderer shows as tables', () => {
    for (const k of keys) {
      const { body, title } = passages[k]!;
      expect(title, k).toMatch(/^Passage [IV]+: /);
      expect(sanitizeRichText(body), k).toBe(body);
      const html = renderRichText(body);
      expect(html.split('<table>').length, k).toBe(body.split('<table>').length);
      for (const row of body.match(/<tr>.*?<\/tr>/g) ?? []) expect(html, `${k}: ${row.slice(0, 40)}`).toContain(row);
    }
  });

  it('every data table is rectangular, and repeated trials agree across experiments', () => {
    for (const k of keys)
      for (const table of passages[k]!.body.match(/<table>.*?<\/table>/g) ?? []) {
        const widths = (table.match(/<tr>.*?<\/tr>/g) ?? []).map((r) => (r.match(/<t[hd]>/g) ?? []).length);
        expect(new Set(widths).size, `${k}: ${table.slice(0, 60)}`).toBe(1);
      }
    const rows = (k: string) =>
      Object.fromEntries(
        (passages[k]!.body.match(/<tr>.*?<\/tr>/g) ?? []).map((r) => {
          const cells = [...r.matchAll(/<t[hd]>(.*?)<\/t[hd]>/g)].map((m) => m[1]!);
          return [cells[0]!, cells.slice(1).join('|')];
        }),
      );
    // Catalase: pH 7 at 25 °C with 2.0 mL is the same trial in all three experiments.
    const catalase = passages['act-sci-catalase']!.body.split('<strong>Experiment');
    const cell = (part: string, first: string) =>
      new RegExp(`<tr><td>${first.replace('.', '\\.')}</td><td>(\\d+)</td></tr>`).exec(part)?.[1];
    expect([cell(catalase[1]!, '7'), cell(catalase[2]!, '25'), cell(catalase[3]!, '2.0')]).toEqual(['28', '28', '28']);
    // Cups: the uncovered foam cup repeats Experiment 1's foam cup; the 250 mL covered cup repeats the lid trial.
    const cups = rows('act-sci-cups');
    expect(cups['Uncovered']).toBe(cups['Polystyrene foam']);
    expect(cups['250']).toBe(cups['With lid']);
  });

  it('checks every computational key against a solution made of numbers printed in its passage', () => {
    expect(solutionIssues(qs)).toEqual([]);
    const computational = qs.filter((q) => q.solution);
    expect(computational.length).toBeGreaterThanOrEqual(6);
    for (const q of computational) {
      const text = passages[q.passage!]!.body.replace(/<[^>]*>/g, ' ');
      const printed = new Set((text.match(/\d+(?:\.\d+)?/g) ?? []).map(Number));
      for (const n of q.solution!.match(/\d+(?:\.\d+)?/g) ?? [])
        if (Number(n) !== 100) expect(printed.has(Number(n)), `${q.stem}: ${n}`).toBe(true);
    }
  });
});

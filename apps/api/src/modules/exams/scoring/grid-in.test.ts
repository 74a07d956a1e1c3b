import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  gradeGridIn,
  gridInKeyProblems,
  isGridInCorrect,
  parseGridInEntry,
  parseGridInKey,
  SAT_GRID_IN_FORMAT,
  type GridInFormat,
} from './grid-in.ts';
import { addRational, formatFixed, rational, roundRational, truncateRational } from './rational.ts';

// exams.md §1.2, "Official examples, usable as grader unit tests", verbatim.
const OFFICIAL: readonly { answer: string; accepted: string[]; rejected: string[] }[] = [
  { answer: '3.5', accepted: ['3.5', '3.50', '7/2'], rejected: ['31/2', '3 1/2'] },
  { answer: '2/3', accepted: ['2/3', '.6666', '.6667', '0.666', '0.667'], rejected: ['0.66', '.66', '0.67', '.67'] },
  { answer: '-1/3', accepted: ['-1/3', '-.3333', '-0.333'], rejected: ['-.33', '-0.33'] },
];

describe('grid-in: the College Board table (exams.md §1.2)', () => {
  for (const row of OFFICIAL) {
    for (const response of row.accepted) {
      it(`accepts ${response} for ${row.answer}`, () => expect(isGridInCorrect(response, [row.answer])).toBe(true));
    }
    for (const response of row.rejected) {
      it(`rejects ${response} for ${row.answer}`, () => expect(isGridInCorrect(response, [row.answer])).toBe(false));
    }
  }

  it('reads 31/2 as a fraction (wrong answer) and 3 1/2 as invalid input', () => {
    const key = parseGridInKey(['7/2']);
    if (!key.ok) throw new Error('key');
    expect(gradeGridIn('31/2', key.key)).toEqual({ status: 'incorrect' });
    expect(gradeGridIn('3 1/2', key.key)).toEqual({ status: 'invalid', reason: 'invalid_character' });
  });
});

describe('grid-in: entry rules', () => {
  it('allows 5 characters for a positive answer and 6 with the minus sign', () => {
    expect(parseGridInEntry('12345').ok).toBe(true);
    expect(parseGridInEntry('123456')).toEqual({ ok: false, reason: 'too_long' });
    expect(parseGridInEntry('-12345').ok).toBe(true);
    expect(parseGridInEntry('-123456')).toEqual({ ok: false, reason: 'too_long' });
    expect(parseGridInEntry('-.3333').ok).toBe(true);
    expect(parseGridInEntry('.33333')).toEqual({ ok: false, reason: 'too_long' });
  });

  it('rejects symbols, misplaced signs and malformed numbers', () => {
    for (const bad of ['50%', '1,000', '$5', '3 1/2', 'abc', '1e3', '+5', '½']) {
      expect(parseGridInEntry(bad)).toEqual({ ok: false, reason: 'invalid_character' });
    }
    for (const bad of ['-', '.', '/', '1/', '/2', '1/2/3', '1.2.3', '5-', '1-2', '--1', '1.5/2', '-1/-3']) {
      expect(parseGridInEntry(bad)).toEqual({ ok: false, reason: 'malformed' });
    }
    expect(parseGridInEntry('3/0')).toEqual({ ok: false, reason: 'zero_denominator' });
    expect(parseGridInEntry('  ')).toEqual({ ok: false, reason: 'blank' });
  });

  it('accepts unreduced fractions, a trailing point and surrounding spaces by exact value', () => {
    expect(isGridInCorrect('4/6', ['2/3'])).toBe(true);
    expect(isGridInCorrect('7.', ['7'])).toBe(true);
    expect(isGridInCorrect(' 7/2 ', ['3.5'])).toBe(true);
    expect(isGridInCorrect('-0', ['0'])).toBe(true);
  });

  it('uses exact arithmetic: 0.3 is 3/10, not a float', () => {
    expect(isGridInCorrect('.3', ['3/10'])).toBe(true);
    expect(isGridInCorrect('0.3', ['0.30'])).toBe(true);
    expect(isGridInCorrect('.3333', ['1/3'])).toBe(true);
    expect(isGridInCorrect('.3334', ['1/3'])).toBe(false);
  });

  it('truncates or rounds at the width for large and negative values', () => {
    expect(isGridInCorrect('3333', ['10000/3'])).toBe(true); // 3333.33…: no room for a decimal digit
    expect(isGridInCorrect('333.3', ['1000/3'])).toBe(true);
    expect(isGridInCorrect('333', ['1000/3'])).toBe(false); // room for one more digit
    expect(isGridInCorrect('-.6666', ['-2/3'])).toBe(true);
    expect(isGridInCorrect('-.6667', ['-2/3'])).toBe(true);
    expect(isGridInCorrect('-.6668', ['-2/3'])).toBe(false);
    expect(isGridInCorrect('00.67', ['2/3'])).toBe(false); // padding is not precision
  });

  it('respects another format (old paper grid: 4 columns, no minus)', () => {
    const paper: GridInFormat = { maxPositiveLength: 4, maxNegativeLength: 4, allowNegative: false };
    expect(isGridInCorrect('.666', ['2/3'], paper)).toBe(true);
    expect(isGridInCorrect('.6666', ['2/3'], paper)).toBe(false);
    expect(parseGridInEntry('-1', paper)).toEqual({ ok: false, reason: 'negative_not_allowed' });
  });
});

describe('grid-in: answer keys', () => {
  it('accepts any of several values', () => {
    expect(isGridInCorrect('2', ['2', '-3'])).toBe(true);
    expect(isGridInCorrect('-3', ['2', '-3'])).toBe(true);
    expect(isGridInCorrect('3', ['2', '-3'])).toBe(false);
  });

  it('accepts ranges with comparison signs, and conjunctions of them', () => {
    expect(isGridInCorrect('4.99', ['<5'])).toBe(true);
    expect(isGridInCorrect('5', ['<5'])).toBe(false);
    expect(isGridInCorrect('5/2', ['>=2.5'])).toBe(true);
    expect(isGridInCorrect('2.499', ['>=2.5'])).toBe(false);
    expect(isGridInCorrect('2', ['>2'])).toBe(false);
    expect(isGridInCorrect('2.001', ['>2'])).toBe(true);
    expect(isGridInCorrect('7/2', ['<=3.5'])).toBe(true);
    expect(isGridInCorrect('1/2', ['>0&<1'])).toBe(true);
    expect(isGridInCorrect('1', ['>0 & <1'])).toBe(false);
    expect(isGridInCorrect('-1', ['≤ -1'])).toBe(true);
  });

  it('credits every non-blank response for *', () => {
    const key = parseGridInKey(['*']);
    if (!key.ok) throw new Error('key');
    expect(gradeGridIn('42', key.key).status).toBe('correct');
    expect(gradeGridIn('abc', key.key).status).toBe('correct');
    expect(gradeGridIn('', key.key).status).toBe('blank');
  });

  it('reports malformed key entries instead of guessing', () => {
    expect(parseGridInKey(['7/2', 'seven', '<', '>=x', '1/0'])).toEqual({
      ok: false,
      errors: [
        { index: 1, source: 'seven' },
        { index: 2, source: '<' },
        { index: 3, source: '>=x' },
        { index: 4, source: '1/0' },
      ],
    });
    expect(parseGridInKey([]).ok).toBe(false);
    expect(() => isGridInCorrect('1', ['oops'])).toThrow(RangeError);
  });
});

describe('grid-in: approximations in a key are derived from the exact value (issue 15, decision 0031)', () => {
  const key = ['8/15', '.5333', '0.533'];

  it('accepts the exact value and its full-width cuts, whatever approximations the author wrote', () => {
    for (const ok of ['8/15', '16/30', '.5333', '0.533']) expect(isGridInCorrect(ok, key), ok).toBe(true);
    // .533 equals the author's 0.533 but does not fill the grid; .5334 is neither cut of 0.53333…
    for (const wrong of ['.533', '.53', '0.53', '.5', '0.5', '.5334', '0.534'])
      expect(isGridInCorrect(wrong, key), wrong).toBe(false);
    expect(isGridInCorrect('.533', ['8/15', '.533'])).toBe(false);
    expect(isGridInCorrect('.534', ['8/15', '.534'])).toBe(false); // a slip in the last digit
    expect(isGridInCorrect('-.33', ['-1/3', '-.33'])).toBe(false);
    expect(isGridInCorrect('-2.33', ['-7/3', '-2.333', '-2.33'])).toBe(false);
    expect(isGridInCorrect('-2.333', ['-7/3', '-2.333', '-2.33'])).toBe(true);
  });

  it('marks the approximations and names the exact entry they stand for', () => {
    const parsed = parseGridInKey(['.533', '8/15', '.5333', '2', '<1']);
    if (!parsed.ok) throw new Error('key');
    const marks = parsed.key.entries.map((e) => (e.kind === 'value' ? e.approximationOf : 'range'));
    expect(marks).toEqual([1, undefined, 1, undefined, 'range']);
  });

  it('keeps exact decimals, equal forms, integers and several values as they were', () => {
    expect(isGridInCorrect('.533', ['.533'])).toBe(true); // only a decimal: the exact value the author gave
    expect(isGridInCorrect('.533', ['.5333'])).toBe(false);
    expect(isGridInCorrect('.5', ['1/2', '.5', '0.5'])).toBe(true); // equal values are not approximations
    expect(isGridInCorrect('0', ['0', '1/3'])).toBe(true); // an integer is always exact
    expect(isGridInCorrect('2.5', ['2.5', '2.53'])).toBe(false); // 2.5 reads as a cut of 2.53: write 5/2
    expect(isGridInCorrect('2.5', ['5/2', '2.53'])).toBe(true);
    expect(isGridInCorrect('.55', ['8/15', '<.6'])).toBe(true); // ranges keep working
    expect(isGridInCorrect('.533', ['8/15', '*'])).toBe(true); // and so does *
  });

  it('lists the approximations the question form refuses', () => {
    expect(gridInKeyProblems(['8/15', '.5333', '0.533', '.5334'])).toEqual([
      { index: 3, source: '.5334', reason: 'short_approximation', exact: '8/15' },
    ]);
    expect(gridInKeyProblems(['8/15', '.533', '0.53', '.53333', '00.53']).map((p) => p.index)).toEqual([1, 2, 3, 4]);
    expect(gridInKeyProblems(['2/3', '.6666', '.6667', '0.666', '0.667', '-7/3', '-2.333'])).toEqual([]);
    expect(gridInKeyProblems(['7/2', 'x'])).toEqual([{ index: 1, source: 'x', reason: 'malformed' }]);
  });
});

/** Every full-width decimal text for `value` given the format: with and without a leading zero. */
const fullWidthDecimals = (num: bigint, den: bigint, format: GridInFormat): string[] => {
  const value = rational(num, den);
  const negative = value.num < 0n;
  const max = negative ? format.maxNegativeLength : format.maxPositiveLength;
  const intLen = (value.num < 0n ? -value.num : value.num) / value.den === 0n ? [0, 1] : [null];
  const out: string[] = [];
  for (const zeroLen of intLen) {
    const intDigits = zeroLen ?? ((value.num < 0n ? -value.num : value.num) / value.den).toString().length;
    const places = max - (negative ? 1 : 0) - intDigits - 1;
    if (places < 1) continue;
    for (const approx of [truncateRational(value, places), roundRational(value, places)]) {
      let text = formatFixed(approx, places);
      if (zeroLen === 0) text = text.replace(/^(-?)0\./, '$1.');
      if (text.length === max) out.push(text);
    }
  }
  return out;
};

describe('grid-in: properties', () => {
  const fitting = fc
    .tuple(fc.integer({ min: -9999, max: 99999 }), fc.integer({ min: 1, max: 9999 }))
    .filter(([p, q]) => `${p}/${q}`.length <= (p < 0 ? 6 : 5));

  it('accepts every fitting fraction p/q as typed and each full-width truncation or rounding', () => {
    fc.assert(
      fc.property(fitting, ([p, q]) => {
        const key = [`${p}/${q}`];
        expect(isGridInCorrect(`${p}/${q}`, key)).toBe(true);
        for (const text of fullWidthDecimals(BigInt(p), BigInt(q), SAT_GRID_IN_FORMAT)) {
          expect(isGridInCorrect(text, key)).toBe(true);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('rejects full-width decimals one unit away from both truncation and rounding', () => {
    fc.assert(
      fc.property(fitting, ([p, q]) => {
        const value = rational(BigInt(p), BigInt(q));
        const t = value.num < 0n ? -1 : 1;
        for (const text of fullWidthDecimals(BigInt(p), BigInt(q), SAT_GRID_IN_FORMAT)) {
          const places = text.split('.')[1]?.length ?? 0;
          const twoUnits = rational(BigInt(t * 2), 10n ** BigInt(places)); // beyond both cuts
          const off = formatFixed(truncateRational(addRational(value, twoUnits), places), places);
          const wrong = text.startsWith('.') || text.startsWith('-.') ? off.replace(/^(-?)0\./, '$1.') : off;
          if (wrong.length !== text.length) continue;
          expect(isGridInCorrect(wrong, [`${p}/${q}`])).toBe(false);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('never throws on arbitrary input and only accepts well-formed entries', () => {
    const key = parseGridInKey(['2/3', '<-5', '12']);
    if (!key.ok) throw new Error('key');
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^[-0-9./ ]{0,8}$/)), (s) => {
        const grade = gradeGridIn(s, key.key);
        if (grade.status === 'correct') expect(parseGridInEntry(s).ok).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });

  it('grades by value: a fraction and its exact decimal agree', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999 }), fc.constantFrom(1, 2, 4, 5, 8, 10, 20, 25), (p, q) => {
        const decimal = formatFixed(rational(BigInt(p), BigInt(q)), 3).replace(/\.?0+$/, '');
        if (decimal.length > 5) return;
        expect(isGridInCorrect(decimal, [`${p}/${q}`])).toBe(true);
      }),
    );
  });
});

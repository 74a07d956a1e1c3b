import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isGridInCorrect, parseGridInEntry } from './grid-in.ts';
import {
  addRational,
  equalsRational,
  formatFixed,
  parseRational,
  rational,
  roundRational,
  subtractRational,
  truncateRational,
  type Rational,
} from './rational.ts';

/**
 * Issue 15, acceptance 2 (exams.md §1.2, decision 0031): for random exact answers — fractions and
 * terminating decimals, positive and negative — and whatever approximations of them an author adds to
 * the key, every response the grader accepts is an exact form of the answer or a decimal that fills the
 * SAT width (5 characters, 6 with the minus sign) and equals the answer truncated or rounded there; every
 * truncation or rounding shorter than the width is refused; and every full-width one is accepted.
 */

type Cut = 'trunc' | 'round' | 'away';

const ulp = (places: number) => rational(1n, 10n ** BigInt(places));
const abs = (r: Rational) => (r.num < 0n ? rational(-r.num, r.den) : r);
const lessThan = (a: Rational, b: Rational) => a.num * b.den < b.num * a.den;

/** The answer cut to `places` digits: toward zero, to the nearest, or one unit of the last digit away from zero. */
const cut = (value: Rational, places: number, how: Cut): Rational => {
  const t = truncateRational(value, places);
  if (how === 'trunc') return t;
  if (how === 'round') return roundRational(value, places);
  return value.num < 0n ? subtractRational(t, ulp(places)) : addRational(t, ulp(places));
};

/** Decimal text with `places` digits, with or without the zero before the point of a value under 1. */
const decimalText = (value: Rational, places: number, dropZero: boolean) => {
  const text = formatFixed(value, places);
  return dropZero ? text.replace(/^(-?)0\./, '$1.') : text;
};

/** Filling the width, stated independently of the grader: one more digit after the point would not fit. */
const fillsWidth = (text: string) => {
  const max = text.startsWith('-') ? 6 : 5;
  return (text.includes('.') ? text.length + 1 : text.length + 2) > max;
};

const places = (text: string) => text.split('.')[1]?.length ?? 0;

const exactAnswer = fc.oneof(
  fc
    .tuple(fc.integer({ min: -9999, max: 99999 }), fc.integer({ min: 1, max: 9999 }))
    .map(([p, q]) => ({ text: `${p}/${q}`, value: rational(BigInt(p), BigInt(q)) })),
  fc.tuple(fc.integer({ min: -99_999_999, max: 99_999_999 }), fc.integer({ min: 0, max: 7 })).map(([m, k]) => {
    const value = rational(BigInt(m), 10n ** BigInt(k));
    return { text: formatFixed(value, k), value };
  }),
);

const approximation = fc.record({
  places: fc.integer({ min: 1, max: 7 }),
  how: fc.constantFrom<Cut>('trunc', 'round', 'away'),
  dropZero: fc.boolean(),
});

const CUTS: readonly Cut[] = ['trunc', 'round', 'away'];

describe('grid-in property: accepted decimals are derived from the exact value (issue 15)', () => {
  it('accepts exact forms and full-width cuts only, whatever approximations the key lists', () => {
    fc.assert(
      fc.property(
        exactAnswer,
        fc.array(approximation, { maxLength: 5 }),
        fc.nat(),
        ({ text: exactText, value }, approxSpecs, at) => {
          // The author's extra approximations: cuts of the answer within one unit of their last digit.
          const extras = approxSpecs
            .map(({ places: p, how, dropZero }) => ({ approx: cut(value, p, how), p, dropZero }))
            .filter(
              ({ approx, p }) =>
                !equalsRational(approx, value) && lessThan(abs(subtractRational(approx, value)), ulp(p)),
            )
            .map(({ approx, p, dropZero }) => decimalText(approx, p, dropZero));
          const key = [...extras];
          key.splice(at % (key.length + 1), 0, exactText);

          const candidates = new Set<string>([exactText, ...extras]);
          for (let p = 0; p <= 7; p += 1)
            for (const how of CUTS)
              for (const dropZero of [false, true]) candidates.add(decimalText(cut(value, p, how), p, dropZero));

          for (const response of candidates) {
            const entry = parseGridInEntry(response);
            const accepted = isGridInCorrect(response, key);
            const typed = parseRational(response)!;
            const isExact = equalsRational(typed, value);
            const isDecimal = !response.includes('/');
            const k = places(response);
            const isFullWidthCut =
              isDecimal &&
              fillsWidth(response) &&
              (equalsRational(typed, truncateRational(value, k)) || equalsRational(typed, roundRational(value, k)));
            const context = `${response} for key ${JSON.stringify(key)}`;

            if (accepted) {
              expect(entry.ok, context).toBe(true);
              expect(isExact || isFullWidthCut, context).toBe(true);
            }
            // A truncation or rounding shorter than the width is refused, whatever the author typed.
            if (isDecimal && !isExact && !fillsWidth(response)) expect(accepted, context).toBe(false);
            // What the College Board accepts is accepted: the exact value as typed, every full-width cut.
            if (entry.ok && (isExact || isFullWidthCut)) expect(accepted, context).toBe(true);
          }
        },
      ),
      { numRuns: 1500 },
    );
  });
});

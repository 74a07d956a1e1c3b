import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  information,
  informationPeak,
  logLikelihood,
  mostInformativeItem,
  probability,
  testInformation,
  type IrtItem,
} from './irt.ts';

const item = (a: number, b: number, c = 0, D = 1): IrtItem => ({ a, b, c, D });

describe('irt model (exams.md §5.1)', () => {
  it('computes the 4PL/3PL/2PL probability with an explicit D', () => {
    expect(probability(item(1, 0), 0)).toBe(0.5);
    expect(probability(item(1, 0, 0.25), 0)).toBeCloseTo(0.625, 12);
    expect(probability({ a: 1, b: 0, c: 0.2, d: 0.9, D: 1 }, 0)).toBeCloseTo(0.55, 12);
    expect(probability(item(1, 0, 0, 1.702), 1)).toBeCloseTo(1 / (1 + Math.exp(-1.702)), 12);
  });

  it('O13: information at θ = 0 for a = 1, c = .5, and MFI picks b = 0.5', () => {
    const bs = [0.5, 3.5, 2, -2.5, -1.8];
    const expected = [0.064407, 0.00081, 0.011183, 0.03367, 0.056218];
    bs.forEach((b, i) => expect(information(item(1, b, 0.5), 0)).toBeCloseTo(expected[i] ?? NaN, 6));
    const bank = bs.map((b) => item(1, b, 0.5));
    expect(mostInformativeItem(bank, 0)).toBe(0);
    expect(mostInformativeItem(bank, 0, new Set([0]))).toBe(4); // b = −1.8 next
    expect(mostInformativeItem(bank, 0, new Set([0, 1, 2, 3, 4]))).toBe(-1);
  });

  it('O14: 2PL information (D·a)²PQ and the 3PL information peak', () => {
    expect(information(item(1.5, 0), 0)).toBeCloseTo(0.5625, 12);
    expect(informationPeak(item(1, 0, 0.2))).toBeCloseTo(0.267142, 6);
    expect(informationPeak(item(2, 1))).toBe(1);
    expect(testInformation([item(1.5, 0), item(1.5, 0)], 0)).toBeCloseTo(1.125, 12);
  });

  it('rejects mismatched items and responses', () => {
    expect(() => logLikelihood([item(1, 0)], [1, 0], 0)).toThrow(RangeError);
  });

  const arbItem = fc.record({
    a: fc.double({ min: 0.2, max: 3, noNaN: true }),
    b: fc.double({ min: -3, max: 3, noNaN: true }),
    c: fc.double({ min: 0, max: 0.35, noNaN: true }),
    D: fc.constantFrom(1, 1.702),
  });
  const theta = fc.double({ min: -6, max: 6, noNaN: true });

  it('P is monotone in θ and information is ≥ 0 (properties)', () => {
    fc.assert(
      fc.property(arbItem, theta, theta, (it2, t1, t2) => {
        const [lo, hi] = t1 <= t2 ? [t1, t2] : [t2, t1];
        expect(probability(it2, lo)).toBeLessThanOrEqual(probability(it2, hi));
        expect(information(it2, t1)).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('information peaks at the stated θ (property)', () => {
    fc.assert(
      fc.property(arbItem, fc.double({ min: 0.05, max: 1, noNaN: true }), (it2, delta) => {
        const peak = informationPeak(it2);
        const top = information(it2, peak);
        expect(top + 1e-12).toBeGreaterThanOrEqual(information(it2, peak - delta));
        expect(top + 1e-12).toBeGreaterThanOrEqual(information(it2, peak + delta));
      }),
    );
  });
});

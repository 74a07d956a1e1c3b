import { describe, expect, it } from 'vitest';
import { lookupRawRange, validateScoreTable, type RawRangeRow } from './score-table.ts';
import {
  DEFAULT_SHSAT_CURVE,
  inverseNormalCdf,
  shsatComposite,
  shsatEstimatedScaled,
  shsatEstimateTable,
  shsatRawScore,
  shsatScaledScore,
} from './shsat.ts';

// exams.md §4 unofficial reference points, fixtures only.
const EXQ_WIKI_47: RawRangeRow[] = [
  [47, 350],
  [46, 330],
  [45, 310],
  [44, 300],
  [43, 290],
  [33, 220],
  [30, 213],
  [26, 203],
].map(([raw, scaled]) => ({ scaled: scaled ?? 0, rawMin: raw ?? 0, rawMax: raw ?? 0 }));
const KWELLER_50: RawRangeRow[] = [
  [50, 400],
  [49, 350],
  [45, 308],
  [40, 272],
  [30, 230],
  [20, 190],
  [10, 129],
  [1, 16],
].map(([raw, scaled]) => ({ scaled: scaled ?? 0, rawMin: raw ?? 0, rawMax: raw ?? 0 }));

describe('SHSAT (exams.md §4)', () => {
  it('counts right answers on scored items only', () => {
    const responses = [
      { correct: true, fieldTest: false },
      { correct: true, fieldTest: true },
      { correct: false, fieldTest: false },
      { correct: true, fieldTest: false },
    ];
    expect(shsatRawScore(responses)).toBe(2);
  });

  it('composite = ELA scaled + Math scaled', () => {
    expect(shsatComposite(290, 275)).toBe(565);
  });

  it('scores through a form table supplied as data (the unofficial 47-item points)', () => {
    expect(EXQ_WIKI_47.map((r) => lookupRawRange(EXQ_WIKI_47, r.rawMin))).toEqual([
      350, 330, 310, 300, 290, 220, 213, 203,
    ]);
    expect(KWELLER_50.map((r) => lookupRawRange(KWELLER_50, r.rawMin))).toEqual([
      400, 350, 308, 272, 230, 190, 129, 16,
    ]);
    const table = {
      section: 'math',
      scale: { min: 0, max: 400 },
      rows: [
        [0, 0],
        [16, 16],
        [40, 40],
      ] as const,
    };
    expect(shsatScaledScore(table, 1)).toBe(16);
    expect(() => shsatScaledScore({ ...table, rows: [[0, 10]] }, 0)).toThrow(RangeError);
  });

  it('the estimate curve is a valid, monotonic table covering raw 0..47', () => {
    const table = shsatEstimateTable('math');
    expect(table.rows).toHaveLength(48);
    expect(validateScoreTable(table, 47)).toEqual([]);
    expect(shsatEstimatedScaled(47)).toBe(350);
    expect(shsatEstimatedScaled(26)).toBe(203);
  });

  it('has the S shape the DOE describes: +3–4 per point mid-range, ≥ 10 at the ends', () => {
    const step = (raw: number) => shsatEstimatedScaled(raw + 1) - shsatEstimatedScaled(raw);
    for (const raw of [20, 22, 24, 26]) expect(step(raw)).toBeGreaterThanOrEqual(3);
    for (const raw of [20, 22, 24, 26]) expect(step(raw)).toBeLessThanOrEqual(4);
    expect(step(46)).toBeGreaterThanOrEqual(10);
    expect(step(0)).toBeGreaterThanOrEqual(10);
  });

  it('stays within 12 points of every unofficial 47-item reference value', () => {
    for (const r of EXQ_WIKI_47) expect(Math.abs(shsatEstimatedScaled(r.rawMin) - r.scaled)).toBeLessThanOrEqual(12);
  });

  it('is configurable and validates its input', () => {
    const old = { ...DEFAULT_SHSAT_CURVE, maxRaw: 50, max: 400 };
    expect(shsatEstimateTable('ela', old).rows).toHaveLength(51);
    expect(() => shsatEstimatedScaled(48)).toThrow(RangeError);
    expect(() => shsatEstimatedScaled(1.5)).toThrow(RangeError);
  });

  it('inverts the normal CDF', () => {
    expect(inverseNormalCdf(0.5)).toBeCloseTo(0, 9);
    expect(inverseNormalCdf(0.975)).toBeCloseTo(1.959964, 6);
    expect(inverseNormalCdf(0.01)).toBeCloseTo(-2.326348, 6);
    expect(() => inverseNormalCdf(1)).toThrow(RangeError);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_BAND_COMPARISON,
  toeflBandToCefr,
  toeflBandToLegacyRange,
  toeflLegacyRatedSection,
  toeflLegacyTotal,
  toeflLegacyTotalToBand,
  toeflOverallBand,
} from './toefl.ts';

const bands = (r: number, l: number, s: number, w: number) => ({ reading: r, listening: l, speaking: s, writing: w });

describe('TOEFL 2026 bands (exams.md §3.2)', () => {
  it('rounds the mean to the nearest half band: ETS examples 5.125 → 5 and 5.25 → 5.5', () => {
    expect(toeflOverallBand(bands(5, 5, 5, 5.5))).toBe(5); // 5.125
    expect(toeflOverallBand(bands(5, 5, 5.5, 5.5))).toBe(5.5); // 5.25
    expect(toeflOverallBand(bands(5, 5.5, 5.5, 5.5))).toBe(5.5); // 5.375
    expect(toeflOverallBand(bands(5.5, 5.5, 5.5, 6))).toBe(5.5); // 5.625
    expect(toeflOverallBand(bands(5.5, 5.5, 6, 6))).toBe(6); // 5.75
    expect(toeflOverallBand(bands(1, 1, 1, 1))).toBe(1);
    expect(toeflOverallBand(bands(6, 6, 6, 6))).toBe(6);
  });

  it('matches Math.round(avg*2)/2 for every combination (property)', () => {
    const band = fc.integer({ min: 2, max: 12 }).map((h) => h / 2);
    fc.assert(
      fc.property(band, band, band, band, (r, l, s, w) => {
        expect(toeflOverallBand(bands(r, l, s, w))).toBe(Math.round(((r + l + s + w) / 4) * 2) / 2);
      }),
    );
  });

  it('rejects values off the 1–6 half-band scale', () => {
    for (const bad of [0.5, 6.5, 4.25, Number.NaN])
      expect(() => toeflOverallBand(bands(bad, 4, 4, 4))).toThrow(RangeError);
  });

  it('maps bands to CEFR', () => {
    expect([6, 5.5, 5, 4.5, 4, 3.5, 3, 2.5, 2, 1.5, 1].map(toeflBandToCefr)).toEqual([
      'C2',
      'C1',
      'C1',
      'B2',
      'B2',
      'B1',
      'B1',
      'A2',
      'A2',
      'A1',
      'A1',
    ]);
  });

  it('compares with 0–120: every row of the table and the ETS anchors', () => {
    expect(toeflBandToLegacyRange(5)).toEqual({ min: 95, max: 106 });
    for (const row of DEFAULT_BAND_COMPARISON) {
      expect(toeflBandToLegacyRange(row.band)).toEqual({ min: row.min, max: row.max });
      expect(toeflLegacyTotalToBand(row.min)).toBe(row.band);
      expect(toeflLegacyTotalToBand(row.max)).toBe(row.band);
    }
    expect(toeflLegacyTotalToBand(100)).toBe(5);
    expect(toeflLegacyTotalToBand(90)).toBe(4.5);
    expect(toeflLegacyTotalToBand(80)).toBe(4);
    const covered = Array.from({ length: 121 }, (_, t) => toeflLegacyTotalToBand(t));
    expect(covered.every((b, t) => t === 0 || b >= (covered[t - 1] ?? 0))).toBe(true);
    expect(toeflLegacyTotalToBand(110, [{ band: 5.5, min: 110, max: 113 }])).toBe(5.5); // another table
    expect(() => toeflLegacyTotalToBand(121)).toThrow(RangeError);
  });
});

describe('TOEFL legacy 0–120 (exams.md §3.2)', () => {
  it('sums four 0–30 sections', () => {
    expect(toeflLegacyTotal({ reading: 28, listening: 27, speaking: 23, writing: 25 })).toBe(103);
    expect(() => toeflLegacyTotal({ reading: 31, listening: 0, speaking: 0, writing: 0 })).toThrow(RangeError);
  });

  it('averages task ratings and converts with a supplied table', () => {
    const table = [
      { minAverage: 4, scaled: 30 },
      { minAverage: 3.5, scaled: 27 },
      { minAverage: 3, scaled: 23 },
      { minAverage: 0, scaled: 0 },
    ];
    expect(toeflLegacyRatedSection('speaking', [4, 4, 4, 4], table)).toEqual({ average: 4, scaled: 30 });
    expect(toeflLegacyRatedSection('speaking', [4, 3, 4, 3], table)).toEqual({ average: 3.5, scaled: 27 });
    expect(toeflLegacyRatedSection('speaking', [3, 3, 3, 4], table).scaled).toBe(23);
    expect(() => toeflLegacyRatedSection('speaking', [5], table)).toThrow(RangeError);
    expect(toeflLegacyRatedSection('writing', [5, 4], [{ minAverage: 0, scaled: 20 }]).scaled).toBe(20);
    expect(() => toeflLegacyRatedSection('writing', [1], [{ minAverage: 2, scaled: 10 }])).toThrow(RangeError);
  });
});

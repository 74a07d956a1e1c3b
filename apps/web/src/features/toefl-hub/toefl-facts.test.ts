import { describe, expect, it } from 'vitest';
import type { AttemptResult } from '@prepwell/contracts';
import {
  cefrOfBand,
  overallBand,
  TOEFL_2026_MINUTES,
  TOEFL_2026_SECTIONS,
  TOEFL_BAND_SCALE,
  weakestSection,
} from './toefl-facts.ts';

const scores = (bands: Record<string, number | null>): AttemptResult['scores'] => ({
  sections: Object.entries(bands).map(([section, band]) => ({
    sectionId: '00000000-0000-4000-8000-000000000001',
    section: section as 'reading',
    route: 'base',
    raw: 0,
    maxRaw: 0,
    scaled: null,
    band,
  })),
  total: null,
  scaled: true,
});

describe('the TOEFL 2026 facts (exams.md §3)', () => {
  it('has the ETS items and minutes per section, 90 minutes in all', () => {
    expect(TOEFL_2026_SECTIONS.map((s) => [s.section, s.items, s.minutes, s.delivery])).toEqual([
      ['reading', 50, 30, 'adaptive'],
      ['listening', 47, 29, 'adaptive'],
      ['writing', 12, 23, 'linear'],
      ['speaking', 11, 8, 'linear'],
    ]);
    expect(TOEFL_2026_SECTIONS.reduce((sum, s) => sum + s.minutes, 0)).toBe(TOEFL_2026_MINUTES);
  });

  it('maps bands to CEFR levels and 0–120 ranges with the ETS anchors', () => {
    expect([6, 5.5, 5, 4.5, 4, 3.5, 3, 2.5, 2, 1.5, 1].map(cefrOfBand)).toEqual([
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
    const rangeOf = (band: number) => TOEFL_BAND_SCALE.find((r) => r.band === band)!.old;
    expect(rangeOf(5)).toEqual([95, 106]);
    const bandOfOld = (score: number) => TOEFL_BAND_SCALE.find((r) => score >= r.old[0] && score <= r.old[1])!.band;
    expect([100, 90, 80].map(bandOfOld)).toEqual([5, 4.5, 4]);
    // The ranges cover 0–120 without a gap or an overlap.
    const ascending = [...TOEFL_BAND_SCALE].reverse();
    expect(ascending[0]!.old[0]).toBe(0);
    expect(ascending.at(-1)!.old[1]).toBe(120);
    ascending.slice(1).forEach((r, i) => expect(r.old[0]).toBe(ascending[i]!.old[1] + 1));
  });

  it('rounds the overall band as ETS does', () => {
    expect(overallBand([5, 5, 5, 5.5])).toBe(5); // 5.125
    expect(overallBand([5, 5, 5.5, 5.5])).toBe(5.5); // 5.25
    expect(overallBand([])).toBeNull();
  });

  it('finds the weakest section, a tie in the test order, a level profile, or nothing', () => {
    expect(weakestSection(scores({ reading: 4.5, listening: 3.5, writing: 4, speaking: 3.5 }))).toEqual({
      kind: 'weakest',
      section: 'listening',
      band: 3.5,
    });
    expect(weakestSection(scores({ reading: 4, listening: 4 }))).toEqual({ kind: 'balanced' });
    expect(weakestSection(scores({ reading: null, speaking: 2 }))).toEqual({
      kind: 'weakest',
      section: 'speaking',
      band: 2,
    });
    expect(weakestSection(scores({ reading: null }))).toBeNull();
    expect(weakestSection(null)).toBeNull();
  });
});

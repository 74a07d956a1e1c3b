import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toeflOverallBand } from './toefl.ts';
import { TOEFL_2026_RATED_BAND_TABLE, toeflRatedSectionBand, type RatedTaskScore } from './toefl-rated.ts';

const rate = (task: string, ...scores: number[]): RatedTaskScore[] => scores.map((score) => ({ task, score, max: 5 }));

describe('TOEFL 2026 rated sections → band (decision 0030, an estimate)', () => {
  it('reproduces the table: band = 1 + task average, nearest half band, halves up', () => {
    // [task average, band] at every row's boundary and just below it.
    const cases: [number, number][] = [
      [5, 6],
      [4.75, 6],
      [4.5, 5.5],
      [4.25, 5.5],
      [4, 5],
      [3.75, 5],
      [3.5, 4.5],
      [3.25, 4.5],
      [3, 4],
      [2.75, 4],
      [2.5, 3.5],
      [2.25, 3.5],
      [2, 3],
      [1.75, 3],
      [1.5, 2.5],
      [1.25, 2.5],
      [1, 2],
      [0.75, 2],
      [0.5, 1.5],
      [0.25, 1.5],
      [0, 1],
    ];
    for (const [average, band] of cases) {
      // Four interview answers whose mean is `average` (scores in quarters: sum = 4 × average).
      const sum = average * 4;
      const scores = [0, 0, 0, 0].map((_, i) => Math.floor(sum / 4) + (i < sum % 4 ? 1 : 0));
      const result = toeflRatedSectionBand(rate('take_an_interview', ...scores));
      expect([result.average, result.band, result.estimated]).toEqual([average, band, true]);
    }
    expect(TOEFL_2026_RATED_BAND_TABLE.map((r) => r.band)).toEqual([6, 5.5, 5, 4.5, 4, 3.5, 3, 2.5, 2, 1.5, 1]);
  });

  it('Speaking: Listen and Repeat and Take an Interview weigh the same, whatever their item counts', () => {
    // Listen and Repeat ×7 all 5 (share 1), Interview ×4 all 3 (share 0.6): average (1 + 0.6) / 2 × 5 = 4 → 5.
    const speaking = [...rate('listen_and_repeat', 5, 5, 5, 5, 5, 5, 5), ...rate('take_an_interview', 3, 3, 3, 3)];
    expect(toeflRatedSectionBand(speaking)).toEqual({ average: 4, band: 5, estimated: true });
    // Per item it would be (35 + 12) / 11 = 4.27 → 5.5: the task-type weighting is what decides.
  });

  it('Writing: Build a Sentence (right/wrong) counts as one task beside the Email and the Discussion', () => {
    // 8 of 10 sentences (share 0.8), Email 4 (0.8), Discussion 5 (1): (0.8 + 0.8 + 1) / 3 × 5 = 4.333… → 5.5
    const writing = toeflRatedSectionBand([...rate('write_an_email', 4), ...rate('academic_discussion', 5)], {
      correct: 8,
      total: 10,
    });
    expect(writing.band).toBe(5.5);
    expect(writing.average).toBeCloseTo(13 / 3, 12);
    // 5 of 10, Email 3, Discussion 2: (0.5 + 0.6 + 0.4) / 3 × 5 = 2.5 exactly → 3.5 (on the boundary, exact).
    expect(
      toeflRatedSectionBand([...rate('write_an_email', 3), ...rate('academic_discussion', 2)], {
        correct: 5,
        total: 10,
      }),
    ).toEqual({ average: 2.5, band: 3.5, estimated: true });
    // A section without machine items ignores an empty machine part.
    expect(toeflRatedSectionBand(rate('write_an_email', 5), { correct: 0, total: 0 }).band).toBe(6);
  });

  it('normalises a task rated on another scale by its max (a 3 of 4 is a 3.75 of 5)', () => {
    expect(toeflRatedSectionBand([{ task: null, score: 3, max: 4 }])).toEqual({
      average: 3.75,
      band: 5,
      estimated: true,
    });
  });

  it('with the overall rounding of exams.md: four bands to the nearest half band', () => {
    const writing = toeflRatedSectionBand([...rate('write_an_email', 4), ...rate('academic_discussion', 4)], {
      correct: 10,
      total: 10,
    }).band; // (1 + 0.8 + 0.8) / 3 × 5 = 4.333… → 5.5
    const speaking = toeflRatedSectionBand(rate('listen_and_repeat', 4, 4, 4, 4, 4, 4, 4)).band; // 4 → 5
    expect([writing, speaking]).toEqual([5.5, 5]);
    // Reading 5, Listening 5, Speaking 5, Writing 5.5: mean 5.125 → 5 (ETS's example).
    expect(toeflOverallBand({ reading: 5, listening: 5, speaking, writing })).toBe(5);
    // Reading 5.5: mean 5.25 → 5.5.
    expect(toeflOverallBand({ reading: 5.5, listening: 5, speaking, writing })).toBe(5.5);
  });

  it('is always a band on the 1–6 half-band scale, monotone in every rating (property)', () => {
    const ratings = fc.array(
      fc.record({
        task: fc.constantFrom('listen_and_repeat', 'take_an_interview', 'write_an_email', null),
        score: fc.integer({ min: 0, max: 5 }),
        max: fc.constant(5),
      }),
      { minLength: 1, maxLength: 12 },
    );
    fc.assert(
      fc.property(ratings, fc.nat({ max: 20 }), (list, index) => {
        const { band, average } = toeflRatedSectionBand(list);
        expect(Number.isInteger(band * 2) && band >= 1 && band <= 6).toBe(true);
        expect(band).toBe(Math.min(6, Math.floor((1 + average) * 2 + 0.5 + 1e-9) / 2));
        const i = index % list.length;
        if (list[i]!.score < 5) {
          const better = list.map((r, j) => (j === i ? { ...r, score: r.score + 1 } : r));
          expect(toeflRatedSectionBand(better).band).toBeGreaterThanOrEqual(band);
        }
      }),
    );
  });

  it('refuses a rating off its scale and an empty section', () => {
    for (const bad of [6, -1, 2.5, Number.NaN])
      expect(() => toeflRatedSectionBand([{ task: null, score: bad, max: 5 }])).toThrow(RangeError);
    expect(() => toeflRatedSectionBand([{ task: null, score: 1, max: 0 }])).toThrow(RangeError);
    expect(() => toeflRatedSectionBand([], { correct: 11, total: 10 })).toThrow(RangeError);
    expect(() => toeflRatedSectionBand([])).toThrow(RangeError);
    expect(() => toeflRatedSectionBand([], { correct: 0, total: 0 })).toThrow(RangeError);
  });
});

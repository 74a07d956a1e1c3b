import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MATH_PT4, PT4_TABLES, RW_PT4 } from './sat-pt4.fixture.ts';
import {
  fromRawRanges,
  lookupRawRange,
  lookupScaled,
  scoreSections,
  selectScoreTable,
  validateScoreTable,
  type ScoreTable,
} from './score-table.ts';

const rw = selectScoreTable(PT4_TABLES, 'rw');
const math = selectScoreTable(PT4_TABLES, 'math');
const total = (rwRaw: number, mathRaw: number) =>
  scoreSections(PT4_TABLES, [
    { section: 'rw', raw: rwRaw },
    { section: 'math', raw: mathRaw },
  ]).total;

describe('score tables: SAT PT#4 (exams.md §1.3)', () => {
  it('the transcribed tables are valid: RW raw 0..66, Math raw 0..54, monotonic, 200–800 in tens', () => {
    expect(RW_PT4).toHaveLength(67);
    expect(MATH_PT4).toHaveLength(55);
    expect(validateScoreTable(rw, 66)).toEqual([]);
    expect(validateScoreTable(math, 54)).toEqual([]);
  });

  it('looks up section ranges', () => {
    expect(lookupScaled(rw, 40)).toEqual([530, 550]);
    expect(lookupScaled(math, 33)).toEqual([510, 540]);
    expect(lookupScaled(rw, 58)).toEqual([680, 700]);
    expect(lookupScaled(math, 46)).toEqual([690, 720]);
    expect(lookupScaled(rw, 0)).toEqual([200, 200]);
    expect(lookupScaled(math, 54)).toEqual([790, 800]);
    expect(() => lookupScaled(math, 55)).toThrow(RangeError);
    expect(() => lookupScaled(math, -1)).toThrow(RangeError);
    expect(() => lookupScaled(math, 1.5)).toThrow(RangeError);
  });

  it('reproduces the total-range oracles: sum of lowers and sum of uppers', () => {
    expect(total(40, 33)).toEqual([1040, 1090]);
    expect(total(58, 46)).toEqual([1370, 1420]);
    expect(total(66, 54)).toEqual([1580, 1600]);
    expect(total(0, 0)).toEqual([400, 400]);
  });

  it('never lowers a score when one more answer is right (property over both tables)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 65 }), fc.integer({ min: 0, max: 53 }), (r, m) => {
        const [lo, hi] = total(r, m);
        const [lo2, hi2] = total(r + 1, m + 1);
        expect(lo2).toBeGreaterThanOrEqual(lo);
        expect(hi2).toBeGreaterThanOrEqual(hi);
        expect(lo).toBeLessThanOrEqual(hi);
      }),
    );
  });
});

describe('score tables: validation and routes', () => {
  const scale = { min: 200, max: 800, step: 10 };

  it('reports each kind of problem', () => {
    const bad: ScoreTable = {
      section: 'math',
      scale,
      rows: [
        [200, 200],
        [210, 205],
        [190, 900],
        [300, 301],
        [250, 260],
        [260.5, 270],
      ],
    };
    expect(validateScoreTable(bad, 6)).toEqual([
      { code: 'wrong_length', expected: 7, actual: 6 },
      { code: 'inverted_range', raw: 1 },
      { code: 'off_step', raw: 1 },
      { code: 'out_of_scale', raw: 2 },
      { code: 'not_monotonic', raw: 2 },
      { code: 'off_step', raw: 3 },
      { code: 'not_monotonic', raw: 3 },
      { code: 'not_monotonic', raw: 4 },
      { code: 'not_integer', raw: 5 },
      { code: 'off_step', raw: 5 },
    ]);
    expect(validateScoreTable({ section: 'x', scale, rows: [] })).toEqual([{ code: 'empty' }]);
  });

  it('picks the table of the route taken, falling back to a route-less table', () => {
    const easier: ScoreTable = {
      section: 'math',
      route: 'easier',
      scale,
      rows: [
        [200, 200],
        [210, 210],
      ],
    };
    const harder: ScoreTable = {
      section: 'math',
      route: 'harder',
      scale,
      rows: [
        [200, 200],
        [260, 260],
      ],
    };
    const rwAny: ScoreTable = {
      section: 'rw',
      scale,
      rows: [
        [200, 200],
        [220, 220],
      ],
    };
    const set = [easier, harder, rwAny];
    expect(selectScoreTable(set, 'math', 'harder')).toBe(harder);
    expect(selectScoreTable(set, 'rw', 'easier')).toBe(rwAny);
    expect(() => selectScoreTable(set, 'math')).toThrow(RangeError);
    const scored = scoreSections(set, [
      { section: 'math', route: 'easier', raw: 1 },
      { section: 'rw', route: 'harder', raw: 1 },
    ]);
    expect(scored.total).toEqual([430, 430]);
    expect(scored.sections.map((s) => s.scaled)).toEqual([
      [210, 210],
      [220, 220],
    ]);
  });

  it('builds a table from "scale ← raw range" rows and reports gaps and overlaps', () => {
    const act = { min: 1, max: 36 };
    const full = fromRawRanges('science', act, 3, [
      { scaled: 1, rawMin: 0, rawMax: 1 },
      { scaled: 20, rawMin: 2, rawMax: 2 },
      { scaled: 36, rawMin: 3, rawMax: 3 },
    ]);
    expect(full.gaps).toEqual([]);
    expect(full.table.rows).toEqual([
      [1, 1],
      [1, 1],
      [20, 20],
      [36, 36],
    ]);
    expect(validateScoreTable(full.table, 3)).toEqual([]);
    const holey = fromRawRanges('science', act, 3, [
      { scaled: 1, rawMin: 0, rawMax: 1 },
      { scaled: 2, rawMin: 1, rawMax: 1 },
    ]);
    expect(holey.gaps).toEqual([2, 3]);
    expect(holey.overlaps).toEqual([1]);
    expect(validateScoreTable(holey.table, 3).length).toBeGreaterThan(0);
    expect(() => lookupScaled(holey.table, 2)).toThrow(RangeError);
    expect(lookupRawRange([{ scaled: 30, rawMin: 51, rawMax: 52 }], 52)).toBe(30);
    expect(lookupRawRange([{ scaled: 30, rawMin: 51, rawMax: 52 }], 50)).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { checkRows, editRowsOf, rowsToSend, sameRows, trimRows, type EditRow } from './table-checks.ts';

const rows = (...pairs: [number | null, number | null][]): EditRow[] =>
  pairs.map(([lower, upper]) => ({ lower, upper }));
const SAT = { maxRaw: 3, scale: [200, 800] as [number, number] };

describe('checkRows (the server rules, mirrored)', () => {
  it('passes a complete, non-decreasing table within the scale', () => {
    const table = rows([200, 200], [200, 210], [300, 320], [800, 800]);
    expect(checkRows(table, SAT).size).toBe(0);
    expect(rowsToSend(table, SAT)).toEqual([
      [200, 200],
      [200, 210],
      [300, 320],
      [800, 800],
    ]);
  });

  it('marks missing rows, lower above upper, the scale and a decrease, each on its raw score', () => {
    const issues = checkRows(rows([190, 200], [250, 240], [null, 300], [230, 810]), SAT);
    expect(issues.get(0)).toEqual([{ code: 'below_scale', min: 200 }]);
    expect(issues.get(1)).toEqual([{ code: 'lower_above_upper' }]);
    expect(issues.get(2)).toEqual([{ code: 'missing' }]);
    expect(issues.get(3)).toEqual([
      { code: 'above_scale', max: 800 },
      { code: 'decreasing', previousRaw: 1 },
    ]);
  });

  it('wants every raw score up to maxRaw, and none beyond', () => {
    const short = checkRows(rows([200, 200]), SAT);
    expect([...short.keys()]).toEqual([1, 2, 3]);
    const long = checkRows(rows([200, 200], [210, 210], [220, 220], [230, 230], [240, 240]), SAT);
    expect(long.get(4)).toEqual([{ code: 'beyond_max', maxRaw: 3 }]);
  });

  it('skips the scale check when the exam has none (SHSAT)', () => {
    expect(checkRows(rows([0, 0], [5000, 5000]), { maxRaw: 1, scale: null }).size).toBe(0);
  });

  it('refuses to build a body while a row has a problem', () => {
    expect(rowsToSend(rows([200, 200], [null, 210], [220, 220], [230, 230]), SAT)).toBeNull();
  });
});

describe('grid rows', () => {
  it('pads a table to maxRaw with empty rows, and trims empty rows past it', () => {
    const padded = editRowsOf([[200, 210]], 2);
    expect(padded).toEqual(rows([200, 210], [null, null], [null, null]));
    expect(trimRows([...padded, { lower: null, upper: null }], 2)).toEqual(padded);
    expect(trimRows(rows([1, 1], [2, 2], [3, 3], [4, 4]), 2)).toHaveLength(4);
    expect(sameRows(padded, editRowsOf([[200, 210], null], 2))).toBe(true);
  });
});

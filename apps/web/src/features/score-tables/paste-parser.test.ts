import { describe, expect, it } from 'vitest';
import { parsePaste, splitCells } from './paste-parser.ts';

describe('splitCells', () => {
  it('splits on tab, then semicolon, then comma, then spaces, and drops trailing empty cells', () => {
    expect(splitCells('1\t200\t210\t\t')).toEqual(['1', '200', '210']);
    expect(splitCells('1;200;210')).toEqual(['1', '200', '210']);
    expect(splitCells(' 1 , 200 , "210" ')).toEqual(['1', '200', '210']);
    expect(splitCells('1   200 210')).toEqual(['1', '200', '210']);
  });
});

describe('parsePaste', () => {
  it('reads raw, lower, upper from Excel (tabs, CRLF) and skips a header line', () => {
    const result = parsePaste('Raw\tLower\tUpper\r\n0\t200\t200\r\n1\t200\t210\r\n2\t220\t230\r\n');
    expect(result.layout).toBe('raw_lower_upper');
    expect(result.rows).toEqual([
      [200, 200],
      [200, 210],
      [220, 230],
    ]);
    expect(result.problems).toEqual([]);
    expect(result.lines).toBe(3);
  });

  it('places explicit raw scores where they say, leaving gaps empty', () => {
    const result = parsePaste('2;30;31\n0;10;10');
    expect(result.rows).toEqual([[10, 10], null, [30, 31]]);
  });

  it('reads two columns as lower, upper from raw 0', () => {
    const result = parsePaste('200,200\n200,210\n210,220', [200, 800]);
    expect(result.layout).toBe('lower_upper');
    expect(result.rows).toEqual([
      [200, 200],
      [200, 210],
      [210, 220],
    ]);
  });

  it('reads a "raw, scaled" sheet as such when the first column runs 0, 1, 2 … outside the scale', () => {
    const result = parsePaste('0\t200\n1\t210\n2\t230', [200, 800]);
    expect(result.layout).toBe('raw_scaled');
    expect(result.rows).toEqual([
      [200, 200],
      [210, 210],
      [230, 230],
    ]);
    // Without a scale, two columns are lower and upper.
    expect(parsePaste('0\t200\n1\t210', null).layout).toBe('lower_upper');
  });

  it('reads a single column as one scaled score per raw score', () => {
    const result = parsePaste('Scaled\n1\n1\n2\n');
    expect(result.layout).toBe('scaled');
    expect(result.rows).toEqual([
      [1, 1],
      [1, 1],
      [2, 2],
    ]);
  });

  it('reports unparseable lines by their number and keeps the rest', () => {
    const result = parsePaste('raw,lower,upper\n0,200,200\n1,abc,210\n\n3,220\n2,210,220\n2,210,220\nTotal,1,2');
    expect(result.problems).toEqual([
      { line: 3, reason: 'not_numbers' },
      { line: 5, reason: 'columns', expected: 3, found: 2 },
      { line: 7, reason: 'raw_repeated', raw: 2 },
      { line: 8, reason: 'not_numbers' },
    ]);
    expect(result.rows).toEqual([[200, 200], null, [210, 220]]);
  });

  it('refuses decimals and negative raw scores', () => {
    const result = parsePaste('0\t1.5\t2\n-1\t3\t3');
    expect(result.problems).toEqual([
      { line: 1, reason: 'not_numbers' },
      { line: 2, reason: 'raw_negative', raw: -1 },
    ]);
  });

  it('says nothing was read from text without numbers', () => {
    const result = parsePaste('Raw\tScaled\n');
    expect(result).toMatchObject({ layout: null, rows: [], problems: [], lines: 0 });
  });

  it('reports a first data line with too many values', () => {
    expect(parsePaste('1\t2\t3\t4').problems).toEqual([{ line: 1, reason: 'columns', expected: 3, found: 4 }]);
  });
});

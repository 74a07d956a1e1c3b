import { describe, expect, it } from 'vitest';
import { mapTableErrors, parseTableId, scoreTableEditPath, tableIdOf } from './table-keys.ts';

const S1 = '00000000-0000-4000-8000-0000000000a1';
const S2 = '00000000-0000-4000-8000-0000000000a2';

describe('table ids', () => {
  it('round-trips <sectionId>~<route> and refuses anything else', () => {
    expect(parseTableId(tableIdOf({ sectionId: S1, route: 'harder' }))).toEqual({ sectionId: S1, route: 'harder' });
    expect(parseTableId(`${S1}~sideways`)).toBeNull();
    expect(parseTableId('not-an-id~base')).toBeNull();
    expect(parseTableId(`${S1}~base~x`)).toBeNull();
    expect(parseTableId(undefined)).toBeNull();
  });

  it('builds the spec paths', () => {
    expect(scoreTableEditPath('sat', 'T')).toBe('/tests/sat/T/score-table/add');
    expect(scoreTableEditPath('sat', 'T', { sectionId: S1, route: 'easier' })).toBe(
      `/tests/sat/T/score-table/edit/${S1}~easier`,
    );
  });
});

describe('mapTableErrors', () => {
  it('puts tables.{i}.rows.{raw} on the i-th table sent, and the rest by table or overall', () => {
    const sent = [
      { sectionId: S1, route: 'harder' as const },
      { sectionId: S2, route: 'base' as const },
    ];
    const mapped = mapTableErrors(
      [
        { path: 'tables.1.rows.4', message: 'Outside the scale.' },
        { path: 'tables.1.rows.4', message: 'Second message for the row.' },
        { path: 'tables.0.rows', message: 'A row for every raw score.' },
        { path: 'tables.5.rows.1', message: 'Unknown table.' },
        { path: 'tables', message: 'Too many.' },
      ],
      sent,
    );
    expect(mapped.rows.get(`${S2}~base`)?.get(4)).toBe('Outside the scale.');
    expect(mapped.tables.get(`${S1}~harder`)).toEqual(['A row for every raw score.']);
    expect(mapped.other).toEqual(['Unknown table.', 'Too many.']);
  });
});

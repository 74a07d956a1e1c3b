import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gridInEntryError, gridInPreview, normalizeGridInEntry } from './grid-in-entry.ts';

describe('gridInEntryError (SAT, exams.md §1.2)', () => {
  // Every entry of the official table can be typed: right or wrong is the grader's call, not the box's.
  it.each([
    ['3.5'],
    ['3.50'],
    ['7/2'],
    ['31/2'], // 3.5 row (31/2 is typeable: it is thirty-one halves)
    ['2/3'],
    ['.6666'],
    ['.6667'],
    ['0.666'],
    ['0.667'],
    ['0.66'],
    ['.66'],
    ['0.67'],
    ['.67'], // 2/3 row
    ['-1/3'],
    ['-.3333'],
    ['-0.333'],
    ['-.33'],
    ['-0.33'], // −1/3 row
  ])('%s can be entered', (entry) => {
    expect(gridInEntryError(entry, 'sat')).toBeNull();
  });

  it('rejects a mixed number typed with a space', () => {
    expect(gridInEntryError('3 1/2', 'sat')).toBe('bad_character');
  });

  it('allows 5 characters for a positive answer and 6 with the minus sign', () => {
    expect(gridInEntryError('.6666', 'sat')).toBeNull();
    expect(gridInEntryError('0.6666', 'sat')).toBe('too_long');
    expect(gridInEntryError('12345', 'sat')).toBeNull();
    expect(gridInEntryError('123456', 'sat')).toBe('too_long');
    expect(gridInEntryError('-.3333', 'sat')).toBeNull();
    expect(gridInEntryError('-0.3333', 'sat')).toBe('too_long');
    expect(gridInEntryError('-12345', 'sat')).toBeNull();
  });

  it.each([['5%'], ['1,000'], ['$5'], ['x'], ['½'], ['1e3'], [' 5']])('rejects the symbol in %s (rule 6)', (entry) => {
    expect(gridInEntryError(entry, 'sat')).toBe('bad_character');
  });

  it.each([['-'], ['.'], ['/'], ['3/'], ['/3'], ['1/2/3'], ['1.2.3'], ['1-2'], ['--1'], ['1.5/2'], ['3/0'], ['-7/00']])(
    '%s is not one number',
    (entry) => {
      expect(gridInEntryError(entry, 'sat')).toBe('bad_form');
    },
  );

  it('treats an empty box as no error', () => {
    expect(gridInEntryError('', 'sat')).toBeNull();
  });

  it('never accepts an entry wider than the grid or with a foreign character (any input)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 10 }), (entry) => {
        if (gridInEntryError(entry, 'sat') !== null) return;
        expect(entry.length).toBeLessThanOrEqual(entry.startsWith('-') ? 6 : 5);
        expect(entry).toMatch(/^[0-9./-]*$/);
      }),
    );
  });
});

describe('gridInEntryError (SHSAT: no fraction bar)', () => {
  it('takes decimals and negatives but not fractions', () => {
    expect(gridInEntryError('3.5', 'shsat')).toBeNull();
    expect(gridInEntryError('-.3333', 'shsat')).toBeNull();
    expect(gridInEntryError('7/2', 'shsat')).toBe('bad_character');
    expect(gridInEntryError('0.6666', 'shsat')).toBe('too_long');
  });
});

describe('normalizeGridInEntry', () => {
  it('turns full-width digits and signs from a Chinese input method into ASCII', () => {
    expect(normalizeGridInEntry('－１／３')).toBe('-1/3');
    expect(normalizeGridInEntry('０．５')).toBe('0.5');
    expect(normalizeGridInEntry('\u22123.5')).toBe('-3.5');
  });
});

describe('gridInPreview', () => {
  it('stacks a fraction and keeps its sign apart', () => {
    expect(gridInPreview('-1/3', 'sat')).toEqual({
      kind: 'fraction',
      negative: true,
      numerator: '1',
      denominator: '3',
    });
    expect(gridInPreview('7/2', 'sat')).toEqual({
      kind: 'fraction',
      negative: false,
      numerator: '7',
      denominator: '2',
    });
  });
  it('shows a decimal as typed and nothing for an incomplete entry', () => {
    expect(gridInPreview('.6667', 'sat')).toEqual({ kind: 'number', text: '.6667' });
    expect(gridInPreview('3/', 'sat')).toBeNull();
    expect(gridInPreview('', 'sat')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { ROSTER_COLUMNS, type RosterColumn } from '@prepwell/contracts';
import { checkRosterRows } from './roster-check.ts';
import { delimiterOf, rowsOfTable, type RosterFileRow } from './roster-file.ts';

const NOW = new Date('2026-06-01T00:00:00Z');
const row = (n: number, values: Partial<Record<RosterColumn, string>>): RosterFileRow => ({
  row: n,
  values: Object.fromEntries(ROSTER_COLUMNS.map((c) => [c, values[c] ?? ''])) as Record<RosterColumn, string>,
});
const student = (email: string, first = 'Amy', last = 'Wang') => ({
  student_first_name: first,
  student_last_name: last,
  student_email: email,
});
const problemsOf = (rows: RosterFileRow[]) =>
  checkRosterRows(rows, 'en', NOW).map((r) => r.problems.map((p) => `${p.field}:${p.code}`));

describe('checkRosterRows (pure)', () => {
  it('accepts a complete row, normalising the e-mail and reading the year and language', () => {
    const [checked] = checkRosterRows(
      [row(2, { ...student(' Amy@Example.TEST '), student_graduation_year: '2026', language: '繁體中文' })],
      'en',
      NOW,
    );
    expect(checked).toMatchObject({
      problems: [],
      student: { email: 'amy@example.test', graduationYear: 2026 },
      language: 'tw',
      parent: null,
    });
  });

  it('names each field’s problem', () => {
    expect(
      problemsOf([
        row(2, { student_first_name: 'A', student_last_name: 'B' }),
        row(3, { ...student('x@'), student_graduation_year: '2025' }),
        row(4, { ...student('a@example.test'), student_graduation_year: '20x6', language: 'fr' }),
        row(5, { ...student('b@example.test'), parent_phone: '123-456' }),
        row(6, { ...student('c@example.test'), parent_email: 'c@example.test', parent_phone: '+1 555 010 2030' }),
        row(7, { ...student('d@example.test', 'x'.repeat(101)) }),
      ]),
    ).toEqual([
      ['student_email:student_email_missing'],
      ['student_email:invalid_email', 'student_graduation_year:graduation_year_past'],
      ['student_graduation_year:invalid_value', 'language:invalid_value'],
      ['parent_email:required', 'parent_phone:invalid_phone'],
      ['parent_email:emails_not_distinct'],
      ['student_first_name:too_long'],
    ]);
  });

  it('finds what rows say about each other: names that differ, an e-mail in two roles; siblings agree', () => {
    const parent = { parent_first_name: 'Lin', parent_last_name: 'Wang', parent_email: 'lin@example.test' };
    expect(
      problemsOf([
        row(2, { ...student('amy@example.test'), ...parent }),
        row(3, { ...student('ben@example.test', 'Ben'), ...parent }),
        row(4, { ...student('cat@example.test', 'Cat'), parent_email: 'lin@example.test' }),
        row(5, { ...student('amy@example.test', 'Amelia') }),
        row(6, { ...student('dan@example.test', 'Dan'), ...parent, parent_first_name: 'Lynn' }),
        row(7, { ...student('eve@example.test', 'Eve'), parent_email: 'ben@example.test' }),
      ]),
    ).toEqual([
      [],
      [],
      [],
      ['student_first_name:names_differ'],
      ['parent_first_name:names_differ'],
      ['parent_email:email_two_roles'],
    ]);
  });
});

describe('reading the table', () => {
  it('detects the delimiter from the header line, outside quotes', () => {
    expect(delimiterOf('a;b;c\n1,2;3')).toBe(';');
    expect(delimiterOf('"a;b",c,d\n')).toBe(',');
    expect(delimiterOf('a\tb\tc')).toBe('\t');
  });

  it('maps English and Chinese headers without case or spaces, skips blank rows and keeps row numbers', () => {
    const rows = rowsOfTable([
      ['姓', '名', 'E-Mail', 'Parent Email', '班級', 'Other'],
      ['Wang', 'Amy', 'amy@example.test', 'lin@example.test', 'SAT-1', 'ignored'],
      ['', '', '', '', '', ''],
      ['Wang', 'Ben', 'ben@example.test', '', '', ''],
    ]);
    expect(rows.map((r) => r.row)).toEqual([2, 4]);
    expect(rows[0]!.values).toMatchObject({
      student_last_name: 'Wang',
      student_first_name: 'Amy',
      student_email: 'amy@example.test',
      parent_email: 'lin@example.test',
      class: 'SAT-1',
    });
  });

  it('refuses a table without the students’ e-mail and name columns', () => {
    expect(() =>
      rowsOfTable([
        ['name', 'email'],
        ['Amy', 'amy@example.test'],
      ]),
    ).toThrow('roster_file_invalid');
  });
});

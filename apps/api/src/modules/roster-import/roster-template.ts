import { ROSTER_COLUMNS, type RosterColumn } from '@prepwell/contracts';
import { stringify } from 'csv-stringify/sync';
import writeXlsxFile from 'write-excel-file/node';

/**
 * The roster template the screen offers (`GET /api/roster-imports/template?format=csv|xlsx`): the header
 * row, then two sisters sharing a parent and a student without one, so a centre sees the shape of a file.
 */
const year = () => new Date().getUTCFullYear();
const EXAMPLES = (): Partial<Record<RosterColumn, string>>[] => [
  {
    student_first_name: 'Amy',
    student_last_name: 'Wang',
    student_email: 'amy.wang@example.com',
    student_school: 'Lincoln High',
    student_graduation_year: String(year() + 2),
    parent_first_name: 'Lin',
    parent_last_name: 'Wang',
    parent_email: 'lin.wang@example.com',
    parent_phone: '+1 555 010 2030',
    class: 'SAT Weekend',
    language: 'en',
  },
  {
    student_first_name: 'Bella',
    student_last_name: 'Wang',
    student_email: 'bella.wang@example.com',
    student_school: 'Lincoln High',
    student_graduation_year: String(year() + 4),
    parent_first_name: 'Lin',
    parent_last_name: 'Wang',
    parent_email: 'lin.wang@example.com',
    parent_phone: '+1 555 010 2030',
    class: 'SAT Weekend',
    language: 'en',
  },
  {
    student_first_name: '小明',
    student_last_name: '陈',
    student_email: 'xiaoming.chen@example.com',
    student_graduation_year: String(year() + 1),
    language: 'cn',
  },
];

const rows = () => [[...ROSTER_COLUMNS], ...EXAMPLES().map((e) => ROSTER_COLUMNS.map((c) => e[c] ?? ''))];

export const rosterTemplateFile = async (format: 'csv' | 'xlsx') => {
  if (format === 'csv')
    return {
      body: Buffer.from(`\uFEFF${stringify(rows())}`, 'utf8'),
      contentType: 'text/csv; charset=utf-8',
      fileName: 'roster-template.csv',
    };
  const body = await writeXlsxFile(
    rows().map((r) => r.map((value) => ({ value, type: String }))),
    { sheet: 'Roster' },
  ).toBuffer();
  return {
    body,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    fileName: 'roster-template.xlsx',
  };
};

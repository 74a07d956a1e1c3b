import { ROSTER_COLUMNS, type RosterColumn } from '@prepwell/contracts';
import { sheetTemplateFile } from '../../lib/sheet-template.ts';

/**
 * The roster template the screen offers (`GET /api/roster-imports/template?format=csv|xlsx`): the header
 * row, then two sisters sharing a parent and a student without one, so a centre sees the shape of a file.
 */
const year = () => new Date().getUTCFullYear();

/** What the two sisters share: their parent, their class and their language. */
const WANG_SISTERS = {
  parent_first_name: 'Lin',
  parent_last_name: 'Wang',
  parent_email: 'lin.wang@example.com',
  parent_phone: '+1 555 010 2030',
  class: 'SAT Weekend',
  language: 'en',
};
const EXAMPLES = (): Partial<Record<RosterColumn, string>>[] => [
  {
    student_first_name: 'Amy',
    student_last_name: 'Wang',
    student_email: 'amy.wang@example.com',
    student_school: 'Lincoln High',
    student_graduation_year: String(year() + 2),
    ...WANG_SISTERS,
  },
  {
    student_first_name: 'Bella',
    student_last_name: 'Wang',
    student_email: 'bella.wang@example.com',
    student_school: 'Lincoln High',
    student_graduation_year: String(year() + 4),
    ...WANG_SISTERS,
  },
  {
    student_first_name: '小明',
    student_last_name: '陈',
    student_email: 'xiaoming.chen@example.com',
    student_graduation_year: String(year() + 1),
    language: 'cn',
  },
];

export const rosterTemplateFile = (format: 'csv' | 'xlsx') =>
  sheetTemplateFile(format, {
    columns: ROSTER_COLUMNS,
    examples: EXAMPLES(),
    sheet: 'Roster',
    baseName: 'roster-template',
  });

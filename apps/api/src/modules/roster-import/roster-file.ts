import { ROSTER_COLUMNS, ROSTER_MAX_ROWS, type RosterColumn } from '@prepwell/contracts';
import { parse } from 'csv-parse/sync';
import { readSheet } from 'read-excel-file/node';
import { AppError } from '../../lib/app-error.ts';
import { isStorableText } from '../../lib/text-hygiene.ts';
import { isZip, readZip } from '../question-io/formats/safe-zip.ts';

/**
 * Reading a roster file (CSV or XLSX) into rows of the template's columns. The header row names the
 * columns in any order, without case, spaces, `_` or `-`, in English or Chinese (简体 and 繁體); columns the
 * template does not know are ignored (files exported from another system carry more). Anything that is not
 * a readable table with at least the students' e-mail and name columns is 422 `roster_file_invalid`.
 */

/** A data row: its number in the spreadsheet (the header is 1) and its cells by column (trimmed, '' when absent). */
export interface RosterFileRow {
  row: number;
  values: Record<RosterColumn, string>;
}

const ALIASES: Record<RosterColumn, string[]> = {
  student_first_name: ['firstname', 'first', 'givenname', '名', '名字', '学生名', '學生名', '学生名字', '學生名字'],
  student_last_name: [
    'lastname',
    'last',
    'surname',
    'familyname',
    '姓',
    '姓氏',
    '学生姓',
    '學生姓',
    '学生姓氏',
    '學生姓氏',
  ],
  student_email: [
    'email',
    'emailaddress',
    '邮箱',
    '郵箱',
    '电子邮件',
    '電子郵件',
    '学生邮箱',
    '學生郵箱',
    '学生电子邮件',
    '學生電子郵件',
  ],
  student_school: ['school', '学校', '學校'],
  student_graduation_year: ['graduationyear', 'gradyear', '毕业年份', '畢業年份', '毕业年', '畢業年'],
  parent_first_name: ['家长名', '家長名', '家长名字', '家長名字'],
  parent_last_name: ['家长姓', '家長姓', '家长姓氏', '家長姓氏'],
  parent_email: ['家长邮箱', '家長郵箱', '家长电子邮件', '家長電子郵件'],
  parent_phone: ['phone', '家长电话', '家長電話', '电话', '電話', '家长手机', '家長手機'],
  class: ['classname', 'classcode', '班级', '班級', '班级代码', '班級代碼'],
  session: ['coursesession', '班次', '课程班次', '課程班次', '场次', '場次'],
  language: ['lang', '语言', '語言'],
};

/** A header cell as compared: lower case, without spaces, `_`, `-`, `.` or a BOM. */
const keyOf = (cell: string) =>
  cell
    .replace(/^\uFEFF/, '')
    .toLowerCase()
    .replace(/[\s_\-.]+/g, '');

const COLUMN_OF = new Map<string, RosterColumn>();
for (const column of ROSTER_COLUMNS) {
  COLUMN_OF.set(keyOf(column), column);
  for (const alias of ALIASES[column]) COLUMN_OF.set(keyOf(alias), column);
}

const REQUIRED_COLUMNS: RosterColumn[] = ['student_email', 'student_first_name', 'student_last_name'];

const invalid = (reason: string, extra: Record<string, unknown> = {}) =>
  new AppError('roster_file_invalid', { details: { reason, ...extra } });

const cellText = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return '';
};

/** The header's columns (index of each known one), or the file is refused. */
const readHeader = (cells: string[]): Map<RosterColumn, number> => {
  const columns = new Map<RosterColumn, number>();
  cells.forEach((cell, i) => {
    const column = COLUMN_OF.get(keyOf(cell));
    if (column && !columns.has(column)) columns.set(column, i);
  });
  const missing = REQUIRED_COLUMNS.filter((c) => !columns.has(c));
  if (missing.length > 0) throw invalid('missing_columns', { columns: missing });
  return columns;
};

/** Sheet rows (header first) as roster rows; blank rows are skipped but keep their numbers. */
export const rowsOfTable = (table: unknown[][]): RosterFileRow[] => {
  const [head, ...body] = table;
  if (!head) throw invalid('empty');
  const columns = readHeader(head.map(cellText));
  const rows: RosterFileRow[] = [];
  body.forEach((raw, i) => {
    const cells = raw.map(cellText);
    if (cells.every((c) => c.trim() === '')) return;
    for (const cell of cells) if (!isStorableText(cell)) throw invalid('characters', { row: i + 2 });
    const values = Object.fromEntries(
      ROSTER_COLUMNS.map((c) => {
        const at = columns.get(c);
        return [c, at === undefined ? '' : (cells[at] ?? '').trim()];
      }),
    ) as Record<RosterColumn, string>;
    rows.push({ row: i + 2, values });
  });
  if (rows.length === 0) throw invalid('empty');
  if (rows.length > ROSTER_MAX_ROWS) throw invalid('too_many_rows', { max: ROSTER_MAX_ROWS });
  return rows;
};

/** `;`, `,` or a tab: whichever the header line (outside quotes) has most of. */
export const delimiterOf = (text: string): string => {
  const counts = new Map<string, number>([
    [',', 0],
    [';', 0],
    ['\t', 0],
  ]);
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && counts.has(ch)) counts.set(ch, counts.get(ch)! + 1);
  }
  let best = ',';
  for (const [d, n] of counts) if (n > counts.get(best)!) best = d;
  return best;
};

const readCsv = (data: Buffer): unknown[][] => {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    throw invalid('encoding');
  }
  text = text.replace(/^\uFEFF/, '');
  if (text.includes('\u0000')) throw invalid('binary');
  try {
    return parse(text, {
      delimiter: delimiterOf(text),
      relax_column_count: true,
      skip_empty_lines: true,
      max_record_size: 64 * 1024,
    }) as unknown[][];
  } catch {
    throw invalid('csv_syntax');
  }
};

const readXlsx = async (data: Buffer): Promise<unknown[][]> => {
  try {
    // The workbook is a zip: checked like any zip first (entries, inflated size, paths).
    readZip(data, 50 * 1024 * 1024);
    return (await readSheet(data)) as unknown[][];
  } catch {
    throw invalid('xlsx');
  }
};

/** The file's rows, CSV or XLSX by content (a zip is a workbook), whatever its name says. */
export const readRosterFile = async (data: Buffer): Promise<RosterFileRow[]> => {
  if (data.length === 0) throw invalid('empty');
  const table = isZip(data) ? await readXlsx(data) : readCsv(data);
  return rowsOfTable(table);
};

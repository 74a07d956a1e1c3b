import type { ScoreRange } from '@prepwell/contracts';

/**
 * "Paste from a spreadsheet" (pure): lines copied from Excel, Numbers or Google Sheets (tab separated,
 * CRLF from Excel) or typed as CSV (comma or semicolon). Each data line is one of
 * - `raw, lower, upper` — the raw score is given;
 * - `lower, upper` — the line's position gives the raw score (the first data line is raw 0);
 * - `scaled` — one scaled value (lower = upper), raw by position.
 * Lines with words before the first data line are headers and skipped; blank lines are skipped; any other
 * line that is not whole numbers in the first line's layout is reported by its 1-based number.
 *
 * One ambiguity is settled with the table's scale: two columns whose first column runs 0, 1, 2, … and
 * leaves the scale (a "raw, scaled" sheet such as 0→200, 1→210 on a 200–800 section) are read as
 * `raw, scaled`; on a table without a scale two columns are always `lower, upper`.
 */

export type PasteLayout = 'raw_lower_upper' | 'lower_upper' | 'raw_scaled' | 'scaled';

export type PasteProblem =
  | { line: number; reason: 'not_numbers' }
  | { line: number; reason: 'columns'; expected: number; found: number }
  | { line: number; reason: 'raw_repeated'; raw: number }
  | { line: number; reason: 'raw_negative'; raw: number };

export interface PasteResult {
  layout: PasteLayout | null;
  /** Index = raw score; `null` where the paste gave no row for that raw score. */
  rows: (ScoreRange | null)[];
  problems: PasteProblem[];
  /** Data lines read (headers and blank lines not counted). */
  lines: number;
}

const INTEGER = /^[+-]?\d+$/;

/** One line's cells: split on tab, else semicolon, else comma, else runs of spaces; trailing empty cells dropped (Excel). */
export const splitCells = (line: string): string[] => {
  const separator = line.includes('\t') ? '\t' : line.includes(';') ? ';' : line.includes(',') ? ',' : /\s+/;
  const cells = line.split(separator).map((cell) =>
    cell
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .trim(),
  );
  while (cells.length > 0 && cells[cells.length - 1] === '') cells.pop();
  return cells;
};

const isNumberCell = (cell: string) => INTEGER.test(cell);
/** A cell a header has: a word, not a number (e.g. "Raw", "原始分", "Scaled score"). */
const hasWords = (cells: string[]) => cells.some((cell) => cell !== '' && !isNumberCell(cell) && /\p{L}/u.test(cell));

interface DataLine {
  line: number;
  values: number[];
}

const layoutOf = (columns: number): PasteLayout | null =>
  columns === 3 ? 'raw_lower_upper' : columns === 2 ? 'lower_upper' : columns === 1 ? 'scaled' : null;

/** Two columns whose first runs 0, 1, 2 … and leaves the scale: a "raw, scaled" sheet. */
const looksLikeRawScaled = (data: DataLine[], scale: ScoreRange | null): boolean =>
  scale !== null &&
  data.length > 1 &&
  data.every((d, i) => d.values[0] === i) &&
  data.some((d) => (d.values[0] ?? 0) < scale[0] || (d.values[0] ?? 0) > scale[1]);

export const parsePaste = (text: string, scale: ScoreRange | null = null): PasteResult => {
  const problems: PasteProblem[] = [];
  const data: DataLine[] = [];
  let columns: number | null = null;
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  lines.forEach((raw, index) => {
    const line = index + 1;
    if (raw.trim() === '') return;
    const cells = splitCells(raw);
    if (!cells.every(isNumberCell)) {
      if (columns === null && hasWords(cells)) return; // a header before the data
      problems.push({ line, reason: 'not_numbers' });
      return;
    }
    if (columns === null) {
      if (!layoutOf(cells.length)) {
        problems.push({ line, reason: 'columns', expected: 3, found: cells.length });
        return;
      }
      columns = cells.length;
    } else if (cells.length !== columns) {
      problems.push({ line, reason: 'columns', expected: columns, found: cells.length });
      return;
    }
    data.push({ line, values: cells.map(Number) });
  });

  let layout = columns === null ? null : layoutOf(columns);
  if (layout === 'lower_upper' && looksLikeRawScaled(data, scale)) layout = 'raw_scaled';

  const rows: (ScoreRange | null)[] = [];
  const place = (raw: number, range: ScoreRange, line: number) => {
    if (raw < 0) problems.push({ line, reason: 'raw_negative', raw });
    else if (rows[raw]) problems.push({ line, reason: 'raw_repeated', raw });
    else {
      while (rows.length < raw) rows.push(null);
      rows[raw] = range;
    }
  };
  data.forEach(({ line, values }, position) => {
    const [a = 0, b = 0, c = 0] = values;
    switch (layout) {
      case 'raw_lower_upper':
        place(a, [b, c], line);
        break;
      case 'raw_scaled':
        place(a, [b, b], line);
        break;
      case 'lower_upper':
        place(position, [a, b], line);
        break;
      case 'scaled':
        place(position, [a, a], line);
        break;
      case null:
        break;
    }
  });
  problems.sort((x, y) => x.line - y.line);
  return { layout, rows, problems, lines: data.length };
};

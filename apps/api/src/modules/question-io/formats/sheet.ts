import { createReadStream } from 'node:fs';
import { QUESTION_SHEET_COLUMNS } from '@prepwell/contracts';
import { parse } from 'csv-parse';
import { readSheet } from 'read-excel-file/node';
import { ImportFileError, type RawProblem } from '../import-problems.ts';
import { RATED_MAX, type ParsedEntry } from '../import-item.ts';
import { readZip } from './safe-zip.ts';

/**
 * The CSV and XLSX template: one question per row after a header row naming the columns (any order;
 * names without case). `correct` names the right choices by letter (`B`, `A,C`; for build_sentence the
 * tiles in order), `answers` the accepted entries of a grid-in or fill-letters item (`;`-separated; for
 * a spoken or written response the top of its scale, 4 and 5 by default), `labels` `;`-separated.
 */
export const SHEET_COLUMNS = QUESTION_SHEET_COLUMNS;
/** Read when present, not in the template: a TOEFL task name. */
const OPTIONAL_COLUMNS = ['task'] as const;
type Column = (typeof SHEET_COLUMNS)[number] | (typeof OPTIONAL_COLUMNS)[number];
const KNOWN: readonly string[] = [...SHEET_COLUMNS, ...OPTIONAL_COLUMNS];
const REQUIRED: readonly Column[] = ['kind', 'section', 'type', 'stem'];

export const CHOICE_COLUMNS = ['choice_a', 'choice_b', 'choice_c', 'choice_d', 'choice_e'] as const;
export const CHOICE_LETTERS = ['A', 'B', 'C', 'D', 'E'] as const;

/** Checks the header row; returns the column of each known name, or throws the first problem. */
export const readHeader = (cells: readonly string[]): { columns: Map<Column, number>; problems: RawProblem[] } => {
  const columns = new Map<Column, number>();
  const problems: RawProblem[] = [];
  cells.forEach((raw, i) => {
    const name = raw.trim().toLowerCase();
    if (name === '') return;
    if (KNOWN.includes(name)) columns.set(name as Column, i);
    else problems.push({ row: 1, item: null, field: raw.trim().slice(0, 80), code: 'unknown_column' });
  });
  for (const name of REQUIRED)
    if (!columns.has(name)) problems.push({ row: 1, item: null, field: name, code: 'missing_column' });
  return { columns, problems };
};

const list = (text: string, separator: RegExp) =>
  text
    .split(separator)
    .map((s) => s.trim())
    .filter((s) => s !== '');

/** One data row (`row` counted as in the spreadsheet: the header is 1) as a candidate. */
export const candidateFromRow = (columns: Map<Column, number>, cells: readonly string[], row: number): ParsedEntry => {
  const get = (name: Column) => {
    const i = columns.get(name);
    return i === undefined ? '' : (cells[i] ?? '').trim();
  };
  const problems: RawProblem[] = [];
  const type = get('type').toLowerCase();
  const choices = CHOICE_COLUMNS.flatMap((col, i) => {
    const text = get(col);
    return text === '' ? [] : [{ id: CHOICE_LETTERS[i]!, text }];
  });
  const correct = list(get('correct').toUpperCase(), /[,;\s]+/);
  const answers = list(get('answers'), /;/);
  let answerKey: unknown;
  switch (type) {
    case 'multiple_choice':
      answerKey = { kind: 'choice', correct };
      break;
    case 'multi_select':
    case 'build_sentence':
      answerKey = { kind: 'choices', correct };
      break;
    case 'grid_in':
      answerKey = { kind: 'grid', accept: answers };
      break;
    case 'fill_letters':
      answerKey = { kind: 'text', accept: answers };
      break;
    case 'spoken_response':
    case 'written_response': {
      const max = answers[0] === undefined ? RATED_MAX[type] : Number(answers[0]);
      answerKey = { kind: 'rated', max };
      break;
    }
    default:
      answerKey = undefined;
  }
  const number = (name: Column): number | null => {
    const text = get(name);
    if (text === '') return null;
    const value = Number(text);
    if (!Number.isFinite(value)) {
      problems.push({ row, item: null, field: name, code: 'bad_number' });
      return null;
    }
    return value;
  };
  const a = number('irt_a');
  const b = number('irt_b');
  const c = number('irt_c');
  const irt = a === null && b === null ? null : { a, b, c: c ?? 0 };
  if ((type === 'multiple_choice' || type === 'multi_select' || type === 'build_sentence') && correct.length === 0)
    problems.push({ row, item: null, field: 'correct', code: 'required' });
  if (problems.length > 0) return { problems };
  const passage = get('passage');
  return {
    candidate: {
      row,
      item: null,
      input: {
        kind: get('kind').toLowerCase(),
        section: get('section').toLowerCase(),
        subject: get('subject'),
        type,
        task: get('task') === '' ? null : get('task'),
        stem: get('stem'),
        choices,
        answerKey,
        explanation: get('explanation'),
        sampleAnswer: get('sample_answer'),
        difficulty: get('difficulty') === '' ? null : get('difficulty').toLowerCase(),
        source: get('source'),
        sourceId: get('source_id') === '' ? null : get('source_id'),
        irt,
      },
      labelNames: list(get('labels'), /;/),
      passage: passage === '' ? null : { body: passage },
      images: [],
    },
  };
};

const cellText = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  return String(value);
};

/** Rows of a sheet (header first, then candidates or problems), whatever the source. */
async function* rowsToEntries(rows: AsyncIterable<readonly unknown[]> | Iterable<readonly unknown[]>) {
  let columns: Map<Column, number> | null = null;
  let row = 0;
  for await (const raw of rows) {
    row++;
    const cells = raw.map(cellText);
    if (columns === null) {
      const header = readHeader(cells);
      if (header.problems.length > 0) {
        yield { problems: header.problems } satisfies ParsedEntry;
        return;
      }
      columns = header.columns;
      continue;
    }
    if (cells.every((c) => c.trim() === '')) continue;
    yield candidateFromRow(columns, cells, row);
  }
  if (columns === null) throw new ImportFileError('empty_file');
}

/**
 * A CSV file as a stream of entries: csv-parse reads the file from disk in chunks (UTF-8, a BOM
 * skipped, quoted fields may span lines), so memory does not grow with the file.
 */
export const readCsvEntries = (path: string): AsyncIterable<ParsedEntry> => {
  const parser = createReadStream(path).pipe(
    parse({ bom: true, relax_column_count: true, skip_empty_lines: true, max_record_size: 256 * 1024 }),
  );
  return (async function* () {
    try {
      yield* rowsToEntries(parser as AsyncIterable<string[]>);
    } catch (error) {
      if (error instanceof ImportFileError) throw error;
      throw new ImportFileError('file_unreadable');
    } finally {
      parser.destroy();
    }
  })();
};

/**
 * An XLSX file's first sheet. The workbook is a zip, so it is first checked like any zip (entry count,
 * inflated size, paths: safe-zip.ts) and only then read by read-excel-file, which needs the whole
 * workbook; the 20 MB upload limit and the 100 MB inflated cap bound its memory.
 */
export const readXlsxEntries = async (data: Buffer): Promise<AsyncIterable<ParsedEntry>> => {
  readZip(data);
  let rows: unknown[][];
  try {
    rows = (await readSheet(data)) as unknown[][];
  } catch {
    throw new ImportFileError('file_unreadable');
  }
  return rowsToEntries(rows);
};

import { parse } from 'csv-parse/sync';
import {
  serverMessage,
  WORD_IMPORT_MAX_ROWS,
  type ImportProblem,
  type Lang,
  type ServerMessageKey,
  type WordInput,
} from '@prepwell/contracts';

/**
 * A word list as CSV (decision 0037): a header row naming the columns `word`, `definition`, `example`,
 * `translation` (简体中文) and optionally `translation_tw` (繁體中文), `part_of_speech`, `pronunciation`, in
 * any order; a file without a header takes the first four (and then part_of_speech, pronunciation) in that
 * order. Read with csv-parse, as the question import reads CSV (a BOM skipped, quoted fields may span
 * lines). Pure: rows out, or every problem by row and field in the reader's language.
 */
export const WORD_COLUMNS = [
  'word',
  'definition',
  'example',
  'translation',
  'part_of_speech',
  'pronunciation',
  'translation_tw',
] as const;
type Column = (typeof WORD_COLUMNS)[number];
const POSITIONAL: readonly Column[] = WORD_COLUMNS.slice(0, 6);
const REQUIRED: readonly Column[] = ['word', 'definition'];

const LIMITS: Record<Column, number> = {
  word: 100,
  definition: 1000,
  example: 1000,
  translation: 500,
  translation_tw: 500,
  part_of_speech: 40,
  pronunciation: 200,
};

export interface ParsedWords {
  total: number;
  words: WordInput[];
  problems: ImportProblem[];
}

const problem = (
  lang: Lang,
  row: number | null,
  item: string | null,
  field: string,
  code: string,
  key: ServerMessageKey,
  vars: Record<string, string | number> = {},
): ImportProblem => ({ row, item, field, code, message: serverMessage(lang, key, vars) });

const normalise = (cell: string) =>
  cell
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

export const parseWordCsv = (data: Buffer, lang: Lang): ParsedWords => {
  let records: string[][];
  try {
    records = parse(data, { bom: true, relax_column_count: true, skip_empty_lines: true, max_record_size: 64 * 1024 });
  } catch {
    return {
      total: 0,
      words: [],
      problems: [problem(lang, null, null, 'file', 'file_unreadable', 'import.file_unreadable')],
    };
  }
  const rows = records.filter((r) => r.some((c) => c.trim() !== ''));
  const first = rows[0]?.map(normalise) ?? [];
  const hasHeader = first.includes('word');
  const problems: ImportProblem[] = [];
  let columns: (Column | null)[] = [...POSITIONAL];
  if (hasHeader) {
    columns = first.map((name, i) => {
      if ((WORD_COLUMNS as readonly string[]).includes(name)) return name as Column;
      problems.push(
        problem(lang, 1, null, rows[0]![i]!, 'unknown_column', 'vocabulary.unknown_column', { column: rows[0]![i]! }),
      );
      return null;
    });
    for (const column of REQUIRED)
      if (!columns.includes(column))
        problems.push(problem(lang, 1, null, column, 'missing_column', 'vocabulary.missing_column', { column }));
  }
  const body = hasHeader ? rows.slice(1) : rows;
  if (body.length === 0) problems.push(problem(lang, null, null, 'file', 'empty_file', 'vocabulary.empty_file'));
  if (body.length > WORD_IMPORT_MAX_ROWS)
    problems.push(problem(lang, null, null, 'file', 'too_big', 'validation.too_big', { max: WORD_IMPORT_MAX_ROWS }));
  if (problems.length) return { total: body.length, words: [], problems };

  const seen = new Map<string, number>();
  const words: WordInput[] = [];
  body.forEach((cells, index) => {
    const rowNumber = index + (hasHeader ? 2 : 1);
    const value: Partial<Record<Column, string>> = {};
    columns.forEach((column, i) => {
      if (column) value[column] = (cells[i] ?? '').trim();
    });
    const item = value.word || null;
    let ok = true;
    for (const column of REQUIRED)
      if (!value[column]) {
        problems.push(problem(lang, rowNumber, item, column, 'required', 'validation.required'));
        ok = false;
      }
    for (const column of WORD_COLUMNS)
      if ((value[column]?.length ?? 0) > LIMITS[column]) {
        problems.push(
          problem(lang, rowNumber, item, column, 'too_long', 'validation.too_long', { max: LIMITS[column] }),
        );
        ok = false;
      }
    const key = value.word?.toLowerCase();
    if (key) {
      if (seen.has(key)) {
        problems.push(
          problem(lang, rowNumber, item, 'word', 'duplicate_word', 'vocabulary.duplicate_word', { word: value.word! }),
        );
        ok = false;
      } else seen.set(key, rowNumber);
    }
    if (!ok) return;
    words.push({
      word: value.word!,
      senses: [
        {
          pos: value.part_of_speech ?? '',
          definition: value.definition!,
          examples: value.example ? [value.example] : [],
        },
      ],
      pronunciation: value.pronunciation ?? '',
      translations: {
        ...(value.translation ? { cn: value.translation } : {}),
        ...(value.translation_tw ? { tw: value.translation_tw } : {}),
      },
    });
  });
  return { total: body.length, words: problems.length ? [] : words, problems };
};

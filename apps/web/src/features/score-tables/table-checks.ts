import type { ScoreRange } from '@prepwell/contracts';

/**
 * The score-table rules the server checks on PUT (contracts ScoreTablesPut), mirrored so the grid marks a
 * row as the author types: a row for every raw score 0 … maxRaw and none beyond, whole numbers,
 * lower ≤ upper, both ends non-decreasing as the raw score grows, within the exam's scale. Pure.
 */

/** One row of the grid being edited: `null` is an empty cell. */
export interface EditRow {
  lower: number | null;
  upper: number | null;
}

export type RowIssue =
  | { code: 'missing' }
  | { code: 'not_whole' }
  | { code: 'lower_above_upper' }
  | { code: 'below_scale'; min: number }
  | { code: 'above_scale'; max: number }
  | { code: 'decreasing'; previousRaw: number }
  | { code: 'beyond_max'; maxRaw: number };

export interface TableShape {
  maxRaw: number;
  scale: ScoreRange | null;
}

const filled = (row: EditRow | undefined): row is { lower: number; upper: number } =>
  !!row && row.lower !== null && row.upper !== null;

/** Every row's problems, by raw score (only rows with at least one). */
export const checkRows = (rows: readonly EditRow[], shape: TableShape): Map<number, RowIssue[]> => {
  const issues = new Map<number, RowIssue[]>();
  const add = (raw: number, issue: RowIssue) => issues.set(raw, [...(issues.get(raw) ?? []), issue]);
  let previous: { raw: number; lower: number; upper: number } | null = null;
  const last = Math.max(shape.maxRaw, rows.length - 1);
  for (let raw = 0; raw <= last; raw += 1) {
    const row = rows[raw];
    if (raw > shape.maxRaw) {
      if (row && (row.lower !== null || row.upper !== null)) add(raw, { code: 'beyond_max', maxRaw: shape.maxRaw });
      continue;
    }
    if (!filled(row)) {
      add(raw, { code: 'missing' });
      continue;
    }
    if (!Number.isInteger(row.lower) || !Number.isInteger(row.upper)) {
      add(raw, { code: 'not_whole' });
      continue;
    }
    if (row.lower > row.upper) add(raw, { code: 'lower_above_upper' });
    if (shape.scale && Math.min(row.lower, row.upper) < shape.scale[0])
      add(raw, { code: 'below_scale', min: shape.scale[0] });
    if (shape.scale && Math.max(row.lower, row.upper) > shape.scale[1])
      add(raw, { code: 'above_scale', max: shape.scale[1] });
    if (previous && (row.lower < previous.lower || row.upper < previous.upper))
      add(raw, { code: 'decreasing', previousRaw: previous.raw });
    previous = { raw, lower: row.lower, upper: row.upper };
  }
  return issues;
};

/** The rows as the PUT sends them (0 … maxRaw), or null while any row has a problem. */
export const rowsToSend = (rows: readonly EditRow[], shape: TableShape): ScoreRange[] | null => {
  if (checkRows(rows, shape).size > 0) return null;
  const out: ScoreRange[] = [];
  for (let raw = 0; raw <= shape.maxRaw; raw += 1) {
    const row = rows[raw];
    if (!filled(row)) return null;
    out.push([row.lower, row.upper]);
  }
  return out;
};

/** The grid's rows for a table: the saved ranges, padded with empty rows up to maxRaw. */
export const editRowsOf = (rows: readonly (ScoreRange | null)[], maxRaw: number): EditRow[] => {
  const out: EditRow[] = rows.map((r) => (r ? { lower: r[0], upper: r[1] } : { lower: null, upper: null }));
  while (out.length <= maxRaw) out.push({ lower: null, upper: null });
  return out;
};

/** Trailing empty rows beyond maxRaw are dropped (a paste that ran past the table leaves real rows to flag). */
export const trimRows = (rows: readonly EditRow[], maxRaw: number): EditRow[] => {
  let end = rows.length;
  while (end > maxRaw + 1 && rows[end - 1]?.lower === null && rows[end - 1]?.upper === null) end -= 1;
  return rows.slice(0, end);
};

export const sameRows = (a: readonly EditRow[], b: readonly EditRow[]): boolean =>
  a.length === b.length && a.every((row, i) => row.lower === b[i]?.lower && row.upper === b[i]?.upper);

// Raw → scaled score tables that authors edit as data (exams.md §1.3 for SAT, §2 ACT, §4 SHSAT, §5.2.4).

/** [lower, upper]; a form with point scores (ACT, SHSAT) uses lower === upper. */
export type ScaledRange = readonly [lower: number, upper: number];

/**
 * One table: entry `rows[raw]` is the scaled range for that raw score, so it covers raw 0..maxRaw.
 * `section` names the section (e.g. 'rw', 'math'); `route` names the module-2 route of an adaptive
 * section ('easier' | 'harder' for the SAT), or is absent for a linear form. College Board publishes
 * tables only for the linear practice forms, each form its own table (exams.md §1.3 ☑️).
 */
export interface ScoreTable {
  readonly section: string;
  readonly route?: string | undefined;
  readonly scale: { readonly min: number; readonly max: number; readonly step?: number | undefined };
  readonly rows: readonly ScaledRange[];
}

export type ScoreTableIssue =
  | { readonly code: 'empty' }
  | { readonly code: 'wrong_length'; readonly expected: number; readonly actual: number }
  | { readonly code: 'not_integer'; readonly raw: number }
  | { readonly code: 'inverted_range'; readonly raw: number }
  | { readonly code: 'out_of_scale'; readonly raw: number }
  | { readonly code: 'off_step'; readonly raw: number }
  | { readonly code: 'not_monotonic'; readonly raw: number };

/**
 * Checks a table before it is saved (exams.md §1.3: index = raw score, entries [lower, upper]):
 * covers raw 0..maxRaw exactly (maxRaw = number of scored questions), integer scores inside the
 * scale and on its step, lower ≤ upper, and both bounds non-decreasing as raw grows.
 */
export const validateScoreTable = (table: ScoreTable, maxRaw?: number): ScoreTableIssue[] => {
  const issues: ScoreTableIssue[] = [];
  const { rows, scale } = table;
  if (rows.length === 0) return [{ code: 'empty' }];
  if (maxRaw !== undefined && rows.length !== maxRaw + 1) {
    issues.push({ code: 'wrong_length', expected: maxRaw + 1, actual: rows.length });
  }
  rows.forEach(([lower, upper], raw) => {
    if (!Number.isInteger(lower) || !Number.isInteger(upper)) issues.push({ code: 'not_integer', raw });
    if (lower > upper) issues.push({ code: 'inverted_range', raw });
    if (lower < scale.min || upper > scale.max) issues.push({ code: 'out_of_scale', raw });
    const step = scale.step;
    if (step !== undefined && ((lower - scale.min) % step !== 0 || (upper - scale.min) % step !== 0)) {
      issues.push({ code: 'off_step', raw });
    }
    const prev = rows[raw - 1];
    if (prev && (lower < prev[0] || upper < prev[1])) issues.push({ code: 'not_monotonic', raw });
  });
  return issues;
};

/** The scaled range for a raw score (exams.md §1.3). Throws on a raw score the table does not cover. */
export const lookupScaled = (table: ScoreTable, raw: number): ScaledRange => {
  const row = Number.isInteger(raw) ? table.rows[raw] : undefined;
  if (!row) throw new RangeError(`raw score ${raw} outside 0..${table.rows.length - 1} (${table.section})`);
  if (!Number.isFinite(row[0]) || !Number.isFinite(row[1]))
    throw new RangeError(`raw score ${raw} has no scaled score`);
  return row;
};

/** A per-form set of tables: one per section for a linear form, one per section and route if adaptive. */
export type ScoreTableSet = readonly ScoreTable[];

/** Picks the table for a section and route; a route-less table serves every route of its section. */
export const selectScoreTable = (set: ScoreTableSet, section: string, route?: string): ScoreTable => {
  const exact = set.find((t) => t.section === section && t.route === route);
  const fallback = set.find((t) => t.section === section && t.route === undefined);
  const table = exact ?? fallback;
  if (!table) throw new RangeError(`no score table for section ${section}${route ? ` route ${route}` : ''}`);
  return table;
};

export interface SectionScore {
  readonly section: string;
  readonly route?: string | undefined;
  readonly raw: number;
  readonly scaled: ScaledRange;
}

/**
 * The procedure of exams.md §1.3 ☑️: section raw = M1 + M2 correct → look up [lower, upper] in the
 * section's table (per route when adaptive) → total = sum of the lowers and sum of the uppers.
 */
export const scoreSections = (
  set: ScoreTableSet,
  sections: readonly { readonly section: string; readonly route?: string | undefined; readonly raw: number }[],
): { readonly sections: readonly SectionScore[]; readonly total: ScaledRange } => {
  const scored = sections.map((s) => ({
    ...s,
    scaled: lookupScaled(selectScoreTable(set, s.section, s.route), s.raw),
  }));
  const total: ScaledRange = [
    scored.reduce((sum, s) => sum + s.scaled[0], 0),
    scored.reduce((sum, s) => sum + s.scaled[1], 0),
  ];
  return { sections: scored, total };
};

/** One row of a table printed the way ACT prints it: a scale score and the raw scores that earn it. */
export interface RawRangeRow {
  readonly scaled: number;
  readonly rawMin: number;
  readonly rawMax: number;
}

/**
 * Turns a "scale ← raw range" table (ACT's printed layout, exams.md §2) into a ScoreTable with point
 * scores, reporting the raw scores that no row covers or that two rows claim.
 */
export const fromRawRanges = (
  section: string,
  scale: ScoreTable['scale'],
  maxRaw: number,
  rows: readonly RawRangeRow[],
): { readonly table: ScoreTable; readonly gaps: readonly number[]; readonly overlaps: readonly number[] } => {
  const byRaw: (number | undefined)[] = Array.from({ length: maxRaw + 1 }, () => undefined);
  const overlaps: number[] = [];
  for (const row of rows) {
    for (let raw = Math.max(0, row.rawMin); raw <= Math.min(maxRaw, row.rawMax); raw += 1) {
      if (byRaw[raw] !== undefined) overlaps.push(raw);
      byRaw[raw] = row.scaled;
    }
  }
  const gaps = byRaw.flatMap((v, raw) => (v === undefined ? [raw] : []));
  // Gaps keep the table's shape but can never be looked up silently: they hold NaN and fail validation.
  const tableRows = byRaw.map((v): ScaledRange => (v === undefined ? [Number.NaN, Number.NaN] : [v, v]));
  return { table: { section, scale, rows: tableRows }, gaps, overlaps };
};

/** Looks up a sparse "scale ← raw range" table directly; undefined where no row covers the raw score. */
export const lookupRawRange = (rows: readonly RawRangeRow[], raw: number): number | undefined =>
  rows.find((r) => raw >= r.rawMin && raw <= r.rawMax)?.scaled;

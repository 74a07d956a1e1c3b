// SAT student-produced response (SPR, "grid-in") grading, exams.md §1.2 (College Board directions ☑️).
// Pure and exact: every value is a bigint rational (./rational.ts).
import {
  compareRational,
  equalsRational,
  parseRational,
  rational,
  roundRational,
  subtractRational,
  truncateRational,
  type Rational,
} from './rational.ts';

/**
 * Entry widths. Defaults follow exams.md §1.2 rule 2: up to 5 characters for a positive answer, 6
 * (including the sign) for a negative one. ⚠️ The SHSAT grid layout is unverified (exams.md §4) and the
 * old paper SAT grid had 4 columns and no minus [enforcer]⚠️, so callers may pass other widths.
 */
export interface GridInFormat {
  readonly maxPositiveLength: number;
  readonly maxNegativeLength: number;
  readonly allowNegative: boolean;
}

export const SAT_GRID_IN_FORMAT: GridInFormat = { maxPositiveLength: 5, maxNegativeLength: 6, allowNegative: true };

export type GridInRejectReason =
  | 'blank'
  | 'invalid_character' // only 0-9 . / - are allowed ([sathelp]⚠️); a space makes `3 1/2` invalid
  | 'malformed' // characters allowed but not a number: `1/2/3`, `1.2.3`, `-`, `1-2`, `1.5/2`
  | 'negative_not_allowed'
  | 'zero_denominator'
  | 'too_long';

export type GridInEntry =
  | {
      readonly ok: true;
      readonly value: Rational;
      readonly form: 'fraction' | 'decimal';
      readonly negative: boolean;
      /** Digits before the point as typed ('' for `.5`); undefined for a fraction. */
      readonly intDigits: string | undefined;
      /** Digits after the point (0 for an integer or a trailing point). */
      readonly fractionDigits: number;
      readonly length: number;
    }
  | { readonly ok: false; readonly reason: GridInRejectReason };

const ALLOWED = /^[0-9./-]*$/;
const DECIMAL = /^(-?)(\d*)(?:\.(\d*))?$/;
const FRACTION = /^(-?)(\d+)\/(\d+)$/;

/**
 * Reads what a student typed (exams.md §1.2 rules 2, 5, 6): characters `0-9 . / -`; a minus sign only
 * in front; a fraction of two digit strings (mixed numbers such as `3 1/2` are rejected, and `31/2`
 * reads as thirty-one halves); at most 5 characters, 6 with the minus. Surrounding whitespace is
 * ignored. Never throws.
 */
export const parseGridInEntry = (input: string, format: GridInFormat = SAT_GRID_IN_FORMAT): GridInEntry => {
  const text = input.trim();
  if (text === '') return { ok: false, reason: 'blank' };
  if (!ALLOWED.test(text)) return { ok: false, reason: 'invalid_character' };
  const negative = text.startsWith('-');
  if (negative && !format.allowNegative) return { ok: false, reason: 'negative_not_allowed' };
  const fraction = FRACTION.exec(text);
  const decimal = fraction ? null : DECIMAL.exec(text);
  if (!fraction && (!decimal || ((decimal[2] ?? '') === '' && (decimal[3] ?? '') === ''))) {
    return { ok: false, reason: 'malformed' };
  }
  if (text.length > (negative ? format.maxNegativeLength : format.maxPositiveLength)) {
    return { ok: false, reason: 'too_long' };
  }
  if (fraction) {
    const den = BigInt(fraction[3] ?? '0');
    if (den === 0n) return { ok: false, reason: 'zero_denominator' };
    const n = BigInt(fraction[2] ?? '0');
    return {
      ok: true,
      value: rational(negative ? -n : n, den),
      form: 'fraction',
      negative,
      intDigits: undefined,
      fractionDigits: 0,
      length: text.length,
    };
  }
  const value = parseRational(text);
  if (!value || !decimal) return { ok: false, reason: 'malformed' };
  return {
    ok: true,
    value,
    form: 'decimal',
    negative,
    intDigits: decimal[2] ?? '',
    fractionDigits: (decimal[3] ?? '').length,
    length: text.length,
  };
};

export type Comparison = '<' | '<=' | '>' | '>=';

/**
 * One entry of an answer key: a value, a range made of one or more bounds (all must hold), or `*`.
 * A value entry that only approximates another value entry of the key (see `approximates`) names that
 * entry's index in `approximationOf`; the grader derives the accepted decimals from the exact entry and
 * gives the approximation no weight of its own (issue 15, decision 0031).
 */
export type GridInKeyEntry =
  | { readonly kind: 'any'; readonly source: string }
  | {
      readonly kind: 'value';
      readonly value: Rational;
      readonly source: string;
      /** Digits after the point as written (0 for an integer or a fraction). */
      readonly places: number;
      readonly form: 'fraction' | 'decimal';
      /** Index (in `GridInKey.entries`) of the exact entry this decimal approximates; undefined when exact. */
      readonly approximationOf: number | undefined;
    }
  | {
      readonly kind: 'range';
      readonly bounds: readonly { readonly op: Comparison; readonly value: Rational }[];
      readonly source: string;
    };

export interface GridInKey {
  readonly entries: readonly GridInKeyEntry[];
}

export type GridInKeyParse =
  | { readonly ok: true; readonly key: GridInKey }
  | { readonly ok: false; readonly errors: readonly { readonly index: number; readonly source: string }[] };

const BOUND = /^(<=|>=|≤|≥|<|>)\s*(\S+)$/;
const OPS: Record<string, Comparison> = { '<': '<', '>': '>', '<=': '<=', '>=': '>=', '≤': '<=', '≥': '>=' };

const parseKeyEntry = (source: string): GridInKeyEntry | undefined => {
  const text = source.trim();
  if (text === '*') return { kind: 'any', source };
  if (/^[<>≤≥]/.test(text)) {
    const bounds: { op: Comparison; value: Rational }[] = [];
    for (const part of text.split('&')) {
      const m = BOUND.exec(part.trim());
      const op = m ? OPS[m[1] ?? ''] : undefined;
      const value = m ? parseRational(m[2] ?? '') : undefined;
      if (!op || !value) return undefined;
      bounds.push({ op, value });
    }
    return { kind: 'range', bounds, source };
  }
  const value = parseRational(text);
  if (!value) return undefined;
  const form = text.includes('/') ? 'fraction' : 'decimal';
  const places = form === 'decimal' ? (text.split('.')[1]?.length ?? 0) : 0;
  return { kind: 'value', value, source, places, form, approximationOf: undefined };
};

type ValueEntry = Extract<GridInKeyEntry, { kind: 'value' }>;

const absRational = (r: Rational): Rational => (r.num < 0n ? rational(-r.num, r.den) : r);

/**
 * Whether the decimal `approx` only approximates `exact` (issue 15, decision 0031): it has at least one
 * digit after the point, `exact` has no decimal expansion that short (so `exact` is not itself one of
 * its cuts, and no two entries can approximate each other), and the two differ by less than one unit
 * of the approximation's last digit: a truncation, a rounding, or a slip in the last digit
 * (`.5333`, `0.533`, `.534`, `0.5` beside `8/15`). Integers and fractions are always exact values.
 */
export const approximates = (approx: ValueEntry, exact: ValueEntry): boolean => {
  if (approx.form !== 'decimal' || approx.places < 1 || equalsRational(approx.value, exact.value)) return false;
  const scale = 10n ** BigInt(approx.places);
  if ((exact.value.num * scale) % exact.value.den === 0n) return false; // exact terminates within those digits
  const gap = absRational(subtractRational(approx.value, exact.value));
  return compareRational(gap, rational(1n, scale)) < 0;
};

/**
 * Marks every value entry that approximates another value entry with the index of the exact entry it
 * stands for: the first entry it approximates that approximates nothing itself, else the end of the
 * chain (which exists: an approximation always has fewer digits than what it approximates).
 */
const markApproximations = (entries: readonly GridInKeyEntry[]): GridInKeyEntry[] => {
  const targets = entries.map((e) =>
    e.kind !== 'value'
      ? []
      : entries.flatMap((o, j) => (o !== e && o.kind === 'value' && approximates(e, o) ? [j] : [])),
  );
  const exactOf = (i: number): number => {
    const direct = targets[i] ?? [];
    if (direct.length === 0) return i;
    return direct.find((j) => (targets[j] ?? []).length === 0) ?? exactOf(direct[0] ?? i);
  };
  return entries.map((e, i) =>
    e.kind === 'value' && (targets[i] ?? []).length > 0 ? { ...e, approximationOf: exactOf(i) } : e,
  );
};

/**
 * Compiles an author-written key (exams.md §1.2 "How to implement": keys list several equivalent
 * forms or several correct values). Each entry is one of:
 * - a number: integer, decimal or fraction (`7/2`, `3.5`, `-1/3`), taken as the exact answer, except a
 *   decimal that only approximates another number of the key (`.5333` or `.533` beside `8/15`), which is
 *   marked as such (`approximationOf`) and accepts nothing by itself: the accepted decimals of a value are
 *   derived from its exact entry by the College Board rules (exams.md §1.2, decision 0031);
 * - a range: `<5`, `>=2.5`, `>2`, `<=7/2` (also `≤ ≥`), several joined by `&` (`>0&<1`);
 * - `*`: every non-blank response is right (an item the author decided to credit to all).
 */
export const parseGridInKey = (entries: readonly string[]): GridInKeyParse => {
  const errors: { index: number; source: string }[] = [];
  const parsed: GridInKeyEntry[] = [];
  entries.forEach((source, index) => {
    const entry = parseKeyEntry(source);
    if (entry) parsed.push(entry);
    else errors.push({ index, source });
  });
  if (parsed.length === 0 && errors.length === 0) errors.push({ index: 0, source: '' });
  return errors.length > 0 ? { ok: false, errors } : { ok: true, key: { entries: markApproximations(parsed) } };
};

const satisfies = (value: Rational, op: Comparison, bound: Rational): boolean => {
  const c = compareRational(value, bound);
  switch (op) {
    case '<':
      return c < 0;
    case '<=':
      return c <= 0;
    case '>':
      return c > 0;
    case '>=':
      return c >= 0;
  }
};

/**
 * True when a decimal entry has as many digits after the point as the width allows, given the
 * integer part the student wrote: one more digit would not fit. `0.666` and `.6666` fill 5 columns,
 * `0.66` does not. An integer part with a superfluous leading zero (`00.67`) never counts as filling.
 */
const fillsWidth = (entry: Extract<GridInEntry, { ok: true }>, format: GridInFormat): boolean => {
  const intDigits = entry.intDigits ?? '';
  if (intDigits.length > 1 && intDigits.startsWith('0')) return false;
  const max = entry.negative ? format.maxNegativeLength : format.maxPositiveLength;
  const head = (entry.negative ? 1 : 0) + intDigits.length; // sign and integer digits
  const used = entry.fractionDigits === 0 ? head : head + 1 + entry.fractionDigits;
  const withOneMore = entry.fractionDigits === 0 ? head + 2 : used + 1; // ".d" or one more "d"
  return withOneMore > max;
};

/**
 * exams.md §1.2 rules 3–4: an entry is right when its exact value is the answer, or when it is a
 * decimal that fills the width and equals the answer truncated or rounded at that many digits.
 */
const matchesValue = (entry: Extract<GridInEntry, { ok: true }>, answer: Rational, format: GridInFormat): boolean => {
  if (equalsRational(entry.value, answer)) return true;
  if (entry.form !== 'decimal' || !fillsWidth(entry, format)) return false;
  const places = entry.fractionDigits;
  return (
    equalsRational(entry.value, truncateRational(answer, places)) ||
    equalsRational(entry.value, roundRational(answer, places))
  );
};

export type GridInGrade =
  | { readonly status: 'correct'; readonly matched: string }
  | { readonly status: 'incorrect' }
  | { readonly status: 'invalid'; readonly reason: Exclude<GridInRejectReason, 'blank'> }
  | { readonly status: 'blank' };

/**
 * Grades one response against a compiled key (exams.md §1.2). Never throws on any response text.
 * `matched` names the key entry that accepted the answer, for the review page.
 */
export const gradeGridIn = (
  response: string,
  key: GridInKey,
  format: GridInFormat = SAT_GRID_IN_FORMAT,
): GridInGrade => {
  const entry = parseGridInEntry(response, format);
  if (!entry.ok) {
    if (entry.reason === 'blank') return { status: 'blank' };
    const any = key.entries.find((e) => e.kind === 'any');
    return any ? { status: 'correct', matched: any.source } : { status: 'invalid', reason: entry.reason };
  }
  for (const k of key.entries) {
    const hit =
      k.kind === 'any' ||
      (k.kind === 'value' && k.approximationOf === undefined && matchesValue(entry, k.value, format)) ||
      (k.kind === 'range' && k.bounds.every((b) => satisfies(entry.value, b.op, b.value)));
    if (hit) return { status: 'correct', matched: k.source };
  }
  return { status: 'incorrect' };
};

/** Convenience for fixtures and seed checks: compiles `keyEntries` (throws on a bad key) and grades. */
export const isGridInCorrect = (
  response: string,
  keyEntries: readonly string[],
  format: GridInFormat = SAT_GRID_IN_FORMAT,
): boolean => {
  const key = parseGridInKey(keyEntries);
  if (!key.ok)
    throw new RangeError(`invalid grid-in key: ${key.errors.map((e) => JSON.stringify(e.source)).join(', ')}`);
  return gradeGridIn(response, key.key, format).status === 'correct';
};

export type GridInKeyProblem =
  | { readonly index: number; readonly source: string; readonly reason: 'malformed' }
  | {
      readonly index: number;
      readonly source: string;
      readonly reason: 'short_approximation';
      /** The exact entry it approximates, as the author wrote it. */
      readonly exact: string;
    };

/**
 * What the question form refuses in a key (issue 15, decision 0031): an entry that is not a number,
 * range or `*`, and a decimal that approximates another entry without being one of that exact value's
 * full-width forms (a truncation or rounding that fills the grid, exams.md §1.2): `.533` or `0.53`
 * beside `8/15`, where only `.5333` and `0.533` are right. A full-width approximation is allowed, though
 * it adds nothing: the grader derives it from the exact entry.
 */
export const gridInKeyProblems = (
  entries: readonly string[],
  format: GridInFormat = SAT_GRID_IN_FORMAT,
): GridInKeyProblem[] => {
  const parsed = parseGridInKey(entries);
  if (!parsed.ok) return parsed.errors.map((e) => ({ ...e, reason: 'malformed' as const }));
  return parsed.key.entries.flatMap((k, index): GridInKeyProblem[] => {
    if (k.kind !== 'value' || k.approximationOf === undefined) return [];
    const exact = parsed.key.entries[k.approximationOf];
    if (exact?.kind !== 'value') return [];
    const typed = parseGridInEntry(k.source, format);
    if (typed.ok && matchesValue(typed, exact.value, format)) return [];
    return [{ index, source: k.source, reason: 'short_approximation', exact: exact.source }];
  });
};

// SAT student-produced response (SPR, "grid-in") grading, exams.md §1.2 (College Board directions ☑️).
// Pure and exact: every value is a bigint rational (./rational.ts).
import {
  compareRational,
  equalsRational,
  parseRational,
  rational,
  roundRational,
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

/** One entry of an answer key: a value, a range made of one or more bounds (all must hold), or `*`. */
export type GridInKeyEntry =
  | { readonly kind: 'any'; readonly source: string }
  | { readonly kind: 'value'; readonly value: Rational; readonly source: string }
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
  return value ? { kind: 'value', value, source } : undefined;
};

/**
 * Compiles an author-written key (exams.md §1.2 "How to implement": keys list several equivalent
 * forms or several correct values). Each entry is one of:
 * - a number: integer, decimal or fraction (`7/2`, `3.5`, `-1/3`), taken as the exact answer;
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
  return errors.length > 0 ? { ok: false, errors } : { ok: true, key: { entries: parsed } };
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
      (k.kind === 'value' && matchesValue(entry, k.value, format)) ||
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

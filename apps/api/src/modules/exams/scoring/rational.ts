// Exact rational arithmetic on bigint, so that grading never depends on binary floating point
// (0.1 + 0.2 !== 0.3). Used by the SAT student-produced-response grader (exams.md §1.2).

/** A reduced fraction with a positive denominator. Build one with `rational()`, never by hand. */
export interface Rational {
  readonly num: bigint;
  readonly den: bigint;
}

const abs = (n: bigint): bigint => (n < 0n ? -n : n);

const gcd = (a: bigint, b: bigint): bigint => {
  let x = abs(a);
  let y = abs(b);
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
};

/** num/den reduced, sign on the numerator. Throws on a zero denominator (a programming error). */
export const rational = (num: bigint, den: bigint = 1n): Rational => {
  if (den === 0n) throw new RangeError('rational: zero denominator');
  const sign = den < 0n ? -1n : 1n;
  const g = gcd(num, den) || 1n;
  return { num: (sign * num) / g, den: (sign * den) / g };
};

/** Exact order of two rationals (used for range keys, exams.md §1.2). */
export const compareRational = (a: Rational, b: Rational): -1 | 0 | 1 => {
  const l = a.num * b.den;
  const r = b.num * a.den;
  return l < r ? -1 : l > r ? 1 : 0;
};

/** Exact equality; reduced forms make it structural. */
export const equalsRational = (a: Rational, b: Rational): boolean => a.num === b.num && a.den === b.den;

/** Exact sum. */
export const addRational = (a: Rational, b: Rational): Rational =>
  rational(a.num * b.den + b.num * a.den, a.den * b.den);

/** Exact difference. */
export const subtractRational = (a: Rational, b: Rational): Rational =>
  rational(a.num * b.den - b.num * a.den, a.den * b.den);

const pow10 = (places: number): bigint => 10n ** BigInt(places);

/** The value cut to `places` decimal digits, toward zero (the "truncate" of exams.md §1.2 rule 4). */
export const truncateRational = (r: Rational, places: number): Rational => {
  const scale = pow10(places);
  // bigint division truncates toward zero, which is what removing digits does for negatives too.
  return rational((r.num * scale) / r.den, scale);
};

/** The value rounded to `places` decimal digits, halves away from zero (ordinary school rounding). */
export const roundRational = (r: Rational, places: number): Rational => {
  const scale = pow10(places);
  const scaled = abs(r.num) * scale;
  const q = scaled / r.den;
  const rem = scaled % r.den;
  const mag = 2n * rem >= r.den ? q + 1n : q;
  return rational(r.num < 0n ? -mag : mag, scale);
};

const NUMBER = /^([-+]?)(\d*)(?:\.(\d*))?$/;
const FRACTION = /^([-+]?)(\d+)\/(\d+)$/;

/**
 * Parses an author-written number: an integer, a decimal (`.5`, `3.`, `-0.25`) or a fraction of
 * integers (`-7/2`). No width limit. Returns undefined for anything else, including `x/0`.
 */
export const parseRational = (text: string): Rational | undefined => {
  const t = text.trim();
  const f = FRACTION.exec(t);
  if (f) {
    const den = BigInt(f[3] ?? '0');
    if (den === 0n) return undefined;
    const n = BigInt(f[2] ?? '0');
    return rational(f[1] === '-' ? -n : n, den);
  }
  const m = NUMBER.exec(t);
  if (!m) return undefined;
  const intDigits = m[2] ?? '';
  const fracDigits = m[3] ?? '';
  if (intDigits === '' && fracDigits === '') return undefined;
  const n = BigInt(`${intDigits}${fracDigits}` || '0');
  return rational(m[1] === '-' ? -n : n, pow10(fracDigits.length));
};

/** Fixed-point text with exactly `places` digits after the point (no leading-zero trimming). */
export const formatFixed = (r: Rational, places: number): string => {
  const t = roundRational(r, places);
  const scale = pow10(places);
  const mag = abs(t.num) * (scale / t.den);
  const digits = mag.toString().padStart(places + 1, '0');
  const intPart = digits.slice(0, digits.length - places);
  const fracPart = digits.slice(digits.length - places);
  return `${t.num < 0n ? '-' : ''}${intPart}${places > 0 ? `.${fracPart}` : ''}`;
};

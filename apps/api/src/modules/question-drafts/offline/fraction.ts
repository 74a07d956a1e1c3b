/**
 * Small exact fractions for the offline generator's parameters (safe integers only: the templates keep
 * their numbers small), their LaTeX, mathjs and grid-in forms, and the seeded random source.
 */
import { parseGridInEntry, SAT_GRID_IN_FORMAT } from '../../exams/scoring/grid-in.ts';

export interface Q {
  readonly n: number;
  readonly d: number;
}

const gcd = (a: number, b: number): number => {
  let [x, y] = [Math.abs(a), Math.abs(b)];
  while (y) [x, y] = [y, x % y];
  return x;
};

export const q = (n: number, d = 1): Q => {
  if (d === 0 || !Number.isSafeInteger(n) || !Number.isSafeInteger(d)) throw new RangeError('q: bad fraction');
  const g = gcd(n, d) || 1;
  const sign = d < 0 ? -1 : 1;
  return { n: (sign * n) / g + 0, d: (sign * d) / g };
};
export const add = (a: Q, b: Q) => q(a.n * b.d + b.n * a.d, a.d * b.d);
export const sub = (a: Q, b: Q) => q(a.n * b.d - b.n * a.d, a.d * b.d);
export const mul = (a: Q, b: Q) => q(a.n * b.n, a.d * b.d);
export const div = (a: Q, b: Q) => q(a.n * b.d, a.d * b.n);
export const same = (a: Q, b: Q) => a.n === b.n && a.d === b.d;
export const isInteger = (a: Q) => a.d === 1;

/** Whether the denominator divides 100 (the value has at most two decimals). */
const twoDecimals = (a: Q) => 100 % a.d === 0;

/** LaTeX of a value: `12`, `-3`, `93.75` (at most two decimals), else `\frac{7}{3}` / `-\frac{7}{3}`. */
export const tex = (a: Q): string => {
  if (a.d === 1) return String(a.n);
  if (twoDecimals(a)) return String(a.n / a.d);
  return `${a.n < 0 ? '-' : ''}\\frac{${Math.abs(a.n)}}{${a.d}}`;
};

/** A value as a mathjs literal (`7/2` in parentheses when it is a fraction). */
export const expr = (a: Q): string => (a.d === 1 ? (a.n < 0 ? `(${a.n})` : String(a.n)) : `(${a.n}/${a.d})`);

/** The grid-in key entry of a non-negative value that fits the SAT grid (`7/2`, `3.5`), else null. */
export const gridEntry = (a: Q): string | null => {
  if (a.n < 0) return null;
  const candidates = a.d === 1 ? [String(a.n)] : [`${a.n}/${a.d}`, ...(twoDecimals(a) ? [String(a.n / a.d)] : [])];
  return candidates.find((c) => parseGridInEntry(c, SAT_GRID_IN_FORMAT).ok) ?? null;
};

/** `ax` for a coefficient: `x`, `-x`, `3x`. */
export const term = (a: number, variable: string) =>
  a === 1 ? variable : a === -1 ? `-${variable}` : `${a}${variable}`;

/** ` + 5` / ` - 5` after a first term (nothing for 0). */
export const plus = (b: number) => (b === 0 ? '' : b > 0 ? ` + ${b}` : ` - ${-b}`);

/** The seeded random source (mulberry32): the same seed gives the same sequence. */
export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
}

export const seededRng = (seed: number): Rng => {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)]!,
  };
};

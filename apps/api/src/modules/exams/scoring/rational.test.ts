import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addRational,
  compareRational,
  formatFixed,
  parseRational,
  rational,
  roundRational,
  subtractRational,
  truncateRational,
} from './rational.ts';

describe('rational', () => {
  it('reduces and keeps the sign on the numerator', () => {
    expect(rational(4n, -6n)).toEqual({ num: -2n, den: 3n });
    expect(rational(0n, -5n)).toEqual({ num: 0n, den: 1n });
    expect(() => rational(1n, 0n)).toThrow(RangeError);
  });

  it('parses integers, decimals and fractions exactly', () => {
    expect(parseRational('0.1')).toEqual(rational(1n, 10n));
    expect(parseRational('-.25')).toEqual(rational(-1n, 4n));
    expect(parseRational('3.')).toEqual(rational(3n));
    expect(parseRational('-7/2')).toEqual(rational(-7n, 2n));
    for (const bad of ['', '.', '-', '1/0', '1.5/2', 'x', '1e3']) expect(parseRational(bad)).toBeUndefined();
    expect(addRational(parseRational('0.1') ?? rational(0n), parseRational('0.2') ?? rational(0n))).toEqual(
      parseRational('0.3'),
    );
  });

  it('truncates toward zero and rounds halves away from zero', () => {
    expect(truncateRational(rational(-2n, 3n), 4)).toEqual(rational(-6666n, 10000n));
    expect(roundRational(rational(-2n, 3n), 4)).toEqual(rational(-6667n, 10000n));
    expect(roundRational(rational(5n, 2n), 0)).toEqual(rational(3n));
    expect(roundRational(rational(-5n, 2n), 0)).toEqual(rational(-3n));
    expect(formatFixed(rational(2n, 3n), 3)).toBe('0.667');
    expect(formatFixed(rational(-1n, 8n), 1)).toBe('-0.1');
    expect(formatFixed(rational(7n), 0)).toBe('7');
  });

  it('orders consistently with subtraction', () => {
    const r = fc.tuple(fc.integer({ min: -1e6, max: 1e6 }), fc.integer({ min: 1, max: 1e6 }));
    fc.assert(
      fc.property(r, r, ([a, b], [c, d]) => {
        const x = rational(BigInt(a), BigInt(b));
        const y = rational(BigInt(c), BigInt(d));
        expect(compareRational(x, y)).toBe(Math.sign(Number(subtractRational(x, y).num)));
        const t = truncateRational(x, 3);
        expect(compareRational(subtractRational(x, t), rational(0n)) * Math.sign(a)).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

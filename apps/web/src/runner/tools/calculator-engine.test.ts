import { describe, expect, it } from 'vitest';
import { evaluateRows, formatNumber, normalizeExpression, toFraction, type RowResult } from './calculator-engine.ts';

const value = (r: RowResult | undefined) => (r?.kind === 'value' || r?.kind === 'assign' ? r.value : undefined);
const graph = (r: RowResult | undefined) => {
  if (r?.kind !== 'graph') throw new Error(`not a graph: ${JSON.stringify(r)}`);
  return r.fn;
};

describe('evaluateRows: plain evaluation', () => {
  it('does fractions, powers, roots and implicit multiplication', () => {
    const [a, b, c, d, e] = evaluateRows(['1/3 + 1/6', '2^10', 'sqrt(144) + √9', '2pi', '3(4 - 1)^2'], 'rad');
    expect(value(a)).toBeCloseTo(0.5, 12);
    expect(value(b)).toBe(1024);
    expect(value(c)).toBe(15);
    expect(value(d)).toBeCloseTo(2 * Math.PI, 12);
    expect(value(e)).toBe(27);
  });

  it('does trigonometry in radians or degrees, log base 10 and ln', () => {
    expect(value(evaluateRows(['sin(pi/6)'], 'rad')[0])).toBeCloseTo(0.5, 12);
    expect(value(evaluateRows(['sin(30)'], 'deg')[0])).toBeCloseTo(0.5, 12);
    expect(value(evaluateRows(['acos(0.5)'], 'deg')[0])).toBeCloseTo(60, 10);
    expect(value(evaluateRows(['log(1000)', 'ln(e^2)', 'log(8, 2)'], 'rad')[0])).toBeCloseTo(3, 12);
    expect(value(evaluateRows(['ln(e^2)'], 'rad')[0])).toBeCloseTo(2, 12);
    expect(value(evaluateRows(['log(8, 2)'], 'rad')[0])).toBeCloseTo(3, 12);
  });

  it('keeps to real numbers: the square root of a negative is an error, not a complex number', () => {
    expect(evaluateRows(['sqrt(-4)'], 'rad')[0]).toMatchObject({ kind: 'value', value: NaN });
    expect(value(evaluateRows(['cbrt(-8)'], 'rad')[0])).toBe(-2);
  });

  it('reports syntax errors and unknown names', () => {
    expect(evaluateRows(['2 +'], 'rad')[0]).toMatchObject({ kind: 'error', code: 'syntax' });
    expect(evaluateRows(['q + 1'], 'rad')[0]).toMatchObject({ kind: 'error', code: 'undefined_symbol', detail: 'q' });
    expect(evaluateRows(['k x'], 'rad')[0]).toMatchObject({ kind: 'error', code: 'undefined_symbol', detail: 'k' });
    expect(evaluateRows([''], 'rad')[0]).toEqual({ kind: 'empty' });
  });
});

describe('evaluateRows: the expression list', () => {
  it('defines constants for the rows below and graphs expressions in x', () => {
    const rows = evaluateRows(['a = 2', 'b = a + 1', 'y = a x + b', 'x^2 - b', 'a b'], 'rad');
    expect(value(rows[0])).toBe(2);
    expect(value(rows[1])).toBe(3);
    expect(graph(rows[2])(4)).toBe(11);
    expect(graph(rows[3])(3)).toBe(6);
    expect(value(rows[4])).toBe(6);
  });

  it('defines and graphs f(x) and lets later rows call it', () => {
    const rows = evaluateRows(['f(x) = x^2 + 1', 'f(3)', 'y = f(x) - 1'], 'rad');
    expect(graph(rows[0])(2)).toBe(5);
    expect(value(rows[1])).toBe(10);
    expect(graph(rows[2])(-3)).toBe(9);
  });

  it('graphs y = constant as a horizontal line, and refuses to redefine x', () => {
    expect(graph(evaluateRows(['y = 4'], 'rad')[0])(100)).toBe(4);
    expect(evaluateRows(['x = 3'], 'rad')[0]).toMatchObject({ kind: 'error', code: 'reserved' });
  });

  it('gives NaN where a graphed function is undefined', () => {
    const fn = graph(evaluateRows(['sqrt(x)'], 'rad')[0]);
    expect(fn(-1)).toBeNaN();
    expect(fn(9)).toBe(3);
  });
});

describe('toFraction and formatNumber', () => {
  it('finds the simple fraction behind a float', () => {
    expect(toFraction(0.1 + 0.2)).toEqual({ numerator: 3, denominator: 10 });
    expect(toFraction(2 / 3)).toEqual({ numerator: 2, denominator: 3 });
    expect(toFraction(-7 / 2)).toEqual({ numerator: -7, denominator: 2 });
    expect(toFraction(Math.SQRT2)).toBeNull();
    expect(toFraction(Math.PI)).toBeNull();
  });

  it('shows 10 significant digits and scientific notation at the extremes', () => {
    expect(formatNumber(1 / 3)).toBe('0.3333333333');
    expect(formatNumber(-2.5)).toBe('−2.5');
    expect(formatNumber(0.1 + 0.2)).toBe('0.3');
    expect(formatNumber(123456789012)).toBe('1.234568×10^11');
    expect(formatNumber(NaN)).toBe('undefined');
  });

  it('normalizes typed symbols', () => {
    expect(normalizeExpression('√(2)×π − 3²')).toBe('sqrt(2)*pi - 3^2');
    expect(normalizeExpression('√9 + √x + √12.5')).toBe('sqrt(9) + sqrt(x) + sqrt(12.5)');
  });
});

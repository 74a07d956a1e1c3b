import {
  absDependencies,
  acosDependencies,
  addDependencies,
  asinDependencies,
  atanDependencies,
  cbrtDependencies,
  ceilDependencies,
  compileDependencies,
  cosDependencies,
  create,
  divideDependencies,
  eDependencies,
  expDependencies,
  factorialDependencies,
  floorDependencies,
  maxDependencies,
  minDependencies,
  modDependencies,
  multiplyDependencies,
  nthRootDependencies,
  parseDependencies,
  piDependencies,
  powDependencies,
  roundDependencies,
  sinDependencies,
  sqrtDependencies,
  subtractDependencies,
  tanDependencies,
  unaryMinusDependencies,
  unaryPlusDependencies,
  type FactoryFunctionMap,
  type MathNode,
} from 'mathjs/number';

/**
 * The calculator's maths: mathjs's expression parser with only the functions a SAT student needs (so the
 * lazy chunk stays small and nothing reaches the network). Real numbers only (`predictable`: √−4 is
 * undefined, as on a school calculator). `log` is base 10 and `ln` natural, as on the SAT's calculator.
 */
const math = create(
  {
    parseDependencies,
    compileDependencies,
    addDependencies,
    subtractDependencies,
    multiplyDependencies,
    divideDependencies,
    powDependencies,
    unaryMinusDependencies,
    unaryPlusDependencies,
    modDependencies,
    factorialDependencies,
    sqrtDependencies,
    cbrtDependencies,
    nthRootDependencies,
    absDependencies,
    expDependencies,
    floorDependencies,
    ceilDependencies,
    roundDependencies,
    minDependencies,
    maxDependencies,
    sinDependencies,
    cosDependencies,
    tanDependencies,
    asinDependencies,
    acosDependencies,
    atanDependencies,
    piDependencies,
    eDependencies,
    // mathjs types each dependency map as possibly undefined; every one imported here exists.
  } as FactoryFunctionMap,
  { predictable: true },
);

export type AngleMode = 'rad' | 'deg';
export type Fn = (x: number) => number;

export type RowResult =
  | { readonly kind: 'empty' }
  | { readonly kind: 'value'; readonly value: number }
  | { readonly kind: 'assign'; readonly name: string; readonly value: number }
  | { readonly kind: 'graph'; readonly fn: Fn }
  | {
      readonly kind: 'error';
      readonly code: 'syntax' | 'undefined_symbol' | 'not_a_number' | 'reserved';
      readonly detail: string;
    };

const D = Math.PI / 180;
const trig = (mode: AngleMode): Record<string, (...a: number[]) => number> => ({
  sin: (x) => Math.sin(mode === 'deg' ? x * D : x),
  cos: (x) => Math.cos(mode === 'deg' ? x * D : x),
  tan: (x) =>
    mode === 'deg' && Math.abs((((x % 180) + 180) % 180) - 90) < 1e-12 ? NaN : Math.tan(mode === 'deg' ? x * D : x),
  asin: (x) => Math.asin(x) / (mode === 'deg' ? D : 1),
  acos: (x) => Math.acos(x) / (mode === 'deg' ? D : 1),
  atan: (x) => Math.atan(x) / (mode === 'deg' ? D : 1),
  sec: (x) => 1 / Math.cos(mode === 'deg' ? x * D : x),
  csc: (x) => 1 / Math.sin(mode === 'deg' ? x * D : x),
  cot: (x) => 1 / Math.tan(mode === 'deg' ? x * D : x),
  ln: (x) => Math.log(x),
  log: (x, base) => (base === undefined ? Math.log10(x) : Math.log(x) / Math.log(base)),
});

/** Typed symbols a keyboard does not have, and habits from other calculators, as the parser reads them. */
export const normalizeExpression = (text: string): string =>
  text
    .replace(/π/g, 'pi')
    .replace(/√\s*(\d+(?:\.\d+)?|[A-Za-z])(?![\w(])/g, 'sqrt($1)')
    .replace(/√/g, 'sqrt')
    .replace(/[×·]/g, '*')
    .replace(/÷/g, '/')
    .replace(/[−–]/g, '-')
    .replace(/²/g, '^2')
    .replace(/³/g, '^3')
    .replace(/θ/g, 'x');

const freeSymbols = (node: MathNode): string[] =>
  node
    .filter((n, path, parent) => n.type === 'SymbolNode' && !(parent?.type === 'FunctionNode' && path === 'fn'))
    .map((n) => (n as unknown as { name: string }).name);

const asNumber = (value: unknown): number => (typeof value === 'number' ? value : NaN);

const errorOf = (error: unknown): RowResult => {
  const message = error instanceof Error ? error.message : String(error);
  const undefinedSymbol = /Undefined (?:symbol|function) (\w+)/.exec(message);
  if (undefinedSymbol) return { kind: 'error', code: 'undefined_symbol', detail: undefinedSymbol[1] ?? '' };
  return { kind: 'error', code: error instanceof SyntaxError ? 'syntax' : 'not_a_number', detail: '' };
};

/** A graphable function of x from an expression node, evaluated against the rows above it. */
const functionOf = (node: MathNode, scope: Map<string, unknown>): Fn => {
  const compiled = node.compile();
  const local = new Map(scope);
  return (x: number) => {
    local.set('x', x);
    try {
      return asNumber(compiled.evaluate(local));
    } catch {
      return NaN;
    }
  };
};

/**
 * Evaluates the expression list in order, like a graphing calculator: `a = 3` defines a constant for the
 * rows below, `f(x) = …` defines and graphs a function, `y = …` or any expression in x is graphed, and an
 * expression without x shows its value.
 */
export const evaluateRows = (rows: readonly string[], mode: AngleMode): RowResult[] => {
  const scope = new Map<string, unknown>(Object.entries(trig(mode)));
  return rows.map((raw): RowResult => {
    const text = normalizeExpression(raw).trim();
    if (text === '') return { kind: 'empty' };
    let node: MathNode;
    try {
      node = math.parse(text);
    } catch (error) {
      return errorOf(error);
    }
    try {
      if (node.type === 'FunctionAssignmentNode') {
        const { name, params } = node as unknown as { name: string; params: string[] };
        if (name === 'x' || name === 'y') return { kind: 'error', code: 'reserved', detail: name };
        const fn = node.compile().evaluate(scope) as unknown;
        if (typeof fn !== 'function') return { kind: 'error', code: 'not_a_number', detail: '' };
        scope.set(name, fn);
        if (params.length !== 1) return { kind: 'empty' };
        return {
          kind: 'graph',
          fn: (x) => {
            try {
              return asNumber((fn as (v: number) => unknown)(x));
            } catch {
              return NaN;
            }
          },
        };
      }
      if (node.type === 'AssignmentNode') {
        const { object, value } = node as unknown as { object: MathNode; value: MathNode };
        const name = object.type === 'SymbolNode' ? (object as unknown as { name: string }).name : '';
        if (name === 'y') return { kind: 'graph', fn: functionOf(value, scope) };
        if (name === '' || name === 'x') return { kind: 'error', code: 'reserved', detail: name || '=' };
        if (freeSymbols(value).includes('x')) return { kind: 'error', code: 'reserved', detail: name };
        const result = asNumber(value.compile().evaluate(scope));
        if (Number.isNaN(result)) return { kind: 'error', code: 'not_a_number', detail: '' };
        scope.set(name, result);
        return { kind: 'assign', name, value: result };
      }
      if (freeSymbols(node).includes('x')) {
        const unknown = freeSymbols(node).find((s) => s !== 'x' && !scope.has(s) && !['pi', 'e'].includes(s));
        if (unknown) return { kind: 'error', code: 'undefined_symbol', detail: unknown };
        return { kind: 'graph', fn: functionOf(node, scope) };
      }
      const value = node.compile().evaluate(scope) as unknown;
      return typeof value === 'number' ? { kind: 'value', value } : { kind: 'error', code: 'not_a_number', detail: '' };
    } catch (error) {
      return errorOf(error);
    }
  });
};

/**
 * The simplest fraction equal to a value within floating-point noise (continued fractions, denominator up
 * to `maxDenominator`), or null when there is none: 0.1 + 0.2 → 3/10, 2/3 → 2/3, √2 → null.
 */
export const toFraction = (
  value: number,
  maxDenominator = 10000,
): { numerator: number; denominator: number } | null => {
  if (!Number.isFinite(value)) return null;
  const sign = value < 0 ? -1 : 1;
  const x = Math.abs(value);
  let [h0, h1, k0, k1] = [0, 1, 1, 0];
  let rest = x;
  for (let i = 0; i < 40; i++) {
    const a = Math.floor(rest);
    [h0, h1] = [h1, a * h1 + h0];
    [k0, k1] = [k1, a * k1 + k0];
    if (k1 > maxDenominator) return null;
    if (Math.abs(x - h1 / k1) <= 1e-10 * Math.max(1, x)) return { numerator: sign * h1, denominator: k1 };
    const frac = rest - a;
    if (frac < 1e-15) break;
    rest = 1 / frac;
  }
  return null;
};

/** A result as a calculator shows it: 10 significant digits, scientific notation for the very large or small. */
export const formatNumber = (value: number): string => {
  if (Number.isNaN(value)) return 'undefined';
  if (!Number.isFinite(value)) return value > 0 ? '∞' : '−∞';
  if (value === 0) return '0';
  const abs = Math.abs(value);
  if (abs >= 1e10 || abs < 1e-6) {
    const [mantissa = '', exponent = ''] = value.toExponential(6).split('e');
    return `${mantissa.replace(/\.?0+$/, '')}×10^${Number(exponent)}`;
  }
  return String(Number(value.toPrecision(10))).replace('-', '−');
};

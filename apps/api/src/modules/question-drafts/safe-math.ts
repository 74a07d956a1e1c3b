/**
 * A restricted mathjs evaluator for the key check of drafts (issue 13, decision 0026). A solution is text a
 * model or a person wrote, so it is parsed once and its tree checked before anything runs:
 * - only numbers, `pi`/`e`, arithmetic operators, parentheses, lists (`[2, 3]`) and an allow-list of
 *   numeric functions; no symbols to assign, no strings, no units, no `import`, `evaluate`, `parse` …;
 * - bounded size: at most MAX_NODES nodes, literals of at most MAX_DIGITS digits, constant exponents whose
 *   product stays within MAX_EXPONENT_PRODUCT, and factorials or combinations of small constants only, so
 *   exact (bigint) arithmetic cannot run away in time or memory (evaluation is synchronous: bounds are
 *   static, there is no clock to interrupt it).
 * It evaluates with exact fractions first (mathjs Fraction); what fractions cannot do (a square root, a
 * median) is evaluated again with 64-digit BigNumbers and compared within a tolerance.
 */
import type { ConfigOptions, MathNode } from 'mathjs';
import { rational, type Rational } from '../exams/scoring/rational.ts';

export const MAX_NODES = 200;
const MAX_DIGITS = 30;
const MAX_EXPONENT_PRODUCT = 1024;
const MAX_FACTORIAL = 30;
const MAX_COMBINATION = 100;

const FUNCTIONS = new Set([
  'sqrt',
  'cbrt',
  'nthRoot',
  'abs',
  'min',
  'max',
  'mean',
  'median',
  'sum',
  'prod',
  'gcd',
  'lcm',
  'floor',
  'ceil',
  'round',
  'fix',
  'mod',
  'pow',
  'exp',
  'log',
  'log10',
  'log2',
  'sin',
  'cos',
  'tan',
  'asin',
  'acos',
  'atan',
  'factorial',
  'combinations',
  'permutations',
]);
const CONSTANTS = new Set(['pi', 'e']);
const OPERATORS = new Set([
  'add',
  'subtract',
  'multiply',
  'divide',
  'pow',
  'mod',
  'unaryMinus',
  'unaryPlus',
  'factorial',
  'dotMultiply',
  'dotDivide',
]);

const DISABLED = [
  'import',
  'createUnit',
  'evaluate',
  'parse',
  'compile',
  'simplify',
  'derivative',
  'resolve',
  'reviver',
  'replacer',
  'chain',
] as const;

type MathJs = typeof import('mathjs');

/** An instance whose own `import`, `evaluate`, `parse` … refuse, with its parser kept for our use only. */
const restricted = (mathjs: MathJs, config: ConfigOptions) => {
  const math = mathjs.create(mathjs.all!, config);
  const parse = math.parse.bind(math);
  const refuse = () => {
    throw new Error('disabled');
  };
  math.import(Object.fromEntries(DISABLED.map((name) => [name, refuse])), { override: true });
  return { math, parse };
};

let engines: { fractions: ReturnType<typeof restricted>; bignumbers: ReturnType<typeof restricted> } | null = null;

/**
 * Loads mathjs and builds the two restricted instances, once. mathjs is large: the server loads it the
 * first time a draft is generated or approved, not at start (issue 12's idle memory).
 */
export const loadSafeMath = async (): Promise<void> => {
  if (engines) return;
  const mathjs = await import('mathjs');
  engines ??= {
    fractions: restricted(mathjs, { number: 'Fraction' }),
    bignumbers: restricted(mathjs, { number: 'BigNumber', precision: 64 }),
  };
};

const loaded = () => {
  if (!engines) throw new Error('safe-math: await loadSafeMath() before evaluating');
  return engines;
};

export class UnsafeExpressionError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'UnsafeExpressionError';
  }
}

/** A constant (possibly negated) as a plain number, or undefined. */
const constantOf = (node: MathNode): number | undefined => {
  if (node.type === 'ConstantNode') return Number((node as unknown as { value: unknown }).value);
  if (node.type === 'ParenthesisNode') return constantOf((node as unknown as { content: MathNode }).content);
  if (node.type === 'OperatorNode') {
    const op = node as unknown as { fn: string; args: MathNode[] };
    if (op.fn === 'unaryMinus' && op.args.length === 1) {
      const v = constantOf(op.args[0]!);
      return v === undefined ? undefined : -v;
    }
    if (op.fn === 'divide' && op.args.length === 2) {
      const [n, d] = [constantOf(op.args[0]!), constantOf(op.args[1]!)];
      return n === undefined || d === undefined || d === 0 ? undefined : n / d;
    }
  }
  return undefined;
};

/** Throws UnsafeExpressionError when the tree uses anything outside the allow-list or the bounds. */
const vet = (root: MathNode) => {
  let nodes = 0;
  let exponentProduct = 1;
  const smallConstant = (node: MathNode | undefined, max: number, what: string) => {
    const v = node ? constantOf(node) : undefined;
    if (v === undefined || !Number.isInteger(v) || Math.abs(v) > max) throw new UnsafeExpressionError(what);
  };
  /** An exponent is a constant (an integer or a fraction such as `1/3`) of at most 64 in size. */
  const exponent = (node: MathNode | undefined) => {
    const v = node ? constantOf(node) : undefined;
    if (v === undefined || !Number.isFinite(v) || Math.abs(v) > 64) throw new UnsafeExpressionError('exponent');
    exponentProduct *= Math.max(1, Math.abs(v));
  };
  root.traverse((node, _path, parent) => {
    nodes += 1;
    if (nodes > MAX_NODES) throw new UnsafeExpressionError('too_large');
    switch (node.type) {
      case 'ConstantNode': {
        const value = (node as unknown as { value: unknown }).value;
        const text = String(value);
        if (typeof value === 'string' || typeof value === 'boolean' || value === null || value === undefined)
          throw new UnsafeExpressionError('constant');
        if (text.replace(/[^0-9]/g, '').length > MAX_DIGITS) throw new UnsafeExpressionError('too_many_digits');
        return;
      }
      case 'SymbolNode': {
        const name = (node as unknown as { name: string }).name;
        const isCallee =
          parent?.type === 'FunctionNode' && (parent as unknown as { fn: MathNode }).fn === (node as MathNode);
        if (isCallee ? FUNCTIONS.has(name) : CONSTANTS.has(name)) return;
        throw new UnsafeExpressionError(`symbol:${name}`);
      }
      case 'FunctionNode': {
        const fn = node as unknown as { fn: MathNode; args: MathNode[] };
        if (fn.fn.type !== 'SymbolNode') throw new UnsafeExpressionError('callee');
        const name = (fn.fn as unknown as { name: string }).name;
        if (!FUNCTIONS.has(name)) throw new UnsafeExpressionError(`function:${name}`);
        if (name === 'pow') exponent(fn.args[1]);
        if (name === 'factorial') smallConstant(fn.args[0], MAX_FACTORIAL, 'factorial');
        if (name === 'combinations' || name === 'permutations')
          for (const arg of fn.args) smallConstant(arg, MAX_COMBINATION, name);
        break;
      }
      case 'OperatorNode': {
        const op = node as unknown as { fn: string; args: MathNode[] };
        if (!OPERATORS.has(op.fn)) throw new UnsafeExpressionError(`operator:${op.fn}`);
        if (op.fn === 'pow') exponent(op.args[1]);
        if (op.fn === 'factorial') smallConstant(op.args[0], MAX_FACTORIAL, 'factorial');
        break;
      }
      case 'ParenthesisNode':
      case 'ArrayNode':
        break;
      default:
        throw new UnsafeExpressionError(`node:${node.type}`);
    }
    if (exponentProduct > MAX_EXPONENT_PRODUCT) throw new UnsafeExpressionError('exponent');
  });
};

/** A value of an expression: exact when fractions sufficed, else approximate. */
export type MathValue = { exact: Rational } | { approx: number };

const valueOf = (math: ReturnType<typeof restricted>['math'], v: unknown): MathValue[] => {
  if (math.isMatrix(v)) return (v.toArray() as unknown[]).flatMap((x) => valueOf(math, x));
  if (Array.isArray(v)) return v.flatMap((x) => valueOf(math, x));
  if (math.isFraction(v)) return [{ exact: rational(v.s * v.n, v.d) }];
  if (math.isBigNumber(v)) {
    if (!v.isFinite()) throw new UnsafeExpressionError('not_finite');
    return [{ approx: v.toNumber() }];
  }
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) throw new UnsafeExpressionError('not_finite');
    return [{ approx: v }];
  }
  throw new UnsafeExpressionError('not_a_number');
};

/**
 * The value(s) of an expression (a list gives several: `[2, 3]`). Throws UnsafeExpressionError for an
 * expression outside the allow-list or one that does not evaluate to finite real numbers.
 */
export const evaluateSafely = (expression: string): MathValue[] => {
  if (expression.length > 2000) throw new UnsafeExpressionError('too_large');
  const { fractions, bignumbers } = loaded();
  let tree: MathNode;
  try {
    tree = fractions.parse(expression);
  } catch {
    throw new UnsafeExpressionError('syntax');
  }
  vet(tree);
  try {
    const values = valueOf(fractions.math, tree.compile().evaluate({}));
    if (values.length === 0) throw new UnsafeExpressionError('empty');
    return values;
  } catch (e) {
    if (e instanceof UnsafeExpressionError) throw e;
  }
  // What fractions cannot do (roots, medians, irrational constants): again with big decimals.
  try {
    const values = valueOf(bignumbers.math, bignumbers.parse(expression).compile().evaluate({}));
    if (values.length === 0) throw new UnsafeExpressionError('empty');
    return values;
  } catch (e) {
    if (e instanceof UnsafeExpressionError) throw e;
    throw new UnsafeExpressionError('evaluation');
  }
};

const toNumber = (v: MathValue) => ('exact' in v ? Number(v.exact.num) / Number(v.exact.den) : v.approx);

/** Equal exactly when both are exact, else within a relative tolerance of 1e-9. */
export const sameValue = (a: MathValue, b: MathValue): boolean => {
  if ('exact' in a && 'exact' in b) return a.exact.num === b.exact.num && a.exact.den === b.exact.den;
  const x = toNumber(a);
  const y = toNumber(b);
  return Math.abs(x - y) <= 1e-9 * Math.max(1, Math.abs(x), Math.abs(y));
};

/** The value as short text for a flag's detail (`7/2`, `3.1416`). */
export const showValue = (v: MathValue): string =>
  'exact' in v
    ? v.exact.den === 1n
      ? v.exact.num.toString()
      : `${v.exact.num}/${v.exact.den}`
    : String(Number(v.approx.toPrecision(10)));

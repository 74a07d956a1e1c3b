import { isGridInCorrect } from '../modules/exams/scoring/grid-in.ts';

/**
 * Test helpers that check authored answer keys against their `solution` expressions (demo-exams.test.ts).
 * A solution is one expression, or for a grid-in with several right answers several expressions joined by
 * `;`. Expressions use numbers, + - * / ^, parentheses and sqrt only.
 */

const EXPRESSION = /^[0-9+\-*/().^ ]*$/;

/** Evaluates one solution expression; throws on anything but numbers, operators, parentheses and sqrt. */
export const evaluate = (expression: string): number => {
  if (!EXPRESSION.test(expression.replace(/sqrt/g, ''))) throw new Error(`unsupported expression ${expression}`);
  // The characters were checked above: only numbers, operators, parentheses and sqrt reach Function.
  const value = Number(new Function(`return (${expression.replace(/sqrt/g, 'Math.sqrt').replace(/\^/g, '**')});`)());
  if (!Number.isFinite(value)) throw new Error(`${expression} is not a finite number`);
  return value;
};

/** The values of a solution: one per `;`-separated expression. */
export const solutionValues = (solution: string): number[] => solution.split(';').map((e) => evaluate(e.trim()));

/**
 * The number a choice stands for, or undefined for a choice that is not a plain number: `15`, `-3`,
 * `2,000`, `$\frac{1}{3}$`, `$-\dfrac{5}{2}$`, `$3\sqrt{2}$`, `$0.85$`.
 */
export const choiceValue = (text: string): number | undefined => {
  const math = /^\$([^$]+)\$$/.exec(text.trim());
  let expression = (math ? math[1]! : text)
    .trim()
    .replace(/(\d)(?:\{,\}|,)(?=\d{3}\b)/g, '$1')
    .replace(/\\d?frac\{([^{}]+)\}\{([^{}]+)\}/g, '(($1)/($2))')
    .replace(/\\sqrt\{([^{}]+)\}/g, 'sqrt($1)')
    .replace(/\s+/g, '');
  expression = expression.replace(/(\d|\))(?=sqrt|\()/g, '$1*');
  if (expression === '' || !EXPRESSION.test(expression.replace(/sqrt/g, ''))) return undefined;
  try {
    return evaluate(expression);
  } catch {
    return undefined;
  }
};

/** The exact fraction p/q (q ≤ 10 000) closest to a value, by continued fractions. */
export const toFraction = (value: number): { p: bigint; q: bigint } => {
  let [h0, h1, k0, k1] = [0, 1, 1, 0];
  let x = Math.abs(value);
  for (let i = 0; i < 20; i += 1) {
    const a = Math.floor(x);
    const [h2, k2] = [a * h1 + h0, a * k1 + k0];
    if (k2 > 10_000) break;
    [h0, h1, k0, k1] = [h1, h2, k1, k2];
    if (Math.abs(h1 / k1 - Math.abs(value)) < 1e-12 || x - a < 1e-12) break;
    x = 1 / (x - a);
  }
  return { p: BigInt(value < 0 ? -h1 : h1), q: BigInt(k1) };
};

const digitsOf = (n: bigint, places: number) => n.toString().padStart(places + 1, '0');

/**
 * Every entry the College Board accepts for an exact value (exams.md §1.2): the integer, or the fraction if
 * it fits the width, the exact decimal if it fits, and otherwise the decimal truncated and rounded to fill
 * the width, with and without a leading zero (`.6666`, `.6667`, `0.666`, `0.667` for 2/3).
 */
export const acceptedForms = (value: number): string[] => {
  const { p, q } = toFraction(value);
  const sign = p < 0n ? '-' : '';
  const width = sign ? 6 : 5;
  const abs = p < 0n ? -p : p;
  if (abs % q === 0n) return [`${sign}${abs / q}`];
  const forms = new Set<string>();
  const fraction = `${sign}${abs}/${q}`;
  if (fraction.length <= width) forms.add(fraction);
  const whole = abs / q;
  for (const lead of whole === 0n ? ['', '0'] : [whole.toString()]) {
    const places = width - sign.length - lead.length - 1;
    if (places < 1) continue;
    const scale = 10n ** BigInt(places);
    const exact = (abs * scale) % q === 0n;
    for (const scaled of exact ? [(abs * scale) / q] : [(abs * scale) / q, (2n * abs * scale + q) / (2n * q)]) {
      const digits = digitsOf(scaled, places);
      const text = `${sign}${lead}.${digits.slice(-places)}`;
      forms.add(exact ? text.replace(/0+$/, '') : text);
    }
  }
  return [...forms];
};

/** Whether every value of a solution is accepted in every form, and every key entry is a form of one of them. */
export const gridKeyMatches = (solution: string, accept: readonly string[]): string[] => {
  const problems: string[] = [];
  const values = solutionValues(solution);
  const exact = values.map((v) => {
    const { p, q } = toFraction(v);
    return `${p}/${q}`;
  });
  for (const v of values)
    for (const form of acceptedForms(v))
      if (!isGridInCorrect(form, accept)) problems.push(`${form} (= ${v}) is refused`);
  for (const entry of accept)
    if (!isGridInCorrect(entry, exact)) problems.push(`${entry} is accepted but solves nothing`);
  return problems;
};

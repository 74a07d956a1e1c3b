/**
 * The key check of drafts (issue 13, decision 0026): a math item's worked `solution` is evaluated by the
 * restricted evaluator (safe-math.ts) and compared with its key, exactly where fractions suffice.
 * - grid-in: every value of the solution must be accepted by the key (a value entry equal to it, or a
 *   range it satisfies; `*` accepts everything);
 * - choices: every correct choice's value must be a value of the solution and no other choice's value
 *   may be one (two choices equal to the answer is a broken item too);
 * - a math item without a solution, or whose key cannot be read as numbers (a choice `$2x+3$`), is
 *   `unchecked`; a solution that does not evaluate is a `mismatch` (it cannot confirm the key).
 * Flag details are short, language-neutral facts (`solution=5 key=7`), never sentences.
 */
import type { AnswerKey, Choice, DraftFlag, QuestionType, Section } from '@prepwell/contracts';
import { parseGridInKey } from '../exams/scoring/grid-in.ts';
import { compareRational } from '../exams/scoring/rational.ts';
import { evaluateSafely, sameValue, showValue, UnsafeExpressionError, type MathValue } from './safe-math.ts';

export interface CheckedItem {
  section: Section;
  type: QuestionType;
  choices: readonly Choice[];
  answerKey: AnswerKey;
  solution: string | null;
}

export type KeyCheck =
  | { status: 'ok' }
  | { status: 'not_math' }
  | { status: 'unchecked'; detail: string }
  | { status: 'mismatch'; detail: string };

const MATH_TYPES: readonly QuestionType[] = ['multiple_choice', 'multi_select', 'grid_in'];

/** Whether the key check applies: a math item answered by choices or a grid-in. */
export const isMathItem = (item: Pick<CheckedItem, 'section' | 'type'>) =>
  item.section === 'math' && MATH_TYPES.includes(item.type);

/** Rich text (authored `$…$` or the editor's HTML) → the plain text of a choice, math kept as LaTeX. */
const choicePlain = (text: string) =>
  text
    .replace(/<span[^>]*data-math="[^"]*"[^>]*>([\s\S]*?)<\/span>/gi, ' $1 ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\\\$/g, '')
    .replace(/\$/g, ' ')
    .trim();

/** Repeatedly rewrites `\cmd{a}{b}` (innermost first) until none is left. */
const rewriteBraces = (text: string, command: RegExp, to: (...groups: string[]) => string) => {
  let out = text;
  for (let i = 0; i < 20; i++) {
    const next = out.replace(command, (_m, ...groups: string[]) => to(...groups));
    if (next === out) break;
    out = next;
  }
  return out;
};

/**
 * A choice's text → a mathjs expression, or null when it is not a number: `$\frac{7}{2}$`, `$-3$`,
 * `$x = 4$`, `$25\%$` (the number of percent, 25), `1,200`, `$12\text{ cm}^2$` (units dropped), `$2\sqrt{3}$`.
 */
export const choiceExpression = (text: string): string | null => {
  let t = choicePlain(text);
  t = t.replace(/^[a-zA-Z]\s*=\s*/, ''); // "x = 4"
  t = t.replace(/\\text\{[^}]*\}(\s*\^\s*\{?\d\}?)?/g, ''); // units: \text{ cm}^2
  t = t.replace(/\\(?:mathrm|textrm)\{[^}]*\}/g, '');
  t = t.replace(/\\?%/g, '');
  t = t.replace(/\\left|\\right|\\,|\\!|\\;|~/g, '');
  t = rewriteBraces(t, /\\[dt]?frac\{([^{}]*)\}\{([^{}]*)\}/g, (a, b) => `((${a})/(${b}))`);
  t = rewriteBraces(t, /\\sqrt\[([^\]]*)\]\{([^{}]*)\}/g, (n, x) => `nthRoot(${x},${n})`);
  t = rewriteBraces(t, /\\sqrt\{([^{}]*)\}/g, (x) => `sqrt(${x})`);
  t = t
    .replace(/\\(?:cdot|times)/g, '*')
    .replace(/\\div/g, '/')
    .replace(/\\pi/g, 'pi')
    .replace(/[−–]/g, '-')
    .replace(/(\d),(?=\d{3}\b)/g, '$1')
    .replace(/[{]/g, '(')
    .replace(/[}]/g, ')')
    .replace(/\s+(cm|m|km|in|ft|yd|mi|units?|square|degrees?|°|dollars?)\b.*$/i, '')
    .replace(/^\s*\\?\$\s*/, '')
    .trim();
  if (!t || /[a-zA-Z\\]/.test(t.replace(/sqrt|nthRoot|pi|\be\b/g, ''))) return null;
  return t;
};

const valuesOf = (expression: string): MathValue[] | null => {
  try {
    return evaluateSafely(expression);
  } catch (e) {
    if (e instanceof UnsafeExpressionError) return null;
    throw e;
  }
};

const acceptedByGrid = (value: MathValue, entries: readonly string[]): boolean | null => {
  const parsed = parseGridInKey(entries);
  if (!parsed.ok) return false;
  return parsed.key.entries.some((entry) => {
    if (entry.kind === 'any') return true;
    if (entry.kind === 'value') return sameValue(value, { exact: entry.value });
    return entry.bounds.every((b) => {
      const c =
        'exact' in value
          ? compareRational(value.exact, b.value)
          : Math.sign(value.approx - Number(b.value.num) / Number(b.value.den));
      return b.op === '<' ? c < 0 : b.op === '<=' ? c <= 0 : b.op === '>' ? c > 0 : c >= 0;
    });
  });
};

/** Checks an item's key against its solution (see the file's comment). Pure; never throws. */
export const checkKey = (item: CheckedItem): KeyCheck => {
  if (!isMathItem(item)) return { status: 'not_math' };
  if (!item.solution?.trim()) return { status: 'unchecked', detail: 'no_solution' };
  const solution = valuesOf(item.solution);
  if (!solution) return { status: 'mismatch', detail: 'solution_not_evaluable' };
  const shown = solution.map(showValue).join(',');

  if (item.answerKey.kind === 'grid') {
    const entries = item.answerKey.accept;
    const rejected = solution.find((v) => !acceptedByGrid(v, entries));
    return rejected ? { status: 'mismatch', detail: `solution=${shown} key=${entries.join('|')}` } : { status: 'ok' };
  }
  if (item.answerKey.kind !== 'choice' && item.answerKey.kind !== 'choices')
    return { status: 'unchecked', detail: 'key_not_numeric' };

  const correct = new Set(item.answerKey.correct);
  const valueOfChoice = (choice: Choice) => {
    const expression = choiceExpression(choice.text);
    return expression ? valuesOf(expression) : null;
  };
  for (const choice of item.choices.filter((c) => correct.has(c.id))) {
    const values = valueOfChoice(choice);
    if (!values || values.length !== 1) return { status: 'unchecked', detail: `choice_not_numeric=${choice.id}` };
    if (!solution.some((s) => sameValue(s, values[0]!)))
      return { status: 'mismatch', detail: `solution=${shown} key=${choice.id}:${showValue(values[0]!)}` };
  }
  for (const choice of item.choices.filter((c) => !correct.has(c.id))) {
    const values = valueOfChoice(choice);
    if (values?.length === 1 && solution.some((s) => sameValue(s, values[0]!)))
      return { status: 'mismatch', detail: `solution=${shown} also=${choice.id}` };
  }
  return { status: 'ok' };
};

/** The key flags of a check: `key_mismatch` or `unchecked_key` with the check's detail, else none. */
export const keyFlags = (check: KeyCheck): DraftFlag[] =>
  check.status === 'mismatch'
    ? [{ code: 'key_mismatch', detail: check.detail }]
    : check.status === 'unchecked'
      ? [{ code: 'unchecked_key', detail: check.detail }]
      : [];

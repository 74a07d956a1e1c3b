import { beforeAll, describe, expect, it } from 'vitest';
import type { AnswerKey, Choice } from '@prepwell/contracts';
import { checkKey, choiceExpression, keyFlags, type CheckedItem } from './key-check.ts';
import { evaluateSafely, loadSafeMath, UnsafeExpressionError } from './safe-math.ts';

beforeAll(loadSafeMath);

const mc = (choices: string[], correct: string, solution: string | null): CheckedItem => ({
  section: 'math',
  type: 'multiple_choice',
  choices: choices.map((text, i): Choice => ({ id: 'ABCDE'[i]!, text })),
  answerKey: { kind: 'choice', correct: [correct] },
  solution,
});
const grid = (accept: string[], solution: string | null): CheckedItem => ({
  section: 'math',
  type: 'grid_in',
  choices: [],
  answerKey: { kind: 'grid', accept } as AnswerKey,
  solution,
});

describe('the restricted evaluator', () => {
  it('evaluates exactly with fractions, and roots or medians with big decimals', () => {
    expect(evaluateSafely('(22 - 7) / 3')).toEqual([{ exact: { num: 5n, den: 1n } }]);
    expect(evaluateSafely('0.1 + 0.2')).toEqual([{ exact: { num: 3n, den: 10n } }]);
    expect(evaluateSafely('[2, 7/2]')).toEqual([{ exact: { num: 2n, den: 1n } }, { exact: { num: 7n, den: 2n } }]);
    expect(evaluateSafely('sqrt(16) + median(1, 5, 3)')).toEqual([{ approx: 7 }]);
    expect(evaluateSafely('2^(1/2)')[0]).toEqual({ approx: Math.SQRT2 });
  });

  it('refuses anything outside the allow-list or the bounds', () => {
    const refused = [
      'import({}, {})',
      'evaluate("1+1")',
      'parse("x")',
      'createUnit("foo")',
      'x = 5',
      'f(x) = x^2',
      'x + 1',
      '"a"',
      '5 cm',
      'true',
      '2^1000',
      '(2^64)^64',
      '2^x',
      '200!',
      'factorial(1000)',
      'combinations(1000, 500)',
      '1' + '0'.repeat(40),
      Array.from({ length: 150 }, () => '1').join('+'),
      'cos',
      '1/0',
      'sqrt(-1)',
      '{a: 1}',
      'x.y',
      '[1,2][1]',
    ];
    for (const expression of refused)
      expect(() => evaluateSafely(expression), expression).toThrow(UnsafeExpressionError);
  });
});

describe('choice values', () => {
  it('reads numbers out of the usual choice texts', () => {
    expect(choiceExpression('$12$')).toBe('12');
    expect(choiceExpression('$-\\frac{7}{2}$')).toBe('-((7)/(2))');
    expect(choiceExpression('$x = 4$')).toBe('4');
    expect(choiceExpression('$25\\%$')).toBe('25');
    expect(choiceExpression('$\\$1287$')).toBe('1287');
    expect(choiceExpression('1,200')).toBe('1200');
    expect(choiceExpression('$48\\text{ cm}^2$')).toBe('48');
    expect(choiceExpression('$2\\sqrt{3}$')).toBe('2sqrt(3)');
    expect(choiceExpression('<p><span data-math="inline">\\dfrac{1}{3}</span></p>')).toBe('((1)/(3))');
    expect(choiceExpression('$2x + 3$')).toBeNull();
    expect(choiceExpression('The author disagrees')).toBeNull();
  });
});

describe('the key check', () => {
  it('confirms a right key and flags a planted wrong one', () => {
    expect(checkKey(mc(['$4$', '$5$', '$6$', '$7$'], 'B', '(22 - 7) / 3'))).toEqual({ status: 'ok' });
    const wrong = checkKey(mc(['$4$', '$5$', '$6$', '$7$'], 'C', '(22 - 7) / 3'));
    expect(wrong).toEqual({ status: 'mismatch', detail: 'solution=5 key=C:6' });
    expect(keyFlags(wrong)).toEqual([{ code: 'key_mismatch', detail: 'solution=5 key=C:6' }]);
  });

  it('flags two choices equal to the answer', () => {
    expect(checkKey(mc(['$\\frac{1}{2}$', '$0.5$', '$2$'], 'A', '1/2'))).toEqual({
      status: 'mismatch',
      detail: 'solution=1/2 also=B',
    });
  });

  it('compares grid-in keys exactly: equivalent forms and ranges are accepted', () => {
    expect(checkKey(grid(['7/2', '3.5'], '(3 + 4) / 2'))).toEqual({ status: 'ok' });
    expect(checkKey(grid(['>=3&<4'], '10/3'))).toEqual({ status: 'ok' });
    expect(checkKey(grid(['.3333'], '1/3')).status).toBe('mismatch'); // 0.3333 is not 1/3
    expect(checkKey(grid(['2', '3'], '[2, 3]'))).toEqual({ status: 'ok' });
    expect(checkKey(grid(['2'], '[2, 3]')).status).toBe('mismatch');
    expect(checkKey(grid(['1.4142'], 'sqrt(2)')).status).toBe('mismatch');
    expect(checkKey(grid(['3'], 'sqrt(9)'))).toEqual({ status: 'ok' });
  });

  it('marks math without a solution or with a non-numeric key as unchecked, and skips other sections', () => {
    expect(keyFlags(checkKey(grid(['3'], null)))).toEqual([{ code: 'unchecked_key', detail: 'no_solution' }]);
    expect(checkKey(mc(['$2x$', '$3x$'], 'A', '2'))).toEqual({ status: 'unchecked', detail: 'choice_not_numeric=A' });
    expect(checkKey({ ...mc(['yes', 'no'], 'A', null), section: 'english' })).toEqual({ status: 'not_math' });
    expect(keyFlags({ status: 'not_math' })).toEqual([]);
  });

  it('treats a solution that does not evaluate as a mismatch', () => {
    expect(checkKey(grid(['3'], 'evaluate("3")'))).toEqual({ status: 'mismatch', detail: 'solution_not_evaluable' });
    expect(checkKey(grid(['3'], '3 +'))).toEqual({ status: 'mismatch', detail: 'solution_not_evaluable' });
  });
});

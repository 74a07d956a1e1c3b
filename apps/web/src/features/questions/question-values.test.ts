import { describe, expect, it } from 'vitest';
import { emptyValues, isGridEntry, questionProblems, toInput } from './question-values.ts';
import { fromEditorHtml, toEditorHtml } from './rich-text-convert.ts';

describe('grid-in answers', () => {
  it('accepts numbers, fractions, ranges with = after the sign, and *', () => {
    for (const ok of ['3.5', '7/2', '-1/3', '.75', '<5', '>=2.5', '<=7/2', '>0&<1', '≥2', '*'])
      expect(isGridEntry(ok), ok).toBe(true);
  });
  it('refuses = before the sign, words and a zero denominator', () => {
    for (const bad of ['=<5', '=>2', 'five', '1/0', '>', '<5&', '2..5', '']) expect(isGridEntry(bad), bad).toBe(false);
  });
});

describe('rich text in the editor', () => {
  it('turns the plain authored form into paragraphs, lists and math nodes', () => {
    expect(toEditorHtml('If $x<2$, then\n\n$$x^2<4$$\n- one\n- two')).toBe(
      '<p>If <span data-math="inline">x&lt;2</span>, then</p>' +
        '<p><span data-math="display">x^2&lt;4</span></p><ul><li><p>one</p></li><li><p>two</p></li></ul>',
    );
  });
  it('keeps editor HTML as it is, and an empty editor is an empty text', () => {
    expect(toEditorHtml('<p>Hi <strong>there</strong></p>')).toBe('<p>Hi <strong>there</strong></p>');
    expect(fromEditorHtml('<p></p>')).toBe('');
    expect(fromEditorHtml('<p><img src="/uploads/a.png"></p>')).toBe('<p><img src="/uploads/a.png"></p>');
  });
});

describe('the question form rules', () => {
  it('asks for one right choice, or all of them (a free point)', () => {
    const v = emptyValues('sat');
    v.stem = '<p>Which?</p>';
    v.choices = v.choices.map((c, i) => ({ ...c, text: `<p>${i}</p>`, correct: i < 2 }));
    expect(questionProblems(v).choices).toBe('oneCorrect');
    v.choices = v.choices.map((c) => ({ ...c, correct: true }));
    expect(questionProblems(v)).toEqual({});
    expect(toInput(v).answerKey).toEqual({ kind: 'choice', correct: ['A', 'B', 'C', 'D'] });
  });
  it('checks IRT ranges and asks for a and b together', () => {
    const v = emptyValues('sat');
    v.stem = '<p>Q</p>';
    v.choices = v.choices.map((c, i) => ({ ...c, text: `<p>${i}</p>`, correct: i === 0 }));
    v.irtC = 0.2;
    expect(questionProblems(v)).toMatchObject({ irtA: 'irtAll', irtB: 'irtAll' });
    v.irtA = 9;
    v.irtB = 0;
    expect(questionProblems(v)).toEqual({ irtA: 'irtRange' });
  });
});

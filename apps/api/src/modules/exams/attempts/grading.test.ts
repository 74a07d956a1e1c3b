import { describe, expect, it } from 'vitest';
import { isAnswerCorrect, type GradableQuestion } from './grading.ts';

const q = (type: GradableQuestion['type'], answerKey: GradableQuestion['answerKey']): GradableQuestion => ({
  type,
  answerKey,
  pretest: false,
});

describe('isAnswerCorrect', () => {
  it('grades a multi-select as a set, in any order, without repeats', () => {
    const item = q('multi_select', { kind: 'choices', correct: ['A', 'C'] });
    expect(isAnswerCorrect(item, ['C', 'A'])).toBe(true);
    expect(isAnswerCorrect(item, ['A', 'A'])).toBe(false);
    expect(isAnswerCorrect(item, ['A'])).toBe(false);
  });
  it('grades Build a Sentence tiles in the key’s order only', () => {
    const item = q('build_sentence', { kind: 'choices', correct: ['C', 'A', 'B'] });
    expect(isAnswerCorrect(item, ['C', 'A', 'B'])).toBe(true);
    expect(isAnswerCorrect(item, ['A', 'B', 'C'])).toBe(false);
    expect(isAnswerCorrect(item, ['C', 'A'])).toBe(false);
  });
  it('grades a choice, a grid-in by the College Board rules, and typed letters ignoring case and spaces', () => {
    expect(isAnswerCorrect(q('multiple_choice', { kind: 'choice', correct: ['B'] }), 'B')).toBe(true);
    expect(isAnswerCorrect(q('multiple_choice', { kind: 'choice', correct: ['B'] }), 'A')).toBe(false);
    expect(isAnswerCorrect(q('grid_in', { kind: 'grid', accept: ['2/3'] }), '.6667')).toBe(true);
    expect(isAnswerCorrect(q('grid_in', { kind: 'grid', accept: ['2/3'] }), '0.67')).toBe(false);
    expect(isAnswerCorrect(q('fill_letters', { kind: 'text', accept: ['tiful'] }), ' Tiful ')).toBe(true);
  });
  it('never machine-grades a rated answer, and a missing answer is wrong', () => {
    expect(isAnswerCorrect(q('written_response', { kind: 'rated', max: 5 }), 'An essay')).toBe(false);
    expect(isAnswerCorrect(q('multiple_choice', { kind: 'choice', correct: ['B'] }), null)).toBe(false);
  });
});

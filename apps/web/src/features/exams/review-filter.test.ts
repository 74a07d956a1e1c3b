import { describe, expect, it } from 'vitest';
import { isUnanswered, keepSelection, matchesReviewFilter, reviewCounts, reviewStatusOf } from './review-filter.ts';

const q = (answer: string | string[] | null, correct: boolean | null, flagged = false) => ({
  answer,
  correct,
  flagged,
});

describe('review filters', () => {
  const questions = [
    q('A', true),
    q('B', false, true),
    q(null, false),
    q('  ', false, true),
    q([], null),
    q(['t1', 't2'], false),
    q('essay', null),
  ];

  it('knows an unanswered question in every answer shape', () => {
    expect(questions.map((x) => isUnanswered(x.answer))).toEqual([false, false, true, true, true, false, false]);
  });

  it('filters incorrect (answered and wrong), marked and unanswered', () => {
    expect(questions.filter((x) => matchesReviewFilter(x, 'incorrect'))).toEqual([questions[1], questions[5]]);
    expect(questions.filter((x) => matchesReviewFilter(x, 'marked'))).toEqual([questions[1], questions[3]]);
    expect(questions.filter((x) => matchesReviewFilter(x, 'unanswered'))).toEqual([
      questions[2],
      questions[3],
      questions[4],
    ]);
    expect(reviewCounts(questions)).toEqual({ all: 7, incorrect: 2, marked: 2, unanswered: 3 });
  });

  it('colours the navigator', () => {
    expect(questions.map(reviewStatusOf)).toEqual([
      'correct',
      'incorrect',
      'unanswered',
      'unanswered',
      'unanswered',
      'incorrect',
      'ungraded',
    ]);
  });

  it('keeps the selected question when it is still shown', () => {
    const list = [{ id: 'a' }, { id: 'b' }];
    expect(keepSelection(list, 'b')).toBe('b');
    expect(keepSelection(list, 'z')).toBe('a');
    expect(keepSelection([], 'a')).toBeNull();
  });
});

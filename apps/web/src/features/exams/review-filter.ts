import type { AnswerValue, ReviewQuestion } from '@prepwell/contracts';

/** The explanations page's filters (all / incorrect / marked / unanswered). */
export const REVIEW_FILTERS = ['all', 'incorrect', 'marked', 'unanswered'] as const;
export type ReviewFilter = (typeof REVIEW_FILTERS)[number];

type Reviewable = Pick<ReviewQuestion, 'answer' | 'correct' | 'flagged'>;

/** Nothing entered: null, an empty or blank entry, or no choices picked. */
export const isUnanswered = (answer: AnswerValue): boolean =>
  answer === null || (typeof answer === 'string' ? answer.trim() === '' : answer.length === 0);

/** Incorrect means answered and graded wrong; an unanswered question is its own filter. */
export const matchesReviewFilter = (q: Reviewable, filter: ReviewFilter): boolean => {
  switch (filter) {
    case 'all':
      return true;
    case 'incorrect':
      return !isUnanswered(q.answer) && q.correct === false;
    case 'marked':
      return q.flagged;
    case 'unanswered':
      return isUnanswered(q.answer);
  }
};

export const reviewCounts = (questions: readonly Reviewable[]): Record<ReviewFilter, number> => ({
  all: questions.length,
  incorrect: questions.filter((q) => matchesReviewFilter(q, 'incorrect')).length,
  marked: questions.filter((q) => matchesReviewFilter(q, 'marked')).length,
  unanswered: questions.filter((q) => matchesReviewFilter(q, 'unanswered')).length,
});

export type ReviewStatus = 'correct' | 'incorrect' | 'unanswered' | 'ungraded';

/** The navigator's colour for a question. Without a student (the educator's key view) everything is ungraded. */
export const reviewStatusOf = (q: Reviewable): ReviewStatus => {
  if (isUnanswered(q.answer)) return 'unanswered';
  if (q.correct === null) return 'ungraded';
  return q.correct ? 'correct' : 'incorrect';
};

/** After a filter change, stay on the current question if it still shows, else the first that does. */
export const keepSelection = <T extends { id: string }>(
  visible: readonly T[],
  currentId: string | null,
): string | null => (visible.some((q) => q.id === currentId) ? currentId : (visible[0]?.id ?? null));

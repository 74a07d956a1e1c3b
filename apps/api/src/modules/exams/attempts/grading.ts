import type { AnswerKey, AnswerValue, QuestionType } from '@prepwell/contracts';
import { isGridInCorrect } from '../scoring/grid-in.ts';

/** A question as the grader needs it. */
export interface GradableQuestion {
  type: QuestionType;
  answerKey: AnswerKey;
  pretest: boolean;
}

/** Whether a question counts toward raw scores and routing: not a pretest item, and machine-gradable. */
export const isOperational = (q: GradableQuestion) => !q.pretest && q.answerKey.kind !== 'rated';

/** A scored item a grader rates (speaking, writing): it awaits a grader rather than the machine. */
export const isPendingRating = (q: GradableQuestion) => !q.pretest && q.answerKey.kind === 'rated';

/**
 * The right answer as shown to a student (practice check, review): the correct choice ids, or the
 * accepted grid-in / typed entries; nothing for a rated item, which has no single right answer.
 */
export const correctAnswerOf = (key: AnswerKey): string[] => {
  switch (key.kind) {
    case 'choice':
    case 'choices':
      return [...key.correct];
    case 'grid':
    case 'text':
      return [...key.accept];
    case 'rated':
      return [];
  }
};

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x) => b.includes(x)) && new Set(a).size === a.length;
const sameSequence = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);
const normalText = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * Grades one saved answer with the scoring core: a choice by its key, grid-in by the College Board rules
 * (isGridInCorrect), several choices as a set (tiles of a sentence in order), typed text against the accepted spellings. Rated answers
 * (speaking, writing) are never machine-graded here. A missing answer is wrong.
 */
export const isAnswerCorrect = (q: GradableQuestion, answer: AnswerValue | undefined): boolean => {
  if (answer === undefined || answer === null) return false;
  const key = q.answerKey;
  switch (key.kind) {
    case 'choice':
      return typeof answer === 'string'
        ? key.correct.includes(answer)
        : answer.length === 1 && key.correct.includes(answer[0]!);
    case 'choices':
      // Build a Sentence: the tiles in the key's order; a multi-select: the same set in any order.
      return (
        Array.isArray(answer) &&
        (q.type === 'build_sentence' ? sameSequence(answer, key.correct) : sameSet(answer, key.correct))
      );
    case 'grid':
      return typeof answer === 'string' && isGridInCorrect(answer, key.accept);
    case 'text': {
      const given = typeof answer === 'string' ? answer : answer.join(' ');
      return key.accept.some((a) => normalText(a) === normalText(given));
    }
    case 'rated':
      return false;
  }
};

import type { RunnerQuestion } from '@prepwell/contracts';
import type { LocalAnswer } from '../runner-types.ts';
import { isAnswered } from '../sync/journal.ts';

/** Unanswered questions of a list (for the submit confirmation). */
export const countUnanswered = (
  questions: readonly RunnerQuestion[],
  answers: Readonly<Record<string, LocalAnswer>>,
): number => questions.filter((q) => !isAnswered(answers[q.id]?.answer)).length;

import type { AnswerValue, QuestionType } from '@prepwell/contracts';

/** Longest grid-in entry accepted for saving (the SAT grid allows 5–6 characters; grading rejects longer ones). */
const GRID_IN_MAX = 32;

/** Whether an answer has the shape its question type takes (null, clearing the answer, always does). */
export const answerFitsQuestion = (
  q: { type: QuestionType; choices: readonly { id: string }[] },
  answer: AnswerValue,
): boolean => {
  if (answer === null) return true;
  const ids = new Set(q.choices.map((c) => c.id));
  switch (q.type) {
    case 'multiple_choice':
      return typeof answer === 'string' && ids.has(answer);
    case 'multi_select':
      return Array.isArray(answer) && answer.every((a) => ids.has(a)) && new Set(answer).size === answer.length;
    case 'build_sentence':
      return Array.isArray(answer);
    case 'grid_in':
      return typeof answer === 'string' && answer.length <= GRID_IN_MAX;
    case 'fill_letters':
    case 'spoken_response':
    case 'written_response':
      return typeof answer === 'string';
  }
};

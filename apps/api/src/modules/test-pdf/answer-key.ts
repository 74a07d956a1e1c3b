import type { AnswerKey, Choice, QuestionType } from '@prepwell/contracts';

/** A choice's printed label by its place: A, B, … Z, then AA, AB … */
export const choiceLetter = (index: number): string =>
  index < 26
    ? String.fromCharCode(65 + index)
    : `${choiceLetter(Math.floor(index / 26) - 1)}${choiceLetter(index % 26)}`;

/**
 * A question's key as the answer key prints it (pure): the letters of the right choices as the booklet
 * labels them (a sentence to build also as the sentence), the accepted grid-in or typed answers, or a
 * rated item's maximum (a teacher grades it).
 */
export type PrintedKey =
  | { kind: 'letters'; letters: string[]; sentence: string | null }
  | { kind: 'accepted'; answers: string[] }
  | { kind: 'rated'; max: number };

export const printedKey = (q: { type: QuestionType; choices: readonly Choice[]; answerKey: AnswerKey }): PrintedKey => {
  const key = q.answerKey;
  switch (key.kind) {
    case 'choice':
    case 'choices': {
      const index = (id: string) => q.choices.findIndex((c) => c.id === id);
      // A sentence's tiles in their order; a set of choices in the booklet's order.
      const ids = q.type === 'build_sentence' ? key.correct : [...key.correct].sort((a, b) => index(a) - index(b));
      const letters = ids.map((id) => (index(id) >= 0 ? choiceLetter(index(id)) : id));
      const sentence =
        q.type === 'build_sentence'
          ? key.correct.map((id) => q.choices.find((c) => c.id === id)?.text ?? id).join(' ')
          : null;
      return { kind: 'letters', letters, sentence };
    }
    case 'grid':
    case 'text':
      return { kind: 'accepted', answers: [...key.accept] };
    case 'rated':
      return { kind: 'rated', max: key.max };
  }
};

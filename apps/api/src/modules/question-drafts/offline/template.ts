import type { Difficulty } from '@prepwell/contracts';
import type { Q, Rng } from './fraction.ts';

/** One generated item before it becomes a QuestionInput (offline-generator.ts adds choices or a grid key). */
export interface Built {
  /** The stem with `$…$` math. */
  stem: string;
  answer: Q;
  /** Wrong answers from typical mistakes, the most plausible first (duplicates and the answer are dropped later). */
  mistakes: Q[];
  /** A mathjs expression of the worked solution, computed from the givens (not from the answer). */
  solution: string;
  /** The explanation's steps, each a sentence with `$…$` math. */
  steps: string[];
  /** How a value is written in a choice and the explanation (default `$v$`), e.g. `$25\%$` or `$\$93.75$`. */
  show?: (v: Q) => string;
}

export interface Template {
  id: string;
  /** The skill (label) the item is filed under. */
  skill: string;
  /** The module/subject field. */
  subject: string;
  /** Which requested skills pick this template (case-insensitive). */
  match: RegExp;
  build(rng: Rng, difficulty: Difficulty): Built;
}

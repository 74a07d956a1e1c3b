/**
 * Letters of the choices. SAT and SHSAT: A B C D. ACT: odd questions A B C D (E), even ones F G H J (K),
 * as on the ACT's answer document.
 */
const PLAIN = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'];
const ACT_EVEN = ['F', 'G', 'H', 'J', 'K', 'L', 'M', 'N'];

export type ChoiceLetters = 'plain' | 'act';

export const choiceLetter = (style: ChoiceLetters, questionNumber: number, index: number): string => {
  const letters = style === 'act' && questionNumber % 2 === 0 ? ACT_EVEN : PLAIN;
  return letters[index] ?? String(index + 1);
};

/** The next eliminated list when a choice is crossed out or restored (toggle); keeps the server's limit of 10. */
export const toggleEliminated = (eliminated: readonly string[], choiceId: string): string[] =>
  eliminated.includes(choiceId) ? eliminated.filter((id) => id !== choiceId) : [...eliminated, choiceId].slice(-10);

/** Picking a choice: single choice (multiple_choice) or a set (multi_select, in the order the choices are listed). */
export const pickChoice = (
  multi: boolean,
  current: string | string[] | null,
  choiceId: string,
  order: readonly string[],
): string | string[] | null => {
  if (!multi) return choiceId;
  const set = new Set(Array.isArray(current) ? current : current ? [current] : []);
  if (set.has(choiceId)) set.delete(choiceId);
  else set.add(choiceId);
  const next = order.filter((id) => set.has(id));
  return next.length ? next : null;
};

import type { AnswerValue } from '@prepwell/contracts';

/**
 * Build a Sentence: the answer is the tiles' choice ids in the order the student placed them (the key
 * lists the ids in the right order). These helpers keep that list valid: known ids, each at most once.
 */
export const placedTiles = (answer: AnswerValue | undefined, tileIds: readonly string[]): string[] => {
  if (!Array.isArray(answer)) return [];
  const known = new Set(tileIds);
  const seen = new Set<string>();
  return answer.filter((id) => known.has(id) && !seen.has(id) && seen.add(id));
};

/** Tiles still in the bank, in their given order. */
export const bankTiles = (tileIds: readonly string[], placed: readonly string[]): string[] =>
  tileIds.filter((id) => !placed.includes(id));

export const placeTile = (placed: readonly string[], id: string, at = placed.length): string[] => {
  const without = placed.filter((x) => x !== id);
  const index = Math.min(Math.max(at, 0), without.length);
  return [...without.slice(0, index), id, ...without.slice(index)];
};

export const removeTile = (placed: readonly string[], id: string): string[] => placed.filter((x) => x !== id);

/** Moves a placed tile one step left (-1) or right (+1). */
export const moveTile = (placed: readonly string[], id: string, delta: -1 | 1): string[] => {
  const index = placed.indexOf(id);
  const target = index + delta;
  if (index < 0 || target < 0 || target >= placed.length) return [...placed];
  const next = [...placed];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
};

/** What is saved: null when no tile is placed (an unanswered item), else the ids in order. */
export const tilesAnswer = (placed: readonly string[]): AnswerValue => (placed.length === 0 ? null : [...placed]);

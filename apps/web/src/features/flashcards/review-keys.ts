import type { Rating } from './review-queue.ts';

/** What a key press means on the review screen (Anki's keys): reveal, rate, undo, or nothing. */
export type ReviewKeyAction = { type: 'reveal' } | { type: 'rate'; rating: Rating } | { type: 'undo' } | null;

export interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  /** Typing in a field (a note, a search) is never a shortcut. */
  inField: boolean;
}

const RATING_KEYS: Record<string, Rating> = { '1': 1, '2': 2, '3': 3, '4': 4 };

export const reviewKeyAction = (event: KeyLike, revealed: boolean): ReviewKeyAction => {
  if (event.inField || event.altKey) return null;
  const key = event.key.toLowerCase();
  if ((event.ctrlKey || event.metaKey) && key === 'z') return { type: 'undo' };
  if (event.ctrlKey || event.metaKey) return null;
  if (key === 'u') return { type: 'undo' };
  if (!revealed) return key === ' ' || key === 'enter' ? { type: 'reveal' } : null;
  const rating = RATING_KEYS[key];
  if (rating) return { type: 'rate', rating };
  // Space and Enter on the answer side mean Good, as in Anki.
  if (key === ' ' || key === 'enter') return { type: 'rate', rating: 3 };
  return null;
};

/** A horizontal swipe's rating: left Again, right Good; a long one to the right Easy, up Hard. */
export const swipeRating = (dx: number, dy: number, width: number): Rating | null => {
  const min = Math.max(60, width * 0.18);
  if (Math.abs(dx) < min && Math.abs(dy) < min) return null;
  if (Math.abs(dy) > Math.abs(dx)) return dy < 0 ? 2 : null;
  if (dx < 0) return 1;
  return dx > width * 0.45 ? 4 : 3;
};

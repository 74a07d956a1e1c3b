/**
 * Reviews waiting to reach the server (issue 18): every rating is written here first, with its `clientId`
 * and `reviewedAt`, then sent; it leaves the queue only once the server answered (or refused it for good).
 * A review whose answer was lost is sent again with the same `clientId`, and the API counts it once.
 */

export type Rating = 1 | 2 | 3 | 4;

export interface QueuedReview {
  cardId: string;
  rating: Rating;
  /** When the student rated (ISO), not when it reached the server. */
  reviewedAt: string;
  /** The idempotency key of the review. */
  clientId: string;
}

/** What the queue reads and writes: localStorage in the app, a Map in tests. */
export interface QueueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const PREFIX = 'flashcards.reviews.';

/** One queue per tenant and student, so a shared device never sends one student's reviews as another's. */
export const queueKey = (scope: string, userId: string): string => `${PREFIX}${scope}:${userId}`;

const isQueued = (value: unknown): value is QueuedReview => {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.cardId === 'string' &&
    typeof v.clientId === 'string' &&
    typeof v.reviewedAt === 'string' &&
    (v.rating === 1 || v.rating === 2 || v.rating === 3 || v.rating === 4)
  );
};

export const readQueue = (store: QueueStore, key: string): QueuedReview[] => {
  try {
    const parsed: unknown = JSON.parse(store.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isQueued) : [];
  } catch {
    return [];
  }
};

const writeQueue = (store: QueueStore, key: string, queue: readonly QueuedReview[]): void => {
  try {
    if (queue.length === 0) store.removeItem(key);
    else store.setItem(key, JSON.stringify(queue));
  } catch {
    /* storage full or unavailable: the review is still sent now, only not kept for later */
  }
};

/** Adds a review (a second one with the same clientId is ignored). */
export const enqueueReview = (store: QueueStore, key: string, review: QueuedReview): void => {
  const queue = readQueue(store, key);
  if (queue.some((q) => q.clientId === review.clientId)) return;
  writeQueue(store, key, [...queue, review]);
};

/** Takes a review out (sent, or taken back before it was sent). True when it was there. */
export const dropReview = (store: QueueStore, key: string, clientId: string): boolean => {
  const queue = readQueue(store, key);
  const rest = queue.filter((q) => q.clientId !== clientId);
  if (rest.length === queue.length) return false;
  writeQueue(store, key, rest);
  return true;
};

/** What a send ended in: delivered, refused for good (the card is gone: drop it), or not reached (keep it). */
export type SendOutcome = 'sent' | 'refused' | 'offline';

/**
 * Sends the queue oldest first, one at a time (a card's reviews must arrive in order). Stops at the first
 * review that could not reach the server and keeps it and the rest. Returns how many left the queue.
 */
export const flushQueue = async (
  store: QueueStore,
  key: string,
  send: (review: QueuedReview) => Promise<SendOutcome>,
): Promise<{ sent: number; refused: number; left: number }> => {
  let sent = 0;
  let refused = 0;
  for (const review of readQueue(store, key)) {
    const outcome = await send(review);
    if (outcome === 'offline') break;
    dropReview(store, key, review.clientId);
    if (outcome === 'sent') sent += 1;
    else refused += 1;
  }
  return { sent, refused, left: readQueue(store, key).length };
};

/** A fresh idempotency key (crypto.randomUUID where there is one). */
export const newClientId = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

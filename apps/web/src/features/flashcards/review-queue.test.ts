import { describe, expect, it } from 'vitest';
import {
  dropReview,
  enqueueReview,
  flushQueue,
  queueKey,
  readQueue,
  type QueuedReview,
  type QueueStore,
  type SendOutcome,
} from './review-queue.ts';

const memoryStore = (): QueueStore & { map: Map<string, string> } => {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
};
const review = (n: number, cardId = 'c1'): QueuedReview => ({
  cardId,
  rating: 3,
  reviewedAt: `2026-11-26T10:0${n}:00.000Z`,
  clientId: `id-${n}`,
});
const KEY = queueKey('main', 'u1');

describe('the offline review queue', () => {
  it('keeps reviews in order, once per clientId, per tenant and student', () => {
    const store = memoryStore();
    enqueueReview(store, KEY, review(1));
    enqueueReview(store, KEY, review(2));
    enqueueReview(store, KEY, review(1));
    expect(readQueue(store, KEY).map((r) => r.clientId)).toEqual(['id-1', 'id-2']);
    expect(readQueue(store, queueKey('main', 'u2'))).toEqual([]);
    expect(queueKey('a', 'u1')).not.toBe(queueKey('b', 'u1'));
  });

  it('sends oldest first, stops when offline and keeps the rest with their clientId and reviewedAt', async () => {
    const store = memoryStore();
    [1, 2, 3].forEach((n) => enqueueReview(store, KEY, review(n)));
    const seen: string[] = [];
    const outcomes: SendOutcome[] = ['sent', 'offline'];
    const first = await flushQueue(store, KEY, (r) => {
      seen.push(r.clientId);
      return Promise.resolve(outcomes.shift() ?? 'offline');
    });
    expect(first).toEqual({ sent: 1, refused: 0, left: 2 });
    expect(seen).toEqual(['id-1', 'id-2']);
    expect(readQueue(store, KEY)).toEqual([review(2), review(3)]);

    // Back online: the same clientIds go again (the API counts a replay once), and the queue empties.
    const again: QueuedReview[] = [];
    const second = await flushQueue(store, KEY, (r) => {
      again.push(r);
      return Promise.resolve(r.clientId === 'id-3' ? 'refused' : 'sent');
    });
    expect(again).toEqual([review(2), review(3)]);
    expect(second).toEqual({ sent: 1, refused: 1, left: 0 });
    expect(store.map.has(KEY)).toBe(false);
  });

  it('takes back a review not yet sent, and ignores broken storage', () => {
    const store = memoryStore();
    enqueueReview(store, KEY, review(1));
    expect(dropReview(store, KEY, 'id-1')).toBe(true);
    expect(dropReview(store, KEY, 'id-1')).toBe(false);
    store.setItem(KEY, '{not json');
    expect(readQueue(store, KEY)).toEqual([]);
    store.setItem(KEY, JSON.stringify([{ cardId: 'x', rating: 9, clientId: 'a', reviewedAt: 'b' }, review(4)]));
    expect(readQueue(store, KEY)).toEqual([review(4)]);
  });
});

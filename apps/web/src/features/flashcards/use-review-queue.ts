import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { tenantScope } from '../../lib/storage.ts';
import { useSession } from '../session/use-session.ts';
import { flashcardQueries, sendReview } from './flashcards.api.ts';
import {
  dropReview,
  enqueueReview,
  flushQueue,
  queueKey,
  readQueue,
  type QueuedReview,
  type QueueStore,
} from './review-queue.ts';

const browserStore = (): QueueStore => window.localStorage;

/**
 * The device's queue of reviews for the signed-in student: sent at once when online, kept in localStorage
 * otherwise and sent when the browser is back online (or the next flashcard page opens), oldest first.
 */
export function useReviewQueueSync() {
  const { user } = useSession();
  const client = useQueryClient();
  const key = useMemo(() => (user ? queueKey(tenantScope(), user.id) : null), [user]);
  const [pending, setPending] = useState(() => (key ? readQueue(browserStore(), key).length : 0));
  const flushing = useRef<Promise<void> | null>(null);

  const count = useCallback(() => setPending(key ? readQueue(browserStore(), key).length : 0), [key]);

  /**
   * Sends what waits; one flush at a time (a second call waits for the running one, then runs again).
   * Answers how many reviews are still on the device afterwards (0: everything reached the server).
   */
  const flush = useCallback(async (): Promise<number> => {
    if (!key) return 0;
    while (flushing.current) await flushing.current.catch(() => undefined);
    const run = (async () => {
      const result = await flushQueue(browserStore(), key, sendReview);
      setPending(result.left);
      if (result.sent + result.refused > 0) {
        void client.invalidateQueries({ queryKey: flashcardQueries.decks().queryKey });
        void client.invalidateQueries({ queryKey: [...flashcardQueries.all(), 'stats'] });
      }
    })();
    flushing.current = run;
    try {
      await run;
    } finally {
      flushing.current = null;
    }
    return readQueue(browserStore(), key).length;
  }, [key, client]);

  useEffect(() => {
    count();
    void flush();
    const online = () => void flush();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [count, flush]);

  /** Queues a review first, then tries to send everything waiting. */
  const submit = useCallback(
    async (review: QueuedReview): Promise<void> => {
      if (!key) return;
      enqueueReview(browserStore(), key, review);
      count();
      await flush();
    },
    [key, count, flush],
  );

  /** Takes back a review still waiting on the device; false when it already reached the server. */
  const takeBack = useCallback(
    (clientId: string): boolean => {
      if (!key) return false;
      const dropped = dropReview(browserStore(), key, clientId);
      count();
      return dropped;
    },
    [key, count],
  );

  /** Whether a review still waits on the device. */
  const isQueued = useCallback(
    (clientId: string): boolean => !!key && readQueue(browserStore(), key).some((q) => q.clientId === clientId),
    [key],
  );

  /** Waits for a send in flight (so undo knows whether the review reached the server). */
  const settle = useCallback(async (): Promise<void> => {
    while (flushing.current) await flushing.current.catch(() => undefined);
  }, []);

  return { pending, submit, takeBack, isQueued, flush, settle };
}

import { LIVE_SESSION_SECONDS } from '@prepwell/contracts';

/** What liveness reads of the attempt row. */
export interface SessionFields {
  status: 'in_progress' | 'completed' | 'abandoned';
  leftAt: Date | null;
  lastSeenAt: Date | null;
}

/**
 * A tab or device holds the attempt now (pure): it is in progress, no leave is open, and its last sign of
 * life (a write or a heartbeat) is at most LIVE_SESSION_SECONDS old. Reads are no sign of life, so a
 * read-only tab that only watches never keeps a session alive.
 */
export const isSessionLive = (a: SessionFields, now: Date): boolean =>
  a.status === 'in_progress' &&
  !a.leftAt &&
  !!a.lastSeenAt &&
  now.getTime() - a.lastSeenAt.getTime() <= LIVE_SESSION_SECONDS * 1000;

/**
 * Issue 16: the seconds until a live session lapses unless its tab shows a sign of life (rounded up, so
 * a tab that waits this long finds it lapsed); null when no session is live.
 */
export const sessionLapseSeconds = (a: SessionFields, now: Date): number | null =>
  isSessionLive(a, now)
    ? Math.max(0, Math.ceil((a.lastSeenAt!.getTime() + LIVE_SESSION_SECONDS * 1000 - now.getTime()) / 1000))
    : null;

import type { UserExamView } from '@prepwell/contracts';

/**
 * Which tab writes (pure): the tab or device already holding a live session keeps it; a second one watches
 * read-only until the student presses "Continue here" (an explicit open, which takes the attempt over).
 * `ownEpoch` is the epoch this tab's own open returned, null before it has opened.
 */
export type Claim = 'open' | 'watch';

/** A fresh load: watch while someone else holds a live session; otherwise open (the holder's reload sent a leave, so it is not live). */
export const claimOnLoad = (view: Pick<UserExamView, 'status' | 'sessionLive'>, ownEpoch: number | null): Claim =>
  view.status === 'in_progress' && view.sessionLive && ownEpoch === null ? 'watch' : 'open';

/** Visible again after a leave: another tab opened since (a newer epoch) keeps the attempt; otherwise open again (closing the leave). */
export const claimOnReturn = (view: Pick<UserExamView, 'epoch'>, ownEpoch: number | null): Claim =>
  ownEpoch !== null && view.epoch > ownEpoch ? 'watch' : 'open';

/**
 * How often the holding tab says it is still there while visible: well inside the server's
 * LIVE_SESSION_SECONDS (30), so one lost heartbeat does not end the session. Saves count as signs of life.
 */
export const HEARTBEAT_EVERY_MS = 12_000;

/** A heartbeat is due when no sign of life (open, save, heartbeat) has gone out for HEARTBEAT_EVERY_MS. */
export const heartbeatDue = (lastSignOfLife: number | null, now: number): boolean => lastSignOfLife === null || now - lastSignOfLife >= HEARTBEAT_EVERY_MS;

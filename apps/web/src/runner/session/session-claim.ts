import type { UserExamView } from '@prepwell/contracts';

/**
 * Which tab writes (pure): the tab or device already holding a live session keeps it; a second one watches
 * read-only until the student presses "Continue here" (an explicit open, which takes the attempt over).
 * `ownEpoch` is the epoch this tab's own open returned, null before it has opened.
 */
export type Claim = 'open' | 'watch';

/**
 * A fresh load: watch while someone else holds a live session; otherwise open. `epochBeforeReload` is the
 * epoch this same tab held before it was reloaded (kept in sessionStorage): when nobody opened since, the
 * live session is this tab's own, even if the leave sent on unload has not reached the server yet.
 */
export const claimOnLoad = (
  view: Pick<UserExamView, 'status' | 'sessionLive' | 'epoch'>,
  ownEpoch: number | null,
  epochBeforeReload: number | null = null,
): Claim => {
  if (view.status !== 'in_progress' || !view.sessionLive || ownEpoch !== null) return 'open';
  return epochBeforeReload !== null && view.epoch === epochBeforeReload ? 'open' : 'watch';
};

/** Where a tab remembers the epoch it holds, so that its own reload is not taken for another tab. */
export interface TabEpochMemory {
  read(): number | null;
  write(epoch: number): void;
}

/** sessionStorage lives as long as the tab and survives its reloads; without it (private modes), nothing is remembered. */
export const sessionStorageEpochMemory = (userExamId: string): TabEpochMemory => {
  const key = `runner-epoch:${userExamId}`;
  return {
    read: () => {
      try {
        const value = Number(window.sessionStorage.getItem(key));
        return Number.isInteger(value) && value > 0 ? value : null;
      } catch {
        return null;
      }
    },
    write: (epoch) => {
      try {
        window.sessionStorage.setItem(key, String(epoch));
      } catch {
        /* storage refused: a reload may then watch until "Continue here" */
      }
    },
  };
};

/** No memory (tests, or where the tab's storage is not wanted). */
export const noEpochMemory: TabEpochMemory = { read: () => null, write: () => undefined };

/** Visible again after a leave: another tab opened since (a newer epoch) keeps the attempt; otherwise open again (closing the leave). */
export const claimOnReturn = (view: Pick<UserExamView, 'epoch'>, ownEpoch: number | null): Claim =>
  ownEpoch !== null && view.epoch > ownEpoch ? 'watch' : 'open';

/**
 * How often the holding tab says it is still there while visible: well inside the server's
 * LIVE_SESSION_SECONDS (30), so one lost heartbeat does not end the session. Saves count as signs of life.
 */
export const HEARTBEAT_EVERY_MS = 12_000;

/** A heartbeat is due when no sign of life (open, save, heartbeat) has gone out for HEARTBEAT_EVERY_MS. */
export const heartbeatDue = (lastSignOfLife: number | null, now: number): boolean =>
  lastSignOfLife === null || now - lastSignOfLife >= HEARTBEAT_EVERY_MS;

import type { UserExamView } from '@prepwell/contracts';

/**
 * Which tab writes (pure): the tab or device already holding a live session keeps it; a second one watches
 * read-only until the student presses "Continue here" (an explicit open, which takes the attempt over).
 * `ownEpoch` is the epoch this tab's own open returned, null before it has opened.
 */
export type Claim = 'open' | 'watch';

/** What this device knows about the live session (issue 16, decision 0036). */
export interface DeviceSight {
  /** The epoch a tab of this device last opened (localStorage): equal to the view's, the live session is this device's. */
  heldEpoch: number | null;
  /** A tab of this device answered that it holds the attempt now (BroadcastChannel). */
  holderAlive: boolean;
}

export const NO_DEVICE_SIGHT: DeviceSight = { heldEpoch: null, holderAlive: false };

/**
 * A fresh load: watch while someone else holds a live session; otherwise open. The live session is this
 * tab's own when it held that epoch before a reload (`epochBeforeReload`, kept in sessionStorage) or when
 * a tab of this device opened it last and none of them answers any more (the tab was closed or crashed,
 * and its leave did not reach the server): then this tab takes over at once. A live tab of this device
 * that still answers keeps the attempt (this one watches, with "Continue here").
 */
export const claimOnLoad = (
  view: Pick<UserExamView, 'status' | 'sessionLive' | 'epoch'>,
  ownEpoch: number | null,
  epochBeforeReload: number | null = null,
  device: DeviceSight = NO_DEVICE_SIGHT,
): Claim => {
  if (view.status !== 'in_progress' || !view.sessionLive || ownEpoch !== null) return 'open';
  if (device.holderAlive) return 'watch';
  if (epochBeforeReload !== null && view.epoch === epochBeforeReload) return 'open';
  return device.heldEpoch !== null && view.epoch === device.heldEpoch ? 'open' : 'watch';
};

/**
 * A tab watching because another session was live when it loaded continues by itself once the server
 * says that session lapsed (no sign of life for LIVE_SESSION_SECONDS, or its tab reported a leave) —
 * only while the student sees this tab. A tab another one took over from does not take it back by
 * itself (that would steal from a student who moved on): it offers "Continue here" only.
 */
export const continuesByItself = (
  view: Pick<UserExamView, 'status' | 'sessionLive'>,
  watchingSinceLoad: boolean,
  visible: boolean,
): boolean => watchingSinceLoad && visible && view.status === 'in_progress' && !view.sessionLive;

/** How often a read-only tab reads the attempt again: the server's answers, and whether the session lapsed. */
export const WATCH_REFRESH_MS = 5_000;

/** When a watching tab reads again: at the lapse the server announced (plus a margin), at most WATCH_REFRESH_MS away. */
export const nextWatchReadMs = (lapseSeconds: number | null | undefined): number =>
  lapseSeconds === null || lapseSeconds === undefined
    ? WATCH_REFRESH_MS
    : Math.max(250, Math.min(WATCH_REFRESH_MS, lapseSeconds * 1000 + 500));

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

/** Which epoch a tab of this device opened last, per attempt (localStorage: shared by the device's tabs). */
export interface DeviceHoldMemory {
  read(): number | null;
  write(epoch: number): void;
}

export const localStorageHoldMemory = (userExamId: string): DeviceHoldMemory => {
  const key = `pw.runner-held.${userExamId}`;
  return {
    read: () => {
      try {
        const value = Number(window.localStorage.getItem(key));
        return Number.isInteger(value) && value > 0 ? value : null;
      } catch {
        return null;
      }
    },
    write: (epoch) => {
      try {
        window.localStorage.setItem(key, String(epoch));
      } catch {
        /* storage refused: a crash is then waited out like another device's */
      }
    },
  };
};

export const noHoldMemory: DeviceHoldMemory = { read: () => null, write: () => undefined };

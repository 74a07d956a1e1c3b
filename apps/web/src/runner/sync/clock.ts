/**
 * The countdown (pure). The server sends `remainingSeconds`; the runner anchors it to a monotonic clock
 * (performance.now()) at the response, so the device's wall clock (Date.now(), possibly ±10 minutes off)
 * never enters the computation.
 */
export interface ClockAnchor {
  remainingSeconds: number;
  /** Monotonic milliseconds when the server's value arrived. */
  at: number;
  /** A paused clock (practice pause, `ready`) does not run. */
  running: boolean;
}

export const remainingAt = (anchor: ClockAnchor, now: number): number =>
  anchor.running
    ? Math.max(0, anchor.remainingSeconds - (now - anchor.at) / 1000)
    : Math.max(0, anchor.remainingSeconds);

/** Whole seconds to show: 0.2 s left still shows 0:01, so the clock reaches 0:00 exactly at the deadline. */
export const displaySeconds = (remaining: number): number => Math.max(0, Math.ceil(remaining - 1e-9));

export const WARNING_SECONDS = 300;
export const LAST_MINUTE_SECONDS = 60;

/** The polite announcement due when the clock passes 5 minutes or 1 minute left (never every second). */
export const announcementBetween = (previous: number, next: number): 'five_minutes' | 'one_minute' | null => {
  if (previous > LAST_MINUTE_SECONDS && next <= LAST_MINUTE_SECONDS && next > 0) return 'one_minute';
  if (previous > WARNING_SECONDS && next <= WARNING_SECONDS && next > LAST_MINUTE_SECONDS) return 'five_minutes';
  return null;
};

/** A hidden timer comes back in the last 5 minutes (Bluebook). */
export const timerShown = (hiddenByStudent: boolean, seconds: number): boolean =>
  !hiddenByStudent || seconds <= WARNING_SECONDS;

/** How far the server's clock and ours may drift before a refresh corrects the anchor. */
export const REFRESH_EVERY_MS = 60_000;

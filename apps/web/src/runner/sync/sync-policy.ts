/**
 * What the sync loop does after a save (pure). Network failures, timeouts, 5xx and 429 are retried with
 * backoff; the attempt's own refusals each have their answer.
 */
export type SendFailure = { kind: 'network' } | { kind: 'http'; status: number; code: string };

export type FailureDecision =
  /** Try again later (offline, server busy). */
  | 'retry'
  /** Another tab or device opened the attempt: this one becomes read-only until "Continue here". */
  | 'stale'
  /** This tab opened the attempt again after the request was sent: resend at once with the new epoch. */
  | 'resend'
  /** The module's time is over: reload the view (the entry can never be saved). */
  | 'time_over'
  /** The attempt is paused or otherwise not accepting saves: keep the entry, reload the view. */
  | 'hold'
  /** The session is gone (401): the API client sends the student to Login; the journal stays. */
  | 'unauthorized'
  /** A permanent refusal of this entry (validation, unknown question): drop it and show an error. */
  | 'drop';

export const decideOnFailure = (
  failure: SendFailure,
  sentEpoch: number | null,
  currentEpoch: number | null,
): FailureDecision => {
  if (failure.kind === 'network') return 'retry';
  const { status, code } = failure;
  if (code === 'stale_session')
    return sentEpoch !== null && currentEpoch !== null && sentEpoch < currentEpoch ? 'resend' : 'stale';
  if (code === 'module_time_over') return 'time_over';
  if (status === 401) return 'unauthorized';
  if (status === 409) return 'hold';
  if (status === 408 || status === 429 || status >= 500 || status === 0) return 'retry';
  return 'drop';
};

export const BACKOFF_BASE_MS = 1_000;
export const BACKOFF_MAX_MS = 30_000;

/** Exponential backoff with jitter: 1 s, 2 s, 4 s … up to 30 s, each between 50 % and 100 % of the step. */
export const backoffMs = (failures: number, random: number): number => {
  const step = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, failures - 1));
  return Math.round(step * (0.5 + 0.5 * Math.min(1, Math.max(0, random))));
};

export type SaveStatus = 'saved' | 'saving' | 'offline' | 'error';

export interface SyncSnapshot {
  unsent: number;
  inFlight: boolean;
  /** The last attempt failed for want of a network (or a busy server). */
  offline: boolean;
  /** A save was refused for good, or the session is read-only. */
  error: boolean;
}

/** The save state the runner shows: saved, saving, offline with N answers kept on this device, or error. */
export const saveStatusOf = (s: SyncSnapshot): SaveStatus => {
  if (s.error) return 'error';
  if (s.offline && s.unsent > 0) return 'offline';
  if (s.inFlight || s.unsent > 0) return 'saving';
  return 'saved';
};

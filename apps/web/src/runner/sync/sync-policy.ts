/**
 * What the sync loop does after a save (pure). Network failures, timeouts, 5xx and 429 are retried with
 * backoff (and a health probe, decision 0036); the attempt's own refusals each have their answer.
 * `network`: the request got no answer at all (fetch failed); `timeout`: it got none in time.
 */
export type SendFailure = { kind: 'network' } | { kind: 'timeout' } | { kind: 'http'; status: number; code: string };

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
  if (failure.kind === 'network' || failure.kind === 'timeout') return 'retry';
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

/**
 * Why answers wait (decision 0036): `offline` when the device says it has no network or the request got
 * no answer at all; `unreachable` when the network is up but the server does not answer well (5xx, a
 * gateway's 502/503, 429, or no answer in time). The student can do something about the first only.
 */
export type Trouble = 'offline' | 'unreachable';

export const troubleOf = (failure: SendFailure, online: boolean): Trouble =>
  !online || failure.kind === 'network' ? 'offline' : 'unreachable';

/** While answers wait after a failure, the server's health is probed this often. */
export const PROBE_EVERY_MS = 1_000;
/** A probe that gets no answer within this is a failed one. */
export const PROBE_TIMEOUT_MS = 2_500;

export type ProbeState = 'up' | 'down' | null;

/**
 * After a probe (pure): send the waiting answers at once when the server came back — the probe answers
 * after one had failed. A first probe that answers while saves fail says the server is up but refusing:
 * the backoff keeps the pace then, so a sick server is not hammered once a second.
 */
export const retryAfterProbe = (previous: ProbeState, answered: boolean): boolean => answered && previous === 'down';

export type SaveStatus = 'saved' | 'saving' | 'offline' | 'unreachable' | 'error';

export interface SyncSnapshot {
  unsent: number;
  inFlight: boolean;
  /** Why the last attempt failed (no network, or a server that does not answer well); null when it did not. */
  trouble: Trouble | null;
  /** A save was refused for good, or the session is read-only. */
  error: boolean;
}

/** The save state the runner shows: saved, saving, offline or server unreachable with N answers waiting, or error. */
export const saveStatusOf = (s: SyncSnapshot): SaveStatus => {
  if (s.error) return 'error';
  if (s.trouble && s.unsent > 0) return s.trouble;
  if (s.inFlight || s.unsent > 0) return 'saving';
  return 'saved';
};

import { ABSENCE_MIN_SECONDS, LIVE_SESSION_SECONDS, type AttemptAbsence } from '@prepwell/contracts';

/** The report keeps this many absences per attempt (the latest); the count and the time away keep them all. */
export const MAX_ABSENCES = 200;

/** What an absence is read from: the open leave, the last sign of life and the session's epoch. */
export interface AbsenceFields {
  leftAt: Date | null;
  lastSeenAt: Date | null;
  epoch: number;
}

const secondsBetween = (from: Date, to: Date) => Math.max(0, Math.round((to.getTime() - from.getTime()) / 1000));

/**
 * What an open closes (pure; decision 0036). A leave the runner reported (`left_at`) is an absence when
 * it lasted ABSENCE_MIN_SECONDS or more: `hidden` when the same tab comes back (its open carries the
 * current epoch), `closed` when a new page opens (a reload, another tab, another device). A session that
 * fell silent for more than LIVE_SESSION_SECONDS without a leave (the browser was killed, the device
 * slept) is a `no_heartbeat` absence from its last sign of life. Null otherwise: a reload, a short glance
 * away, or the attempt's first open (nothing to come back from).
 */
export const absenceOf = (
  a: AbsenceFields,
  at: { now: Date; returningEpoch?: number | undefined },
): AttemptAbsence | null => {
  if (!a.lastSeenAt) return null;
  if (a.leftAt) {
    const seconds = secondsBetween(a.leftAt, at.now);
    if (seconds < ABSENCE_MIN_SECONDS) return null;
    const kind = at.returningEpoch !== undefined && at.returningEpoch === a.epoch ? 'hidden' : 'closed';
    return { startedAt: a.leftAt.toISOString(), seconds, kind };
  }
  const silent = at.now.getTime() - a.lastSeenAt.getTime();
  if (silent <= LIVE_SESSION_SECONDS * 1000) return null;
  return { startedAt: a.lastSeenAt.toISOString(), seconds: secondsBetween(a.lastSeenAt, at.now), kind: 'no_heartbeat' };
};

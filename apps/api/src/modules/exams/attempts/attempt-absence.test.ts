import { describe, expect, it } from 'vitest';
import { ABSENCE_MIN_SECONDS, LIVE_SESSION_SECONDS } from '@prepwell/contracts';
import { absenceOf } from './attempt-absence.ts';

const now = new Date('2026-05-01T10:00:00.000Z');
const ago = (s: number) => new Date(now.getTime() - s * 1000);

describe('absenceOf', () => {
  it('is nothing on the first open, for a reload, or a glance away shorter than the threshold', () => {
    expect(absenceOf({ leftAt: null, lastSeenAt: null, epoch: 1 }, { now })).toBeNull();
    expect(absenceOf({ leftAt: ago(1), lastSeenAt: ago(1), epoch: 3 }, { now })).toBeNull();
    expect(
      absenceOf({ leftAt: ago(ABSENCE_MIN_SECONDS - 1), lastSeenAt: ago(9), epoch: 3 }, { now, returningEpoch: 3 }),
    ).toBeNull();
    expect(absenceOf({ leftAt: null, lastSeenAt: ago(LIVE_SESSION_SECONDS), epoch: 3 }, { now })).toBeNull();
  });

  it('is hidden when the same tab comes back, closed when a new page opens, from the reported leave', () => {
    const a = { leftAt: ago(ABSENCE_MIN_SECONDS), lastSeenAt: ago(ABSENCE_MIN_SECONDS), epoch: 4 };
    expect(absenceOf(a, { now, returningEpoch: 4 })).toEqual({
      startedAt: ago(ABSENCE_MIN_SECONDS).toISOString(),
      seconds: ABSENCE_MIN_SECONDS,
      kind: 'hidden',
    });
    expect(absenceOf(a, { now })?.kind).toBe('closed');
    expect(absenceOf(a, { now, returningEpoch: 3 })?.kind).toBe('closed');
  });

  it('is no_heartbeat from the last sign of life when the session fell silent past the live limit', () => {
    expect(absenceOf({ leftAt: null, lastSeenAt: ago(LIVE_SESSION_SECONDS + 1), epoch: 2 }, { now })).toEqual({
      startedAt: ago(LIVE_SESSION_SECONDS + 1).toISOString(),
      seconds: LIVE_SESSION_SECONDS + 1,
      kind: 'no_heartbeat',
    });
  });
});

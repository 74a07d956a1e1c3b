import { LIVE_SESSION_SECONDS } from '@prepwell/contracts';
import { describe, expect, it } from 'vitest';
import { isSessionLive, type SessionFields } from './attempt-liveness.ts';

const now = new Date('2026-03-01T10:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);
const row = (over: Partial<SessionFields> = {}): SessionFields => ({
  status: 'in_progress',
  leftAt: null,
  lastSeenAt: ago(5),
  ...over,
});

describe('isSessionLive', () => {
  it('is live with a recent sign of life and no open leave, up to the limit included', () => {
    expect(isSessionLive(row(), now)).toBe(true);
    expect(isSessionLive(row({ lastSeenAt: ago(LIVE_SESSION_SECONDS) }), now)).toBe(true);
  });

  it('is not live after a silence past the limit, with a leave open, before any sign of life, or once the attempt is over', () => {
    expect(isSessionLive(row({ lastSeenAt: ago(LIVE_SESSION_SECONDS + 1) }), now)).toBe(false);
    expect(isSessionLive(row({ leftAt: ago(1) }), now)).toBe(false);
    expect(isSessionLive(row({ lastSeenAt: null }), now)).toBe(false);
    expect(isSessionLive(row({ status: 'completed' }), now)).toBe(false);
    expect(isSessionLive(row({ status: 'abandoned' }), now)).toBe(false);
  });
});

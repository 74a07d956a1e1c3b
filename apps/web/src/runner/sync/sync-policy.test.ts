import { describe, expect, it } from 'vitest';
import { backoffMs, decideOnFailure, retryAfterProbe, saveStatusOf, troubleOf } from './sync-policy.ts';

describe('decideOnFailure', () => {
  it.each([
    [{ kind: 'network' } as const, 'retry'],
    [{ kind: 'http', status: 503, code: 'internal_error' } as const, 'retry'],
    [{ kind: 'http', status: 429, code: 'too_many_requests' } as const, 'retry'],
    [{ kind: 'http', status: 409, code: 'module_time_over' } as const, 'time_over'],
    [{ kind: 'http', status: 409, code: 'conflict' } as const, 'hold'],
    [{ kind: 'http', status: 401, code: 'unauthenticated' } as const, 'unauthorized'],
    [{ kind: 'http', status: 422, code: 'validation_failed' } as const, 'drop'],
    [{ kind: 'http', status: 404, code: 'not_found' } as const, 'drop'],
  ])('%j → %s', (failure, decision) => {
    expect(decideOnFailure(failure, 3, 3)).toBe(decision);
  });

  it('a stale epoch is another tab, unless this tab opened again meanwhile', () => {
    const stale = { kind: 'http', status: 409, code: 'stale_session' } as const;
    expect(decideOnFailure(stale, 3, 3)).toBe('stale');
    expect(decideOnFailure(stale, 3, 4)).toBe('resend');
    expect(decideOnFailure(stale, null, 4)).toBe('stale');
  });
});

describe('backoffMs', () => {
  it('doubles from 1 s up to 30 s, jittered between half and all of the step', () => {
    expect(backoffMs(1, 1)).toBe(1000);
    expect(backoffMs(2, 1)).toBe(2000);
    expect(backoffMs(3, 0)).toBe(2000);
    expect(backoffMs(10, 1)).toBe(30_000);
    expect(backoffMs(50, 0.5)).toBe(22_500);
  });
});

describe('saveStatusOf', () => {
  it('says saved, saving, offline, server unreachable or error', () => {
    expect(saveStatusOf({ unsent: 0, inFlight: false, trouble: null, error: false })).toBe('saved');
    expect(saveStatusOf({ unsent: 2, inFlight: true, trouble: null, error: false })).toBe('saving');
    expect(saveStatusOf({ unsent: 2, inFlight: false, trouble: 'offline', error: false })).toBe('offline');
    expect(saveStatusOf({ unsent: 2, inFlight: false, trouble: 'unreachable', error: false })).toBe('unreachable');
    expect(saveStatusOf({ unsent: 0, inFlight: false, trouble: 'offline', error: false })).toBe('saved');
    expect(saveStatusOf({ unsent: 0, inFlight: false, trouble: null, error: true })).toBe('error');
  });
});

describe('troubleOf', () => {
  it('is offline without a network or without any answer, unreachable when the server answers badly or too late', () => {
    expect(troubleOf({ kind: 'network' }, true)).toBe('offline');
    expect(troubleOf({ kind: 'http', status: 502, code: 'internal_error' }, false)).toBe('offline');
    expect(troubleOf({ kind: 'http', status: 502, code: 'internal_error' }, true)).toBe('unreachable');
    expect(troubleOf({ kind: 'http', status: 503, code: 'internal_error' }, true)).toBe('unreachable');
    expect(troubleOf({ kind: 'timeout' }, true)).toBe('unreachable');
    expect(decideOnFailure({ kind: 'timeout' }, 1, 1)).toBe('retry');
  });
});

describe('retryAfterProbe', () => {
  it('sends at once only when the server answers after a probe found it down', () => {
    expect(retryAfterProbe('down', true)).toBe(true);
    expect(retryAfterProbe(null, true)).toBe(false);
    expect(retryAfterProbe('up', true)).toBe(false);
    expect(retryAfterProbe('down', false)).toBe(false);
  });
});

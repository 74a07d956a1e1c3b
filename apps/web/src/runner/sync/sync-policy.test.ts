import { describe, expect, it } from 'vitest';
import { backoffMs, decideOnFailure, saveStatusOf } from './sync-policy.ts';

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
  it('says saved, saving, offline or error', () => {
    expect(saveStatusOf({ unsent: 0, inFlight: false, offline: false, error: false })).toBe('saved');
    expect(saveStatusOf({ unsent: 2, inFlight: true, offline: false, error: false })).toBe('saving');
    expect(saveStatusOf({ unsent: 2, inFlight: false, offline: true, error: false })).toBe('offline');
    expect(saveStatusOf({ unsent: 0, inFlight: false, offline: true, error: false })).toBe('saved');
    expect(saveStatusOf({ unsent: 0, inFlight: false, offline: false, error: true })).toBe('error');
  });
});

import { describe, expect, it } from 'vitest';
import { addMinutesLocal, endsAfter, instantOfLocal, localOfInstant } from './lesson-times.ts';

describe('lesson form times', () => {
  it('turns a local time into an instant and back', () => {
    const iso = instantOfLocal('2026-12-01T16:30');
    expect(iso).not.toBeNull();
    expect(localOfInstant(iso!)).toBe('2026-12-01T16:30');
  });

  it('refuses what is not a local time', () => {
    expect(instantOfLocal('')).toBeNull();
    expect(instantOfLocal('2026-12-01 16:30')).toBeNull();
    expect(instantOfLocal('2026-13-45T16:30')).toBeNull();
    expect(localOfInstant('nonsense')).toBe('');
  });

  it('adds minutes across midnight and compares ends', () => {
    expect(addMinutesLocal('2026-12-01T23:30', 60)).toBe('2026-12-02T00:30');
    expect(addMinutesLocal('', 60)).toBe('');
    expect(endsAfter('2026-12-01T16:00', '2026-12-01T17:00')).toBe(true);
    expect(endsAfter('2026-12-01T16:00', '2026-12-01T16:00')).toBe(false);
    expect(endsAfter('2026-12-01T16:00', '')).toBe(false);
  });
});

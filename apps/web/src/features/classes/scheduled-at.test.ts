import { afterEach, describe, expect, it } from 'vitest';
import { isoOffset, nextFullHour, splitScheduledAt, toScheduledAt } from './scheduled-at.ts';

const originalTz = process.env.TZ;
const inZone = (zone: string) => {
  process.env.TZ = zone; // Node reads TZ again when it changes
};

describe('scheduled-at', () => {
  afterEach(() => {
    process.env.TZ = originalTz;
  });

  it('writes offsets east and west of UTC', () => {
    expect(isoOffset(480)).toBe('+08:00');
    expect(isoOffset(-300)).toBe('-05:00');
    expect(isoOffset(330)).toBe('+05:30');
    expect(isoOffset(0)).toBe('+00:00');
  });

  it('reads the date and time in the user time zone', () => {
    inZone('Asia/Shanghai');
    const iso = toScheduledAt('2026-11-23', '09:30');
    expect(iso).toBe('2026-11-23T09:30:00+08:00');
    expect(new Date(iso ?? '').toISOString()).toBe('2026-11-23T01:30:00.000Z');
    inZone('America/New_York');
    expect(toScheduledAt('2026-11-23', '09:30')).toBe('2026-11-23T09:30:00-05:00');
    expect(toScheduledAt('2026-07-01', '23:59')).toBe('2026-07-01T23:59:00-04:00');
  });

  it('moves a time skipped by daylight saving forward as the clock does', () => {
    inZone('America/New_York');
    expect(toScheduledAt('2026-03-08', '02:30')).toBe('2026-03-08T03:30:00-04:00');
  });

  it('refuses dates and times that are not ones', () => {
    expect(toScheduledAt('2026-02-30', '10:00')).toBeNull();
    expect(toScheduledAt('2026-13-01', '10:00')).toBeNull();
    expect(toScheduledAt('2026-01-01', '24:00')).toBeNull();
    expect(toScheduledAt('', '10:00')).toBeNull();
    expect(toScheduledAt('2026-01-01', '')).toBeNull();
  });

  it('splits an instant back into what the teacher typed', () => {
    inZone('Asia/Taipei');
    const iso = toScheduledAt('2026-12-31', '18:05') ?? '';
    expect(splitScheduledAt(iso)).toEqual({ date: '2026-12-31', time: '18:05' });
    expect(splitScheduledAt('2026-12-31T10:05:00.000Z')).toEqual({ date: '2026-12-31', time: '18:05' });
    expect(splitScheduledAt('nonsense')).toEqual({ date: '', time: '' });
  });

  it('defaults to the next full hour, across midnight', () => {
    inZone('Asia/Shanghai');
    expect(splitScheduledAt(nextFullHour(new Date(2026, 10, 23, 9, 30)).toISOString())).toEqual({
      date: '2026-11-23',
      time: '10:00',
    });
    expect(splitScheduledAt(nextFullHour(new Date(2026, 10, 23, 23, 0)).toISOString())).toEqual({
      date: '2026-11-24',
      time: '00:00',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { datesOnWeekdays, instantIn, withinAvailability } from './lesson-booking.ts';

describe('lesson booking (pure parts)', () => {
  it('reads a wall-clock time in its zone, across the daylight-saving change', () => {
    // New York: UTC-4 in summer, UTC-5 after 1 November 2026.
    expect(instantIn('2026-10-29', '16:00', 'America/New_York')?.toISOString()).toBe('2026-10-29T20:00:00.000Z');
    expect(instantIn('2026-11-05', '16:00', 'America/New_York')?.toISOString()).toBe('2026-11-05T21:00:00.000Z');
    expect(instantIn('2026-11-05', '16:00', 'Asia/Shanghai')?.toISOString()).toBe('2026-11-05T08:00:00.000Z');
    expect(instantIn('2026-11-05', '16:00', 'Not/AZone')).toBeNull();
  });

  it('lists the dates on the chosen weekdays, ends included', () => {
    // 2026-11-30 is a Monday.
    expect(datesOnWeekdays('2026-11-29', '2026-12-09', [1, 3])).toEqual([
      '2026-11-30',
      '2026-12-02',
      '2026-12-07',
      '2026-12-09',
    ]);
    expect(datesOnWeekdays('2026-12-09', '2026-12-01', [1])).toEqual([]);
  });

  it('takes a span only wholly inside an available-hours row of its weekday, in that row’s zone', () => {
    const hours = [{ weekday: 1, startTime: '15:00', endTime: '19:00', timeZone: 'America/New_York' }];
    const span = (from: string, to: string) => ({ startsAt: new Date(from), endsAt: new Date(to) });
    // Monday 30 November 2026, 16:00–17:00 in New York (21:00–22:00 UTC).
    expect(withinAvailability(hours, span('2026-11-30T21:00:00Z', '2026-11-30T22:00:00Z'))).toBe(true);
    expect(withinAvailability(hours, span('2026-11-30T23:30:00Z', '2026-12-01T00:30:00Z'))).toBe(false); // ends 19:30
    expect(withinAvailability(hours, span('2026-12-01T21:00:00Z', '2026-12-01T22:00:00Z'))).toBe(false); // Tuesday
    expect(withinAvailability([], span('2026-11-30T21:00:00Z', '2026-11-30T22:00:00Z'))).toBe(false);
  });
});

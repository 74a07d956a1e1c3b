import { describe, expect, it } from 'vitest';
import {
  byDay,
  dayKey,
  daysOf,
  parseDayKey,
  shiftAnchor,
  spanOf,
  startOfWeek,
  weekdayNamesByNumber,
} from './calendar-dates.ts';

describe('calendar days', () => {
  it('starts weeks on Monday', () => {
    expect(dayKey(startOfWeek(new Date(2026, 10, 29)))).toBe('2026-11-23'); // a Sunday → the Monday before
    expect(dayKey(startOfWeek(new Date(2026, 10, 23)))).toBe('2026-11-23');
  });

  it('shows a week of 7 days and a month in whole weeks', () => {
    expect(daysOf('week', new Date(2026, 10, 26)).map(dayKey)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    const month = daysOf('month', new Date(2026, 10, 15));
    expect(month.length % 7).toBe(0);
    expect(dayKey(month[0]!)).toBe('2026-10-26');
    expect(dayKey(month[month.length - 1]!)).toBe('2026-12-06');
    // March 2026 spans six weeks (Sunday the 1st).
    expect(daysOf('month', new Date(2026, 2, 10))).toHaveLength(42);
  });

  it('asks the API for the days shown, and moves by a week or a month', () => {
    const days = daysOf('week', new Date(2026, 10, 26));
    const span = spanOf(days);
    expect(new Date(span.to).getTime() - new Date(span.from).getTime()).toBeGreaterThanOrEqual(
      7 * 86_400_000 - 3_600_000,
    );
    expect(dayKey(shiftAnchor('week', new Date(2026, 10, 26), 1))).toBe('2026-12-03');
    expect(dayKey(shiftAnchor('month', new Date(2026, 0, 31), 1))).toBe('2026-02-01');
  });

  it('groups lessons by the local day they start on, and reads ?date=', () => {
    const at = new Date(2026, 10, 26, 16, 0);
    const map = byDay([{ starts_at: at.toISOString() }]);
    expect([...map.keys()]).toEqual(['2026-11-26']);
    expect(parseDayKey('2026-02-30')).toBeNull();
    expect(parseDayKey('2026-02-28') && dayKey(parseDayKey('2026-02-28')!)).toBe('2026-02-28');
  });

  it('names weekdays from Sunday = 0', () => {
    expect(weekdayNamesByNumber('en')[0]).toBe('Sun');
    expect(weekdayNamesByNumber('en')[1]).toBe('Mon');
  });
});

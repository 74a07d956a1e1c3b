import { describe, expect, it } from 'vitest';
import { formatClock } from '../../lib/format.ts';
import { announcementBetween, displaySeconds, remainingAt, timerShown } from './clock.ts';

describe('remainingAt', () => {
  it('counts down from the server value on the monotonic clock, never below zero', () => {
    const anchor = { remainingSeconds: 600, at: 1_000, running: true };
    expect(remainingAt(anchor, 1_000)).toBe(600);
    expect(remainingAt(anchor, 61_000)).toBe(540);
    expect(remainingAt(anchor, 10_000_000)).toBe(0);
  });
  it('does not run while paused', () => {
    expect(remainingAt({ remainingSeconds: 90, at: 0, running: false }, 50_000)).toBe(90);
  });
});

describe('display', () => {
  it('rounds up so 0:00 shows at the deadline', () => {
    expect(displaySeconds(0.2)).toBe(1);
    expect(displaySeconds(0)).toBe(0);
    expect(displaySeconds(59)).toBe(59);
  });
  it('formats minutes and hours', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(65)).toBe('1:05');
    expect(formatClock(1920)).toBe('32:00');
    expect(formatClock(3725)).toBe('1:02:05');
    expect(formatClock(10_800)).toBe('3:00:00');
  });
});

describe('announcementBetween', () => {
  it('announces 5 minutes and 1 minute once each, when crossed', () => {
    expect(announcementBetween(301, 300)).toBe('five_minutes');
    expect(announcementBetween(300, 299)).toBeNull();
    expect(announcementBetween(61, 60)).toBe('one_minute');
    expect(announcementBetween(60, 59)).toBeNull();
    expect(announcementBetween(1000, 999)).toBeNull();
    // A long jump (tab asleep) past both marks announces the nearer one.
    expect(announcementBetween(400, 30)).toBe('one_minute');
    expect(announcementBetween(400, 0)).toBeNull();
  });
});

describe('timerShown', () => {
  it('a hidden timer reappears in the last five minutes', () => {
    expect(timerShown(false, 2000)).toBe(true);
    expect(timerShown(true, 2000)).toBe(false);
    expect(timerShown(true, 300)).toBe(true);
  });
});

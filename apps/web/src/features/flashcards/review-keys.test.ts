import { describe, expect, it } from 'vitest';
import { reviewKeyAction, swipeRating, type KeyLike } from './review-keys.ts';
import { formatInterval } from './interval.ts';

const key = (k: string, extra: Partial<KeyLike> = {}): KeyLike => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  inField: false,
  ...extra,
});

describe('review keys', () => {
  it('space reveals; 1–4 rate only once revealed; space then means Good', () => {
    expect(reviewKeyAction(key(' '), false)).toEqual({ type: 'reveal' });
    expect(reviewKeyAction(key('3'), false)).toBeNull();
    expect(reviewKeyAction(key('1'), true)).toEqual({ type: 'rate', rating: 1 });
    expect(reviewKeyAction(key('4'), true)).toEqual({ type: 'rate', rating: 4 });
    expect(reviewKeyAction(key(' '), true)).toEqual({ type: 'rate', rating: 3 });
    expect(reviewKeyAction(key('5'), true)).toBeNull();
  });

  it('Ctrl+Z, Cmd+Z and U undo; nothing fires while typing in a field', () => {
    expect(reviewKeyAction(key('z', { ctrlKey: true }), true)).toEqual({ type: 'undo' });
    expect(reviewKeyAction(key('Z', { metaKey: true }), false)).toEqual({ type: 'undo' });
    expect(reviewKeyAction(key('u'), false)).toEqual({ type: 'undo' });
    expect(reviewKeyAction(key('1', { ctrlKey: true }), true)).toBeNull();
    expect(reviewKeyAction(key('1', { inField: true }), true)).toBeNull();
    expect(reviewKeyAction(key('u', { inField: true }), true)).toBeNull();
  });

  it('swipes: left Again, up Hard, right Good, far right Easy, short ones nothing', () => {
    expect(swipeRating(-200, 10, 400)).toBe(1);
    expect(swipeRating(5, -150, 400)).toBe(2);
    expect(swipeRating(120, 0, 400)).toBe(3);
    expect(swipeRating(300, 0, 400)).toBe(4);
    expect(swipeRating(20, 10, 400)).toBeNull();
    expect(swipeRating(0, 200, 400)).toBeNull();
  });
});

describe('the next interval on a button', () => {
  const now = '2026-11-26T10:00:00.000Z';
  it('reads minutes, days and months in the reader’s language', () => {
    expect(formatInterval(now, '2026-11-26T10:10:00.000Z', 'en')).toBe('10 min');
    expect(formatInterval(now, '2026-11-28T10:00:00.000Z', 'en')).toBe('2 days');
    expect(formatInterval(now, '2027-01-10T10:00:00.000Z', 'en')).toMatch(/^1\.5 mths?$/);
    expect(formatInterval(now, '2026-11-28T10:00:00.000Z', 'cn')).toBe('2天');
    expect(formatInterval(now, '2026-11-26T09:00:00.000Z', 'en')).toBe('1 min');
  });
});

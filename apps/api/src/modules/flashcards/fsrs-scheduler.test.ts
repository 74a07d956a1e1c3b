import { describe, expect, it } from 'vitest';
import type { FlashcardRating } from '@prepwell/contracts';
import { applyRating, clampReviewTime, newSchedule, previewIntervals } from './fsrs-scheduler.ts';

const G = 3;
const A = 1;

describe('FSRS scheduler (exams.md §6)', () => {
  it('reproduces the ts-fsrs FSRS-6 oracle with the default learning steps, each review at the due time', () => {
    const ratings: FlashcardRating[] = [G, G, G, G, G, G, A, A, G, G, G, G, G];
    let card = newSchedule(new Date('2022-12-29T12:30:00Z'));
    const days: number[] = [];
    for (const rating of ratings) {
      card = applyRating(card, rating, card.due);
      days.push(card.scheduledDays);
    }
    expect(days).toEqual([0, 2, 11, 46, 163, 498, 0, 0, 2, 4, 7, 12, 21]);
  });

  it('a new card: Again 1 min, Hard 6 min, Good 10 min (learning steps), Easy days away', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    const p = previewIntervals(newSchedule(now), now);
    expect(p.map((x) => x.rating)).toEqual([1, 2, 3, 4]);
    expect(p.map((x) => x.intervalSeconds).slice(0, 3)).toEqual([60, 360, 600]);
    expect(p[3]!.scheduledDays).toBeGreaterThanOrEqual(1);
  });

  it('clamps a review time into [last review, now]', () => {
    const now = new Date('2026-01-02T00:00:00Z');
    const last = new Date('2026-01-01T00:00:00Z');
    expect(clampReviewTime(new Date('2027-01-01T00:00:00Z'), last, now)).toEqual(now);
    expect(clampReviewTime(new Date('2025-01-01T00:00:00Z'), last, now)).toEqual(last);
    expect(clampReviewTime(undefined, last, now)).toEqual(now);
    const mid = new Date('2026-01-01T12:00:00Z');
    expect(clampReviewTime(mid, last, now)).toEqual(mid);
  });
});

import { describe, expect, it } from 'vitest';
import { groupSkills, overallOf, percentOf, progressLevel } from './progress.ts';

const stat = (key: string, section: string | null, correct: number, total: number) => ({
  key,
  label: key.toUpperCase(),
  section,
  correct,
  total,
});

describe('percentOf', () => {
  it('rounds the share of correct answers', () => {
    expect(percentOf(2, 3)).toBe(67);
    expect(percentOf(0, 5)).toBe(0);
    expect(percentOf(5, 5)).toBe(100);
  });
  it('is null when nothing was seen', () => {
    expect(percentOf(0, 0)).toBeNull();
  });
  it('never leaves 0…100', () => {
    expect(percentOf(7, 5)).toBe(100);
    expect(percentOf(-1, 5)).toBe(0);
  });
});

describe('progressLevel', () => {
  it('reads strong, fair and weak at 80 and 50', () => {
    expect(progressLevel(80)).toBe('strong');
    expect(progressLevel(79)).toBe('fair');
    expect(progressLevel(50)).toBe('fair');
    expect(progressLevel(49)).toBe('weak');
  });
});

describe('groupSkills', () => {
  it('groups by section in first-seen order, weakest first, and drops skills never seen', () => {
    const groups = groupSkills([
      stat('alg', 'math', 9, 10),
      stat('geo', 'math', 1, 4),
      stat('words', 'english', 3, 4),
      stat('none', 'math', 0, 0),
      stat('misc', null, 1, 2),
    ]);
    expect(groups.map((g) => g.section)).toEqual(['math', 'english', null]);
    expect(groups[0]?.skills.map((s) => [s.key, s.percent])).toEqual([
      ['geo', 25],
      ['alg', 90],
    ]);
  });
});

describe('overallOf', () => {
  it('sums correct and seen over the skills', () => {
    expect(overallOf([stat('a', null, 3, 4), stat('b', null, 1, 6)])).toEqual({ correct: 4, total: 10, percent: 40 });
    expect(overallOf([])).toEqual({ correct: 0, total: 0, percent: null });
  });
});

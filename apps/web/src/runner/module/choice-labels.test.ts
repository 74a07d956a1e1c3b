import { describe, expect, it } from 'vitest';
import { choiceLetter, pickChoice, toggleEliminated } from './choice-labels.ts';

describe('choiceLetter', () => {
  it('letters SAT choices A–D and ACT choices by odd/even question', () => {
    expect([0, 1, 2, 3].map((i) => choiceLetter('plain', 2, i)).join('')).toBe('ABCD');
    expect([0, 1, 2, 3, 4].map((i) => choiceLetter('act', 1, i)).join('')).toBe('ABCDE');
    expect([0, 1, 2, 3, 4].map((i) => choiceLetter('act', 2, i)).join('')).toBe('FGHJK');
  });
});

describe('toggleEliminated', () => {
  it('crosses out and restores', () => {
    expect(toggleEliminated([], 'B')).toEqual(['B']);
    expect(toggleEliminated(['B', 'C'], 'B')).toEqual(['C']);
  });
});

describe('pickChoice', () => {
  it('replaces a single choice and toggles a set in listed order', () => {
    expect(pickChoice(false, 'A', 'C', ['A', 'B', 'C'])).toBe('C');
    expect(pickChoice(true, ['C'], 'A', ['A', 'B', 'C'])).toEqual(['A', 'C']);
    expect(pickChoice(true, ['A'], 'A', ['A', 'B', 'C'])).toBeNull();
  });
});

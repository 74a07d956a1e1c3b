import type { AttemptScores } from '@prepwell/contracts';
import { describe, expect, it } from 'vitest';
import { sectionChanges, sectionText, totalText } from './score-text.ts';

const RW = '00000000-0000-4000-8000-0000000000a1';
const MATH = '00000000-0000-4000-8000-0000000000a2';
const scores = (rw: [number, number] | null, math: [number, number] | null): AttemptScores => ({
  sections: [
    { sectionId: RW, section: 'english', route: 'harder', raw: 40, maxRaw: 54, scaled: rw },
    { sectionId: MATH, section: 'math', route: 'base', raw: 30, maxRaw: 44, scaled: math },
  ],
  total: rw && math ? [rw[0] + math[0], rw[1] + math[1]] : null,
  scaled: !!(rw && math),
});

describe('score text', () => {
  it('shows scaled ranges, else raw counts', () => {
    expect(sectionText({ raw: 3, maxRaw: 10, scaled: [600, 620] })).toBe('600–620');
    expect(sectionText({ raw: 3, maxRaw: 10, scaled: null })).toBe('3/10');
    expect(totalText('sat', scores([600, 620], [700, 700]))).toBe('1300–1320');
    expect(totalText('sat', scores(null, null))).toBe('70/98');
    expect(totalText('sat', null)).toBe('—');
  });

  it('lists each section before and after, flagging the changed ones', () => {
    const changes = sectionChanges(scores([600, 620], [700, 700]), scores([610, 630], [700, 700]));
    expect(changes.map((c) => [c.section, c.before, c.after, c.changed])).toEqual([
      ['english', '600–620', '610–630', true],
      ['math', '700', '700', false],
    ]);
    expect(sectionChanges(null, scores([600, 600], null))[0]?.before).toBe('—');
  });
});

import { describe, expect, it } from 'vitest';
import { testTotals } from './test-totals.ts';

const m = (position: number, route: 'base' | 'easier' | 'harder', questionCount: number, minutes: number) => ({
  position,
  route,
  questionCount,
  timeLimitSeconds: minutes * 60,
});

describe('testTotals', () => {
  it('counts a full digital SAT as 98 questions and 134 minutes (one module 2 per section)', () => {
    const rw = { modules: [m(1, 'base', 27, 32), m(2, 'easier', 27, 32), m(2, 'harder', 27, 32)] };
    const math = { modules: [m(1, 'base', 22, 35), m(2, 'easier', 22, 35), m(2, 'harder', 22, 35)] };
    expect(testTotals([rw, math])).toEqual({ questionCount: 98, minutes: 134 });
  });

  it('takes the longer route when routes differ, and adds linear sections', () => {
    expect(
      testTotals([
        { modules: [m(1, 'base', 5, 18), m(2, 'easier', 3, 7), m(2, 'harder', 4, 11)] },
        { modules: [m(1, 'base', 10, 20)] },
      ]),
    ).toEqual({
      questionCount: 19,
      minutes: 49,
    });
  });

  it('is zero for an empty test', () => {
    expect(testTotals([])).toEqual({ questionCount: 0, minutes: 0 });
  });
});

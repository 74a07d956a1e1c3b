import { describe, expect, it } from 'vitest';
import { toggleAll, toggleOne } from './selection.ts';

describe('checklist selection', () => {
  it('selects everyone or nobody', () => {
    expect([...toggleAll(['a', 'b'], true)]).toEqual(['a', 'b']);
    expect(toggleAll(['a', 'b'], false).size).toBe(0);
  });

  it('ticks and unticks one without changing the original', () => {
    const before = new Set(['a']);
    const after = toggleOne(before, 'b', true);
    expect([...after].sort()).toEqual(['a', 'b']);
    expect([...before]).toEqual(['a']);
    expect([...toggleOne(after, 'a', false)]).toEqual(['b']);
    expect([...toggleOne(after, 'zz', false)].sort()).toEqual(['a', 'b']);
  });
});

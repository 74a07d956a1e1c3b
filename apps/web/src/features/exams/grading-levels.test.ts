import { describe, expect, it } from 'vitest';
import { levelCost, levelsAbove } from './grading-panel.tsx';

const pricing = { grading_prices: { score: 10, simple: 30, vip: 60 }, pro_grading_discount_percent: 20 };

describe('grading levels on offer', () => {
  it('offers every level first, then only the higher ones (an upgrade)', () => {
    expect(levelsAbove(null)).toEqual(['score', 'simple', 'vip']);
    expect(levelsAbove('score')).toEqual(['simple', 'vip']);
    expect(levelsAbove('vip')).toEqual([]);
  });
  it('shows the Pro discount against the list price', () => {
    expect(levelCost(pricing, 'simple', false, 0)).toEqual({ list: 30, price: 30, due: 30 });
    expect(levelCost(pricing, 'simple', true, 0)).toEqual({ list: 30, price: 24, due: 24 });
  });
  it('an upgrade costs the difference to what was paid', () => {
    expect(levelCost(pricing, 'vip', false, 10)).toEqual({ list: 60, price: 60, due: 50 });
    expect(levelCost(pricing, 'vip', true, 8)).toEqual({ list: 60, price: 48, due: 40 });
    expect(levelCost(pricing, 'score', false, 30).due).toBe(0);
  });
});

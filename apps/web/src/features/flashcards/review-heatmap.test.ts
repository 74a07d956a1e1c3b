import { describe, expect, it } from 'vitest';
import { activeDays, heatStepOf, layoutHeatmap } from './review-heatmap.ts';

describe('the review heat map', () => {
  it('puts each day under its weekday, in week columns', () => {
    // 2026-11-26 is a Thursday (row 4).
    const days = ['2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'].map((day, i) => ({ day, count: i }));
    const { cells, columns } = layoutHeatmap(days);
    expect(cells.map((c) => [c.column, c.row])).toEqual([
      [0, 4],
      [0, 5],
      [0, 6],
      [1, 0],
    ]);
    expect(columns).toBe(2);
  });

  it('steps by the share of the busiest day; no review is step 0', () => {
    expect(heatStepOf(0, 10)).toBe(0);
    expect(heatStepOf(1, 10)).toBe(1);
    expect(heatStepOf(5, 10)).toBe(2);
    expect(heatStepOf(7, 10)).toBe(3);
    expect(heatStepOf(10, 10)).toBe(4);
    expect(heatStepOf(3, 0)).toBe(0);
  });

  it('lays 90 days in 13 or 14 columns and counts active days', () => {
    const days = Array.from({ length: 90 }, (_, i) => ({
      day: new Date(Date.UTC(2026, 8, 1) + i * 86_400_000).toISOString().slice(0, 10),
      count: i % 3 === 0 ? 2 : 0,
    }));
    const { cells, columns } = layoutHeatmap(days);
    expect(cells).toHaveLength(90);
    expect(columns).toBeGreaterThanOrEqual(13);
    expect(columns).toBeLessThanOrEqual(14);
    expect(activeDays(days)).toBe(30);
    expect(layoutHeatmap([])).toEqual({ cells: [], columns: 0 });
  });
});

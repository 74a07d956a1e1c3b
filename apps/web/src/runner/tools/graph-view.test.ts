import { describe, expect, it } from 'vitest';
import { DEFAULT_VIEW, fitAspect, gridStep, panBy, samplePolylines, tableXs, toPx, zoomAt } from './graph-view.ts';

describe('graph view maths', () => {
  it('picks grid steps of 1, 2 or 5 × 10ⁿ', () => {
    expect(gridStep(20, 600)).toBe(2);
    expect(gridStep(20, 300)).toBe(5);
    expect(gridStep(2000, 600)).toBe(200);
    expect(gridStep(0.02, 600)).toBe(0.002);
  });

  it('zooms around the pointer, keeping the point under it in place', () => {
    const view = zoomAt(DEFAULT_VIEW, 0.5, 450, 300, 600, 600); // pointer at graph (5, 0)
    expect(view).toEqual({ xMin: -2.5, xMax: 7.5, yMin: -5, yMax: 5 });
    const px = toPx(view, 600, 600);
    expect(px.x(5)).toBeCloseTo(450);
    expect(px.y(0)).toBeCloseTo(300);
  });

  it('pans with the drag: dragging right shows smaller x, dragging down shows larger y', () => {
    expect(panBy(DEFAULT_VIEW, 60, 60, 600, 600)).toEqual({ xMin: -12, xMax: 8, yMin: -8, yMax: 12 });
  });

  it('fits y to the canvas aspect so units are square', () => {
    expect(fitAspect(DEFAULT_VIEW, 800, 400)).toEqual({ xMin: -10, xMax: 10, yMin: -5, yMax: 5 });
  });

  it('breaks lines where the function is undefined or jumps across an asymptote', () => {
    const sqrt = samplePolylines(Math.sqrt, DEFAULT_VIEW, 200, 200);
    expect(sqrt).toHaveLength(1);
    expect(sqrt[0]![0]![0]).toBeGreaterThanOrEqual(100); // starts at x = 0, the middle
    const tan = samplePolylines(Math.tan, DEFAULT_VIEW, 400, 400);
    expect(tan.length).toBeGreaterThanOrEqual(6); // 20 units hold about 6–7 branches of tan
    const line = samplePolylines((x) => 2 * x + 1, DEFAULT_VIEW, 100, 100);
    expect(line).toHaveLength(1);
  });

  it('lists table x values without floating-point noise', () => {
    expect(tableXs(0, 0.1, 4)).toEqual([0, 0.1, 0.2, 0.3]);
  });
});

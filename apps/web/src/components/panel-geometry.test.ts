import { describe, expect, it } from 'vitest';
import {
  arrowDelta,
  clampRect as clampRectWith,
  clampSize as clampSizeWith,
  dragRect as dragRectWith,
  nudgeStep,
  parseRect,
  resizeRect as resizeRectWith,
  type Rect,
  type Size,
} from './panel-geometry.ts';

const PANEL_MIN = { width: 300, height: 320 };
const PANEL_MAX = { width: 760, height: 900 };
const PANEL_MARGIN = 8;
const limits = { min: PANEL_MIN, max: PANEL_MAX, margin: PANEL_MARGIN };
const clampSize = (size: Size, viewport: Size) => clampSizeWith(size, viewport, limits);
const clampRect = (rect: Rect, viewport: Size) => clampRectWith(rect, viewport, limits);
const dragRect = (start: Rect, dx: number, dy: number, viewport: Size) => dragRectWith(start, dx, dy, viewport, limits);
const resizeRect = (start: Rect, dx: number, dy: number, viewport: Size) =>
  resizeRectWith(start, dx, dy, viewport, limits);

const desktop = { width: 1280, height: 860 };

describe('panel geometry', () => {
  it('without a maximum and a margin (the runner tools), the viewport is the only bound', () => {
    const tools = { min: { width: 260, height: 200 }, margin: 0 };
    expect(clampSizeWith({ width: 5000, height: 100 }, desktop, tools)).toEqual({ width: 1280, height: 200 });
    expect(dragRectWith({ x: 10, y: 10, width: 400, height: 500 }, 5000, -50, desktop, tools)).toEqual({
      x: 880,
      y: 0,
      width: 400,
      height: 500,
    });
    expect(resizeRectWith({ x: 1000, y: 10, width: 260, height: 500 }, 100, 0, desktop, tools)).toEqual({
      x: 1000,
      y: 10,
      width: 280,
      height: 500,
    });
  });

  it('keeps sizes between the minimum and the maximum, and within a small viewport', () => {
    expect(clampSize({ width: 10, height: 10 }, desktop)).toEqual(PANEL_MIN);
    expect(clampSize({ width: 5000, height: 5000 }, desktop)).toEqual({
      width: PANEL_MAX.width,
      height: desktop.height - 2 * PANEL_MARGIN,
    });
    expect(clampSize({ width: 5000, height: 5000 }, { width: 250, height: 300 })).toEqual({ width: 234, height: 284 });
  });

  it('drags by the pointer travel and stops at every edge', () => {
    const start = { x: 100, y: 100, width: 400, height: 500 };
    expect(dragRect(start, 50, -20, desktop)).toEqual({ ...start, x: 150, y: 80 });
    expect(dragRect(start, -500, -500, desktop)).toMatchObject({ x: PANEL_MARGIN, y: PANEL_MARGIN });
    expect(dragRect(start, 5000, 5000, desktop)).toMatchObject({
      x: 1280 - PANEL_MARGIN - 400,
      y: 860 - PANEL_MARGIN - 500,
    });
  });

  it('resizes from the bottom-right corner within the limits and the viewport', () => {
    const start = { x: 100, y: 100, width: 400, height: 500 };
    expect(resizeRect(start, 60, -40, desktop)).toEqual({ x: 100, y: 100, width: 460, height: 460 });
    expect(resizeRect(start, -1000, -1000, desktop)).toEqual({ x: 100, y: 100, ...PANEL_MIN });
    const big = resizeRect(start, 2000, 2000, desktop);
    expect(big).toEqual({ x: 100, y: 100, width: PANEL_MAX.width, height: 860 - PANEL_MARGIN - 100 });
  });

  it('moves a remembered rectangle back inside a smaller viewport', () => {
    expect(clampRect({ x: 900, y: 700, width: 400, height: 540 }, { width: 800, height: 600 })).toEqual({
      x: 392,
      y: 52,
      width: 400,
      height: 540,
    });
  });

  it('reads remembered rectangles safely', () => {
    expect(parseRect('{"x":1,"y":2,"width":300,"height":400}')).toEqual({ x: 1, y: 2, width: 300, height: 400 });
    expect(parseRect('{"x":"1"}')).toBeNull();
    expect(parseRect('nope')).toBeNull();
    expect(parseRect(null)).toBeNull();
  });

  it('nudges by 16 px, 64 px with Shift', () => {
    expect(nudgeStep(false)).toBe(16);
    expect(nudgeStep(true)).toBe(64);
  });
});

describe('arrowDelta', () => {
  it('moves by the nudge step along the arrow, and ignores other keys', () => {
    expect(arrowDelta('ArrowLeft', false)).toEqual({ dx: -16, dy: 0 });
    expect(arrowDelta('ArrowDown', true)).toEqual({ dx: 0, dy: 64 });
    expect(arrowDelta('ArrowUp', false)).toEqual({ dx: 0, dy: -16 });
    expect(arrowDelta('ArrowRight', true)).toEqual({ dx: 64, dy: 0 });
    expect(arrowDelta('Enter', false)).toBeNull();
  });
});

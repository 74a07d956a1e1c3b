import type { Fn } from './calculator-engine.ts';

/** The visible window of the graph, in graph units. */
export interface GraphView {
  readonly xMin: number;
  readonly xMax: number;
  readonly yMin: number;
  readonly yMax: number;
}

export const DEFAULT_VIEW: GraphView = { xMin: -10, xMax: 10, yMin: -10, yMax: 10 };

/** A grid step of 1, 2 or 5 × 10ⁿ that puts lines about `targetPx` apart. */
export const gridStep = (span: number, pixels: number, targetPx = 60): number => {
  const raw = (span / Math.max(pixels, 1)) * targetPx;
  const power = 10 ** Math.floor(Math.log10(raw));
  const scaled = raw / power;
  return (scaled < 1.5 ? 1 : scaled < 3.5 ? 2 : scaled < 7.5 ? 5 : 10) * power;
};

/** Keeps the aspect of the window equal to the canvas's, so circles look round (y is fitted around its centre). */
export const fitAspect = (view: GraphView, width: number, height: number): GraphView => {
  if (width <= 0 || height <= 0) return view;
  const ySpan = ((view.xMax - view.xMin) * height) / width;
  const yMid = (view.yMin + view.yMax) / 2;
  return { ...view, yMin: yMid - ySpan / 2, yMax: yMid + ySpan / 2 };
};

/** Zooms by `factor` (< 1 zooms in) keeping the graph point under (px, py) in place. */
export const zoomAt = (
  view: GraphView,
  factor: number,
  px: number,
  py: number,
  width: number,
  height: number,
): GraphView => {
  const gx = view.xMin + (px / width) * (view.xMax - view.xMin);
  const gy = view.yMax - (py / height) * (view.yMax - view.yMin);
  const span = view.xMax - view.xMin;
  if ((factor < 1 && span < 1e-6) || (factor > 1 && span > 1e7)) return view;
  return {
    xMin: gx - (gx - view.xMin) * factor,
    xMax: gx + (view.xMax - gx) * factor,
    yMin: gy - (gy - view.yMin) * factor,
    yMax: gy + (view.yMax - gy) * factor,
  };
};

/** Moves the window by a drag of (dx, dy) pixels: the graph follows the pointer. */
export const panBy = (view: GraphView, dx: number, dy: number, width: number, height: number): GraphView => {
  const ux = (dx / width) * (view.xMax - view.xMin);
  const uy = (dy / height) * (view.yMax - view.yMin);
  return { xMin: view.xMin - ux, xMax: view.xMax - ux, yMin: view.yMin + uy, yMax: view.yMax + uy };
};

export const toPx = (view: GraphView, width: number, height: number) => ({
  x: (gx: number) => ((gx - view.xMin) / (view.xMax - view.xMin)) * width,
  y: (gy: number) => ((view.yMax - gy) / (view.yMax - view.yMin)) * height,
});

/**
 * Samples a function once per pixel column into polylines (pixel coordinates). A line breaks where the
 * function is undefined and across a vertical asymptote (a jump between neighbours far taller than the
 * canvas, as tan(x) makes), so no false vertical strokes are drawn.
 */
export const samplePolylines = (fn: Fn, view: GraphView, width: number, height: number): [number, number][][] => {
  const { y: py } = toPx(view, width, height);
  const lines: [number, number][][] = [];
  let current: [number, number][] = [];
  let previous: number | null = null;
  const columns = Math.max(2, Math.round(width));
  for (let i = 0; i <= columns; i++) {
    const gx = view.xMin + (i / columns) * (view.xMax - view.xMin);
    const gy = fn(gx);
    if (!Number.isFinite(gy)) {
      if (current.length > 1) lines.push(current);
      current = [];
      previous = null;
      continue;
    }
    const y = Math.max(-height * 4, Math.min(height * 5, py(gy)));
    if (previous !== null && Math.abs(y - previous) > height * 2) {
      if (current.length > 1) lines.push(current);
      current = [];
    }
    current.push([(i / columns) * width, y]);
    previous = y;
  }
  if (current.length > 1) lines.push(current);
  return lines;
};

/** x values for the table of values: `count` rows from `start` by `step`. */
export const tableXs = (start: number, step: number, count: number): number[] =>
  Array.from({ length: count }, (_, i) => Number((start + i * step).toPrecision(12)));

/**
 * Where a floating panel sits and how big it is (the tutor panel, the runner's calculator and reference
 * sheet): kept inside the viewport while dragged by its header or resized by its bottom-right corner,
 * within the panel's minimum and maximum sizes and a margin to the viewport's edges. Pure.
 */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}
export interface Size {
  width: number;
  height: number;
}

export interface PanelLimits {
  min: Size;
  /** Omitted: as large as the viewport allows. */
  max?: Size;
  /** Space kept between the panel and the viewport's edges. */
  margin: number;
}

const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), Math.max(low, high));

/** The size within the limits and the viewport (a small screen gets the whole viewport less the margins). */
export const clampSize = (size: Size, viewport: Size, limits: PanelLimits): Size => {
  const roomW = viewport.width - 2 * limits.margin;
  const roomH = viewport.height - 2 * limits.margin;
  const maxW = limits.max?.width ?? Infinity;
  const maxH = limits.max?.height ?? Infinity;
  return {
    width: Math.round(clamp(size.width, Math.min(limits.min.width, roomW), Math.min(maxW, roomW))),
    height: Math.round(clamp(size.height, Math.min(limits.min.height, roomH), Math.min(maxH, roomH))),
  };
};

/** The rectangle with its size clamped, then moved (not shrunk) so it lies inside the viewport. */
export const clampRect = (rect: Rect, viewport: Size, limits: PanelLimits): Rect => {
  const size = clampSize(rect, viewport, limits);
  return {
    ...size,
    x: Math.round(clamp(rect.x, limits.margin, viewport.width - limits.margin - size.width)),
    y: Math.round(clamp(rect.y, limits.margin, viewport.height - limits.margin - size.height)),
  };
};

/** Dragging by the header: the rectangle at drag start moved by the pointer's travel. */
export const dragRect = (start: Rect, dx: number, dy: number, viewport: Size, limits: PanelLimits): Rect =>
  clampRect({ ...start, x: start.x + dx, y: start.y + dy }, viewport, limits);

/** Resizing by the bottom-right corner: the top-left corner stays, the size follows the pointer. */
export const resizeRect = (start: Rect, dx: number, dy: number, viewport: Size, limits: PanelLimits): Rect => {
  const { margin, min } = limits;
  const size = clampSize({ width: start.width + dx, height: start.height + dy }, viewport, limits);
  // Growing past the viewport's right or bottom edge is capped there (the corner stays under the pointer's side).
  const width = Math.min(
    size.width,
    Math.max(viewport.width - margin - start.x, Math.min(min.width, viewport.width - 2 * margin)),
  );
  const height = Math.min(
    size.height,
    Math.max(viewport.height - margin - start.y, Math.min(min.height, viewport.height - 2 * margin)),
  );
  return clampRect({ x: start.x, y: start.y, width, height }, viewport, limits);
};

/** Keyboard nudges (arrow keys on the move grip or the resize handle): 16 px, 64 px with Shift. */
export const nudgeStep = (shift: boolean): number => (shift ? 64 : 16);

/** The move or resize an arrow key asks for (null for any other key). */
export const arrowDelta = (key: string, shift: boolean): { dx: number; dy: number } | null => {
  const step = nudgeStep(shift);
  switch (key) {
    case 'ArrowLeft':
      return { dx: -step, dy: 0 };
    case 'ArrowRight':
      return { dx: step, dy: 0 };
    case 'ArrowUp':
      return { dx: 0, dy: -step };
    case 'ArrowDown':
      return { dx: 0, dy: step };
    default:
      return null;
  }
};

const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** A remembered rectangle read back (anything malformed is ignored). */
export const rectOf = (value: unknown): Rect | null => {
  const v = value as Partial<Rect> | null;
  if (
    v &&
    typeof v === 'object' &&
    isFiniteNumber(v.x) &&
    isFiniteNumber(v.y) &&
    isFiniteNumber(v.width) &&
    isFiniteNumber(v.height)
  ) {
    return { x: v.x, y: v.y, width: v.width, height: v.height };
  }
  return null;
};

export const parseRect = (text: string | null): Rect | null => {
  if (!text) return null;
  try {
    return rectOf(JSON.parse(text));
  } catch {
    return null; // not JSON
  }
};

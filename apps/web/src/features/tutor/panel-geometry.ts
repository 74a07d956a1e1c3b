/**
 * Where the floating tutor panel sits and how big it is: kept inside the viewport while dragged by its
 * header or resized by its corner handle, within minimum and maximum sizes, and remembered for the
 * browser session (sessionStorage).
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

export const PANEL_MIN: Size = { width: 300, height: 320 };
export const PANEL_MAX: Size = { width: 760, height: 900 };
export const PANEL_DEFAULT: Size = { width: 400, height: 540 };
/** Space kept between the panel and the viewport's edges. */
export const PANEL_MARGIN = 8;

const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), Math.max(low, high));

/** The size within the limits and the viewport (a small screen gets the whole viewport less the margins). */
export const clampSize = (size: Size, viewport: Size): Size => {
  const roomW = viewport.width - 2 * PANEL_MARGIN;
  const roomH = viewport.height - 2 * PANEL_MARGIN;
  return {
    width: Math.round(clamp(size.width, Math.min(PANEL_MIN.width, roomW), Math.min(PANEL_MAX.width, roomW))),
    height: Math.round(clamp(size.height, Math.min(PANEL_MIN.height, roomH), Math.min(PANEL_MAX.height, roomH))),
  };
};

/** The rectangle with its size clamped, then moved (not shrunk) so it lies inside the viewport. */
export const clampRect = (rect: Rect, viewport: Size): Rect => {
  const size = clampSize(rect, viewport);
  return {
    ...size,
    x: Math.round(clamp(rect.x, PANEL_MARGIN, viewport.width - PANEL_MARGIN - size.width)),
    y: Math.round(clamp(rect.y, PANEL_MARGIN, viewport.height - PANEL_MARGIN - size.height)),
  };
};

/** The first place: the default size at the bottom right, above the page's floating buttons (feedback). */
export const DEFAULT_OFFSET = { right: 24, bottom: 84 } as const;
export const defaultRect = (viewport: Size): Rect => {
  const size = clampSize(PANEL_DEFAULT, viewport);
  return clampRect({ ...size, x: viewport.width - size.width - DEFAULT_OFFSET.right, y: viewport.height - size.height - DEFAULT_OFFSET.bottom }, viewport);
};

/** Dragging by the header: the rectangle at drag start moved by the pointer's travel. */
export const dragRect = (start: Rect, dx: number, dy: number, viewport: Size): Rect => clampRect({ ...start, x: start.x + dx, y: start.y + dy }, viewport);

/** Resizing by the bottom-right corner: the top-left corner stays, the size follows the pointer. */
export const resizeRect = (start: Rect, dx: number, dy: number, viewport: Size): Rect => {
  const size = clampSize({ width: start.width + dx, height: start.height + dy }, viewport);
  // Growing past the viewport's right or bottom edge is capped there (the corner stays under the pointer's side).
  const width = Math.min(size.width, Math.max(viewport.width - PANEL_MARGIN - start.x, Math.min(PANEL_MIN.width, viewport.width - 2 * PANEL_MARGIN)));
  const height = Math.min(size.height, Math.max(viewport.height - PANEL_MARGIN - start.y, Math.min(PANEL_MIN.height, viewport.height - 2 * PANEL_MARGIN)));
  return clampRect({ x: start.x, y: start.y, width, height }, viewport);
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
export const parseRect = (text: string | null): Rect | null => {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<Rect> | null;
    if (value && isFiniteNumber(value.x) && isFiniteNumber(value.y) && isFiniteNumber(value.width) && isFiniteNumber(value.height)) {
      return { x: value.x, y: value.y, width: value.width, height: value.height };
    }
  } catch {
    /* not JSON */
  }
  return null;
};

export const RECT_STORAGE_KEY = 'tutor_panel_rect';

export const loadRect = (viewport: Size): Rect => {
  let stored: string | null = null;
  try {
    stored = window.sessionStorage.getItem(RECT_STORAGE_KEY);
  } catch {
    /* storage unavailable */
  }
  const rect = parseRect(stored);
  return rect ? clampRect(rect, viewport) : defaultRect(viewport);
};

export const saveRect = (rect: Rect): void => {
  try {
    window.sessionStorage.setItem(RECT_STORAGE_KEY, JSON.stringify(rect));
  } catch {
    /* storage unavailable: the place is not remembered */
  }
};

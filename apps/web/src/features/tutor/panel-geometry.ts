import {
  clampRect,
  clampSize,
  parseRect,
  type PanelLimits,
  type Rect,
  type Size,
} from '../../components/panel-geometry.ts';

/**
 * The tutor panel's place (components/panel-geometry.ts does the geometry): its limits, its first place
 * at the bottom right, and the place remembered for the browser session (sessionStorage).
 */
export const PANEL_MIN: Size = { width: 300, height: 320 };
export const PANEL_MAX: Size = { width: 760, height: 900 };
export const PANEL_DEFAULT: Size = { width: 400, height: 540 };
/** Space kept between the panel and the viewport's edges. */
export const PANEL_MARGIN = 8;
export const TUTOR_LIMITS: PanelLimits = { min: PANEL_MIN, max: PANEL_MAX, margin: PANEL_MARGIN };

/** The first place: the default size at the bottom right, above the page's floating buttons (feedback). */
export const DEFAULT_OFFSET = { right: 24, bottom: 84 } as const;
export const defaultRect = (viewport: Size): Rect => {
  const size = clampSize(PANEL_DEFAULT, viewport, TUTOR_LIMITS);
  return clampRect(
    {
      ...size,
      x: viewport.width - size.width - DEFAULT_OFFSET.right,
      y: viewport.height - size.height - DEFAULT_OFFSET.bottom,
    },
    viewport,
    TUTOR_LIMITS,
  );
};

export const RECT_STORAGE_KEY = 'tutor_panel_rect';

/** The panel's place for this browser session (sessionStorage; unavailable storage just forgets). */
export const tutorRectStore = {
  load: (): Rect | null => {
    try {
      return parseRect(window.sessionStorage.getItem(RECT_STORAGE_KEY));
    } catch {
      return null;
    }
  },
  save: (rect: Rect): void => {
    try {
      window.sessionStorage.setItem(RECT_STORAGE_KEY, JSON.stringify(rect));
    } catch {
      /* storage unavailable: the place is not remembered */
    }
  },
};

/**
 * Issue 17: the panel never covers the text it discusses. Below the drawer breakpoint it is a bottom sheet
 * (the page gets room below to scroll the question above it); on wide screens it docks beside the page, which
 * narrows to make room, unless the student chose to float it (remembered for the browser session).
 */
export type PanelLayout = 'side' | 'sheet' | 'float';
export const SHEET_QUERY = '(max-width: 991.98px)';
/** The sheet's height: the lower part of a phone's screen, the question stays readable above it. */
export const SHEET_HEIGHT = '55vh';
export const layoutOf = (narrow: boolean, docked: boolean): PanelLayout =>
  narrow ? 'sheet' : docked ? 'side' : 'float';

export const DOCK_STORAGE_KEY = 'tutor_panel_docked';
export const tutorDockStore = {
  load: (): boolean => {
    try {
      return window.sessionStorage.getItem(DOCK_STORAGE_KEY) !== 'false';
    } catch {
      return true;
    }
  },
  save: (docked: boolean): void => {
    try {
      window.sessionStorage.setItem(DOCK_STORAGE_KEY, String(docked));
    } catch {
      /* storage unavailable: the choice is not remembered */
    }
  },
};

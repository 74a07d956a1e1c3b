import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import {
  arrowDelta,
  clampRect,
  dragRect,
  resizeRect,
  type PanelLimits,
  type Rect,
  type Size,
} from './panel-geometry.ts';

/**
 * The one drag-and-resize behaviour of the floating panels (the tutor panel, the runner's calculator and
 * reference sheet): the header drags the panel, the bottom-right handle resizes it, with the mouse, pen or
 * touch (pointer capture, the primary button only) or the arrow keys on the move grip and the resize
 * handle (16 px, 64 px with Shift). The panel stays inside the viewport, also when the window shrinks; its
 * place is saved after each gesture or nudge. Plain React, no Mantine: both roots use it.
 *
 * Spread `moveHandlers` on the header and `resizeHandlers` on the handle; `onMoveKeyDown` and
 * `onResizeKeyDown` go on the grip button and the handle. A button inside the header does not start a drag
 * unless it carries `data-grip`.
 */
export interface RectStore {
  load(): Rect | null;
  save(rect: Rect): void;
}

export interface DraggablePanelOptions {
  limits: PanelLimits;
  /** Where the panel first opens when nothing is remembered. */
  initial(viewport: Size): Rect;
  store?: RectStore;
}

type Kind = 'move' | 'resize';
type Gesture = { kind: Kind; start: Rect; x: number; y: number; pointer: number };

export interface PointerHandlers {
  onPointerDown(event: PointerEvent<HTMLElement>): void;
  onPointerMove(event: PointerEvent<HTMLElement>): void;
  onPointerUp(event: PointerEvent<HTMLElement>): void;
  onPointerCancel(event: PointerEvent<HTMLElement>): void;
}

export interface DraggablePanel {
  rect: Rect;
  moveHandlers: PointerHandlers;
  resizeHandlers: PointerHandlers;
  onMoveKeyDown(event: KeyboardEvent<HTMLElement>): void;
  onResizeKeyDown(event: KeyboardEvent<HTMLElement>): void;
}

/** The viewport without the page's scrollbar. */
export const viewportSize = (): Size => ({
  width: document.documentElement.clientWidth || window.innerWidth,
  height: window.innerHeight,
});

export function useDraggablePanel({ limits, initial, store }: DraggablePanelOptions): DraggablePanel {
  const [rect, setRect] = useState<Rect>(() => {
    const viewport = viewportSize();
    const stored = store?.load() ?? null;
    return stored ? clampRect(stored, viewport, limits) : initial(viewport);
  });
  const gesture = useRef<Gesture | null>(null);
  const latest = useRef(rect);
  latest.current = rect;
  const setup = useRef({ limits, store });
  setup.current = { limits, store };

  // Inside the viewport when the window changes size.
  useEffect(() => {
    const onResize = () => setRect((current) => clampRect(current, viewportSize(), setup.current.limits));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  const next = (kind: Kind, start: Rect, dx: number, dy: number): Rect =>
    (kind === 'move' ? dragRect : resizeRect)(start, dx, dy, viewportSize(), setup.current.limits);

  const handlers = (kind: Kind): PointerHandlers => {
    const end = (event: PointerEvent<HTMLElement>) => {
      const g = gesture.current;
      if (!g || g.pointer !== event.pointerId) return;
      gesture.current = null;
      if (event.currentTarget.hasPointerCapture(event.pointerId))
        event.currentTarget.releasePointerCapture(event.pointerId);
      setup.current.store?.save(latest.current);
    };
    return {
      onPointerDown: (event) => {
        if (event.button !== 0) return;
        if (kind === 'move' && event.target instanceof Element && event.target.closest('button:not([data-grip])'))
          return;
        event.preventDefault();
        event.currentTarget.setPointerCapture(event.pointerId);
        gesture.current = { kind, start: latest.current, x: event.clientX, y: event.clientY, pointer: event.pointerId };
      },
      onPointerMove: (event) => {
        const g = gesture.current;
        if (!g || g.pointer !== event.pointerId) return;
        const moved = next(g.kind, g.start, event.clientX - g.x, event.clientY - g.y);
        latest.current = moved;
        setRect(moved);
      },
      onPointerUp: end,
      onPointerCancel: end,
    };
  };

  /** Arrow keys: the same move or resize as a drag, saved at once. */
  const nudge = (kind: Kind) => (event: KeyboardEvent<HTMLElement>) => {
    const delta = arrowDelta(event.key, event.shiftKey);
    if (!delta) return;
    event.preventDefault();
    const moved = next(kind, latest.current, delta.dx, delta.dy);
    latest.current = moved;
    setRect(moved);
    setup.current.store?.save(moved);
  };

  return {
    rect,
    moveHandlers: handlers('move'),
    resizeHandlers: handlers('resize'),
    onMoveKeyDown: nudge('move'),
    onResizeKeyDown: nudge('resize'),
  };
}

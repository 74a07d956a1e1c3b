import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Fn } from './calculator-engine.ts';
import { fitAspect, gridStep, panBy, samplePolylines, toPx, zoomAt, type GraphView } from './graph-view.ts';
import styles from './calculator.module.css';

export interface GraphCurve {
  readonly fn: Fn;
  readonly color: string;
}

interface GraphCanvasProps {
  view: GraphView;
  onViewChange(view: GraphView): void;
  curves: readonly GraphCurve[];
  /** What the graph shows, for screen readers (the table of values gives the numbers). */
  description: string;
}

const label = (n: number) => String(Number(n.toPrecision(6)));

const draw = (
  canvas: HTMLCanvasElement,
  view: GraphView,
  curves: readonly GraphCurve[],
  width: number,
  height: number,
) => {
  const ratio = window.devicePixelRatio || 1;
  canvas.width = Math.round(width * ratio);
  canvas.height = Math.round(height * ratio);
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, width, height);
  const px = toPx(view, width, height);
  const step = gridStep(view.xMax - view.xMin, width);
  ctx.lineWidth = 1;
  ctx.font = '11px system-ui, sans-serif';
  // Grid lines and labels (labels on the axes, or at the edge when an axis is off screen).
  const axisY = Math.min(Math.max(px.y(0), 12), height - 4);
  const axisX = Math.min(Math.max(px.x(0), 2), width - 30);
  for (let gx = Math.ceil(view.xMin / step) * step; gx <= view.xMax; gx += step) {
    const x = Math.round(px.x(gx)) + 0.5;
    ctx.strokeStyle = '#e9ecef';
    ctx.beginPath();
    ctx.moveTo(x, 0);
    ctx.lineTo(x, height);
    ctx.stroke();
    if (Math.abs(gx) > step / 2) {
      ctx.fillStyle = '#495057';
      ctx.fillText(label(gx), x + 2, axisY - 3);
    }
  }
  for (let gy = Math.ceil(view.yMin / step) * step; gy <= view.yMax; gy += step) {
    const y = Math.round(px.y(gy)) + 0.5;
    ctx.strokeStyle = '#e9ecef';
    ctx.beginPath();
    ctx.moveTo(0, y);
    ctx.lineTo(width, y);
    ctx.stroke();
    if (Math.abs(gy) > step / 2) {
      ctx.fillStyle = '#495057';
      ctx.fillText(label(gy), axisX + 3, y - 2);
    }
  }
  ctx.strokeStyle = '#343a40';
  ctx.lineWidth = 1.5;
  ctx.beginPath();
  ctx.moveTo(0, px.y(0));
  ctx.lineTo(width, px.y(0));
  ctx.moveTo(px.x(0), 0);
  ctx.lineTo(px.x(0), height);
  ctx.stroke();
  ctx.lineWidth = 2.5;
  ctx.lineJoin = 'round';
  for (const curve of curves) {
    ctx.strokeStyle = curve.color;
    for (const line of samplePolylines(curve.fn, view, width, height)) {
      ctx.beginPath();
      line.forEach(([x, y], i) => (i === 0 ? ctx.moveTo(x, y) : ctx.lineTo(x, y)));
      ctx.stroke();
    }
  }
};

/**
 * The graph: drag to pan, wheel or the buttons to zoom, and from the keyboard (focus the graph) the arrow
 * keys pan and + / − zoom. Units stay square (the y range follows the canvas's aspect).
 */
export const GraphCanvas = ({ view, onViewChange, curves, description }: GraphCanvasProps) => {
  const { t } = useTranslation('tools');
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  const drag = useRef<{ x: number; y: number; view: GraphView } | null>(null);
  const fitted = useMemo(() => fitAspect(view, size.width, size.height), [view, size]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setSize({ width: entry.contentRect.width, height: entry.contentRect.height });
    });
    observer.observe(canvas);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (canvasRef.current && size.width > 0) draw(canvasRef.current, fitted, curves, size.width, size.height);
  }, [fitted, curves, size]);

  // Wheel zoom needs a non-passive listener to keep the page from scrolling.
  const latest = useRef({ fitted, size, onViewChange });
  latest.current = { fitted, size, onViewChange };
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const { fitted: v, size: s, onViewChange: change } = latest.current;
      const rect = canvas.getBoundingClientRect();
      change(
        zoomAt(
          v,
          event.deltaY > 0 ? 1.15 : 1 / 1.15,
          event.clientX - rect.left,
          event.clientY - rect.top,
          s.width,
          s.height,
        ),
      );
    };
    canvas.addEventListener('wheel', onWheel, { passive: false });
    return () => canvas.removeEventListener('wheel', onWheel);
  }, []);

  const zoom = (factor: number) =>
    onViewChange(zoomAt(fitted, factor, size.width / 2, size.height / 2, size.width, size.height));

  const onKeyDown = (event: KeyboardEvent) => {
    const pan = (dx: number, dy: number) => onViewChange(panBy(fitted, dx, dy, size.width, size.height));
    const step = size.width / 10;
    switch (event.key) {
      case 'ArrowLeft':
        pan(step, 0);
        break;
      case 'ArrowRight':
        pan(-step, 0);
        break;
      case 'ArrowUp':
        pan(0, step);
        break;
      case 'ArrowDown':
        pan(0, -step);
        break;
      case '+':
      case '=':
        zoom(1 / 1.5);
        break;
      case '-':
        zoom(1.5);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY, view: fitted };
  };
  const onPointerMove = (event: PointerEvent) => {
    const d = drag.current;
    if (d) onViewChange(panBy(d.view, event.clientX - d.x, event.clientY - d.y, size.width, size.height));
  };

  return (
    <div className={styles.graph}>
      <canvas
        ref={canvasRef}
        className={styles.canvas}
        tabIndex={0}
        role="img"
        aria-label={t('calculator.graphLabel', {
          description,
          xMin: label(fitted.xMin),
          xMax: label(fitted.xMax),
          yMin: label(fitted.yMin),
          yMax: label(fitted.yMax),
        })}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={() => (drag.current = null)}
        onPointerCancel={() => (drag.current = null)}
      />
      <div className={styles.zoomButtons}>
        <button
          type="button"
          className={styles.zoomButton}
          onClick={() => zoom(1 / 1.5)}
          aria-label={t('calculator.zoomIn')}
        >
          +
        </button>
        <button
          type="button"
          className={styles.zoomButton}
          onClick={() => zoom(1.5)}
          aria-label={t('calculator.zoomOut')}
        >
          −
        </button>
        <button
          type="button"
          className={styles.zoomButton}
          onClick={() => onViewChange({ xMin: -10, xMax: 10, yMin: -10, yMax: 10 })}
          aria-label={t('calculator.zoomReset')}
        >
          ⌂
        </button>
      </div>
    </div>
  );
};

import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isRecord, readStored, writeStored } from './local-store.ts';
import styles from './draggable-panel.module.css';
import shared from './shared.module.css';

export interface DraggablePanelProps {
  title: string;
  onClose(): void;
  children: ReactNode;
  /** Remembers where the student put the panel (and its size) for the next time it opens. */
  storageKey?: string;
  initialWidth?: number;
  initialHeight?: number;
  minWidth?: number;
  minHeight?: number;
  resizable?: boolean;
  /** The body holds no control (a sheet to read): it takes focus itself so the keyboard can scroll it. */
  bodyFocusable?: boolean;
}

interface Box {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

let topLayer = 50;
const STEP = 16;

const clampBox = (box: Box, minWidth: number, minHeight: number): Box => {
  const vw = window.innerWidth;
  const vh = window.innerHeight;
  const width = Math.min(Math.max(box.width, minWidth), vw);
  const height = Math.min(Math.max(box.height, minHeight), vh);
  return { width, height, left: Math.min(Math.max(box.left, 0), vw - width), top: Math.min(Math.max(box.top, 0), vh - height) };
};

const storedBox = (key: string | undefined): Box | null => {
  const value = key ? readStored(key) : null;
  if (!isRecord(value)) return null;
  const { left, top, width, height } = value;
  return [left, top, width, height].every((n) => typeof n === 'number' && Number.isFinite(n))
    ? { left: left as number, top: top as number, width: width as number, height: height as number }
    : null;
};

/**
 * A floating, non-modal window for the calculator and the reference sheet: drag it by its title bar (or
 * focus the move button and use the arrow keys), resize it from the corner (mouse, or arrow keys on the
 * corner button), Escape or × closes it and focus returns to where it was. Pressing it brings it to front.
 */
export const DraggablePanel = ({
  title,
  onClose,
  children,
  storageKey,
  initialWidth = 420,
  initialHeight = 520,
  minWidth = 260,
  minHeight = 200,
  resizable = true,
  bodyFocusable = false,
}: DraggablePanelProps) => {
  const { t } = useTranslation('tools');
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const [z, setZ] = useState(() => ++topLayer);
  const [box, setBox] = useState<Box>(() =>
    clampBox(
      storedBox(storageKey) ?? { left: window.innerWidth - initialWidth - 24, top: 72, width: initialWidth, height: initialHeight },
      minWidth,
      minHeight,
    ),
  );
  const drag = useRef<{ kind: 'move' | 'resize'; x: number; y: number; start: Box } | null>(null);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panelRef.current?.focus();
    return () => previous?.focus();
  }, []);

  useEffect(() => {
    if (storageKey) writeStored(storageKey, box);
  }, [storageKey, box]);

  useEffect(() => {
    const onResize = () => setBox((b) => clampBox(b, minWidth, minHeight));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [minWidth, minHeight]);

  const raise = () => {
    if (z !== topLayer) setZ(++topLayer);
  };
  const update = (next: Box) => setBox(clampBox(next, minWidth, minHeight));

  const startDrag = (kind: 'move' | 'resize') => (event: PointerEvent<HTMLElement>) => {
    if (kind === 'move' && event.target instanceof Element && event.target.closest('button:not([data-move])')) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { kind, x: event.clientX, y: event.clientY, start: box };
  };
  const onDrag = (event: PointerEvent) => {
    const d = drag.current;
    if (!d) return;
    const dx = event.clientX - d.x;
    const dy = event.clientY - d.y;
    update(d.kind === 'move' ? { ...d.start, left: d.start.left + dx, top: d.start.top + dy } : { ...d.start, width: d.start.width + dx, height: d.start.height + dy });
  };
  const endDrag = () => {
    drag.current = null;
  };

  const arrowKeys = (kind: 'move' | 'resize') => (event: KeyboardEvent) => {
    const step = event.shiftKey ? STEP * 4 : STEP;
    const delta: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
    const d = delta[event.key];
    if (!d) return;
    event.preventDefault();
    update(kind === 'move' ? { ...box, left: box.left + d[0], top: box.top + d[1] } : { ...box, width: box.width + d[0], height: box.height + d[1] });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !event.defaultPrevented) {
      event.preventDefault();
      onClose();
    }
  };

  return (
    <div
      ref={panelRef}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      tabIndex={-1}
      className={styles.panel}
      style={{ left: box.left, top: box.top, width: box.width, height: box.height, zIndex: z }}
      onPointerDownCapture={raise}
      onFocusCapture={raise}
      onKeyDown={onKeyDown}
    >
      <div className={styles.header} onPointerDown={startDrag('move')} onPointerMove={onDrag} onPointerUp={endDrag} onPointerCancel={endDrag}>
        <button type="button" data-move="" className={`${shared.iconButton} ${styles.move}`} onKeyDown={arrowKeys('move')} aria-label={t('panel.move')}>
          <span aria-hidden="true">✥</span>
        </button>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <button type="button" className={shared.iconButton} onClick={onClose}>
          <span aria-hidden="true">×</span>
          <span className={shared.srOnly}>{t('panel.close', { title })}</span>
        </button>
      </div>
      <div className={styles.body} tabIndex={bodyFocusable ? 0 : undefined} role={bodyFocusable ? 'region' : undefined} aria-labelledby={bodyFocusable ? titleId : undefined}>
        {children}
      </div>
      {resizable && (
        <button
          type="button"
          className={styles.resize}
          aria-label={t('panel.resize')}
          onKeyDown={arrowKeys('resize')}
          onPointerDown={startDrag('resize')}
          onPointerMove={onDrag}
          onPointerUp={endDrag}
          onPointerCancel={endDrag}
        />
      )}
    </div>
  );
};

import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { clampRect, rectOf } from '../../components/panel-geometry.ts';
import { useDraggablePanel, type RectStore } from '../../components/use-draggable-panel.ts';
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

let topLayer = 50;

/** The place the student left the panel in (stored as `{ left, top, width, height }`). */
const storeFor = (key: string | undefined): RectStore | undefined =>
  key
    ? {
        load: () => {
          const value = readStored(key);
          if (!isRecord(value)) return null;
          return rectOf({ x: value.left, y: value.top, width: value.width, height: value.height });
        },
        save: (rect) => writeStored(key, { left: rect.x, top: rect.y, width: rect.width, height: rect.height }),
      }
    : undefined;

/**
 * A floating, non-modal window for the calculator and the reference sheet: drag it by its title bar (or
 * focus the move button and use the arrow keys), resize it from the corner (mouse, or arrow keys on the
 * corner button) — the tutor panel's behaviour (components/use-draggable-panel.ts) — Escape or × closes it
 * and focus returns to where it was. Pressing it brings it to front.
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
  const [store] = useState(() => storeFor(storageKey));
  // No maximum and no margin: the viewport bounds the panel. It first opens at the top right.
  const limits = { min: { width: minWidth, height: minHeight }, margin: 0 };
  const panel = useDraggablePanel({
    limits,
    initial: (viewport) =>
      clampRect(
        { x: viewport.width - initialWidth - 24, y: 72, width: initialWidth, height: initialHeight },
        viewport,
        limits,
      ),
    ...(store ? { store } : {}),
  });
  const { rect } = panel;

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panelRef.current?.focus();
    return () => previous?.focus();
  }, []);

  const raise = () => {
    if (z !== topLayer) setZ(++topLayer);
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
      style={{ left: rect.x, top: rect.y, width: rect.width, height: rect.height, zIndex: z }}
      onPointerDownCapture={raise}
      onFocusCapture={raise}
      onKeyDown={onKeyDown}
    >
      <div className={styles.header} {...panel.moveHandlers}>
        <button
          type="button"
          data-grip=""
          className={`${shared.iconButton} ${styles.move}`}
          onKeyDown={panel.onMoveKeyDown}
          aria-label={t('panel.move')}
        >
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
      <div
        className={styles.body}
        tabIndex={bodyFocusable ? 0 : undefined}
        role={bodyFocusable ? 'region' : undefined}
        aria-labelledby={bodyFocusable ? titleId : undefined}
      >
        {children}
      </div>
      {resizable && (
        <button
          type="button"
          className={styles.resize}
          aria-label={t('panel.resize')}
          onKeyDown={panel.onResizeKeyDown}
          {...panel.resizeHandlers}
        />
      )}
    </div>
  );
};

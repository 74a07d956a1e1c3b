import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './line-reader.module.css';
import shared from './shared.module.css';

export interface LineReaderProps {
  onClose(): void;
}

const LINE = 24;
const MIN_HEIGHT = LINE;
const MAX_HEIGHT = LINE * 12;

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), Math.max(min, max));

/**
 * The line reader: the screen is dimmed except a horizontal band. The band moves by dragging its grip or
 * with the arrow keys on the grip (a vertical slider: Up/Down one line, Page Up/Down one band, Home/End);
 * its height changes with the two buttons or +/-; Escape closes. The page under the band stays usable.
 */
export const LineReader = ({ onClose }: LineReaderProps) => {
  const { t } = useTranslation('tools');
  const gripRef = useRef<HTMLDivElement>(null);
  const [viewport, setViewport] = useState(() => window.innerHeight);
  const [height, setHeight] = useState(LINE * 3);
  const [top, setTop] = useState(() => Math.round(window.innerHeight / 3));
  const drag = useRef<{ startY: number; startTop: number } | null>(null);

  // The caller may pass a new onClose each render: the listeners read the latest, and focus moves once.
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  useEffect(() => {
    gripRef.current?.focus();
    const onResize = () => setViewport(window.innerHeight);
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const active = document.activeElement;
      if (active === document.body || gripRef.current?.parentElement?.contains(active)) closeRef.current();
    };
    window.addEventListener('resize', onResize);
    document.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('resize', onResize);
      document.removeEventListener('keydown', onKey);
    };
  }, []);

  const maxTop = viewport - height;
  const bandTop = clamp(top, 0, maxTop);
  const move = (next: number) => setTop(clamp(next, 0, maxTop));
  const resize = (delta: number) => setHeight((h) => clamp(h + delta, MIN_HEIGHT, MAX_HEIGHT));

  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.shiftKey ? LINE * 4 : LINE;
    switch (event.key) {
      case 'ArrowUp':
        move(bandTop - step);
        break;
      case 'ArrowDown':
        move(bandTop + step);
        break;
      case 'PageUp':
        move(bandTop - height);
        break;
      case 'PageDown':
        move(bandTop + height);
        break;
      case 'Home':
        move(0);
        break;
      case 'End':
        move(maxTop);
        break;
      case '+':
      case '=':
        resize(LINE);
        break;
      case '-':
        resize(-LINE);
        break;
      case 'Escape':
        onClose();
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { startY: event.clientY, startTop: bandTop };
  };
  const onPointerMove = (event: PointerEvent) => {
    if (drag.current) move(drag.current.startTop + event.clientY - drag.current.startY);
  };
  const onPointerUp = () => {
    drag.current = null;
  };

  const percent = maxTop > 0 ? Math.round((bandTop / maxTop) * 100) : 0;
  return (
    <div className={styles.overlay}>
      <div className={styles.shade} style={{ top: 0, height: bandTop }} aria-hidden="true" />
      <div className={styles.band} style={{ top: bandTop, height }} aria-hidden="true" />
      <div className={styles.shade} style={{ top: bandTop + height, bottom: 0 }} aria-hidden="true" />
      <div
        className={styles.controls}
        style={{ top: bandTop + height }}
        role="group"
        aria-label={t('lineReader.label')}
      >
        <div
          ref={gripRef}
          className={`${styles.grip} ${shared.focusable}`}
          role="slider"
          tabIndex={0}
          aria-label={t('lineReader.move')}
          aria-orientation="vertical"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={t('lineReader.position', { percent })}
          onKeyDown={onKeyDown}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
        >
          <span aria-hidden="true" className={styles.gripLines} />
        </div>
        <button
          type="button"
          className={shared.iconButton}
          onClick={() => resize(-LINE)}
          disabled={height <= MIN_HEIGHT}
        >
          <span aria-hidden="true">−</span>
          <span className={shared.srOnly}>{t('lineReader.shorter')}</span>
        </button>
        <button
          type="button"
          className={shared.iconButton}
          onClick={() => resize(LINE)}
          disabled={height >= MAX_HEIGHT}
        >
          <span aria-hidden="true">+</span>
          <span className={shared.srOnly}>{t('lineReader.taller')}</span>
        </button>
        <button type="button" className={shared.iconButton} onClick={onClose}>
          <span aria-hidden="true">×</span>
          <span className={shared.srOnly}>{t('lineReader.close')}</span>
        </button>
      </div>
    </div>
  );
};

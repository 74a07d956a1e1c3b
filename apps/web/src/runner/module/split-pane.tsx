import { useEffect, useRef, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './module.module.css';

const MIN = 25;
const MAX = 75;
const clamp = (value: number) => Math.min(MAX, Math.max(MIN, value));

/**
 * Passage on the left, question on the right, with a divider the student drags (or moves with the arrow
 * keys: a focusable separator with its value) to give either side more room.
 */
export interface SplitPaneProps {
  left: ReactNode;
  right: ReactNode;
  leftLabel: string;
  rightLabel: string;
  /** The passage's share of the width (25–75), kept by the runner so it stays from question to question. */
  percent: number;
  onPercent(percent: number): void;
  /** Changes with the question: the question pane scrolls back to its top (the passage keeps its place). */
  rightKey: string;
}

export function SplitPane({ left, right, leftLabel, rightLabel, percent, onPercent, rightKey }: SplitPaneProps) {
  const { t } = useTranslation('runner');
  const setPercent = (next: number) => onPercent(clamp(next));
  const box = useRef<HTMLDivElement>(null);
  const rightPane = useRef<HTMLElement>(null);
  // Only when the question changes: on the first render the pane is at its top, and scrolling it there
  // would force a layout inside the render's task (about 35 ms on a desktop, four times that on a phone).
  const shownKey = useRef(rightKey);
  useEffect(() => {
    if (shownKey.current === rightKey) return;
    shownKey.current = rightKey;
    rightPane.current?.scrollTo({ top: 0 });
  }, [rightKey]);
  const dragging = useRef(false);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    dragging.current = true;
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!dragging.current || !box.current) return;
    const rect = box.current.getBoundingClientRect();
    setPercent(((event.clientX - rect.left) / rect.width) * 100);
  };
  const onPointerUp = () => {
    dragging.current = false;
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowLeft' ? -5 : event.key === 'ArrowRight' ? 5 : 0;
    if (event.key === 'Home') setPercent(MIN);
    else if (event.key === 'End') setPercent(MAX);
    else if (event.key === 'Enter') setPercent(50);
    else if (step) setPercent(percent + step);
    else return;
    event.preventDefault();
  };

  return (
    <div
      ref={box}
      className={styles.split}
      style={{ gridTemplateColumns: `minmax(0, ${percent}fr) auto minmax(0, ${100 - percent}fr)` }}
    >
      <section className={styles.paneLeft} aria-label={leftLabel}>
        {left}
      </section>
      <div
        role="separator"
        aria-orientation="vertical"
        aria-valuemin={MIN}
        aria-valuemax={MAX}
        aria-valuenow={Math.round(percent)}
        aria-label={t('split.divider')}
        tabIndex={0}
        className={styles.divider}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onKeyDown={onKeyDown}
      >
        <span className={styles.dividerHandle} aria-hidden="true" />
      </div>
      <section ref={rightPane} className={styles.paneRight} aria-label={rightLabel}>
        {right}
      </section>
    </div>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AttemptSession } from '../session/attempt-session.ts';
import { Countdown } from '../shell/countdown.tsx';
import { ChevronDown } from '../shell/icons.tsx';
import { SaveIndicator } from '../shell/save-indicator.tsx';
import styles from './module.module.css';

export interface TopBarProps {
  session: AttemptSession;
  title: string;
  onDirections(): void;
  clockLabel: string;
  /** Tool buttons and the More menu, right-aligned. */
  tools: ReactNode;
}

/** The runner's header: section and module, Directions, the countdown, tools, save state. */
export function TopBar({ session, title, onDirections, clockLabel, tools }: TopBarProps) {
  const { t } = useTranslation('runner');
  return (
    <header className={styles.topBar} aria-label={t('bar.top')}>
      <div className={styles.topLeft}>
        <h1 className={styles.moduleTitle}>{title}</h1>
        <button type="button" className={styles.directionsButton} onClick={onDirections} aria-haspopup="dialog">
          {t('directions.button')}
          <ChevronDown />
        </button>
      </div>
      <div className={styles.topCenter}>
        <Countdown session={session} label={clockLabel} />
      </div>
      <div className={styles.topRight}>
        {tools}
        <SaveIndicator session={session} />
      </div>
    </header>
  );
}

export function ToolButton({
  label,
  icon,
  pressed,
  onClick,
}: {
  label: string;
  icon: ReactNode;
  pressed?: boolean;
  onClick(): void;
}) {
  return (
    <button
      type="button"
      className={pressed ? `${styles.toolButton} ${styles.toolOn}` : styles.toolButton}
      aria-pressed={pressed}
      onClick={onClick}
    >
      {icon}
      <span>{label}</span>
    </button>
  );
}

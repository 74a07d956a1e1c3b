import { useTranslation } from 'react-i18next';
import { useStudentName } from '../runner-user.ts';
import { ChevronUp } from '../shell/icons.tsx';
import styles from './module.module.css';

export interface BottomBarProps {
  /** "Question 3 of 27" (null on the review page). */
  position: { number: number; total: number } | null;
  onNavigator(): void;
  onBack: (() => void) | null;
  onNext: (() => void) | null;
  nextLabel?: string;
}

/** The footer: the student's name, "Question N of M" (opens the navigator), Back and Next. */
export function BottomBar({ position, onNavigator, onBack, onNext, nextLabel }: BottomBarProps) {
  const { t } = useTranslation('runner');
  const name = useStudentName();
  return (
    <footer className={styles.bottomBar} aria-label={t('bar.bottom')}>
      <div className={styles.studentName}>{name}</div>
      <div className={styles.bottomCenter}>
        {position ? (
          <button type="button" className={styles.navToggle} onClick={onNavigator} aria-haspopup="dialog">
            {t('nav.questionOf', { number: position.number, total: position.total })}
            <ChevronUp />
          </button>
        ) : null}
      </div>
      <div className={styles.bottomRight}>
        {onBack ? (
          <button type="button" className={styles.primaryButton} onClick={onBack}>
            {t('nav.back')}
          </button>
        ) : null}
        {onNext ? (
          <button type="button" className={styles.primaryButton} onClick={onNext}>
            {nextLabel ?? t('nav.next')}
          </button>
        ) : null}
      </div>
    </footer>
  );
}

import { useTranslation } from 'react-i18next';
import styles from './phases.module.css';

/** Phase `paused` (practice): the clock is frozen on the server; the questions are covered until Resume. */
export function PausedOverlay({ onResume, busy }: { onResume(): void; busy: boolean }) {
  const { t } = useTranslation('runner');
  return (
    <div className={styles.overlay} role="dialog" aria-modal="true" aria-labelledby="paused-title">
      <div className={styles.overlayCard}>
        <h2 id="paused-title" className={styles.title}>
          {t('practice.pausedTitle')}
        </h2>
        <p>{t('practice.pausedBody')}</p>
        <button type="button" className={styles.startButton} onClick={onResume} disabled={busy} autoFocus>
          {t('practice.resume')}
        </button>
      </div>
    </div>
  );
}

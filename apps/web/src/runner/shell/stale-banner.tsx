import { useTranslation } from 'react-i18next';
import styles from './shell.module.css';

/** Another tab or device holds the attempt: this one is read-only until the student takes it back. */
export function StaleBanner({ onContinue, busy }: { onContinue(): void; busy: boolean }) {
  const { t } = useTranslation('runner');
  return (
    <div className={styles.banner} role="alert">
      <span>{t('stale.message')}</span>
      <button type="button" className={styles.primaryButton} onClick={onContinue} disabled={busy}>
        {t('stale.continueHere')}
      </button>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import styles from './shell.module.css';

/** The runner could not load (the tenant or the attempt): say so and offer a retry. */
export function BootFailure({ onRetry, message }: { onRetry(): void; message?: string }) {
  const { t } = useTranslation('runner');
  return (
    <main className={styles.centerPage}>
      <div className={styles.card} role="alert">
        <h1 className={styles.cardTitle}>{t('boot.failedTitle')}</h1>
        <p>{message ?? t('boot.failed')}</p>
        <div className={styles.row}>
          <button type="button" className={styles.primaryButton} onClick={onRetry}>
            {t('boot.retry')}
          </button>
          <a className={styles.linkButton} href="/">
            {t('boot.home')}
          </a>
        </div>
      </div>
    </main>
  );
}

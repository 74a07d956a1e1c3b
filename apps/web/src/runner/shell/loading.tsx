import { useTranslation } from 'react-i18next';
import styles from './shell.module.css';

export function Loading({ text }: { text?: string }) {
  const { t } = useTranslation('runner');
  return (
    <div className={styles.centerPage} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <p>{text ?? t('boot.loading')}</p>
    </div>
  );
}

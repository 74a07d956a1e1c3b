import { useTranslation } from 'react-i18next';
import { Dialog } from '../shell/dialog.tsx';
import styles from './module.module.css';

export interface UnansweredCount {
  label: string;
  unanswered: number;
  total: number;
}

/** Confirms the end of a module (or of the SHSAT test), with what is still unanswered. */
export function SubmitDialog({
  open,
  onClose,
  onConfirm,
  busy,
  counts,
  endsTest,
  error,
}: {
  open: boolean;
  onClose(): void;
  onConfirm(): void;
  busy: boolean;
  counts: UnansweredCount[];
  endsTest: boolean;
  error: string | null;
}) {
  const { t } = useTranslation('runner');
  return (
    <Dialog
      open={open}
      onClose={onClose}
      role="alertdialog"
      title={endsTest ? t('submit.titleTest') : t('submit.titleModule')}
      actions={
        <>
          <button type="button" className={styles.outlineButton} onClick={onClose} disabled={busy}>
            {t('submit.cancel')}
          </button>
          <button type="button" className={styles.primaryButton} onClick={onConfirm} disabled={busy}>
            {busy ? t('submit.submitting') : endsTest ? t('submit.confirmTest') : t('submit.confirmModule')}
          </button>
        </>
      }
    >
      <p>{endsTest ? t('submit.bodyTest') : t('submit.bodyModule')}</p>
      <ul className={styles.unansweredList}>
        {counts.map((c) => (
          <li key={c.label}>
            {c.unanswered
              ? t('submit.unanswered', { section: c.label, count: c.unanswered, total: c.total })
              : t('submit.allAnswered', { section: c.label })}
          </li>
        ))}
      </ul>
      {error ? (
        <p className={styles.errorText} role="alert">
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}

import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from './icons.tsx';
import styles from './shell.module.css';

export interface DialogProps {
  open: boolean;
  title: string;
  onClose(): void;
  children: ReactNode;
  /** Buttons at the bottom (the dialog's actions). */
  actions?: ReactNode;
  /** `alert` for confirmations that need an answer (role alertdialog). */
  role?: 'dialog' | 'alertdialog';
  wide?: boolean;
}

/**
 * A modal on the native <dialog>: the browser traps focus and closes it with Escape; focus returns to the
 * control that opened it.
 */
export function Dialog({ open, title, onClose, children, actions, role = 'dialog', wide = false }: DialogProps) {
  const { t } = useTranslation('runner');
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      return () => opener?.focus();
    }
    if (!open && dialog.open) dialog.close();
    return undefined;
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={wide ? `${styles.dialog} ${styles.dialogWide}` : styles.dialog}
      aria-labelledby={titleId}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      onClose={() => {
        if (open) onClose();
      }}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open ? (
        <>
          <div className={styles.dialogHead}>
            <h2 id={titleId} className={styles.dialogTitle}>
              {title}
            </h2>
            <button type="button" className={styles.iconButton} onClick={onClose} aria-label={t('common.close')}>
              <CloseIcon />
            </button>
          </div>
          <div className={styles.dialogBody}>{children}</div>
          {actions ? <div className={styles.dialogActions}>{actions}</div> : null}
        </>
      ) : null}
    </dialog>
  );
}

import { useTranslation } from 'react-i18next';
import { Dialog } from './dialog.tsx';
import styles from './shell.module.css';
import { SHORTCUT_HELP } from './shortcuts.ts';

/** The keyboard shortcuts, listed (More → Keyboard shortcuts, or Alt+Shift+H). */
export function ShortcutsDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation('runner');
  return (
    <Dialog open={open} title={t('shortcuts.title')} onClose={onClose}>
      <table className={styles.shortcutTable}>
        <thead>
          <tr>
            <th scope="col">{t('shortcuts.keys')}</th>
            <th scope="col">{t('shortcuts.action')}</th>
          </tr>
        </thead>
        <tbody>
          {SHORTCUT_HELP.map((row) => (
            <tr key={row.action}>
              <td>
                <kbd>{row.keys}</kbd>
              </td>
              <td>{t(row.action)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Dialog>
  );
}

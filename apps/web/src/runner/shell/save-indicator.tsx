import { useTranslation } from 'react-i18next';
import type { AttemptSession } from '../session/attempt-session.ts';
import { useSessionState, useSyncState } from '../session/use-attempt-session.ts';
import { CheckIcon, CloudIcon } from './icons.tsx';
import styles from './shell.module.css';

/**
 * The save state: saved, saving, offline (no network) or server unreachable (the network is up, the server
 * does not answer well) with the number of answers waiting to be sent (answers, marks or cross-outs: time
 * on a visited question is not one), or an error. Polite, never assertive.
 */
export function SaveIndicator({ session }: { session: AttemptSession }) {
  const { t } = useTranslation('runner');
  const { status, unsentAnswers } = useSyncState(session);
  const { stale } = useSessionState(session);
  if (stale)
    return (
      <div className={`${styles.save} ${styles.save_error}`} role="status" aria-live="polite">
        <CloudIcon />
        <span>{t('save.readOnly')}</span>
      </div>
    );
  const text =
    status === 'saved'
      ? t('save.saved')
      : status === 'saving'
        ? t('save.saving')
        : status === 'offline'
          ? unsentAnswers > 0
            ? t('save.offline', { count: unsentAnswers })
            : t('save.offlineIdle')
          : status === 'unreachable'
            ? unsentAnswers > 0
              ? t('save.unreachable', { count: unsentAnswers })
              : t('save.unreachableIdle')
            : t('save.error');
  return (
    <div className={`${styles.save} ${styles[`save_${status}`] ?? ''}`} role="status" aria-live="polite">
      {status === 'saved' ? <CheckIcon /> : <CloudIcon />}
      <span>{text}</span>
    </div>
  );
}

import type { UserExamView } from '@prepwell/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { AttemptSession } from '../session/attempt-session.ts';
import { useSessionState } from '../session/use-attempt-session.ts';
import styles from './phases.module.css';
import { moduleTitle } from './titles.ts';

/** How long the notice stays unless dismissed: long enough to read, short enough not to sit on the questions. */
export const FOLLOW_ON_NOTICE_MS = 12_000;

/**
 * Exam mode (decision 0032): the module on screen ended and the next one began at once, as Bluebook and
 * the ACT's online test do. This says so over the new module, whose clock is already running on the
 * server; it holds nothing back (no Start), and goes by itself.
 */
export function FollowOnNotice({ session, view }: { session: AttemptSession; view: UserExamView }) {
  const { t } = useTranslation('runner');
  const { movedOn } = useSessionState(session);
  useEffect(() => {
    if (!movedOn) return;
    const id = window.setTimeout(() => session.dismissMovedOn(), FOLLOW_ON_NOTICE_MS);
    return () => window.clearTimeout(id);
  }, [movedOn, session]);
  if (!movedOn) return null;
  return (
    <div className={styles.followOn} role="status">
      <div>
        <p className={styles.followOnTitle}>{t('followOn.title', { name: moduleTitle(t, view) })}</p>
        <p className={styles.followOnBody}>{t('followOn.body', { ended: moduleTitle(t, movedOn) })}</p>
      </div>
      <button type="button" className={styles.followOnButton} onClick={() => session.dismissMovedOn()}>
        {t('followOn.ok')}
      </button>
    </div>
  );
}

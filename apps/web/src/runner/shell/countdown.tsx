import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AttemptSession } from '../session/attempt-session.ts';
import { useRemainingSeconds } from '../session/use-attempt-session.ts';
import { formatClock } from '../../lib/format.ts';
import { announcementBetween, timerShown, WARNING_SECONDS } from '../sync/clock.ts';
import styles from './shell.module.css';
import shared from '../tools/shared.module.css';

export interface CountdownProps {
  session: AttemptSession;
  /** The student may hide it (SAT, ACT); it comes back in the last 5 minutes. */
  hideable?: boolean;
  /** What the clock counts, for screen readers ("Time remaining in this module"). */
  label: string;
}

/**
 * The countdown: `role="timer"` (not announced every second); a separate polite live region says only
 * "5 minutes left" and "1 minute left".
 */
export function Countdown({ session, hideable = true, label }: CountdownProps) {
  const { t } = useTranslation('runner');
  const seconds = useRemainingSeconds(session);
  const [hidden, setHidden] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const previous = useRef(seconds);
  useEffect(() => {
    const due = announcementBetween(previous.current, seconds);
    previous.current = seconds;
    if (due === 'five_minutes') setAnnouncement(t('timer.fiveMinutesLeft'));
    else if (due === 'one_minute') setAnnouncement(t('timer.oneMinuteLeft'));
  }, [seconds, t]);
  const shown = timerShown(hideable && hidden, seconds);
  const warning = seconds <= WARNING_SECONDS;
  return (
    <div className={styles.countdown}>
      {shown ? (
        <div
          role="timer"
          aria-label={label}
          className={warning ? `${styles.clock} ${styles.clockWarning}` : styles.clock}
        >
          {formatClock(seconds)}
        </div>
      ) : (
        <div className={styles.clockHidden}>{t('timer.hidden')}</div>
      )}
      {hideable && !warning ? (
        <button type="button" className={styles.smallButton} aria-pressed={hidden} onClick={() => setHidden((h) => !h)}>
          {hidden ? t('timer.show') : t('timer.hide')}
        </button>
      ) : null}
      <div className={shared.srOnly} aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
    </div>
  );
}

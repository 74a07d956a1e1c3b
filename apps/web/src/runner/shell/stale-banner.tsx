import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AttemptSession } from '../session/attempt-session.ts';
import { useSessionState } from '../session/use-attempt-session.ts';
import styles from './shell.module.css';

/** Whole seconds left of a countdown anchored at `at` (performance.now()), updated once a second. */
function useCountdown(lapse: { seconds: number; at: number } | null): number | null {
  const [now, setNow] = useState(() => performance.now());
  useEffect(() => {
    if (!lapse) return;
    setNow(performance.now());
    const id = window.setInterval(() => setNow(performance.now()), 1000);
    return () => window.clearInterval(id);
  }, [lapse]);
  if (!lapse) return null;
  return Math.max(0, Math.ceil(lapse.seconds - (Math.max(now, lapse.at) - lapse.at) / 1000));
}

/**
 * The session's banner (issue 16, decision 0036). Read-only: another tab or device holds the attempt.
 * A tab that found a live session when it loaded says when it will continue by itself (the server's
 * lapse); "Continue here" is always offered; a click on the page is refused visibly. After continuing by
 * itself, it says so until the student dismisses the notice.
 */
export function SessionBanner({ session }: { session: AttemptSession }) {
  const { t } = useTranslation('runner');
  const state = useSessionState(session);
  const seconds = useCountdown(state.stale && state.waitingForLapse ? state.lapse : null);
  const bannerRef = useRef<HTMLDivElement>(null);
  const [refused, setRefused] = useState(0);

  // A click anywhere else on the read-only page is refused, and said so (nothing is ever shown as chosen).
  useEffect(() => {
    if (!state.stale) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && bannerRef.current?.contains(event.target)) return;
      setRefused((n) => n + 1);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [state.stale]);
  useEffect(() => {
    if (!state.stale) setRefused(0);
  }, [state.stale]);

  if (state.stale) {
    const message = !state.waitingForLapse
      ? t('stale.message')
      : seconds === null
        ? t('stale.waitingLive')
        : t('stale.waiting', { count: seconds });
    return (
      <div ref={bannerRef} className={styles.banner} role="alert" data-testid="session-banner">
        <span>{message}</span>
        <button
          type="button"
          className={styles.primaryButton}
          onClick={() => void session.open()}
          disabled={state.busy !== null}
        >
          {t('stale.continueHere')}
        </button>
        {refused + state.refusedClicks > 0 ? (
          <span key={refused + state.refusedClicks} className={styles.bannerRefused}>
            {t('stale.refused')}
          </span>
        ) : null}
      </div>
    );
  }
  if (state.continuedAfterLapse)
    return (
      <div className={styles.banner} role="status" data-testid="session-banner">
        <span>{t('stale.continued')}</span>
        <button type="button" className={styles.primaryButton} onClick={() => session.dismissContinued()}>
          {t('stale.dismiss')}
        </button>
      </div>
    );
  return null;
}

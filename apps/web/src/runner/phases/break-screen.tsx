import type { UserExamView } from '@prepwell/contracts';
import { useTranslation } from 'react-i18next';
import type { AttemptSession } from '../session/attempt-session.ts';
import { useSessionState } from '../session/use-attempt-session.ts';
import { Countdown } from '../shell/countdown.tsx';
import { SessionBanner } from '../shell/stale-banner.tsx';
import styles from './phases.module.css';
import { sectionName } from './titles.ts';

/** Phase `break` (SAT, between Reading and Writing and Math): the server's countdown, and Resume Testing. */
export function BreakScreen({ session, view }: { session: AttemptSession; view: UserExamView }) {
  const { t } = useTranslation('runner');
  const state = useSessionState(session);
  const next = view.plan.find((step) => step.status === 'upcoming' || step.status === 'current');
  return (
    <div className={`${styles.page} ${styles.breakPage}`}>
      <SessionBanner session={session} />
      <main className={styles.breakMain} aria-labelledby="break-title">
        <div className={styles.breakClock}>
          <p className={styles.breakLabel}>{t('break.remaining')}</p>
          <Countdown session={session} hideable={false} label={t('break.remaining')} />
          <button
            type="button"
            className={styles.startButton}
            onClick={() => void session.startModule()}
            disabled={state.busy !== null || state.stale}
          >
            {t('break.resume')}
          </button>
        </div>
        <div className={styles.breakText}>
          <h1 id="break-title" className={styles.title}>
            {t('break.title')}
          </h1>
          <p>{t('break.body')}</p>
          {next ? <p>{t('break.next', { name: sectionName(t, view.test.kind, next) })}</p> : null}
          <h2 className={styles.subTitle}>{t('break.rulesTitle')}</h2>
          <ul>
            <li>{t('break.rule1')}</li>
            <li>{t('break.rule2')}</li>
            <li>{t('break.rule3')}</li>
          </ul>
        </div>
      </main>
    </div>
  );
}

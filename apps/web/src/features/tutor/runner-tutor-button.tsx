import { useTranslation } from 'react-i18next';
import { LaunchedPanel, type TutorQuestion } from './launched-panel.tsx';
import { TUTOR_NS, TUTOR_T_OPTIONS } from './tutor-i18n.ts';
import styles from './tutor-launcher.module.css';
import { useTutorLauncher } from './use-tutor-launcher.ts';

/**
 * Practice mode in the runner: "Ask the AI tutor" on the question on screen, filled when the checked
 * answer is wrong. The panel itself is imported on the first click (the runner's budget stays as it was).
 */
export function RunnerTutorButton(question: TutorQuestion & { questionNumber: number; userExamId: string }) {
  const { wrong } = question;
  const { t } = useTranslation(TUTOR_NS, TUTOR_T_OPTIONS);
  const launcher = useTutorLauncher();
  if (!launcher.ready) return null;
  return (
    <div className={styles.launcher}>
      {wrong ? <p className={styles.hint}>{t('launcher.wrongHint')}</p> : null}
      <button
        ref={launcher.launcherRef}
        type="button"
        className={wrong ? `${styles.button} ${styles.strong}` : styles.button}
        onClick={launcher.open}
        disabled={launcher.loading}
        aria-expanded={launcher.state.view === 'open'}
      >
        {t('launcher.ask')}
      </button>
      {launcher.loadFailed ? (
        <p className={styles.error} role="alert">
          {t('launcher.loadFailed')}
        </p>
      ) : null}
      <LaunchedPanel launcher={launcher} question={question} />
    </div>
  );
}

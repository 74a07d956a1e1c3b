import { useTranslation } from 'react-i18next';
import { TUTOR_NS, TUTOR_T_OPTIONS } from './tutor-i18n.ts';
import styles from './tutor-launcher.module.css';
import { useTutorLauncher } from './use-tutor-launcher.ts';

/**
 * Practice mode in the runner: "Ask the AI tutor" on the question on screen, filled when the checked
 * answer is wrong. The panel itself is imported on the first click (the runner's budget stays as it was).
 */
export function RunnerTutorButton({
  questionId,
  questionNumber,
  userExamId,
  wrong,
}: {
  questionId: string;
  questionNumber: number;
  userExamId: string;
  wrong: boolean;
}) {
  const { t } = useTranslation(TUTOR_NS, TUTOR_T_OPTIONS);
  const launcher = useTutorLauncher();
  const { Panel } = launcher;
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
      {Panel ? (
        <Panel
          state={launcher.state}
          dispatch={launcher.dispatch}
          questionId={questionId}
          questionNumber={questionNumber}
          userExamId={userExamId}
          wrong={wrong}
        />
      ) : null}
    </div>
  );
}

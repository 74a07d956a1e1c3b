import type { CheckAnswerResponse, RunnerQuestion } from '@prepwell/contracts';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-error.ts';
import { runnerApi } from '../runner-api.ts';
import type { AttemptSession } from '../session/attempt-session.ts';
import { choiceLetter, type ChoiceLetters } from './choice-labels.ts';
import styles from './module.module.css';

export interface PracticeCheckProps {
  session: AttemptSession;
  question: RunnerQuestion;
  number: number;
  answered: boolean;
  letters: ChoiceLetters;
  /** Remembered per question while the module is open (checked results stay shown). */
  result: CheckAnswerResponse | null;
  onResult(result: CheckAnswerResponse): void;
}

/** Issue 6: the AI tutor's button, in its own chunk (only practice mode shows it; the SAT budget does not pay for it). */
const RunnerTutorButton = lazy(() =>
  import('../../features/tutor/runner-tutor-button.tsx').then((m) => ({ default: m.RunnerTutorButton })),
);

/** Practice mode: "Check answer" saves first, then shows right or wrong, the right answer and the explanation. */
export function PracticeCheck({ session, question, number, answered, letters, result, onResult }: PracticeCheckProps) {
  const { t } = useTranslation('runner');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const check = async () => {
    setBusy(true);
    setError(null);
    try {
      // The server checks what it holds: the answer must be saved first.
      const saved = await session.engine.flush(8000);
      if (!saved) {
        setError(t('practice.notSaved'));
        return;
      }
      onResult(await runnerApi.check(session.userExamId, question.id, session.epoch));
    } catch (cause) {
      setError(isApiError(cause) && cause.code === 'practice_only' ? t('practice.notPractice') : t('practice.failed'));
    } finally {
      setBusy(false);
    }
  };

  const rightAnswer = (result?.correctAnswer ?? [])
    .map((id) => {
      const index = question.choices.findIndex((c) => c.id === id);
      return index >= 0 ? choiceLetter(letters, number, index) : id;
    })
    .join(', ');

  return (
    <div className={styles.practice}>
      <button
        type="button"
        className={styles.outlineButton}
        onClick={() => void check()}
        disabled={!answered || busy || session.readOnly}
      >
        {busy ? t('practice.checking') : t('practice.check')}
      </button>
      <div role="status" aria-live="polite">
        {error ? <p className={styles.errorText}>{error}</p> : null}
        {result ? (
          <div
            className={
              result.correct === false
                ? `${styles.verdict} ${styles.verdictWrong}`
                : `${styles.verdict} ${styles.verdictRight}`
            }
          >
            <p className={styles.verdictTitle}>
              {result.correct === null
                ? t('practice.rated')
                : result.correct
                  ? t('practice.correct')
                  : t('practice.incorrect')}
            </p>
            {rightAnswer ? <p>{t('practice.rightAnswer', { answer: rightAnswer })}</p> : null}
            {result.explanationHtml ? (
              <div className={styles.explanation}>
                <p className={styles.explanationTitle}>{t('practice.explanation')}</p>
                <div data-i18n-exempt dangerouslySetInnerHTML={{ __html: result.explanationHtml }} />
              </div>
            ) : null}
          </div>
        ) : null}
      </div>
      {/* Issue 6: the AI tutor on this question (the panel loads on the first click), prominent after a wrong check. */}
      <Suspense fallback={null}>
        <RunnerTutorButton
          questionId={question.id}
          questionNumber={number}
          userExamId={session.userExamId}
          wrong={result?.correct === false}
        />
      </Suspense>
    </div>
  );
}

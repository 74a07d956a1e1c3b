import type { AnswerValue, RunnerQuestion } from '@prepwell/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import shared from '../tools/shared.module.css';
import styles from './toefl-view.module.css';

interface ReviewScreenProps {
  questions: readonly RunnerQuestion[];
  answerOf(questionId: string): AnswerValue | undefined;
  /** Returning to a question (Reading only); absent where screens are final. */
  onGoTo?(questionId: string): void;
  onFinish(): void;
  readOnly: boolean;
}

const isAnswered = (answer: AnswerValue | undefined) =>
  answer !== undefined && answer !== null && answer !== '' && !(Array.isArray(answer) && answer.length === 0);

/** The step before the module ends: which questions have an answer, then a confirmed "End module". */
export const ReviewScreen = ({ questions, answerOf, onGoTo, onFinish, readOnly }: ReviewScreenProps) => {
  const { t } = useTranslation('tools');
  const [confirming, setConfirming] = useState(false);
  const confirmId = useId();
  const ordered = [...questions].sort((a, b) => a.position - b.position);
  const unanswered = ordered.filter((q) => !isAnswered(answerOf(q.id))).length;
  return (
    <div className={styles.single}>
      <p>
        {unanswered === 0
          ? t('toefl.review.allAnswered')
          : t('toefl.review.unanswered', { n: unanswered, total: ordered.length })}
      </p>
      <ul className={styles.reviewList}>
        {ordered.map((q, i) => {
          const answered = isAnswered(answerOf(q.id));
          return (
            <li key={q.id} className={answered ? styles.reviewItem : `${styles.reviewItem} ${styles.unanswered}`}>
              <span>
                {t('toefl.questionN', { n: i + 1 })}:{' '}
                {answered ? t('toefl.review.answered') : t('toefl.review.notAnswered')}
              </span>
              {onGoTo && (
                <button
                  type="button"
                  className={shared.button}
                  onClick={() => onGoTo(q.id)}
                  aria-label={t('toefl.review.goTo', { n: i + 1 })}
                >
                  {t('toefl.review.go')}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {!confirming ? (
        <div className={styles.row}>
          <button type="button" className={shared.primary} onClick={() => setConfirming(true)} disabled={readOnly}>
            {t('toefl.review.end')}
          </button>
        </div>
      ) : (
        <div className={styles.confirm} role="alertdialog" aria-labelledby={confirmId} aria-modal="false">
          <p id={confirmId}>{t('toefl.review.confirm')}</p>
          <div className={styles.row}>
            <button type="button" className={shared.primary} onClick={onFinish} disabled={readOnly} autoFocus>
              {t('toefl.review.confirmYes')}
            </button>
            <button type="button" className={shared.button} onClick={() => setConfirming(false)}>
              {t('toefl.review.confirmNo')}
            </button>
          </div>
        </div>
      )}
    </div>
  );
};

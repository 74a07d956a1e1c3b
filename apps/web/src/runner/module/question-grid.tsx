import type { RunnerQuestion } from '@prepwell/contracts';
import { useTranslation } from 'react-i18next';
import type { LocalAnswer } from '../runner-types.ts';
import { BookmarkIcon, PinIcon } from '../shell/icons.tsx';
import { isAnswered } from '../sync/journal.ts';
import styles from './module.module.css';

export interface QuestionGridProps {
  questions: readonly RunnerQuestion[];
  answers: Readonly<Record<string, LocalAnswer>>;
  /** Index of the question on screen, or -1 (review page). */
  current: number;
  onPick(index: number): void;
  /** "Marked for review" (SAT) or "Flagged" (ACT). */
  markWord: 'review' | 'flag';
  /** Number shown for the first question (SHSAT numbers run on across sections). */
  firstNumber?: number;
}

/** The numbered question grid of the navigator and the Check Your Work page, with its legend. */
export function QuestionGrid({ questions, answers, current, onPick, markWord, firstNumber = 1 }: QuestionGridProps) {
  const { t } = useTranslation('runner');
  const markLabel = markWord === 'flag' ? t('nav.flagged') : t('nav.forReview');
  return (
    <div>
      <ul className={styles.legend} aria-label={t('nav.legend')}>
        <li>
          <PinIcon /> {t('nav.current')}
        </li>
        <li>
          <span className={styles.legendUnanswered} aria-hidden="true" /> {t('nav.unanswered')}
        </li>
        <li>
          <span className={styles.legendAnswered} aria-hidden="true" /> {t('nav.answered')}
        </li>
        <li>
          <span className={styles.legendFlag} aria-hidden="true">
            <BookmarkIcon filled />
          </span>{' '}
          {markLabel}
        </li>
      </ul>
      <ol className={styles.grid}>
        {questions.map((q, index) => {
          const local = answers[q.id];
          const answered = isAnswered(local?.answer);
          const flagged = local?.flagged ?? false;
          const number = firstNumber + index;
          const state = [
            answered ? t('nav.answered') : t('nav.unanswered'),
            flagged ? markLabel : null,
            index === current ? t('nav.current') : null,
          ]
            .filter(Boolean)
            .join(t('common.listSeparator'));
          return (
            <li key={q.id}>
              <button
                type="button"
                className={[
                  styles.cell,
                  answered ? styles.cellAnswered : styles.cellUnanswered,
                  index === current ? styles.cellCurrent : '',
                ].join(' ')}
                aria-current={index === current ? 'step' : undefined}
                aria-label={t('nav.cellLabel', { number, state })}
                onClick={() => onPick(index)}
              >
                {index === current ? (
                  <span className={styles.cellPin} aria-hidden="true">
                    <PinIcon />
                  </span>
                ) : null}
                {number}
                {flagged ? (
                  <span className={styles.cellFlag} aria-hidden="true">
                    <BookmarkIcon filled />
                  </span>
                ) : null}
              </button>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

import type { RunnerQuestion } from '@prepwell/contracts';
import { useTranslation } from 'react-i18next';
import type { LocalAnswer } from '../runner-types.ts';
import styles from './module.module.css';
import { QuestionGrid } from './question-grid.tsx';

/** Check Your Work: every question of the module; pick one to go back to it, or Next to submit the module. */
export function ReviewPage(props: {
  title: string;
  questions: readonly RunnerQuestion[];
  answers: Readonly<Record<string, LocalAnswer>>;
  onPick(index: number): void;
  markWord: 'review' | 'flag';
}) {
  const { t } = useTranslation('runner');
  return (
    <div className={styles.review}>
      <h1 className={styles.reviewTitle}>{t('review.title')}</h1>
      <p>{t('review.intro')}</p>
      <p>{t('review.noReturn')}</p>
      <nav className={styles.reviewCard} aria-label={t('nav.label')}>
        <h2 className={styles.reviewCardTitle}>{props.title}</h2>
        <QuestionGrid
          questions={props.questions}
          answers={props.answers}
          current={-1}
          onPick={props.onPick}
          markWord={props.markWord}
        />
      </nav>
    </div>
  );
}

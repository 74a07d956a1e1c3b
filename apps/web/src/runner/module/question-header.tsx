import { useTranslation } from 'react-i18next';
import { BookmarkIcon, FlagIcon } from '../shell/icons.tsx';
import styles from './module.module.css';
import shared from '../tools/shared.module.css';

export interface QuestionHeaderProps {
  number: number;
  flagged: boolean;
  onToggleFlag(): void;
  /** SAT: "Mark for Review" (bookmark); ACT and SHSAT: "Flag" (flag). */
  markWord: 'review' | 'flag';
  eliminatorOn: boolean;
  onToggleEliminator?: () => void;
  readOnly: boolean;
}

/** The bar above a question: its number, Mark for Review (or Flag), and the option eliminator toggle (ABC). */
export function QuestionHeader({
  number,
  flagged,
  onToggleFlag,
  markWord,
  eliminatorOn,
  onToggleEliminator,
  readOnly,
}: QuestionHeaderProps) {
  const { t } = useTranslation('runner');
  return (
    <div className={styles.qHeader}>
      <span className={styles.qNumber} aria-hidden="true">
        {number}
      </span>
      <button
        type="button"
        className={flagged ? `${styles.markButton} ${styles.markOn}` : styles.markButton}
        aria-pressed={flagged}
        onClick={onToggleFlag}
        disabled={readOnly}
      >
        {markWord === 'flag' ? <FlagIcon filled={flagged} /> : <BookmarkIcon filled={flagged} />}
        <span>{markWord === 'flag' ? t('question.flag') : t('question.markForReview')}</span>
      </button>
      {onToggleEliminator ? (
        <button
          type="button"
          className={eliminatorOn ? `${styles.abcButton} ${styles.abcOn}` : styles.abcButton}
          aria-pressed={eliminatorOn}
          onClick={onToggleEliminator}
          title={t('question.eliminator')}
        >
          <span aria-hidden="true" className={styles.abcText}>
            ABC
          </span>
          <span className={shared.srOnly}>{t('question.eliminator')}</span>
        </button>
      ) : null}
    </div>
  );
}

import type { RunnerQuestion } from '@prepwell/contracts';
import { useTranslation } from 'react-i18next';
import type { LocalAnswer } from '../runner-types.ts';
import { Dialog } from '../shell/dialog.tsx';
import styles from './module.module.css';
import { QuestionGrid } from './question-grid.tsx';

export interface NavigatorDialogProps {
  open: boolean;
  onClose(): void;
  title: string;
  questions: readonly RunnerQuestion[];
  answers: Readonly<Record<string, LocalAnswer>>;
  current: number;
  onPick(index: number): void;
  onReview?: () => void;
  markWord: 'review' | 'flag';
  firstNumber?: number;
}

/** "Question N of M" opens this: every question of the module, and the way to the review page. */
export function NavigatorDialog(props: NavigatorDialogProps) {
  const { t } = useTranslation('runner');
  const { open, onClose, title, onReview, ...grid } = props;
  return (
    <Dialog
      open={open}
      title={title}
      onClose={onClose}
      wide
      actions={
        onReview ? (
          <button
            type="button"
            className={styles.outlineButton}
            onClick={() => {
              onClose();
              onReview();
            }}
          >
            {t('nav.goToReview')}
          </button>
        ) : undefined
      }
    >
      <nav aria-label={t('nav.label')}>
        <QuestionGrid
          {...grid}
          onPick={(index) => {
            onClose();
            grid.onPick(index);
          }}
        />
      </nav>
    </Dialog>
  );
}

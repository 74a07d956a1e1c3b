import type { AnswerValue, RunnerChoice } from '@prepwell/contracts';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { choiceLetter, pickChoice, toggleEliminated, type ChoiceLetters } from './choice-labels.ts';
import styles from './module.module.css';
import shared from '../tools/shared.module.css';

export interface ChoiceListProps {
  questionNumber: number;
  choices: readonly RunnerChoice[];
  multi: boolean;
  value: AnswerValue;
  onChange(value: string | string[] | null): void;
  eliminated: readonly string[];
  onEliminatedChange(next: string[]): void;
  /** The option eliminator is on: each choice shows its cross-out button. */
  eliminatorOn: boolean;
  letters: ChoiceLetters;
  readOnly: boolean;
  /** ACT answer masker: choices stay covered until revealed. */
  masked?: boolean;
  labelledBy: string;
}

/**
 * The answer choices as large buttons with radio semantics (a radiogroup with a roving tab stop; arrows
 * move and select) or, for multi-select, checkboxes. With the eliminator on, a choice can be crossed out
 * (which clears it if it was picked) and restored with Undo.
 */
export function ChoiceList(props: ChoiceListProps) {
  const {
    questionNumber,
    choices,
    multi,
    value,
    onChange,
    eliminated,
    onEliminatedChange,
    eliminatorOn,
    letters,
    readOnly,
    masked = false,
    labelledBy,
  } = props;
  const { t } = useTranslation('runner');
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const [revealed, setRevealed] = useState<ReadonlySet<string>>(new Set());
  const selected = new Set(Array.isArray(value) ? value : value ? [value] : []);
  const order = choices.map((c) => c.id);
  const focusIndex = Math.max(
    0,
    choices.findIndex((c) => selected.has(c.id)),
  );

  const select = (choiceId: string) => {
    if (readOnly) return;
    if (eliminated.includes(choiceId)) onEliminatedChange(eliminated.filter((id) => id !== choiceId));
    onChange(pickChoice(multi, value, choiceId, order));
  };
  const crossOut = (choiceId: string) => {
    if (readOnly) return;
    const next = toggleEliminated(eliminated, choiceId);
    onEliminatedChange(next);
    if (next.includes(choiceId) && selected.has(choiceId))
      onChange(multi ? pickChoice(true, Array.isArray(value) ? value : null, choiceId, order) : null);
  };

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    if (multi) return;
    const step =
      event.key === 'ArrowDown' || event.key === 'ArrowRight'
        ? 1
        : event.key === 'ArrowUp' || event.key === 'ArrowLeft'
          ? -1
          : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + choices.length) % choices.length;
    refs.current[next]?.focus();
    const choice = choices[next];
    if (choice) select(choice.id);
  };

  return (
    <div className={styles.choices} role={multi ? 'group' : 'radiogroup'} aria-labelledby={labelledBy}>
      {masked && revealed.size < choices.length ? (
        <button type="button" className={styles.revealAll} onClick={() => setRevealed(new Set(order))}>
          {t('masker.revealAll')}
        </button>
      ) : null}
      {choices.map((choice, index) => {
        const letter = choiceLetter(letters, questionNumber, index);
        const isSelected = selected.has(choice.id);
        const isOut = eliminated.includes(choice.id);
        const isMasked = masked && !revealed.has(choice.id);
        return (
          <div key={choice.id} className={styles.choiceRow}>
            {isMasked ? (
              <button
                type="button"
                className={styles.maskedChoice}
                onClick={() => setRevealed(new Set([...revealed, choice.id]))}
              >
                <span className={styles.letter} aria-hidden="true">
                  {letter}
                </span>
                <span>{t('masker.reveal', { letter })}</span>
              </button>
            ) : (
              <button
                ref={(node) => {
                  refs.current[index] = node;
                }}
                type="button"
                role={multi ? 'checkbox' : 'radio'}
                aria-checked={isSelected}
                aria-disabled={readOnly || undefined}
                aria-describedby={isOut ? `${choice.id}-out-${questionNumber}` : undefined}
                tabIndex={multi || index === focusIndex ? 0 : -1}
                className={[styles.choice, isSelected ? styles.choiceSelected : '', isOut ? styles.choiceOut : ''].join(
                  ' ',
                )}
                onClick={() => select(choice.id)}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                <span className={styles.letter} aria-hidden="true">
                  {letter}
                </span>
                <span className={shared.srOnly}>{t('choice.letter', { letter })}</span>
                <span
                  className={styles.choiceText}
                  data-i18n-exempt
                  dangerouslySetInnerHTML={{ __html: choice.html }}
                />
                {isOut ? (
                  <span id={`${choice.id}-out-${questionNumber}`} className={shared.srOnly}>
                    {t('eliminator.crossedOut')}
                  </span>
                ) : null}
              </button>
            )}
            {eliminatorOn && !isMasked ? (
              isOut ? (
                <button
                  type="button"
                  className={styles.undoOut}
                  onClick={() => crossOut(choice.id)}
                  disabled={readOnly}
                >
                  {t('eliminator.undo')}
                  <span className={shared.srOnly}>{t('choice.letter', { letter })}</span>
                </button>
              ) : (
                <button
                  type="button"
                  className={styles.crossOut}
                  onClick={() => crossOut(choice.id)}
                  disabled={readOnly}
                  aria-label={t('eliminator.crossOut', { letter })}
                >
                  <span aria-hidden="true" className={styles.crossOutLetter}>
                    {letter}
                  </span>
                </button>
              )
            ) : null}
          </div>
        );
      })}
    </div>
  );
}

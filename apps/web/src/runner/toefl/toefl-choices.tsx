import type { AnswerValue, RunnerQuestion } from '@prepwell/contracts';
import { useId } from 'react';
import styles from './reading.module.css';

export interface ToeflChoicesProps {
  question: RunnerQuestion;
  answer: AnswerValue | undefined;
  onAnswer(answer: AnswerValue): void;
  readOnly: boolean;
}

/**
 * A multiple-choice question as the TOEFL shows it: the stem, then one radio per choice (arrow keys move
 * between them, as radios do). Multi-select items get checkboxes and save the set of ids.
 */
export const ToeflChoices = ({ question, answer, onAnswer, readOnly }: ToeflChoicesProps) => {
  const name = useId();
  const stemId = useId();
  const multi = question.type === 'multi_select';
  const chosen = Array.isArray(answer) ? answer : typeof answer === 'string' ? [answer] : [];
  const toggle = (id: string) => {
    if (!multi) return onAnswer(id);
    const next = chosen.includes(id) ? chosen.filter((x) => x !== id) : [...chosen, id];
    onAnswer(next.length === 0 ? null : next);
  };
  return (
    <fieldset className={styles.choices} aria-labelledby={stemId} disabled={readOnly}>
      <div
        id={stemId}
        className={styles.stem}
        data-i18n-exempt
        dangerouslySetInnerHTML={{ __html: question.stemHtml }}
      />
      {question.choices.map((choice) => (
        <label key={choice.id} className={styles.choice}>
          <input
            type={multi ? 'checkbox' : 'radio'}
            name={name}
            value={choice.id}
            checked={chosen.includes(choice.id)}
            onChange={() => toggle(choice.id)}
          />
          <span className={styles.choiceText} data-i18n-exempt dangerouslySetInnerHTML={{ __html: choice.html }} />
        </label>
      ))}
    </fieldset>
  );
};

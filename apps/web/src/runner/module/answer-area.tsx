import type { RunnerQuestion } from '@prepwell/contracts';
import { useTranslation } from 'react-i18next';
import type { LocalAnswer } from '../runner-types.ts';
import { GridInInput } from '../tools/grid-in-input.tsx';
import type { ChoiceLetters } from './choice-labels.ts';
import { ChoiceList } from './choice-list.tsx';
import styles from './module.module.css';

export interface AnswerAreaProps {
  question: RunnerQuestion;
  number: number;
  local: LocalAnswer;
  readOnly: boolean;
  eliminatorOn: boolean;
  masked: boolean;
  letters: ChoiceLetters;
  gridFormat: 'sat' | 'shsat';
  stemId: string;
  onAnswer(answer: string | string[] | null): void;
  onEliminated(next: string[]): void;
}

/** How a question is answered: choices, a grid-in box, or (an item of another exam in a linear runner) a text box. */
export function AnswerArea({
  question,
  number,
  local,
  readOnly,
  eliminatorOn,
  masked,
  letters,
  gridFormat,
  stemId,
  onAnswer,
  onEliminated,
}: AnswerAreaProps) {
  const { t } = useTranslation('runner');
  switch (question.type) {
    case 'multiple_choice':
    case 'multi_select':
      return (
        <ChoiceList
          key={question.id}
          questionNumber={number}
          choices={question.choices}
          multi={question.type === 'multi_select'}
          value={local.answer}
          onChange={onAnswer}
          eliminated={local.eliminated}
          onEliminatedChange={onEliminated}
          eliminatorOn={eliminatorOn}
          letters={letters}
          readOnly={readOnly}
          masked={masked}
          labelledBy={stemId}
        />
      );
    case 'grid_in':
      return (
        <div className={styles.gridIn}>
          <GridInInput
            id={`grid-${question.id}`}
            value={typeof local.answer === 'string' ? local.answer : ''}
            onChange={(value) => onAnswer(value === '' ? null : value)}
            format={gridFormat}
            disabled={readOnly}
            labelledBy={stemId}
          />
        </div>
      );
    case 'fill_letters':
    case 'build_sentence':
    case 'written_response':
    case 'spoken_response':
      return (
        <label className={styles.textAnswer}>
          <span>{t('answer.yourAnswer')}</span>
          <textarea
            value={typeof local.answer === 'string' ? local.answer : ''}
            onChange={(event) => onAnswer(event.target.value === '' ? null : event.target.value)}
            readOnly={readOnly}
            rows={question.type === 'written_response' ? 10 : 2}
            aria-describedby={stemId}
          />
        </label>
      );
  }
}

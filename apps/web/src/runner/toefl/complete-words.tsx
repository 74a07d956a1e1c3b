import type { AnswerValue, RunnerPassage, RunnerQuestion } from '@prepwell/contracts';
import { Fragment, useMemo, useRef, type ChangeEvent, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { cleanLetters, parseWordsPassage, splitStem } from './toefl-screens.ts';
import styles from './reading.module.css';

export interface CompleteWordsProps {
  passage: RunnerPassage;
  /** The run's questions in order: the n-th fills the blank `[[n]]`. */
  questions: readonly RunnerQuestion[];
  answerOf(questionId: string): AnswerValue | undefined;
  onAnswer(questionId: string, answer: AnswerValue): void;
  readOnly: boolean;
}

/**
 * Complete the Words: the paragraph with each damaged word shown as its visible start and a box of
 * letter cells for the missing letters (one cell per letter, as the stem's underscores say). The answer
 * is the letters typed. A word filled to its last letter moves on to the next word.
 */
export const CompleteWords = ({ passage, questions, answerOf, onAnswer, readOnly }: CompleteWordsProps) => {
  const { t } = useTranslation('tools');
  const paragraphs = useMemo(() => parseWordsPassage(passage.body), [passage.body]);
  const inputs = useRef(new Map<number, HTMLInputElement>());

  const onChange = (n: number, question: RunnerQuestion, missing: number) => (event: ChangeEvent<HTMLInputElement>) => {
    const letters = cleanLetters(event.target.value, missing);
    const before = answerOf(question.id);
    onAnswer(question.id, letters === '' ? null : letters);
    const grew = letters.length > (typeof before === 'string' ? before.length : 0);
    if (grew && letters.length === missing && event.target.selectionStart === event.target.value.length)
      inputs.current.get(n + 1)?.focus();
  };

  return (
    <div className={styles.words}>
      {passage.title && <h3 className={styles.passageTitle}>{passage.title}</h3>}
      {paragraphs.map((parts, p) => (
        <p key={p} className={styles.wordsParagraph}>
          {parts.map((part, i) => {
            if (part.kind === 'text') return <Fragment key={i}>{part.text}</Fragment>;
            const question = questions[part.n - 1];
            if (!question) return <Fragment key={i}>[{part.n}]</Fragment>;
            const { visible, missing } = splitStem(question.stem);
            const value = answerOf(question.id);
            const cells = { '--cells': missing } as CSSProperties;
            return (
              <span key={i} className={styles.blank}>
                <span aria-hidden="true">{visible}</span>
                <input
                  ref={(el) => {
                    if (el) inputs.current.set(part.n, el);
                    else inputs.current.delete(part.n);
                  }}
                  className={styles.letters}
                  style={cells}
                  value={typeof value === 'string' ? value : ''}
                  maxLength={missing}
                  readOnly={readOnly}
                  autoComplete="off"
                  autoCorrect="off"
                  autoCapitalize="off"
                  spellCheck={false}
                  aria-label={t('words.blank', { n: part.n, visible, missing })}
                  onChange={onChange(part.n, question, missing)}
                />
              </span>
            );
          })}
        </p>
      ))}
    </div>
  );
};

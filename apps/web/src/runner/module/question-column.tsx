import type { CheckAnswerResponse, RunnerQuestion } from '@prepwell/contracts';
import { useId } from 'react';
import type { AttemptSession } from '../session/attempt-session.ts';
import type { LocalAnswer } from '../runner-types.ts';
import { EMPTY_ANSWER, isAnswered } from '../sync/journal.ts';
import { AnswerArea } from './answer-area.tsx';
import styles from './module.module.css';
import { PracticeCheck } from './practice-check.tsx';
import { QuestionHeader } from './question-header.tsx';
import type { RunnerVariant } from './variant.ts';

export interface QuestionColumnProps {
  session: AttemptSession;
  question: RunnerQuestion;
  number: number;
  local: LocalAnswer | undefined;
  variant: RunnerVariant;
  readOnly: boolean;
  practice: boolean;
  eliminatorOn: boolean;
  onToggleEliminator(): void;
  masked: boolean;
  checkResult: CheckAnswerResponse | null;
  onCheckResult(result: CheckAnswerResponse): void;
}

/** One question: header (number, mark, eliminator), stem, answer, and in practice mode the answer check. */
export function QuestionColumn(props: QuestionColumnProps) {
  const {
    session,
    question,
    number,
    variant,
    readOnly,
    practice,
    eliminatorOn,
    onToggleEliminator,
    masked,
    checkResult,
    onCheckResult,
  } = props;
  const local = props.local ?? EMPTY_ANSWER;
  const stemId = useId();
  const ref = { id: question.id, moduleId: question.moduleId };
  const hasChoices = question.type === 'multiple_choice' || question.type === 'multi_select';
  return (
    <div className={styles.questionColumn}>
      <QuestionHeader
        number={number}
        flagged={local.flagged}
        onToggleFlag={() => session.change(ref, { flagged: !local.flagged })}
        markWord={variant.markWord}
        eliminatorOn={eliminatorOn}
        onToggleEliminator={hasChoices ? onToggleEliminator : undefined}
        readOnly={readOnly}
      />
      <div
        id={stemId}
        className={styles.stem}
        data-i18n-exempt
        dangerouslySetInnerHTML={{ __html: question.stemHtml }}
      />
      <AnswerArea
        question={question}
        number={number}
        local={local}
        readOnly={readOnly}
        eliminatorOn={eliminatorOn && hasChoices}
        masked={masked}
        letters={variant.letters}
        gridFormat={variant.gridFormat}
        stemId={stemId}
        onAnswer={(answer) => session.change(ref, { answer })}
        onEliminated={(eliminated) => session.change(ref, { eliminated })}
      />
      {practice ? (
        <PracticeCheck
          session={session}
          question={question}
          number={number}
          answered={isAnswered(local.answer)}
          letters={variant.letters}
          result={checkResult}
          onResult={onCheckResult}
        />
      ) : null}
    </div>
  );
}

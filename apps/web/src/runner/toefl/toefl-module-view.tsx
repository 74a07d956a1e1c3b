import type { AnswerValue, RunnerQuestion } from '@prepwell/contracts';
import { toeflTaskOf } from '@prepwell/contracts/light';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ToeflModuleViewProps } from '../runner-types.ts';
import { readStored, writeStored } from '../tools/local-store.ts';
import shared from '../tools/shared.module.css';
import { CompleteWords } from './complete-words.tsx';
import { ExamAudio } from './exam-audio.tsx';
import { maxPlaysFor, QuestionScreen, type ScreenContext } from './question-screen.tsx';
import { ReviewScreen } from './review-screen.tsx';
import { buildScreens, canGoBack, positionOf, questionsOf, type Screen } from './toefl-screens.ts';
import readingStyles from './reading.module.css';
import styles from './toefl-view.module.css';

export type { ToeflModuleViewProps } from '../runner-types.ts';

const EMPTY: readonly RunnerQuestion[] = [];

/**
 * The body of a TOEFL module, one screen at a time (toefl-screens.ts): Complete the Words, reading with
 * the passage beside the question, listening clips that play once before their questions, speaking with
 * timers and recording, Build a Sentence and writing. "Next" moves on; only Reading lets the student go
 * back. A review step lists what is answered before the student ends the module (onFinish). The screen
 * reached is kept on this device, so a reload returns to it (and a clip already played stays played).
 */
export const ToeflModuleView = ({
  view,
  answers,
  setAnswer,
  uploadRecording,
  readOnly,
  onFinish,
  onPositionChange,
}: ToeflModuleViewProps) => {
  const { t } = useTranslation('tools');
  const current = view.current;
  const questions = current?.questions ?? EMPTY;
  const screens = useMemo(() => buildScreens(questions), [questions]);
  const section = current?.section ?? 'reading';
  const positionKey = `pw.toefl.screen:${view.id}:${current?.moduleId ?? ''}`;
  const [index, setIndex] = useState(() => {
    const stored = readStored(positionKey);
    return typeof stored === 'number' && Number.isInteger(stored) && stored >= 0 && stored < screens.length
      ? stored
      : 0;
  });
  const [blocked, setBlocked] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const arrived = useRef(false);

  const screen: Screen = screens[Math.min(index, screens.length - 1)] ?? { kind: 'review' };
  const numbers = useMemo(
    () => new Map([...questions].sort((a, b) => a.position - b.position).map((q, i) => [q.id, i + 1])),
    [questions],
  );

  useEffect(() => {
    writeStored(positionKey, index);
    const id = positionOf(screen);
    if (id) onPositionChange?.(id);
    // A new screen: its heading takes focus, so a screen reader starts there (not on the first arrival).
    if (arrived.current) headingRef.current?.focus();
    arrived.current = true;
    // The screen object follows the index.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [index, positionKey]);

  const answerOf = useCallback((id: string): AnswerValue | undefined => answers[id]?.answer, [answers]);
  const ctx = useMemo<ScreenContext>(
    () => ({
      attemptId: view.id,
      exam: view.mode === 'exam',
      answerOf,
      setAnswer,
      uploadRecording,
      readOnly,
      setBlocked,
    }),
    [view.id, view.mode, answerOf, setAnswer, uploadRecording, readOnly],
  );

  if (!current) return null;

  const go = (next: number) => {
    setBlocked(false);
    setIndex(Math.min(Math.max(next, 0), screens.length - 1));
  };
  const total = questions.length;
  const shown = screen.kind === 'listen' ? screen.questions : questionsOf(screen);
  const first = shown[0] ? (numbers.get(shown[0].id) ?? 0) : 0;
  const last = shown[shown.length - 1] ? (numbers.get(shown[shown.length - 1]!.id) ?? 0) : 0;
  const task = shown[0] ? toeflTaskOf(shown[0]) : null;
  const title =
    screen.kind === 'review' ? t('toefl.review.title') : task ? t(`toefl.task.${task}`) : current.sectionTitle;
  const progress =
    screen.kind === 'review'
      ? ''
      : screen.kind === 'listen'
        ? t('toefl.progress.listen', { from: first, to: last })
        : first === last
          ? t('toefl.progress.one', { n: first, total })
          : t('toefl.progress.range', { from: first, to: last, total });
  const nextIsReview = screens[index + 1]?.kind === 'review';
  const back = screen.kind === 'review' ? section === 'reading' : canGoBack(section, index);

  return (
    <div className={styles.view}>
      <div className={styles.screenHeader}>
        <h2 ref={headingRef} tabIndex={-1} className={styles.screenTitle}>
          {title}
        </h2>
        {progress && <span className={styles.progress}>{progress}</span>}
        {task && screen.kind !== 'review' && <p className={styles.directions}>{t(`toefl.directions.${task}`)}</p>}
      </div>
      <div className={styles.body}>
        <ScreenBody
          key={index}
          screen={screen}
          ctx={ctx}
          questions={questions}
          onFinish={onFinish}
          onGoTo={
            section === 'reading'
              ? (id) => go(screens.findIndex((s) => questionsOf(s).some((q) => q.id === id)))
              : undefined
          }
        />
      </div>
      {screen.kind !== 'review' && (
        <nav className={styles.footer} aria-label={t('toefl.navigation')}>
          {blocked && <span className={styles.footerNote}>{t('toefl.waitForAudio')}</span>}
          {back && (
            <button type="button" className={shared.button} onClick={() => go(index - 1)}>
              {t('toefl.back')}
            </button>
          )}
          <button type="button" className={shared.primary} onClick={() => go(index + 1)} disabled={blocked}>
            {nextIsReview ? t('toefl.toReview') : t('toefl.next')}
          </button>
        </nav>
      )}
      {screen.kind === 'review' && back && (
        <nav className={styles.footer} aria-label={t('toefl.navigation')}>
          <button type="button" className={shared.button} onClick={() => go(index - 1)}>
            {t('toefl.back')}
          </button>
        </nav>
      )}
    </div>
  );
};

interface ScreenBodyProps {
  screen: Screen;
  ctx: ScreenContext;
  questions: readonly RunnerQuestion[];
  onFinish(): void;
  onGoTo?: (questionId: string) => void;
}

const ScreenBody = ({ screen, ctx, questions, onFinish, onGoTo }: ScreenBodyProps) => {
  switch (screen.kind) {
    case 'words':
      return (
        <div className={styles.single}>
          <CompleteWords
            passage={screen.passage}
            questions={screen.questions}
            answerOf={ctx.answerOf}
            onAnswer={ctx.setAnswer}
            readOnly={ctx.readOnly}
          />
        </div>
      );
    case 'listen':
      return <ListenScreen screen={screen} ctx={ctx} />;
    case 'question':
      return <QuestionScreen question={screen.question} ctx={ctx} />;
    case 'review':
      return (
        <ReviewScreen
          questions={questions}
          answerOf={ctx.answerOf}
          onGoTo={onGoTo}
          onFinish={onFinish}
          readOnly={ctx.readOnly}
        />
      );
  }
};

/** An audio passage: its short introduction and the clip, which plays before the questions on it. */
const ListenScreen = ({ screen, ctx }: { screen: Extract<Screen, { kind: 'listen' }>; ctx: ScreenContext }) => {
  const { setBlocked } = ctx;
  const [playing, setPlaying] = useState(false);
  useEffect(() => setBlocked(playing), [playing, setBlocked]);
  const passage = screen.passage;
  return (
    <div className={styles.single}>
      {passage.title && <h3 className={readingStyles.passageTitle}>{passage.title}</h3>}
      <div className={styles.listenIntro} data-i18n-exempt dangerouslySetInnerHTML={{ __html: passage.bodyHtml }} />
      {passage.audioUrl && (
        <ExamAudio
          src={passage.audioUrl}
          maxPlays={maxPlaysFor(ctx.exam, screen.questions[0]?.media.maxPlays ?? null)}
          playKey={`${ctx.attemptId}:${passage.id}`}
          onPlayingChange={setPlaying}
        />
      )}
    </div>
  );
};

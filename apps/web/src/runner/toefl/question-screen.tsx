import type { AnswerValue, RunnerQuestion } from '@prepwell/contracts';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BuildSentence } from './build-sentence.tsx';
import { CompleteWords } from './complete-words.tsx';
import { EssayEditor } from './essay-editor.tsx';
import { ExamAudio } from './exam-audio.tsx';
import { SpeakingRecorder } from './speaking-recorder.tsx';
import { ToeflChoices } from './toefl-choices.tsx';
import readingStyles from './reading.module.css';
import styles from './toefl-view.module.css';

/** What every screen needs from the module view. */
export interface ScreenContext {
  readonly attemptId: string;
  /** Exam mode: clips play a limited number of times; practice allows replays and re-recording. */
  readonly exam: boolean;
  answerOf(questionId: string): AnswerValue | undefined;
  setAnswer(questionId: string, answer: AnswerValue): void;
  uploadRecording(questionId: string, blob: Blob): Promise<string>;
  readonly readOnly: boolean;
  /** Holds "Next" while a clip plays or a recording is under way. */
  setBlocked(blocked: boolean): void;
}

export const maxPlaysFor = (exam: boolean, maxPlays: number | null): number | null => (exam ? (maxPlays ?? 1) : null);

/** A text passage beside the question (reading, an academic discussion), or the question alone. */
export const WithPassage = ({ question, children }: { question: RunnerQuestion; children: ReactNode }) => {
  const { t } = useTranslation('tools');
  const passage = question.passage;
  if (!passage || passage.kind !== 'text') return <div className={styles.single}>{children}</div>;
  return (
    <div className={styles.split}>
      {/* Focusable so that a long passage scrolls from the keyboard. */}
      <section className={styles.passagePane} aria-label={passage.title ?? t('toefl.passage')} tabIndex={0}>
        {passage.title && <h3 className={readingStyles.passageTitle}>{passage.title}</h3>}
        <div
          className={readingStyles.passage}
          data-i18n-exempt
          dangerouslySetInnerHTML={{ __html: passage.bodyHtml }}
        />
      </section>
      <div className={styles.questionPane}>{children}</div>
    </div>
  );
};

/** One question on its screen, by type; a clip of its own plays first and the question shows after it. */
export const QuestionScreen = ({ question: q, ctx }: { question: RunnerQuestion; ctx: ScreenContext }) => {
  const clip = q.media.audioUrl;
  const [heard, setHeard] = useState(!clip);
  const [playing, setPlaying] = useState(false);
  const [recorded, setRecorded] = useState(q.type !== 'spoken_response');
  const stemId = useId();
  const { setBlocked } = ctx;
  const answer = ctx.answerOf(q.id);
  const set = (value: AnswerValue) => ctx.setAnswer(q.id, value);

  useEffect(() => setBlocked(playing || !recorded), [playing, recorded, setBlocked]);
  useEffect(() => () => setBlocked(false), [setBlocked]);

  const audio = clip ? (
    <ExamAudio
      src={clip}
      maxPlays={maxPlaysFor(ctx.exam, q.media.maxPlays)}
      playKey={`${ctx.attemptId}:${q.id}`}
      onEnded={() => setHeard(true)}
      onPlayingChange={setPlaying}
    />
  ) : null;

  switch (q.type) {
    case 'multiple_choice':
    case 'multi_select':
      return (
        <WithPassage question={q}>
          {audio}
          {heard && <ToeflChoices question={q} answer={answer} onAnswer={set} readOnly={ctx.readOnly} />}
        </WithPassage>
      );
    case 'fill_letters':
      return (
        <div className={styles.single}>
          <CompleteWords
            passage={q.passage ?? { id: q.id, kind: 'text', title: null, body: '[[1]]', bodyHtml: '', audioUrl: null }}
            questions={[q]}
            answerOf={ctx.answerOf}
            onAnswer={ctx.setAnswer}
            readOnly={ctx.readOnly}
          />
        </div>
      );
    case 'build_sentence':
      return (
        <div className={styles.single}>
          <BuildSentence question={q} answer={answer} onAnswer={set} readOnly={ctx.readOnly} />
        </div>
      );
    case 'spoken_response':
      return (
        <div className={styles.single}>
          <div className={readingStyles.stem} data-i18n-exempt dangerouslySetInnerHTML={{ __html: q.stemHtml }} />
          {audio}
          <SpeakingRecorder
            prepSeconds={q.media.prepSeconds ?? 0}
            responseSeconds={q.media.responseSeconds ?? 45}
            start={heard}
            savedUrl={typeof answer === 'string' && answer !== '' ? answer : null}
            upload={(blob) => ctx.uploadRecording(q.id, blob)}
            onSaved={(url) => set(url)}
            readOnly={ctx.readOnly}
            allowRetry={!ctx.exam}
            onDoneChange={setRecorded}
          />
        </div>
      );
    case 'written_response':
      return (
        <WithPassage question={q}>
          <div
            id={stemId}
            className={styles.prompt}
            data-i18n-exempt
            dangerouslySetInnerHTML={{ __html: q.stemHtml }}
          />
          {audio}
          <EssayEditor
            value={typeof answer === 'string' ? answer : ''}
            onChange={(text) => set(text.trim() === '' ? null : text)}
            minWords={q.media.minWords}
            readOnly={ctx.readOnly}
            labelledBy={stemId}
          />
        </WithPassage>
      );
    case 'grid_in':
      return null;
  }
};

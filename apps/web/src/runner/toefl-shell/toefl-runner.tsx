import type { AnswerValue, UserExamView } from '@prepwell/contracts';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTimeOnQuestion } from '../module/use-time-on-question.ts';
import { PausedOverlay } from '../phases/paused-overlay.tsx';
import { moduleTitle } from '../phases/titles.ts';
import { runnerApi } from '../runner-api.ts';
import { useDocumentAudioVolume, useVolume, setVolume } from '../runner-volume.ts';
import type { AttemptSession } from '../session/attempt-session.ts';
import { useSessionState, useSyncState } from '../session/use-attempt-session.ts';
import { Countdown } from '../shell/countdown.tsx';
import { SaveIndicator } from '../shell/save-indicator.tsx';
import { SessionBanner } from '../shell/stale-banner.tsx';
import { ToeflModuleView } from '../toefl/toefl-module-view.tsx';
import styles from './toefl-shell.module.css';

/**
 * The TOEFL shell: a header with the section, the countdown, the volume and the save state around
 * engineer B's ToeflModuleView, which shows the module one screen at a time and calls onFinish.
 */
export function ToeflRunner({ session, view }: { session: AttemptSession; view: UserExamView }) {
  const { t } = useTranslation('runner');
  const state = useSessionState(session);
  const { answers } = useSyncState(session);
  const volume = useVolume();
  useDocumentAudioVolume(volume);
  const [position, setPosition] = useState<string | null>(null);
  const current = view.current;
  const questions = useMemo(() => current?.questions ?? [], [current]);
  const byId = useMemo(() => new Map(questions.map((q) => [q.id, q])), [questions]);
  const onScreen = position ? (byId.get(position) ?? null) : null;
  useTimeOnQuestion(session, onScreen);

  const setAnswer = useCallback(
    (questionId: string, answer: AnswerValue) => {
      const question = byId.get(questionId);
      if (question) session.change(question, { answer });
    },
    [byId, session],
  );
  const uploadRecording = useCallback(
    async (questionId: string, blob: Blob) =>
      (await runnerApi.uploadRecording(session.userExamId, questionId, blob, session.epoch)).url,
    [session],
  );
  const readOnly = session.readOnly || view.phase === 'paused';
  const practice = view.mode === 'practice';

  return (
    <div className={styles.root}>
      <header className={styles.header} aria-label={t('bar.top')}>
        <div className={styles.brand}>
          <h1 className={styles.section}>{moduleTitle(t, view)}</h1>
          <span className={styles.testName}>{view.test.title}</span>
        </div>
        <div className={styles.center}>
          <Countdown session={session} label={t('timer.labelModule')} />
        </div>
        <div className={styles.right}>
          <label className={styles.volume}>
            <span>{t('toefl.volume')}</span>
            <input
              type="range"
              min={0}
              max={100}
              step={5}
              value={Math.round(volume * 100)}
              onChange={(event) => setVolume(Number(event.target.value) / 100)}
            />
          </label>
          {practice && view.phase === 'module' ? (
            <button
              type="button"
              className={styles.headerButton}
              onClick={() => void session.pause()}
              disabled={state.busy !== null || readOnly}
            >
              {t('practice.pause')}
            </button>
          ) : null}
          <SaveIndicator session={session} />
        </div>
      </header>
      <SessionBanner session={session} />
      {state.actionError === 'unsaved_answers' ? (
        <div className={styles.notice} role="alert">
          {t('submit.unsaved')}
        </div>
      ) : null}
      <main className={styles.main} aria-label={moduleTitle(t, view)} inert={view.phase === 'paused'}>
        <ToeflModuleView
          key={view.current?.moduleId}
          view={view}
          answers={answers}
          setAnswer={setAnswer}
          uploadRecording={uploadRecording}
          readOnly={readOnly}
          onFinish={() => void session.submitModule()}
          onPositionChange={setPosition}
        />
      </main>
      {view.phase === 'paused' ? (
        <PausedOverlay onResume={() => void session.resume()} busy={state.busy !== null} />
      ) : null}
    </div>
  );
}

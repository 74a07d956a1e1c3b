import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import shared from '../tools/shared.module.css';
import type { MicProblem } from './media-support.ts';
import { startRecording, useMicrophone } from './use-microphone.ts';
import styles from './toefl.module.css';

export interface MicCheckProps {
  onResult?(ok: boolean): void;
}

const TEST_SECONDS = 4;
const HEARD = 8;

/** Why the microphone cannot be used, and what to do (spec §8 for iOS). */
export const MicProblemMessage = ({ problem, onRetry }: { problem: MicProblem; onRetry?: () => void }) => {
  const { t } = useTranslation('tools');
  const retry = problem !== 'ios' && problem !== 'unsupported' && problem !== 'insecure' && onRetry;
  return (
    <div className={styles.problem} role="alert">
      <p>{t(`mic.problem.${problem}`)}</p>
      {retry && (
        <button type="button" className={shared.button} onClick={retry}>
          {t('mic.retry')}
        </button>
      )}
    </div>
  );
};

/** The input level as a bar (decorative: the text beside it says whether sound is heard). */
export const LevelMeter = ({ level }: { level: number }) => (
  <span className={styles.meter} aria-hidden="true">
    <span className={styles.meterFill} style={{ width: `${level}%` }} />
  </span>
);

/**
 * The microphone check: asks for the microphone, shows a live level, and records a few seconds to play
 * back. Says clearly when the microphone is refused, missing, or cannot be used (iOS, spec §8).
 * `onResult(true)` once the microphone works, `onResult(false)` when it cannot.
 */
export const MicCheck = ({ onResult }: MicCheckProps) => {
  const { t } = useTranslation('tools');
  const mic = useMicrophone();
  const [phase, setPhase] = useState<'idle' | 'recording' | 'done'>('idle');
  const [playbackUrl, setPlaybackUrl] = useState<string | null>(null);
  const [heard, setHeard] = useState(false);
  const [left, setLeft] = useState(TEST_SECONDS);
  const resultRef = useRef(onResult);
  resultRef.current = onResult;

  useEffect(() => {
    if (mic.state === 'ready') resultRef.current?.(true);
    if (mic.state === 'problem') resultRef.current?.(false);
  }, [mic.state]);
  useEffect(() => {
    if (mic.level >= HEARD) setHeard(true);
  }, [mic.level]);
  useEffect(() => () => void (playbackUrl && URL.revokeObjectURL(playbackUrl)), [playbackUrl]);

  const test = async () => {
    const stream = await mic.request();
    if (!stream) return;
    setPhase('recording');
    setPlaybackUrl(null);
    const recording = startRecording(stream);
    for (let s = TEST_SECONDS; s > 0; s--) {
      setLeft(s);
      await new Promise((resolve) => window.setTimeout(resolve, 1000));
    }
    const blob = await recording.stop();
    setPlaybackUrl(URL.createObjectURL(blob));
    setPhase('done');
  };

  if (mic.state === 'problem' && mic.problem)
    return <MicProblemMessage problem={mic.problem} onRetry={() => void mic.request()} />;

  return (
    <div className={styles.check}>
      <p className={styles.checkText}>{t('mic.instructions', { seconds: TEST_SECONDS })}</p>
      <div className={styles.checkRow}>
        {mic.state !== 'ready' ? (
          <button
            type="button"
            className={shared.button}
            onClick={() => void mic.request()}
            disabled={mic.state === 'asking'}
          >
            {mic.state === 'asking' ? t('mic.asking') : t('mic.start')}
          </button>
        ) : (
          <button type="button" className={shared.button} onClick={() => void test()} disabled={phase === 'recording'}>
            {phase === 'recording'
              ? t('mic.recordingLeft', { seconds: left })
              : phase === 'done'
                ? t('mic.recordAgain')
                : t('mic.record', { seconds: TEST_SECONDS })}
          </button>
        )}
        {mic.state === 'ready' && (
          <>
            <LevelMeter level={mic.level} />
            <span className={styles.meterText} aria-live="polite">
              {heard ? t('mic.heard') : t('mic.silent')}
            </span>
          </>
        )}
      </div>
      {playbackUrl && (
        <div className={styles.checkRow}>
          <span>{t('mic.playback')}</span>
          <audio src={playbackUrl} controls className={styles.playback} aria-label={t('mic.playback')} />
        </div>
      )}
    </div>
  );
};

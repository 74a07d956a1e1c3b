import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatClock } from '../../lib/format.ts';
import { useVolume } from '../runner-volume.ts';
import shared from '../tools/shared.module.css';
import { LevelMeter, MicProblemMessage } from './mic-check.tsx';
import { startRecording, useMicrophone, type Recording } from './use-microphone.ts';
import styles from './toefl.module.css';

export interface SpeakingRecorderProps {
  /** Preparation seconds before recording (0: recording starts at once). */
  prepSeconds: number;
  responseSeconds: number;
  /** The prompt is over: preparation, then recording, begin. */
  start: boolean;
  /** The url of a recording already saved for this question (after a reload). */
  savedUrl: string | null;
  /** Uploads the recording and gives its url (the runner's uploadRecording for this question). */
  upload(blob: Blob): Promise<string>;
  /** The upload is done: the answer is the url. */
  onSaved(url: string): void;
  readOnly: boolean;
  /** Practice: the student may stop early and record again. */
  allowRetry: boolean;
  /** Whether the task is finished (saved, or nothing more can happen), for the view's Next button. */
  onDoneChange?(done: boolean): void;
}

type Phase = 'waiting' | 'prep' | 'recording' | 'uploading' | 'saved' | 'upload_failed';

const clock = (seconds: number) => formatClock(Math.floor(seconds));

/** The short tone that marks the start of recording, as on the test. */
const beep = (volume: number) => {
  try {
    const context = new AudioContext();
    const osc = context.createOscillator();
    const gain = context.createGain();
    osc.frequency.value = 880;
    gain.gain.setValueAtTime(0.3 * volume, context.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, context.currentTime + 0.35);
    osc.connect(gain).connect(context.destination);
    osc.start();
    osc.stop(context.currentTime + 0.35);
    osc.onended = () => void context.close();
  } catch {
    /* no Web Audio: recording starts without the tone */
  }
};

/**
 * A speaking answer: after the prompt, a preparation countdown (when the task has one), a tone, then the
 * response countdown while MediaRecorder records; the recording stops by itself, is uploaded through
 * `upload`, and can be played back. Refused microphones and iOS devices get a clear message.
 */
export const SpeakingRecorder = ({
  prepSeconds,
  responseSeconds,
  start,
  savedUrl,
  upload,
  onSaved,
  readOnly,
  allowRetry,
  onDoneChange,
}: SpeakingRecorderProps) => {
  const { t } = useTranslation('tools');
  const mic = useMicrophone();
  const volume = useVolume();
  const [phase, setPhase] = useState<Phase>(savedUrl ? 'saved' : 'waiting');
  const [left, setLeft] = useState(0);
  const [blob, setBlob] = useState<Blob | null>(null);
  const [playbackUrl, setPlaybackUrl] = useState<string | null>(savedUrl);
  const recording = useRef<Recording | null>(null);
  const deadline = useRef(0);
  const doneRef = useRef(onDoneChange);
  doneRef.current = onDoneChange;
  const { request } = mic;

  const needsMic = !readOnly && (phase !== 'saved' || allowRetry);
  useEffect(() => {
    if (needsMic) void request();
  }, [needsMic, request]);

  useEffect(() => {
    doneRef.current?.(phase === 'saved' || phase === 'upload_failed' || readOnly || mic.state === 'problem');
  }, [phase, readOnly, mic.state]);

  useEffect(() => () => void (playbackUrl?.startsWith('blob:') && URL.revokeObjectURL(playbackUrl)), [playbackUrl]);

  const save = async (audio: Blob) => {
    setPhase('uploading');
    try {
      const url = await upload(audio);
      onSaved(url);
      setPhase('saved');
    } catch {
      setPhase('upload_failed');
    }
  };

  const stop = async () => {
    const current = recording.current;
    recording.current = null;
    if (!current) return;
    const audio = await current.stop();
    setBlob(audio);
    setPlaybackUrl(URL.createObjectURL(audio));
    await save(audio);
  };

  const beginRecording = async () => {
    const stream = await request();
    if (!stream) return;
    beep(volume);
    recording.current = startRecording(stream);
    deadline.current = Date.now() + responseSeconds * 1000;
    setLeft(responseSeconds);
    setPhase('recording');
  };

  const begin = () => {
    if (prepSeconds > 0) {
      deadline.current = Date.now() + prepSeconds * 1000;
      setLeft(prepSeconds);
      setPhase('prep');
    } else void beginRecording();
  };

  // The prompt ended and the microphone is ready: the task runs.
  useEffect(() => {
    if (start && phase === 'waiting' && !readOnly && mic.state === 'ready') begin();
    // begin reads the latest props; the phase guard runs it once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [start, phase, readOnly, mic.state]);

  // Countdowns follow the clock, not the number of ticks (a busy tab ticks late).
  useEffect(() => {
    if (phase !== 'prep' && phase !== 'recording') return;
    const timer = window.setInterval(() => {
      const remaining = Math.max(0, Math.ceil((deadline.current - Date.now()) / 1000));
      setLeft(remaining);
      if (remaining > 0) return;
      window.clearInterval(timer);
      if (phase === 'prep') void beginRecording();
      else void stop();
    }, 200);
    return () => window.clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [phase]);

  // Leaving the screen while recording still saves what was said.
  useEffect(
    () => () => {
      void recording.current?.stop().then((audio) => upload(audio).then(onSaved, () => undefined));
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  if (needsMic && mic.state === 'problem' && mic.problem)
    return <MicProblemMessage problem={mic.problem} onRetry={() => void request()} />;

  const total = phase === 'prep' ? prepSeconds : responseSeconds;
  return (
    <div className={styles.recorder}>
      <p className={styles.phase} role="status">
        {phase === 'waiting' &&
          (readOnly ? t('speaking.readOnly') : start ? t('speaking.micWait') : t('speaking.waiting'))}
        {phase === 'prep' && t('speaking.prep', { seconds: prepSeconds })}
        {phase === 'recording' && (
          <>
            <span className={styles.recordingDot} aria-hidden="true" />
            {t('speaking.recording', { seconds: responseSeconds })}
          </>
        )}
        {phase === 'uploading' && t('speaking.uploading')}
        {phase === 'saved' && t('speaking.saved')}
        {phase === 'upload_failed' && t('speaking.uploadFailed')}
      </p>
      {(phase === 'prep' || phase === 'recording') && (
        <>
          <span
            className={styles.countdown}
            role="timer"
            aria-label={t(phase === 'prep' ? 'speaking.prepLeft' : 'speaking.responseLeft')}
          >
            {clock(left)}
          </span>
          <progress className={styles.timeBar} max={total} value={total - left} aria-hidden="true" />
        </>
      )}
      {phase === 'recording' && (
        <div className={shared.muted}>
          <LevelMeter level={mic.level} />
        </div>
      )}
      {phase === 'recording' && allowRetry && (
        <button type="button" className={shared.button} onClick={() => void stop()}>
          {t('speaking.stop')}
        </button>
      )}
      {phase === 'upload_failed' && blob && (
        <button type="button" className={shared.primary} onClick={() => void save(blob)}>
          {t('speaking.retryUpload')}
        </button>
      )}
      {playbackUrl && (phase === 'saved' || phase === 'upload_failed') && (
        <div className={styles.checkRow}>
          <span>{t('speaking.playback')}</span>
          <audio src={playbackUrl} controls className={styles.playback} aria-label={t('speaking.playback')} />
        </div>
      )}
      {phase === 'saved' && allowRetry && !readOnly && (
        <button type="button" className={shared.button} onClick={() => void beginRecording()}>
          {t('speaking.recordAgain')}
        </button>
      )}
    </div>
  );
};

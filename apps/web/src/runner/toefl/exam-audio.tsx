import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatClock } from '../../lib/format.ts';
import { useVolume } from '../runner-volume.ts';
import shared from '../tools/shared.module.css';
import { addPlay, browserPlayStore, playsLeft, readPlays, refundPlay } from './play-count.ts';
import styles from './toefl.module.css';
import { VolumeSlider } from './volume-slider.tsx';

export interface ExamAudioProps {
  src: string;
  /** Plays allowed (1 in exam mode on the TOEFL); null for no limit. */
  maxPlays: number | null;
  /** Identifies the clip within the attempt; the play count is kept under it (localStorage). */
  playKey: string;
  /** The clip ended, or had already been played out before (a reload): the questions may show. */
  onEnded?(): void;
  /** Starts by itself when the screen shows (browsers may still ask for a press). Default true. */
  autoPlay?: boolean;
  /** Reports playing/not playing, so the view can hold "Next" while the clip runs. */
  onPlayingChange?(playing: boolean): void;
}

type Status = 'ready' | 'needs_press' | 'playing' | 'ended' | 'error';

/** Played and total time, whole seconds reached ("0:03" until the fourth second). */
const clock = (seconds: number) => formatClock(Math.floor(Number.isFinite(seconds) ? seconds : 0));

/**
 * An exam clip: plays `maxPlays` times at most (counted in localStorage, so a reload grants nothing),
 * with no seeking and no pause, at the runner's volume (a slider here too). When the file cannot load,
 * it says so and offers to refresh; a play that failed before its end is given back.
 */
export const ExamAudio = ({ src, maxPlays, playKey, onEnded, autoPlay = true, onPlayingChange }: ExamAudioProps) => {
  const { t } = useTranslation('tools');
  const audioRef = useRef<HTMLAudioElement>(null);
  const store = useRef(browserPlayStore()).current;
  const [used, setUsed] = useState(() => readPlays(store, playKey));
  const [status, setStatus] = useState<Status>(() =>
    playsLeft(readPlays(store, playKey), maxPlays) === 0 ? 'ended' : 'ready',
  );
  const [time, setTime] = useState({ current: 0, duration: 0 });
  const counted = useRef(false);
  const lastTime = useRef(0);
  const volume = useVolume();
  const callbacks = useRef({ onEnded, onPlayingChange });
  callbacks.current = { onEnded, onPlayingChange };

  const left = playsLeft(used, maxPlays);

  useEffect(() => {
    if (audioRef.current) audioRef.current.volume = volume;
  }, [volume]);

  // Already played out (a reload, or coming back): the questions may show at once.
  useEffect(() => {
    if (status === 'ended' && left === 0) callbacks.current.onEnded?.();
    // Only on arrival: later ends are reported by the ended event.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    callbacks.current.onPlayingChange?.(status === 'playing');
  }, [status]);

  // Media keys and the browser's media controls must not seek or pause an exam clip.
  useEffect(() => {
    const session = navigator.mediaSession as MediaSession | undefined;
    if (!session || status !== 'playing') return;
    const ignore = () => undefined;
    const actions: MediaSessionAction[] = [
      'pause',
      'seekbackward',
      'seekforward',
      'seekto',
      'previoustrack',
      'nexttrack',
    ];
    for (const action of actions) {
      try {
        session.setActionHandler(action, ignore);
      } catch {
        /* action not supported here */
      }
    }
    return () => {
      for (const action of actions) {
        try {
          session.setActionHandler(action, null);
        } catch {
          /* ignore */
        }
      }
    };
  }, [status]);

  const play = async () => {
    const audio = audioRef.current;
    if (!audio || playsLeft(readPlays(store, playKey), maxPlays) === 0) return;
    counted.current = false;
    lastTime.current = 0;
    audio.currentTime = 0;
    try {
      await audio.play();
    } catch (error) {
      if (error instanceof DOMException && error.name === 'NotAllowedError') setStatus('needs_press');
      else setStatus('error');
    }
  };

  useEffect(() => {
    if (autoPlay && status === 'ready') void play();
    // Autoplay once, when the clip first shows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onPlaying = () => {
    if (!counted.current) {
      counted.current = true;
      setUsed(addPlay(store, playKey));
    }
    setStatus('playing');
  };
  const onEndedEvent = () => {
    counted.current = false;
    setStatus('ended');
    callbacks.current.onEnded?.();
  };
  const onError = () => {
    if (counted.current) setUsed(refundPlay(store, playKey));
    counted.current = false;
    setStatus('error');
  };
  // No seeking: anything that moves the clip (a media key, a script) is put back.
  const onSeeking = () => {
    const audio = audioRef.current;
    if (audio && Math.abs(audio.currentTime - lastTime.current) > 0.5) audio.currentTime = lastTime.current;
  };
  // No pausing in the middle of a clip (an external control): it resumes.
  const onPause = () => {
    const audio = audioRef.current;
    if (audio && status === 'playing' && !audio.ended) void audio.play().catch(() => setStatus('needs_press'));
  };
  const onTimeUpdate = () => {
    const audio = audioRef.current;
    if (!audio) return;
    lastTime.current = audio.currentTime;
    setTime({ current: audio.currentTime, duration: audio.duration });
  };

  const canPlay = left > 0 && status !== 'playing';
  return (
    <div className={styles.audio}>
      <audio
        ref={audioRef}
        src={src}
        preload="auto"
        onPlaying={onPlaying}
        onEnded={onEndedEvent}
        onError={onError}
        onSeeking={onSeeking}
        onPause={onPause}
        onTimeUpdate={onTimeUpdate}
        onLoadedMetadata={onTimeUpdate}
      />
      <div className={styles.audioRow}>
        {canPlay && status !== 'error' && (
          <button
            type="button"
            className={status === 'needs_press' ? shared.primary : shared.button}
            onClick={() => void play()}
          >
            {used > 0 ? t('audio.playAgain') : t('audio.play')}
          </button>
        )}
        <progress
          className={styles.progress}
          max={time.duration || 1}
          value={status === 'ended' && left === 0 ? time.duration || 1 : time.current}
          aria-label={t('audio.progress')}
        />
        <span className={styles.time} aria-hidden="true">
          {clock(time.current)} / {clock(time.duration)}
        </span>
        <VolumeSlider />
      </div>
      <p className={styles.status} role="status">
        {status === 'playing' && t('audio.playing')}
        {status === 'needs_press' && t('audio.pressPlay')}
        {status === 'ended' &&
          (left === 0 ? t('audio.done') : maxPlays === null ? t('audio.ended') : t('audio.playsLeft', { n: left }))}
        {status === 'ready' && maxPlays !== null && t('audio.playsLeft', { n: left })}
      </p>
      {status === 'error' && (
        <div className={styles.problem} role="alert">
          <p>{t('audio.error')}</p>
          <button type="button" className={shared.button} onClick={() => window.location.reload()}>
            {t('audio.refresh')}
          </button>
        </div>
      )}
    </div>
  );
};

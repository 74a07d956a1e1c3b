import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useVolume } from '../runner-volume.ts';
import shared from '../tools/shared.module.css';
import styles from './toefl.module.css';
import { VolumeSlider } from './volume-slider.tsx';

/** A short rising chime (C5, E5, G5), so a student can tell it from a system sound. */
const NOTES = [523.25, 659.25, 783.99];
const NOTE_SECONDS = 0.45;

/**
 * The sound check: plays a short tone through Web Audio at the chosen volume. The volume is the runner's
 * (runner-volume.ts), so what the student sets here is what the listening clips use.
 */
export const SoundCheck = () => {
  const { t } = useTranslation('tools');
  const volume = useVolume();
  const [playing, setPlaying] = useState(false);
  const [failed, setFailed] = useState(false);
  const contextRef = useRef<AudioContext | null>(null);
  const gainRef = useRef<GainNode | null>(null);

  useEffect(() => () => void contextRef.current?.close(), []);
  useEffect(() => {
    if (gainRef.current && contextRef.current)
      gainRef.current.gain.setTargetAtTime(volume * 0.4, contextRef.current.currentTime, 0.02);
  }, [volume]);

  const play = async () => {
    try {
      const Context = window.AudioContext as typeof AudioContext | undefined;
      if (!Context) throw new Error('no Web Audio');
      const context = contextRef.current ?? new Context();
      contextRef.current = context;
      await context.resume();
      const gain = context.createGain();
      gain.gain.value = volume * 0.4;
      gain.connect(context.destination);
      gainRef.current = gain;
      const start = context.currentTime + 0.05;
      NOTES.forEach((frequency, i) => {
        const osc = context.createOscillator();
        const envelope = context.createGain();
        osc.type = 'sine';
        osc.frequency.value = frequency;
        const at = start + i * NOTE_SECONDS;
        envelope.gain.setValueAtTime(0, at);
        envelope.gain.linearRampToValueAtTime(1, at + 0.03);
        envelope.gain.exponentialRampToValueAtTime(0.001, at + NOTE_SECONDS * 1.6);
        osc.connect(envelope).connect(gain);
        osc.start(at);
        osc.stop(at + NOTE_SECONDS * 1.7);
      });
      setFailed(false);
      setPlaying(true);
      window.setTimeout(() => setPlaying(false), (NOTES.length * NOTE_SECONDS + 0.5) * 1000);
    } catch {
      setFailed(true);
    }
  };

  return (
    <div className={styles.check}>
      <p className={styles.checkText}>{t('sound.instructions')}</p>
      <div className={styles.checkRow}>
        <button type="button" className={shared.button} onClick={() => void play()} disabled={playing}>
          {playing ? t('sound.playing') : t('sound.play')}
        </button>
        <VolumeSlider labelClassName={styles.volumeLabel} />
      </div>
      {failed && (
        <p className={shared.error} role="alert">
          {t('sound.failed')}
        </p>
      )}
    </div>
  );
};

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { setVolume, useVolume } from '../runner-volume.ts';
import shared from '../tools/shared.module.css';
import styles from './toefl.module.css';

/** The runner's one volume (runner-volume.ts) as a labelled slider: the sound check, the clips and the TOEFL bar share it. */
export function VolumeSlider({ labelClassName }: { labelClassName?: string }) {
  const { t } = useTranslation('tools');
  const volume = useVolume();
  const id = useId();
  return (
    <>
      <label htmlFor={id} className={labelClassName}>
        {t('sound.volume')}
      </label>
      <input
        id={id}
        type="range"
        className={`${styles.volume} ${shared.focusable}`}
        min={0}
        max={100}
        step={5}
        value={Math.round(volume * 100)}
        aria-valuetext={t('sound.volumeValue', { percent: Math.round(volume * 100) })}
        onChange={(event) => setVolume(Number(event.target.value) / 100)}
      />
    </>
  );
}

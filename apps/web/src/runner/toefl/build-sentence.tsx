import type { AnswerValue, RunnerQuestion } from '@prepwell/contracts';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import shared from '../tools/shared.module.css';
import { bankTiles, moveTile, placedTiles, placeTile, removeTile, tilesAnswer } from './build-sentence-model.ts';
import styles from './writing.module.css';

export interface BuildSentenceProps {
  question: RunnerQuestion;
  answer: AnswerValue | undefined;
  onAnswer(answer: AnswerValue): void;
  readOnly: boolean;
}

/**
 * Build a Sentence: the context, then the response built from word tiles. Pressing a tile in the bank
 * adds it to the end of the response; pressing a placed tile puts it back; Alt (or Ctrl) with the left
 * or right arrow moves a placed tile. The answer is the tiles' ids in order.
 */
export const BuildSentence = ({ question, answer, onAnswer, readOnly }: BuildSentenceProps) => {
  const { t } = useTranslation('tools');
  const ids = question.choices.map((c) => c.id);
  const textOf = (id: string) => question.choices.find((c) => c.id === id)?.text ?? id;
  const placed = placedTiles(answer, ids);
  const bank = bankTiles(ids, placed);
  const rootRef = useRef<HTMLDivElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const hintId = useId();
  const responseId = useId();

  const commit = (next: string[], focus: { area: 'bank' | 'response'; index: number }) => {
    onAnswer(tilesAnswer(next));
    setAnnouncement(
      next.length > 0 ? t('tiles.responseNow', { sentence: next.map(textOf).join(' ') }) : t('tiles.responseEmpty'),
    );
    window.requestAnimationFrame(() => {
      const root = rootRef.current;
      const area =
        (focus.area === 'bank'
          ? root?.querySelectorAll<HTMLButtonElement>('[data-bank] button')
          : root?.querySelectorAll<HTMLButtonElement>('[data-response] button')) ?? [];
      const other =
        (focus.area === 'bank'
          ? root?.querySelectorAll<HTMLButtonElement>('[data-response] button')
          : root?.querySelectorAll<HTMLButtonElement>('[data-bank] button')) ?? [];
      const target = area[Math.min(focus.index, area.length - 1)] ?? other[other.length - 1];
      target?.focus();
    });
  };

  const onPlacedKey = (id: string, index: number) => (event: KeyboardEvent) => {
    if (!(event.altKey || event.ctrlKey) || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
    event.preventDefault();
    const delta = event.key === 'ArrowLeft' ? -1 : 1;
    commit(moveTile(placed, id, delta), {
      area: 'response',
      index: Math.min(Math.max(index + delta, 0), placed.length - 1),
    });
  };

  return (
    <div ref={rootRef}>
      <div className={styles.context} data-i18n-exempt dangerouslySetInnerHTML={{ __html: question.stemHtml }} />
      <p id={hintId} className={shared.srOnly}>
        {t('tiles.hint')}
      </p>
      <p id={responseId} className={styles.label}>
        {t('tiles.response')}
      </p>
      <ol className={styles.response} aria-labelledby={responseId} aria-describedby={hintId} data-response="">
        {placed.length === 0 && <li className={styles.placeholder}>{t('tiles.placeholder')}</li>}
        {placed.map((id, index) => (
          <li key={id}>
            <button
              type="button"
              className={`${styles.tile} ${styles.placed}`}
              disabled={readOnly}
              aria-label={t('tiles.placedTile', { text: textOf(id), position: index + 1, total: placed.length })}
              onClick={() => commit(removeTile(placed, id), { area: 'response', index })}
              onKeyDown={onPlacedKey(id, index)}
            >
              {textOf(id)}
            </button>
          </li>
        ))}
      </ol>
      <p className={styles.label}>{t('tiles.bank')}</p>
      <ul className={styles.bank} aria-label={t('tiles.bank')} data-bank="">
        {bank.map((id, index) => (
          <li key={id}>
            <button
              type="button"
              className={styles.tile}
              disabled={readOnly}
              aria-label={t('tiles.bankTile', { text: textOf(id) })}
              onClick={() => commit(placeTile(placed, id), { area: 'bank', index })}
            >
              {textOf(id)}
            </button>
          </li>
        ))}
      </ul>
      {placed.length > 0 && !readOnly && (
        <p>
          <button type="button" className={shared.button} onClick={() => commit([], { area: 'bank', index: 0 })}>
            {t('tiles.clear')}
          </button>
        </p>
      )}
      <p className={shared.srOnly} aria-live="polite">
        {announcement}
      </p>
    </div>
  );
};

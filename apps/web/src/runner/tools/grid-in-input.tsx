import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  gridInEntryError,
  gridInMaxLength,
  gridInMaxPositiveLength,
  gridInPreview,
  normalizeGridInEntry,
  type GridInFormat,
} from './grid-in-entry.ts';
import styles from './grid-in-input.module.css';
import shared from './shared.module.css';

export { gridInEntryError, type GridInEntryError, type GridInFormat } from './grid-in-entry.ts';

export interface GridInInputProps {
  id: string;
  value: string;
  onChange(value: string): void;
  format: GridInFormat;
  disabled?: boolean;
  /** The id of the element that names the box (the question stem). */
  labelledBy?: string;
}

/**
 * The student-produced response box (Bluebook style): a typed entry limited to the format's characters and
 * width (grid-in-entry.ts), with an "Answer preview" that stacks a fraction. A keystroke that would break
 * the rules is refused and the reason is announced; an entry that is not one number is flagged once the
 * student leaves the box.
 */
export const GridInInput = ({ id, value, onChange, format, disabled = false, labelledBy }: GridInInputProps) => {
  const { t } = useTranslation('tools');
  const [refused, setRefused] = useState<'too_long' | 'bad_character' | null>(null);
  const [touched, setTouched] = useState(false);
  const hintId = useId();
  const statusId = useId();
  const previewId = useId();

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = normalizeGridInEntry(event.target.value);
    const error = gridInEntryError(next, format);
    if (error === 'too_long' || error === 'bad_character') {
      setRefused(error);
      return;
    }
    setRefused(null);
    onChange(next);
  };

  const error = gridInEntryError(value, format);
  const showForm = touched && error === 'bad_form';
  const preview = gridInPreview(value, format);
  const limits = { positive: gridInMaxPositiveLength(format), negative: gridInMaxLength(format) };

  return (
    <div className={styles.root}>
      <input
        id={id}
        className={`${styles.input} ${shared.focusable}`}
        type="text"
        inputMode="text"
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="off"
        spellCheck={false}
        value={value}
        disabled={disabled}
        aria-labelledby={labelledBy}
        aria-label={labelledBy ? undefined : t('gridIn.label')}
        aria-describedby={`${hintId} ${statusId} ${previewId}`}
        aria-invalid={showForm || undefined}
        onChange={handleChange}
        onBlur={() => setTouched(true)}
        onFocus={() => setTouched(false)}
      />
      <p id={hintId} className={`${styles.hint} ${shared.muted}`}>
        {format === 'sat' ? t('gridIn.hintSat', limits) : t('gridIn.hintShsat', limits)}
      </p>
      <p id={statusId} className={`${styles.status} ${shared.error}`} aria-live="polite">
        {refused === 'too_long' && t('gridIn.tooLong', limits)}
        {refused === 'bad_character' &&
          (format === 'sat' ? t('gridIn.badCharacterSat') : t('gridIn.badCharacterShsat'))}
        {!refused && showForm && t('gridIn.badForm')}
      </p>
      <div id={previewId} className={styles.preview}>
        <span className={styles.previewLabel}>{t('gridIn.preview')}</span>
        {preview?.kind === 'number' && <span className={styles.previewValue}>{preview.text}</span>}
        {preview?.kind === 'fraction' && (
          <span className={styles.previewValue}>
            <span className={shared.srOnly}>
              {t(preview.negative ? 'gridIn.negativeFractionSpoken' : 'gridIn.fractionSpoken', {
                numerator: preview.numerator,
                denominator: preview.denominator,
              })}
            </span>
            <span aria-hidden="true" className={styles.fractionLine}>
              {preview.negative && <span className={styles.sign}>−</span>}
              <span className={styles.fraction}>
                <span className={styles.numerator}>{preview.numerator}</span>
                <span className={styles.denominator}>{preview.denominator}</span>
              </span>
            </span>
          </span>
        )}
      </div>
    </div>
  );
};

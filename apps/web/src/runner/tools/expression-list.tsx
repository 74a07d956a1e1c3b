import { useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, toFraction, type RowResult } from './calculator-engine.ts';
import styles from './calculator.module.css';
import shared from './shared.module.css';

interface ExpressionListProps {
  rows: readonly string[];
  results: readonly RowResult[];
  colors: readonly (string | null)[];
  onChange(index: number, text: string): void;
  onAdd(after: number): void;
  onRemove(index: number): void;
  /** The input last focused, for the keypad. */
  onFocusRow(index: number, input: HTMLInputElement): void;
}

const ResultText = ({ result }: { result: RowResult | undefined }) => {
  const { t } = useTranslation('tools');
  switch (result?.kind) {
    case undefined:
    case 'empty':
    case 'graph':
      return null;
    case 'value':
    case 'assign': {
      const fraction = toFraction(result.value);
      const exact =
        fraction && fraction.denominator > 1 ? `${fraction.numerator}/${fraction.denominator}`.replace('-', '−') : null;
      return (
        <>
          = {formatNumber(result.value) === 'undefined' ? t('calculator.undefined') : formatNumber(result.value)}
          {exact && <span className={styles.exact}> = {exact}</span>}
        </>
      );
    }
    case 'error':
      return <span className={shared.error}>{t(`calculator.error.${result.code}`, { name: result.detail })}</span>;
  }
};

/** The expression rows: each an input with its colour (when graphed) and its value or error. */

export const ExpressionList = ({
  rows,
  results,
  colors,
  onChange,
  onAdd,
  onRemove,
  onFocusRow,
}: ExpressionListProps) => {
  const { t } = useTranslation('tools');
  const listRef = useRef<HTMLOListElement>(null);
  const idPrefix = useId();
  const focusRow = (index: number) =>
    window.requestAnimationFrame(() => listRef.current?.querySelectorAll<HTMLInputElement>('input')[index]?.focus());

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      onAdd(index);
      focusRow(index + 1);
    } else if (event.key === 'ArrowDown' && index < rows.length - 1) {
      event.preventDefault();
      focusRow(index + 1);
    } else if (event.key === 'ArrowUp' && index > 0) {
      event.preventDefault();
      focusRow(index - 1);
    } else if (event.key === 'Backspace' && rows[index] === '' && rows.length > 1) {
      event.preventDefault();
      onRemove(index);
      focusRow(Math.max(0, index - 1));
    }
  };

  return (
    <ol ref={listRef} className={styles.rows}>
      {rows.map((text, index) => {
        const resultId = `${idPrefix}-result-${index}`;
        const color = colors[index];
        return (
          // Rows have no identity but their position; the list is short and edited in place.
          <li key={index} className={styles.row}>
            <span
              className={styles.rowNumber}
              aria-hidden="true"
              style={color ? { background: color, color: '#fff' } : undefined}
            >
              {index + 1}
            </span>
            <div className={styles.rowMain}>
              <input
                className={`${styles.rowInput} ${shared.focusable}`}
                value={text}
                spellCheck={false}
                autoComplete="off"
                autoCapitalize="off"
                aria-label={t('calculator.expression', { n: index + 1 })}
                aria-describedby={resultId}
                onChange={(e) => onChange(index, e.target.value)}
                onKeyDown={onKeyDown(index)}
                onFocus={(e) => onFocusRow(index, e.currentTarget)}
              />
              <span id={resultId} className={styles.rowResult}>
                <ResultText result={results[index]} />
                {results[index]?.kind === 'graph' && <span className={shared.srOnly}>{t('calculator.graphed')}</span>}
              </span>
            </div>
            <button
              type="button"
              className={shared.iconButton}
              onClick={() => onRemove(index)}
              disabled={rows.length === 1 && text === ''}
            >
              <span aria-hidden="true">×</span>
              <span className={shared.srOnly}>{t('calculator.removeExpression', { n: index + 1 })}</span>
            </button>
          </li>
        );
      })}
    </ol>
  );
};

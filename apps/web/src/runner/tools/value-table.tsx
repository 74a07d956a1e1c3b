import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, type Fn } from './calculator-engine.ts';
import { tableXs } from './graph-view.ts';
import styles from './calculator.module.css';
import shared from './shared.module.css';

export interface TableSource {
  readonly row: number;
  readonly text: string;
  readonly fn: Fn;
}

const ROWS = 11;

/** A table of values for one graphed expression: x from a start by a step, and f(x). */
export const ValueTable = ({ sources }: { sources: readonly TableSource[] }) => {
  const { t } = useTranslation('tools');
  const [selected, setSelected] = useState(0);
  const [start, setStart] = useState('-5');
  const [step, setStep] = useState('1');
  const ids = { source: useId(), start: useId(), step: useId(), caption: useId() };
  const source = sources.find((s) => s.row === selected) ?? sources[0];
  if (!source) return <p className={`${styles.tableEmpty} ${shared.muted}`}>{t('calculator.tableEmpty')}</p>;

  const x0 = Number(start);
  const dx = Number(step);
  const valid = Number.isFinite(x0) && Number.isFinite(dx) && dx !== 0;
  const undefinedText = t('calculator.undefined');
  return (
    <div className={styles.table}>
      <div className={styles.tableControls}>
        <label htmlFor={ids.source}>{t('calculator.tableOf')}</label>
        <select
          id={ids.source}
          className={shared.focusable}
          value={source.row}
          onChange={(e) => setSelected(Number(e.target.value))}
        >
          {sources.map((s) => (
            <option key={s.row} value={s.row}>
              {t('calculator.expressionShort', { n: s.row + 1, text: s.text })}
            </option>
          ))}
        </select>
        <label htmlFor={ids.start}>{t('calculator.tableStart')}</label>
        <input
          id={ids.start}
          className={`${styles.tableInput} ${shared.focusable}`}
          inputMode="decimal"
          value={start}
          onChange={(e) => setStart(e.target.value)}
        />
        <label htmlFor={ids.step}>{t('calculator.tableStep')}</label>
        <input
          id={ids.step}
          className={`${styles.tableInput} ${shared.focusable}`}
          inputMode="decimal"
          value={step}
          onChange={(e) => setStep(e.target.value)}
        />
      </div>
      {valid ? (
        <table className={styles.values} aria-describedby={ids.caption}>
          <caption id={ids.caption} className={shared.srOnly}>
            {t('calculator.tableCaption', { text: source.text })}
          </caption>
          <thead>
            <tr>
              <th scope="col">x</th>
              <th scope="col">{t('calculator.tableY', { n: source.row + 1 })}</th>
            </tr>
          </thead>
          <tbody>
            {tableXs(x0, dx, ROWS).map((x) => {
              const y = source.fn(x);
              return (
                <tr key={x}>
                  <td>{formatNumber(x)}</td>
                  <td>{Number.isNaN(y) ? undefinedText : formatNumber(y)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : (
        <p className={shared.error}>{t('calculator.tableInvalid')}</p>
      )}
    </div>
  );
};

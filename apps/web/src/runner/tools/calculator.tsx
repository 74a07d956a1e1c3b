import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { evaluateRows, formatNumber, type AngleMode, type RowResult } from './calculator-engine.ts';
import { DraggablePanel } from './draggable-panel.tsx';
import { ExpressionList } from './expression-list.tsx';
import { GraphCanvas, type GraphCurve } from './graph-canvas.tsx';
import { DEFAULT_VIEW, type GraphView } from './graph-view.ts';
import { isRecord, readStored, writeStored } from './local-store.ts';
import { ValueTable, type TableSource } from './value-table.tsx';
import styles from './calculator.module.css';
import shared from './shared.module.css';

export interface GraphingCalculatorProps {
  onClose(): void;
}

/** Line colours, each at least 4.5:1 on white. */
const COLORS = ['#c92a2a', '#1864ab', '#2b7a3b', '#862e9c', '#b35300', '#212529'];
const STORAGE_KEY = 'prepwell:calculator';
const KEYPAD: readonly { label: string; insert: string; name?: string }[] = [
  { label: 'x', insert: 'x' },
  { label: 'y =', insert: 'y = ' },
  { label: 'x²', insert: '^2', name: 'squared' },
  { label: 'xʸ', insert: '^', name: 'power' },
  { label: '√', insert: 'sqrt(', name: 'sqrt' },
  { label: 'π', insert: 'pi', name: 'pi' },
  { label: '(', insert: '(' },
  { label: ')', insert: ')' },
  { label: 'a/b', insert: '/', name: 'divide' },
  { label: '|a|', insert: 'abs(', name: 'abs' },
  { label: 'sin', insert: 'sin(' },
  { label: 'cos', insert: 'cos(' },
  { label: 'tan', insert: 'tan(' },
  { label: 'log', insert: 'log(' },
  { label: 'ln', insert: 'ln(' },
  { label: 'e', insert: 'e' },
];

interface Saved {
  rows: string[];
  mode: AngleMode;
  view: GraphView;
}

const loadSaved = (): Saved => {
  const value = readStored(STORAGE_KEY);
  const fallback: Saved = { rows: [''], mode: 'rad', view: DEFAULT_VIEW };
  if (!isRecord(value)) return fallback;
  const rows = Array.isArray(value.rows)
    ? value.rows.filter((r): r is string => typeof r === 'string').slice(0, 50)
    : [];
  const view =
    isRecord(value.view) &&
    ['xMin', 'xMax', 'yMin', 'yMax'].every((k) => Number.isFinite((value.view as Record<string, unknown>)[k]))
      ? (value.view as unknown as GraphView)
      : DEFAULT_VIEW;
  return { rows: rows.length > 0 ? rows : [''], mode: value.mode === 'deg' ? 'deg' : 'rad', view };
};

const speech = (result: RowResult | undefined, t: ReturnType<typeof useTranslation<'tools'>>['t']): string => {
  switch (result?.kind) {
    case 'value':
    case 'assign':
      return `= ${Number.isNaN(result.value) ? t('calculator.undefined') : formatNumber(result.value)}`;
    case 'graph':
      return t('calculator.graphed');
    case 'error':
      return t(`calculator.error.${result.code}`, { name: result.detail });
    case 'empty':
    case undefined:
      return '';
  }
};

/**
 * The graphing calculator (loaded lazily by the runner): an expression list (values, constants, f(x)
 * definitions), graphs of y = f(x) with pan and zoom, a table of values, radians or degrees, and a small
 * keypad for symbols a keyboard lacks. All maths runs locally (calculator-engine.ts), so it works offline.
 */
export const GraphingCalculator = ({ onClose }: GraphingCalculatorProps) => {
  const { t } = useTranslation('tools');
  const [saved] = useState(loadSaved);
  const [rows, setRows] = useState<string[]>(saved.rows);
  const [mode, setMode] = useState<AngleMode>(saved.mode);
  const [view, setView] = useState<GraphView>(saved.view);
  const [pane, setPane] = useState<'graph' | 'table'>('graph');
  const [keypad, setKeypad] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const active = useRef<{ index: number; input: HTMLInputElement } | null>(null);

  const results = useMemo(() => evaluateRows(rows, mode), [rows, mode]);
  const colors = useMemo(() => {
    let n = 0;
    return results.map((r) => (r.kind === 'graph' ? (COLORS[n++ % COLORS.length] ?? null) : null));
  }, [results]);
  const curves = useMemo<GraphCurve[]>(
    () => results.flatMap((r, i) => (r.kind === 'graph' ? [{ fn: r.fn, color: colors[i] ?? '#000' }] : [])),
    [results, colors],
  );
  const sources = useMemo<TableSource[]>(
    () => results.flatMap((r, i) => (r.kind === 'graph' ? [{ row: i, text: rows[i] ?? '', fn: r.fn }] : [])),
    [results, rows],
  );

  useEffect(() => {
    writeStored(STORAGE_KEY, { rows, mode, view });
  }, [rows, mode, view]);

  // Screen readers hear the focused row's result once typing pauses, not at every keystroke.
  useEffect(() => {
    const index = active.current?.index;
    if (index === undefined) return;
    const timer = window.setTimeout(() => setAnnouncement(speech(results[index], t)), 900);
    return () => window.clearTimeout(timer);
  }, [results, t]);

  const change = (index: number, text: string) => setRows((current) => current.map((r, i) => (i === index ? text : r)));
  const add = (after: number) =>
    setRows((current) => [...current.slice(0, after + 1), '', ...current.slice(after + 1)]);
  const remove = (index: number) =>
    setRows((current) => (current.length === 1 ? [''] : current.filter((_, i) => i !== index)));

  const insert = (token: string) => {
    const target = active.current ?? { index: rows.length - 1, input: null };
    const text = rows[target.index] ?? '';
    const startAt = target.input?.selectionStart ?? text.length;
    const endAt = target.input?.selectionEnd ?? text.length;
    change(target.index, text.slice(0, startAt) + token + text.slice(endAt));
    const caret = startAt + token.length;
    window.requestAnimationFrame(() => {
      target.input?.focus();
      target.input?.setSelectionRange(caret, caret);
    });
  };

  const graphDescription = sources.length > 0 ? sources.map((s) => s.text).join('; ') : t('calculator.nothingGraphed');

  return (
    <DraggablePanel
      title={t('calculator.title')}
      onClose={onClose}
      storageKey="prepwell:calculator-panel"
      initialWidth={460}
      initialHeight={620}
      minWidth={300}
      minHeight={360}
    >
      <div className={styles.calculator}>
        <div className={styles.toolbar}>
          <div role="group" aria-label={t('calculator.angleMode')} className={styles.segmented}>
            <button
              type="button"
              className={shared.button}
              aria-pressed={mode === 'rad'}
              onClick={() => setMode('rad')}
            >
              {t('calculator.radians')}
            </button>
            <button
              type="button"
              className={shared.button}
              aria-pressed={mode === 'deg'}
              onClick={() => setMode('deg')}
            >
              {t('calculator.degrees')}
            </button>
          </div>
          <button type="button" className={shared.button} aria-pressed={keypad} onClick={() => setKeypad(!keypad)}>
            {t('calculator.keypad')}
          </button>
          <button type="button" className={shared.button} onClick={() => setRows([''])}>
            {t('calculator.clearAll')}
          </button>
        </div>
        {keypad && (
          <div role="group" aria-label={t('calculator.keypad')} className={styles.keypad}>
            {KEYPAD.map((key) => (
              <button
                key={key.label}
                type="button"
                className={shared.button}
                aria-label={key.name ? t(`calculator.key.${key.name as 'sqrt'}`) : undefined}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => insert(key.insert)}
              >
                {key.label}
              </button>
            ))}
          </div>
        )}
        <ExpressionList
          rows={rows}
          results={results}
          colors={colors}
          onChange={change}
          onAdd={add}
          onRemove={remove}
          onFocusRow={(index, input) => (active.current = { index, input })}
        />
        <button type="button" className={`${shared.button} ${styles.addRow}`} onClick={() => add(rows.length - 1)}>
          {t('calculator.addExpression')}
        </button>
        <div role="group" aria-label={t('calculator.view')} className={styles.segmented}>
          <button
            type="button"
            className={shared.button}
            aria-pressed={pane === 'graph'}
            onClick={() => setPane('graph')}
          >
            {t('calculator.graph')}
          </button>
          <button
            type="button"
            className={shared.button}
            aria-pressed={pane === 'table'}
            onClick={() => setPane('table')}
          >
            {t('calculator.table')}
          </button>
        </div>
        {pane === 'graph' ? (
          <GraphCanvas view={view} onViewChange={setView} curves={curves} description={graphDescription} />
        ) : (
          <ValueTable sources={sources} />
        )}
        <p className={shared.srOnly} aria-live="polite">
          {announcement}
        </p>
      </div>
    </DraggablePanel>
  );
};

import {
  useEffect,
  useId,
  useLayoutEffect,
  useReducer,
  useRef,
  useState,
  type ChangeEvent,
  type ClipboardEvent,
  type KeyboardEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import shared from '../tools/shared.module.css';
import { initialWordCount, nextWordCount } from './count-words.ts';
import styles from './writing.module.css';

export { countWords } from './count-words.ts';

export interface EssayEditorProps {
  /** The saved answer. */
  value: string;
  /** The text changed (not while an input method composes); the runner journals and syncs it. */
  onChange(text: string): void;
  minWords: number | null;
  readOnly: boolean;
  /** The element that names the editor (the task's prompt). */
  labelledBy?: string;
}

interface Snapshot {
  readonly text: string;
  readonly start: number;
  readonly end: number;
}

const HISTORY_LIMIT = 200;
const SAVE_DELAY_MS = 400;

/**
 * The writing box, TOEFL style: Cut, Paste, Undo and Redo buttons with the editor's own clipboard (text
 * from outside the answer cannot be pasted, as on the test), no spell checking, and a live word count
 * that can be hidden. The count and the saves wait for `compositionend`, so pinyin or zhuyin being typed
 * never counts as words or reaches the server half-formed.
 */
export const EssayEditor = ({ value, onChange, minWords, readOnly, labelledBy }: EssayEditorProps) => {
  const { t } = useTranslation('tools');
  const ref = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState(value);
  const [words, dispatch] = useReducer(nextWordCount, value, initialWordCount);
  const [showCount, setShowCount] = useState(true);
  const [notice, setNotice] = useState<'paste_blocked' | null>(null);
  const clipboard = useRef('');
  const undo = useRef<Snapshot[]>([]);
  const redo = useRef<Snapshot[]>([]);
  const lastEdit = useRef(0);
  const pendingSelection = useRef<{ start: number; end: number } | null>(null);
  const saveTimer = useRef<number | undefined>(undefined);
  // The text to save: updated only outside a composition, so pinyin never reaches the server.
  const committed = useRef(value);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const countId = useId();
  const noticeId = useId();

  const flush = () => {
    window.clearTimeout(saveTimer.current);
    saveTimer.current = undefined;
    onChangeRef.current(committed.current);
  };
  const scheduleSave = () => {
    window.clearTimeout(saveTimer.current);
    saveTimer.current = window.setTimeout(flush, SAVE_DELAY_MS);
  };
  useEffect(
    () => () => {
      if (saveTimer.current !== undefined) flush();
    },
    [],
  );

  useLayoutEffect(() => {
    const selection = pendingSelection.current;
    if (selection && ref.current) {
      ref.current.setSelectionRange(selection.start, selection.end);
      pendingSelection.current = null;
    }
  });

  const snapshot = (): Snapshot => ({
    text,
    start: ref.current?.selectionStart ?? text.length,
    end: ref.current?.selectionEnd ?? text.length,
  });
  const remember = (coalesce: boolean) => {
    const now = Date.now();
    if (!coalesce || now - lastEdit.current > 1000 || undo.current.length === 0) {
      undo.current = [...undo.current.slice(-HISTORY_LIMIT + 1), snapshot()];
    }
    lastEdit.current = now;
    redo.current = [];
  };

  /** A change made by a button or a shortcut: saved and counted at once. */
  const replace = (next: string, selection: { start: number; end: number }) => {
    setText(next);
    dispatch({ type: 'compositionend', text: next });
    pendingSelection.current = selection;
    committed.current = next;
    scheduleSave();
    ref.current?.focus();
  };

  const onInput = (event: ChangeEvent<HTMLTextAreaElement>) => {
    const next = event.currentTarget.value;
    const composing = (event.nativeEvent as InputEvent).isComposing;
    const typedOne = next.length === text.length + 1 && !/\s$/.test(next.slice(0, event.currentTarget.selectionStart));
    if (!composing) remember(typedOne);
    setText(next);
    dispatch({ type: 'input', text: next, isComposing: composing });
    if (!composing && !words.composing) {
      committed.current = next;
      scheduleSave();
    }
  };

  const selectionText = () => {
    const el = ref.current;
    return el ? text.slice(el.selectionStart, el.selectionEnd) : '';
  };

  const cut = () => {
    const el = ref.current;
    if (!el || el.selectionStart === el.selectionEnd) return;
    clipboard.current = selectionText();
    remember(false);
    const at = el.selectionStart;
    replace(text.slice(0, at) + text.slice(el.selectionEnd), { start: at, end: at });
  };
  const paste = () => {
    const el = ref.current;
    if (!el || clipboard.current === '') return;
    remember(false);
    const at = el.selectionStart + clipboard.current.length;
    replace(text.slice(0, el.selectionStart) + clipboard.current + text.slice(el.selectionEnd), { start: at, end: at });
  };
  const step = (from: typeof undo, to: typeof redo) => {
    const target = from.current[from.current.length - 1];
    if (!target) return;
    from.current = from.current.slice(0, -1);
    to.current = [...to.current, snapshot()];
    lastEdit.current = 0;
    replace(target.text, { start: target.start, end: target.end });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    const mod = event.ctrlKey || event.metaKey;
    if (!mod || event.altKey) return;
    const key = event.key.toLowerCase();
    if (key === 'z' && !event.shiftKey) step(undo, redo);
    else if (key === 'y' || (key === 'z' && event.shiftKey)) step(redo, undo);
    else return;
    event.preventDefault();
  };

  // The editor's own clipboard: what is cut or copied here can be pasted back; nothing from outside.
  const onCopyOrCut = () => {
    clipboard.current = selectionText();
  };
  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const pasted = event.clipboardData.getData('text/plain');
    if (pasted !== '' && pasted === clipboard.current) return;
    event.preventDefault();
    setNotice('paste_blocked');
  };
  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => setNotice(null), 5000);
    return () => window.clearTimeout(timer);
  }, [notice]);

  const keepSelection = (event: { preventDefault(): void }) => event.preventDefault();
  const below = minWords !== null && words.count < minWords;

  return (
    <div className={styles.editor}>
      <div className={styles.editorBar} role="toolbar" aria-label={t('essay.toolbar')}>
        <button type="button" className={shared.button} onMouseDown={keepSelection} onClick={cut} disabled={readOnly}>
          {t('essay.cut')}
        </button>
        <button type="button" className={shared.button} onMouseDown={keepSelection} onClick={paste} disabled={readOnly}>
          {t('essay.paste')}
        </button>
        <button
          type="button"
          className={shared.button}
          onMouseDown={keepSelection}
          onClick={() => step(undo, redo)}
          disabled={readOnly}
        >
          {t('essay.undo')}
        </button>
        <button
          type="button"
          className={shared.button}
          onMouseDown={keepSelection}
          onClick={() => step(redo, undo)}
          disabled={readOnly}
        >
          {t('essay.redo')}
        </button>
        <span className={styles.spacer} />
        <button
          type="button"
          className={shared.button}
          aria-pressed={!showCount}
          onClick={() => setShowCount(!showCount)}
        >
          {showCount ? t('essay.hideCount') : t('essay.showCount')}
        </button>
        {showCount && (
          <span id={countId} className={styles.count}>
            {t('essay.words', { n: words.count })}
            {minWords !== null && (
              <span className={below ? styles.below : shared.muted}> {t('essay.minWords', { n: minWords })}</span>
            )}
          </span>
        )}
      </div>
      <textarea
        ref={ref}
        className={`${styles.textarea} ${shared.focusable}`}
        value={text}
        readOnly={readOnly}
        spellCheck={false}
        autoCorrect="off"
        autoComplete="off"
        aria-labelledby={labelledBy}
        aria-label={labelledBy ? undefined : t('essay.label')}
        aria-describedby={`${showCount ? countId : ''} ${noticeId}`.trim()}
        onChange={onInput}
        onCompositionStart={() => dispatch({ type: 'compositionstart' })}
        onCompositionEnd={(event) => {
          const next = event.currentTarget.value;
          dispatch({ type: 'compositionend', text: next });
          committed.current = next;
          scheduleSave();
        }}
        onKeyDown={onKeyDown}
        onCopy={onCopyOrCut}
        onCut={onCopyOrCut}
        onPaste={onPaste}
        onBlur={() => saveTimer.current !== undefined && flush()}
      />
      <p id={noticeId} className={styles.notice} aria-live="polite">
        {notice === 'paste_blocked' && t('essay.pasteBlocked')}
      </p>
    </div>
  );
};

import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import {
  applyHighlights,
  collectSegments,
  offsetsToRange,
  rangeToOffsets,
  textLengthOf,
  textOf,
  type Segment,
} from './highlight-dom.ts';
import {
  applyStyle,
  attachNote,
  highlightAt,
  parseStored,
  removeHighlight,
  setNote,
  toStored,
  type Highlight,
  type HighlightColor,
  type TextRange,
} from './highlight-model.ts';
import { HighlightNotes, type NoteItem } from './highlight-notes.tsx';
import { HighlightToolbar, NoteEditor, type ToolbarPosition } from './highlight-toolbar.tsx';
import { caretRect, ensureCaret, moveSelection, selectionInside } from './keyboard-selection.ts';
import { readStored, writeStored } from './local-store.ts';
import styles from './highlighter.module.css';
import shared from './shared.module.css';

export interface HighlightableHtmlProps {
  /** Safe HTML from the server (math already typeset by KaTeX). */
  html: string;
  /** localStorage key of this text's highlights and notes (per attempt and passage). */
  storageKey: string;
  /** The highlighter tool is on: selecting offers the toolbar. Highlights always show. */
  enabled: boolean;
  className?: string;
}

interface Stored {
  readonly key: string;
  readonly textLength: number;
  readonly list: readonly Highlight[];
}

interface ToolbarState {
  readonly range: TextRange;
  readonly position: ToolbarPosition;
  readonly viaKeyboard: boolean;
  readonly mode: 'tools' | 'note';
}

let idCounter = 0;
const newId = () => `${Date.now().toString(36)}${(idCounter++).toString(36)}`;

/**
 * Passage or question text that the student can highlight (three colours or underline) and annotate.
 * Highlights and notes persist in localStorage under `storageKey`. Mouse: select text and the toolbar
 * appears; click a highlight to change it. Keyboard: Tab to the text, move with the arrow keys, select
 * with Shift+arrows, then Enter (or Shift+F10) opens the toolbar. The notes list reaches every annotation.
 */
export const HighlightableHtml = ({ html, storageKey, enabled, className }: HighlightableHtmlProps) => {
  const { t } = useTranslation('tools');
  const wrapperRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const segmentsRef = useRef<Segment[]>([]);
  const pointer = useRef<{ down: boolean; touch: boolean }>({ down: false, touch: false });
  const [stored, setStored] = useState<Stored | null>(null);
  const [items, setItems] = useState<NoteItem[]>([]);
  const [toolbar, setToolbar] = useState<ToolbarState | null>(null);
  const [caret, setCaret] = useState<{ left: number; top: number; height: number } | null>(null);
  const hintId = useId();

  const makeMark = useCallback((h: Highlight) => {
    const mark = document.createElement('mark');
    mark.className = [styles.mark, h.color ? styles[h.color] : styles.plain, h.underline ? styles.underlined : ''].join(
      ' ',
    );
    mark.dataset.hl = h.id;
    return mark;
  }, []);
  const makeMarker = useCallback((h: Highlight) => {
    const marker = document.createElement('span');
    marker.setAttribute('data-hl-ui', '');
    marker.setAttribute('aria-hidden', 'true');
    marker.dataset.hlMarker = h.id;
    marker.className = styles.noteMarker ?? '';
    return marker;
  }, []);

  // The passage's HTML is set here, not by React, so the highlights can wrap its text nodes.
  useLayoutEffect(() => {
    const root = contentRef.current;
    if (!root) return;
    root.innerHTML = html;
    const length = textLengthOf(collectSegments(root));
    if (!stored || stored.key !== storageKey || stored.textLength !== length) {
      setStored({ key: storageKey, textLength: length, list: parseStored(readStored(storageKey), length) });
      return;
    }
    applyHighlights(root, stored.list, makeMark, makeMarker);
    segmentsRef.current = collectSegments(root);
    setItems(stored.list.map((h) => ({ highlight: h, excerpt: textOf(segmentsRef.current, h) })));
  }, [html, storageKey, stored, makeMark, makeMarker]);

  const list = stored?.list ?? [];

  const update = (next: Highlight[]) => {
    if (!stored) return;
    writeStored(storageKey, next.length > 0 ? toStored(next, stored.textLength) : null);
    setStored({ ...stored, list: next });
  };

  const positionFor = (rect: DOMRect): ToolbarPosition => {
    const wrapper = wrapperRef.current;
    if (!wrapper) return { left: 0, top: 0 };
    const box = wrapper.getBoundingClientRect();
    const scale = wrapper.offsetWidth > 0 ? box.width / wrapper.offsetWidth : 1;
    const left = (rect.left - box.left) / scale;
    return { left: Math.max(0, Math.min(left, wrapper.offsetWidth - 320)), top: (rect.bottom - box.top) / scale + 6 };
  };

  const select = (range: TextRange, collapseToEnd: boolean) => {
    const dom = offsetsToRange(segmentsRef.current, range);
    const selection = window.getSelection();
    if (!dom || !selection) return;
    if (collapseToEnd) dom.collapse(false);
    selection.removeAllRanges();
    selection.addRange(dom);
  };

  const openToolbar = (viaKeyboard: boolean, mode: ToolbarState['mode'] = 'tools') => {
    const root = contentRef.current;
    const dom = root && selectionInside(root);
    if (!dom) return;
    segmentsRef.current = collectSegments(root);
    let range = rangeToOffsets(segmentsRef.current, dom);
    if (range.start === range.end) {
      const held = highlightAt(list, range);
      if (!held) return;
      range = { start: held.start, end: held.end };
    }
    const rect = offsetsToRange(segmentsRef.current, range)?.getBoundingClientRect() ?? dom.getBoundingClientRect();
    setToolbar({ range, position: positionFor(rect), viaKeyboard, mode });
  };

  const closeToolbar = (refocus: boolean) => {
    const current = toolbar;
    setToolbar(null);
    if (refocus && current && contentRef.current) {
      contentRef.current.focus();
      select(current.range, true);
    }
  };

  // A press outside the toolbar closes it; the page scrolling away from it too.
  useEffect(() => {
    if (!toolbar) return;
    const onDown = (event: MouseEvent) => {
      if (!(event.target instanceof Element) || !event.target.closest('[data-hl-toolbar]')) setToolbar(null);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [toolbar]);

  // The caret drawn while the text has focus (browsers draw none in text that is not editable).
  useEffect(() => {
    let timer: number | undefined;
    const onSelectionChange = () => {
      const root = contentRef.current;
      const wrapper = wrapperRef.current;
      if (!root || !wrapper) return;
      const rect = document.activeElement === root ? caretRect(root) : null;
      if (!rect) setCaret(null);
      else {
        const box = wrapper.getBoundingClientRect();
        setCaret({ left: rect.left - box.left, top: rect.top - box.top, height: rect.height });
      }
      // Touch screens select with handles and no pointerup of ours: offer the toolbar once it settles.
      window.clearTimeout(timer);
      if (enabled && pointer.current.touch && !pointer.current.down) {
        timer = window.setTimeout(() => {
          const range = selectionInside(root);
          if (range && !range.collapsed) openToolbarRef.current(false);
        }, 450);
      }
    };
    document.addEventListener('selectionchange', onSelectionChange);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('selectionchange', onSelectionChange);
    };
  }, [enabled]);
  const openToolbarRef = useRef(openToolbar);
  openToolbarRef.current = openToolbar;

  const onPointerDown = (event: PointerEvent) => {
    pointer.current = { down: true, touch: event.pointerType === 'touch' };
  };
  const onPointerUp = (event: PointerEvent) => {
    pointer.current = { down: false, touch: event.pointerType === 'touch' };
    if (!enabled) return;
    const target = event.target as Element;
    const marker = target.closest('[data-hl-marker]');
    window.setTimeout(() => {
      const root = contentRef.current;
      const range = root && selectionInside(root);
      if (range && !range.collapsed) openToolbar(false);
      else if (marker) openFromHighlight(marker.getAttribute('data-hl-marker') ?? '', 'note');
      else if (target.closest('mark[data-hl]'))
        openFromHighlight(target.closest('mark[data-hl]')?.getAttribute('data-hl') ?? '', 'tools');
    }, 0);
  };

  const openFromHighlight = (id: string, mode: ToolbarState['mode']) => {
    const h = list.find((x) => x.id === id);
    const dom = h && offsetsToRange(segmentsRef.current, h);
    if (!h || !dom) return;
    setToolbar({
      range: { start: h.start, end: h.end },
      position: positionFor(dom.getBoundingClientRect()),
      viaKeyboard: false,
      mode,
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const root = contentRef.current;
    if (!enabled || !root) return;
    if (event.key === 'Escape' && toolbar) {
      event.preventDefault();
      closeToolbar(true);
    } else if (event.key === 'Enter' || event.key === 'ContextMenu' || (event.key === 'F10' && event.shiftKey)) {
      event.preventDefault();
      openToolbar(true);
    } else if (moveSelection(event.nativeEvent, root)) {
      event.preventDefault();
    }
  };

  const act = (next: Highlight[], range: TextRange) => {
    update(next);
    if (toolbar) setToolbar({ ...toolbar, range });
    window.getSelection()?.removeAllRanges();
  };

  const current = toolbar ? highlightAt(list, toolbar.range) : undefined;
  const onColor = (color: HighlightColor) => {
    if (!toolbar) return;
    const id = newId();
    const next = applyStyle(list, toolbar.range, { color: current?.color === color ? null : color }, id);
    act(next, toolbar.range);
  };
  const onUnderline = () => {
    if (!toolbar) return;
    const style = current ? { underline: !current.underline } : { color: null, underline: true };
    act(applyStyle(list, toolbar.range, style, newId()), toolbar.range);
  };
  const onRemove = () => {
    if (current) update(removeHighlight(list, current.id));
    closeToolbar(toolbar?.viaKeyboard ?? false);
  };
  const onSaveNote = (text: string) => {
    if (!toolbar) return;
    update(attachNote(list, toolbar.range, text, newId()));
    closeToolbar(toolbar.viaKeyboard);
  };

  const showHighlight = (id: string) => {
    const h = list.find((x) => x.id === id);
    const root = contentRef.current;
    if (!h || !root) return;
    root.focus();
    select(h, false);
    root.querySelector(`[data-hl="${CSS.escape(id)}"]`)?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  };

  return (
    <div ref={wrapperRef} className={`${styles.wrapper} ${className ?? ''}`}>
      <div
        ref={contentRef}
        className={`${styles.content} ${enabled ? styles.enabled : ''}`}
        tabIndex={enabled ? 0 : undefined}
        role={enabled ? 'region' : undefined}
        aria-label={enabled ? t('highlighter.region') : undefined}
        aria-describedby={enabled ? hintId : undefined}
        onKeyDown={onKeyDown}
        onFocus={() => enabled && contentRef.current && ensureCaret(contentRef.current)}
        onBlur={() => setCaret(null)}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
      />
      {enabled && (
        <span id={hintId} className={shared.srOnly}>
          {t('highlighter.keyboardHint')}
        </span>
      )}
      {caret && !toolbar && <span aria-hidden="true" className={styles.caret} style={caret} />}
      {enabled && toolbar?.mode === 'tools' && (
        <HighlightToolbar
          position={toolbar.position}
          current={current}
          focusOnOpen={toolbar.viaKeyboard}
          onColor={onColor}
          onUnderline={onUnderline}
          onNote={() => setToolbar({ ...toolbar, mode: 'note' })}
          onRemove={onRemove}
          onClose={() => closeToolbar(toolbar.viaKeyboard)}
        />
      )}
      {enabled && toolbar?.mode === 'note' && (
        <NoteEditor
          initial={current?.note ?? ''}
          excerpt={textOf(segmentsRef.current, toolbar.range).slice(0, 60)}
          position={toolbar.position}
          onSave={onSaveNote}
          onCancel={() => closeToolbar(true)}
        />
      )}
      {enabled && items.length > 0 && (
        <HighlightNotes
          items={items}
          onShow={showHighlight}
          onSaveNote={(id, note) => update(setNote(list, id, note))}
          onRemove={(id) => update(removeHighlight(list, id))}
        />
      )}
    </div>
  );
};

import { useEffect, useId, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { HIGHLIGHT_COLORS, NOTE_MAX_LENGTH, type Highlight, type HighlightColor } from './highlight-model.ts';
import styles from './highlighter.module.css';
import shared from './shared.module.css';

export interface ToolbarPosition {
  /** Offsets inside the highlighter's box, below or above the selection. */
  readonly left: number;
  readonly top: number;
}

interface HighlightToolbarProps {
  position: ToolbarPosition;
  current: Highlight | undefined;
  focusOnOpen: boolean;
  onColor(color: HighlightColor): void;
  onUnderline(): void;
  onNote(): void;
  onRemove(): void;
  onClose(): void;
}

/**
 * The floating toolbar for a selection or a highlight: three colours, underline, note, remove. One tab stop
 * (arrow keys move between the buttons, as a toolbar does); Escape closes it.
 */
export const HighlightToolbar = ({
  position,
  current,
  focusOnOpen,
  onColor,
  onUnderline,
  onNote,
  onRemove,
  onClose,
}: HighlightToolbarProps) => {
  const { t } = useTranslation('tools');
  const ref = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);

  useEffect(() => {
    if (focusOnOpen) ref.current?.querySelector<HTMLButtonElement>('button')?.focus();
  }, [focusOnOpen]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [...(ref.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    const index = buttons.findIndex((b) => b === document.activeElement);
    const go = (i: number) => {
      const next = (i + buttons.length) % buttons.length;
      setActive(next);
      buttons[next]?.focus();
    };
    switch (event.key) {
      case 'ArrowRight':
      case 'ArrowDown':
        go(index + 1);
        break;
      case 'ArrowLeft':
      case 'ArrowUp':
        go(index - 1);
        break;
      case 'Home':
        go(0);
        break;
      case 'End':
        go(buttons.length - 1);
        break;
      case 'Escape':
        onClose();
        break;
      default:
        return;
    }
    event.preventDefault();
    event.stopPropagation();
  };

  const tab = (i: number) => (i === active ? 0 : -1);
  const style: CSSProperties = { left: position.left, top: position.top };
  return (
    <div
      ref={ref}
      role="toolbar"
      aria-label={t('highlighter.toolbar')}
      className={styles.toolbar}
      style={style}
      onKeyDown={onKeyDown}
      data-hl-toolbar=""
    >
      {HIGHLIGHT_COLORS.map((color, i) => (
        <button
          key={color}
          type="button"
          tabIndex={tab(i)}
          className={`${shared.iconButton} ${styles.swatchButton}`}
          aria-pressed={current?.color === color}
          onClick={() => onColor(color)}
          onFocus={() => setActive(i)}
        >
          <span aria-hidden="true" className={`${styles.swatch} ${styles[color]}`} />
          <span className={shared.srOnly}>{t(`highlighter.color.${color}`)}</span>
        </button>
      ))}
      <button
        type="button"
        tabIndex={tab(3)}
        className={shared.iconButton}
        aria-pressed={current?.underline ?? false}
        onClick={onUnderline}
        onFocus={() => setActive(3)}
      >
        <span aria-hidden="true" className={styles.underlineIcon}>
          U
        </span>
        <span className={shared.srOnly}>{t('highlighter.underline')}</span>
      </button>
      <button type="button" tabIndex={tab(4)} className={shared.button} onClick={onNote} onFocus={() => setActive(4)}>
        {current?.note ? t('highlighter.editNote') : t('highlighter.addNote')}
      </button>
      {current && (
        <button
          type="button"
          tabIndex={tab(5)}
          className={shared.button}
          onClick={onRemove}
          onFocus={() => setActive(5)}
        >
          {t('highlighter.remove')}
        </button>
      )}
      <button
        type="button"
        tabIndex={tab(current ? 6 : 5)}
        className={shared.iconButton}
        onClick={onClose}
        onFocus={() => setActive(current ? 6 : 5)}
      >
        <span aria-hidden="true">×</span>
        <span className={shared.srOnly}>{t('highlighter.closeToolbar')}</span>
      </button>
    </div>
  );
};

interface NoteEditorProps {
  initial: string;
  excerpt: string;
  position?: ToolbarPosition;
  onSave(text: string): void;
  onCancel(): void;
}

/** Writing a note on a highlight: a labelled text area; Ctrl/⌘+Enter saves, Escape cancels. */
export const NoteEditor = ({ initial, excerpt, position, onSave, onCancel }: NoteEditorProps) => {
  const { t } = useTranslation('tools');
  const [text, setText] = useState(initial);
  const labelId = useId();
  const excerptId = useId();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onCancel();
    } else if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      onSave(text);
    }
  };
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      className={position ? `${styles.noteEditor} ${styles.floating}` : styles.noteEditor}
      style={position ? { left: position.left, top: position.top } : undefined}
      onKeyDown={onKeyDown}
      data-hl-toolbar=""
    >
      <label id={labelId} className={styles.noteLabel}>
        {t('highlighter.noteLabel')}
        <textarea
          className={`${styles.noteInput} ${shared.focusable}`}
          value={text}
          maxLength={NOTE_MAX_LENGTH}
          rows={4}
          autoFocus
          aria-describedby={excerptId}
          onChange={(e) => setText(e.target.value)}
        />
      </label>
      <p id={excerptId} className={`${styles.noteExcerpt} ${shared.muted}`}>
        {t('highlighter.noteOn', { excerpt })}
      </p>
      <div className={styles.noteActions}>
        <button type="button" className={shared.primary} onClick={() => onSave(text)}>
          {t('highlighter.saveNote')}
        </button>
        <button type="button" className={shared.button} onClick={onCancel}>
          {t('highlighter.cancel')}
        </button>
      </div>
    </div>
  );
};

import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Highlight } from './highlight-model.ts';
import { NoteEditor } from './highlight-toolbar.tsx';
import styles from './highlighter.module.css';
import shared from './shared.module.css';

export interface NoteItem {
  readonly highlight: Highlight;
  readonly excerpt: string;
}

interface HighlightNotesProps {
  items: readonly NoteItem[];
  onShow(id: string): void;
  onSaveNote(id: string, note: string): void;
  onRemove(id: string): void;
}

const shorten = (text: string, max = 90) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

/**
 * The list of a passage's highlights and notes, behind a disclosure button: the keyboard and screen-reader
 * way to every annotation (show it in the text, edit its note, delete it).
 */
export const HighlightNotes = ({ items, onShow, onSaveNote, onRemove }: HighlightNotesProps) => {
  const { t } = useTranslation('tools');
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  const listId = useId();
  const notes = items.filter((i) => i.highlight.note !== '').length;
  return (
    <section className={styles.notes} aria-label={t('highlighter.notesRegion')}>
      <button
        type="button"
        className={shared.button}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        {t('highlighter.notesToggle', { highlights: items.length, notes })}
      </button>
      {open && (
        <ul id={listId} className={styles.notesList}>
          {items.map(({ highlight: h, excerpt }) => (
            <li key={h.id} className={styles.notesItem}>
              <blockquote
                className={`${styles.notesExcerpt} ${h.color ? styles[h.color] : ''} ${h.underline ? styles.underlined : ''}`}
              >
                {shorten(excerpt)}
              </blockquote>
              {editing === h.id ? (
                <NoteEditor
                  initial={h.note}
                  excerpt={shorten(excerpt, 40)}
                  onSave={(text) => {
                    onSaveNote(h.id, text);
                    setEditing(null);
                  }}
                  onCancel={() => setEditing(null)}
                />
              ) : (
                <>
                  {h.note && <p className={styles.notesText}>{h.note}</p>}
                  <div className={styles.noteActions}>
                    <button type="button" className={shared.button} onClick={() => onShow(h.id)}>
                      {t('highlighter.show')}
                    </button>
                    <button type="button" className={shared.button} onClick={() => setEditing(h.id)}>
                      {h.note ? t('highlighter.editNote') : t('highlighter.addNote')}
                    </button>
                    <button type="button" className={shared.button} onClick={() => onRemove(h.id)}>
                      {t('highlighter.remove')}
                    </button>
                  </div>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};

/**
 * Highlights and notes on a passage, as pure data: ranges of character offsets into the passage's text
 * (highlight-dom.ts maps them to and from the page; a typeset formula counts as one character). Ranges
 * never overlap: a new highlight trims the ones it covers, and acting on a selection inside an existing
 * highlight changes that highlight.
 */
export const HIGHLIGHT_COLORS = ['yellow', 'blue', 'pink'] as const;
export type HighlightColor = (typeof HIGHLIGHT_COLORS)[number];

export interface Highlight {
  readonly id: string;
  readonly start: number;
  readonly end: number;
  /** Null for an underline without a colour. */
  readonly color: HighlightColor | null;
  readonly underline: boolean;
  readonly note: string;
}

export interface TextRange {
  readonly start: number;
  readonly end: number;
}

export interface HighlightStyle {
  readonly color?: HighlightColor | null;
  readonly underline?: boolean;
}

export const NOTE_MAX_LENGTH = 2000;
const STORE_VERSION = 1;

const byStart = (a: Highlight, b: Highlight) => a.start - b.start;

/** The highlight that holds the whole range (a caret inside it counts), if any. */
export const highlightAt = (list: readonly Highlight[], range: TextRange): Highlight | undefined =>
  list.find((h) => h.start <= range.start && range.end <= h.end);

const joinNotes = (notes: readonly string[]) =>
  notes
    .filter((n) => n.trim() !== '')
    .join('\n\n')
    .slice(0, NOTE_MAX_LENGTH);

/** Cuts `range` out of the list: highlights it covers go, partly covered ones keep what lies outside it. */
const cutOut = (list: readonly Highlight[], range: TextRange, newId: string) => {
  const kept: Highlight[] = [];
  const coveredNotes: string[] = [];
  for (const h of list) {
    if (h.end <= range.start || h.start >= range.end) {
      kept.push(h);
      continue;
    }
    const before = h.start < range.start ? { ...h, end: range.start } : null;
    const after =
      h.end > range.end ? { ...h, id: `${newId}~${h.id}`, start: range.end, note: before ? '' : h.note } : null;
    if (before) kept.push(before);
    if (after) kept.push(after);
    if (!before && !after) coveredNotes.push(h.note);
  }
  return { kept, coveredNotes };
};

const isVisible = (h: Pick<Highlight, 'color' | 'underline' | 'note'>) =>
  h.color !== null || h.underline || h.note !== '';

/**
 * Applies a colour and/or underline to a selection. Inside an existing highlight it restyles that one;
 * otherwise a new highlight (yellow unless told) replaces what it covers and keeps the covered notes.
 * A style with neither colour, underline nor note removes the highlight.
 */
export const applyStyle = (
  list: readonly Highlight[],
  range: TextRange,
  style: HighlightStyle,
  newId: string,
): Highlight[] => {
  if (range.end <= range.start) {
    const current = highlightAt(list, range);
    return current ? restyle(list, current.id, style) : [...list];
  }
  const current = highlightAt(list, range);
  if (current) return restyle(list, current.id, style);
  const { kept, coveredNotes } = cutOut(list, range, newId);
  const created: Highlight = {
    id: newId,
    start: range.start,
    end: range.end,
    color: style.color === undefined ? 'yellow' : style.color,
    underline: style.underline ?? false,
    note: joinNotes(coveredNotes),
  };
  return (isVisible(created) ? [...kept, created] : kept).sort(byStart);
};

export const restyle = (list: readonly Highlight[], id: string, style: HighlightStyle): Highlight[] =>
  list
    .map((h) =>
      h.id === id
        ? {
            ...h,
            ...(style.color !== undefined && { color: style.color }),
            ...(style.underline !== undefined && { underline: style.underline }),
          }
        : h,
    )
    .filter(isVisible);

/** Sets the note of the highlight holding the range, or makes a yellow highlight carrying it. */
export const attachNote = (list: readonly Highlight[], range: TextRange, note: string, newId: string): Highlight[] => {
  const text = note.slice(0, NOTE_MAX_LENGTH);
  const current = highlightAt(list, range);
  if (current) return setNote(list, current.id, text);
  if (range.end <= range.start) return [...list];
  const withHighlight = applyStyle(list, range, {}, newId);
  return setNote(withHighlight, newId, joinNotes([withHighlight.find((h) => h.id === newId)?.note ?? '', text]));
};

export const setNote = (list: readonly Highlight[], id: string, note: string): Highlight[] =>
  list.map((h) => (h.id === id ? { ...h, note: note.slice(0, NOTE_MAX_LENGTH) } : h)).filter(isVisible);

export const removeHighlight = (list: readonly Highlight[], id: string): Highlight[] => list.filter((h) => h.id !== id);

/** What goes to localStorage: the version and the text length the offsets were taken on. */
export const toStored = (list: readonly Highlight[], textLength: number) => ({
  v: STORE_VERSION,
  textLength,
  items: list,
});

const isColor = (value: unknown): value is HighlightColor => (HIGHLIGHT_COLORS as readonly unknown[]).includes(value);

/**
 * Reads stored highlights, dropping anything malformed. When the passage's text changed length since they
 * were saved, the offsets would land on other words, so they are all dropped.
 */
export const parseStored = (value: unknown, textLength: number): Highlight[] => {
  if (typeof value !== 'object' || value === null) return [];
  const { v, textLength: storedLength, items } = value as { v?: unknown; textLength?: unknown; items?: unknown };
  if (v !== STORE_VERSION || storedLength !== textLength || !Array.isArray(items)) return [];
  const out: Highlight[] = [];
  for (const raw of items as unknown[]) {
    if (typeof raw !== 'object' || raw === null) continue;
    const { id, start, end, color, underline, note } = raw as Record<string, unknown>;
    if (typeof id !== 'string' || !Number.isInteger(start) || !Number.isInteger(end)) continue;
    const s = start as number;
    const e = end as number;
    if (s < 0 || e <= s || e > textLength) continue;
    if (out.some((h) => h.start < e && s < h.end)) continue;
    const h: Highlight = {
      id,
      start: s,
      end: e,
      color: isColor(color) ? color : null,
      underline: underline === true,
      note: typeof note === 'string' ? note.slice(0, NOTE_MAX_LENGTH) : '',
    };
    if (isVisible(h)) out.push(h);
  }
  return out.sort(byStart);
};

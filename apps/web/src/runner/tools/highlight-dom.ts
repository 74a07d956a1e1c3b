import type { Highlight, TextRange } from './highlight-model.ts';

/**
 * Maps highlight offsets to the rendered passage and back. The passage is read as a list of segments:
 * each text node counts its characters, and each typeset formula (KaTeX's `.katex`), image or SVG is one
 * atom of length 1 that is highlighted whole, so KaTeX's positioned spans are never split. Elements that
 * the highlighter adds for itself (`data-hl-ui`) are skipped.
 */
export type Segment =
  | { readonly kind: 'text'; readonly node: Text; readonly start: number; readonly length: number }
  | { readonly kind: 'atom'; readonly node: Element; readonly start: number; readonly length: 1 };

const isAtom = (el: Element) =>
  el.classList.contains('katex') || el.tagName === 'IMG' || el.tagName === 'svg' || el.tagName === 'SVG';

export const collectSegments = (root: Node): Segment[] => {
  const out: Segment[] = [];
  let at = 0;
  const walk = (node: Node) => {
    for (let child = node.firstChild; child; child = child.nextSibling) {
      if (child.nodeType === Node.TEXT_NODE) {
        const length = (child as Text).data.length;
        if (length > 0) out.push({ kind: 'text', node: child as Text, start: at, length });
        at += length;
      } else if (child.nodeType === Node.ELEMENT_NODE) {
        const el = child as Element;
        if (el.hasAttribute('data-hl-ui')) continue;
        if (isAtom(el)) {
          out.push({ kind: 'atom', node: el, start: at, length: 1 });
          at += 1;
        } else walk(el);
      }
    }
  };
  walk(root);
  return out;
};

export const textLengthOf = (segments: readonly Segment[]): number => {
  const last = segments[segments.length - 1];
  return last ? last.start + last.length : 0;
};

/** The offset of a DOM point; a point inside a formula snaps to its start (`start`) or its end (`end`). */
export const pointToOffset = (
  segments: readonly Segment[],
  node: Node,
  offset: number,
  edge: 'start' | 'end',
): number => {
  for (const seg of segments) {
    if (seg.kind === 'text' && node === seg.node) return seg.start + Math.min(offset, seg.length);
    const range = document.createRange();
    range.selectNode(seg.node);
    const cmp = range.comparePoint(node, offset);
    if (cmp < 0) return seg.start;
    if (cmp === 0) {
      if (node === range.startContainer && offset === range.startOffset) return seg.start;
      if (node === range.endContainer && offset === range.endOffset) return seg.start + seg.length;
      return edge === 'start' ? seg.start : seg.start + seg.length;
    }
  }
  return textLengthOf(segments);
};

export const rangeToOffsets = (segments: readonly Segment[], range: Range): TextRange => {
  const start = pointToOffset(segments, range.startContainer, range.startOffset, 'start');
  const end = pointToOffset(segments, range.endContainer, range.endOffset, 'end');
  return { start: Math.min(start, end), end: Math.max(start, end) };
};

/** A DOM range for offsets (to select a highlight again, or to place the caret after it). */
export const offsetsToRange = (segments: readonly Segment[], { start, end }: TextRange): Range | null => {
  const range = document.createRange();
  const first = segments.find((s) => start < s.start + s.length) ?? segments[segments.length - 1];
  const last = [...segments].reverse().find((s) => end > s.start) ?? segments[0];
  if (!first || !last) return null;
  if (first.kind === 'text') range.setStart(first.node, Math.max(0, Math.min(start - first.start, first.length)));
  else range.setStartBefore(first.node);
  if (last.kind === 'text') range.setEnd(last.node, Math.max(0, Math.min(end - last.start, last.length)));
  else range.setEndAfter(last.node);
  if (end <= start) range.collapse(true);
  return range;
};

/** The text of a range, with a formula read as its TeX source (for the notes list). */
export const textOf = (segments: readonly Segment[], { start, end }: TextRange): string =>
  segments
    .filter((s) => s.start < end && start < s.start + s.length)
    .map((s) =>
      s.kind === 'text'
        ? s.node.data.slice(Math.max(0, start - s.start), end - s.start)
        : (s.node.querySelector('annotation')?.textContent ?? s.node.getAttribute('alt') ?? '…'),
    )
    .join('');

const wrap = (node: Node, make: () => HTMLElement): HTMLElement => {
  const mark = make();
  node.parentNode?.insertBefore(mark, node);
  mark.appendChild(node);
  return mark;
};

/**
 * Wraps each highlight's text in `<mark>` elements (made by `makeMark`) and puts `makeMarker`'s element
 * (a note sign) after the last one of a highlight with a note. Run right after the passage's HTML is set:
 * highlights are applied from the last to the first, so splitting a text node never moves an earlier one.
 */
export const applyHighlights = (
  root: Node,
  list: readonly Highlight[],
  makeMark: (h: Highlight) => HTMLElement,
  makeMarker: (h: Highlight) => HTMLElement,
): void => {
  const segments = collectSegments(root);
  const sorted = [...list].sort((a, b) => b.start - a.start);
  for (const h of sorted) {
    const marks: HTMLElement[] = [];
    const touched = segments.filter((s) => s.start < h.end && h.start < s.start + s.length);
    for (const seg of touched) {
      if (seg.kind === 'atom') {
        marks.push(wrap(seg.node, () => makeMark(h)));
        continue;
      }
      const from = Math.max(0, h.start - seg.start);
      const to = Math.min(seg.length, h.end - seg.start);
      let node = seg.node;
      if (to < node.data.length) node.splitText(to);
      if (from > 0) node = node.splitText(from);
      // Whitespace between block elements (a table's cells, list items) cannot hold a mark.
      if (node.data.trim() === '' && STRUCTURAL.has(node.parentElement?.tagName ?? '')) continue;
      marks.push(wrap(node, () => makeMark(h)));
    }
    const lastMark = marks.reduce<HTMLElement | undefined>(
      (acc, m) => (!acc || acc.compareDocumentPosition(m) & Node.DOCUMENT_POSITION_FOLLOWING ? m : acc),
      undefined,
    );
    if (h.note && lastMark) lastMark.after(makeMarker(h));
  }
};

/** Containers whose whitespace text nodes sit between rows or items: a mark there would be invalid. */
const STRUCTURAL = new Set(['TABLE', 'THEAD', 'TBODY', 'TFOOT', 'TR', 'UL', 'OL', 'DL']);

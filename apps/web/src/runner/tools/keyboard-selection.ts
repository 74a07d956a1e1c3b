/**
 * Selecting passage text from the keyboard. The passage is not editable, so browsers give it no caret;
 * while it has focus, the arrow keys move a caret (Selection.modify works on any text) and Shift extends
 * the selection: by character, by word with Ctrl or Alt, by line with Up and Down, to the line's ends with
 * Home and End. The selection never leaves the passage.
 */
type Direction = 'forward' | 'backward';
type Granularity = 'character' | 'word' | 'line' | 'lineboundary';

const KEYS: Record<string, readonly [Direction, Granularity]> = {
  ArrowLeft: ['backward', 'character'],
  ArrowRight: ['forward', 'character'],
  ArrowUp: ['backward', 'line'],
  ArrowDown: ['forward', 'line'],
  Home: ['backward', 'lineboundary'],
  End: ['forward', 'lineboundary'],
};

const firstTextNode = (root: Node): Text | null => {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (n) => ((n as Text).data.trim() === '' ? NodeFilter.FILTER_SKIP : NodeFilter.FILTER_ACCEPT),
  });
  return walker.nextNode() as Text | null;
};

/** Puts a collapsed caret at the passage's start unless the selection is already inside it. */
export const ensureCaret = (root: HTMLElement): void => {
  const selection = window.getSelection();
  if (!selection) return;
  if (selection.rangeCount > 0 && selection.anchorNode && root.contains(selection.anchorNode)) return;
  const first = firstTextNode(root);
  if (first) selection.collapse(first, 0);
};

/** Handles a caret or selection key; true when the key was used (the caller prevents its default). */
export const moveSelection = (event: KeyboardEvent, root: HTMLElement): boolean => {
  const spec = KEYS[event.key];
  const selection = window.getSelection();
  if (!spec || !selection || (event.metaKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown'))) return false;
  ensureCaret(root);
  const [direction, base] = spec;
  const sideways = event.key === 'ArrowLeft' || event.key === 'ArrowRight';
  const granularity: Granularity =
    sideways && event.metaKey ? 'lineboundary' : sideways && (event.ctrlKey || event.altKey) ? 'word' : base;
  const before = {
    anchor: selection.anchorNode,
    anchorOffset: selection.anchorOffset,
    focus: selection.focusNode,
    focusOffset: selection.focusOffset,
  };
  selection.modify(event.shiftKey ? 'extend' : 'move', direction, granularity);
  if (!selection.focusNode || !root.contains(selection.focusNode)) {
    if (before.anchor && before.focus)
      selection.setBaseAndExtent(before.anchor, before.anchorOffset, before.focus, before.focusOffset);
    return true;
  }
  // A typeset formula is one unit: a caret that lands inside it jumps past it in the direction of travel.
  const focus = selection.focusNode;
  const atom = (focus instanceof Element ? focus : focus.parentElement)?.closest('.katex');
  if (atom && root.contains(atom) && atom.parentNode) {
    const index = Array.prototype.indexOf.call(atom.parentNode.childNodes, atom) as number;
    const offset = direction === 'forward' ? index + 1 : index;
    if (event.shiftKey) selection.extend(atom.parentNode, offset);
    else selection.collapse(atom.parentNode, offset);
  }
  return true;
};

/** The caret's box (a collapsed selection inside the passage), to draw it; null otherwise. */
export const caretRect = (root: HTMLElement): DOMRect | null => {
  const selection = window.getSelection();
  if (!selection || selection.rangeCount === 0 || !selection.isCollapsed) return null;
  const range = selection.getRangeAt(0);
  if (!root.contains(range.startContainer)) return null;
  const rect = range.getClientRects()[0] ?? range.getBoundingClientRect();
  return rect.height > 0 ? rect : null;
};

/** The selection as a range when it is inside the passage (collapsed or not). */
export const selectionInside = (root: HTMLElement): Range | null => {
  const selection = window.getSelection();
  if (!selection || selection.rangeCount === 0) return null;
  const range = selection.getRangeAt(0);
  return root.contains(range.commonAncestorContainer) ? range : null;
};

/**
 * Keyboard shortcuts of the runner (pure: a key event in, a command out). Alt+Shift+letter commands work
 * everywhere; a bare 1–5 or A–E picks a choice only when focus is not in a text field; Ctrl/⌘ with + − 0
 * zooms the test content (instead of the whole page).
 */
export type Shortcut =
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'mark' }
  | { type: 'eliminator' }
  | { type: 'navigator' }
  | { type: 'lineReader' }
  | { type: 'help' }
  | { type: 'choice'; index: number }
  | { type: 'zoom'; direction: 'in' | 'out' | 'reset' };

export interface KeyLike {
  key: string;
  code: string;
  altKey: boolean;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
}

const ALT_SHIFT: Record<string, Shortcut> = {
  KeyN: { type: 'next' },
  KeyP: { type: 'previous' },
  KeyM: { type: 'mark' },
  KeyE: { type: 'eliminator' },
  KeyQ: { type: 'navigator' },
  KeyL: { type: 'lineReader' },
  KeyH: { type: 'help' },
};

export const shortcutFor = (event: KeyLike, inTextField: boolean): Shortcut | null => {
  if (event.altKey && event.shiftKey && !event.ctrlKey && !event.metaKey) return ALT_SHIFT[event.code] ?? null;
  if ((event.ctrlKey || event.metaKey) && !event.altKey) {
    if (event.key === '+' || event.key === '=' || event.code === 'NumpadAdd') return { type: 'zoom', direction: 'in' };
    if (event.key === '-' || event.code === 'NumpadSubtract') return { type: 'zoom', direction: 'out' };
    if (event.key === '0' || event.code === 'Numpad0') return { type: 'zoom', direction: 'reset' };
    return null;
  }
  if (event.altKey || event.ctrlKey || event.metaKey || inTextField) return null;
  if (/^[1-5]$/.test(event.key)) return { type: 'choice', index: Number(event.key) - 1 };
  const letter = event.key.toLowerCase();
  if (letter.length === 1 && letter >= 'a' && letter <= 'e')
    return { type: 'choice', index: letter.charCodeAt(0) - 97 };
  return null;
};

/** The shortcuts as the help dialog lists them: keys, and the `runner` string key of what they do. */
export const SHORTCUT_HELP = [
  { keys: 'Alt + Shift + N', action: 'shortcuts.next' },
  { keys: 'Alt + Shift + P', action: 'shortcuts.previous' },
  { keys: 'Alt + Shift + M', action: 'shortcuts.mark' },
  { keys: 'Alt + Shift + E', action: 'shortcuts.eliminator' },
  { keys: 'Alt + Shift + Q', action: 'shortcuts.navigator' },
  { keys: 'Alt + Shift + L', action: 'shortcuts.lineReader' },
  { keys: 'Alt + Shift + H', action: 'shortcuts.help' },
  { keys: '1 – 5, A – E', action: 'shortcuts.choice' },
  { keys: 'Ctrl + +, Ctrl + −, Ctrl + 0', action: 'shortcuts.zoom' },
  { keys: 'Esc', action: 'shortcuts.escape' },
] as const;

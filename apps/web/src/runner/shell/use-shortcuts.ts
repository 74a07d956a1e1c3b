import { useEffect, useRef } from 'react';
import { shortcutFor, type Shortcut } from './shortcuts.ts';

const isTextField = (target: EventTarget | null): boolean => {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement)
    return !['button', 'checkbox', 'radio', 'range', 'submit', 'reset'].includes(target.type);
  return false;
};

/** Calls `onShortcut` for the runner's shortcuts (see shortcuts.ts); a handled key does not reach the browser. */
export function useShortcuts(onShortcut: (shortcut: Shortcut) => boolean, enabled = true): void {
  const handler = useRef(onShortcut);
  handler.current = onShortcut;
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      // A modal dialog is open: its own keys only.
      if (document.querySelector('dialog[open]')) return;
      const shortcut = shortcutFor(event, isTextField(event.target));
      if (shortcut && handler.current(shortcut)) event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}

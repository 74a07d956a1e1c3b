import { describe, expect, it } from 'vitest';
import { shortcutFor, type KeyLike } from './shortcuts.ts';

const key = (over: Partial<KeyLike>): KeyLike => ({
  key: '',
  code: '',
  altKey: false,
  shiftKey: false,
  ctrlKey: false,
  metaKey: false,
  ...over,
});

describe('shortcutFor', () => {
  it('maps Alt+Shift letters by physical key (macOS Alt changes the character)', () => {
    expect(shortcutFor(key({ key: '˜', code: 'KeyN', altKey: true, shiftKey: true }), true)).toEqual({ type: 'next' });
    expect(shortcutFor(key({ key: 'P', code: 'KeyP', altKey: true, shiftKey: true }), false)).toEqual({
      type: 'previous',
    });
    expect(shortcutFor(key({ key: 'M', code: 'KeyM', altKey: true, shiftKey: true }), false)).toEqual({ type: 'mark' });
    expect(shortcutFor(key({ key: 'E', code: 'KeyE', altKey: true, shiftKey: true }), false)).toEqual({
      type: 'eliminator',
    });
    expect(shortcutFor(key({ key: 'Z', code: 'KeyZ', altKey: true, shiftKey: true }), false)).toBeNull();
  });

  it('picks a choice by number or letter, never while typing', () => {
    expect(shortcutFor(key({ key: '1', code: 'Digit1' }), false)).toEqual({ type: 'choice', index: 0 });
    expect(shortcutFor(key({ key: '5', code: 'Digit5' }), false)).toEqual({ type: 'choice', index: 4 });
    expect(shortcutFor(key({ key: 'C', code: 'KeyC', shiftKey: true }), false)).toEqual({ type: 'choice', index: 2 });
    expect(shortcutFor(key({ key: '6', code: 'Digit6' }), false)).toBeNull();
    expect(shortcutFor(key({ key: 'f', code: 'KeyF' }), false)).toBeNull();
    expect(shortcutFor(key({ key: 'b', code: 'KeyB' }), true)).toBeNull();
    expect(shortcutFor(key({ key: 'c', code: 'KeyC', ctrlKey: true }), false)).toBeNull();
  });

  it('zooms with Ctrl or ⌘ and + − 0', () => {
    expect(shortcutFor(key({ key: '=', code: 'Equal', ctrlKey: true }), false)).toEqual({
      type: 'zoom',
      direction: 'in',
    });
    expect(shortcutFor(key({ key: '-', code: 'Minus', metaKey: true }), true)).toEqual({
      type: 'zoom',
      direction: 'out',
    });
    expect(shortcutFor(key({ key: '0', code: 'Digit0', ctrlKey: true }), false)).toEqual({
      type: 'zoom',
      direction: 'reset',
    });
  });
});

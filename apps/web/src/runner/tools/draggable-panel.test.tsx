import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DraggablePanel } from './draggable-panel.tsx';

/** The calculator's and reference sheet's window, on the drag/resize hook the tutor panel uses too. */
const open = (onClose = vi.fn()) => {
  render(
    <DraggablePanel
      title="Calculator"
      onClose={onClose}
      storageKey="test:panel"
      initialWidth={420}
      initialHeight={520}
      minWidth={300}
      minHeight={360}
    >
      <p>Body</p>
    </DraggablePanel>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Calculator' });
  const place = () => ({
    left: parseFloat(dialog.style.left),
    top: parseFloat(dialog.style.top),
    width: parseFloat(dialog.style.width),
    height: parseFloat(dialog.style.height),
  });
  return { user: userEvent.setup({ delay: null }), dialog, place, onClose };
};

describe('a floating tool panel', () => {
  it('opens at the top right, moves and resizes with the arrow keys (Shift: bigger steps), and remembers where', async () => {
    const { user, place } = open();
    const start = place();
    expect(start).toEqual({ left: window.innerWidth - 420 - 24, top: 72, width: 420, height: 520 });
    screen.getByRole('button', { name: /^Move the window/ }).focus();
    await user.keyboard('{ArrowLeft}{ArrowDown}');
    expect(place()).toMatchObject({ left: start.left - 16, top: start.top + 16 });
    screen.getByRole('button', { name: /^Resize the window/ }).focus();
    await user.keyboard('{Shift>}{ArrowUp}{/Shift}');
    expect(place()).toMatchObject({ width: 420, height: 520 - 64 });
    await user.keyboard('{Shift>}{ArrowUp}{ArrowUp}{ArrowUp}{/Shift}');
    expect(place().height, 'not below the minimum').toBe(360);
    expect(JSON.parse(window.localStorage.getItem('test:panel') ?? 'null')).toEqual({
      left: start.left - 16,
      top: start.top + 16,
      width: 420,
      height: 360,
    });
  });

  it('drags by the title bar with the pointer, inside the viewport, but not from its close button', () => {
    const { dialog, place } = open();
    const header = screen.getByRole('heading', { name: 'Calculator' }).parentElement!;
    const start = place();
    fireEvent.pointerDown(header, { pointerId: 1, button: 0, clientX: 600, clientY: 90 });
    fireEvent.pointerMove(header, { pointerId: 1, clientX: 500, clientY: 140 });
    fireEvent.pointerUp(header, { pointerId: 1, clientX: 500, clientY: 140 });
    expect(place()).toMatchObject({ left: start.left - 100, top: start.top + 50 });
    fireEvent.pointerDown(header, { pointerId: 2, button: 0, clientX: 0, clientY: 0 });
    fireEvent.pointerMove(header, { pointerId: 2, clientX: -5000, clientY: -5000 });
    fireEvent.pointerUp(header, { pointerId: 2 });
    expect(place()).toMatchObject({ left: 0, top: 0 });
    const close = screen.getByRole('button', { name: 'Close Calculator' });
    fireEvent.pointerDown(close, { pointerId: 3, button: 0, clientX: 0, clientY: 0 });
    fireEvent.pointerMove(close, { pointerId: 3, clientX: 300, clientY: 300 });
    expect(place()).toMatchObject({ left: 0, top: 0 });
    expect(dialog).toBeInTheDocument();
  });

  it('Escape closes it', async () => {
    const { user, onClose } = open();
    screen.getByRole('button', { name: /^Move the window/ }).focus();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
  });
});

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styles from './shell.module.css';

export interface MenuItem {
  id: string;
  label: string;
  onSelect(): void;
  disabled?: boolean;
  /** A toggle item (role menuitemcheckbox). */
  checked?: boolean;
}

/**
 * A menu button (WAI-ARIA menu pattern): Enter/Space/ArrowDown open it on the first item, arrows move,
 * Home/End jump, Escape closes and returns focus to the button, Tab closes.
 */
export function Menu({ label, icon, items }: { label: string; icon?: ReactNode; items: MenuItem[] }) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const menuId = useId();

  const focusItem = (index: number) => {
    const nodes = listRef.current?.querySelectorAll<HTMLElement>('[role^="menuitem"]:not([aria-disabled="true"])');
    if (!nodes?.length) return;
    nodes[(index + nodes.length) % nodes.length]?.focus();
  };

  useEffect(() => {
    if (!open) return;
    focusItem(0);
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!listRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };

  const onListKey = (event: React.KeyboardEvent) => {
    const nodes = [
      ...(listRef.current?.querySelectorAll<HTMLElement>('[role^="menuitem"]:not([aria-disabled="true"])') ?? []),
    ];
    const index = nodes.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'ArrowDown') focusItem(index + 1);
    else if (event.key === 'ArrowUp') focusItem(index - 1);
    else if (event.key === 'Home') focusItem(0);
    else if (event.key === 'End') focusItem(nodes.length - 1);
    else if (event.key === 'Escape') close(true);
    else if (event.key === 'Tab') close(false);
    else return;
    if (event.key !== 'Tab') event.preventDefault();
  };

  return (
    <div className={styles.menuWrap}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.toolButton}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        {icon}
        <span>{label}</span>
      </button>
      {open ? (
        <ul ref={listRef} id={menuId} role="menu" aria-label={label} className={styles.menu} onKeyDown={onListKey}>
          {items.map((item) => (
            <li
              key={item.id}
              role={item.checked === undefined ? 'menuitem' : 'menuitemcheckbox'}
              aria-checked={item.checked}
              aria-disabled={item.disabled || undefined}
              tabIndex={-1}
              className={styles.menuItem}
              onClick={() => {
                if (item.disabled) return;
                close(true);
                item.onSelect();
              }}
              onKeyDown={(event) => {
                if ((event.key === 'Enter' || event.key === ' ') && !item.disabled) {
                  event.preventDefault();
                  close(true);
                  item.onSelect();
                }
              }}
            >
              {item.label}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

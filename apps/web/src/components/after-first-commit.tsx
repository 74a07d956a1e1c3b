import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Renders its children in a task of their own after the page's first commit. For what lives in portals and
 * shows nothing at first (floating buttons, the notifications' stack): Mantine mounts a portal with a second,
 * synchronous render, and inside the app's first commit those renders made its longest task (issue 21,
 * phones). A page the server painted has none of them either.
 */
export function AfterFirstCommit({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => startTransition(() => setShown(true)), 0);
    return () => clearTimeout(timer);
  }, []);
  return shown ? children : null;
}

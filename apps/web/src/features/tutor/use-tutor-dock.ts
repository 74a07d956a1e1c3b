import { useEffect, useState } from 'react';
import { layoutOf, SHEET_HEIGHT, SHEET_QUERY, tutorDockStore } from './panel-geometry.ts';

/** Whether a media query matches now, following its changes (plain React: the runner root has no Mantine). */
const useMatchMedia = (query: string): boolean => {
  const [matches, setMatches] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    const list = window.matchMedia(query);
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return matches;
};

/**
 * Where the tutor panel sits: floating, docked beside the page (wide screens, the user's choice, kept on
 * this device) or a bottom sheet (narrow screens). While the open panel is docked or a sheet, the page
 * makes room for it (html[data-tutor-dock] and --tutor-dock-size, tutor-panel.module.css).
 */
export const useTutorDock = (open: boolean, panelWidth: number) => {
  const narrow = useMatchMedia(SHEET_QUERY);
  const [docked, setDocked] = useState(tutorDockStore.load);
  const layout = layoutOf(narrow, docked);
  const toggleDock = () => {
    setDocked(!docked);
    tutorDockStore.save(!docked);
  };
  const dockSize = layout === 'side' ? `${panelWidth}px` : SHEET_HEIGHT;
  useEffect(() => {
    if (!open || layout === 'float') return;
    const root = document.documentElement;
    root.dataset.tutorDock = layout;
    root.style.setProperty('--tutor-dock-size', dockSize);
    return () => {
      delete root.dataset.tutorDock;
      root.style.removeProperty('--tutor-dock-size');
    };
  }, [open, layout, dockSize]);
  return { narrow, docked, layout, toggleDock };
};

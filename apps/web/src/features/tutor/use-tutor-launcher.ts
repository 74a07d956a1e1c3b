import { useCallback, useEffect, useReducer, useRef, useState, type ComponentType } from 'react';
import { HIDDEN, panelReducer, type PanelEvent, type PanelState } from './panel-state.ts';
import { useTutorStrings } from './tutor-i18n.ts';
import type { TutorPanelProps } from './tutor-panel.tsx';
import { loadPanel } from './tutor-store.ts';

/**
 * What a launcher (the review page's button, the runner's practice button) needs: the panel's state,
 * the panel component loaded on the first click (a dynamic import: the runner's budget never pays for
 * it), and the tutor's strings. Focus goes back to the launcher when the panel closes.
 */
export interface TutorLauncher {
  state: PanelState;
  dispatch(event: PanelEvent): void;
  Panel: ComponentType<TutorPanelProps> | null;
  loading: boolean;
  loadFailed: boolean;
  /** The strings are in (a launcher renders nothing before, so no key flashes). */
  ready: boolean;
  open(): void;
  launcherRef: React.RefObject<HTMLButtonElement | null>;
}

export function useTutorLauncher(): TutorLauncher {
  const [state, dispatch] = useReducer(panelReducer, HIDDEN);
  const [Panel, setPanel] = useState<ComponentType<TutorPanelProps> | null>(null);
  const [loading, setLoading] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  const ready = useTutorStrings();
  const launcherRef = useRef<HTMLButtonElement | null>(null);
  const previous = useRef(state.view);

  useEffect(() => {
    if (previous.current !== 'hidden' && state.view === 'hidden') launcherRef.current?.focus();
    previous.current = state.view;
  }, [state.view]);

  const open = useCallback(() => {
    setLoadFailed(false);
    if (Panel) {
      dispatch({ type: 'open' });
      return;
    }
    setLoading(true);
    loadPanel().then(
      (module) => {
        setPanel(() => module.TutorPanel);
        setLoading(false);
        dispatch({ type: 'open' });
      },
      () => {
        setLoading(false);
        setLoadFailed(true);
      },
    );
  }, [Panel]);

  return { state, dispatch, Panel, loading, loadFailed, ready, open, launcherRef };
}

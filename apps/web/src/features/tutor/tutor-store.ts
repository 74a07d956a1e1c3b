import { type ComponentType, useSyncExternalStore } from 'react';
import { HIDDEN, panelReducer, type PanelEvent, type PanelState } from './panel-state.ts';
import type { TutorPanelProps } from './tutor-panel.tsx';

/**
 * Issue 17: the AI tutor in the shell (spec §2 "a floating … AI tutor panel"), for every question a user is
 * looking at, students and educators alike. A page that shows a question registers it here
 * (use-tutor-question.ts, or the page's "Ask the AI tutor" button); the shell (shell-tutor.tsx) offers the
 * tutor while one is registered and holds the one panel, which follows the question in view. With no question
 * in view the panel is put away (the conversation stays on the server and comes back with the question):
 * the spec's tutor is about a question (`POST ai/questions/{id}/ask`), so there is no tutor without one.
 */
export interface TutorQuestionContext {
  questionId: string;
  /** The number the user sees ("Question 12"), when the page numbers its questions. */
  questionNumber?: number;
  /** The caller's own attempt the question was answered in (the tutor reads the answer there), else null. */
  userExamId: string | null;
  /** The answer is wrong: "Why is my answer wrong?" comes first. */
  wrong: boolean;
}

export interface TutorShellState {
  /** The question in view (the newest registration), or null. */
  question: TutorQuestionContext | null;
  panel: PanelState;
  /** The panel component, once its chunk has loaded (on the first open). */
  Panel: ComponentType<TutorPanelProps> | null;
  loading: boolean;
  loadFailed: boolean;
  /** How many shells host the panel (a page's button shows only when one does). */
  hosts: number;
}

interface Entry {
  token: object;
  question: TutorQuestionContext;
}

let entries: Entry[] = [];
let state: TutorShellState = {
  question: null,
  panel: HIDDEN,
  Panel: null,
  loading: false,
  loadFailed: false,
  hosts: 0,
};
const listeners = new Set<() => void>();
/** Where focus goes back when the user closes the panel (what opened it). */
let opener: HTMLElement | null = null;

const set = (next: Partial<TutorShellState>) => {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
};

const sameQuestion = (a: TutorQuestionContext | null, b: TutorQuestionContext | null) =>
  a === b ||
  (!!a &&
    !!b &&
    a.questionId === b.questionId &&
    a.questionNumber === b.questionNumber &&
    a.userExamId === b.userExamId &&
    a.wrong === b.wrong);

/** Re-reads the question in view; with none, the panel is put away (hidden, nothing cleared on the server). */
const sync = () => {
  const question = entries.at(-1)?.question ?? null;
  if (sameQuestion(question, state.question)) return;
  set(question ? { question } : { question: null, panel: HIDDEN, loadFailed: false });
};

/** Registers, changes (same token) or, with null, removes the question a part of a page shows. */
export const setTutorQuestion = (token: object, question: TutorQuestionContext | null): void => {
  const index = entries.findIndex((e) => e.token === token);
  if (!question) {
    if (index < 0) return;
    entries = entries.filter((e) => e.token !== token);
  } else if (index < 0) entries = [...entries, { token, question }];
  else entries = entries.map((e) => (e.token === token ? { token, question } : e));
  sync();
};

/** Makes a registered question the one in view (a page's button for its question). */
export const focusTutorQuestion = (token: object): void => {
  const entry = entries.find((e) => e.token === token);
  if (!entry) return;
  entries = [...entries.filter((e) => e !== entry), entry];
  sync();
};

export const dispatchTutor = (event: PanelEvent): void => {
  const panel = panelReducer(state.panel, event);
  if (panel !== state.panel) set({ panel });
};

let panelModule: Promise<{ TutorPanel: ComponentType<TutorPanelProps> }> | null = null;
/** The panel's own chunk, imported on the first open (a failed import is tried again next time). */
export const loadPanel = () => {
  panelModule ??= import('./tutor-panel.tsx').catch((error: unknown) => {
    panelModule = null;
    throw error;
  });
  return panelModule;
};

/** Opens the panel on the question in view, loading it the first time; focus comes back to `from` on close. */
export const openTutor = (from: HTMLElement | null = null): void => {
  if (!state.question) return;
  opener = from;
  if (state.Panel) {
    set({ loadFailed: false });
    dispatchTutor({ type: 'open' });
    return;
  }
  set({ loading: true, loadFailed: false });
  loadPanel().then(
    (module) => {
      set({ Panel: module.TutorPanel, loading: false });
      if (state.question) dispatchTutor({ type: 'open' });
    },
    () => set({ loading: false, loadFailed: true }),
  );
};

/** The element that opened the panel, if it is still on the page (then forgotten). */
export const takeOpener = (): HTMLElement | null => {
  const element = opener;
  opener = null;
  return element?.isConnected ? element : null;
};

/** A shell mounts the panel's host (the count lets a page's button know the panel can open). */
export const hostTutor = (): (() => void) => {
  set({ hosts: state.hosts + 1 });
  return () => set({ hosts: state.hosts - 1 });
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
/** The current state (what the hook reads). */
export const tutorSnapshot = (): TutorShellState => state;
const snapshot = tutorSnapshot;

export const useTutorShell = (): TutorShellState => useSyncExternalStore(subscribe, snapshot, snapshot);

/** For tests: forget every registration and put the panel away. */
export const resetTutorStore = (): void => {
  entries = [];
  opener = null;
  set({ question: null, panel: HIDDEN, loading: false, loadFailed: false });
};

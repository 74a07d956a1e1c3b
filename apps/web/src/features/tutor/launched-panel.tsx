import type { TutorPanelProps } from './tutor-panel.tsx';
import type { TutorLauncher } from './use-tutor-launcher.ts';

/** The question a launcher opens the tutor on. */
export type TutorQuestion = Omit<TutorPanelProps, 'state' | 'dispatch'>;

/** The tutor panel a launcher opens: nothing until its module has loaded on the first click. */
export function LaunchedPanel({ launcher, question }: { launcher: TutorLauncher; question: TutorQuestion }) {
  const { Panel } = launcher;
  return Panel ? <Panel state={launcher.state} dispatch={launcher.dispatch} {...question} /> : null;
}

import type { AnswerValue, UserExamView } from '@prepwell/contracts';

/** The runner's local state of one question: what the student sees, whether or not the server has it yet. */
export interface LocalAnswer {
  answer: AnswerValue;
  flagged: boolean;
  eliminated: string[];
}

/** What every module body (SAT, ACT, SHSAT runners here; engineer B's TOEFL view) receives from the runner core. */
export interface ModuleViewProps {
  /** The attempt as the server sent it (contracts): view.current.questions, view.mode. */
  view: UserExamView;
  answers: Readonly<Record<string, LocalAnswer>>;
  /** Journals the answer on this device at once, then syncs it to the server. */
  setAnswer(questionId: string, answer: AnswerValue): void;
  /** Uploads a recorded speaking answer and returns its url; the caller then calls setAnswer(url). */
  uploadRecording(questionId: string, blob: Blob): Promise<string>;
  /** Another tab holds the attempt, or the time is over. */
  readOnly: boolean;
  /** The student confirmed the end of the module. */
  onFinish(): void;
  /** The question on screen changed (time-per-question accounting). */
  onPositionChange?(questionId: string): void;
}

export type ToeflModuleViewProps = ModuleViewProps;

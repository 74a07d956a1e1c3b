import type { QuestionType, RunnerQuestion, ToeflTask } from '@prepwell/contracts';

/**
 * The TOEFL task names the view shows (tools.json `toefl.task.*` and `toefl.directions.*`). The list is the
 * contracts' TOEFL_TASKS, written here as a type-checked copy so that the runner does not load contracts'
 * runtime values (which bring zod).
 */
export const TOEFL_TASK_NAMES = [
  'complete_the_words',
  'read_in_daily_life',
  'read_academic_passage',
  'listen_choose_response',
  'listen_conversation',
  'listen_announcement',
  'listen_academic_talk',
  'listen_and_repeat',
  'take_an_interview',
  'build_a_sentence',
  'write_an_email',
  'academic_discussion',
  'integrated_writing',
  'independent_writing',
  'reading_passage',
  'listening_lecture',
  'speaking_task',
] as const satisfies readonly ToeflTask[];

export type TaskName = (typeof TOEFL_TASK_NAMES)[number];

// Compile-time check that the copy is complete: every contracts task is in the list.
type Missing = Exclude<ToeflTask, TaskName>;
const complete: Missing extends never ? true : never = true;
void complete;

const BY_TYPE: Record<QuestionType, TaskName | null> = {
  fill_letters: 'complete_the_words',
  build_sentence: 'build_a_sentence',
  spoken_response: 'speaking_task',
  written_response: 'independent_writing',
  multiple_choice: null,
  multi_select: null,
  grid_in: null,
};

/** The task a question belongs to: its own, or the one its type implies; null for a plain question. */
export const taskOf = (question: Pick<RunnerQuestion, 'task' | 'type'>): TaskName | null =>
  (TOEFL_TASK_NAMES as readonly string[]).includes(question.task ?? '') ? (question.task as TaskName) : BY_TYPE[question.type];

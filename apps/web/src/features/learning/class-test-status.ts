import type { ClassTestView } from '@prepwell/contracts';

/**
 * What a student can do with a class test sent to them:
 * - `upcoming`: not open yet (its date and time are still ahead);
 * - `start`: open, no attempt yet (or the last one was abandoned: a new one starts);
 * - `resume`: an attempt is in progress;
 * - `completed`: done; the score report is `/{kind}/result/{userExamId}`.
 */
export type ClassTestState =
  | { state: 'upcoming'; opensAt: string }
  | { state: 'start'; retake: boolean }
  | { state: 'resume'; userExamId: string }
  | {
      state: 'completed';
      userExamId: string;
      score: number | null;
      scoreLabel: string | null;
      completedAt: string | null;
    };

/**
 * The state at `now` (ms). The server's `available` was computed when the list loaded; a page left open
 * past `scheduled_at` also counts the test as open, so the student does not have to reload.
 */
export const classTestState = (
  test: Pick<ClassTestView, 'available' | 'scheduled_at' | 'my_attempt'>,
  now: number,
): ClassTestState => {
  const attempt = test.my_attempt;
  if (attempt?.status === 'completed') {
    return {
      state: 'completed',
      userExamId: attempt.user_exam_id,
      score: attempt.score,
      scoreLabel: attempt.score_label,
      completedAt: attempt.completed_at,
    };
  }
  if (attempt?.status === 'in_progress') return { state: 'resume', userExamId: attempt.user_exam_id };
  const opensAt = Date.parse(test.scheduled_at);
  const open = test.available || (Number.isFinite(opensAt) && opensAt <= now);
  if (!open) return { state: 'upcoming', opensAt: test.scheduled_at };
  return { state: 'start', retake: attempt?.status === 'abandoned' };
};

/** Order on the Tests tab: what the student can act on first (resume, start), then upcoming by date, then done. */
const RANK: Record<ClassTestState['state'], number> = { resume: 0, start: 1, upcoming: 2, completed: 3 };

export const sortClassTests = <T extends Pick<ClassTestView, 'available' | 'scheduled_at' | 'my_attempt'>>(
  tests: readonly T[],
  now: number,
): T[] =>
  [...tests].sort((a, b) => {
    const byState = RANK[classTestState(a, now).state] - RANK[classTestState(b, now).state];
    return byState !== 0 ? byState : Date.parse(a.scheduled_at) - Date.parse(b.scheduled_at);
  });

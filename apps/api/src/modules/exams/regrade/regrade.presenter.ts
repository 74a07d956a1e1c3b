import type { AttemptScores, RegradeChange } from '@prepwell/contracts';
import { fullName } from '../../users/users.presenter.ts';

/** One changed attempt of a regrade: the student as lists name them, old and new scores. */
export const presentRegradeChange = (f: {
  attempt: {
    id: string;
    scores: AttemptScores | null;
    firstName: string | null;
    lastName: string | null;
    username: string | null;
  };
  rescored: { after: AttemptScores };
}): RegradeChange => ({
  userExamId: f.attempt.id,
  studentName: fullName(f.attempt) ?? f.attempt.username ?? '',
  before: f.attempt.scores ?? null,
  after: f.rescored.after,
});

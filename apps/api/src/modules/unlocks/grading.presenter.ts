import { ToeflTask, type GradingQueueItem, type GradingRequestView } from '@prepwell/contracts';
import { iso } from '../../lib/clock.ts';
import { fullName } from '../users/users.presenter.ts';
import type { GradingRequestRow, QueueRow } from './grading.repository.ts';

/** The scale of the request's question (0…max); its key is rated, as the request was only accepted for one. */
const maxOf = (row: Pick<GradingRequestRow, 'answerKey'>) => (row.answerKey.kind === 'rated' ? row.answerKey.max : 0);

export const presentGradingRequest = (row: GradingRequestRow): GradingRequestView => ({
  id: row.id,
  user_exam_id: row.userExamId,
  question_id: row.questionId,
  level: row.level,
  status: row.status,
  price: row.price,
  priority: row.priority > 0,
  score: row.score,
  max_score: maxOf(row),
  comment: row.comment,
  created_at: iso(row.createdAt)!,
  graded_at: iso(row.gradedAt),
});

export const presentQueueItem = (row: QueueRow): GradingQueueItem => {
  const task = ToeflTask.safeParse(row.question.task);
  const answer = row.answer?.value;
  return {
    ...presentGradingRequest(row),
    student: { id: row.student.id, name: fullName(row.student) ?? row.student.username ?? '' },
    test: { id: row.test.id, title: row.test.title, kind: row.test.kind },
    question: {
      type: row.question.type,
      task: task.success ? task.data : null,
      section: row.question.section,
      stem: row.question.stem,
    },
    answer: typeof answer === 'string' ? answer : '',
  };
};

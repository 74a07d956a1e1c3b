import type { CurrentModule, RunnerQuestion, SavedAnswer, UserExamView } from '@prepwell/contracts';
import type { Plan } from './attempt-plan.ts';
import type { AnswerRow, AttemptRow, selectRunnerQuestions } from './attempts.repository.ts';

type RunnerRow = Awaited<ReturnType<typeof selectRunnerQuestions>>[number];

export const remainingSecondsAt = (deadlineAt: Date, now: Date) => Math.max(0, Math.ceil((deadlineAt.getTime() - now.getTime()) / 1000));

export const presentRunnerQuestion = (q: RunnerRow): RunnerQuestion => ({
  id: q.id,
  position: q.position,
  type: q.type,
  task: q.task,
  stem: q.stem,
  choices: q.choices.map((c) => ({ id: c.id, text: c.text })),
  passage: q.passageId ? { id: q.passageId, title: q.passageTitle, body: q.passageBody ?? '' } : null,
});

export const presentSavedAnswer = (a: AnswerRow): SavedAnswer => ({ questionId: a.questionId, answer: a.answer?.value ?? null, flagged: a.flagged, seq: a.seq });

const presentCurrent = (attempt: AttemptRow, plan: Plan, questions: RunnerRow[], now: Date): CurrentModule | null => {
  const module = plan.modules.find((m) => m.id === attempt.currentModuleId);
  const section = module && plan.sections.find((s) => s.id === module.sectionId);
  if (attempt.status !== 'in_progress' || !module || !section || !attempt.moduleStartedAt || !attempt.moduleDeadlineAt) return null;
  return {
    sectionId: section.id,
    section: section.section,
    sectionTitle: section.title,
    moduleId: module.id,
    moduleTitle: module.title,
    stage: module.position,
    route: module.route,
    ordinal: attempt.moduleOrdinal,
    startedAt: attempt.moduleStartedAt.toISOString(),
    deadlineAt: attempt.moduleDeadlineAt.toISOString(),
    remainingSeconds: remainingSecondsAt(attempt.moduleDeadlineAt, now),
    questions: questions.map(presentRunnerQuestion),
  };
};

export const presentAttempt = (attempt: AttemptRow, plan: Plan, view: { questions: RunnerRow[]; answers: AnswerRow[]; now: Date }): UserExamView => ({
  id: attempt.id,
  examId: attempt.testId,
  status: attempt.status,
  epoch: attempt.epoch,
  startedAt: attempt.startedAt.toISOString(),
  completedAt: attempt.completedAt ? attempt.completedAt.toISOString() : null,
  current: presentCurrent(attempt, plan, view.questions, view.now),
  answers: view.answers.map(presentSavedAnswer),
  routes: Object.entries(attempt.routes).map(([sectionId, route]) => ({ sectionId, route })),
  scores: attempt.scores ?? null,
});

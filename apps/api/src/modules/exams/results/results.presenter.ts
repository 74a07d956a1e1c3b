import type {
  AttemptSummary,
  ModuleOutcome,
  QuestionOutcome,
  ResultLocks,
  ReviewQuestion,
  RunnerQuestion,
  TestBrief,
} from '@prepwell/contracts';
import { renderRichText } from '../../../lib/rich-text.ts';
import { fullName } from '../../users/users.presenter.ts';
import { presentRunnerQuestion } from '../attempts/attempts.presenter.ts';
import { correctAnswerOf } from '../attempts/grading.ts';
import type { PlacedQuestion } from './result-report.ts';
import type { AttemptDetailRow, AttemptListRow, ReviewQuestionRow, TakenModuleRow } from './results.repository.ts';

const iso = (d: Date) => d.toISOString();

export const presentTestBrief = (t: AttemptListRow['test']): TestBrief => ({
  id: t.id,
  title: t.title,
  kind: t.kind,
  type: t.type,
  version: t.version,
  revision: t.revision,
});

/** The student as lists and reports name them: first and last name, else the username. */
export const presentStudent = (s: AttemptListRow['student']) => ({ id: s.id, name: fullName(s) ?? s.username ?? '' });

export const presentAttemptSummary = (row: AttemptListRow): AttemptSummary => ({
  id: row.id,
  test: presentTestBrief(row.test),
  status: row.status,
  mode: row.mode,
  startedAt: iso(row.startedAt),
  completedAt: row.completedAt ? iso(row.completedAt) : null,
  overall: row.scores?.overall ?? null,
  student: presentStudent(row.student),
});

export const presentModuleOutcome = (m: TakenModuleRow): ModuleOutcome => ({
  moduleId: m.moduleId,
  sectionId: m.sectionId,
  section: m.section,
  title: m.title,
  stage: m.stage,
  route: m.route,
  startedAt: m.startedAt ? iso(m.startedAt) : null,
  endedAt: m.endedAt ? iso(m.endedAt) : null,
  endedBy: m.endedBy ?? null,
  correct: m.correct,
  operational: m.operational,
});

export const presentQuestionOutcome = (p: PlacedQuestion<ReviewQuestionRow>): QuestionOutcome => ({
  questionId: p.question.id,
  moduleId: p.module.moduleId,
  sectionId: p.module.sectionId,
  section: p.module.section,
  number: p.number,
  position: p.question.position,
  type: p.question.type,
  domain: p.question.domain,
  skill: p.question.skill,
  difficulty: p.question.difficulty,
  answered: p.answered,
  correct: p.correct,
  pretest: p.question.pretest,
  flagged: p.flagged,
  timeSpentSeconds: p.timeSpentSeconds,
});

/** A question of the review: as the runner showed it, plus the student's answer, the key and the explanation. */
export const presentReviewQuestion = (p: PlacedQuestion<ReviewQuestionRow>): ReviewQuestion => {
  const runner: RunnerQuestion = presentRunnerQuestion(p.question);
  return {
    ...runner,
    number: p.number,
    section: p.module.section,
    answer: p.answer,
    correct: p.correct,
    correctAnswer: correctAnswerOf(p.question.answerKey),
    explanation: p.question.explanation,
    explanationHtml: renderRichText(p.question.explanation),
    domain: p.question.domain,
    skill: p.question.skill,
    difficulty: p.question.difficulty,
    pretest: p.question.pretest,
    flagged: p.flagged,
    timeSpentSeconds: p.timeSpentSeconds,
  };
};

/** The parts of AttemptResult that come from the attempt row itself. */
export const presentResultHead = (row: AttemptDetailRow, locks: ResultLocks) => ({
  id: row.id,
  test: presentTestBrief(row.test),
  student: presentStudent(row.student),
  status: row.status,
  mode: row.mode,
  startedAt: iso(row.startedAt),
  completedAt: row.completedAt ? iso(row.completedAt) : null,
  scores: row.scores ?? null,
  leaveCount: row.leaveCount,
  timeAwaySeconds: row.timeAwaySeconds,
  absences: row.absences,
  locks,
  regradedAt: row.regradedAt ? iso(row.regradedAt) : null,
});

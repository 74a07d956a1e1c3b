import type {
  Choice,
  CurrentModule,
  PlanStep,
  QuestionMedia,
  QuestionType,
  RunnerQuestion,
  SavedAnswer,
  TestBrief,
  UserExamView,
} from '@prepwell/contracts';
import type { QuestionMediaColumn } from '../../../db/schema/index.ts';
import { renderRichInline, renderRichText } from '../../../lib/rich-text.ts';
import type { AnswerRow } from './answers.repository.ts';
import { breakRemainingSeconds, phaseOf, remainingSecondsOf, runningSecondsOf } from './attempt-clock-state.ts';
import type { AttemptContent } from './attempt-content.ts';
import { isSessionLive, sessionLapseSeconds } from './attempt-liveness.ts';
import { testClockModules } from './attempt-plan.ts';
import type { AttemptRow } from './attempts.repository.ts';

/**
 * A question row as the runner may see it: never its key, explanation, solution or an audio transcript.
 * The results module builds these for its review too (presentRunnerQuestion is shared).
 */
export interface RunnerQuestionRow {
  id: string;
  /** 1-based order within its module. */
  position: number;
  moduleId: string;
  sectionId: string;
  type: QuestionType;
  task: string | null;
  stem: string;
  choices: Choice[];
  media: QuestionMediaColumn | null;
  passageId: string | null;
  passageKind: 'text' | 'audio' | null;
  passageTitle: string | null;
  passageBody: string | null;
  passageAudioUrl: string | null;
}

const presentMedia = (media: QuestionMediaColumn | null): QuestionMedia => ({
  audioUrl: media?.audioUrl ?? null,
  maxPlays: media?.maxPlays ?? null,
  prepSeconds: media?.prepSeconds ?? null,
  responseSeconds: media?.responseSeconds ?? null,
  minWords: media?.minWords ?? null,
});

/** A question for the runner: authored text and, typeset on the server, its HTML (KaTeX math, escaped text). */
export const presentRunnerQuestion = (q: RunnerQuestionRow): RunnerQuestion => ({
  id: q.id,
  position: q.position,
  moduleId: q.moduleId,
  sectionId: q.sectionId,
  type: q.type,
  task: q.task,
  stem: q.stem,
  stemHtml: renderRichText(q.stem),
  choices: q.choices.map((c) => ({ id: c.id, text: c.text, html: renderRichInline(c.text) })),
  passage: q.passageId
    ? {
        id: q.passageId,
        kind: q.passageKind ?? 'text',
        title: q.passageTitle,
        body: q.passageBody ?? '',
        bodyHtml: renderRichText(q.passageBody ?? ''),
        audioUrl: q.passageAudioUrl,
      }
    : null,
  media: presentMedia(q.media),
});

export const presentSavedAnswer = (a: AnswerRow): SavedAnswer => ({
  questionId: a.questionId,
  answer: a.answer?.value ?? null,
  flagged: a.flagged,
  seq: a.seq,
  timeSpentMs: a.timeSpentMs,
  eliminated: a.eliminated,
});

export const presentTestBrief = (test: AttemptContent['test']): TestBrief => ({
  id: test.id,
  title: test.title,
  kind: test.kind,
  type: test.type,
  version: test.version,
  revision: test.revision,
});

/**
 * The module being taken or about to start. On a `test` clock it stands for the whole test: the first
 * module's identity, the test's time, and the questions of every module (each carries its moduleId).
 */
const presentCurrent = (
  attempt: AttemptRow,
  content: AttemptContent,
  questions: RunnerQuestionRow[],
  now: Date,
): CurrentModule | null => {
  const { plan, test } = content;
  const module =
    test.clock === 'test' ? testClockModules(plan)[0] : plan.modules.find((m) => m.id === attempt.currentModuleId);
  const section = module && plan.sections.find((s) => s.id === module.sectionId);
  if (attempt.status !== 'in_progress' || !module || !section) return null;
  const running = !!attempt.moduleStartedAt;
  const timeLimitSeconds = runningSecondsOf(content, module);
  return {
    sectionId: section.id,
    section: section.section,
    sectionTitle: section.title,
    moduleId: module.id,
    moduleTitle: test.clock === 'test' ? test.title : module.title,
    stage: module.position,
    route: module.route,
    ordinal: attempt.moduleOrdinal,
    startedAt: attempt.moduleStartedAt?.toISOString() ?? null,
    deadlineAt: attempt.moduleDeadlineAt?.toISOString() ?? null,
    remainingSeconds: remainingSecondsOf(attempt, timeLimitSeconds, now),
    timeLimitSeconds,
    questions: running ? questions.map(presentRunnerQuestion) : [],
  };
};

export interface AttemptViewData {
  questions: RunnerQuestionRow[];
  answers: AnswerRow[];
  plan: PlanStep[];
  now: Date;
}

export const presentAttempt = (attempt: AttemptRow, content: AttemptContent, view: AttemptViewData): UserExamView => {
  const phase = phaseOf(attempt, view.now);
  return {
    id: attempt.id,
    examId: attempt.testId,
    test: presentTestBrief(content.test),
    status: attempt.status,
    mode: attempt.mode,
    clock: content.test.clock,
    phase,
    epoch: attempt.epoch,
    sessionLive: isSessionLive(attempt, view.now),
    sessionLapseSeconds: sessionLapseSeconds(attempt, view.now),
    startedAt: attempt.startedAt.toISOString(),
    completedAt: attempt.completedAt?.toISOString() ?? null,
    current: presentCurrent(attempt, content, view.questions, view.now),
    breakEndsAt: phase === 'break' ? attempt.breakEndsAt!.toISOString() : null,
    breakRemainingSeconds: phase === 'break' ? breakRemainingSeconds(attempt, view.now) : null,
    answers: view.answers.map(presentSavedAnswer),
    routes: Object.entries(attempt.routes).map(([sectionId, route]) => ({ sectionId, route })),
    plan: view.plan,
    leaveCount: attempt.leaveCount,
    timeAwaySeconds: attempt.timeAwaySeconds,
    scores: attempt.scores ?? null,
  };
};

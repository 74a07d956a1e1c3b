import {
  modeOfTestType,
  type AnswerKey,
  type AnswerValue,
  type QuestionType,
  type TestType,
} from '@prepwell/contracts';
import type { TenantTx } from '../../../db/with-tenant.ts';
import { upsertAnswer } from './answers.repository.ts';
import { endRunningModule, startRunningModule } from './attempt-clock.ts';
import { openModulesOf } from './attempt-clock-state.ts';
import { selectGradableQuestions, selectRunnerQuestions } from './attempt-content.repository.ts';
import { firstModule } from './attempt-plan.ts';
import { loadContent } from './attempt-session.ts';
import { insertAttempt } from './attempts.repository.ts';

/** A question as the demo's student meets it: its type, key and choice ids. */
export interface SeedQuestion {
  id: string;
  type: QuestionType;
  answerKey: AnswerKey;
  choiceIds: string[];
}

export interface SeededAttemptInput {
  userId: string;
  testId: string;
  /** The class test the attempt was started from (the class's results and heat map read it). */
  classTestId?: string;
  paidByClass?: boolean;
  startedAt: Date;
  /** The answer the student gives to a question, or null to leave it blank. */
  answer: (question: SeedQuestion, index: number) => AnswerValue | null;
}

/**
 * Issue 17 (defect 10): a finished attempt for the demo seed (seed/demo-results.ts), written through the
 * attempt engine itself in the seed's one transaction: the attempt is inserted, each module's clock
 * starts, the answers are saved, and each module ends by submit (grading, adaptive routing, the next
 * module, completion and scores), at instants in the past that stay inside each module's time. Being one
 * transaction, the sweeper never sees a half-taken attempt. No limits, sessions or payments: the seed
 * acts for the platform at start-up, never for a request. Returns the attempt's id and the questions answered.
 */
export const seedCompletedAttempt = async (
  tx: TenantTx,
  input: SeededAttemptInput,
): Promise<{
  id: string;
  test: { title: string; type: TestType };
  answered: { questionId: string; type: QuestionType }[];
}> => {
  const answered: { questionId: string; type: QuestionType }[] = [];
  const content = await loadContent(tx, input.testId);
  const first = firstModule(content.plan);
  if (!first) throw new Error(`test ${input.testId} has no module`);
  let attempt = (await insertAttempt(tx, {
    userId: input.userId,
    testId: input.testId,
    mode: modeOfTestType(content.test.type),
    currentModuleId: first.id,
    startedAt: input.startedAt,
    ...(input.classTestId ? { classTestId: input.classTestId, paidByClass: input.paidByClass ?? false } : {}),
  }))!;
  let now = new Date(input.startedAt.getTime() + 60_000);
  let index = 0;
  for (let guard = 0; guard < 50 && attempt.status === 'in_progress'; guard++) {
    if (!attempt.moduleStartedAt) attempt = await startRunningModule(tx, attempt, content, now);
    const modules = openModulesOf(content, attempt.currentModuleId);
    const deadline = attempt.moduleDeadlineAt?.getTime() ?? now.getTime() + 3_600_000;
    const placed = await selectRunnerQuestions(
      tx,
      modules.map((m) => m.id),
    );
    const keys = new Map<string, { type: QuestionType; answerKey: AnswerKey }>();
    for (const m of modules) for (const q of await selectGradableQuestions(tx, m.id)) keys.set(q.id, q);
    // Three quarters of the module's time, shared evenly by its questions.
    const step = Math.max(1_000, Math.floor(((deadline - now.getTime()) * 0.75) / Math.max(placed.length, 1)));
    for (const q of placed) {
      const key = keys.get(q.id);
      if (!key) continue;
      const value = input.answer(
        { id: q.id, type: key.type, answerKey: key.answerKey, choiceIds: (q.choices ?? []).map((c) => c.id) },
        index++,
      );
      now = new Date(now.getTime() + step);
      if (value === null) continue;
      await upsertAnswer(tx, {
        userExamId: attempt.id,
        questionId: q.id,
        moduleId: q.moduleId,
        answer: value,
        seq: 1,
        savedAt: now,
        flagged: undefined,
        timeSpentMs: step,
        eliminated: undefined,
      });
      answered.push({ questionId: q.id, type: key.type });
    }
    attempt = (await endRunningModule(tx, attempt, content, now, 'submitted')).attempt;
    // A break or the next module's instructions: a minute passes.
    now = new Date(now.getTime() + 60_000);
  }
  return { id: attempt.id, test: { title: content.test.title, type: content.test.type }, answered };
};

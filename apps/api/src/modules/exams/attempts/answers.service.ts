import {
  ANSWER_GRACE_SECONDS,
  type AnswerValue,
  type CheckAnswerResponse,
  type ClockMode,
  type SaveAnswerRequest,
  type SaveAnswerResponse,
} from '@prepwell/contracts';
import type { Deps } from '../../../deps.ts';
import { commitWithNext } from '../../../db/pipelined-transaction.ts';
import type { TenantTx } from '../../../db/with-tenant.ts';
import { AppError } from '../../../lib/app-error.ts';
import { renderRichText } from '../../../lib/rich-text.ts';
import { answerFitsQuestion } from './answer-shape.ts';
import { quickSaveAnswer, selectAnswer, upsertAnswer } from './answers.repository.ts';
import { settleAttempt, startRunningModule } from './attempt-clock.ts';
import { isPastGrace, openModulesOf, phaseOf } from './attempt-clock-state.ts';
import { selectQuestionInTest } from './attempt-content.repository.ts';
import {
  assertEpoch,
  beginWrite,
  inAttemptTx,
  loadContent,
  nowOf,
  Refusal,
  type AttemptContext,
} from './attempt-session.ts';
import { selectAttemptModulesIn, touchAttemptForSave, type AttemptRow } from './attempts.repository.ts';
import { correctAnswerOf, isAnswerCorrect } from './grading.ts';
import { knownShape, rememberShape } from './question-shapes.ts';
import { isRecordingOf } from './recordings.service.ts';

type AnswerCtx = AttemptContext & { userExamId: string; questionId: string };

/** The module of the attempt in which a question is answered now, or null when none of its modules is open. */
const openModuleOf = (attempt: AttemptRow, clock: ClockMode, moduleIds: readonly string[]): string | null => {
  if (attempt.status !== 'in_progress' || !attempt.currentModuleId) return null;
  if (clock === 'test') return moduleIds[0] ?? null;
  return moduleIds.includes(attempt.currentModuleId) ? attempt.currentModuleId : null;
};

/**
 * Why a question of the test is not open: its module already ended (time over → 409 `module_time_over`,
 * submitted → 409 `conflict`, so a runner's journal can drop the save), or it is not one the attempt
 * has reached (404).
 */
const closedModuleRefusal = async (tx: TenantTx, attempt: AttemptRow, moduleIds: readonly string[]) => {
  const ended = (await selectAttemptModulesIn(tx, attempt.id, moduleIds)).find((m) => m.endedAt);
  if (!ended) throw new AppError('not_found');
  return new Refusal(ended.endedBy === 'time_over' ? 'module_time_over' : 'conflict');
};

/** Whether the answer has its question's shape (a spoken answer: a recording of this attempt's). */
const fitsQuestion = (
  deps: Pick<Deps, 'storage'>,
  ctx: AnswerCtx,
  question: Parameters<typeof answerFitsQuestion>[0],
  answer: AnswerValue,
) => answerFitsQuestion(question, answer) && (question.type !== 'spoken_response' || isRecordingOf(deps, ctx, answer));

/**
 * Autosaves one answer of an open module (issue 21, decision 0054). Most saves take the quick way: when
 * this process knows the question (question-shapes.ts) and the answer has its shape, one statement of its
 * own (the database function autosave_quick) binds the tenant, gates, touches and upserts: one round trip.
 * Whatever its gate does not let in (quickSaveAnswer) takes the long way, which holds every rule: a module
 * to start, a break, a pause, the grace passed, a closed module, a stale epoch, an unknown or edited
 * question, a wrong shape. The reply leaves after the commit either way, so an acknowledged save is durable.
 */
export const saveAnswer = async (
  deps: Pick<Deps, 'db' | 'storage'>,
  ctx: AnswerCtx & { input: SaveAnswerRequest },
): Promise<SaveAnswerResponse> => {
  const quick = await quickSave(deps, ctx);
  return quick ? replyOf(quick) : replyOf(await saveTheLongWay(deps, ctx));
};

const replyOf = (stored: StoredAnswer): SaveAnswerResponse => ({
  questionId: stored.questionId,
  seq: stored.seq,
  applied: stored.applied,
  answer: stored.answer?.value ?? null,
  flagged: stored.flagged,
});

type StoredAnswer = NonNullable<Awaited<ReturnType<typeof upsertAnswer>>>;

/** What a save writes, as both ways pass it on. */
const savedFields = (input: SaveAnswerRequest, now: Date) => ({
  answer: input.answer,
  seq: input.seq,
  savedAt: now,
  flagged: input.flagged,
  timeSpentMs: input.timeSpentMs,
  eliminated: input.eliminated,
});

/** The quick save: the stored row, or undefined for the long way (nothing written then). */
const quickSave = async (deps: Pick<Deps, 'db' | 'storage'>, ctx: AnswerCtx & { input: SaveAnswerRequest }) => {
  const shape = knownShape(ctx.tenant.id, ctx.questionId);
  const { input } = ctx;
  if (!shape || !fitsQuestion(deps, ctx, shape, input.answer)) return undefined;
  const now = nowOf(ctx);
  return quickSaveAnswer(deps.db, ctx.tenant.id, {
    userExamId: ctx.userExamId,
    userId: ctx.actor.id,
    questionId: ctx.questionId,
    questionUpdatedAt: shape.updatedAt,
    epoch: input.epoch,
    graceFloor: new Date(now.getTime() - ANSWER_GRACE_SECONDS * 1000),
    ...savedFields(input, now),
  });
};

/**
 * The long way: touchAttemptForSave (lock, sign of life, clock and question in one UPDATE … RETURNING),
 * the rules, then the seq-guarded upsert, inside begin/commit. A save to a `ready` module starts its clock
 * first (API clients save without start-module). Refused after the deadline plus the grace (the module is
 * ended then, at its deadline, and that commits). Remembers the question for the quick way.
 */
const saveTheLongWay = (
  deps: Pick<Deps, 'db' | 'storage'>,
  ctx: AnswerCtx & { input: SaveAnswerRequest },
): Promise<StoredAnswer> =>
  inAttemptTx(deps, ctx, async (tx) => {
    const now = nowOf(ctx);
    const { input } = ctx;
    const touched = await touchAttemptForSave(tx, {
      id: ctx.userExamId,
      userId: ctx.actor.id,
      questionId: ctx.questionId,
      now,
    });
    if (!touched) throw new AppError('not_found');
    let attempt = touched.attempt;
    assertEpoch(attempt, input.epoch);
    const question = touched.question;
    if (!question) throw new AppError('not_found');
    rememberShape(ctx.tenant.id, ctx.questionId, question);
    if (isPastGrace(attempt, now)) {
      await settleAttempt(tx, attempt, await loadContent(tx, attempt.testId), now);
      return new Refusal('module_time_over');
    }
    const moduleId = openModuleOf(attempt, touched.clock, question.moduleIds);
    if (!moduleId) return closedModuleRefusal(tx, attempt, question.moduleIds);
    if (!fitsQuestion(deps, ctx, question, input.answer))
      throw new AppError('validation_failed', { fields: [{ path: 'answer', key: 'invalid_value' }] });
    const phase = phaseOf(attempt, now);
    if (phase === 'ready' || phase === 'break')
      attempt = await startRunningModule(tx, attempt, await loadContent(tx, attempt.testId), now);

    // The last statement: COMMIT travels with it on the PostgreSQL server (db/pipelined-transaction.ts).
    commitWithNext(tx);
    const stored = await upsertAnswer(tx, {
      userExamId: attempt.id,
      questionId: ctx.questionId,
      moduleId,
      ...savedFields(input, now),
    });
    if (!stored) throw new Error('The autosave found no row after its upsert');
    return stored;
  });

/**
 * Practice mode: checks the saved answer of a question in the running module and shows the key and the
 * explanation (typeset). Rated items (speaking, writing) are never machine-graded: `correct` is null.
 */
export const checkAnswer = (
  deps: Pick<Deps, 'db'>,
  ctx: AnswerCtx & { epoch?: number | undefined },
): Promise<CheckAnswerResponse> =>
  inAttemptTx(deps, ctx, async (tx) => {
    const { attempt, content, changed, now } = await beginWrite(tx, ctx, ctx.userExamId, ctx.epoch);
    if (attempt.mode !== 'practice') return new Refusal('practice_only');
    const rows = await selectQuestionInTest(tx, attempt.testId, ctx.questionId);
    const question = rows[0];
    if (!question) throw new AppError('not_found');
    if (changed) return new Refusal('module_time_over');
    const phase = phaseOf(attempt, now);
    const open = new Set(openModulesOf(content, attempt.currentModuleId).map((m) => m.id));
    if ((phase !== 'module' && phase !== 'paused') || !rows.some((r) => open.has(r.moduleId)))
      return closedModuleRefusal(
        tx,
        attempt,
        rows.map((r) => r.moduleId),
      );
    const saved = await selectAnswer(tx, attempt.id, question.id);
    const rated = question.answerKey.kind === 'rated';
    return {
      questionId: question.id,
      correct: rated ? null : isAnswerCorrect(question, saved?.answer?.value),
      correctAnswer: correctAnswerOf(question.answerKey),
      explanation: question.explanation,
      explanationHtml: renderRichText(question.explanation),
    };
  });

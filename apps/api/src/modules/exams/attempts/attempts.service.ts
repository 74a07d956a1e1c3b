import type { SaveAnswerRequest, SaveAnswerResponse, StartAttemptResponse, SubmitModuleResponse, UserExamView } from '@prepwell/contracts';
import type { Deps } from '../../../deps.ts';
import { withTenant, type TenantTx } from '../../../db/with-tenant.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { AuthUser } from '../../auth/auth.service.ts';
import type { TenantContext } from '../../tenants/tenants.service.ts';
import { answerFitsQuestion } from './answer-shape.ts';
import { endCurrentModule, isPastGrace, settleAttempt } from './attempt-clock.ts';
import { firstModule } from './attempt-plan.ts';
import { presentAttempt } from './attempts.presenter.ts';
import {
  bumpEpoch,
  insertAttempt,
  insertAttemptModule,
  selectAnswer,
  selectAnswers,
  selectAttemptOfUser,
  selectModuleQuestion,
  selectOpenAttempt,
  selectPlan,
  selectRunnerQuestions,
  selectVisibleTestId,
  upsertAnswer,
} from './attempts.repository.ts';

export interface AttemptContext {
  tenant: TenantContext;
  actor: AuthUser;
  /** The server's clock; tests may pass their own instant. */
  now?: Date;
}

const nowOf = (ctx: AttemptContext) => ctx.now ?? new Date();

/** The caller's own attempt, locked and settled (expired modules ended); anyone else's is 404. */
const loadSettled = async (tx: TenantTx, ctx: AttemptContext, userExamId: string) => {
  const row = await selectAttemptOfUser(tx, userExamId, ctx.actor.id, { forUpdate: true });
  if (!row) throw new AppError('not_found');
  const plan = await selectPlan(tx, row.testId);
  const settled = await settleAttempt(tx, row, plan, nowOf(ctx));
  return { ...settled, plan };
};

/**
 * Starts an attempt at a test the caller may see (their tenant's, or main's public one), or resumes
 * the open one. The attempt row lives in the caller's tenant; a shared test is only referenced.
 * Each start or resume opens a new session epoch.
 */
export const startAttempt = (deps: Pick<Deps, 'db'>, ctx: AttemptContext & { examId: string }): Promise<StartAttemptResponse> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const testId = await selectVisibleTestId(tx, ctx.examId);
    if (!testId) throw new AppError('not_found');
    const plan = await selectPlan(tx, testId);
    const now = nowOf(ctx);
    const open = await selectOpenAttempt(tx, ctx.actor.id, testId);
    if (open) {
      const settled = await settleAttempt(tx, open, plan, now);
      if (settled.attempt.status === 'in_progress') return { userExamId: (await bumpEpoch(tx, open.id)).id, resumed: true };
    }
    const first = firstModule(plan);
    if (!first) throw new AppError('not_found');
    const deadlineAt = new Date(now.getTime() + first.timeLimitSeconds * 1000);
    const created = await insertAttempt(tx, { userId: ctx.actor.id, testId, moduleId: first.id, startedAt: now, deadlineAt });
    if (!created) {
      // A concurrent start won the unique open-attempt index (this insert waited for it): resume that one.
      const winner = await selectOpenAttempt(tx, ctx.actor.id, testId);
      if (!winner) throw new AppError('conflict');
      return { userExamId: (await bumpEpoch(tx, winner.id)).id, resumed: true };
    }
    await insertAttemptModule(tx, { userExamId: created.id, moduleId: first.id, ordinal: 1, startedAt: now, deadlineAt });
    return { userExamId: created.id, resumed: false };
  });

/** The attempt as the runner needs it: the current module's questions (no keys), saved answers and the server's remaining time. */
export const getAttempt = (deps: Pick<Deps, 'db'>, ctx: AttemptContext & { userExamId: string }): Promise<UserExamView> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const { attempt, plan } = await loadSettled(tx, ctx, ctx.userExamId);
    const moduleId = attempt.currentModuleId;
    const questions = moduleId ? await selectRunnerQuestions(tx, moduleId) : [];
    const answers = moduleId ? await selectAnswers(tx, attempt.id, [moduleId]) : [];
    return presentAttempt(attempt, plan, { questions, answers, now: nowOf(ctx) });
  });

/**
 * Autosaves one answer of the current module. Applied only when `seq` is above the stored one (the
 * response carries the stored seq either way); refused after the deadline plus the grace.
 */
export const saveAnswer = (
  deps: Pick<Deps, 'db'>,
  ctx: AttemptContext & { userExamId: string; questionId: string; input: SaveAnswerRequest },
): Promise<SaveAnswerResponse> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const now = nowOf(ctx);
    const row = await selectAttemptOfUser(tx, ctx.userExamId, ctx.actor.id);
    if (!row) throw new AppError('not_found');
    if (isPastGrace(row, now)) {
      // End what has run out while we are here; the transaction must commit, so the refusal is returned after it.
      return { refused: true as const };
    }
    if (row.status !== 'in_progress' || !row.currentModuleId) throw new AppError('not_found');
    const question = await selectModuleQuestion(tx, row.currentModuleId, ctx.questionId);
    if (!question) throw new AppError('not_found');
    if (!answerFitsQuestion(question, ctx.input.answer)) throw new AppError('validation_failed', { fields: [{ path: 'answer', key: 'invalid_value' }] });
    const values = { userExamId: row.id, questionId: question.id, moduleId: row.currentModuleId, answer: ctx.input.answer, flagged: ctx.input.flagged, seq: ctx.input.seq, savedAt: now };
    const applied = await upsertAnswer(tx, values);
    const stored = applied ?? (await selectAnswer(tx, row.id, question.id))!;
    return { questionId: stored.questionId, seq: stored.seq, applied: !!applied, answer: stored.answer?.value ?? null, flagged: stored.flagged };
  }).then(async (result) => {
    if (!('refused' in result)) return result;
    await withTenant(deps.db, ctx.tenant.id, (tx) => loadSettled(tx, ctx, ctx.userExamId));
    throw new AppError('module_time_over');
  });

/**
 * Ends the current module: grades it, routes an adaptive section's module 2, starts the next module's
 * clock, or completes the attempt with its scores after the last module. A module that has already
 * run out was ended by the server: that is a `module_time_over` refusal, never the end of the next one.
 */
export const submitModule = (deps: Pick<Deps, 'db'>, ctx: AttemptContext & { userExamId: string }): Promise<SubmitModuleResponse> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const { attempt, plan, changed } = await loadSettled(tx, ctx, ctx.userExamId);
    if (changed) return { timeOver: true as const };
    if (attempt.status !== 'in_progress') throw new AppError('conflict');
    const ended = await endCurrentModule(tx, attempt, plan, nowOf(ctx), 'submitted');
    return { status: ended.attempt.status, routedTo: ended.routedTo, nextModuleId: ended.attempt.currentModuleId };
  }).then((result) => {
    if ('timeOver' in result) throw new AppError('module_time_over');
    return result;
  });

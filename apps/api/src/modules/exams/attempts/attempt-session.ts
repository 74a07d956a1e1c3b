import type { ErrorCode, UserExamView } from '@prepwell/contracts';
import type { Deps } from '../../../deps.ts';
import { withTenant, type TenantTx } from '../../../db/with-tenant.ts';
import { AppError } from '../../../lib/app-error.ts';
import { selectAnswers } from './answers.repository.ts';
import { settleAttempt } from './attempt-clock.ts';
import { openModulesOf } from './attempt-clock-state.ts';
import type { AttemptContent } from './attempt-content.ts';
import { selectAttemptContent, selectRunnerQuestions } from './attempt-content.repository.ts';
import { orderedModules, planSteps } from './attempt-plan.ts';
import { presentAttempt } from './attempts.presenter.ts';
import { selectAttemptModules, touchAttempt, type AttemptRow } from './attempts.repository.ts';
import type { Caller } from '../../auth/caller.ts';

/**
 * What every attempt use case shares: who asks, the server's clock, the session epoch check, the
 * write's opening (lock, sign of life, settle) and the view.
 */
export interface AttemptContext extends Caller {
  /** The server's clock; tests may pass their own instant. */
  now?: Date;
}

export const nowOf = (ctx: AttemptContext) => ctx.now ?? new Date();

/** A write carrying an older session epoch than the attempt's comes from a tab that lost it: 409 `stale_session`. */
export const assertEpoch = (attempt: { epoch: number }, epoch: number | undefined) => {
  if (epoch !== undefined && epoch < attempt.epoch) throw new AppError('stale_session');
};

export const loadContent = async (tx: TenantTx, testId: string): Promise<AttemptContent> => {
  const content = await selectAttemptContent(tx, testId);
  if (!content) throw new AppError('not_found');
  return content;
};

/** A refusal decided inside a transaction whose changes (a module the clock ended) must still commit. */
export class Refusal {
  constructor(readonly code: ErrorCode) {}
}

/** Runs one use case in the tenant's transaction; a returned Refusal becomes the error after the commit. */
export const inAttemptTx = async <T>(
  deps: Pick<Deps, 'db'>,
  ctx: AttemptContext,
  fn: (tx: TenantTx) => Promise<T | Refusal>,
): Promise<T> => {
  const result = await withTenant(deps.db, ctx.tenant.id, fn);
  if (result instanceof Refusal) throw new AppError(result.code);
  return result;
};

/**
 * The opening of a state-changing write: locks the caller's attempt and records its sign of life in one
 * statement (404 for anyone else's), refuses a stale epoch, and applies what the clock has ended.
 * `changed` says that this call ended a module by time.
 */
export const beginWrite = async (tx: TenantTx, ctx: AttemptContext, userExamId: string, epoch: number | undefined) => {
  const now = nowOf(ctx);
  const row = await touchAttempt(tx, userExamId, ctx.actor.id, now);
  if (!row) throw new AppError('not_found');
  assertEpoch(row, epoch);
  const content = await loadContent(tx, row.testId);
  const settled = await settleAttempt(tx, row, content, now);
  return { ...settled, content, now };
};

/** The attempt as the runner needs it: the open module's questions (no keys), their saved answers, the plan. */
export const buildView = async (
  tx: TenantTx,
  attempt: AttemptRow,
  content: AttemptContent,
  now: Date,
): Promise<UserExamView> => {
  const running = attempt.status === 'in_progress' && !!attempt.moduleStartedAt;
  const open = running ? openModulesOf(content, attempt.currentModuleId).map((m) => m.id) : [];
  const [questions, answers, taken] = await Promise.all([
    selectRunnerQuestions(tx, open),
    selectAnswers(tx, attempt.id, open),
    selectAttemptModules(tx, attempt.id),
  ]);
  const order = new Map(orderedModules(content.plan).map((m, i) => [m.id, i]));
  questions.sort((a, b) => (order.get(a.moduleId) ?? 0) - (order.get(b.moduleId) ?? 0) || a.position - b.position);
  const plan = planSteps(content.plan, {
    status: attempt.status,
    clock: content.test.clock,
    currentModuleId: attempt.currentModuleId,
    routes: attempt.routes,
    ended: new Set(taken.filter((t) => t.endedAt).map((t) => t.moduleId)),
  });
  return presentAttempt(attempt, content, { questions, answers, plan, now });
};

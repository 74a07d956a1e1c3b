import { modeOfTestType, type StartAttemptResponse } from '@prepwell/contracts';
import type { Deps } from '../../../deps.ts';
import { withTenant, type TenantTx } from '../../../db/with-tenant.ts';
import { AppError } from '../../../lib/app-error.ts';
import { todayIn } from '../../../lib/clock.ts';
import { settleAttempt } from './attempt-clock.ts';
import type { AttemptTest } from './attempt-content.ts';
import { selectVisibleTest } from './attempt-content.repository.ts';
import { attemptLimitRefusal, dailyCategoryOf, isLimitExempt } from './attempt-limits.policy.ts';
import { isSessionLive } from './attempt-liveness.ts';
import { firstModule } from './attempt-plan.ts';
import { assertEpoch, loadContent, nowOf, type AttemptContext } from './attempt-session.ts';
import { bumpEpoch, countAttemptsForLimits, type AttemptRow, insertAttempt, lockStudentStarts, selectAttemptOfUser, selectOpenAttempt, updateAttempt } from './attempts.repository.ts';

/** Refuses one more attempt past the tenant's limits (attempt-limits.policy.ts); staff are never counted. */
const checkAttemptLimits = async (tx: TenantTx, ctx: AttemptContext, test: AttemptTest, now: Date) => {
  const { settings } = ctx.tenant;
  const today = todayIn(settings.businessTimeZone, now);
  const rows = await countAttemptsForLimits(tx, { userId: ctx.actor.id, testId: test.id, timeZone: settings.businessTimeZone, today });
  const startedToday = { full: 0, section: 0 };
  for (const r of rows) startedToday[dailyCategoryOf(r.type)] += r.today;
  const refusal = attemptLimitRefusal({
    settings,
    actor: ctx.actor,
    today,
    testType: test.type,
    attemptsAtTest: rows.reduce((n, r) => n + r.atTest, 0),
    startedToday,
  });
  if (refusal) throw new AppError(refusal);
};

/**
 * Resuming an open attempt opens a new session on it, unless a tab or device holds a live session: a
 * resume does not take it over (the epoch stays; the runner opens read-only, and "Continue here" opens).
 */
const resumeAttempt = async (tx: TenantTx, open: AttemptRow, now: Date): Promise<StartAttemptResponse> => {
  const resumed = isSessionLive(open, now) ? open : await bumpEpoch(tx, open.id);
  return { userExamId: resumed.id, resumed: true, epoch: resumed.epoch };
};

/** A new attempt: its first module is `ready` (no clock yet), its mode follows the test type, epoch 1. */
const createAttempt = async (tx: TenantTx, ctx: AttemptContext, test: AttemptTest, now: Date): Promise<StartAttemptResponse> => {
  const content = await loadContent(tx, test.id);
  const first = firstModule(content.plan);
  if (!first) throw new AppError('not_found');
  if (!isLimitExempt(ctx.actor)) {
    // One student's starts are serialised, so two at once cannot both take the last free attempt; one
    // that waited here for a start of the same test resumes it rather than being counted.
    await lockStudentStarts(tx, ctx.actor.id);
    const started = await selectOpenAttempt(tx, ctx.actor.id, test.id);
    if (started) return resumeAttempt(tx, started, now);
    await checkAttemptLimits(tx, ctx, test, now);
  }
  const created = await insertAttempt(tx, { userId: ctx.actor.id, testId: test.id, mode: modeOfTestType(test.type), currentModuleId: first.id, startedAt: now });
  if (created) return { userExamId: created.id, resumed: false, epoch: created.epoch };
  // A concurrent start won the unique open-attempt index (this insert waited for it): resume that one.
  const winner = await selectOpenAttempt(tx, ctx.actor.id, test.id);
  if (!winner) throw new AppError('conflict');
  return resumeAttempt(tx, winner, now);
};

/**
 * Starts an attempt at a test the caller may see (their tenant's, or main's public one), or resumes the
 * open one with a new session epoch (never counted against a limit). The attempt row lives in the
 * caller's tenant; a shared test is only referenced.
 */
export const startAttempt = (deps: Pick<Deps, 'db'>, ctx: AttemptContext & { examId: string }): Promise<StartAttemptResponse> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const now = nowOf(ctx);
    const test = await selectVisibleTest(tx, ctx.examId);
    if (!test) throw new AppError('not_found');
    const open = await selectOpenAttempt(tx, ctx.actor.id, test.id);
    if (open) {
      const { attempt } = await settleAttempt(tx, open, await loadContent(tx, test.id), now);
      if (attempt.status === 'in_progress') return resumeAttempt(tx, attempt, now);
    }
    return createAttempt(tx, ctx, test, now);
  });

/**
 * Restart: the open attempt at this test becomes `abandoned` and a new one begins, counted against the
 * limits like any start (a refusal leaves the open attempt as it was). From a finished attempt it simply
 * begins a new one.
 */
export const restartAttempt = (deps: Pick<Deps, 'db'>, ctx: AttemptContext & { userExamId: string; epoch?: number | undefined }): Promise<StartAttemptResponse> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const now = nowOf(ctx);
    const row = await selectAttemptOfUser(tx, ctx.userExamId, ctx.actor.id, { forUpdate: true });
    if (!row) throw new AppError('not_found');
    assertEpoch(row, ctx.epoch);
    const test = await selectVisibleTest(tx, row.testId);
    if (!test) throw new AppError('not_found');
    const open = row.status === 'in_progress' ? row : await selectOpenAttempt(tx, ctx.actor.id, test.id);
    if (open) await updateAttempt(tx, open.id, { status: 'abandoned', pausedAt: null, lastSeenAt: now });
    return createAttempt(tx, ctx, test, now);
  });

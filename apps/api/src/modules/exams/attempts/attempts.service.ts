import type { UserExamView } from '@prepwell/contracts';
import type { Deps } from '../../../deps.ts';
import { withTenant } from '../../../db/with-tenant.ts';
import { AppError } from '../../../lib/app-error.ts';
import { settleAttempt, startRunningModule } from './attempt-clock.ts';
import { isPastGrace, phaseOf } from './attempt-clock-state.ts';
import { touchCurrentSession } from './attempt-heartbeat.repository.ts';
import { absenceOf, MAX_ABSENCES } from './attempt-absence.ts';
import {
  assertEpoch,
  beginWrite,
  buildView,
  inAttemptTx,
  loadContent,
  nowOf,
  Refusal,
  type AttemptContext,
} from './attempt-session.ts';
import {
  bumpEpoch,
  markAttemptLeft,
  selectAttemptOfUser,
  setRunningModulesDeadline,
  updateAttempt,
} from './attempts.repository.ts';

type UserExamCtx = AttemptContext & { userExamId: string };
type WriteCtx = UserExamCtx & { epoch?: number | undefined };

/** The attempt with the server's remaining time; a module whose time ran out is ended first (at its deadline). */
export const getAttempt = (deps: Pick<Deps, 'db'>, ctx: UserExamCtx): Promise<UserExamView> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const now = nowOf(ctx);
    let row = await selectAttemptOfUser(tx, ctx.userExamId, ctx.actor.id);
    if (!row) throw new AppError('not_found');
    const content = await loadContent(tx, row.testId);
    if (isPastGrace(row, now)) {
      // Only then take the lock: a read that settles must not race the sweeper or a submit.
      row = await selectAttemptOfUser(tx, ctx.userExamId, ctx.actor.id, { forUpdate: true });
      row = (await settleAttempt(tx, row!, content, now)).attempt;
    }
    return buildView(tx, row, content, now);
  });

/**
 * Begins a session (a tab): the epoch grows, so writes from an older tab are refused, and a leave is
 * closed (decision 0036). What it closes counts as an absence only when it was real (`absenceOf`): a
 * reload or a glance away shorter than ABSENCE_MIN_SECONDS is not a sitting; each counted absence is
 * recorded with its length, and adds to the leave count and the time away.
 */
export const openAttempt = (deps: Pick<Deps, 'db'>, ctx: WriteCtx): Promise<UserExamView> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const now = nowOf(ctx);
    const row = await selectAttemptOfUser(tx, ctx.userExamId, ctx.actor.id, { forUpdate: true });
    if (!row) throw new AppError('not_found');
    const content = await loadContent(tx, row.testId);
    let { attempt } = await settleAttempt(tx, row, content, now);
    if (attempt.status === 'in_progress') {
      const absence = absenceOf(attempt, { now, returningEpoch: ctx.epoch });
      attempt = await bumpEpoch(tx, attempt.id, {
        leftAt: null,
        lastSeenAt: now,
        ...(absence
          ? {
              leaveCount: attempt.leaveCount + 1,
              timeAwaySeconds: attempt.timeAwaySeconds + absence.seconds,
              absences: [...attempt.absences, absence].slice(-MAX_ABSENCES),
            }
          : {}),
      });
    }
    return buildView(tx, attempt, content, now);
  });

/** Records the start of a leave (the runner calls it with fetch keepalive on pagehide or when hidden). */
export const leaveAttempt = (deps: Pick<Deps, 'db'>, ctx: WriteCtx): Promise<{ ok: true }> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const row = await markAttemptLeft(tx, ctx.userExamId, ctx.actor.id, nowOf(ctx));
    if (!row) throw new AppError('not_found');
    assertEpoch(row, ctx.epoch); // throwing rolls the mark back: a stale tab's leave is not the student's
    return { ok: true as const };
  });

/**
 * The sign of life of the tab holding the session (the runner sends it while visible): records
 * `last_seen_at` in one UPDATE guarded by the epoch. A stale epoch is 409 `stale_session` (that tab lost
 * the session), anyone else's attempt 404; only then is the attempt read, to tell the two apart.
 */
export const heartbeatAttempt = (deps: Pick<Deps, 'db'>, ctx: WriteCtx): Promise<{ ok: true }> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    if (await touchCurrentSession(tx, { id: ctx.userExamId, userId: ctx.actor.id, epoch: ctx.epoch, now: nowOf(ctx) }))
      return { ok: true as const };
    const row = await selectAttemptOfUser(tx, ctx.userExamId, ctx.actor.id);
    throw new AppError(row ? 'stale_session' : 'not_found');
  });

/**
 * Starts the ready module's clock (the runner's Start button); during a break it ends the break early.
 * Idempotent while a module runs. If this very call found the running module out of time, that module
 * is ended and this call starts nothing: the next one is left ready, or runs already where it follows on
 * (decision 0032: exam mode, its clock started at the ended module's deadline).
 */
export const startModule = (deps: Pick<Deps, 'db'>, ctx: WriteCtx): Promise<UserExamView> =>
  inAttemptTx(deps, ctx, async (tx) => {
    const { attempt, content, changed, now } = await beginWrite(tx, ctx, ctx.userExamId, ctx.epoch);
    if (attempt.status !== 'in_progress') return new Refusal('conflict');
    const phase = phaseOf(attempt, now);
    const started =
      !changed && (phase === 'ready' || phase === 'break')
        ? await startRunningModule(tx, attempt, content, now)
        : attempt;
    return buildView(tx, started, content, now);
  });

/** Practice mode: freezes the clock (phase `paused`). Saves stay accepted while paused (decision 0008). */
export const pauseAttempt = (deps: Pick<Deps, 'db'>, ctx: WriteCtx): Promise<UserExamView> =>
  inAttemptTx(deps, ctx, async (tx) => {
    const { attempt, content, now } = await beginWrite(tx, ctx, ctx.userExamId, ctx.epoch);
    if (attempt.mode !== 'practice') return new Refusal('practice_only');
    const phase = phaseOf(attempt, now);
    if (phase === 'paused') return buildView(tx, attempt, content, now);
    if (phase !== 'module') return new Refusal('conflict');
    return buildView(tx, await updateAttempt(tx, attempt.id, { pausedAt: now }), content, now);
  });

/** Practice mode: the clock runs again; the deadline moves on by the time paused. Idempotent when not paused. */
export const resumeAttempt = (deps: Pick<Deps, 'db'>, ctx: WriteCtx): Promise<UserExamView> =>
  inAttemptTx(deps, ctx, async (tx) => {
    const { attempt, content, now } = await beginWrite(tx, ctx, ctx.userExamId, ctx.epoch);
    if (attempt.mode !== 'practice') return new Refusal('practice_only');
    if (attempt.status !== 'in_progress') return new Refusal('conflict');
    if (!attempt.pausedAt || !attempt.moduleDeadlineAt) return buildView(tx, attempt, content, now);
    const deadlineAt = new Date(
      attempt.moduleDeadlineAt.getTime() + Math.max(0, now.getTime() - attempt.pausedAt.getTime()),
    );
    await setRunningModulesDeadline(tx, attempt.id, deadlineAt);
    return buildView(
      tx,
      await updateAttempt(tx, attempt.id, { pausedAt: null, moduleDeadlineAt: deadlineAt }),
      content,
      now,
    );
  });

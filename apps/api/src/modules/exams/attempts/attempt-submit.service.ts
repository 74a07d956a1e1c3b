import type { SubmitModuleRequest, SubmitModuleResponse } from '@prepwell/contracts';
import type { Deps } from '../../../deps.ts';
import { endRunningModule, runningModuleFollowedOn } from './attempt-clock.ts';
import { phaseOf } from './attempt-clock-state.ts';
import type { AttemptContent } from './attempt-content.ts';
import { decidesRoute } from './attempt-plan.ts';
import { beginWrite, inAttemptTx, Refusal, type AttemptContext } from './attempt-session.ts';
import { selectAttemptModulesIn, type AttemptRow } from './attempts.repository.ts';

/** The answer to a submit naming a module that has already ended: the attempt's state, nothing changed. */
const alreadyEnded = (
  attempt: AttemptRow,
  content: AttemptContent,
  moduleId: string,
  now: Date,
): SubmitModuleResponse => {
  const module = content.plan.modules.find((m) => m.id === moduleId);
  const routed =
    module && content.test.clock === 'module' && decidesRoute(content.plan, module)
      ? (attempt.routes[module.sectionId] ?? null)
      : null;
  return {
    status: attempt.status,
    routedTo: routed,
    nextModuleId: attempt.currentModuleId,
    alreadyEnded: true,
    phase: phaseOf(attempt, now),
  };
};

/**
 * When the running module ends on a submit at `now`: now, or its deadline when the submit came in the
 * grace after it (the runner submits when its clock reaches zero): then the time ran out, and a module
 * that follows on starts at that deadline, not at the network's pace. A paused clock has not run out.
 */
const endOf = (attempt: AttemptRow, now: Date): { endedAt: Date; endedBy: 'submitted' | 'time_over' } =>
  attempt.moduleDeadlineAt && !attempt.pausedAt && now.getTime() > attempt.moduleDeadlineAt.getTime()
    ? { endedAt: attempt.moduleDeadlineAt, endedBy: 'time_over' }
    : { endedAt: now, endedBy: 'submitted' };

/**
 * Ends the running module (on a `test` clock: the whole attempt): grades it, routes an adaptive
 * section, moves on to the next module (ready, after its break, or running at once where it follows on:
 * decision 0032), or completes and scores the attempt.
 * - With `moduleId` the call is idempotent: a module that already ended (a retry, or the server's clock)
 *   answers 200 with `alreadyEnded: true` and the current state.
 * - Without it, a module the clock has just ended is 409 `module_time_over`; with nothing running
 *   (ready, break, completed) it is 409 `conflict`, and so is a module that followed on (its clock
 *   started as the module before it ended): a retried submit never ends the next module. Such a module
 *   is submitted by naming it (`nextModuleId` of the submit before).
 */
export const submitModule = (
  deps: Pick<Deps, 'db'>,
  ctx: AttemptContext & { userExamId: string; input: SubmitModuleRequest },
): Promise<SubmitModuleResponse> =>
  inAttemptTx(deps, ctx, async (tx) => {
    const { attempt, content, changed, now } = await beginWrite(tx, ctx, ctx.userExamId, ctx.input.epoch);
    const named = ctx.input.moduleId;
    const phase = phaseOf(attempt, now);
    const running = phase === 'module' || phase === 'paused';
    if (named) {
      const takenRows = await selectAttemptModulesIn(tx, attempt.id, [named]);
      const taken = takenRows[0];
      if (taken?.endedAt) return alreadyEnded(attempt, content, named, now);
      // A module of this attempt that is open now (on a `test` clock, any of them) is the one to end.
      if (!taken || !running)
        return content.plan.modules.some((m) => m.id === named) ? new Refusal('conflict') : new Refusal('not_found');
    } else {
      if (changed) return new Refusal('module_time_over');
      if (!running || (await runningModuleFollowedOn(tx, attempt, content))) return new Refusal('conflict');
    }
    const { endedAt, endedBy } = endOf(attempt, now);
    const ended = await endRunningModule(tx, attempt, content, endedAt, endedBy);
    return {
      status: ended.attempt.status,
      routedTo: ended.routedTo,
      nextModuleId: ended.attempt.currentModuleId,
      alreadyEnded: false,
      phase: phaseOf(ended.attempt, now),
    };
  });

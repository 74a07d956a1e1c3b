import type { SubmitModuleRequest, SubmitModuleResponse } from '@prepwell/contracts';
import type { Deps } from '../../../deps.ts';
import { endRunningModule } from './attempt-clock.ts';
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
 * Ends the running module (on a `test` clock: the whole attempt): grades it, routes an adaptive
 * section, makes the next module ready (after its break), or completes and scores the attempt.
 * - With `moduleId` the call is idempotent: a module that already ended (a retry, or the server's clock)
 *   answers 200 with `alreadyEnded: true` and the current state.
 * - Without it, a module the clock has just ended is 409 `module_time_over`; with nothing running
 *   (ready, break, completed) it is 409 `conflict`, so a retried submit never ends the next module.
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
      if (!running) return new Refusal('conflict');
    }
    const ended = await endRunningModule(tx, attempt, content, now, 'submitted');
    return {
      status: ended.attempt.status,
      routedTo: ended.routedTo,
      nextModuleId: ended.attempt.currentModuleId,
      alreadyEnded: false,
      phase: phaseOf(ended.attempt, now),
    };
  });

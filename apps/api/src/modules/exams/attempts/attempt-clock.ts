import { ANSWER_GRACE_SECONDS, type ModuleRoute } from '@prepwell/contracts';
import type { TenantTx } from '../../../db/with-tenant.ts';
import { routeModule2, routingRuleFor } from '../scoring/adaptive-route.ts';
import { decidesRoute, nextModule, type Plan } from './attempt-plan.ts';
import {
  endAttemptModule,
  insertAttemptModule,
  selectAnswers,
  selectAttemptModules,
  selectGradableQuestions,
  selectScoreTables,
  updateAttempt,
  type AttemptRow,
} from './attempts.repository.ts';
import { isAnswerCorrect, isOperational } from './grading.ts';
import { scoreAttempt } from './attempt-scores.ts';

/**
 * The attempt's state machine: ending a module (by the student or by time), routing an adaptive section,
 * starting the next module's clock, and completing with scores. Callers hold the attempt row locked.
 */

/** Whether saves to the current module are over: its deadline plus the grace has passed. */
export const isPastGrace = (attempt: AttemptRow, now: Date) =>
  attempt.status === 'in_progress' && !!attempt.moduleDeadlineAt && now.getTime() > attempt.moduleDeadlineAt.getTime() + ANSWER_GRACE_SECONDS * 1000;

export interface ModuleEnd {
  attempt: AttemptRow;
  routedTo: ModuleRoute | null;
}

/** Ends the current module at `endedAt`, grades it, routes, and starts the next module then (or completes). */
export const endCurrentModule = async (tx: TenantTx, attempt: AttemptRow, plan: Plan, endedAt: Date, endedBy: 'submitted' | 'time_over'): Promise<ModuleEnd> => {
  const current = plan.modules.find((m) => m.id === attempt.currentModuleId);
  if (!current || attempt.status !== 'in_progress') throw new Error(`attempt ${attempt.id} has no current module to end`);
  const gradable = await selectGradableQuestions(tx, current.id);
  const answers = new Map((await selectAnswers(tx, attempt.id, [current.id])).map((a) => [a.questionId, a.answer?.value]));
  const items = gradable.map((q) => ({ correct: isAnswerCorrect(q, answers.get(q.id)), operational: isOperational(q) }));
  const correct = items.filter((i) => i.operational && i.correct).length;
  const operational = items.filter((i) => i.operational).length;
  await endAttemptModule(tx, { userExamId: attempt.id, moduleId: current.id }, { endedAt, endedBy, correct, operational });

  let routes = attempt.routes;
  let routedTo: ModuleRoute | null = null;
  if (decidesRoute(plan, current)) {
    const section = plan.sections.find((s) => s.id === current.sectionId)!;
    // Tests carry no routing rule yet: the documented default of adaptive-route.ts applies. A module 1
    // without operational items routes to the easier module.
    routedTo = operational ? routeModule2(items, routingRuleFor({}, section.section)).route : 'easier';
    routes = { ...routes, [current.sectionId]: routedTo };
  }

  const next = nextModule(plan, current, routes);
  if (next) {
    const deadlineAt = new Date(endedAt.getTime() + next.timeLimitSeconds * 1000);
    const ordinal = attempt.moduleOrdinal + 1;
    await insertAttemptModule(tx, { userExamId: attempt.id, moduleId: next.id, ordinal, startedAt: endedAt, deadlineAt });
    const updated = await updateAttempt(tx, attempt.id, { routes, currentModuleId: next.id, moduleOrdinal: ordinal, moduleStartedAt: endedAt, moduleDeadlineAt: deadlineAt });
    return { attempt: updated, routedTo };
  }
  const taken = await selectAttemptModules(tx, attempt.id);
  const scores = scoreAttempt(plan, taken, routes, await selectScoreTables(tx, attempt.testId));
  const updated = await updateAttempt(tx, attempt.id, {
    routes,
    status: 'completed',
    completedAt: endedAt,
    currentModuleId: null,
    moduleStartedAt: null,
    moduleDeadlineAt: null,
    scores,
  });
  return { attempt: updated, routedTo };
};

/**
 * Applies every transition whose deadline has passed: a module whose time (plus the grace) ran out
 * ends at its deadline, and the next one starts then, as if a clock had ended it on time with no
 * client connected. Run lazily on every read and write of an attempt; a durable background sweeper is
 * a later step. Returns the settled attempt and whether anything changed.
 */
export const settleAttempt = async (tx: TenantTx, attempt: AttemptRow, plan: Plan, now: Date): Promise<{ attempt: AttemptRow; changed: boolean }> => {
  let current = attempt;
  let changed = false;
  // Each pass ends one module; a test has a handful, the bound only guards against a malformed plan.
  for (let guard = 0; guard < plan.modules.length + 1 && isPastGrace(current, now); guard++) {
    current = (await endCurrentModule(tx, current, plan, current.moduleDeadlineAt!, 'time_over')).attempt;
    changed = true;
  }
  return { attempt: current, changed };
};

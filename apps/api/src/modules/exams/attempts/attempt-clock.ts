import type { ModuleRoute } from '@prepwell/contracts';
import type { TenantTx } from '../../../db/with-tenant.ts';
import { addMistakeCardsOnCompletion } from '../../flashcards/mistake-cards.service.ts';
import { routeModule2, routingRuleFor, type RoutingRule } from '../scoring/adaptive-route.ts';
import { selectAnswers } from './answers.repository.ts';
import { followsOn, isPastGrace, openModulesOf, runningSecondsOf } from './attempt-clock-state.ts';
import type { AttemptContent } from './attempt-content.ts';
import {
  selectGradableQuestions,
  selectPendingRatingCounts,
  selectRoutingThreshold,
  selectScoreTables,
} from './attempt-content.repository.ts';
import { decidesRoute, nextModule, type PlanModule } from './attempt-plan.ts';
import { gradeModule, scoreGradedAttempt } from './attempt-grading.ts';
import {
  endAttemptModule,
  insertAttemptModules,
  selectAttemptModules,
  updateAttempt,
  type AttemptRow,
} from './attempts.repository.ts';

/**
 * The attempt's state machine (decision 0008): starting the ready module's clock, ending the running
 * module (by the student or by time), routing an adaptive section, the break, the next module's clock
 * starting at once in exam mode (decision 0032), and completing with scores. Callers hold the attempt row
 * locked (FOR UPDATE, or the UPDATE of touchAttempt).
 */

const addSeconds = (at: Date, seconds: number) => new Date(at.getTime() + seconds * 1000);

/** Starts the clock of the ready module (ending a break early), or of every module on a `test` clock. */
export const startRunningModule = async (
  tx: TenantTx,
  attempt: AttemptRow,
  content: AttemptContent,
  now: Date,
): Promise<AttemptRow> => {
  const modules = openModulesOf(content, attempt.currentModuleId);
  const first = modules[0];
  if (attempt.status !== 'in_progress' || attempt.moduleStartedAt || !first)
    throw new Error(`attempt ${attempt.id} has no ready module to start`);
  const deadlineAt = addSeconds(now, runningSecondsOf(content, first));
  const ordinal = (i: number) => (content.test.clock === 'test' ? i + 1 : attempt.moduleOrdinal);
  await insertAttemptModules(
    tx,
    modules.map((m, i) => ({
      userExamId: attempt.id,
      moduleId: m.id,
      ordinal: ordinal(i),
      startedAt: now,
      deadlineAt,
    })),
  );
  return updateAttempt(tx, attempt.id, {
    moduleStartedAt: now,
    moduleDeadlineAt: deadlineAt,
    breakEndsAt: null,
    pausedAt: null,
  });
};

/** Grades one module of the attempt with the scoring core and records how it ended. */
const closeModule = async (
  tx: TenantTx,
  attempt: AttemptRow,
  module: PlanModule,
  endedAt: Date,
  endedBy: 'submitted' | 'time_over',
) => {
  const gradable = await selectGradableQuestions(tx, module.id);
  const answers = new Map(
    (await selectAnswers(tx, attempt.id, [module.id])).map((a) => [a.questionId, a.answer?.value]),
  );
  const { items, correct, operational } = gradeModule(gradable, answers);
  await endAttemptModule(
    tx,
    { userExamId: attempt.id, moduleId: module.id },
    { endedAt, endedBy, correct, operational },
  );
  return { items, operational };
};

/** Completes the attempt at `endedAt` with its scores over the modules taken. */
const completeAttempt = async (
  tx: TenantTx,
  attempt: AttemptRow,
  content: AttemptContent,
  endedAt: Date,
  routes: Record<string, ModuleRoute>,
) => {
  const taken = await selectAttemptModules(tx, attempt.id);
  const pending = await selectPendingRatingCounts(
    tx,
    taken.map((t) => t.moduleId),
  );
  const tables = await selectScoreTables(tx, attempt.testId);
  const scores = scoreGradedAttempt(content, taken, pending, routes, tables);
  const completed = await updateAttempt(tx, attempt.id, {
    routes,
    status: 'completed',
    completedAt: endedAt,
    currentModuleId: null,
    moduleStartedAt: null,
    moduleDeadlineAt: null,
    breakEndsAt: null,
    pausedAt: null,
    scores,
  });
  // Issue 18: the student's wrong answers as flashcards when they turned that on (in a savepoint; never fails this).
  await addMistakeCardsOnCompletion(tx, {
    id: attempt.id,
    tenantId: attempt.tenantId,
    userId: attempt.userId,
    mode: attempt.mode,
    test: { id: content.test.id, title: content.test.title, kind: content.test.kind, type: content.test.type },
    completedAt: endedAt,
  });
  return completed;
};

export interface ModuleEnd {
  attempt: AttemptRow;
  routedTo: ModuleRoute | null;
}

/**
 * Ends the running module at `endedAt`: grades it, routes an adaptive section's module 2, and moves on to
 * the next module, or completes the attempt after the last. On a `test` clock every module ends and the
 * attempt completes. The next module:
 * - follows on (decision 0032: exam mode at the SAT and the ACT, no break after the ended module): its
 *   clock starts at `endedAt`, the ended module's end, whoever is connected, with the route just decided;
 * - otherwise is `ready` (after the module's break, if it has one): the student starts it (or a save does).
 */
export const endRunningModule = async (
  tx: TenantTx,
  attempt: AttemptRow,
  content: AttemptContent,
  endedAt: Date,
  endedBy: 'submitted' | 'time_over',
): Promise<ModuleEnd> => {
  if (attempt.status !== 'in_progress' || !attempt.moduleStartedAt)
    throw new Error(`attempt ${attempt.id} has no running module to end`);
  const { plan } = content;
  if (content.test.clock === 'test') {
    for (const m of openModulesOf(content, attempt.currentModuleId))
      await closeModule(tx, attempt, m, endedAt, endedBy);
    return { attempt: await completeAttempt(tx, attempt, content, endedAt, { ...attempt.routes }), routedTo: null };
  }
  const current = plan.modules.find((m) => m.id === attempt.currentModuleId);
  if (!current) throw new Error(`attempt ${attempt.id} has no current module`);
  const { items, operational } = await closeModule(tx, attempt, current, endedAt, endedBy);

  let routes = attempt.routes;
  let routedTo: ModuleRoute | null = null;
  if (decidesRoute(plan, current)) {
    const section = plan.sections.find((s) => s.id === current.sectionId)!;
    // The section's own threshold (the builder's routing rule: a share of operational module-1 items right,
    // inclusive), else the documented default of adaptive-route.ts. A module 1 without operational items
    // routes to the easier module.
    const threshold = await selectRoutingThreshold(tx, section.id);
    const rule: RoutingRule =
      threshold === null
        ? routingRuleFor({}, section.section)
        : { kind: 'proportion-correct', harderAtOrAbove: threshold };
    routedTo = operational ? routeModule2(items, rule).route : 'easier';
    routes = { ...routes, [current.sectionId]: routedTo };
  }

  const next = nextModule(plan, current, routes);
  if (!next) return { attempt: await completeAttempt(tx, attempt, content, endedAt, { ...routes }), routedTo };
  const updated = await updateAttempt(tx, attempt.id, {
    routes,
    currentModuleId: next.id,
    moduleOrdinal: attempt.moduleOrdinal + 1,
    moduleStartedAt: null,
    moduleDeadlineAt: null,
    pausedAt: null,
    breakEndsAt: current.breakAfterSeconds > 0 ? addSeconds(endedAt, current.breakAfterSeconds) : null,
  });
  if (followsOn(content, attempt.mode, current))
    return { attempt: await startRunningModule(tx, updated, content, endedAt), routedTo };
  return { attempt: updated, routedTo };
};

/**
 * Whether the running module began by following on (decision 0032): its clock started at the very
 * instant the module before it ended. A submit that does not name its module must not end such a one:
 * it may be the retry of the submit that ended the module before.
 */
export const runningModuleFollowedOn = async (
  tx: TenantTx,
  attempt: AttemptRow,
  content: AttemptContent,
): Promise<boolean> => {
  if (content.test.clock !== 'module' || !attempt.moduleStartedAt || attempt.moduleOrdinal < 2) return false;
  const previous = (await selectAttemptModules(tx, attempt.id)).find((m) => m.ordinal === attempt.moduleOrdinal - 1);
  return previous?.endedAt?.getTime() === attempt.moduleStartedAt.getTime();
};

/**
 * Applies the transitions whose time has come: a running module past its deadline plus the grace ends
 * *at its deadline*, as if a timer had fired with no client connected. The next module is then ready (its
 * clock waits for the student), or, where it follows on (decision 0032), runs from that deadline, so it
 * may be over too by now: it ends in turn, until a module still has time, a break or a ready module stops
 * the chain, or the attempt completes. Run lazily by every request on the attempt and by the sweeper.
 */
export const settleAttempt = async (
  tx: TenantTx,
  attempt: AttemptRow,
  content: AttemptContent,
  now: Date,
): Promise<{ attempt: AttemptRow; changed: boolean }> => {
  let settled = attempt;
  // Each round ends one module, so the plan's length bounds the chain.
  for (let round = 0; round <= content.plan.modules.length && isPastGrace(settled, now); round++)
    settled = (await endRunningModule(tx, settled, content, settled.moduleDeadlineAt!, 'time_over')).attempt;
  return { attempt: settled, changed: settled !== attempt };
};

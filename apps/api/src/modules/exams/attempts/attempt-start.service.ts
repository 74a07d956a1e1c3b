import {
  isSuperAdmin,
  isTeacher,
  modeOfTestType,
  type AttemptMode,
  type StartAttemptResponse,
} from '@prepwell/contracts';
import type { Deps } from '../../../deps.ts';
import { withTenant, type TenantTx } from '../../../db/with-tenant.ts';
import { AppError } from '../../../lib/app-error.ts';
import { todayIn } from '../../../lib/clock.ts';
import { settleAttempt } from './attempt-clock.ts';
import type { AttemptTest } from './attempt-content.ts';
import { selectTestLifecycle, selectTestVersions, selectVisibleTest } from './attempt-content.repository.ts';
import { attemptLimitRefusal, dailyCategoryOf, isLimitExempt } from './attempt-limits.policy.ts';
import { isSessionLive } from './attempt-liveness.ts';
import { firstModule } from './attempt-plan.ts';
import { assertEpoch, loadContent, nowOf, type AttemptContext } from './attempt-session.ts';
import {
  bumpEpoch,
  countAttemptsForLimits,
  type AttemptRow,
  insertAttempt,
  lockStudentStarts,
  selectAttemptOfUser,
  selectOpenAttempt,
  updateAttempt,
} from './attempts.repository.ts';

/**
 * A start from a class test (issue 5, modules/class-tests): the new attempt names it (`class_test_id`);
 * when the class pays, the Free daily limits do not apply (the attempts-per-test limit still does), and
 * the payer's hooks run in the start's transaction: `beforeCreate` before the insert (lock the class's
 * wallet and refuse when it cannot pay — nothing is written then), `afterCreate` right after it (charge,
 * unlock). A resume runs neither: it is never charged.
 */
export interface ClassTestStartOptions {
  classTestId: string;
  paidByOrganization: boolean;
  beforeCreate?: (tx: TenantTx) => Promise<void>;
  afterCreate?: (tx: TenantTx, attempt: AttemptRow) => Promise<void>;
}

/** Refuses one more attempt past the tenant's limits (attempt-limits.policy.ts); staff are never counted. */
const checkAttemptLimits = async (
  tx: TenantTx,
  ctx: AttemptContext,
  test: AttemptTest,
  now: Date,
  classTest?: ClassTestStartOptions,
) => {
  const { settings } = ctx.tenant;
  const today = todayIn(settings.businessTimeZone, now);
  const rows = await countAttemptsForLimits(tx, {
    userId: ctx.actor.id,
    testId: test.id,
    timeZone: settings.businessTimeZone,
    today,
  });
  const startedToday = { full: 0, section: 0 };
  for (const r of rows) startedToday[dailyCategoryOf(r.type)] += r.today;
  const refusal = attemptLimitRefusal({
    settings,
    actor: ctx.actor,
    today,
    testType: test.type,
    attemptsAtTest: rows.reduce((n, r) => n + r.atTest, 0),
    startedToday,
    ...(classTest?.paidByOrganization ? { paidByOrganization: true } : {}),
  });
  if (refusal) throw new AppError(refusal);
};

/**
 * Resuming an open attempt opens a new session on it, unless a tab or device holds a live session: a
 * resume does not take it over (the epoch stays; the runner opens read-only, and "Continue here" opens).
 */
const resumeAttempt = async (
  tx: TenantTx,
  open: AttemptRow,
  now: Date,
  classTest?: ClassTestStartOptions,
): Promise<StartAttemptResponse> => {
  // An attempt the student began on their own, resumed from a class test, joins the class's results
  // (it was counted against the student's own allowance already, so the class pays nothing for it).
  if (classTest && !open.classTestId) await updateAttempt(tx, open.id, { classTestId: classTest.classTestId });
  const resumed = isSessionLive(open, now) ? open : await bumpEpoch(tx, open.id);
  return { userExamId: resumed.id, resumed: true, epoch: resumed.epoch };
};

/**
 * Issue 14 (decision 0027): which test a start begins. A draft is its own tenant's educators' only (anyone
 * else: 404). An archived version (an older one, kept for its attempts) begins the newest published version
 * of the same root instead (none: 404). `versionIds` are every version of the test, the one asked for first:
 * an open attempt at any of them is what the start resumes, so an attempt begun before an edit finishes on
 * its own version.
 */
const resolveStart = async (tx: TenantTx, ctx: AttemptContext, examId: string) => {
  const asked = await selectTestLifecycle(tx, examId);
  if (!asked) throw new AppError('not_found');
  const educator = isTeacher(ctx.actor) || isSuperAdmin(ctx.actor);
  if (asked.status === 'draft' && !(educator && asked.tenantId === ctx.tenant.id)) throw new AppError('not_found');
  const versions = await selectTestVersions(tx, asked.rootId ?? asked.id, asked.tenantId);
  const target = asked.status === 'archived' ? versions.find((v) => v.status === 'published') : asked;
  const versionIds = [asked.id, ...versions.map((v) => v.id).filter((id) => id !== asked.id)];
  return { target, versionIds };
};

/** A new attempt: its first module is `ready` (no clock yet), its mode the test's own or its type's, epoch 1. */
const createAttempt = async (
  tx: TenantTx,
  ctx: AttemptContext,
  test: AttemptTest & { mode: AttemptMode | null },
  now: Date,
  classTest?: ClassTestStartOptions,
): Promise<StartAttemptResponse> => {
  const content = await loadContent(tx, test.id);
  const first = firstModule(content.plan);
  if (!first) throw new AppError('not_found');
  if (!isLimitExempt(ctx.actor)) {
    // One student's starts are serialised, so two at once cannot both take the last free attempt; one
    // that waited here for a start of the same test resumes it rather than being counted.
    await lockStudentStarts(tx, ctx.actor.id);
    const started = await selectOpenAttempt(tx, ctx.actor.id, test.id);
    if (started) return resumeAttempt(tx, started, now, classTest);
    await checkAttemptLimits(tx, ctx, test, now, classTest);
  }
  await classTest?.beforeCreate?.(tx);
  const created = await insertAttempt(tx, {
    userId: ctx.actor.id,
    testId: test.id,
    mode: test.mode ?? modeOfTestType(test.type),
    currentModuleId: first.id,
    startedAt: now,
    ...(classTest ? { classTestId: classTest.classTestId, paidByClass: classTest.paidByOrganization } : {}),
  });
  if (created) {
    await classTest?.afterCreate?.(tx, created);
    return { userExamId: created.id, resumed: false, epoch: created.epoch };
  }
  // A concurrent start won the unique open-attempt index (this insert waited for it): resume that one.
  const winner = await selectOpenAttempt(tx, ctx.actor.id, test.id);
  if (!winner) throw new AppError('conflict');
  return resumeAttempt(tx, winner, now, classTest);
};

/** The test a new attempt begins (resolveStart's target) with its mode, or 404. */
const startableTest = async (tx: TenantTx, target: { id: string; mode: AttemptMode | null } | undefined) => {
  const test = target && (await selectVisibleTest(tx, target.id));
  if (!target || !test) throw new AppError('not_found');
  return { ...test, mode: target.mode };
};

/**
 * Starts an attempt at a test the caller may see (their tenant's, or main's public one), or resumes the
 * open one with a new session epoch (never counted against a limit). The attempt row lives in the
 * caller's tenant; a shared test is only referenced. Versions: see resolveStart.
 */
export const startAttempt = (
  deps: Pick<Deps, 'db'>,
  ctx: AttemptContext & { examId: string; classTest?: ClassTestStartOptions },
): Promise<StartAttemptResponse> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const now = nowOf(ctx);
    const { target, versionIds } = await resolveStart(tx, ctx, ctx.examId);
    for (const testId of versionIds) {
      const open = await selectOpenAttempt(tx, ctx.actor.id, testId);
      if (!open) continue;
      const { attempt } = await settleAttempt(tx, open, await loadContent(tx, testId), now);
      if (attempt.status === 'in_progress') return resumeAttempt(tx, attempt, now, ctx.classTest);
    }
    return createAttempt(tx, ctx, await startableTest(tx, target), now, ctx.classTest);
  });

/**
 * Restart: the open attempt at this test becomes `abandoned` and a new one begins, counted against the
 * limits like any start (a refusal leaves the open attempt as it was). From a finished attempt it simply
 * begins a new one. A class test's attempt restarts as the same class test's, paid by the student's allowance.
 */
export const restartAttempt = (
  deps: Pick<Deps, 'db'>,
  ctx: AttemptContext & { userExamId: string; epoch?: number | undefined },
): Promise<StartAttemptResponse> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const now = nowOf(ctx);
    const row = await selectAttemptOfUser(tx, ctx.userExamId, ctx.actor.id, { forUpdate: true });
    if (!row) throw new AppError('not_found');
    assertEpoch(row, ctx.epoch);
    // A restart is a new attempt: at the newest published version when this one was archived (resolveStart).
    const test = await startableTest(tx, (await resolveStart(tx, ctx, row.testId)).target);
    const open = row.status === 'in_progress' ? row : await selectOpenAttempt(tx, ctx.actor.id, test.id);
    if (open) await updateAttempt(tx, open.id, { status: 'abandoned', pausedAt: null, lastSeenAt: now });
    // A restart of a class test's attempt stays in the class's results; the student's own limits count it
    // (the class paid for the first start only).
    return createAttempt(
      tx,
      ctx,
      test,
      now,
      row.classTestId ? { classTestId: row.classTestId, paidByOrganization: false } : undefined,
    );
  });

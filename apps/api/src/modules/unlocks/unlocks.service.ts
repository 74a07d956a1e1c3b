import type { TestType, UnlockResult } from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import type { TenantTx } from '../../db/with-tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import { todayIn } from '../../lib/clock.ts';
import type { LockRule } from '../exams/results/results.policy.ts';
import { loadReadable } from '../exams/results/results.service.ts';
import type { Caller } from '../auth/caller.ts';
import { getBalance, moveCoins } from '../ledger/ledger.service.ts';
import { runIdempotent } from '../ledger/idempotency.ts';
import type { TenantContext } from '../tenants/tenants.service.ts';
import { findUserRoles, lookupUserById } from '../users/user-rows.service.ts';
import {
  isLockableReport,
  recordsPlanUnlock,
  reportLocks,
  standingOf,
  unlockPrice,
  UNLOCKED,
  type Standing,
} from './unlocks.policy.ts';
import { insertReportUnlock, selectReportUnlocked, setReportUnlockTransaction } from './unlocks.repository.ts';

/**
 * The student's standing read from the database in the request's transaction (not from the session
 * cache, which may be seconds old): staff, Pro today in the tenant's business time zone, or Free.
 */
export const standingOfUser = async (tx: TenantTx, tenant: TenantContext, userId: string): Promise<Standing> => {
  const user = await lookupUserById(tx, userId);
  const roles = (await findUserRoles(tx, userId)).map((name) => ({ name }));
  return standingOf({ roles, pro_expired_at: user?.proExpiredAt ?? null }, todayIn(tenant.settings.businessTimeZone));
};

/**
 * The lock rule of the results (decision 0014): a full test's report is locked for its Free student and
 * their parent until unlocked; educators, practice, Pro and staff are never locked. When a Pro student
 * opens a report, the plan's unlock is recorded (a row without a transaction), so it stays open after Pro.
 */
export const reportLockRule =
  (tenant: TenantContext): LockRule =>
  async (facts, tx) => {
    if (facts.viewer === 'educator' || !facts.attempt || !isLockableReport(facts.test.type)) return UNLOCKED;
    const lockFacts = {
      viewer: facts.viewer,
      type: facts.test.type,
      standing: await standingOfUser(tx, tenant, facts.attempt.studentId),
      unlocked: await selectReportUnlocked(tx, facts.attempt.id),
    };
    if (recordsPlanUnlock(lockFacts))
      await insertReportUnlock(tx, { userExamId: facts.attempt.id, userId: facts.attempt.studentId });
    return reportLocks(lockFacts);
  };

export interface UnlockContext extends Caller {
  userExamId: string;
  idempotencyKey: string;
}

/**
 * Unlocks the score report of the caller's own completed attempt, once: a Free student pays the
 * tenant's price (a `test` transaction naming the test), a Pro student's plan unlock and staff pay
 * nothing; a report already unlocked, or a practice report (never locked), is answered paid 0. Not
 * enough coins → 400 `insufficient_balance` {balance, needed} and nothing is written.
 * Readers who are not the student (educators, a parent) are 403; anyone else 404.
 */
export const unlockReport = (deps: Pick<Deps, 'db'>, ctx: UnlockContext): Promise<UnlockResult> =>
  runIdempotent(
    deps,
    {
      tenantId: ctx.tenant.id,
      actorId: ctx.actor.id,
      key: ctx.idempotencyKey,
      scope: 'report_unlock',
      request: { userExamId: ctx.userExamId },
    },
    async (tx) => {
      const { attempt, viewer } = await loadReadable(tx, ctx, ctx.userExamId);
      if (viewer !== 'student') throw new AppError('forbidden');
      const nothingPaid = async (): Promise<UnlockResult> => ({
        unlocked: true,
        paid: 0,
        balance: await getBalance(tx, ctx.actor.id),
      });
      if (!isLockableReport(attempt.test.type)) return nothingPaid();
      const standing = await standingOfUser(tx, ctx.tenant, ctx.actor.id);
      // The row first: a concurrent unlock of the same report waits on it and then pays nothing.
      if (!(await insertReportUnlock(tx, { userExamId: attempt.id, userId: ctx.actor.id }))) return nothingPaid();
      const price = unlockPrice(ctx.tenant.settings, standing);
      if (price === 0) return nothingPaid();
      const moved = await moveCoins(tx, {
        userId: ctx.actor.id,
        type: 'report_unlock',
        amount: -price,
        notes: attempt.test.title,
        reference: { kind: 'score_report', user_exam_id: attempt.id, test_id: attempt.test.id },
      });
      await setReportUnlockTransaction(tx, attempt.id, moved.transactionId);
      return { unlocked: true, paid: price, balance: moved.balance };
    },
  );

/**
 * A class test its class pays for (issue 5): the student's score report is open as if unlocked — a
 * result_unlocks row without a coin transaction (like a Pro plan's unlock), written in the start's
 * transaction together with the class's charge. Practice reports never lock, so they get no row.
 */
export const unlockReportPaidByClass = async (
  tx: TenantTx,
  values: { userExamId: string; userId: string; testType: TestType },
) => {
  if (isLockableReport(values.testType))
    await insertReportUnlock(tx, { userExamId: values.userExamId, userId: values.userId });
};

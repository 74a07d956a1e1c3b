import { asLang, runnerEntryPath, type StartClassTestResponse } from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import type { TenantTx } from '../../db/with-tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import { withClassAccess } from '../classes/classes.service.ts';
import { startAttempt, type ClassTestStartOptions } from '../exams/attempts/attempt-start.service.ts';
import { unlockReportPaidByClass } from '../unlocks/unlocks.service.ts';
import { formatWhen } from './class-tests.mail.ts';
import { classCanPay, classTestCharge, isClassTestAvailable } from './class-tests.policy.ts';
import {
  insertClassTestCharge,
  lockClassWallet,
  selectIsInvited,
  type ClassTestListRow,
} from './class-tests.repository.ts';
import { loadClassTest, type ClassTestContext } from './class-tests.service.ts';

/**
 * The payer's side of a class-paid start, run inside the attempt start's transaction: before the insert
 * the class's wallet row is locked (concurrent starts of the class queue there) and a class that cannot
 * pay refuses with 402 `insufficient_coins` (nothing is written); after it, the wallet's `class_test` move
 * and the report's unlock (the class paid, so a Free student's report is open) join the same transaction.
 */
const classPays = (facts: {
  classId: string;
  classTest: ClassTestListRow;
  studentId: string;
  cost: number;
}): Pick<ClassTestStartOptions, 'beforeCreate' | 'afterCreate'> => {
  let walletId: string | undefined;
  return {
    beforeCreate: async (tx: TenantTx) => {
      const wallet = await lockClassWallet(tx, facts.classId);
      if (!classCanPay(wallet, facts.cost))
        throw new AppError('insufficient_coins', { details: { balance: wallet?.balance ?? 0, needed: facts.cost } });
      walletId = wallet?.id;
    },
    afterCreate: async (tx: TenantTx, attempt) => {
      if (facts.cost > 0 && walletId)
        await insertClassTestCharge(tx, {
          walletId,
          amount: -facts.cost,
          studentId: facts.studentId,
          notes: facts.classTest.title,
          reference: {
            class_id: facts.classId,
            class_test_id: facts.classTest.id,
            user_exam_id: attempt.id,
            test_id: facts.classTest.testId,
          },
        });
      await unlockReportPaidByClass(tx, {
        userExamId: attempt.id,
        userId: facts.studentId,
        testType: facts.classTest.testType,
      });
    },
  };
};

/**
 * An invited student starts (or resumes) a class test once it is open: before `scheduled_at` → 409
 * `class_test_not_available` with the date in their language. The attempt follows the rules of any start
 * (attempts per test; the open attempt at the test is resumed, never charged) and names the class test;
 * a class-paid test is free of the Free daily limits and costs the class `classTestCost` per new attempt.
 * Anyone not invited (managers included) gets 404.
 */
export const startClassTest = async (
  deps: Pick<Deps, 'db'>,
  ctx: ClassTestContext & { classTestId: string },
): Promise<StartClassTestResponse> => {
  const now = ctx.now ?? new Date();
  const classTest = await withClassAccess(deps, { ...ctx, action: 'read' }, async (tx, access) => {
    if (access.relation !== 'student') throw new AppError('not_found');
    const row = await loadClassTest(tx, ctx.classId, ctx.classTestId);
    if (!(await selectIsInvited(tx, row.id, ctx.actor.id))) throw new AppError('not_found');
    return row;
  });
  if (!isClassTestAvailable(classTest.scheduledAt, now)) {
    const date = formatWhen(classTest.scheduledAt, asLang(ctx.actor.lang), ctx.tenant.settings.businessTimeZone);
    throw new AppError('class_test_not_available', {
      vars: { date },
      details: { scheduled_at: classTest.scheduledAt.toISOString() },
    });
  }
  const cost = classTestCharge(ctx.tenant.settings, classTest.paidByOrganization);
  const started = await startAttempt(deps, {
    tenant: ctx.tenant,
    actor: ctx.actor,
    now,
    examId: classTest.testId,
    classTest: {
      classTestId: classTest.id,
      paidByOrganization: classTest.paidByOrganization,
      ...(classTest.paidByOrganization
        ? classPays({ classId: ctx.classId, classTest, studentId: ctx.actor.id, cost })
        : {}),
    },
  });
  return { ...started, runner_url: runnerEntryPath(classTest.examKind, classTest.testId, started.userExamId) };
};

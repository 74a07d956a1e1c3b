import { and, eq } from 'drizzle-orm';
import type { TenantTx } from '../../db/with-tenant.ts';
import { resultUnlocks } from '../../db/schema/index.ts';

// result_unlocks: one row per attempt and kind (`report`), paid by a `test` transaction or by a Pro plan (null).

export const selectReportUnlocked = async (tx: TenantTx, userExamId: string) =>
  (
    await tx
      .select({ userExamId: resultUnlocks.userExamId })
      .from(resultUnlocks)
      .where(and(eq(resultUnlocks.userExamId, userExamId), eq(resultUnlocks.kind, 'report')))
      .limit(1)
  ).length > 0;

/**
 * Records the report's unlock unless it exists: true when this call wrote it. A concurrent insert of the
 * same report waits for the other transaction (primary key) and then writes nothing.
 */
export const insertReportUnlock = async (tx: TenantTx, values: { userExamId: string; userId: string }) =>
  (
    await tx
      .insert(resultUnlocks)
      .values({ ...values, kind: 'report', transactionId: null })
      .onConflictDoNothing()
      .returning({ userExamId: resultUnlocks.userExamId })
  ).length > 0;

export const setReportUnlockTransaction = (tx: TenantTx, userExamId: string, transactionId: string) =>
  tx
    .update(resultUnlocks)
    .set({ transactionId })
    .where(and(eq(resultUnlocks.userExamId, userExamId), eq(resultUnlocks.kind, 'report')));

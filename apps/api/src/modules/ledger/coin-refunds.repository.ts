import { and, desc, eq, inArray } from 'drizzle-orm';
import { coinRefunds, gradingRequests, paymentOrders } from '../../db/schema/index.ts';
import type { TenantTx } from '../../db/with-tenant.ts';

/** Issue 20: the rows an admin's refund reads and writes (decision 0043). */

export const lockPaidOrder = async (tx: TenantTx, id: string) => {
  const [row] = await tx.select().from(paymentOrders).where(eq(paymentOrders.id, id)).for('update');
  return row;
};

export const lockGradingRequest = async (tx: TenantTx, id: string) => {
  const [row] = await tx.select().from(gradingRequests).where(eq(gradingRequests.id, id)).for('update');
  return row;
};

/** A refunded grading request leaves the graders' queue and can no longer be graded. */
export const markGradingRefunded = (tx: TenantTx, id: string) =>
  tx.update(gradingRequests).set({ status: 'refunded' }).where(eq(gradingRequests.id, id));

/** The refund's record; undefined when this source was refunded already (the unique key waits for a concurrent one). */
export const insertCoinRefund = async (tx: TenantTx, values: typeof coinRefunds.$inferInsert) => {
  const [row] = await tx.insert(coinRefunds).values(values).onConflictDoNothing().returning({ id: coinRefunds.id });
  return row;
};

/** A user's paid coin orders and paid grading requests, newest first, with the ids already refunded. */
export const selectRefundables = async (tx: TenantTx, userId: string) => {
  const [orders, grading, refunds] = await Promise.all([
    tx
      .select()
      .from(paymentOrders)
      .where(and(eq(paymentOrders.userId, userId), eq(paymentOrders.kind, 'coins'), eq(paymentOrders.status, 'paid')))
      .orderBy(desc(paymentOrders.createdAt))
      .limit(50),
    tx
      .select()
      .from(gradingRequests)
      .where(eq(gradingRequests.userId, userId))
      .orderBy(desc(gradingRequests.createdAt))
      .limit(50),
    tx
      .select({ kind: coinRefunds.kind, sourceId: coinRefunds.sourceId })
      .from(coinRefunds)
      .where(and(eq(coinRefunds.userId, userId), inArray(coinRefunds.kind, ['order', 'grading']))),
  ]);
  return {
    orders,
    grading: grading.filter((g) => g.price > 0 && g.transactionId !== null),
    refunded: new Set(refunds.map((r) => `${r.kind}:${r.sourceId}`)),
  };
};

/** Whether this source was refunded already (read after its row is locked, so a concurrent refund has committed). */
export const hasCoinRefund = async (tx: TenantTx, kind: 'order' | 'grading', sourceId: string) =>
  (
    await tx
      .select({ id: coinRefunds.id })
      .from(coinRefunds)
      .where(and(eq(coinRefunds.kind, kind), eq(coinRefunds.sourceId, sourceId)))
  ).length > 0;

import { desc, eq } from 'drizzle-orm';
import { subscriptions, users } from '../../db/schema/index.ts';
import type { TenantTx } from '../../db/with-tenant.ts';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type SubscriptionInsert = Omit<typeof subscriptions.$inferInsert, 'tenantId' | 'id' | 'createdAt'>;

/**
 * The user's Pro expiry, with the user's row locked until the transaction ends, so two grants for one
 * user (two paid orders, an order and an admin) extend one after the other, never from the same base.
 */
export const lockProExpiry = async (tx: TenantTx, userId: string) =>
  (
    await tx.select({ proExpiredAt: users.proExpiredAt }).from(users).where(eq(users.id, userId)).for('update').limit(1)
  )[0];

export const insertSubscription = async (tx: TenantTx, values: SubscriptionInsert) =>
  (await tx.insert(subscriptions).values(values).returning())[0]!;

export const selectSubscriptions = (tx: TenantTx, userId: string, limit: number) =>
  tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
    .limit(limit);

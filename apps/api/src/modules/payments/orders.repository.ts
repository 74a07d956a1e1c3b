import { and, desc, eq, sql } from 'drizzle-orm';
import type { PaymentProviderName } from '@prepwell/contracts';
import { paymentOrders } from '../../db/schema/index.ts';
import type { CrossTenantTx, TenantTx } from '../../db/with-tenant.ts';

export type OrderRow = typeof paymentOrders.$inferSelect;
export type OrderInsert = Omit<
  typeof paymentOrders.$inferInsert,
  'tenantId' | 'id' | 'status' | 'createdAt' | 'paidAt'
>;

export const insertOrder = async (tx: TenantTx, values: OrderInsert) =>
  (await tx.insert(paymentOrders).values(values).returning())[0]!;

export const setOrderCheckout = async (
  tx: TenantTx,
  id: string,
  values: { providerRef: string; paymentInstructions: Record<string, string> | null },
) => (await tx.update(paymentOrders).set(values).where(eq(paymentOrders.id, id)).returning())[0]!;

/** One of the user's orders (RLS keeps it inside the tenant). */
export const selectOwnOrder = async (tx: TenantTx, userId: string, id: string) =>
  (
    await tx
      .select()
      .from(paymentOrders)
      .where(and(eq(paymentOrders.id, id), eq(paymentOrders.userId, userId)))
      .limit(1)
  )[0];

export const selectOwnOrders = (tx: TenantTx, userId: string, limit: number) =>
  tx
    .select()
    .from(paymentOrders)
    .where(eq(paymentOrders.userId, userId))
    .orderBy(desc(paymentOrders.createdAt), desc(paymentOrders.id))
    .limit(limit);

/** The order a payment event names, locked until the transaction ends: settlements of one order queue here. */
export const lockOrder = async (tx: TenantTx, provider: PaymentProviderName, id: string) =>
  (
    await tx
      .select()
      .from(paymentOrders)
      .where(and(eq(paymentOrders.id, id), eq(paymentOrders.provider, provider)))
      .for('update')
      .limit(1)
  )[0];

export const lockOrderByRef = async (tx: TenantTx, provider: PaymentProviderName, providerRef: string) =>
  (
    await tx
      .select()
      .from(paymentOrders)
      .where(and(eq(paymentOrders.provider, provider), eq(paymentOrders.providerRef, providerRef)))
      .for('update')
      .limit(1)
  )[0];

export const markOrder = async (
  tx: TenantTx,
  id: string,
  values: { status: 'paid' | 'failed'; paidAt?: Date; failureReason?: string | null },
) =>
  (
    await tx
      .update(paymentOrders)
      .set(values)
      .where(and(eq(paymentOrders.id, id), eq(paymentOrders.status, 'pending')))
      .returning()
  )[0];

/**
 * The tenant of an order, by the provider's reference — the one read a webhook without our tenant in
 * its metadata needs before it can work inside withTenant. Reads one column across tenants, nothing else.
 */
export const unsafeSelectOrderTenant = async (tx: CrossTenantTx, provider: PaymentProviderName, providerRef: string) =>
  (
    await tx
      .select({ tenantId: paymentOrders.tenantId })
      .from(paymentOrders)
      .where(sql`${paymentOrders.provider} = ${provider} and ${paymentOrders.providerRef} = ${providerRef}`)
      .limit(1)
  )[0]?.tenantId;

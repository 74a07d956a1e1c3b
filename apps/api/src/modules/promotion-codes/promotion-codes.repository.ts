import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { paymentOrders, promotionCodes, promotionCodeUses, users } from '../../db/schema/index.ts';
import type { TenantTx } from '../../db/with-tenant.ts';
import { containsLike } from '../../db/like.ts';
import { promotionCodeIs } from '../../db/lookup-keys.ts';
import { updateRowById } from '../../db/rows.ts';

export type PromotionCodeRow = typeof promotionCodes.$inferSelect;
export type PromotionCodeInsert = Omit<
  typeof promotionCodes.$inferInsert,
  'id' | 'tenantId' | 'createdAt' | 'updatedAt'
>;
export type PromotionUseStatus = 'reserved' | 'used' | 'released';

/** Uses that hold a place: reserved (order pending) or used (order paid). Released ones give it back. */
const HOLDING: PromotionUseStatus[] = ['reserved', 'used'];

// Written out in full: inside a one-table select drizzle renders a column without its table, which the
// subquery would read as its own `id`.
const usesCount = sql<number>`(select count(*)::int from promotion_code_uses u
  where u.code_id = "promotion_codes"."id" and u.status in ('reserved', 'used'))`;

/** The tenant's codes, newest first, with how many uses hold a place. RLS keeps it in the tenant. */
export const selectCodePage = async (
  tx: TenantTx,
  filter: { q: string | undefined },
  page: { offset: number; limit: number },
) => {
  const where = filter.q ? sql`${promotionCodes.codeKey} like upper(${containsLike(filter.q)})` : undefined;
  const rows = await tx
    .select({ code: promotionCodes, uses: usesCount })
    .from(promotionCodes)
    .where(where)
    .orderBy(desc(promotionCodes.createdAt), desc(promotionCodes.id))
    .offset(page.offset)
    .limit(page.limit);
  const [total] = await tx.select({ n: count() }).from(promotionCodes).where(where);
  return { rows, total: total?.n ?? 0 };
};

export const selectCodeWithUses = async (tx: TenantTx, id: string) =>
  (
    await tx
      .select({ code: promotionCodes, uses: usesCount })
      .from(promotionCodes)
      .where(eq(promotionCodes.id, id))
      .limit(1)
  )[0];

/** Whether the tenant already has this code (compared upper-case, as the unique index does). */
export const codeExists = async (tx: TenantTx, code: string) =>
  (await tx.select({ id: promotionCodes.id }).from(promotionCodes).where(promotionCodeIs(code)).limit(1)).length > 0;

/** Inserts a code; undefined when the unique index (tenant, upper(code)) already holds it. */
export const insertCode = async (tx: TenantTx, values: PromotionCodeInsert) =>
  (await tx.insert(promotionCodes).values(values).onConflictDoNothing().returning())[0];

export const updateCode = async (tx: TenantTx, id: string, values: Partial<PromotionCodeInsert>) =>
  updateRowById(tx, promotionCodes, id, values);

export const deleteCode = async (tx: TenantTx, id: string) =>
  (await tx.delete(promotionCodes).where(eq(promotionCodes.id, id)).returning({ id: promotionCodes.id }))[0];

/** A code by its text, no lock (the quote). */
export const selectCodeByText = async (tx: TenantTx, code: string) =>
  (await tx.select().from(promotionCodes).where(promotionCodeIs(code)).limit(1))[0];

/**
 * A code by its text, locked until the transaction ends: orders applying the same code queue here, so
 * the counts each one reads next include every use committed before it (limits hold under concurrency).
 */
export const lockCodeByText = async (tx: TenantTx, code: string) =>
  (await tx.select().from(promotionCodes).where(promotionCodeIs(code)).for('update').limit(1))[0];

/** Uses holding a place: in total, and the user's. */
export const countHoldingUses = async (tx: TenantTx, codeId: string, userId: string) => {
  const [row] = await tx
    .select({
      total: count(),
      mine: sql<number>`count(*) filter (where ${promotionCodeUses.userId} = ${userId})::int`,
    })
    .from(promotionCodeUses)
    .where(and(eq(promotionCodeUses.codeId, codeId), inArray(promotionCodeUses.status, HOLDING)));
  return { total: Number(row?.total ?? 0), mine: Number(row?.mine ?? 0) };
};

/** Whether the user has paid an order in this tenant (a user without one is "new"). */
export const hasPaidOrder = async (tx: TenantTx, userId: string) =>
  (
    await tx
      .select({ id: paymentOrders.id })
      .from(paymentOrders)
      .where(and(eq(paymentOrders.userId, userId), eq(paymentOrders.status, 'paid')))
      .limit(1)
  ).length > 0;

export const insertUse = async (
  tx: TenantTx,
  values: {
    codeId: string;
    userId: string;
    orderId: string;
    discountMinor: number;
    bonusCoins: number;
    details: Record<string, unknown>;
  },
) =>
  (
    await tx
      .insert(promotionCodeUses)
      .values({ ...values, status: 'reserved' })
      .returning()
  )[0]!;

/** Moves an order's reserved use to `used` or `released`; only a reserved one moves (a repeat changes nothing). */
export const settleUse = async (tx: TenantTx, orderId: string, status: 'used' | 'released') =>
  (
    await tx
      .update(promotionCodeUses)
      .set({ status })
      .where(and(eq(promotionCodeUses.orderId, orderId), eq(promotionCodeUses.status, 'reserved')))
      .returning()
  )[0];

/** A code's uses, newest first, with the user and the order. */
export const selectUsePage = async (tx: TenantTx, codeId: string, page: { offset: number; limit: number }) => {
  const rows = await tx
    .select({
      use: promotionCodeUses,
      user: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
      order: { kind: paymentOrders.kind, currency: paymentOrders.currency },
    })
    .from(promotionCodeUses)
    .innerJoin(users, eq(users.id, promotionCodeUses.userId))
    .leftJoin(paymentOrders, eq(paymentOrders.id, promotionCodeUses.orderId))
    .where(eq(promotionCodeUses.codeId, codeId))
    .orderBy(desc(promotionCodeUses.createdAt), desc(promotionCodeUses.id))
    .offset(page.offset)
    .limit(page.limit);
  const [total] = await tx.select({ n: count() }).from(promotionCodeUses).where(eq(promotionCodeUses.codeId, codeId));
  return { rows, total: total?.n ?? 0 };
};

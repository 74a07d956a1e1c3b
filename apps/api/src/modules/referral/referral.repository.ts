import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { TenantTx } from '../../db/with-tenant.ts';
import { coinTransactions, referralCodes, referrals, users } from '../../db/schema/index.ts';

export type ReferralCodeRow = typeof referralCodes.$inferSelect;

export const selectCodeOfUser = async (tx: TenantTx, userId: string, options: { forUpdate?: boolean } = {}) => {
  const query = tx.select().from(referralCodes).where(eq(referralCodes.userId, userId)).limit(1);
  return (await (options.forUpdate ? query.for('update') : query))[0];
};

/** Inserts the user's code; undefined when the code is already taken in the tenant or the user already has one. */
export const insertCode = async (tx: TenantTx, values: { userId: string; code: string }) =>
  (await tx.insert(referralCodes).values(values).onConflictDoNothing().returning())[0];

/** The owner of a code in this tenant (RLS scopes it), with what the check shows of them. */
export const selectCodeOwner = async (tx: TenantTx, code: string) =>
  (
    await tx
      .select({ userId: users.id, firstName: users.firstName, lastName: users.lastName, username: users.username })
      .from(referralCodes)
      .innerJoin(users, eq(users.id, referralCodes.userId))
      .where(eq(referralCodes.code, code))
      .limit(1)
  )[0];

export const updateExchangedCoins = (tx: TenantTx, userId: string, exchangedCoins: number) =>
  tx.update(referralCodes).set({ exchangedCoins }).where(eq(referralCodes.userId, userId));

export const insertReferral = async (tx: TenantTx, values: { inviterId: string; inviteeId: string }) =>
  (await tx.insert(referrals).values(values).returning())[0]!;

/** Pending → completed, once: the row is locked by the UPDATE, so a second call finds nothing pending. */
export const completePendingReferralOf = async (tx: TenantTx, inviteeId: string) =>
  (
    await tx
      .update(referrals)
      .set({ status: 'completed', completedAt: new Date() })
      .where(and(eq(referrals.inviteeId, inviteeId), eq(referrals.status, 'pending')))
      .returning()
  )[0];

/**
 * A referral whose invitee's account is gone (invitee_id set null by the foreign key) before it was
 * completed reads as `invalid`; one completed before the deletion stays completed (its reward was earned).
 */
const effectiveStatus = sql<
  'pending' | 'completed' | 'invalid'
>`case when ${referrals.inviteeId} is null and ${referrals.status} = 'pending' then 'invalid' else ${referrals.status} end`;

export const countReferralsOf = async (tx: TenantTx, inviterId: string) => {
  const rows = await tx
    .select({ status: effectiveStatus, n: count() })
    .from(referrals)
    .where(eq(referrals.inviterId, inviterId))
    .groupBy(effectiveStatus);
  const of = (status: string) => rows.find((r) => r.status === status)?.n ?? 0;
  return { invited: rows.reduce((sum, r) => sum + r.n, 0), completed: of('completed'), invalid: of('invalid') };
};

export const selectReferralsOf = (tx: TenantTx, inviterId: string) =>
  tx
    .select({
      id: referrals.id,
      status: effectiveStatus,
      createdAt: referrals.createdAt,
      completedAt: referrals.completedAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(referrals)
    .leftJoin(users, eq(users.id, referrals.inviteeId))
    .where(eq(referrals.inviterId, inviterId))
    .orderBy(sql`${referrals.createdAt} desc`, asc(referrals.id));

/** Serialises everything that rewards one user's verification: a row lock on the user. */
export const lockUser = (tx: TenantTx, userId: string) =>
  tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');

export const hasTransactionOfType = async (tx: TenantTx, userId: string, type: 'email_verification') =>
  (
    await tx
      .select({ id: coinTransactions.id })
      .from(coinTransactions)
      .where(and(eq(coinTransactions.userId, userId), eq(coinTransactions.type, type)))
      .limit(1)
  ).length > 0;

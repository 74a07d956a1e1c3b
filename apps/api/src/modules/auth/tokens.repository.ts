import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { TenantTx } from '../../db/with-tenant.ts';
import { accessTokens, oneTimeTokens, users } from '../../db/schema/index.ts';

export type OneTimePurpose = 'reset_password' | 'set_password' | 'login' | 'verify_email';

/** One token per user and device: a new login on the same device replaces the old token. */
export const upsertAccessToken = (tx: TenantTx, values: { userId: string; tokenHash: string; deviceName: string; expiresAt: Date }) =>
  tx
    .insert(accessTokens)
    .values(values)
    .onConflictDoUpdate({
      target: [accessTokens.userId, accessTokens.deviceName],
      set: { tokenHash: values.tokenHash, expiresAt: values.expiresAt, createdAt: new Date(), lastUsedAt: new Date() },
    });

export const selectUserByTokenHash = async (tx: TenantTx, tokenHash: string) =>
  (
    await tx
      .select({ tokenId: accessTokens.id, lastUsedAt: accessTokens.lastUsedAt, user: users })
      .from(accessTokens)
      .innerJoin(users, eq(users.id, accessTokens.userId))
      .where(and(eq(accessTokens.tokenHash, tokenHash), gt(accessTokens.expiresAt, new Date())))
      .limit(1)
  )[0];

export const touchAccessToken = (tx: TenantTx, id: string) =>
  tx.update(accessTokens).set({ lastUsedAt: new Date() }).where(eq(accessTokens.id, id));

export const deleteAccessToken = (tx: TenantTx, id: string) => tx.delete(accessTokens).where(eq(accessTokens.id, id));
export const deleteAccessTokensOfUser = (tx: TenantTx, userId: string) => tx.delete(accessTokens).where(eq(accessTokens.userId, userId));

export const insertOneTimeToken = (tx: TenantTx, values: { userId: string; purpose: OneTimePurpose; tokenHash: string; expiresAt: Date }) =>
  tx.insert(oneTimeTokens).values(values);

/** Uses a single-use token: marks it used and answers its owner, or nothing when unknown, used or expired. */
export const consumeOneTimeToken = async (tx: TenantTx, purposes: OneTimePurpose[], tokenHash: string) =>
  (
    await tx
      .update(oneTimeTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(oneTimeTokens.tokenHash, tokenHash),
          isNull(oneTimeTokens.usedAt),
          gt(oneTimeTokens.expiresAt, new Date()),
          sql`${oneTimeTokens.purpose} in ${purposes}`,
        ),
      )
      .returning({ userId: oneTimeTokens.userId, purpose: oneTimeTokens.purpose })
  )[0];

/** Older unused links of the same purpose stop working when a new one is sent. */
export const expireOneTimeTokens = (tx: TenantTx, userId: string, purpose: OneTimePurpose) =>
  tx
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt)));

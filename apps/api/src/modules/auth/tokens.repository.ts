import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { TenantTx } from '../../db/with-tenant.ts';
import { compileStatement, decode } from '../../db/compiled-statement.ts';
import { accessTokens, oneTimeTokens, userRoles, users } from '../../db/schema/index.ts';
import { forgetTokenSession, forgetUserSessions } from './session-cache.ts';

export type OneTimePurpose = 'reset_password' | 'set_password' | 'login' | 'verify_email';

/** One token per user and device: a new login on the same device replaces the old token. */
export const upsertAccessToken = (
  tx: TenantTx,
  values: { userId: string; tokenHash: string; deviceName: string; expiresAt: Date },
) => {
  forgetUserSessions(tx, values.userId);
  return tx
    .insert(accessTokens)
    .values(values)
    .onConflictDoUpdate({
      target: [accessTokens.tenantId, accessTokens.userId, accessTokens.deviceName],
      set: { tokenHash: values.tokenHash, expiresAt: values.expiresAt, createdAt: new Date(), lastUsedAt: new Date() },
    });
};

/**
 * Every authenticated request's lookup when the session cache misses: the token (unexpired) with its user's
 * cached fields and roles, in one compiled statement (db/compiled-statement.ts).
 */
const sessionByTokenHash = compileStatement(
  'session_by_token_hash',
  sql`select ${accessTokens.id}, ${accessTokens.lastUsedAt}, ${accessTokens.expiresAt}, ${users.id}, ${users.proExpiredAt}, ${users.lang}, ${users.email},
    (select coalesce(json_agg(${userRoles.role}), '[]'::json) from ${userRoles} where ${userRoles.userId} = ${users.id})
    from ${accessTokens} inner join ${users} on ${users.id} = ${accessTokens.userId}
    where ${accessTokens.tokenHash} = ${sql.placeholder('tokenHash')} and ${accessTokens.expiresAt} > now()
    limit 1`,
  (row) => ({
    tokenId: row[0] as string,
    lastUsedAt: decode(accessTokens.lastUsedAt, row[1]) as Date,
    expiresAt: decode(accessTokens.expiresAt, row[2]) as Date,
    userId: row[3] as string,
    proExpiredAt: decode(users.proExpiredAt, row[4]) as string | null,
    lang: row[5] as string,
    email: row[6] as string,
    // Drivers hand json back parsed; parse again only if one did not.
    roles: (typeof row[7] === 'string' ? JSON.parse(row[7]) : row[7]) as string[],
  }),
);

export const selectSessionByTokenHash = async (tx: TenantTx, tokenHash: string) =>
  (await sessionByTokenHash(tx, { tokenHash }))[0];

export const touchAccessToken = (tx: TenantTx, id: string) =>
  tx.update(accessTokens).set({ lastUsedAt: new Date() }).where(eq(accessTokens.id, id));

export const deleteAccessToken = (tx: TenantTx, id: string) => {
  forgetTokenSession(tx, id);
  return tx.delete(accessTokens).where(eq(accessTokens.id, id));
};
export const deleteAccessTokensOfUser = (tx: TenantTx, userId: string) => {
  forgetUserSessions(tx, userId);
  return tx.delete(accessTokens).where(eq(accessTokens.userId, userId));
};
/** Signs a user out of every device but one (a password change keeps the device that made it). */
export const deleteOtherAccessTokensOfUser = (tx: TenantTx, userId: string, keepTokenId: string) => {
  forgetUserSessions(tx, userId);
  return tx.delete(accessTokens).where(and(eq(accessTokens.userId, userId), ne(accessTokens.id, keepTokenId)));
};

export const insertOneTimeToken = (
  tx: TenantTx,
  values: { userId: string; purpose: OneTimePurpose; tokenHash: string; expiresAt: Date },
) => tx.insert(oneTimeTokens).values(values);

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

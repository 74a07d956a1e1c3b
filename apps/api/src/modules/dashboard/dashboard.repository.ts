import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { PlatformDb, TenantTx } from '../../db/with-tenant.ts';
import { activityLogs, tenants } from '../../db/schema/index.ts';

/** Newest activity of some users of the tenant. */
export const selectActivityOf = (tx: TenantTx, userIds: string[], limit: number) =>
  userIds.length === 0
    ? Promise.resolve([])
    : tx
        .select()
        .from(activityLogs)
        .where(inArray(activityLogs.userId, userIds))
        .orderBy(sql`${activityLogs.createdAt} desc`)
        .limit(limit);

/** How many activity entries some users have (optionally of one action, optionally since a moment). */
export const countActivityOf = async (
  tx: TenantTx,
  userIds: string[],
  options: { action?: string; since?: Date } = {},
) => {
  if (userIds.length === 0) return 0;
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(activityLogs)
    .where(
      and(
        inArray(activityLogs.userId, userIds),
        options.action ? eq(activityLogs.action, options.action) : undefined,
        options.since ? gte(activityLogs.createdAt, options.since) : undefined,
      ),
    );
  return Number(row?.n ?? 0);
};

/** Tenants are a platform table (no tenant of their own). */
export const selectTenantSlugs = async (db: PlatformDb) =>
  new Map((await db.select({ id: tenants.id, slug: tenants.slug }).from(tenants)).map((t) => [t.id, t.slug]));

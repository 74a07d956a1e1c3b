import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { CrossTenantTx, TenantTx } from '../../db/with-tenant.ts';
import { activityLogs, tenants, users } from '../../db/schema/index.ts';
import { containsLike } from '../../db/like.ts';

export interface ActivityFilter {
  tenantId?: string | undefined;
  userId?: string | undefined;
  action?: string | undefined;
  /** Searches the action, the detail and the user's name, e-mail and username. */
  q?: string | undefined;
  /** The window: from (inclusive) and to (exclusive). */
  from?: Date | undefined;
  to?: Date | undefined;
}

const conditionsOf = (filter: ActivityFilter) => {
  const out: SQL[] = [];
  if (filter.tenantId) out.push(eq(activityLogs.tenantId, filter.tenantId));
  if (filter.userId) out.push(eq(activityLogs.userId, filter.userId));
  if (filter.action) out.push(eq(activityLogs.action, filter.action));
  if (filter.from) out.push(gte(activityLogs.createdAt, filter.from));
  if (filter.to) out.push(lt(activityLogs.createdAt, filter.to));
  if (filter.q) {
    const like = containsLike(filter.q);
    out.push(
      sql`(${activityLogs.action} ilike ${like} or ${activityLogs.detail} ilike ${like} or ${users.email} ilike ${like} or ${users.username} ilike ${like}
        or (coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')) ilike ${like})`,
    );
  }
  return out.length ? and(...out) : undefined;
};

/** One page of activity logs, newest first, with the user (when still there) and the tenant's slug. */
const selectPage = async (
  tx: TenantTx | CrossTenantTx,
  filter: ActivityFilter,
  page: { offset: number; limit: number },
) => {
  const where = conditionsOf(filter);
  const [rows, [total]] = await Promise.all([
    tx
      .select({
        id: activityLogs.id,
        action: activityLogs.action,
        detail: activityLogs.detail,
        createdAt: activityLogs.createdAt,
        tenantSlug: tenants.slug,
        userId: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        username: users.username,
      })
      .from(activityLogs)
      .innerJoin(tenants, eq(tenants.id, activityLogs.tenantId))
      .leftJoin(users, eq(users.id, activityLogs.userId))
      .where(where)
      .orderBy(desc(activityLogs.createdAt), desc(activityLogs.id))
      .limit(page.limit)
      .offset(page.offset),
    tx
      .select({ n: sql<number>`count(*)::int` })
      .from(activityLogs)
      .leftJoin(users, eq(users.id, activityLogs.userId))
      .where(where),
  ]);
  return {
    rows: rows.map(({ userId, firstName, lastName, email, username, ...r }) => ({
      ...r,
      user: userId ? { id: userId, firstName, lastName, email: email ?? null, username } : null,
    })),
    total: Number(total?.n ?? 0),
  };
};

export type ActivityLine = Awaited<ReturnType<typeof selectPage>>['rows'][number];

/** The transaction's tenant's activity logs (row-level security scopes them). */
export const selectActivityPage = (
  tx: TenantTx,
  filter: Omit<ActivityFilter, 'tenantId'>,
  page: { offset: number; limit: number },
) => selectPage(tx, filter, page);

/** Activity logs of every tenant (or one, by `tenantId`). Crosses tenants on purpose: the super admins' platform log. */
export const unsafeSelectActivityPage = (
  tx: CrossTenantTx,
  filter: ActivityFilter,
  page: { offset: number; limit: number },
) => selectPage(tx, filter, page);

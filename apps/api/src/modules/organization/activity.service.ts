import type { z } from 'zod';
import type { ActivityHistoryQuery, ActivityLogPage, ActivityLogWindowQuery } from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { unsafeAcrossTenants, withTenant } from '../../db/with-tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../profile/profile.policy.ts';
import type { TenantContext } from '../tenants/tenants.service.ts';
import { selectActivityPage, unsafeSelectActivityPage, type ActivityLine } from './activity.repository.ts';
import { presentActivityLog } from './company.presenter.ts';
import { activityLogScope } from './company.policy.ts';

/** Activity logs (issue 5): the platform's or a company's log, and each user's own history. */

export const ACTIVITY_PAGE_SIZE = 20;

interface Ctx {
  actor: Actor;
  tenant: TenantContext;
}

const windowOf = (query: { from?: string | undefined; to?: string | undefined }) => ({
  from: query.from ? new Date(query.from) : undefined,
  to: query.to ? new Date(query.to) : undefined,
});

const pageOf = (page: number) => ({ offset: (page - 1) * ACTIVITY_PAGE_SIZE, limit: ACTIVITY_PAGE_SIZE });
const shape = (page: number, result: { rows: ActivityLine[]; total: number }): ActivityLogPage => ({
  data: result.rows.map(presentActivityLog),
  current_page: page,
  per_page: ACTIVITY_PAGE_SIZE,
  total: result.total,
});

/**
 * `GET /api/activity-logs`, newest first, 20 a page, filtered by user, action and `q`. A super admin reads
 * every tenant's (or one's, `tenant_id`): it crosses tenants on purpose, being the platform's log. A
 * company admin reads their company's only; a `tenant_id` of another tenant finds nothing.
 */
export const findActivityLogs = async (
  deps: Deps,
  ctx: Ctx & { query: z.output<typeof ActivityLogWindowQuery> },
): Promise<ActivityLogPage> => {
  const { query } = ctx;
  const filter = {
    userId: query.user_id,
    action: query.action || undefined,
    q: query.q || undefined,
    ...windowOf(query),
  };
  const scope = activityLogScope(ctx.actor, ctx.tenant);
  if (scope === 'none') throw new AppError('forbidden');
  if (scope === 'all')
    return shape(
      query.page,
      await unsafeAcrossTenants(deps.db, (tx) =>
        unsafeSelectActivityPage(tx, { ...filter, tenantId: query.tenant_id }, pageOf(query.page)),
      ),
    );
  if (query.tenant_id && query.tenant_id !== ctx.tenant.id) return shape(query.page, { rows: [], total: 0 });
  return shape(
    query.page,
    await withTenant(deps.db, ctx.tenant.id, (tx) => selectActivityPage(tx, filter, pageOf(query.page))),
  );
};

/**
 * `GET /api/activity-log/history`: the caller's own activity, newest first, 20 a page; `q` searches it,
 * `action` keeps one kind, `from` (inclusive) and `to` (exclusive) a window of time.
 */
export const findOwnActivity = (
  deps: Deps,
  ctx: Ctx & { query: z.output<typeof ActivityHistoryQuery> },
): Promise<ActivityLogPage> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) =>
    shape(
      ctx.query.page,
      await selectActivityPage(
        tx,
        {
          userId: ctx.actor.id,
          q: ctx.query.q || undefined,
          action: ctx.query.action || undefined,
          ...windowOf(ctx.query),
        },
        pageOf(ctx.query.page),
      ),
    ),
  );

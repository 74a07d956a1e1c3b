import type { z } from 'zod';
import {
  TRANSACTION_PAGE_SIZE,
  isSuperAdmin,
  type CoinBalance,
  type CoinTransactionPage,
  type CoinTransactionQuery,
  type PointAdjustment,
  type PointAdjustmentResult,
  type TransactionLogPage,
  type TransactionLogQuery,
  type TransactionLogUserQuery,
} from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { unsafeAcrossTenants, withTenant, type TenantTx } from '../../db/with-tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import { canManageUser, type Actor } from '../profile/profile.policy.ts';
import { factsOf } from '../profile/profile.service.ts';
import { resolveUserTenant } from '../profile/user-target.service.ts';
import { findAllTenants, type TenantContext } from '../tenants/tenants.service.ts';
import { getUserWithRoles } from '../users/users.service.ts';
import { runIdempotent } from './idempotency.ts';
import { presentLogLine, presentTransaction } from './ledger.presenter.ts';
import { selectTransactionLogPage, selectUserTransactionPage } from './ledger.repository.ts';
import { applyMove, getBalance } from './ledger.service.ts';

/** The ledger's calls (ledger.routes.ts): a user's balance and transactions, an admin's adjustments and logs. */

interface Ctx {
  actor: Actor;
  tenant: TenantContext;
}

const pageOf = (page: number) => ({ offset: (page - 1) * TRANSACTION_PAGE_SIZE, limit: TRANSACTION_PAGE_SIZE });

/** `GET /api/coins`. */
export const getOwnBalance = (deps: Deps, ctx: Ctx): Promise<CoinBalance> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => ({ balance: await getBalance(tx, ctx.actor.id) }));

/** `GET /api/coins/transactions`: the caller's own transactions, newest first, 20 a page. */
export const findOwnTransactions = (
  deps: Deps,
  ctx: Ctx & { query: z.output<typeof CoinTransactionQuery> },
): Promise<CoinTransactionPage> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const { rows, total } = await selectUserTransactionPage(
      tx,
      { userId: ctx.actor.id, category: ctx.query.category, type: ctx.query.type },
      pageOf(ctx.query.page),
    );
    return { data: rows.map(presentTransaction), current_page: ctx.query.page, per_page: TRANSACTION_PAGE_SIZE, total };
  });

/**
 * The user an admin addresses, inside the tenant it lives in: a super admin reaches any tenant's user,
 * an organization admin only their own company's users (and no super admin); anyone else is not found.
 */
const managedUser = async (tx: TenantTx, ctx: Ctx, target: TenantContext, userId: string) => {
  const user = await getUserWithRoles(tx, userId);
  if (!canManageUser(ctx.actor, factsOf(ctx, target, user))) throw new AppError('not_found');
  return user;
};

/**
 * `POST /api/admin/user/:id/give-point` and `deduct-point`: an `admin_deposit` or `admin_deduction`
 * transaction made by the admin, once per Idempotency-Key (a replay returns the first result). A deduction
 * beyond the balance → 400 `insufficient_balance`.
 */
export const adjustPoints = async (
  deps: Deps,
  ctx: Ctx & { userId: string; direction: 'give' | 'deduct'; input: PointAdjustment; key: () => string },
): Promise<PointAdjustmentResult> => {
  const target = await resolveUserTenant(deps, { actor: ctx.actor, tenant: ctx.tenant, userId: ctx.userId });
  let key: string;
  try {
    key = ctx.key();
  } catch (error) {
    // Without a key, a user the admin may not reach (another tenant's) is still 404 first, never 400.
    await withTenant(deps.db, target.id, (tx) => managedUser(tx, ctx, target, ctx.userId));
    throw error;
  }
  const notes = ctx.input.notes || null;
  return runIdempotent(
    deps,
    {
      tenantId: target.id,
      actorId: ctx.actor.id,
      key,
      scope: `admin.${ctx.direction}-point`,
      request: { userId: ctx.userId, point: ctx.input.point, notes },
    },
    async (tx) => {
      await managedUser(tx, ctx, target, ctx.userId);
      const give = ctx.direction === 'give';
      const move = {
        userId: ctx.userId,
        type: give ? 'admin_deposit' : 'admin_deduction',
        amount: give ? ctx.input.point : -ctx.input.point,
        notes,
      } as const;
      const moved = await applyMove(tx, { ...move, actorId: ctx.actor.id });
      return {
        transaction: presentTransaction({
          ...move,
          id: moved.transactionId,
          tenantId: target.id,
          createdAt: moved.createdAt,
          balanceAfter: moved.balance,
        }),
        balance: moved.balance,
      };
    },
  );
};

/**
 * `GET /api/admin/transactions-logs`: the transaction log, newest first, 20 a page. An organization admin
 * reads their own tenant's; a super admin every tenant's, or one tenant's with `tenant` (a slug). Crosses
 * tenants on purpose for the super admin: it is the platform's log.
 */
export const findTransactionLog = async (
  deps: Deps,
  ctx: Ctx & { query: z.output<typeof TransactionLogQuery> },
): Promise<TransactionLogPage> => {
  const { query } = ctx;
  const filter = { userId: query.user_id, category: query.category, type: query.type, q: query.q || undefined };
  const page = pageOf(query.page);
  const shape = (r: Awaited<ReturnType<typeof selectTransactionLogPage>>): TransactionLogPage => ({
    data: r.rows.map(presentLogLine),
    current_page: query.page,
    per_page: TRANSACTION_PAGE_SIZE,
    total: r.total,
  });
  if (!isSuperAdmin(ctx.actor))
    return shape(await withTenant(deps.db, ctx.tenant.id, (tx) => selectTransactionLogPage(tx, filter, page)));
  let tenantId: string | undefined;
  if (query.tenant) {
    const slug = query.tenant.toLowerCase();
    tenantId = (await findAllTenants(deps.db)).find(({ tenant }) => tenant.slug === slug)?.tenant.id;
    if (!tenantId) return { data: [], current_page: query.page, per_page: TRANSACTION_PAGE_SIZE, total: 0 };
  }
  return shape(await unsafeAcrossTenants(deps.db, (tx) => selectTransactionLogPage(tx, { ...filter, tenantId }, page)));
};

/** `GET /api/admin/transactions-logs/users?user_id=`: one user's log with the balance after each line. */
export const findUserTransactionLog = async (
  deps: Deps,
  ctx: Ctx & { query: z.output<typeof TransactionLogUserQuery> },
): Promise<TransactionLogPage> => {
  const { query } = ctx;
  const target = await resolveUserTenant(deps, { actor: ctx.actor, tenant: ctx.tenant, userId: query.user_id });
  return withTenant(deps.db, target.id, async (tx) => {
    const user = await managedUser(tx, ctx, target, query.user_id);
    const { rows, total } = await selectUserTransactionPage(
      tx,
      { userId: user.id, category: query.category, type: query.type },
      pageOf(query.page),
    );
    const who = { id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email };
    return {
      data: rows.map((row) => presentLogLine({ ...row, user: who })),
      current_page: query.page,
      per_page: TRANSACTION_PAGE_SIZE,
      total,
    };
  });
};

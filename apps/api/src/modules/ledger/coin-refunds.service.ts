import type {
  CoinRefundInput,
  CoinRefundResult,
  CoinTransactionType,
  PointAdjustment,
  PointAdjustmentResult,
  Refundables,
} from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { withTenant, type TenantTx } from '../../db/with-tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import { canManageUser, type Actor } from '../profile/profile.policy.ts';
import { factsOf } from '../profile/profile.service.ts';
import type { TenantContext } from '../tenants/tenants.service.ts';
import { getUserWithRoles, logActivity } from '../users/users.service.ts';
import {
  hasCoinRefund,
  insertCoinRefund,
  lockGradingRequest,
  markGradingRefunded,
  lockPaidOrder,
  selectRefundables,
} from './coin-refunds.repository.ts';
import { runIdempotent } from './idempotency.ts';
import { presentTransaction } from './ledger.presenter.ts';
import { applyMove } from './ledger.service.ts';

/**
 * Issue 20 (decision 0043): an admin's coin refunds and T-Coin Rewards, in the request's tenant. Both are
 * ledger transactions (`refund`, `reward`) made once per Idempotency-Key; a refund is also once per source
 * (coin_refunds' unique key), so a second request with another key is refused, never paid twice.
 */

interface Ctx {
  actor: Actor;
  tenant: TenantContext;
}

const managedUser = async (tx: TenantTx, ctx: Ctx, userId: string) => {
  const user = await getUserWithRoles(tx, userId);
  if (!canManageUser(ctx.actor, factsOf(ctx, ctx.tenant, user))) throw new AppError('not_found');
  return user;
};

const moved = async (
  tx: TenantTx,
  ctx: Ctx,
  move: {
    userId: string;
    type: CoinTransactionType;
    amount: number;
    notes: string | null;
    reference: Record<string, string>;
  },
) => {
  const done = await applyMove(tx, { ...move, actorId: ctx.actor.id });
  return {
    transactionId: done.transactionId,
    result: {
      transaction: presentTransaction({
        id: done.transactionId,
        tenantId: ctx.tenant.id,
        userId: move.userId,
        type: move.type,
        amount: move.amount,
        notes: move.notes,
        createdAt: done.createdAt,
        balanceAfter: done.balance,
      }),
      balance: done.balance,
    },
  };
};

/** `POST /api/admin/user/:id/reward-point` {point, notes}: a T-Coin Reward. */
export const rewardPoints = (
  deps: Deps,
  ctx: Ctx & { userId: string; input: PointAdjustment; key: string },
): Promise<PointAdjustmentResult> => {
  const notes = ctx.input.notes || null;
  return runIdempotent(
    deps,
    {
      tenantId: ctx.tenant.id,
      actorId: ctx.actor.id,
      key: ctx.key,
      scope: 'admin.reward-point',
      request: { userId: ctx.userId, point: ctx.input.point, notes },
    },
    async (tx) => {
      await managedUser(tx, ctx, ctx.userId);
      const { result } = await moved(tx, ctx, {
        userId: ctx.userId,
        type: 'reward',
        amount: ctx.input.point,
        notes,
        reference: { kind: 'admin_reward' },
      });
      await logActivity(tx, ctx.actor.id, 'coins.reward', `${ctx.userId}: +${ctx.input.point}`);
      return result;
    },
  );
};

/** What one refund takes back or gives back, from its locked source; refund_not_allowed otherwise. */
const refundOf = async (
  tx: TenantTx,
  input: CoinRefundInput,
): Promise<{ userId: string; amount: number; reference: Record<string, string> }> => {
  if (input.kind === 'order') {
    const order = await lockPaidOrder(tx, input.id);
    if (!order) throw new AppError('not_found');
    if (
      order.kind !== 'coins' ||
      order.status !== 'paid' ||
      !order.coins ||
      (await hasCoinRefund(tx, 'order', order.id))
    )
      throw new AppError('refund_not_allowed');
    // The customer's money goes back outside the platform; the coins it bought leave the balance.
    return { userId: order.userId, amount: -order.coins, reference: { kind: 'order_refund', order_id: order.id } };
  }
  const request = await lockGradingRequest(tx, input.id);
  if (!request) throw new AppError('not_found');
  if (
    request.status !== 'pending' ||
    request.price <= 0 ||
    request.transactionId === null ||
    (await hasCoinRefund(tx, 'grading', request.id))
  )
    throw new AppError('refund_not_allowed');
  return {
    userId: request.userId,
    amount: request.price,
    reference: { kind: 'grading_refund', grading_request_id: request.id },
  };
};

/** `POST /api/admin/refunds` {kind, id, notes}: a paid coin order or a grading request never graded. */
export const refundCoins = (
  deps: Deps,
  ctx: Ctx & { input: CoinRefundInput; key: string },
): Promise<CoinRefundResult> => {
  const notes = ctx.input.notes || null;
  return runIdempotent(
    deps,
    {
      tenantId: ctx.tenant.id,
      actorId: ctx.actor.id,
      key: ctx.key,
      scope: 'admin.refund',
      request: { kind: ctx.input.kind, id: ctx.input.id, notes },
    },
    async (tx) => {
      const refund = await refundOf(tx, ctx.input);
      await managedUser(tx, ctx, refund.userId);
      const { result, transactionId } = await moved(tx, ctx, { type: 'refund', notes, ...refund });
      const row = await insertCoinRefund(tx, {
        userId: refund.userId,
        kind: ctx.input.kind,
        sourceId: ctx.input.id,
        amount: refund.amount,
        transactionId,
        actorId: ctx.actor.id,
        notes,
      });
      if (!row) throw new AppError('refund_not_allowed');
      if (ctx.input.kind === 'grading') await markGradingRefunded(tx, ctx.input.id);
      await logActivity(tx, ctx.actor.id, 'coins.refund', `${ctx.input.kind} ${ctx.input.id}: ${refund.amount}`);
      return result;
    },
  );
};

/** `GET /api/admin/user/:id/refundables`. */
export const findRefundables = (deps: Deps, ctx: Ctx & { userId: string }): Promise<Refundables> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    await managedUser(tx, ctx, ctx.userId);
    const { orders, grading, refunded } = await selectRefundables(tx, ctx.userId);
    return {
      orders: orders.map((o) => ({
        id: o.id,
        created_at: o.createdAt.toISOString(),
        coins: o.coins ?? 0,
        total_minor: o.totalMinor,
        currency: o.currency,
        refunded: refunded.has(`order:${o.id}`),
      })),
      grading: grading.map((g) => ({
        id: g.id,
        created_at: g.createdAt.toISOString(),
        level: g.level,
        price: g.price,
        graded: g.status === 'graded',
        refunded: refunded.has(`grading:${g.id}`),
      })),
    };
  });

import type { CreateOrderRequest, OrderList, OrderView } from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { withTenant } from '../../db/with-tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import { runIdempotent } from '../ledger/idempotency.ts';
import type { Actor } from '../profile/profile.policy.ts';
import type { TenantContext } from '../tenants/tenants.service.ts';
import { applyPromotionCode, reservePromotionUse } from '../promotion-codes/promotion-codes.service.ts';
import { sessionOrderItem } from '../courses/session-seats.service.ts';
import { tuitionOrderItem } from '../tuition/tuition.service.ts';
import { orderItemOf, orderTotals } from './order-pricing.ts';
import { insertOrder, selectOwnOrder, selectOwnOrders, setOrderCheckout } from './orders.repository.ts';
import { CHECKOUT_URL_KEY, presentOrder } from './orders.presenter.ts';
import { currentProvider } from './providers/providers.ts';

interface Ctx {
  actor: Actor;
  tenant: TenantContext;
}

/**
 * `POST /orders` (Idempotency-Key): an order for one of the tenant's coin packs or Pro plans, opened at
 * the current provider. A repeat with the same key answers the same order (no second checkout).
 */
export const createOrder = async (
  deps: Deps,
  ctx: Ctx & { key: string; input: CreateOrderRequest; origin: string; now?: Date },
): Promise<OrderView> => {
  const provider = currentProvider(deps.config);
  const now = ctx.now ?? new Date();
  return runIdempotent(
    deps,
    { tenantId: ctx.tenant.id, actorId: ctx.actor.id, key: ctx.key, scope: 'orders.create', request: ctx.input },
    async (tx) => {
      if (!provider.methods.includes(ctx.input.method))
        throw new AppError('validation_failed', { fields: [{ path: 'method', key: 'invalid_value' }] });
      // A need-pay-first course session's fee (issue 19): priced by the session, in its currency; no promotion code.
      const session =
        ctx.input.kind === 'session'
          ? await sessionOrderItem(tx, { userId: ctx.actor.id, sessionId: ctx.input.course_session_id })
          : null;
      // Issue 20: what is still owed on a tuition bill the caller reads, in the bill's currency; no promotion code.
      const tuition =
        ctx.input.kind === 'tuition'
          ? await tuitionOrderItem(tx, { actor: ctx.actor, billId: ctx.input.tuition_bill_id })
          : null;
      const item = session
        ? { kind: 'session' as const, coins: null, planMonths: null, ...session }
        : tuition
          ? { kind: 'tuition' as const, coins: null, planMonths: null, ...tuition }
          : orderItemOf(ctx.tenant, ctx.input, now);
      const currency = session?.currency ?? tuition?.currency ?? ctx.tenant.settings.currency;
      // A promotion code (issue 17) is checked under its row lock, in this transaction: limits hold under
      // concurrency, and a repeat of the key replays this order without applying the code again.
      const promotionCode =
        ctx.input.kind === 'session' || ctx.input.kind === 'tuition' ? undefined : ctx.input.promotion_code;
      const promotion =
        promotionCode && item.kind !== 'session' && item.kind !== 'tuition'
          ? await applyPromotionCode(tx, {
              userId: ctx.actor.id,
              text: promotionCode,
              item: { ...item, kind: item.kind },
              now,
            })
          : null;
      const totals = orderTotals(
        item.priceMinor,
        promotion?.discountMinor ?? 0,
        ctx.input.method,
        ctx.tenant.settings.cardFeePercent,
      );
      const order = await insertOrder(tx, {
        userId: ctx.actor.id,
        kind: item.kind,
        coins: item.coins,
        planMonths: item.planMonths,
        courseSessionId: ctx.input.kind === 'session' ? ctx.input.course_session_id : null,
        tuitionBillId: ctx.input.kind === 'tuition' ? ctx.input.tuition_bill_id : null,
        currency,
        priceMinor: item.priceMinor,
        feeMinor: totals.feeMinor,
        totalMinor: totals.totalMinor,
        method: ctx.input.method,
        provider: provider.name,
      });
      if (promotion)
        await reservePromotionUse(tx, promotion, {
          userId: ctx.actor.id,
          orderId: order.id,
          priceMinor: item.priceMinor,
        });
      // Inside the transaction: a failed checkout leaves no order, and a concurrent repeat of the key waits for this one.
      const checkout = await provider.createCheckout({
        id: order.id,
        tenantId: ctx.tenant.id,
        kind: order.kind,
        description: item.description,
        currency,
        totalMinor: order.totalMinor,
        method: order.method,
        createdAt: order.createdAt,
        origin: ctx.origin,
      });
      const saved = await setOrderCheckout(tx, order.id, {
        providerRef: checkout.providerRef,
        paymentInstructions: { ...(checkout.instructions ?? {}), [CHECKOUT_URL_KEY]: checkout.checkoutUrl },
      });
      return presentOrder(saved);
    },
  );
};

/** `GET /orders/:id`: one of the caller's orders; anyone else's (another tenant's too) is not found. */
export const getOrder = (deps: Deps, ctx: Ctx & { orderId: string }): Promise<OrderView> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const row = await selectOwnOrder(tx, ctx.actor.id, ctx.orderId);
    if (!row) throw new AppError('not_found');
    return presentOrder(row);
  });

const ORDER_LIST_LIMIT = 100;

/** `GET /orders`: the caller's orders, newest first. */
export const findOwnOrders = (deps: Deps, ctx: Ctx): Promise<OrderList> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) =>
    (await selectOwnOrders(tx, ctx.actor.id, ORDER_LIST_LIMIT)).map(presentOrder),
  );

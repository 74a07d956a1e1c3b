import type { PaymentProviderName } from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { unsafeAcrossTenants, withTenant, type TenantTx } from '../../db/with-tenant.ts';
import { seatPaidSession } from '../courses/session-seats.service.ts';
import { settleTuitionOrder } from '../tuition/tuition.service.ts';
import { moveCoins } from '../ledger/ledger.service.ts';
import { grantProForOrder } from '../plans/pro.service.ts';
import { settlePromotionUse } from '../promotion-codes/promotion-codes.service.ts';
import { getTenantById, type TenantContext } from '../tenants/tenants.service.ts';
import { lockOrder, lockOrderByRef, markOrder, unsafeSelectOrderTenant } from './orders.repository.ts';
import type { PaymentEvent } from './providers/provider.ts';
import { providerNamed } from './providers/providers.ts';

type SettledEvent = Extract<PaymentEvent, { type: 'paid' | 'failed' }>;

/** What a delivery did: `applied` only for the one that moved the order out of `pending`. */
export interface Settlement {
  eventId: string;
  orderId: string | null;
  applied: boolean;
  /** Why nothing happened, for the log: unknown order, already settled, amount differs, not acted on. */
  skipped?: 'ignored' | 'unknown_order' | 'already_settled' | 'amount_mismatch';
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The tenant of an order a webhook names only by the provider's reference (a Stripe event without our
 * metadata). Crosses tenants on purpose: the webhook arrives on no tenant's host; it reads the tenant id
 * and nothing else, and the settlement then works inside that tenant with withTenant.
 */
const unsafeFindOrderTenant = (deps: Pick<Deps, 'db'>, provider: PaymentProviderName, providerRef: string) =>
  unsafeAcrossTenants(deps.db, (tx) => unsafeSelectOrderTenant(tx, provider, providerRef));

/** Settles one order under its row lock: only `pending` → `paid | failed`, so a repeat changes nothing. */
const settleOrder = async (
  tx: TenantTx,
  tenant: TenantContext,
  provider: PaymentProviderName,
  event: SettledEvent,
  now: Date,
): Promise<Settlement> => {
  const base = { eventId: event.eventId, applied: false };
  const order =
    event.orderId && UUID.test(event.orderId)
      ? await lockOrder(tx, provider, event.orderId)
      : event.providerRef
        ? await lockOrderByRef(tx, provider, event.providerRef)
        : undefined;
  if (!order || (event.providerRef && order.providerRef && event.providerRef !== order.providerRef))
    return { ...base, orderId: null, skipped: 'unknown_order' };
  const settled = { ...base, orderId: order.id, skipped: 'already_settled' as const };
  if (order.status !== 'pending') return settled;
  if (event.type === 'failed') {
    // markOrder changes only a pending row: a second guard behind the row lock.
    if (!(await markOrder(tx, order.id, { status: 'failed', failureReason: event.reason ?? 'payment_failed' })))
      return settled;
    // A failed or expired order gives its promotion code's place back.
    await settlePromotionUse(tx, order.id, 'failed');
    return { ...base, orderId: order.id, applied: true };
  }
  if (
    (event.amountMinor !== null && event.amountMinor !== order.totalMinor) ||
    (event.currency !== null && event.currency !== order.currency)
  )
    return { ...base, orderId: order.id, skipped: 'amount_mismatch' };
  if (!(await markOrder(tx, order.id, { status: 'paid', paidAt: now }))) return settled;
  // The order's promotion use becomes `used`; a T-Coins code's bonus comes with the pack's coins.
  const { bonusCoins } = await settlePromotionUse(tx, order.id, 'paid');
  if (order.kind === 'coins' && order.coins)
    await moveCoins(tx, {
      userId: order.userId,
      type: 'deposit',
      amount: order.coins + bonusCoins,
      notes: `${order.coins + bonusCoins} T-Coins, ${order.method}`,
      reference: { order_id: order.id },
    });
  if (order.kind === 'pro' && order.planMonths !== null)
    await grantProForOrder(tx, { tenant, userId: order.userId, months: order.planMonths, orderId: order.id, now });
  // Issue 19: a need-pay-first session's fee seats the student in the session.
  if (order.kind === 'session' && order.courseSessionId)
    await seatPaidSession(tx, { userId: order.userId, sessionId: order.courseSessionId, orderId: order.id });
  // Issue 20: a tuition order's price (the card fee aside) becomes an online payment of its bill.
  if (order.kind === 'tuition' && order.tuitionBillId)
    await settleTuitionOrder(tx, {
      billId: order.tuitionBillId,
      orderId: order.id,
      userId: order.userId,
      amountMinor: order.priceMinor,
      now,
    });
  return { ...base, orderId: order.id, applied: true };
};

/**
 * The one webhook path of every provider (the sandbox's own deliveries too): verify the signature (a bad
 * one throws `payment_signature_invalid` before anything is read), find the order's tenant, settle inside
 * it. A delivery for an order already settled, or of an event type not acted on, is acknowledged.
 */
export const handlePaymentWebhook = async (
  deps: Pick<Deps, 'db' | 'config'>,
  options: {
    provider: PaymentProviderName;
    rawBody: Buffer;
    headers: Record<string, string | string[] | undefined>;
    now?: Date;
  },
): Promise<Settlement> => {
  const event = providerNamed(deps.config, options.provider).parseWebhook(options.rawBody, options.headers);
  if (event.type === 'ignored') return { eventId: event.eventId, orderId: null, applied: false, skipped: 'ignored' };
  const tenantId =
    event.tenantId && UUID.test(event.tenantId)
      ? event.tenantId
      : event.providerRef
        ? await unsafeFindOrderTenant(deps, options.provider, event.providerRef)
        : undefined;
  const tenant = tenantId ? await getTenantById(deps.db, tenantId).catch(() => null) : null;
  if (!tenant) return { eventId: event.eventId, orderId: null, applied: false, skipped: 'unknown_order' };
  return withTenant(deps.db, tenant.id, (tx) =>
    settleOrder(tx, tenant, options.provider, event, options.now ?? new Date()),
  );
};

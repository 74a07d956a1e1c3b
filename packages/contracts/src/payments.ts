import { z } from 'zod';
import { Id, IsoDate } from './common.ts';
import { OrderKind, OrderStatus, PaymentMethod, PaymentProviderName, SubscriptionSource } from './commerce.ts';

/** Issue 4: coin packs, Pro plans, orders and payment providers. Owned by apps/api/src/modules/payments. */

/** A Pro plan as offered now: months (0 = lifetime), list price, the running discount and what it costs. */
export const PlanOffer = z.object({
  months: z.number().int(),
  price: z.number(),
  discount_percent: z.number(),
  discount_ends_at: z.iso.datetime().nullable(),
  /** The price after a discount that runs now. */
  final_price: z.number(),
});
export type PlanOffer = z.infer<typeof PlanOffer>;

/** `GET /api/plans`: the tenant's coin packs, Pro plans, card fee, currency, providers available. */
export const PricingView = z.object({
  currency: z.string(),
  card_fee_percent: z.number(),
  coin_packs: z.array(z.object({ coins: z.number().int(), price: z.number() })),
  pro_plans: z.array(PlanOffer),
  methods: z.array(PaymentMethod),
  /** The provider new orders go to; `sandbox` is labelled as such everywhere it shows. */
  provider: PaymentProviderName,
  score_report_unlock_price: z.number().int(),
  grading_prices: z.object({ score: z.number().int(), simple: z.number().int(), vip: z.number().int() }),
  pro_grading_discount_percent: z.number(),
  /** The Free plan's daily limits (tenant settings), for the plans comparison. */
  free_full_tests_per_day: z.number().int(),
  free_section_practices_per_day: z.number().int(),
});
export type PricingView = z.infer<typeof PricingView>;

/** `POST /api/orders` (Idempotency-Key): a coin pack (`coins`) or a Pro plan (`plan_months`, 0 = lifetime). */
/** `promotion_code` (issue 17): optional; applied once per order, checked as `POST /api/promotion-codes/quote` checks it. */
export const CreateOrderRequest = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('coins'),
    coins: z.number().int().min(1),
    method: PaymentMethod,
    promotion_code: z.string().trim().min(1).max(64).optional(),
  }),
  z.object({
    kind: z.literal('pro'),
    plan_months: z.number().int().min(0),
    method: PaymentMethod,
    promotion_code: z.string().trim().min(1).max(64).optional(),
  }),
  /** Issue 19: the fee of a need-pay-first course session the student was placed in (or joins). */
  z.object({
    kind: z.literal('session'),
    course_session_id: Id,
    method: PaymentMethod,
  }),
  /** Issue 20: what is still owed on an issued tuition bill, paid by the student's parent (or the student). */
  z.object({
    kind: z.literal('tuition'),
    tuition_bill_id: Id,
    method: PaymentMethod,
  }),
]);
export type CreateOrderRequest = z.infer<typeof CreateOrderRequest>;

/** `GET /api/orders/:id`, `POST /api/payments/sandbox/:orderId`. */
export const OrderParams = z.object({ id: Id });
export const SandboxOrderParams = z.object({ orderId: Id });

/** `POST /api/payments/sandbox/:orderId`: the sandbox provider completes or fails the payment as the user chooses. */
export const SandboxOutcomeRequest = z.object({ outcome: z.enum(['paid', 'failed']) });
export type SandboxOutcomeRequest = z.infer<typeof SandboxOutcomeRequest>;

/** What a payment webhook answers once it verified the signature (a repeat delivery changes nothing). */
export const WebhookAck = z.object({ received: z.literal(true) });
export type WebhookAck = z.infer<typeof WebhookAck>;

export const OrderView = z.object({
  id: z.uuid(),
  kind: OrderKind,
  coins: z.number().int().nullable(),
  plan_months: z.number().int().nullable(),
  currency: z.string(),
  /** Money in major units (2 decimals): price, card fee, total. */
  price: z.number(),
  /** Taken off the price by a promotion code (issue 17); total = price − discount + fee. */
  discount: z.number(),
  fee: z.number(),
  total: z.number(),
  method: PaymentMethod,
  provider: PaymentProviderName,
  status: OrderStatus,
  /** Where to pay: Stripe Checkout or the sandbox's own page. Null once settled. */
  checkout_url: z.string().nullable(),
  /** ATM transfer account or convenience-store code, for those methods. */
  instructions: z.record(z.string(), z.string()).nullable(),
  failure_reason: z.string().nullable(),
  created_at: z.iso.datetime(),
  paid_at: z.iso.datetime().nullable(),
});
export type OrderView = z.infer<typeof OrderView>;
/** `GET /api/orders`: the caller's orders, newest first (at most 100). */
export const OrderList = z.array(OrderView);
export type OrderList = z.infer<typeof OrderList>;

/** `PATCH /api/admin/user/:id/pro` {taken_unlimited_expire_at} (spec §7): the Pro expiry date. */
export const ProExpiryUpdate = z.object({ taken_unlimited_expire_at: IsoDate });
export type ProExpiryUpdate = z.infer<typeof ProExpiryUpdate>;
export const ProStatus = z.object({ pro_expired_at: IsoDate.nullable() });
export type ProStatus = z.infer<typeof ProStatus>;

/** `GET /api/users/:id/subscriptions`: the Pro periods granted. */
export const SubscriptionView = z.object({
  id: z.uuid(),
  source: SubscriptionSource,
  months: z.number().int().nullable(),
  previous_expiry: IsoDate.nullable(),
  new_expiry: IsoDate.nullable(),
  created_at: z.iso.datetime(),
});
export type SubscriptionView = z.infer<typeof SubscriptionView>;
export const SubscriptionList = z.array(SubscriptionView);
export type SubscriptionList = z.infer<typeof SubscriptionList>;

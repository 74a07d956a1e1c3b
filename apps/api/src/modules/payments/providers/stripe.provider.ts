import { createRequire } from 'node:module';
import type Stripe from 'stripe';
import { AppError } from '../../../lib/app-error.ts';
import type { CheckoutOrder, PaymentEvent, PaymentProvider } from './provider.ts';

/**
 * Stripe Checkout (decision 0013). An order opens a Checkout Session in `payment` mode whose metadata
 * carries `tenant_id` and `order_id` (Stripe's webhook arrives without our tenant); the webhook is verified
 * with `stripe.webhooks.constructEvent` over the raw body. Sessions that complete with a delayed method
 * settle on `checkout.session.async_payment_succeeded|failed`; an expired session fails the order.
 */

export interface StripeSettings {
  secretKey: string | undefined;
  webhookSecret: string | undefined;
  /** Another API base (stripe-mock, a test server). */
  apiUrl: string | undefined;
}

/** Stripe's SDK (some 20 MB in memory) is loaded when a Stripe order or webhook first needs it, not at start. */
const clientOf = (settings: StripeSettings): Stripe => {
  const StripeClient = createRequire(import.meta.url)('stripe') as typeof Stripe;
  const base = settings.apiUrl ? new URL(settings.apiUrl) : undefined;
  return new StripeClient(settings.secretKey ?? 'sk_unset', {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
};

const settledTypes = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
]);

export const stripeProvider = (settings: StripeSettings): PaymentProvider => {
  let client: Stripe | undefined;
  const stripe = () => (client ??= clientOf(settings));
  return {
    name: 'stripe',
    methods: ['card'],
    async createCheckout(order: CheckoutOrder) {
      if (!settings.secretKey) throw new AppError('payment_provider_error');
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe().checkout.sessions.create(
          {
            mode: 'payment',
            client_reference_id: order.id,
            metadata: { tenant_id: order.tenantId, order_id: order.id },
            payment_intent_data: { metadata: { tenant_id: order.tenantId, order_id: order.id } },
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: order.currency.toLowerCase(),
                  unit_amount: order.totalMinor,
                  product_data: { name: order.description },
                },
              },
            ],
            success_url: `${order.origin}/purchase-complete/${order.id}`,
            cancel_url: `${order.origin}/purchase-complete/${order.id}`,
          },
          // A retried create (network) never opens a second session for one order.
          { idempotencyKey: `order-${order.id}` },
        );
      } catch {
        throw new AppError('payment_provider_error');
      }
      if (!session.url) throw new AppError('payment_provider_error');
      return { providerRef: session.id, checkoutUrl: session.url };
    },
    parseWebhook(rawBody, headers): PaymentEvent {
      const signature = headers['stripe-signature'];
      if (!settings.webhookSecret || typeof signature !== 'string') throw new AppError('payment_signature_invalid');
      let event: Stripe.Event;
      try {
        event = stripe().webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
      } catch {
        throw new AppError('payment_signature_invalid');
      }
      if (!settledTypes.has(event.type)) return { type: 'ignored', eventId: event.id };
      const session = event.data.object as Stripe.Checkout.Session;
      // A completed session paid by a delayed method is not paid yet: its async_payment_* event settles it.
      if (event.type === 'checkout.session.completed' && session.payment_status === 'unpaid')
        return { type: 'ignored', eventId: event.id };
      const paid =
        event.type === 'checkout.session.completed' || event.type === 'checkout.session.async_payment_succeeded';
      return {
        type: paid ? 'paid' : 'failed',
        eventId: event.id,
        orderId: session.metadata?.order_id ?? session.client_reference_id ?? null,
        tenantId: session.metadata?.tenant_id ?? null,
        providerRef: session.id,
        amountMinor: session.amount_total ?? null,
        currency: session.currency ? session.currency.toUpperCase() : null,
        reason: paid ? null : event.type === 'checkout.session.expired' ? 'expired' : 'payment_failed',
      };
    },
  };
};

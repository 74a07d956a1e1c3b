import type { PaymentMethod, PaymentProviderName } from '@prepwell/contracts';

/** What a provider needs to open a checkout for an order (money in minor units). */
export interface CheckoutOrder {
  id: string;
  tenantId: string;
  kind: 'coins' | 'pro' | 'session' | 'tuition';
  /** What the line says at the provider ("120 T-Coins", "Pro 12 months"); not shown by us. */
  description: string;
  currency: string;
  totalMinor: number;
  method: PaymentMethod;
  createdAt: Date;
  /** The web app's origin, for the provider's return addresses. */
  origin: string;
}

export interface Checkout {
  /** The provider's id of the payment (Stripe's Checkout session id). */
  providerRef: string;
  checkoutUrl: string;
  /** ATM account number or convenience-store code with a due date, for those methods. */
  instructions?: Record<string, string>;
}

/**
 * A verified payment event. `ignored` is a genuine event this app does not act on (another type, a
 * completed session still waiting for an asynchronous payment).
 */
export type PaymentEvent =
  | {
      type: 'paid' | 'failed';
      eventId: string;
      orderId: string | null;
      tenantId: string | null;
      providerRef: string | null;
      /** What the provider says was paid, checked against the order when present. */
      amountMinor: number | null;
      currency: string | null;
      reason: string | null;
    }
  | { type: 'ignored'; eventId: string };

/**
 * A payment provider: opens a checkout for an order, and turns a webhook delivery into a verified event
 * (or throws AppError('payment_signature_invalid')). Both providers' events go through the same
 * settlement (payments/settle.service.ts).
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** The methods it can take (Stripe Checkout: card; the sandbox: all three). */
  readonly methods: readonly PaymentMethod[];
  createCheckout(order: CheckoutOrder): Promise<Checkout>;
  parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): PaymentEvent;
}

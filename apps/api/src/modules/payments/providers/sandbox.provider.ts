import { createHash, createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { AppError } from '../../../lib/app-error.ts';
import type { CheckoutOrder, PaymentEvent, PaymentProvider } from './provider.ts';

/**
 * The built-in sandbox provider (decision 0013): no money moves. Its checkout is the web app's page
 * `/checkout/sandbox/:orderId`, where the user chooses the outcome; the server then builds an event
 * signed like a provider's webhook (HMAC-SHA256 over `timestamp.body`, Stripe's scheme) and hands it to
 * the same verification and settlement a real provider's delivery goes through.
 */

export const SANDBOX_SIGNATURE_HEADER = 'prepwell-sandbox-signature';
const TOLERANCE_SECONDS = 300;
/** ATM and convenience-store payments are due this many days after the order. */
const DUE_DAYS = 3;

const SandboxEventBody = z.object({
  id: z.string().min(1).max(100),
  type: z.enum(['payment.paid', 'payment.failed']),
  data: z.object({
    order_id: z.uuid(),
    tenant_id: z.uuid(),
    provider_ref: z.string().max(200),
    amount_minor: z.number().int(),
    currency: z.string(),
    reason: z.string().max(200).nullable(),
  }),
});
export type SandboxEventBody = z.infer<typeof SandboxEventBody>;

const hmac = (secret: string, timestamp: number, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

/** The signed delivery of a sandbox event: the raw body and its signature header. */
export const signSandboxEvent = (secret: string, event: Omit<SandboxEventBody, 'id'>, at = new Date()) => {
  const body = JSON.stringify({ id: `sbxevt_${randomUUID()}`, ...event });
  const timestamp = Math.floor(at.getTime() / 1000);
  return {
    rawBody: Buffer.from(body),
    headers: { [SANDBOX_SIGNATURE_HEADER]: `t=${timestamp},v1=${hmac(secret, timestamp, body)}` },
  };
};

const invalid = () => new AppError('payment_signature_invalid');

const verify = (secret: string, rawBody: Buffer, header: string | string[] | undefined, now: Date) => {
  if (typeof header !== 'string') throw invalid();
  const parts = new Map(header.split(',').map((p) => p.split('=', 2) as [string, string | undefined]));
  const timestamp = Number(parts.get('t'));
  const given = parts.get('v1');
  if (!Number.isInteger(timestamp) || !given || !/^[0-9a-f]{64}$/.test(given)) throw invalid();
  if (Math.abs(now.getTime() / 1000 - timestamp) > TOLERANCE_SECONDS) throw invalid();
  const expected = Buffer.from(hmac(secret, timestamp, rawBody.toString('utf8')), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(given, 'hex'))) throw invalid();
};

/** Digits derived from the order id, so the same order always shows the same account or code. */
const digitsOf = (orderId: string, count: number) => {
  const hex = createHash('sha256').update(orderId).digest('hex');
  return [...hex]
    .map((c) => String(parseInt(c, 16) % 10))
    .join('')
    .slice(0, count);
};

export const sandboxProvider = (secret: string): PaymentProvider => ({
  name: 'sandbox',
  methods: ['card', 'atm', 'cvs'],
  createCheckout(order: CheckoutOrder) {
    const due = new Date(order.createdAt.getTime() + DUE_DAYS * 86_400_000).toISOString();
    const instructions: Record<string, string> | undefined =
      order.method === 'atm'
        ? { bank_code: '000', virtual_account: `9${digitsOf(order.id, 13)}`, due_at: due }
        : order.method === 'cvs'
          ? { payment_code: `SBX${digitsOf(order.id, 13)}`, due_at: due }
          : undefined;
    return Promise.resolve({
      providerRef: `sbx_${order.id}`,
      checkoutUrl: `/checkout/sandbox/${order.id}`,
      ...(instructions ? { instructions } : {}),
    });
  },
  parseWebhook(rawBody, headers): PaymentEvent {
    verify(secret, rawBody, headers[SANDBOX_SIGNATURE_HEADER], new Date());
    let parsed: SandboxEventBody;
    try {
      parsed = SandboxEventBody.parse(JSON.parse(rawBody.toString('utf8')));
    } catch {
      throw new AppError('bad_request');
    }
    const { data } = parsed;
    return {
      type: parsed.type === 'payment.paid' ? 'paid' : 'failed',
      eventId: parsed.id,
      orderId: data.order_id,
      tenantId: data.tenant_id,
      providerRef: data.provider_ref,
      amountMinor: data.amount_minor,
      currency: data.currency,
      reason: data.reason,
    };
  },
});

import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody, OrderView } from '@prepwell/contracts';
import { coinTransactions } from '../src/db/schema/index.ts';
import { withTenant } from '../src/db/with-tenant.ts';
import { getBalance } from '../src/modules/ledger/ledger.service.ts';
import { call, createTestApp, createTestTenant, createTestUser, type TestApp, type TestUser } from './helpers.ts';

/**
 * Stripe (acceptance 4): Checkout sessions go to a Stripe API stand-in on loopback (the stripe package
 * speaks its HTTP protocol to it); webhooks are signed with the package's own `generateTestHeaderString`.
 */
const WEBHOOK_SECRET = 'whsec_test_prepwell_h2';
let app: TestApp;
let stripeApi: Server;
const sessions: URLSearchParams[] = [];

beforeAll(async () => {
  stripeApi = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/checkout/sessions') {
        res
          .writeHead(404, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'no such route' } }));
        return;
      }
      const form = new URLSearchParams(body);
      sessions.push(form);
      const id = `cs_test_${randomUUID().replaceAll('-', '')}`;
      res.writeHead(200, { 'content-type': 'application/json', 'request-id': `req_${sessions.length}` }).end(
        JSON.stringify({
          id,
          object: 'checkout.session',
          url: `https://checkout.stripe.test/c/pay/${id}`,
          metadata: {},
          payment_status: 'unpaid',
        }),
      );
    });
  });
  await new Promise<void>((resolve) => stripeApi.listen(0, '127.0.0.1', resolve));
  const { port } = stripeApi.address() as AddressInfo;
  app = await createTestApp({
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_prepwell',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: `http://127.0.0.1:${port}`,
  });
});
afterAll(async () => {
  await app.close();
  await new Promise((resolve) => stripeApi.close(resolve));
});

const balanceOf = (user: TestUser) => withTenant(app.deps.db, user.tenant.id, (tx) => getBalance(tx, user.id));
const depositsOf = (user: TestUser) =>
  withTenant(app.deps.db, user.tenant.id, (tx) =>
    tx.select().from(coinTransactions).where(eq(coinTransactions.userId, user.id)),
  );

const createOrder = async (user: TestUser, body: object) => {
  const res = await call<OrderView>(app, {
    method: 'POST',
    url: '/api/orders',
    headers: { ...user.headers, 'idempotency-key': randomUUID() },
    payload: body,
  });
  expect(res.status).toBe(200);
  return { order: res.body, session: sessions.at(-1)! };
};

/** A Checkout Session event as Stripe sends it (the fields the webhook reads). */
const sessionEvent = (
  type: string,
  session: { id: string; tenantId: string; orderId: string; amount: number; status?: string },
) =>
  JSON.stringify({
    id: `evt_${randomUUID().replaceAll('-', '')}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    type,
    data: {
      object: {
        id: session.id,
        object: 'checkout.session',
        client_reference_id: session.orderId,
        metadata: { tenant_id: session.tenantId, order_id: session.orderId },
        amount_total: session.amount,
        currency: 'usd',
        payment_status: session.status ?? 'paid',
        status: 'complete',
      },
    },
  });

const deliver = (payload: string, signature: string | undefined) =>
  call<ErrorBody & { received: boolean }>(app, {
    method: 'POST',
    url: '/api/payments/webhooks/stripe',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature ? { 'stripe-signature': signature } : {}),
    },
    payload,
  });
const sign = (payload: string, secret = WEBHOOK_SECRET) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret });

describe('Stripe Checkout and its webhook', () => {
  it('opens a Checkout Session with the tenant and order in its metadata; only card is offered', async () => {
    const tenant = await createTestTenant(app);
    const student = await createTestUser(app, tenant);
    const { order, session } = await createOrder(student, { kind: 'coins', coins: 120, method: 'card' });
    expect(order).toMatchObject({ provider: 'stripe', status: 'pending', total: 12.6, instructions: null });
    expect(order.checkout_url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
    expect(Object.fromEntries(session)).toMatchObject({
      mode: 'payment',
      client_reference_id: order.id,
      'metadata[tenant_id]': tenant.id,
      'metadata[order_id]': order.id,
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '1260',
    });
    const atm = await call<ErrorBody>(app, {
      method: 'POST',
      url: '/api/orders',
      headers: { ...student.headers, 'idempotency-key': randomUUID() },
      payload: { kind: 'coins', coins: 120, method: 'atm' },
    });
    expect(atm.status).toBe(422);
    expect(atm.body.fieldErrors?.[0]?.path).toBe('method');
    const plans = await call<{ provider: string; methods: string[] }>(app, {
      method: 'GET',
      url: '/api/plans',
      headers: { 'x-tenant': tenant.slug },
    });
    expect(plans.body).toMatchObject({ provider: 'stripe', methods: ['card'] });
  });

  it('refuses a webhook with a bad signature and moves nothing', async () => {
    const tenant = await createTestTenant(app);
    const student = await createTestUser(app, tenant);
    const { order } = await createOrder(student, { kind: 'coins', coins: 120, method: 'card' });
    const sessionId = new URL(order.checkout_url!).pathname.split('/').at(-1)!;
    const payload = sessionEvent('checkout.session.completed', {
      id: sessionId,
      tenantId: tenant.id,
      orderId: order.id,
      amount: 1260,
    });
    for (const signature of [
      sign(payload, 'whsec_someone_else'),
      undefined,
      't=1,v1=00',
      sign(payload).replace(/v1=[0-9a-f]{4}/, 'v1=0000'),
    ]) {
      const res = await deliver(payload, signature);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('payment_signature_invalid');
    }
    // A valid signature over other bytes is as bad as none.
    const altered = payload.replace('"amount_total":1260', '"amount_total":1');
    expect((await deliver(altered, sign(payload))).status).toBe(400);
    expect(await balanceOf(student)).toBe(0);
    const after = await call<OrderView>(app, {
      method: 'GET',
      url: `/api/orders/${order.id}`,
      headers: student.headers,
    });
    expect(after.body.status).toBe('pending');
  });

  it('credits once when a valid webhook is delivered twice', async () => {
    const tenant = await createTestTenant(app);
    const student = await createTestUser(app, tenant);
    const { order } = await createOrder(student, { kind: 'coins', coins: 120, method: 'card' });
    const sessionId = new URL(order.checkout_url!).pathname.split('/').at(-1)!;
    const payload = sessionEvent('checkout.session.completed', {
      id: sessionId,
      tenantId: tenant.id,
      orderId: order.id,
      amount: 1260,
    });
    const first = await deliver(payload, sign(payload));
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ received: true });
    const second = await deliver(payload, sign(payload));
    expect(second.status).toBe(200);
    // Stripe may also send the async success of the same session: it finds the order settled.
    const late = sessionEvent('checkout.session.async_payment_succeeded', {
      id: sessionId,
      tenantId: tenant.id,
      orderId: order.id,
      amount: 1260,
    });
    expect((await deliver(late, sign(late))).status).toBe(200);
    expect(await balanceOf(student)).toBe(120);
    const deposits = await depositsOf(student);
    expect(deposits).toHaveLength(1);
    expect(deposits[0]).toMatchObject({ type: 'deposit', amount: 120, reference: { order_id: order.id } });
    const after = await call<OrderView>(app, {
      method: 'GET',
      url: `/api/orders/${order.id}`,
      headers: student.headers,
    });
    expect(after.body).toMatchObject({ status: 'paid', checkout_url: null });
  });

  it('waits for a delayed payment, fails an expired session, and never credits a different amount', async () => {
    const tenant = await createTestTenant(app);
    const student = await createTestUser(app, tenant);
    const { order } = await createOrder(student, { kind: 'coins', coins: 40, method: 'card' });
    const sessionId = new URL(order.checkout_url!).pathname.split('/').at(-1)!;
    const base = { id: sessionId, tenantId: tenant.id, orderId: order.id, amount: 420 };
    const unpaid = sessionEvent('checkout.session.completed', { ...base, status: 'unpaid' });
    expect((await deliver(unpaid, sign(unpaid))).status).toBe(200);
    const cheaper = sessionEvent('checkout.session.async_payment_succeeded', { ...base, amount: 1 });
    expect((await deliver(cheaper, sign(cheaper))).status).toBe(200);
    expect(await balanceOf(student)).toBe(0);
    const expired = sessionEvent('checkout.session.expired', { ...base, status: 'unpaid' });
    expect((await deliver(expired, sign(expired))).status).toBe(200);
    const paidLate = sessionEvent('checkout.session.async_payment_succeeded', base);
    expect((await deliver(paidLate, sign(paidLate))).status).toBe(200);
    expect(await balanceOf(student)).toBe(0);
    const after = await call<OrderView>(app, {
      method: 'GET',
      url: `/api/orders/${order.id}`,
      headers: student.headers,
    });
    expect(after.body).toMatchObject({ status: 'failed', failure_reason: 'expired' });
  });

  it('finds the tenant by the session when the metadata lacks it, and ignores other event types', async () => {
    const tenant = await createTestTenant(app);
    const student = await createTestUser(app, tenant);
    const { order } = await createOrder(student, { kind: 'pro', plan_months: 1, method: 'card' });
    const sessionId = new URL(order.checkout_url!).pathname.split('/').at(-1)!;
    const other = JSON.stringify({
      id: 'evt_other',
      object: 'event',
      type: 'customer.created',
      data: { object: { id: 'cus_1', object: 'customer' } },
    });
    expect((await deliver(other, sign(other))).status).toBe(200);
    const bare = JSON.parse(
      sessionEvent('checkout.session.completed', {
        id: sessionId,
        tenantId: tenant.id,
        orderId: order.id,
        amount: 1575,
      }),
    ) as {
      data: { object: { metadata: object; client_reference_id: string | null } };
    };
    bare.data.object.metadata = {};
    bare.data.object.client_reference_id = null;
    const payload = JSON.stringify(bare);
    expect((await deliver(payload, sign(payload))).status).toBe(200);
    const after = await call<OrderView>(app, {
      method: 'GET',
      url: `/api/orders/${order.id}`,
      headers: student.headers,
    });
    expect(after.body.status).toBe('paid');
    const subs = await call<{ source: string; months: number }[]>(app, {
      method: 'GET',
      url: `/api/users/${student.id}/subscriptions`,
      headers: student.headers,
    });
    expect(subs.body).toEqual([expect.objectContaining({ source: 'order', months: 1 })]);
  });

  it('the sandbox is closed while Stripe is the provider', async () => {
    const tenant = await createTestTenant(app);
    const student = await createTestUser(app, tenant);
    const { order } = await createOrder(student, { kind: 'coins', coins: 20, method: 'card' });
    const res = await call<ErrorBody>(app, {
      method: 'POST',
      url: `/api/payments/sandbox/${order.id}`,
      headers: student.headers,
      payload: { outcome: 'paid' },
    });
    expect(res.status).toBe(404);
    expect(await balanceOf(student)).toBe(0);
  });
});

import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody, OrderList, OrderView, PricingView } from '@prepwell/contracts';
import { coinTransactions, paymentOrders } from '../src/db/schema/index.ts';
import { withTenant } from '../src/db/with-tenant.ts';
import { getBalance } from '../src/modules/ledger/ledger.service.ts';
import { signSandboxEvent, SANDBOX_SIGNATURE_HEADER } from '../src/modules/payments/providers/sandbox.provider.ts';
import { handlePaymentWebhook } from '../src/modules/payments/settle.service.ts';
import {
  call,
  createTestApp,
  createTestTenant,
  createTestUser,
  onServer,
  type TestApp,
  type TestUser,
} from './helpers.ts';

/** Orders, the sandbox provider end to end, and its webhook (issue 4, decision 0013). */
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const key = () => ({ 'idempotency-key': randomUUID() });
/** An order, or the error body in its place. */
type OrderAnswer = OrderView & Omit<ErrorBody, 'status'>;
const order = (user: TestUser, body: unknown, headers: Record<string, string> = key()) =>
  call<OrderAnswer>(app, {
    method: 'POST',
    url: '/api/orders',
    headers: { ...user.headers, ...headers },
    payload: body as object,
  });
const sandbox = (user: TestUser, orderId: string, outcome: string) =>
  call<OrderAnswer>(app, {
    method: 'POST',
    url: `/api/payments/sandbox/${orderId}`,
    headers: user.headers,
    payload: { outcome },
  });

const balanceOf = (user: TestUser) => withTenant(app.deps.db, user.tenant.id, (tx) => getBalance(tx, user.id));
const depositsOf = (user: TestUser) =>
  withTenant(app.deps.db, user.tenant.id, (tx) =>
    tx.select().from(coinTransactions).where(eq(coinTransactions.userId, user.id)),
  );

describe('GET /api/plans', () => {
  it('is public, in the tenant currency, with only the discounts still running', async () => {
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const past = new Date(Date.now() - 86_400_000).toISOString();
    const tenant = await createTestTenant(app, {
      settings: {
        currency: 'TWD',
        cardFeePercent: 3,
        freeFullTestsPerDay: 4,
        proPlans: [
          { months: 1, price: 450, discountPercent: 20, discountEndsAt: future },
          { months: 12, price: 3600, discountPercent: 50, discountEndsAt: past },
          { months: 0, price: 9000, discountPercent: 10, discountEndsAt: null },
        ],
      },
    });
    const res = await call<PricingView>(app, {
      method: 'GET',
      url: '/api/plans',
      headers: { 'x-tenant': tenant.slug },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      currency: 'TWD',
      card_fee_percent: 3,
      provider: 'sandbox',
      methods: ['card', 'atm', 'cvs'],
      free_full_tests_per_day: 4,
      free_section_practices_per_day: 5,
    });
    expect(res.body.pro_plans).toEqual([
      { months: 1, price: 450, discount_percent: 20, discount_ends_at: future, final_price: 360 },
      { months: 12, price: 3600, discount_percent: 0, discount_ends_at: null, final_price: 3600 },
      { months: 0, price: 9000, discount_percent: 0, discount_ends_at: null, final_price: 9000 },
    ]);
    expect(res.body.coin_packs[0]).toEqual({ coins: 20, price: 2 });
  });
});

describe('orders through the sandbox', () => {
  it('a paid coin order credits one deposit once; the balance goes up', async () => {
    const tenant = await createTestTenant(app);
    const student = await createTestUser(app, tenant);
    const created = await order(student, { kind: 'coins', coins: 120, method: 'card' });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      kind: 'coins',
      coins: 120,
      currency: 'USD',
      price: 12,
      fee: 0.6,
      total: 12.6,
      method: 'card',
      provider: 'sandbox',
      status: 'pending',
      instructions: null,
    });
    expect(created.body.checkout_url).toBe(`/checkout/sandbox/${created.body.id}`);

    const paid = await sandbox(student, created.body.id, 'paid');
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ status: 'paid', checkout_url: null });
    expect(paid.body.paid_at).not.toBeNull();
    expect(await balanceOf(student)).toBe(120);
    const deposits = await depositsOf(student);
    expect(deposits).toHaveLength(1);
    expect(deposits[0]).toMatchObject({
      type: 'deposit',
      amount: 120,
      notes: '120 T-Coins, card',
      reference: { order_id: created.body.id },
    });

    // Paying again is refused; nothing moves.
    const again = await sandbox(student, created.body.id, 'paid');
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('order_not_payable');
    expect(await balanceOf(student)).toBe(120);
  });

  it('a failed payment moves nothing and the order is failed', async () => {
    const tenant = await createTestTenant(app);
    const student = await createTestUser(app, tenant);
    const created = await order(student, { kind: 'coins', coins: 20, method: 'card' });
    const failed = await sandbox(student, created.body.id, 'failed');
    expect(failed.status).toBe(200);
    expect(failed.body).toMatchObject({
      status: 'failed',
      failure_reason: 'declined_in_sandbox',
      paid_at: null,
      checkout_url: null,
    });
    expect(await balanceOf(student)).toBe(0);
    expect(await depositsOf(student)).toHaveLength(0);
    expect((await sandbox(student, created.body.id, 'paid')).status).toBe(409);
    expect(await balanceOf(student)).toBe(0);
  });

  it('ATM and convenience-store orders carry no fee and give an account or a code with a due date', async () => {
    const tenant = await createTestTenant(app);
    const student = await createTestUser(app, tenant);
    const atm = await order(student, { kind: 'coins', coins: 40, method: 'atm' });
    expect(atm.body).toMatchObject({ price: 4, fee: 0, total: 4 });
    expect(atm.body.instructions).toMatchObject({
      bank_code: expect.any(String),
      virtual_account: expect.stringMatching(/^\d{14}$/),
    });
    const cvs = await order(student, { kind: 'coins', coins: 40, method: 'cvs' });
    expect(cvs.body.instructions).toMatchObject({ payment_code: expect.stringMatching(/^SBX\d{13}$/) });
    const due = new Date(cvs.body.instructions!.due_at!).getTime() - new Date(cvs.body.created_at).getTime();
    expect(due).toBe(3 * 86_400_000);
  });

  it('a Pro order extends Pro and writes a subscription row', async () => {
    const tenant = await createTestTenant(app);
    const student = await createTestUser(app, tenant);
    const created = await order(student, { kind: 'pro', plan_months: 12, method: 'card' });
    expect(created.body).toMatchObject({ kind: 'pro', plan_months: 12, price: 120, fee: 6, total: 126 });
    await sandbox(student, created.body.id, 'paid');
    const me = await call<{ pro_expired_at: string | null }>(app, {
      method: 'GET',
      url: `/api/users/${student.id}/subscriptions`,
      headers: student.headers,
    });
    expect(me.status).toBe(200);
    expect(me.body).toEqual([
      expect.objectContaining({
        source: 'order',
        months: 12,
        previous_expiry: null,
        new_expiry: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      }),
    ]);
    expect(await depositsOf(student)).toHaveLength(0);
  });

  it('the same Idempotency-Key answers the same order; another body with it is refused', async () => {
    const tenant = await createTestTenant(app);
    const student = await createTestUser(app, tenant);
    const headers = key();
    const first = await order(student, { kind: 'coins', coins: 60, method: 'card' }, headers);
    const second = await order(student, { kind: 'coins', coins: 60, method: 'card' }, headers);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    const reused = await order(student, { kind: 'coins', coins: 20, method: 'card' }, headers);
    expect(reused.status).toBe(422);
    expect(reused.body.code).toBe('idempotency_key_reused');
    const list = await call<OrderList>(app, { method: 'GET', url: '/api/orders', headers: student.headers });
    expect(list.body.map((o) => o.id)).toEqual([first.body.id]);
    const missing = await call<ErrorBody>(app, {
      method: 'POST',
      url: '/api/orders',
      headers: student.headers,
      payload: { kind: 'coins', coins: 60, method: 'card' },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe('idempotency_key_required');
  });

  it('a pack or plan the tenant does not offer is a localized field error', async () => {
    const tenant = await createTestTenant(app);
    const student = await createTestUser(app, tenant);
    const pack = await order(student, { kind: 'coins', coins: 7, method: 'card' });
    expect(pack.status).toBe(422);
    expect(pack.body).toMatchObject({
      code: 'unknown_plan',
      fieldErrors: [{ path: 'coins', message: 'This pack or plan is not offered.' }],
    });
    const plan = await order(
      student,
      { kind: 'pro', plan_months: 5, method: 'card' },
      { ...key(), 'accept-language': 'zh-TW' },
    );
    expect(plan.body).toMatchObject({
      code: 'unknown_plan',
      fieldErrors: [{ path: 'plan_months', message: '沒有提供此點數包或方案。' }],
    });
    const method = await order(
      student,
      { kind: 'coins', coins: 20, method: 'cash' },
      { ...key(), 'accept-language': 'zh-CN' },
    );
    expect(method.status).toBe(422);
    expect(method.body.code).toBe('validation_failed');
    expect(method.body.fieldErrors?.[0]?.path).toBe('method');
    expect(method.body.fieldErrors?.[0]?.message).not.toMatch(/[a-z]{4}/);
    const list = await call<OrderList>(app, { method: 'GET', url: '/api/orders', headers: student.headers });
    expect(list.body).toEqual([]);
  });

  it("another user's or another tenant's order is not found", async () => {
    const tenant = await createTestTenant(app);
    const owner = await createTestUser(app, tenant);
    const neighbour = await createTestUser(app, tenant);
    const created = await order(owner, { kind: 'coins', coins: 20, method: 'card' });
    const other = await createTestUser(app, await createTestTenant(app));
    for (const user of [neighbour, other]) {
      expect(
        (await call(app, { method: 'GET', url: `/api/orders/${created.body.id}`, headers: user.headers })).status,
      ).toBe(404);
      expect((await sandbox(user, created.body.id, 'paid')).status).toBe(404);
    }
    expect(await balanceOf(owner)).toBe(0);
    expect(
      (await call(app, { method: 'GET', url: `/api/orders/${created.body.id}`, headers: owner.headers })).status,
    ).toBe(200);
  });
});

describe('POST /api/payments/webhooks/sandbox', () => {
  const deliver = (body: Buffer, headers: Record<string, string>) =>
    call<ErrorBody>(app, {
      method: 'POST',
      url: '/api/payments/webhooks/sandbox',
      headers: { 'content-type': 'application/json', ...headers },
      payload: body,
    });

  it('settles with a valid signature once, refuses a bad one, and leaves the JSON parser of other routes alone', async () => {
    const tenant = await createTestTenant(app);
    const student = await createTestUser(app, tenant);
    const created = await order(student, { kind: 'coins', coins: 200, method: 'card' });
    const [row] = await withTenant(app.deps.db, tenant.id, (tx) =>
      tx.select().from(paymentOrders).where(eq(paymentOrders.id, created.body.id)),
    );
    const event = {
      type: 'payment.paid' as const,
      data: {
        order_id: row!.id,
        tenant_id: tenant.id,
        provider_ref: row!.providerRef!,
        amount_minor: row!.totalMinor,
        currency: 'USD',
        reason: null,
      },
    };
    const forged = signSandboxEvent('not-the-secret-of-this-server', event);
    const bad = await deliver(forged.rawBody, forged.headers);
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('payment_signature_invalid');
    const tampered = signSandboxEvent(app.deps.config.payments.sandboxSecret, event);
    const body = Buffer.from(tampered.rawBody.toString().replace('"amount_minor":2100', '"amount_minor":1'));
    expect((await deliver(body, tampered.headers)).status).toBe(400);
    expect((await deliver(tampered.rawBody, {})).status).toBe(400);
    expect(await balanceOf(student)).toBe(0);

    const good = signSandboxEvent(app.deps.config.payments.sandboxSecret, event);
    expect((await deliver(good.rawBody, good.headers)).status).toBe(200);
    expect((await deliver(good.rawBody, good.headers)).status).toBe(200);
    const other = signSandboxEvent(app.deps.config.payments.sandboxSecret, event);
    expect(
      (await deliver(other.rawBody, { [SANDBOX_SIGNATURE_HEADER]: other.headers[SANDBOX_SIGNATURE_HEADER]! })).status,
    ).toBe(200);
    expect(await balanceOf(student)).toBe(200);
    expect(await depositsOf(student)).toHaveLength(1);

    // Ordinary JSON routes still parse JSON.
    expect((await order(student, { kind: 'coins', coins: 20, method: 'card' })).status).toBe(200);
  });
});

describe.skipIf(!onServer)(
  'concurrent deliveries (PostgreSQL server: needs several connections; PGlite has one)',
  () => {
    it('ten deliveries of one payment at once settle it once', async () => {
      const tenant = await createTestTenant(app);
      const student = await createTestUser(app, tenant);
      const created = await order(student, { kind: 'coins', coins: 240, method: 'card' });
      const [row] = await withTenant(app.deps.db, tenant.id, (tx) =>
        tx.select().from(paymentOrders).where(eq(paymentOrders.id, created.body.id)),
      );
      const delivery = signSandboxEvent(app.deps.config.payments.sandboxSecret, {
        type: 'payment.paid',
        data: {
          order_id: row!.id,
          tenant_id: tenant.id,
          provider_ref: row!.providerRef!,
          amount_minor: row!.totalMinor,
          currency: 'USD',
          reason: null,
        },
      });
      const results = await Promise.all(
        Array.from({ length: 10 }, () => handlePaymentWebhook(app.deps, { provider: 'sandbox', ...delivery })),
      );
      expect(results.filter((r) => r.applied)).toHaveLength(1);
      expect(results.filter((r) => r.skipped === 'already_settled')).toHaveLength(9);
      expect(await balanceOf(student)).toBe(240);
      expect(await depositsOf(student)).toHaveLength(1);
    });
  },
);

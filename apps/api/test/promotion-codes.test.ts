import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ErrorBody,
  OrderView,
  PromotionCodePage,
  PromotionCodeUsePage,
  PromotionCodeView,
  PromotionQuote,
} from '@prepwell/contracts';
import { promotionCodeUses } from '../src/db/schema/index.ts';
import { withTenant } from '../src/db/with-tenant.ts';
import type { TenantContext } from '../src/modules/tenants/tenants.service.ts';
import { getBalance } from '../src/modules/ledger/ledger.service.ts';
import { call, createTestApp, createTestTenant, createTestUser, type TestApp, type TestUser } from './helpers.ts';
import { mainTenant } from './route-walk.ts';

/** Promotion codes (issue 17): admin CRUD, every rule, orders reserve → used | released, idempotency, concurrency. */
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

type Answer<T> = T & Omit<ErrorBody, 'status'>;
const key = () => ({ 'idempotency-key': randomUUID() });

const admin = (user: TestUser) => ({
  create: (body: Record<string, unknown>) =>
    call<Answer<PromotionCodeView>>(app, {
      method: 'POST',
      url: '/api/admin/promotion-codes',
      headers: user.headers,
      payload: body,
    }),
  list: (query = '') =>
    call<Answer<PromotionCodePage>>(app, {
      method: 'GET',
      url: `/api/admin/promotion-codes${query}`,
      headers: user.headers,
    }),
  get: (id: string) =>
    call<Answer<PromotionCodeView>>(app, {
      method: 'GET',
      url: `/api/admin/promotion-codes/${id}`,
      headers: user.headers,
    }),
  patch: (id: string, body: Record<string, unknown>) =>
    call<Answer<PromotionCodeView>>(app, {
      method: 'PATCH',
      url: `/api/admin/promotion-codes/${id}`,
      headers: user.headers,
      payload: body,
    }),
  remove: (id: string) =>
    call<Answer<{ ok: true }>>(app, {
      method: 'DELETE',
      url: `/api/admin/promotion-codes/${id}`,
      headers: user.headers,
    }),
  uses: (id: string) =>
    call<Answer<PromotionCodeUsePage>>(app, {
      method: 'GET',
      url: `/api/admin/promotion-codes/${id}/uses`,
      headers: user.headers,
    }),
});

const quote = (user: TestUser, body: Record<string, unknown>) =>
  call<Answer<PromotionQuote>>(app, {
    method: 'POST',
    url: '/api/promotion-codes/quote',
    headers: user.headers,
    payload: body,
  });
const order = (user: TestUser, body: Record<string, unknown>, headers: Record<string, string> = key()) =>
  call<Answer<OrderView>>(app, {
    method: 'POST',
    url: '/api/orders',
    headers: { ...user.headers, ...headers },
    payload: body,
  });
const sandbox = (user: TestUser, orderId: string, outcome: 'paid' | 'failed') =>
  call<Answer<OrderView>>(app, {
    method: 'POST',
    url: `/api/payments/sandbox/${orderId}`,
    headers: user.headers,
    payload: { outcome },
  });
const usesOf = (tenant: TenantContext, codeId: string) =>
  withTenant(app.deps.db, tenant.id, (tx) =>
    tx.select().from(promotionCodeUses).where(eq(promotionCodeUses.codeId, codeId)),
  );

const setup = async () => {
  const tenant = await createTestTenant(app, { settings: { cardFeePercent: 5 } });
  const orgAdmin = await createTestUser(app, tenant, { roles: ['organization_admin'] });
  const student = await createTestUser(app, tenant, { studentProfile: true });
  return { tenant, orgAdmin, student, codes: admin(orgAdmin) };
};
const codeText = () => `SAVE${randomUUID().slice(0, 8)}`.toUpperCase();
const pack120 = { kind: 'coins', coins: 120, method: 'card' } as const;
const hour = 3_600_000;

describe('admin CRUD', () => {
  it('an organization admin creates, lists, reads, updates and deletes codes of their tenant', async () => {
    const { codes } = await setup();
    const text = codeText();
    const created = await codes.create({ code: text.toLowerCase(), discount_kind: 'percent', amount: 20 });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      code: text,
      discount_kind: 'percent',
      amount: 20,
      applies_to: 'any',
      audience: 'all',
      per_user_limit: 1,
      total_limit: null,
      active: true,
      uses: 0,
    });
    // The text is unique in the tenant whatever the case.
    const again = await codes.create({ code: text, discount_kind: 'coins', amount: 5, applies_to: 'coin_pack' });
    expect(again.status).toBe(422);
    expect(again.body.code).toBe('promotion_code_exists');
    expect(again.body.fieldErrors?.[0]?.path).toBe('code');

    const list = await codes.list();
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ current_page: 1, total: 1 });
    expect(list.body.data.map((c) => c.code)).toEqual([text]);
    expect((await codes.list(`?q=${text.slice(2, 8).toLowerCase()}`)).body.total).toBe(1);
    expect((await codes.list('?q=NOTHINGLIKETHIS')).body.total).toBe(0);

    const off = await codes.patch(created.body.id, { active: false, total_limit: 10 });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ active: false, total_limit: 10 });
    expect((await codes.get(created.body.id)).body.active).toBe(false);

    expect((await codes.remove(created.body.id)).status).toBe(200);
    expect((await codes.get(created.body.id)).status).toBe(404);
  });

  it('refuses a percent above 99, a T-Coins bonus off coin packs, an end before the start, bad input', async () => {
    const { codes } = await setup();
    const percent = await codes.create({ code: codeText(), discount_kind: 'percent', amount: 100 });
    expect(percent.status).toBe(422);
    expect(percent.body.fieldErrors?.map((f) => f.path)).toEqual(['amount']);
    const coins = await codes.create({ code: codeText(), discount_kind: 'coins', amount: 10, applies_to: 'plan' });
    expect(coins.status).toBe(422);
    expect(coins.body.fieldErrors?.map((f) => f.path)).toEqual(['applies_to']);
    const dates = await codes.create({
      code: codeText(),
      discount_kind: 'percent',
      amount: 10,
      valid_from: new Date(Date.now() + 2 * hour).toISOString(),
      valid_to: new Date(Date.now() + hour).toISOString(),
    });
    expect(dates.status).toBe(422);
    expect(dates.body.fieldErrors?.map((f) => f.path)).toEqual(['valid_to']);
    const text = await codes.create({ code: 'no spaces allowed', discount_kind: 'percent', amount: 10 });
    expect(text.status).toBe(422);
    expect(text.body.code).toBe('validation_failed');
  });

  it('localizes the errors (cn, tw)', async () => {
    const { student } = await setup();
    for (const [lang, message] of [
      ['zh-CN', '此优惠码不存在。'],
      ['zh-TW', '此優惠碼不存在。'],
    ] as const) {
      const res = await call<ErrorBody>(app, {
        method: 'POST',
        url: '/api/promotion-codes/quote',
        headers: { ...student.headers, 'accept-language': lang },
        payload: { ...pack120, promotion_code: 'NOPE-NOPE' },
      });
      expect(res.body.code).toBe('promotion_code_unknown');
      expect(res.body.message).toBe(message);
    }
  });

  it('a super admin manages main’s codes; students, teachers and parents may not; signed out is 401', async () => {
    const main = await mainTenant(app);
    const superAdmin = await createTestUser(app, main, { roles: ['super_admin'] });
    const created = await admin(superAdmin).create({ code: codeText(), discount_kind: 'percent', amount: 5 });
    expect(created.status).toBe(200);
    expect((await admin(superAdmin).remove(created.body.id)).status).toBe(200);

    const { tenant, codes } = await setup();
    const own = await codes.create({ code: codeText(), discount_kind: 'percent', amount: 5 });
    for (const roles of [[], ['teacher'], ['parent']]) {
      const user = await createTestUser(app, tenant, { roles });
      const them = admin(user);
      expect((await them.list()).status).toBe(403);
      expect((await them.create({ code: codeText(), discount_kind: 'percent', amount: 5 })).status).toBe(403);
      expect((await them.get(own.body.id)).status).toBe(403);
      expect((await them.patch(own.body.id, { active: false })).status).toBe(403);
      expect((await them.remove(own.body.id)).status).toBe(403);
      expect((await them.uses(own.body.id)).status).toBe(403);
    }
    const anonymous = await call(app, {
      method: 'POST',
      url: '/api/promotion-codes/quote',
      headers: { 'x-tenant': tenant.slug },
      payload: { ...pack120, promotion_code: 'X' },
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('the quote shows the discount before paying', () => {
  it('20 % off a coin pack: price, discount, price after, the card fee on the lower price, total', async () => {
    const { codes, student } = await setup();
    const text = codeText();
    await codes.create({ code: text, discount_kind: 'percent', amount: 20, applies_to: 'coin_pack' });
    const res = await quote(student, { ...pack120, promotion_code: ` ${text.toLowerCase()} ` });
    expect(res.status).toBe(200);
    // 12.00 − 2.40 = 9.60; card fee 5 % of 9.60 = 0.48; total 10.08.
    expect(res.body).toEqual({
      code: text,
      discount_kind: 'percent',
      amount: 20,
      currency: 'USD',
      price: 12,
      discount: 2.4,
      price_after: 9.6,
      fee: 0.48,
      total: 10.08,
      bonus_coins: 0,
    });
    // ATM pays no fee.
    const atm = await quote(student, { ...pack120, method: 'atm', promotion_code: text });
    expect(atm.body).toMatchObject({ fee: 0, total: 9.6 });
  });

  it('each rule has its own error on the field promotion_code', async () => {
    const { codes, student, tenant } = await setup();
    const make = async (body: Record<string, unknown>) => {
      const text = codeText();
      const res = await codes.create({ code: text, discount_kind: 'percent', amount: 10, ...body });
      expect(res.status).toBe(200);
      return { text, id: res.body.id };
    };
    const expectRefusal = async (text: string, code: string, body: Record<string, unknown> = pack120) => {
      const res = await quote(student, { ...body, promotion_code: text });
      expect(res.status, `${text} → ${code}`).toBe(422);
      expect(res.body.code).toBe(code);
      expect(res.body.fieldErrors?.[0]?.path).toBe('promotion_code');
    };
    await expectRefusal('NO-SUCH-CODE', 'promotion_code_unknown');
    await expectRefusal(
      (await make({ valid_to: new Date(Date.now() - hour).toISOString() })).text,
      'promotion_code_expired',
    );
    await expectRefusal(
      (await make({ valid_from: new Date(Date.now() + hour).toISOString() })).text,
      'promotion_code_not_yet_valid',
    );
    const inactive = await make({});
    await codes.patch(inactive.id, { active: false });
    await expectRefusal(inactive.text, 'promotion_code_expired');
    await expectRefusal((await make({ applies_to: 'plan' })).text, 'promotion_code_not_applicable');
    const coinsCode = codeText();
    await codes.create({ code: coinsCode, discount_kind: 'coins', amount: 30, applies_to: 'coin_pack' });
    await expectRefusal(coinsCode, 'promotion_code_not_applicable', { kind: 'pro', plan_months: 1, method: 'card' });
    const forPlans = await make({ applies_to: 'plan' });
    expect(
      (await quote(student, { kind: 'pro', plan_months: 1, method: 'card', promotion_code: forPlans.text })).status,
    ).toBe(200);

    // New users only: fine before the first paid order, refused after it.
    const newOnly = await make({ audience: 'new' });
    expect((await quote(student, { ...pack120, promotion_code: newOnly.text })).status).toBe(200);
    const paid = await order(student, { kind: 'coins', coins: 20, method: 'card' });
    expect((await sandbox(student, paid.body.id, 'paid')).body.status).toBe('paid');
    await expectRefusal(newOnly.text, 'promotion_code_new_users_only');

    // Per user: the second order by the same user is refused; another user may still use it.
    const perUser = await make({ per_user_limit: 1, total_limit: 2 });
    expect((await order(student, { ...pack120, promotion_code: perUser.text })).status).toBe(200);
    await expectRefusal(perUser.text, 'promotion_code_user_limit');
    // In total: a second user takes the last place, a third finds it used up.
    const second = await createTestUser(app, tenant);
    expect((await order(second, { ...pack120, promotion_code: perUser.text })).status).toBe(200);
    const third = await createTestUser(app, tenant);
    const res = await quote(third, { ...pack120, promotion_code: perUser.text });
    expect(res.body.code).toBe('promotion_code_used_up');
    const refused = await order(third, { ...pack120, promotion_code: perUser.text });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('promotion_code_used_up');
  });
});

describe('orders with a code', () => {
  it('reserves a use with the order, marks it used when paid, and lists it for the admin', async () => {
    const { codes, student, tenant } = await setup();
    const text = codeText();
    const code = await codes.create({ code: text, discount_kind: 'percent', amount: 20 });
    const created = await order(student, { ...pack120, promotion_code: text.toLowerCase() });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ price: 12, discount: 2.4, fee: 0.48, total: 10.08, status: 'pending' });
    expect((await usesOf(tenant, code.body.id)).map((u) => u.status)).toEqual(['reserved']);
    expect((await codes.get(code.body.id)).body.uses).toBe(1);

    const paid = await sandbox(student, created.body.id, 'paid');
    expect(paid.body.status).toBe('paid');
    expect(await withTenant(app.deps.db, tenant.id, (tx) => getBalance(tx, student.id))).toBe(120);
    const uses = await codes.uses(code.body.id);
    expect(uses.status).toBe(200);
    expect(uses.body).toMatchObject({ current_page: 1, total: 1 });
    expect(uses.body.data[0]).toMatchObject({
      user: { id: student.id, email: student.email },
      order_id: created.body.id,
      order_kind: 'coins',
      currency: 'USD',
      discount: 2.4,
      bonus_coins: 0,
      status: 'used',
    });
    // A used code cannot be deleted (uses are history): deactivate instead.
    const removed = await codes.remove(code.body.id);
    expect(removed.status).toBe(409);
    expect(removed.body.code).toBe('promotion_code_in_use');
  });

  it('a T-Coins code adds its bonus to the pack once paid; the price stays', async () => {
    const { codes, student, tenant } = await setup();
    const text = codeText();
    await codes.create({ code: text, discount_kind: 'coins', amount: 30, applies_to: 'coin_pack' });
    const q = await quote(student, { ...pack120, promotion_code: text });
    expect(q.body).toMatchObject({ price: 12, discount: 0, price_after: 12, bonus_coins: 30 });
    const created = await order(student, { ...pack120, promotion_code: text });
    expect(created.body).toMatchObject({ price: 12, discount: 0, total: 12.6 });
    await sandbox(student, created.body.id, 'paid');
    expect(await withTenant(app.deps.db, tenant.id, (tx) => getBalance(tx, student.id))).toBe(150);
  });

  it('a failed order releases its use: the place is free again', async () => {
    const { codes, student, tenant } = await setup();
    const text = codeText();
    const code = await codes.create({ code: text, discount_kind: 'percent', amount: 10, total_limit: 1 });
    const first = await order(student, { ...pack120, promotion_code: text });
    const other = await createTestUser(app, tenant);
    expect((await quote(other, { ...pack120, promotion_code: text })).body.code).toBe('promotion_code_used_up');
    expect((await sandbox(student, first.body.id, 'failed')).body.status).toBe('failed');
    expect((await usesOf(tenant, code.body.id)).map((u) => u.status)).toEqual(['released']);
    expect((await codes.get(code.body.id)).body.uses).toBe(0);
    expect((await order(other, { ...pack120, promotion_code: text })).status).toBe(200);
    // A settled order cannot be paid afterwards; its use stays released.
    expect((await sandbox(student, first.body.id, 'paid')).body.code).toBe('order_not_payable');
    expect((await usesOf(tenant, code.body.id)).map((u) => u.status)).toEqual(['released', 'reserved']);
  });

  it('a repeated request with the same Idempotency-Key applies the code once', async () => {
    const { codes, student, tenant } = await setup();
    const text = codeText();
    const code = await codes.create({ code: text, discount_kind: 'percent', amount: 20, per_user_limit: 5 });
    const headers = key();
    const body = { ...pack120, promotion_code: text };
    const first = await order(student, body, headers);
    const again = await order(student, body, headers);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    expect(await usesOf(tenant, code.body.id)).toHaveLength(1);
    // The same key with another body is refused, not applied again.
    const other = await order(student, { ...body, coins: 20 }, headers);
    expect(other.body.code).toBe('idempotency_key_reused');
    expect(await usesOf(tenant, code.body.id)).toHaveLength(1);
    // Parallel repeats of one key: still one order, one use.
    const parallelKey = key();
    const parallel = await Promise.all([order(student, body, parallelKey), order(student, body, parallelKey)]);
    expect(parallel.map((r) => r.status)).toEqual([200, 200]);
    expect(parallel[0]!.body.id).toBe(parallel[1]!.body.id);
    expect(await usesOf(tenant, code.body.id)).toHaveLength(2);
  });

  it('under concurrency the total limit holds: total_limit 1, two parallel orders → one wins', async () => {
    const { codes, tenant } = await setup();
    const text = codeText();
    const code = await codes.create({ code: text, discount_kind: 'percent', amount: 15, total_limit: 1 });
    const buyers = await Promise.all([createTestUser(app, tenant), createTestUser(app, tenant)]);
    const results = await Promise.all(buyers.map((b) => order(b, { ...pack120, promotion_code: text })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 422]);
    expect(results.find((r) => r.status === 422)?.body.code).toBe('promotion_code_used_up');
    expect(await usesOf(tenant, code.body.id)).toHaveLength(1);
  });

  it('under concurrency the per-user limit holds: one user, two keys at once → one order with the code', async () => {
    const { codes, student, tenant } = await setup();
    const text = codeText();
    const code = await codes.create({ code: text, discount_kind: 'percent', amount: 15 });
    const results = await Promise.all([1, 2].map(() => order(student, { ...pack120, promotion_code: text })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 422]);
    expect(results.find((r) => r.status === 422)?.body.code).toBe('promotion_code_user_limit');
    expect(await usesOf(tenant, code.body.id)).toHaveLength(1);
  });
});

describe('tenants', () => {
  it("another tenant's code is not found for its admins and unknown for its buyers", async () => {
    const a = await setup();
    const b = await setup();
    const text = codeText();
    const codeOfB = await b.codes.create({ code: text, discount_kind: 'percent', amount: 20 });
    expect((await a.codes.get(codeOfB.body.id)).status).toBe(404);
    expect((await a.codes.patch(codeOfB.body.id, { active: false })).status).toBe(404);
    expect((await a.codes.remove(codeOfB.body.id)).status).toBe(404);
    expect((await a.codes.uses(codeOfB.body.id)).status).toBe(404);
    expect((await a.codes.list()).body.total).toBe(0);
    expect((await quote(a.student, { ...pack120, promotion_code: text })).body.code).toBe('promotion_code_unknown');
    expect((await order(a.student, { ...pack120, promotion_code: text })).body.code).toBe('promotion_code_unknown');
    // The same text may exist in both tenants.
    expect((await a.codes.create({ code: text, discount_kind: 'percent', amount: 5 })).status).toBe(200);
    expect((await b.codes.get(codeOfB.body.id)).body.active).toBe(true);
  });
});

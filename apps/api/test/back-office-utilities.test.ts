import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  isSafeLocalPath,
  type CoinRefundResult,
  type CoinTransactionPage,
  type ErrorBody,
  type GradingRequestView,
  type PointAdjustmentResult,
  type Refundables,
  type ShortUrlPage,
  type ShortUrlView,
} from '@prepwell/contracts';
import { coinRefunds, paymentOrders } from '../src/db/schema/index.ts';
import { withTenant } from '../src/db/with-tenant.ts';
import { getBalance, moveCoins } from '../src/modules/ledger/ledger.service.ts';
import type { TenantContext } from '../src/modules/tenants/tenants.service.ts';
import { completedAttempt, makeUnlockTest } from '../src/modules/unlocks/unlocks.fixture.ts';
import { call, createTestApp, createTestTenant, createTestUser, type TestApp, type TestUser } from './helpers.ts';

/** Issue 20 (decision 0043): short URLs, coin refunds and T-Coin Rewards. */

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
});
afterAll(async () => app?.close());

type Res<T> = T & Partial<Omit<ErrorBody, 'status'>>;

const admins = async () => {
  const tenant = await createTestTenant(app);
  const admin = await createTestUser(app, tenant, { roles: ['organization_admin'] });
  return { tenant, admin };
};
const createShort = (admin: TestUser, payload: Record<string, unknown>) =>
  call<Res<ShortUrlView>>(app, { method: 'POST', url: '/api/admin/short-urls', headers: admin.headers, payload });
/** A visitor following a link; the test host names no tenant, so `?tenant=` does, as on a local set-up. */
const follow = (tenant: TenantContext, code: string) =>
  app.inject({ method: 'GET', url: `/s/${encodeURIComponent(code)}?tenant=${tenant.slug}` });

describe('short URLs', () => {
  it('creates a link, redirects to its path on the same site and counts the clicks; disabled → the 404 page', async () => {
    const { tenant, admin } = await admins();
    const made = await createShort(admin, { path: '/enroll?ref=ABC12', title: 'Spring flyer' });
    expect(made.status).toBe(200);
    expect(made.body.code).toMatch(/^[A-Za-z0-9]{7}$/);
    for (let i = 0; i < 2; i++) {
      const res = await follow(tenant, made.body.code);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/enroll?ref=ABC12');
    }
    const list = await call<ShortUrlPage>(app, { url: '/api/admin/short-urls', headers: admin.headers });
    expect(list.body.data.find((r) => r.id === made.body.id)).toMatchObject({ click_count: 2, disabled: false });

    const off = await call<ShortUrlView>(app, {
      method: 'PATCH',
      url: `/api/admin/short-urls/${made.body.id}`,
      headers: admin.headers,
      payload: { disabled: true },
    });
    expect(off.body.disabled).toBe(true);
    const miss = await follow(tenant, made.body.code);
    expect(miss.statusCode).toBe(302);
    expect(miss.headers.location).toBe('/404');
    expect((await follow(tenant, 'nope-nope')).headers.location).toBe('/404');
    expect((await follow(tenant, '../../x')).statusCode).not.toBe(200);
  });

  it("never follows another tenant's code, and takes a code of one's own once", async () => {
    const a = await admins();
    const b = await admins();
    const mine = await createShort(a.admin, { path: '/register', code: 'class-7b' });
    expect(mine.status).toBe(200);
    expect((await follow(a.tenant, 'class-7b')).headers.location).toBe('/register');
    expect((await follow(b.tenant, 'class-7b')).headers.location).toBe('/404');
    const again = await createShort(a.admin, { path: '/login', code: 'class-7b' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('short_url_code_taken');
    // Another tenant may use the same code for its own page.
    expect((await createShort(b.admin, { path: '/about', code: 'class-7b' })).status).toBe(200);
    expect((await follow(b.tenant, 'class-7b')).headers.location).toBe('/about');
  });

  it('refuses every path that could leave the site, with a localized field error', async () => {
    const { admin } = await admins();
    for (const path of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '/\t/evil.example',
      '/ok\nLocation: x',
      'evil.example',
      '/s/abc',
    ]) {
      const res = await createShort(admin, { path });
      expect(res.status, path).toBe(422);
      expect(res.body.code).toBe('short_url_path_invalid');
    }
  });

  it('property: every path isSafeLocalPath accepts resolves on the same origin', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string().map((s) => `/${s}`),
          fc.constantFrom('/', '//', '/\\', '/%2F%2Fx', '/.//x', '/..//x', '/@x', '/:x@y'),
        ),
        (path) => {
          if (!isSafeLocalPath(path)) return;
          const base = 'https://tenant.example';
          expect(new URL(path, base).origin).toBe(base);
          expect(path.startsWith('/') && !path.startsWith('//')).toBe(true);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('property: any code a visitor types is a redirect to a path of the site, never a 5xx', async () => {
    const { tenant, admin } = await admins();
    await createShort(admin, { path: '/about', code: 'about-us' });
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string({ maxLength: 80 }), fc.constant('about-us')), async (code) => {
        const res = await app.inject({ method: 'GET', url: `/s/${encodeURIComponent(code)}?tenant=${tenant.slug}` });
        expect(res.statusCode).toBeLessThan(500);
        if (res.statusCode === 302) expect(['/about', '/404']).toContain(res.headers.location);
      }),
      { numRuns: 150 },
    );
  });

  it('is for admins only', async () => {
    const { tenant } = await admins();
    const teacher = await createTestUser(app, tenant, { roles: ['teacher'] });
    expect((await createShort(teacher, { path: '/x' })).status).toBe(403);
    expect((await call(app, { url: '/api/admin/short-urls', headers: { 'x-tenant': tenant.slug } })).status).toBe(401);
  });
});

const paidOrder = (tenant: TenantContext, user: TestUser, coins: number) =>
  withTenant(app.deps.db, tenant.id, async (tx) => {
    const [order] = await tx
      .insert(paymentOrders)
      .values({
        userId: user.id,
        kind: 'coins',
        coins,
        currency: 'USD',
        priceMinor: coins * 10,
        totalMinor: coins * 10,
        method: 'card',
        provider: 'sandbox',
        status: 'paid',
      })
      .returning();
    await moveCoins(tx, { userId: user.id, type: 'deposit', amount: coins, reference: { order_id: order!.id } });
    return order!.id;
  });
const balanceOf = (tenant: TenantContext, user: TestUser) =>
  withTenant(app.deps.db, tenant.id, (tx) => getBalance(tx, user.id));
const refund = (admin: TestUser, payload: Record<string, unknown>, key: string | null = randomUUID()) =>
  call<Res<CoinRefundResult>>(app, {
    method: 'POST',
    url: '/api/admin/refunds',
    headers: { ...admin.headers, ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });

describe('T-Coin Rewards', () => {
  it("grants a reward once per key, shown in the student's transactions as a reward", async () => {
    const { tenant, admin } = await admins();
    const student = await createTestUser(app, tenant);
    const key = randomUUID();
    const give = () =>
      call<Res<PointAdjustmentResult>>(app, {
        method: 'POST',
        url: `/api/admin/user/${student.id}/reward-point`,
        headers: { ...admin.headers, 'idempotency-key': key },
        payload: { point: 30, notes: 'Top of the class' },
      });
    const first = await give();
    expect(first.status).toBe(200);
    expect(first.body.transaction).toMatchObject({ type: 'reward', amount: 30, category: 'income' });
    const replay = await give();
    expect(replay.body.transaction.id).toBe(first.body.transaction.id);
    expect(await balanceOf(tenant, student)).toBe(30);
    const seen = await call<CoinTransactionPage>(app, { url: '/api/coins/transactions', headers: student.headers });
    expect(seen.body.data).toEqual([
      expect.objectContaining({ type: 'reward', amount: 30, notes: 'Top of the class' }),
    ]);
    const noKey = await call<ErrorBody>(app, {
      method: 'POST',
      url: `/api/admin/user/${student.id}/reward-point`,
      headers: admin.headers,
      payload: { point: 1 },
    });
    expect(noKey.status).toBe(400);
  });
});

describe('refunds', () => {
  it('refunds a paid coin order once: a replay answers the same, another key is refused', async () => {
    const { tenant, admin } = await admins();
    const student = await createTestUser(app, tenant);
    const orderId = await paidOrder(tenant, student, 40);
    const key = randomUUID();
    const first = await refund(admin, { kind: 'order', id: orderId, notes: 'Paid twice by mistake' }, key);
    expect(first.status).toBe(200);
    expect(first.body.transaction).toMatchObject({ type: 'refund', amount: -40, category: 'expense' });
    expect(
      (await refund(admin, { kind: 'order', id: orderId, notes: 'Paid twice by mistake' }, key)).body.transaction.id,
    ).toBe(first.body.transaction.id);
    const other = await refund(admin, { kind: 'order', id: orderId });
    expect(other.status).toBe(409);
    expect(other.body.code).toBe('refund_not_allowed');
    expect(await balanceOf(tenant, student)).toBe(0);
    const list = await call<Refundables>(app, {
      url: `/api/admin/user/${student.id}/refundables`,
      headers: admin.headers,
    });
    expect(list.body.orders).toEqual([expect.objectContaining({ id: orderId, coins: 40, refunded: true })]);
    const seen = await call<CoinTransactionPage>(app, { url: '/api/coins/transactions', headers: student.headers });
    expect(seen.body.data[0]).toMatchObject({ type: 'refund', amount: -40 });
  });

  it('refuses an order whose coins were spent (insufficient balance), an unpaid order and another tenant', async () => {
    const { tenant, admin } = await admins();
    const student = await createTestUser(app, tenant);
    const orderId = await paidOrder(tenant, student, 25);
    await withTenant(app.deps.db, tenant.id, (tx) =>
      moveCoins(tx, { userId: student.id, type: 'purchase', amount: -20 }),
    );
    const spent = await refund(admin, { kind: 'order', id: orderId });
    expect(spent.status).toBe(400);
    expect(spent.body.code).toBe('insufficient_balance');
    await withTenant(app.deps.db, tenant.id, (tx) =>
      tx.update(paymentOrders).set({ status: 'pending' }).where(eq(paymentOrders.id, orderId)),
    );
    expect((await refund(admin, { kind: 'order', id: orderId })).body.code).toBe('refund_not_allowed');
    const other = await admins();
    expect((await refund(other.admin, { kind: 'order', id: orderId })).status).toBe(404);
    expect((await refund(admin, { kind: 'grading', id: randomUUID() })).status).toBe(404);
  });

  it('refunds a grading request never graded, once', async () => {
    const { tenant, admin } = await admins();
    const student = await createTestUser(app, tenant);
    const testId = await makeUnlockTest(app.deps, tenant.id, { type: 'full_mock', rated: true });
    const { id, questionIds } = await completedAttempt(app.deps, tenant.id, {
      userId: student.id,
      testId,
      type: 'full_mock',
      answers: ['Online classes help students who work.', 'A', '/uploads/recordings/answer.webm'],
    });
    await withTenant(app.deps.db, tenant.id, (tx) =>
      moveCoins(tx, { userId: student.id, type: 'deposit', amount: 500 }),
    );
    const asked = await call<Res<GradingRequestView>>(app, {
      method: 'POST',
      url: `/api/user-exams/${id}/grading`,
      headers: { ...student.headers, 'idempotency-key': randomUUID() },
      payload: { question_id: questionIds[0], level: 'score' },
    });
    expect(asked.status).toBe(200);
    const paid = 500 - (await balanceOf(tenant, student));
    expect(paid).toBeGreaterThan(0);
    const list = await call<Refundables>(app, {
      url: `/api/admin/user/${student.id}/refundables`,
      headers: admin.headers,
    });
    const request = list.body.grading[0]!;
    expect(request).toMatchObject({ price: paid, graded: false, refunded: false });
    const done = await refund(admin, { kind: 'grading', id: request.id });
    expect(done.status).toBe(200);
    expect(done.body.transaction).toMatchObject({ type: 'refund', amount: paid });
    expect(await balanceOf(tenant, student)).toBe(500);
    expect((await refund(admin, { kind: 'grading', id: request.id })).body.code).toBe('refund_not_allowed');

    // Refunded, it is no longer pending: the student sees it so, the graders' queue drops it, no grade is owed.
    const mine = await call<GradingRequestView[]>(app, {
      url: `/api/user-exams/${id}/grading`,
      headers: student.headers,
    });
    expect(mine.body.map((r) => r.status)).toEqual(['refunded']);
    const teacher = await createTestUser(app, tenant, { roles: ['teacher'] });
    const queue = await call<{ data: { id: string }[] }>(app, { url: '/api/grading/queue', headers: teacher.headers });
    expect(queue.body.data.map((r) => r.id)).not.toContain(request.id);
    const graded = await call<{ code?: string }>(app, {
      method: 'POST',
      url: `/api/grading/${request.id}`,
      headers: teacher.headers,
      payload: { score: 3 },
    });
    expect(graded.body.code).toBe('grading_not_available');
    // Asked again, it is a new request at the full price.
    const again = await call<Res<GradingRequestView>>(app, {
      method: 'POST',
      url: `/api/user-exams/${id}/grading`,
      headers: { ...student.headers, 'idempotency-key': randomUUID() },
      payload: { question_id: questionIds[0], level: 'score' },
    });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ status: 'pending', price: paid });
    expect(await balanceOf(tenant, student)).toBe(500 - paid);
  });

  it('property: any mix of repeated and concurrent refund requests takes each order back exactly once', async () => {
    const { tenant, admin } = await admins();
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 1, max: 50 }), { minLength: 1, maxLength: 3 }),
        fc.array(fc.record({ order: fc.nat(), key: fc.nat(3) }), { minLength: 1, maxLength: 8 }),
        async (sizes, requests) => {
          const student = await createTestUser(app, tenant);
          const orders: { id: string; coins: number }[] = [];
          for (const coins of sizes) orders.push({ id: await paidOrder(tenant, student, coins), coins });
          const keys = Array.from({ length: 4 }, () => randomUUID());
          const results = await Promise.all(
            requests.map(({ order, key }) => {
              const o = orders[order % orders.length]!;
              return refund(admin, { kind: 'order', id: o.id }, `${keys[key]}-${o.id}`);
            }),
          );
          for (const r of results) expect([200, 409, 422]).toContain(r.status);
          const refunded = new Set(
            (
              await withTenant(app.deps.db, tenant.id, (tx) =>
                tx.select().from(coinRefunds).where(eq(coinRefunds.userId, student.id)),
              )
            ).map((r) => r.sourceId),
          );
          const asked = new Set(requests.map(({ order }) => orders[order % orders.length]!.id));
          expect(refunded).toEqual(asked);
          const kept = orders.filter((o) => !asked.has(o.id)).reduce((n, o) => n + o.coins, 0);
          expect(await balanceOf(tenant, student)).toBe(kept);
        },
      ),
      { numRuns: 6 },
    );
  });
});

describe('user search (GET /api/company/:id/users)', () => {
  it('finds users by name, e-mail, username, phone (however it is typed) and role', async () => {
    const { tenant, admin } = await admins();
    const student = await createTestUser(app, tenant, { firstName: 'Quinn', studentProfile: true });
    const teacher = await createTestUser(app, tenant, { roles: ['teacher'], firstName: 'Tess' });
    const search = async (query: Record<string, string>) =>
      (
        await call<{ data: { id: string; phone?: string | null; username: string | null }[] }>(app, {
          url: `/api/company/${tenant.id}/users`,
          headers: admin.headers,
          query,
        })
      ).body.data;
    const ids = async (query: Record<string, string>) => (await search(query)).map((u) => u.id);
    expect(await ids({ q: 'Quinn' })).toEqual([student.id]);
    expect(await ids({ q: student.username })).toEqual([student.id]);
    expect(await ids({ q: student.email })).toEqual([student.id]);
    expect(await ids({ q: '555-000-1111' })).toEqual([student.id]);
    expect(await ids({ q: '0001111' })).toEqual([student.id]);
    expect((await search({ q: 'Quinn' }))[0]).toMatchObject({ phone: '5550001111', username: student.username });
    expect(await ids({ role: 'teacher' })).toEqual([teacher.id]);
    expect(await ids({ role: 'teacher', q: 'Quinn' })).toEqual([]);
  });
});

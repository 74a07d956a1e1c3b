import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody, OrderView, ProStatus, SessionUser, SubscriptionList } from '@prepwell/contracts';
import { paymentOrders } from '../src/db/schema/index.ts';
import { withTenant } from '../src/db/with-tenant.ts';
import { todayIn } from '../src/lib/clock.ts';
import { signSandboxEvent } from '../src/modules/payments/providers/sandbox.provider.ts';
import { handlePaymentWebhook } from '../src/modules/payments/settle.service.ts';
import { addMonths, extendedExpiry, LIFETIME_EXPIRY } from '../src/modules/plans/pro-expiry.ts';
import type { TenantContext } from '../src/modules/tenants/tenants.service.ts';
import { attemptApi, makeTest, mcqs } from './attempts-fixtures.ts';
import { call, createTestApp, createTestTenant, createTestUser, type TestApp, type TestUser } from './helpers.ts';
import { mainTenant } from './route-walk.ts';

/** Pro plans: the expiry arithmetic, paid orders in the business time zone, admins' grants and the history. */
describe('extendedExpiry', () => {
  it('counts from today when there is no Pro or it has lapsed', () => {
    expect(extendedExpiry({ current: null, months: 1, today: '2026-03-15' })).toBe('2026-04-15');
    expect(extendedExpiry({ current: '2026-03-14', months: 6, today: '2026-03-15' })).toBe('2026-09-15');
  });
  it('counts from a later expiry, so paid days are kept', () => {
    expect(extendedExpiry({ current: '2026-05-20', months: 12, today: '2026-03-15' })).toBe('2027-05-20');
    expect(extendedExpiry({ current: '2026-03-15', months: 1, today: '2026-03-15' })).toBe('2026-04-15');
  });
  it('lifetime is 9999-12-31 and stays so', () => {
    expect(extendedExpiry({ current: '2026-05-20', months: 0, today: '2026-03-15' })).toBe(LIFETIME_EXPIRY);
    expect(extendedExpiry({ current: LIFETIME_EXPIRY, months: 1, today: '2026-03-15' })).toBe(LIFETIME_EXPIRY);
  });
  it('a month end the next month lacks becomes its last day', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2026-12-15', 12)).toBe('2027-12-15');
  });
});

let app: TestApp;
let superAdmin: TestUser;
beforeAll(async () => {
  app = await createTestApp();
  superAdmin = await createTestUser(app, await mainTenant(app), { roles: ['super_admin'] });
});
afterAll(() => app.close());

const key = () => ({ 'idempotency-key': randomUUID() });
const subscriptionsOf = (viewer: TestUser, user: TestUser) =>
  call<SubscriptionList & ErrorBody>(app, {
    method: 'GET',
    url: `/api/users/${user.id}/subscriptions`,
    headers: viewer.headers,
  });
const meOf = async (user: TestUser) =>
  (await call<SessionUser>(app, { method: 'GET', url: '/api/me', headers: user.headers })).body;

/** Orders a plan and pays it through the sandbox's webhook path at the instant `now`. */
const buyProAt = async (user: TestUser, months: number, now: Date) => {
  const created = await call<OrderView>(app, {
    method: 'POST',
    url: '/api/orders',
    headers: { ...user.headers, ...key() },
    payload: { kind: 'pro', plan_months: months, method: 'atm' },
  });
  expect(created.status).toBe(200);
  const [row] = await withTenant(app.deps.db, user.tenant.id, (tx) =>
    tx.select().from(paymentOrders).where(eq(paymentOrders.id, created.body.id)),
  );
  const delivery = signSandboxEvent(app.deps.config.payments.sandboxSecret, {
    type: 'payment.paid',
    data: {
      order_id: row!.id,
      tenant_id: user.tenant.id,
      provider_ref: row!.providerRef!,
      amount_minor: row!.totalMinor,
      currency: row!.currency,
      reason: null,
    },
  });
  const settled = await handlePaymentWebhook(app.deps, { provider: 'sandbox', ...delivery, now });
  expect(settled.applied).toBe(true);
  return (await meOf(user)).pro_expired_at;
};

describe('a paid Pro order', () => {
  it('extends from today in the business time zone, near midnight', async () => {
    // 2026-03-31 16:30 UTC is already 2026-04-01 00:30 in Taipei: one month from April 1.
    const taipei = await createTestTenant(app, { settings: { businessTimeZone: 'Asia/Taipei' } });
    expect(await buyProAt(await createTestUser(app, taipei), 1, new Date('2026-03-31T16:30:00Z'))).toBe('2026-05-01');
    // 15:59 UTC is still 2026-03-31 23:59 in Taipei: one month from March 31 (April has 30 days).
    expect(await buyProAt(await createTestUser(app, taipei), 1, new Date('2026-03-31T15:59:00Z'))).toBe('2026-04-30');
    // The same instant in New York is still March 31.
    const newYork = await createTestTenant(app, { settings: { businessTimeZone: 'America/New_York' } });
    expect(await buyProAt(await createTestUser(app, newYork), 1, new Date('2026-03-31T16:30:00Z'))).toBe('2026-04-30');
  });

  it('extends from a later expiry, and lifetime is 9999-12-31', async () => {
    const tenant = await createTestTenant(app);
    const later = addMonths(todayIn('Asia/Taipei'), 2);
    const user = await createTestUser(app, tenant, { proUntil: later });
    expect(await buyProAt(user, 6, new Date())).toBe(addMonths(later, 6));
    expect(await buyProAt(user, 0, new Date())).toBe(LIFETIME_EXPIRY);
    const history = (await subscriptionsOf(user, user)).body;
    expect(history.map((s) => [s.source, s.months, s.previous_expiry, s.new_expiry])).toEqual([
      ['order', 0, addMonths(later, 6), LIFETIME_EXPIRY],
      ['order', 6, later, addMonths(later, 6)],
    ]);
  });

  it('lifts the free-tier limit at once (the cached session is dropped)', async () => {
    const tenant = await createTestTenant(app, { settings: { freeFullTestsPerDay: 0 } });
    const user = await createTestUser(app, tenant);
    const testId = await makeTest(app, tenant, {
      type: 'full_mock',
      sections: [{ section: 'math', modules: [{ questions: mcqs(1) }] }],
    });
    const api = attemptApi(app);
    const refused = await api.start(user, testId);
    expect(refused.status).toBe(402);
    expect(refused.body.code).toBe('exceeded_test');
    await buyProAt(user, 1, new Date());
    expect((await api.start(user, testId)).status).toBe(200);
  });
});

describe('admins set and remove Pro', () => {
  const patchPro = (actor: TestUser, user: TestUser, date: string, headers: Record<string, string> = key()) =>
    call<ProStatus & ErrorBody>(app, {
      method: 'PATCH',
      url: `/api/admin/user/${user.id}/pro`,
      headers: { ...actor.headers, ...headers },
      payload: { taken_unlimited_expire_at: date },
    });
  const deletePro = (actor: TestUser, user: TestUser, headers: Record<string, string> = key()) =>
    call<ProStatus & ErrorBody>(app, {
      method: 'DELETE',
      url: `/api/admin/user/${user.id}/pro`,
      headers: { ...actor.headers, ...headers },
    });

  it('an organization admin sets and removes Pro of their own users, once per key, with a history row each', async () => {
    const tenant: TenantContext = await createTestTenant(app);
    const admin = await createTestUser(app, tenant, { roles: ['organization_admin'] });
    const student = await createTestUser(app, tenant);
    const headers = key();
    const set = await patchPro(admin, student, '2027-06-30', headers);
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ pro_expired_at: '2027-06-30' });
    expect((await patchPro(admin, student, '2027-06-30', headers)).body).toEqual({ pro_expired_at: '2027-06-30' });
    expect((await patchPro(admin, student, '2028-01-01', headers)).body.code).toBe('idempotency_key_reused');
    expect((await meOf(student)).pro_expired_at).toBe('2027-06-30');
    expect((await meOf(student)).is_pro).toBe(true);

    const removed = await deletePro(admin, student);
    expect(removed.body).toEqual({ pro_expired_at: null });
    expect((await meOf(student)).is_pro).toBe(false);
    const history = (await subscriptionsOf(admin, student)).body;
    expect(history.map((s) => [s.source, s.previous_expiry, s.new_expiry])).toEqual([
      ['admin_removal', '2027-06-30', null],
      ['admin', null, '2027-06-30'],
    ]);
    expect(
      (
        await call<ErrorBody>(app, {
          method: 'DELETE',
          url: `/api/admin/user/${student.id}/pro`,
          headers: admin.headers,
        })
      ).body.code,
    ).toBe('idempotency_key_required');
    const badDate = await patchPro(admin, student, '30/06/2027');
    expect(badDate.status).toBe(422);
    expect(badDate.body.fieldErrors?.[0]?.path).toBe('taken_unlimited_expire_at');
  });

  it("a super admin reaches any tenant; another tenant's admin, a teacher or a student cannot", async () => {
    const tenant = await createTestTenant(app);
    const student = await createTestUser(app, tenant);
    expect((await patchPro(superAdmin, student, '2030-01-01')).body).toEqual({ pro_expired_at: '2030-01-01' });
    expect((await meOf(student)).pro_expired_at).toBe('2030-01-01');
    expect((await subscriptionsOf(superAdmin, student)).body).toHaveLength(1);

    const otherAdmin = await createTestUser(app, await createTestTenant(app), { roles: ['organization_admin'] });
    expect((await patchPro(otherAdmin, student, '2031-01-01')).status).toBe(404);
    expect((await deletePro(otherAdmin, student)).status).toBe(404);
    expect((await subscriptionsOf(otherAdmin, student)).status).toBe(404);
    const teacher = await createTestUser(app, tenant, { roles: ['teacher'] });
    expect((await patchPro(teacher, student, '2031-01-01')).status).toBe(403);
    const classmate = await createTestUser(app, tenant);
    expect((await deletePro(classmate, student)).status).toBe(403);
    expect((await subscriptionsOf(classmate, student)).status).toBe(404);
    // Teachers of the tenant read the history.
    expect((await subscriptionsOf(teacher, student)).status).toBe(200);
    expect((await meOf(student)).pro_expired_at).toBe('2030-01-01');
  });
});

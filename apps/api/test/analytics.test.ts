import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ErrorBody,
  OrderAnalysis,
  OrderAnalysisList,
  TransactionAnalysis,
  TransactionAnalysisList,
  UserExamAnalysis,
  UserExamAnalysisList,
} from '@prepwell/contracts';
import { coinEntries, coinTransactions, paymentOrders, userExams } from '../src/db/schema/index.ts';
import { withTenant } from '../src/db/with-tenant.ts';
import { todayIn } from '../src/lib/clock.ts';
import type { TenantContext } from '../src/modules/tenants/tenants.service.ts';
import { makeTest, mcqs } from './attempts-fixtures.ts';
import { call, createTestApp, createTestTenant, createTestUser, type TestApp, type TestUser } from './helpers.ts';
import { mainTenant } from './route-walk.ts';

let app: TestApp;
let superAdmin: TestUser;
beforeAll(async () => {
  app = await createTestApp();
  superAdmin = await createTestUser(app, await mainTenant(app), { roles: ['super_admin'] });
});
afterAll(async () => app?.close());

const get = <T>(user: TestUser, url: string) => call<T>(app, { url, headers: user.headers });

// A window in the past that no other test writes to (random per run, so runs on a shared server database never meet).
const DAY = 86_400_000;
const base = new Date(Date.UTC(1990, 0, 1) + Math.floor(Math.random() * 1800) * 5 * DAY);
const day = (offset: number) => new Date(base.getTime() + offset * DAY).toISOString().slice(0, 10);
/** An instant given as a day of the window and a UTC time. */
const at = (offset: number, utcTime: string) => new Date(`${day(offset)}T${utcTime}Z`);

const insertAttempt = (
  tenant: TenantContext,
  values: { userId: string; testId: string; startedAt: Date; completedAt?: Date },
) =>
  withTenant(app.deps.db, tenant.id, (tx) =>
    tx.insert(userExams).values({
      userId: values.userId,
      testId: values.testId,
      startedAt: values.startedAt,
      status: values.completedAt ? 'completed' : 'abandoned',
      completedAt: values.completedAt ?? null,
      currentModuleId: null,
    }),
  );

/** One balanced ledger movement (the user's entry and the system account's), as the ledger writes it. */
const insertMove = (tenant: TenantContext, userId: string, amount: number, createdAt: Date) =>
  withTenant(app.deps.db, tenant.id, async (tx) => {
    const [row] = await tx
      .insert(coinTransactions)
      .values({ userId, type: amount > 0 ? 'admin_deposit' : 'admin_deduction', amount, createdAt })
      .returning({ id: coinTransactions.id });
    await tx.insert(coinEntries).values([
      { transactionId: row!.id, account: 'user', userId, amount, createdAt },
      { transactionId: row!.id, account: 'system:admin', amount: -amount, createdAt },
    ]);
  });

const insertOrder = (
  tenant: TenantContext,
  userId: string,
  values: { currency: string; totalMinor: number; createdAt: Date; paidAt?: Date },
) =>
  withTenant(app.deps.db, tenant.id, (tx) =>
    tx.insert(paymentOrders).values({
      userId,
      kind: 'coins',
      coins: 100,
      currency: values.currency,
      priceMinor: values.totalMinor,
      totalMinor: values.totalMinor,
      method: 'card',
      provider: 'sandbox',
      status: values.paidAt ? 'paid' : 'pending',
      createdAt: values.createdAt,
      paidAt: values.paidAt ?? null,
    }),
  );

const range = `from=${day(0)}&to=${day(4)}`;
const byDate = <T extends { date: string }>(list: T[]) => Object.fromEntries(list.map((e) => [e.date, e]));

describe('analytics', () => {
  let taipei: TenantContext;
  let newYork: TenantContext;
  let student: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    taipei = await createTestTenant(app); // Asia/Taipei, the default (UTC+8)
    newYork = await createTestTenant(app, { settings: { businessTimeZone: 'America/New_York', currency: 'TWD' } });
    student = await createTestUser(app, taipei);
    const second = await createTestUser(app, taipei);
    other = await createTestUser(app, newYork);
    const testA = await makeTest(app, taipei, { sections: [{ section: 'math', modules: [{ questions: mcqs(1) }] }] });
    const testB = await makeTest(app, newYork, { sections: [{ section: 'math', modules: [{ questions: mcqs(1) }] }] });

    // Day 1 in Taipei: two attempts by the student (one completed on day 2, Taipei time), one by the second student.
    await insertAttempt(taipei, {
      userId: student.id,
      testId: testA,
      startedAt: at(1, '01:00:00'),
      completedAt: at(1, '16:30:00'),
    });
    await insertAttempt(taipei, { userId: student.id, testId: testA, startedAt: at(1, '02:00:00') });
    await insertAttempt(taipei, { userId: second.id, testId: testA, startedAt: at(1, '15:59:00') });
    // 16:00 UTC is midnight in Taipei: this one starts on day 2 there.
    await insertAttempt(taipei, { userId: second.id, testId: testA, startedAt: at(1, '16:00:00') });
    // New York: 03:00 UTC on day 3 is still day 2 there (UTC-5 in winter, UTC-4 in summer).
    await insertAttempt(newYork, {
      userId: other.id,
      testId: testB,
      startedAt: at(3, '03:00:00'),
      completedAt: at(3, '03:30:00'),
    });

    await insertMove(taipei, student.id, 100, at(0, '05:00:00'));
    await insertMove(taipei, student.id, -30, at(0, '06:00:00'));
    await insertMove(taipei, second.id, 50, at(0, '07:00:00'));
    await insertMove(taipei, student.id, -20, at(2, '05:00:00'));
    await insertMove(newYork, other.id, 40, at(3, '12:00:00'));

    await insertOrder(taipei, student.id, {
      currency: 'USD',
      totalMinor: 1050,
      createdAt: at(0, '04:00:00'),
      paidAt: at(0, '04:05:00'),
    });
    await insertOrder(taipei, student.id, {
      currency: 'USD',
      totalMinor: 999,
      createdAt: at(0, '04:10:00'),
      paidAt: at(2, '01:00:00'),
    });
    await insertOrder(taipei, second.id, { currency: 'USD', totalMinor: 500, createdAt: at(0, '08:00:00') });
    await insertOrder(newYork, other.id, {
      currency: 'TWD',
      totalMinor: 30000,
      createdAt: at(3, '12:00:00'),
      paidAt: at(3, '12:01:00'),
    });
  });

  it('counts attempts per day in the tenant’s time zone, every day present', async () => {
    const res = await get<UserExamAnalysisList>(superAdmin, `/api/user-exams/analysis?${range}&tenant=${taipei.slug}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ from: day(0), to: day(4), time_zone: 'Asia/Taipei' });
    expect(res.body.analyses.map((e) => e.date)).toEqual([0, 1, 2, 3, 4].map(day));
    const days = byDate(res.body.analyses);
    expect(days[day(0)]).toEqual({ date: day(0), started: 0, completed: 0, students: 0 });
    expect(days[day(1)]).toEqual({ date: day(1), started: 3, completed: 0, students: 2 });
    expect(days[day(2)]).toEqual({ date: day(2), started: 1, completed: 1, students: 1 });
    expect(days[day(3)]).toEqual({ date: day(3), started: 0, completed: 0, students: 0 });

    const ny = await get<UserExamAnalysisList>(
      superAdmin,
      `/api/user-exams/analysis?${range}&tenant=${newYork.slug.toUpperCase()}`,
    );
    expect(ny.body.time_zone).toBe('America/New_York');
    expect(byDate(ny.body.analyses)[day(2)]).toEqual({ date: day(2), started: 1, completed: 1, students: 1 });
    expect(ny.body.analyses.reduce((n, e) => n + e.started, 0)).toBe(1);
  });

  it('adds every tenant up in main’s time zone when no tenant is named', async () => {
    const res = await get<UserExamAnalysisList>(superAdmin, `/api/user-exams/analysis?${range}`);
    expect(res.status).toBe(200);
    expect(res.body.time_zone).toBe('Asia/Taipei');
    const days = byDate(res.body.analyses);
    expect(days[day(1)]).toMatchObject({ started: 3, students: 2 });
    // New York's attempt at 03:00 UTC on day 3 is day 3 in Taipei.
    expect(days[day(2)]).toMatchObject({ started: 1, completed: 1 });
    expect(days[day(3)]).toMatchObject({ started: 1, completed: 1, students: 1 });
    expect(res.body.analyses.reduce((n, e) => n + e.started, 0)).toBe(5);

    const tx = await get<TransactionAnalysisList>(superAdmin, `/api/transaction-logs/analysis?${range}`);
    expect(tx.body.analyses.reduce((n, e) => n + e.income, 0)).toBe(190);
    expect(tx.body.analyses.reduce((n, e) => n + e.count, 0)).toBe(5);
    const orders = await get<OrderAnalysisList>(superAdmin, `/api/order/analysis?${range}`);
    // Two currencies are never added together.
    expect(byDate(orders.body.analyses)[day(3)]).toEqual({ date: day(3), orders: 1, paid: 1, revenue: { TWD: 300 } });
    expect(orders.body.analyses.reduce((n, e) => n + (e.revenue.USD ?? 0), 0)).toBeCloseTo(20.49, 2);
  });

  it('sums coins in and out per day', async () => {
    const res = await get<TransactionAnalysisList>(
      superAdmin,
      `/api/transaction-logs/analysis?${range}&tenant=${taipei.slug}`,
    );
    expect(res.status).toBe(200);
    const days = byDate(res.body.analyses);
    expect(res.body.analyses).toHaveLength(5);
    expect(days[day(0)]).toEqual({ date: day(0), income: 150, expense: 30, count: 3 });
    expect(days[day(1)]).toEqual({ date: day(1), income: 0, expense: 0, count: 0 });
    expect(days[day(2)]).toEqual({ date: day(2), income: 0, expense: 20, count: 1 });
    expect(days[day(3)]).toEqual({ date: day(3), income: 0, expense: 0, count: 0 });
  });

  it('counts orders by the day they were made and revenue by the day it was paid', async () => {
    const res = await get<OrderAnalysisList>(superAdmin, `/api/order/analysis?${range}&tenant=${taipei.slug}`);
    expect(res.status).toBe(200);
    const days = byDate(res.body.analyses);
    expect(days[day(0)]).toEqual({ date: day(0), orders: 3, paid: 1, revenue: { USD: 10.5 } });
    expect(days[day(1)]).toEqual({ date: day(1), orders: 0, paid: 0, revenue: {} });
    expect(days[day(2)]).toEqual({ date: day(2), orders: 0, paid: 1, revenue: { USD: 9.99 } });
  });

  it('answers today alone, and the last 30 days by default', async () => {
    const fresh = await createTestTenant(app);
    const user = await createTestUser(app, fresh);
    await insertMove(fresh, user.id, 25, new Date());
    await insertOrder(fresh, user.id, { currency: 'USD', totalMinor: 700, createdAt: new Date(), paidAt: new Date() });
    const today = todayIn('Asia/Taipei');

    const tx = await get<TransactionAnalysis>(superAdmin, `/api/transaction-logs/analysis/today?tenant=${fresh.slug}`);
    expect(tx.status).toBe(200);
    expect(tx.body).toEqual({ date: today, income: 25, expense: 0, count: 1 });
    const orders = await get<OrderAnalysis>(superAdmin, `/api/order/analysis/today?tenant=${fresh.slug}`);
    expect(orders.body).toEqual({ date: today, orders: 1, paid: 1, revenue: { USD: 7 } });
    const exams = await get<UserExamAnalysis>(superAdmin, `/api/user-exams/analysis/today?tenant=${fresh.slug}`);
    expect(exams.body).toEqual({ date: today, started: 0, completed: 0, students: 0 });
    const all = await get<TransactionAnalysis>(superAdmin, '/api/transaction-logs/analysis/today');
    expect(all.body.income).toBeGreaterThanOrEqual(25);

    const month = await get<TransactionAnalysisList>(superAdmin, `/api/transaction-logs/analysis?tenant=${fresh.slug}`);
    expect(month.body.analyses).toHaveLength(30);
    expect(month.body.to).toBe(today);
    expect(month.body.analyses.at(-1)).toEqual({ date: today, income: 25, expense: 0, count: 1 });
    // Only `from`: 30 days from it.
    const fromOnly = await get<TransactionAnalysisList>(
      superAdmin,
      `/api/transaction-logs/analysis?from=${day(0)}&tenant=${fresh.slug}`,
    );
    expect(fromOnly.body.analyses).toHaveLength(30);
  });

  it('takes a range of up to 366 days and refuses a longer, reversed or impossible one', async () => {
    const year = await get<UserExamAnalysisList>(
      superAdmin,
      `/api/user-exams/analysis?from=2024-01-01&to=2024-12-31&tenant=${taipei.slug}`,
    );
    expect(year.status).toBe(200);
    expect(year.body.analyses).toHaveLength(366);
    for (const [query, field] of [
      ['from=2024-01-01&to=2025-01-01', 'from'],
      [`from=${day(4)}&to=${day(0)}`, 'from'],
      ['from=2025-02-30', 'from'],
      ['to=2025-13-01', 'to'],
      ['from=yesterday', 'from'],
      ['tenant=no-such-tenant', 'tenant'],
    ] as const) {
      const res = await get<ErrorBody>(superAdmin, `/api/order/analysis?${query}`);
      expect(res.status, query).toBe(422);
      expect(res.body.code).toBe('validation_failed');
      expect(res.body.fieldErrors?.map((f) => f.path.replace(/^querystring\./, ''))).toEqual([field]);
    }
  });

  it('is for super admins only', async () => {
    const admin = await createTestUser(app, taipei, { roles: ['company_admin'] });
    for (const url of [
      '/api/user-exams/analysis',
      '/api/user-exams/analysis/today',
      '/api/transaction-logs/analysis',
      '/api/transaction-logs/analysis/today',
      '/api/order/analysis',
      '/api/order/analysis/today',
    ]) {
      expect((await get(admin, url)).status, url).toBe(403);
      expect((await get(student, url)).status, url).toBe(403);
      expect((await call(app, { url })).status, url).toBe(401);
    }
  });
});

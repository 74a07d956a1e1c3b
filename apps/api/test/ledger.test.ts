import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CoinBalance,
  CoinTransactionPage,
  ErrorBody,
  PointAdjustmentResult,
  TransactionLogPage,
} from '@prepwell/contracts';
import { withTenant } from '../src/db/with-tenant.ts';
import { getBalance, moveCoins } from '../src/modules/ledger/ledger.service.ts';
import type { TenantContext } from '../src/modules/tenants/tenants.service.ts';
import { call, createTestApp, createTestTenant, createTestUser, type TestApp, type TestUser } from './helpers.ts';
import { mainTenant } from './route-walk.ts';

/** The ledger's calls and rules (issue 4, decision 0012) on PGlite and the PostgreSQL server alike. */

let app: TestApp;
let superAdmin: TestUser;
beforeAll(async () => {
  app = await createTestApp();
  superAdmin = await createTestUser(app, await mainTenant(app), { roles: ['super_admin'] });
});
afterAll(async () => app?.close());

const as = <T>(
  user: TestUser,
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) =>
  call<T>(app, {
    method,
    url,
    headers: { ...user.headers, ...headers },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
const key = () => ({ 'idempotency-key': randomUUID() });

const credit = (
  tenant: TenantContext,
  userId: string,
  amount: number,
  type: 'deposit' | 'reward' | 'refund' = 'deposit',
) => withTenant(app.deps.db, tenant.id, (tx) => moveCoins(tx, { userId, type, amount, notes: `${type} ${amount}` }));
const balanceOf = (tenant: TenantContext, userId: string) =>
  withTenant(app.deps.db, tenant.id, (tx) => getBalance(tx, userId));

/** The error's message with its causes' (drizzle wraps a failed query's error as `cause`). */
const failureOf = async (work: Promise<unknown>): Promise<string> => {
  try {
    await work;
  } catch (e) {
    const parts: string[] = [];
    for (let err = e as { message?: string; cause?: unknown } | undefined; err; err = err.cause as typeof err)
      parts.push(String(err.message));
    return parts.join(' / ');
  }
  return 'no failure';
};

const setup = async () => {
  const tenant = await createTestTenant(app);
  const admin = await createTestUser(app, tenant, { roles: ['organization_admin'] });
  const student = await createTestUser(app, tenant);
  return { tenant, admin, student };
};

describe('moveCoins and getBalance', () => {
  it('credits and debits through the system accounts; a debit beyond the balance throws before writing and leaves the transaction usable', async () => {
    const { tenant, student } = await setup();
    expect(await balanceOf(tenant, student.id)).toBe(0);
    expect((await credit(tenant, student.id, 30)).balance).toBe(30);
    const outcome = await withTenant(app.deps.db, tenant.id, async (tx) => {
      const err = await moveCoins(tx, { userId: student.id, type: 'test', amount: -31 }).catch((e: unknown) => e);
      // The transaction is still usable: the next move in it succeeds.
      const spent = await moveCoins(tx, {
        userId: student.id,
        type: 'purchase',
        amount: -10,
        reference: { order: 'x' },
      });
      return { err, spent };
    });
    expect(outcome.err).toMatchObject({
      code: 'insufficient_balance',
      options: { details: { balance: 30, needed: 31 } },
    });
    expect(outcome.spent.balance).toBe(20);
    expect(await balanceOf(tenant, student.id)).toBe(20);
    const entries = await withTenant(app.deps.db, tenant.id, (tx) =>
      tx.execute<{ account: string; amount: number }>(
        sql`select e.account, e.amount from coin_entries e join coin_transactions t on t.id = e.transaction_id where t.user_id = ${student.id} order by t.created_at, e.amount`,
      ),
    );
    const rows = (Array.isArray(entries) ? entries : (entries as { rows: unknown[] }).rows) as {
      account: string;
      amount: number;
    }[];
    expect(rows.map((r) => `${r.account}:${r.amount}`).sort()).toEqual(
      ['system:deposits:-30', 'system:spending:10', 'user:-10', 'user:30'].sort(),
    );
  });

  it('a user of another tenant cannot be moved (RLS: not found)', async () => {
    const { tenant } = await setup();
    const other = await setup();
    await expect(credit(tenant, other.student.id, 10)).rejects.toMatchObject({ code: 'not_found' });
    expect(await balanceOf(other.tenant, other.student.id)).toBe(0);
  });

  it('refuses a zero or fractional amount (a programming error, never written)', async () => {
    const { tenant, student } = await setup();
    await expect(credit(tenant, student.id, 0)).rejects.toThrow(/non-zero whole number/);
    await expect(credit(tenant, student.id, 1.5)).rejects.toThrow(/non-zero whole number/);
  });
});

describe('the database refuses a buggy caller', () => {
  it('an unbalanced transaction is refused at commit; its rows are gone', async () => {
    const { tenant, student } = await setup();
    const attempt = withTenant(app.deps.db, tenant.id, async (tx) => {
      const [t] = (await tx
        .execute<{ id: string }>(
          sql`insert into coin_transactions (user_id, type, amount) values (${student.id}, 'deposit', 50) returning id`,
        )
        .then((r) => (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows))) as { id: string }[];
      // Only the user's side: the entries sum to 50, not 0.
      await tx.execute(
        sql`insert into coin_entries (transaction_id, account, user_id, amount) values (${t!.id}, 'user', ${student.id}, 50)`,
      );
    });
    expect(await failureOf(attempt)).toMatch(/unbalanced/);
    expect(await balanceOf(tenant, student.id)).toBe(0);
  });

  it('entries that balance but disagree with the declared amount are refused at commit', async () => {
    const { tenant, student } = await setup();
    const attempt = withTenant(app.deps.db, tenant.id, async (tx) => {
      const r = await tx.execute(
        sql`insert into coin_transactions (user_id, type, amount) values (${student.id}, 'deposit', 5) returning id`,
      );
      const [t] = (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows) as { id: string }[];
      await tx.execute(
        sql`insert into coin_entries (transaction_id, account, user_id, amount) values (${t!.id}, 'user', ${student.id}, 50), (${t!.id}, 'system:deposits', null, -50)`,
      );
    });
    expect(await failureOf(attempt)).toMatch(/declares 5 but moves 50/);
    expect(await balanceOf(tenant, student.id)).toBe(0);
  });

  it('an UPDATE of coin_entries or coin_transactions is refused; a direct overdraft is refused by the balance CHECK', async () => {
    const { tenant, student } = await setup();
    await credit(tenant, student.id, 10);
    expect(
      await failureOf(
        withTenant(app.deps.db, tenant.id, (tx) =>
          tx.execute(sql`update coin_entries set amount = 1000 where user_id = ${student.id}`),
        ),
      ),
    ).toMatch(/append-only/);
    expect(
      await failureOf(
        withTenant(app.deps.db, tenant.id, (tx) =>
          tx.execute(sql`update coin_transactions set amount = 1000 where user_id = ${student.id}`),
        ),
      ),
    ).toMatch(/append-only/);
    const overdraft = withTenant(app.deps.db, tenant.id, async (tx) => {
      const r = await tx.execute(
        sql`insert into coin_transactions (user_id, type, amount) values (${student.id}, 'test', -11) returning id`,
      );
      const [t] = (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows) as { id: string }[];
      await tx.execute(
        sql`insert into coin_entries (transaction_id, account, user_id, amount) values (${t!.id}, 'user', ${student.id}, -11), (${t!.id}, 'system:spending', null, 11)`,
      );
    });
    expect(await failureOf(overdraft)).toMatch(/coin_balances_non_negative/);
    expect(await balanceOf(tenant, student.id)).toBe(10);
  });
});

describe('GET /api/coins and /api/coins/transactions', () => {
  it('shows the balance and the transactions newest first with category and the balance after each, 20 a page', async () => {
    const { tenant, student } = await setup();
    expect((await as<CoinBalance>(student, 'GET', '/api/coins')).body).toEqual({ balance: 0 });
    for (let i = 1; i <= 22; i++) await credit(tenant, student.id, i);
    await withTenant(app.deps.db, tenant.id, (tx) =>
      moveCoins(tx, { userId: student.id, type: 'test', amount: -3, notes: 'unlock' }),
    );
    const total = (22 * 23) / 2 - 3;
    expect((await as<CoinBalance>(student, 'GET', '/api/coins')).body).toEqual({ balance: total });
    const first = await as<CoinTransactionPage>(student, 'GET', '/api/coins/transactions');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ current_page: 1, per_page: 20, total: 23 });
    expect(first.body.data).toHaveLength(20);
    expect(first.body.data[0]).toMatchObject({
      type: 'test',
      category: 'expense',
      amount: -3,
      notes: 'unlock',
      balance_after: total,
    });
    expect(first.body.data[1]).toMatchObject({
      type: 'deposit',
      category: 'income',
      amount: 22,
      balance_after: total + 3,
    });
    const second = await as<CoinTransactionPage>(student, 'GET', '/api/coins/transactions?page=2');
    expect(second.body.data.map((t) => t.amount)).toEqual([3, 2, 1]);
    expect(second.body.data.at(-1)!.balance_after).toBe(1);
    const expenses = await as<CoinTransactionPage>(student, 'GET', '/api/coins/transactions?category=expense');
    expect(expenses.body.total).toBe(1);
    const deposits = await as<CoinTransactionPage>(student, 'GET', '/api/coins/transactions?type=deposit&page=2');
    expect(deposits.body).toMatchObject({ total: 22, current_page: 2 });
  });

  it('needs a login', async () => {
    expect((await call(app, { method: 'GET', url: '/api/coins' })).status).toBe(401);
  });
});

describe('POST /api/admin/user/:id/give-point and deduct-point', () => {
  it('an organization admin gives and deducts; a deduction beyond the balance is 400 insufficient_balance', async () => {
    const { admin, student } = await setup();
    const given = await as<PointAdjustmentResult>(
      admin,
      'POST',
      `/api/admin/user/${student.id}/give-point`,
      { point: 40, notes: 'welcome' },
      key(),
    );
    expect(given.status).toBe(200);
    expect(given.body).toMatchObject({
      balance: 40,
      transaction: { type: 'admin_deposit', category: 'income', amount: 40, notes: 'welcome', balance_after: 40 },
    });
    const deducted = await as<PointAdjustmentResult>(
      admin,
      'POST',
      `/api/admin/user/${student.id}/deduct-point`,
      { point: 15 },
      key(),
    );
    expect(deducted.body).toMatchObject({
      balance: 25,
      transaction: { type: 'admin_deduction', category: 'expense', amount: -15, notes: null },
    });
    const over = await as<ErrorBody>(
      admin,
      'POST',
      `/api/admin/user/${student.id}/deduct-point`,
      { point: 26 },
      { ...key(), 'accept-language': 'tw' },
    );
    expect(over.status).toBe(400);
    expect(over.body).toMatchObject({ code: 'insufficient_balance', details: { balance: 25, needed: 26 } });
    expect(over.body.message).toContain('餘額不足');
    expect((await as<CoinBalance>(student, 'GET', '/api/coins')).body.balance).toBe(25);
  });

  it('replays the first result for the same key and body; the same key with another body is 422; a missing key is 400', async () => {
    const { admin, student } = await setup();
    const k = key();
    const first = await as<PointAdjustmentResult>(
      admin,
      'POST',
      `/api/admin/user/${student.id}/give-point`,
      { point: 7 },
      k,
    );
    const again = await as<PointAdjustmentResult>(
      admin,
      'POST',
      `/api/admin/user/${student.id}/give-point`,
      { point: 7 },
      k,
    );
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect((await as<CoinBalance>(student, 'GET', '/api/coins')).body.balance).toBe(7);
    const otherBody = await as<ErrorBody>(admin, 'POST', `/api/admin/user/${student.id}/give-point`, { point: 8 }, k);
    expect(otherBody.status).toBe(422);
    expect(otherBody.body.code).toBe('idempotency_key_reused');
    const otherRoute = await as<ErrorBody>(
      admin,
      'POST',
      `/api/admin/user/${student.id}/deduct-point`,
      { point: 7 },
      k,
    );
    expect(otherRoute.body.code).toBe('idempotency_key_reused');
    const missing = await as<ErrorBody>(
      admin,
      'POST',
      `/api/admin/user/${student.id}/give-point`,
      { point: 7 },
      { 'accept-language': 'cn' },
    );
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe('idempotency_key_required');
    expect(missing.body.message).toContain('Idempotency-Key');
    const blank = await as<ErrorBody>(
      admin,
      'POST',
      `/api/admin/user/${student.id}/give-point`,
      { point: 7 },
      { 'idempotency-key': ' ' },
    );
    expect(blank.body.code).toBe('idempotency_key_required');
    expect((await as<CoinBalance>(student, 'GET', '/api/coins')).body.balance).toBe(7);
  });

  it('a refused call stores nothing: the same key succeeds once the balance allows it', async () => {
    const { tenant, admin, student } = await setup();
    const k = key();
    expect(
      (await as<ErrorBody>(admin, 'POST', `/api/admin/user/${student.id}/deduct-point`, { point: 5 }, k)).body.code,
    ).toBe('insufficient_balance');
    await credit(tenant, student.id, 5);
    const retried = await as<PointAdjustmentResult>(
      admin,
      'POST',
      `/api/admin/user/${student.id}/deduct-point`,
      { point: 5 },
      k,
    );
    expect(retried.status).toBe(200);
    expect(retried.body.balance).toBe(0);
  });

  it('keys belong to their actor: another admin with the same key makes their own adjustment', async () => {
    const { tenant, admin, student } = await setup();
    const colleague = await createTestUser(app, tenant, { roles: ['organization_admin'] });
    const k = key();
    await as(admin, 'POST', `/api/admin/user/${student.id}/give-point`, { point: 3 }, k);
    expect(
      (await as<PointAdjustmentResult>(colleague, 'POST', `/api/admin/user/${student.id}/give-point`, { point: 3 }, k))
        .body.balance,
    ).toBe(6);
  });

  it('a super admin adjusts a user of any tenant; an organization admin cannot reach another tenant (404)', async () => {
    const { tenant, student } = await setup();
    const other = await setup();
    const res = await as<PointAdjustmentResult>(
      superAdmin,
      'POST',
      `/api/admin/user/${student.id}/give-point`,
      { point: 12 },
      key(),
    );
    expect(res.status).toBe(200);
    expect(await balanceOf(tenant, student.id)).toBe(12);
    const cross = await as<ErrorBody>(
      other.admin,
      'POST',
      `/api/admin/user/${student.id}/give-point`,
      { point: 12 },
      key(),
    );
    expect(cross.status).toBe(404);
    // Without a key too: another tenant's user is not found before the missing key is reported.
    expect(
      (await as<ErrorBody>(other.admin, 'POST', `/api/admin/user/${student.id}/deduct-point`, { point: 1 })).status,
    ).toBe(404);
    expect(await balanceOf(tenant, student.id)).toBe(12);
    expect(
      (await as<ErrorBody>(superAdmin, 'POST', `/api/admin/user/${randomUUID()}/give-point`, { point: 1 }, key()))
        .status,
    ).toBe(404);
  });

  it('students and teachers get 403; bad input is a 422 with field errors', async () => {
    const { tenant, admin, student } = await setup();
    const teacher = await createTestUser(app, tenant, { roles: ['teacher'] });
    for (const user of [student, teacher]) {
      expect((await as(user, 'POST', `/api/admin/user/${student.id}/give-point`, { point: 5 }, key())).status).toBe(
        403,
      );
      expect((await as(user, 'POST', `/api/admin/user/${student.id}/deduct-point`, { point: 5 }, key())).status).toBe(
        403,
      );
      expect((await as(user, 'GET', '/api/admin/transactions-logs')).status).toBe(403);
      expect((await as(user, 'GET', `/api/admin/transactions-logs/users?user_id=${student.id}`)).status).toBe(403);
    }
    for (const point of [0, -5, 1.5, 'ten'] as const) {
      const bad = await as<ErrorBody>(admin, 'POST', `/api/admin/user/${student.id}/give-point`, { point }, key());
      expect(bad.status).toBe(422);
      expect(bad.body.fieldErrors?.[0]?.path).toBe('point');
    }
  });
});

describe('GET /api/admin/transactions-logs', () => {
  it("an organization admin reads their tenant's log with filters; a user without a name has name null", async () => {
    const { tenant, admin, student } = await setup();
    const unnamed = await createTestUser(app, tenant, { firstName: null });
    const other = await setup();
    await credit(other.tenant, other.student.id, 99);
    await as(admin, 'POST', `/api/admin/user/${student.id}/give-point`, { point: 10, notes: 'gift' }, key());
    await as(admin, 'POST', `/api/admin/user/${student.id}/deduct-point`, { point: 4 }, key());
    await credit(tenant, unnamed.id, 5, 'reward');
    const all = await as<TransactionLogPage>(admin, 'GET', '/api/admin/transactions-logs');
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ current_page: 1, per_page: 20, total: 3 });
    expect(all.body.data[0]).toMatchObject({
      type: 'reward',
      amount: 5,
      unit: 'point',
      actor: null,
      user: { id: unnamed.id, first_name: null, name: null },
    });
    expect(all.body.data[2]).toMatchObject({
      type: 'admin_deposit',
      notes: 'gift',
      actor: 'Test User',
      user: { id: student.id, name: 'Test User', email: student.email },
    });
    const income = await as<TransactionLogPage>(
      admin,
      'GET',
      '/api/admin/transactions-logs?category=income&unit=point',
    );
    expect(income.body.data.map((t) => t.amount)).toEqual([5, 10]);
    expect(
      (await as<TransactionLogPage>(admin, 'GET', '/api/admin/transactions-logs?category=expense')).body.data.map(
        (t) => t.amount,
      ),
    ).toEqual([-4]);
    expect((await as<TransactionLogPage>(admin, 'GET', '/api/admin/transactions-logs?type=reward')).body.total).toBe(1);
    expect(
      (await as<TransactionLogPage>(admin, 'GET', `/api/admin/transactions-logs?user_id=${student.id}`)).body.total,
    ).toBe(2);
    expect(
      (await as<TransactionLogPage>(admin, 'GET', `/api/admin/transactions-logs?user_id=${other.student.id}`)).body
        .total,
    ).toBe(0);
    expect((await as<ErrorBody>(admin, 'GET', '/api/admin/transactions-logs?unit=dollar')).status).toBe(422);
  });

  it("a super admin reads every tenant's log or one tenant's by slug", async () => {
    const a = await setup();
    const b = await setup();
    await credit(a.tenant, a.student.id, 1);
    await credit(b.tenant, b.student.id, 2);
    const one = await as<TransactionLogPage>(superAdmin, 'GET', `/api/admin/transactions-logs?tenant=${a.tenant.slug}`);
    expect(one.body.total).toBe(1);
    expect(one.body.data[0]!.user.id).toBe(a.student.id);
    const every = await as<TransactionLogPage>(superAdmin, 'GET', '/api/admin/transactions-logs');
    const ids = every.body.data.map((t) => t.user.id);
    expect(ids).toContain(a.student.id);
    expect(ids).toContain(b.student.id);
    expect(
      (await as<TransactionLogPage>(superAdmin, 'GET', '/api/admin/transactions-logs?tenant=no-such-tenant')).body,
    ).toMatchObject({ data: [], total: 0 });
  });

  it("/users?user_id= is one user's log with the balance after each line; another tenant's user is 404 for an organization admin", async () => {
    const { tenant, admin, student } = await setup();
    const other = await setup();
    await credit(tenant, student.id, 8);
    await as(admin, 'POST', `/api/admin/user/${student.id}/deduct-point`, { point: 3 }, key());
    const log = await as<TransactionLogPage>(admin, 'GET', `/api/admin/transactions-logs/users?user_id=${student.id}`);
    expect(log.status).toBe(200);
    expect(log.body).toMatchObject({ total: 2, per_page: 20, current_page: 1 });
    expect(log.body.data.map((t) => [t.amount, t.balance_after, t.actor])).toEqual([
      [-3, 5, 'Test User'],
      [8, 8, null],
    ]);
    expect((await as(other.admin, 'GET', `/api/admin/transactions-logs/users?user_id=${student.id}`)).status).toBe(404);
    expect(
      (await as<TransactionLogPage>(superAdmin, 'GET', `/api/admin/transactions-logs/users?user_id=${student.id}`)).body
        .total,
    ).toBe(2);
    expect((await as(admin, 'GET', '/api/admin/transactions-logs/users')).status).toBe(422);
  });
});

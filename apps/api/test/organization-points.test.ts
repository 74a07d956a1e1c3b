import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CoinBalance, CoinTransactionPage, CompanyPoints, ErrorBody } from '@prepwell/contracts';
import { coinEntries, coinTransactions, orgWalletMoves, orgWallets } from '../src/db/schema/index.ts';
import { withTenant } from '../src/db/with-tenant.ts';
import type { TenantContext } from '../src/modules/tenants/tenants.service.ts';
import { createTestApp, createTestTenant, createTestUser, onServer, type TestApp, type TestUser } from './helpers.ts';
import { asUser, createClassRow, newKey } from './organization-fixture.ts';
import { mainTenant } from './route-walk.ts';

/** Issue 5: the company's points — super admins add and deduct, company admins give to classes and teachers. */

let app: TestApp;
let superAdmin: TestUser;

beforeAll(async () => {
  app = await createTestApp();
  superAdmin = await createTestUser(app, await mainTenant(app), { roles: ['super_admin'] });
});
afterAll(() => app.close());

interface Company {
  tenant: TenantContext;
  admin: TestUser;
  teacher: TestUser;
  student: TestUser;
  classId: string;
}

const company = async (): Promise<Company> => {
  const tenant = await createTestTenant(app);
  const admin = await createTestUser(app, tenant, { roles: ['organization_admin'], firstName: 'Ada' });
  const teacher = await createTestUser(app, tenant, { roles: ['teacher'], firstName: 'Tina' });
  const student = await createTestUser(app, tenant);
  const classId = await createClassRow(app, tenant, { name: 'Cohort', ownerId: teacher.id, studentIds: [student.id] });
  return { tenant, admin, teacher, student, classId };
};

const adjust = (c: Company, points: number, key = newKey(), notes?: string) =>
  asUser<{ balance: number } & ErrorBody>(
    app,
    superAdmin,
    'POST',
    `/api/admin/companies/${c.tenant.id}/points`,
    { points, ...(notes ? { notes } : {}) },
    key,
  );
/** `key` null: no Idempotency-Key header. */
const give = (c: Company, body: Record<string, unknown>, key: string | null = newKey(), by = c.admin) =>
  asUser<{ balance: number } & ErrorBody>(
    app,
    by,
    'POST',
    `/api/company/${c.tenant.id}/points/give`,
    body,
    key ?? undefined,
  );
const points = (c: Company, by: TestUser = c.admin, page = 1) =>
  asUser<CompanyPoints>(app, by, 'GET', `/api/company/${c.tenant.id}/points?page=${page}`);

/** Every wallet and move of the tenant, read straight from the tables. */
const walletState = (c: Company) =>
  withTenant(app.deps.db, c.tenant.id, async (tx) => ({
    wallets: await tx.select().from(orgWallets),
    moves: await tx.select().from(orgWalletMoves),
  }));

describe('POST /api/admin/companies/:id/points (super admins)', () => {
  it('adds and deducts once per Idempotency-Key; a deduction beyond the balance is 400 insufficient_balance and moves nothing', async () => {
    const c = await company();
    const key = newKey();
    expect((await adjust(c, 100, key, 'Spring budget')).body).toEqual({ balance: 100 });
    expect((await adjust(c, 100, key, 'Spring budget')).body).toEqual({ balance: 100 });
    const reused = await adjust(c, 90, key);
    expect([reused.status, reused.body.code]).toEqual([422, 'idempotency_key_reused']);
    expect((await adjust(c, -30)).body).toEqual({ balance: 70 });
    const over = await adjust(c, -71);
    expect(over.status).toBe(400);
    expect(over.body).toMatchObject({ code: 'insufficient_balance', details: { balance: 70, needed: 71 } });
    const state = await walletState(c);
    expect(state.wallets).toHaveLength(1);
    expect(state.wallets[0]!.balance).toBe(70);
    expect(state.moves.map((m) => [m.type, m.amount]).sort()).toEqual([
      ['admin_deduct', -30],
      ['admin_grant', 100],
    ]);
    const list = await points(c);
    expect(list.body.balance).toBe(70);
    expect(list.body.moves.data.map((m) => [m.type, m.amount, m.notes, m.actor_name])).toEqual([
      ['admin_deduct', -30, null, null],
      ['admin_grant', 100, 'Spring budget', null],
    ]);
  });

  it('refuses a tenant that is not a company or does not exist (404), other roles (403), a missing key (400) and bad amounts (422)', async () => {
    const c = await company();
    const school = await createTestTenant(app, { isCompany: false });
    expect(
      (await asUser(app, superAdmin, 'POST', `/api/admin/companies/${school.id}/points`, { points: 5 }, newKey()))
        .status,
    ).toBe(404);
    expect(
      (await asUser(app, superAdmin, 'POST', `/api/admin/companies/${randomUUID()}/points`, { points: 5 }, newKey()))
        .status,
    ).toBe(404);
    expect(
      (await asUser(app, c.admin, 'POST', `/api/admin/companies/${c.tenant.id}/points`, { points: 5 }, newKey()))
        .status,
    ).toBe(403);
    const noKey = await asUser<ErrorBody>(app, superAdmin, 'POST', `/api/admin/companies/${c.tenant.id}/points`, {
      points: 5,
    });
    expect([noKey.status, noKey.body.code]).toEqual([400, 'idempotency_key_required']);
    for (const body of [
      { points: 0 },
      { points: 1.5 },
      { points: '5' },
      { points: 2_000_000 },
      {},
      { points: 5, notes: 'x'.repeat(201) },
    ])
      expect(
        (await asUser(app, superAdmin, 'POST', `/api/admin/companies/${c.tenant.id}/points`, body, newKey())).status,
      ).toBe(422);
    expect((await walletState(c)).moves).toHaveLength(0);
  });
});

describe('POST /api/company/:id/points/give (company admins)', () => {
  it('to a class: the company wallet −n to_class and the class wallet +n from_company, each naming the other; the admin is named in the moves', async () => {
    const c = await company();
    await adjust(c, 50);
    const key = newKey();
    const res = await give(c, { target: 'class', target_id: c.classId, points: 20, notes: 'Mock fees' }, key);
    expect(res.body).toEqual({ balance: 30 });
    expect(
      (await give(c, { target: 'class', target_id: c.classId, points: 20, notes: 'Mock fees' }, key)).body,
    ).toEqual({ balance: 30 });
    const { wallets, moves } = await walletState(c);
    const companyWallet = wallets.find((w) => w.classId === null)!;
    const classWallet = wallets.find((w) => w.classId === c.classId)!;
    expect([companyWallet.balance, classWallet.balance]).toEqual([30, 20]);
    const out = moves.find((m) => m.type === 'to_class')!;
    const into = moves.find((m) => m.type === 'from_company')!;
    expect(out).toMatchObject({
      walletId: companyWallet.id,
      amount: -20,
      counterpartWalletId: classWallet.id,
      actorId: c.admin.id,
      notes: 'Mock fees',
    });
    expect(into).toMatchObject({
      walletId: classWallet.id,
      amount: 20,
      counterpartWalletId: companyWallet.id,
      actorId: c.admin.id,
    });
    expect(moves).toHaveLength(3);
    const list = await points(c);
    expect(list.body.moves.data[0]).toMatchObject({
      type: 'to_class',
      amount: -20,
      class_name: 'Cohort',
      user_name: null,
      actor_name: 'Ada User',
      notes: 'Mock fees',
    });
  });

  it("to a teacher: the company wallet −n to_teacher and the teacher's T-Coins +n as a Deposit from Admin against system:organization, in one transaction", async () => {
    const c = await company();
    await adjust(c, 40);
    expect((await give(c, { target: 'teacher', target_id: c.teacher.id, points: 25 })).body).toEqual({ balance: 15 });
    expect((await asUser<CoinBalance>(app, c.teacher, 'GET', '/api/coins')).body.balance).toBe(25);
    const txs = await asUser<CoinTransactionPage>(app, c.teacher, 'GET', '/api/coins/transactions');
    expect(txs.body.data).toHaveLength(1);
    expect(txs.body.data[0]).toMatchObject({ type: 'admin_deposit', amount: 25 });
    const entries = await withTenant(app.deps.db, c.tenant.id, (tx) =>
      tx
        .select({ account: coinEntries.account, amount: coinEntries.amount })
        .from(coinEntries)
        .innerJoin(coinTransactions, eq(coinTransactions.id, coinEntries.transactionId))
        .where(and(eq(coinTransactions.userId, c.teacher.id))),
    );
    expect(entries.sort((x, y) => x.amount - y.amount)).toEqual([
      { account: 'system:organization', amount: -25 },
      { account: 'user', amount: 25 },
    ]);
    const list = await points(c);
    expect(list.body.moves.data[0]).toMatchObject({
      type: 'to_teacher',
      amount: -25,
      user_name: 'Tina User',
      class_name: null,
      actor_name: 'Ada User',
    });
    // A company admin is a teacher of the company too.
    expect((await give(c, { target: 'teacher', target_id: c.admin.id, points: 5 })).body).toEqual({ balance: 10 });
  });

  it('not a teacher → 422 not_a_teacher; another tenant’s class or user, or an unknown one → 404; nothing moves', async () => {
    const c = await company();
    const other = await company();
    const parent = await createTestUser(app, c.tenant, { roles: ['parent'] });
    await adjust(c, 30);
    for (const target of [c.student, parent]) {
      const res = await give(c, { target: 'teacher', target_id: target.id, points: 5 });
      expect([res.status, res.body.code]).toEqual([422, 'not_a_teacher']);
    }
    expect((await give(c, { target: 'teacher', target_id: superAdmin.id, points: 5 })).status).toBe(404);
    expect((await give(c, { target: 'teacher', target_id: other.teacher.id, points: 5 })).status).toBe(404);
    expect((await give(c, { target: 'class', target_id: other.classId, points: 5 })).body.code).toBe('not_found');
    expect((await give(c, { target: 'class', target_id: randomUUID(), points: 5 })).status).toBe(404);
    // A user id as a class, a class id as a teacher.
    expect((await give(c, { target: 'class', target_id: c.teacher.id, points: 5 })).status).toBe(404);
    expect((await give(c, { target: 'teacher', target_id: c.classId, points: 5 })).status).toBe(404);
    const { wallets, moves } = await walletState(c);
    expect(moves).toHaveLength(1);
    expect(wallets.map((w) => w.balance)).toEqual([30]);
    expect((await walletState(other)).moves).toHaveLength(0);
    expect((await asUser<CoinBalance>(app, other.teacher, 'GET', '/api/coins')).body.balance).toBe(0);
  });

  it('an overdraft is 400 insufficient_balance {balance, needed} and leaves both sides untouched', async () => {
    const c = await company();
    await adjust(c, 10);
    const toClass = await give(c, { target: 'class', target_id: c.classId, points: 11 });
    expect([toClass.status, toClass.body.code, toClass.body.details]).toEqual([
      400,
      'insufficient_balance',
      { balance: 10, needed: 11 },
    ]);
    const toTeacher = await give(c, { target: 'teacher', target_id: c.teacher.id, points: 11 });
    expect(toTeacher.body).toMatchObject({ code: 'insufficient_balance', details: { balance: 10, needed: 11 } });
    const empty = await company();
    expect((await give(empty, { target: 'class', target_id: empty.classId, points: 1 })).body).toMatchObject({
      code: 'insufficient_balance',
      details: { balance: 0, needed: 1 },
    });
    expect((await walletState(c)).moves).toHaveLength(1);
    expect((await asUser<CoinBalance>(app, c.teacher, 'GET', '/api/coins')).body.balance).toBe(0);
    // The failed attempt did not burn its key: a retry after a top-up succeeds with the same key.
    const key = newKey();
    expect((await give(c, { target: 'teacher', target_id: c.teacher.id, points: 11 }, key)).status).toBe(400);
    await adjust(c, 1);
    expect((await give(c, { target: 'teacher', target_id: c.teacher.id, points: 11 }, key)).body).toEqual({
      balance: 0,
    });
  });

  it("another company's admin, a super admin or a teacher cannot give (404 / 403); a missing key is 400 after the company check; bad bodies are 422", async () => {
    const c = await company();
    const other = await company();
    await adjust(c, 30);
    expect((await give(c, { target: 'class', target_id: c.classId, points: 5 }, newKey(), other.admin)).status).toBe(
      404,
    );
    expect((await give(c, { target: 'class', target_id: c.classId, points: 5 }, null, other.admin)).status).toBe(404);
    expect((await give(c, { target: 'class', target_id: c.classId, points: 5 }, newKey(), superAdmin)).status).toBe(
      403,
    );
    expect((await give(c, { target: 'class', target_id: c.classId, points: 5 }, newKey(), c.teacher)).status).toBe(403);
    const noKey = await give(c, { target: 'class', target_id: c.classId, points: 5 }, null);
    expect([noKey.status, noKey.body.code]).toEqual([400, 'idempotency_key_required']);
    const bodies = [
      { target: 'class', target_id: c.classId, points: 0 },
      { target: 'class', target_id: c.classId, points: -5 },
      { target: 'class', target_id: c.classId, points: 2.5 },
      { target: 'student', target_id: c.student.id, points: 5 },
      { target: 'class', target_id: 'nope', points: 5 },
      { target: 'class', points: 5 },
      { target: 'class', target_id: c.classId, points: 5, notes: 'x'.repeat(201) },
    ];
    for (const body of bodies) expect((await give(c, body)).status).toBe(422);
    expect((await walletState(c)).moves).toHaveLength(1);
  });
});

describe('GET /api/company/:id/points', () => {
  it('pages the moves 20 at a time, newest first; another company → 404; no wallet yet → balance 0 and no moves', async () => {
    const c = await company();
    expect((await points(c)).body).toEqual({
      balance: 0,
      moves: { data: [], current_page: 1, per_page: 20, total: 0 },
    });
    for (let i = 1; i <= 22; i++) await adjust(c, i);
    const first = await points(c);
    expect(first.body.balance).toBe((22 * 23) / 2);
    expect(first.body.moves).toMatchObject({ current_page: 1, per_page: 20, total: 22 });
    expect(first.body.moves.data).toHaveLength(20);
    expect(first.body.moves.data[0]!.amount).toBe(22);
    const second = await points(c, c.admin, 2);
    expect(second.body.moves.data.map((m) => m.amount)).toEqual([2, 1]);
    expect((await points(c, superAdmin)).body.balance).toBe(253);
    const other = await company();
    expect((await points(c, other.admin)).status).toBe(404);
    expect((await points(c, c.teacher)).status).toBe(403);
    expect((await asUser(app, c.admin, 'GET', `/api/company/${c.tenant.id}/points?page=0`)).status).toBe(422);
  });
});

describe(`concurrency on the PostgreSQL server (${onServer ? 'server' : 'skipped on PGlite'})`, () => {
  const reason = 'PGlite runs one connection, so requests never overlap there';

  it.skipIf(!onServer)(
    `20 concurrent gives of 10 from 100 points: exactly 10 succeed, the balance ends at 0 (${reason})`,
    async () => {
      const c = await company();
      await adjust(c, 100);
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          give(c, { target: i % 2 ? 'class' : 'teacher', target_id: i % 2 ? c.classId : c.teacher.id, points: 10 }),
        ),
      );
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(10);
      expect(statuses.filter((s) => s === 400)).toHaveLength(10);
      expect(results.filter((r) => r.status === 400).every((r) => r.body.code === 'insufficient_balance')).toBe(true);
      const { wallets, moves } = await walletState(c);
      expect(wallets.find((w) => w.classId === null)!.balance).toBe(0);
      const spent = moves.filter((m) => m.type === 'to_class' || m.type === 'to_teacher');
      expect(spent).toHaveLength(10);
      const toTeacher = spent.filter((m) => m.type === 'to_teacher').length;
      expect(wallets.find((w) => w.classId === c.classId)?.balance ?? 0).toBe((10 - toTeacher) * 10);
      expect((await asUser<CoinBalance>(app, c.teacher, 'GET', '/api/coins')).body.balance).toBe(toTeacher * 10);
    },
  );

  it.skipIf(!onServer)(`the same key sent 8 times at once moves the points once (${reason})`, async () => {
    const c = await company();
    await adjust(c, 100);
    const key = newKey();
    const results = await Promise.all(
      Array.from({ length: 8 }, () => give(c, { target: 'class', target_id: c.classId, points: 30 }, key)),
    );
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(200));
    expect(results.map((r) => r.body.balance)).toEqual(Array(8).fill(70));
    expect((await walletState(c)).moves.filter((m) => m.type === 'to_class')).toHaveLength(1);
  });
});

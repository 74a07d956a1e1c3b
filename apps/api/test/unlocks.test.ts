import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  serverMessage,
  type AttemptResult,
  type AttemptReview,
  type ErrorBody,
  type Lang,
  type TestType,
  type UnlockResult,
} from '@prepwell/contracts';
import { coinTransactions, idempotencyKeys, resultUnlocks, users } from '../src/db/schema/index.ts';
import { withTenant } from '../src/db/with-tenant.ts';
import { getBalance, moveCoins } from '../src/modules/ledger/ledger.service.ts';
import type { TenantContext } from '../src/modules/tenants/tenants.service.ts';
import { completedAttempt, makeUnlockTest } from '../src/modules/unlocks/unlocks.fixture.ts';
import { insertAcceptedLink } from '../src/modules/parent-links/parent-links.repository.ts';
import {
  call,
  createTestApp,
  createTestTenant,
  createTestUser,
  onServer,
  type TestApp,
  type TestUser,
} from './helpers.ts';

/** Score-report locks and unlocks (decision 0014): who sees what, paying once, and nothing moved when it fails. */

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app?.close());

type Res<T> = T & Partial<Omit<ErrorBody, 'status'>>;
const PRO = '2999-12-31';
const get = <T>(user: Pick<TestUser, 'headers'>, url: string) => call<Res<T>>(app, { url, headers: user.headers });
const unlock = (user: TestUser, id: string, key: string | null = randomUUID(), lang?: string) =>
  call<Res<UnlockResult>>(app, {
    method: 'POST',
    url: `/api/user-exams/${id}/unlock`,
    headers: {
      ...user.headers,
      ...(key === null ? {} : { 'idempotency-key': key }),
      ...(lang ? { 'accept-language': lang } : {}),
    },
  });
const deposit = (tenant: TenantContext, user: TestUser, amount: number) =>
  withTenant(app.deps.db, tenant.id, (tx) => moveCoins(tx, { userId: user.id, type: 'deposit', amount }));
const balanceOf = (tenant: TenantContext, user: TestUser) =>
  withTenant(app.deps.db, tenant.id, (tx) => getBalance(tx, user.id));
const transactionsOf = (tenant: TenantContext, user: TestUser) =>
  withTenant(app.deps.db, tenant.id, (tx) =>
    tx.select().from(coinTransactions).where(eq(coinTransactions.userId, user.id)),
  );
const unlockRows = (tenant: TenantContext, id: string) =>
  withTenant(app.deps.db, tenant.id, (tx) => tx.select().from(resultUnlocks).where(eq(resultUnlocks.userExamId, id)));

const attempt = async (tenant: TenantContext, user: TestUser, type: TestType, title?: string) => {
  const testId = await makeUnlockTest(app.deps, tenant.id, { type, ...(title ? { title } : {}) });
  return (await completedAttempt(app.deps, tenant.id, { userId: user.id, testId, type, answers: ['A', 'B'] })).id;
};

/** What a reader gets of a report: the result's locks and detail, the review and the PDF permission. */
const readAs = async (reader: TestUser, id: string) => {
  const result = await get<AttemptResult>(reader, `/api/user-exams/${id}/result`);
  const review = await get<AttemptReview>(reader, `/api/user-exams/${id}/review`);
  const pdf = await get<{ ok: true }>(reader, `/api/user-exams/${id}/pdf`);
  return { result, review, pdf };
};

const expectLocked = async (reader: TestUser, id: string) => {
  const { result, review, pdf } = await readAs(reader, id);
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  expect(result.body.locks).toEqual({ report: true, explanations: true, pdf: true });
  // The headline stays; the detail does not.
  expect(result.body.scores).not.toBeNull();
  expect([result.body.skills, result.body.modules, result.body.questions, result.body.routes]).toEqual([
    [],
    [],
    [],
    [],
  ]);
  expect([review.status, review.body.code]).toEqual([402, 'print_pdf_forbidden']);
  expect([pdf.status, pdf.body.code]).toEqual([402, 'print_pdf_forbidden']);
};

const expectOpen = async (reader: TestUser, id: string) => {
  const { result, review, pdf } = await readAs(reader, id);
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  expect(result.body.locks).toEqual({ report: false, explanations: false, pdf: false });
  expect(result.body.questions).toHaveLength(2);
  expect(result.body.modules).toHaveLength(1);
  expect(review.status, JSON.stringify(review.body)).toBe(200);
  expect(review.body.questions.map((q) => q.explanation)).toEqual(['EXPLAIN-1', 'EXPLAIN-2']);
  expect([pdf.status, pdf.body]).toEqual([200, { ok: true }]);
};

const expectHidden = async (reader: TestUser, id: string) => {
  for (const path of ['result', 'review', 'pdf']) {
    const res = await get(reader, `/api/user-exams/${id}/${path}`);
    expect([path, res.status, res.body.code]).toEqual([path, 404, 'not_found']);
  }
  const res = await unlock(reader, id);
  expect([res.status, res.body.code]).toEqual([404, 'not_found']);
};

describe('the lock matrix', () => {
  it('Free × full test: locked for the student and the linked parent, open to educators; hidden from everyone else', async () => {
    const tenant = await createTestTenant(app);
    const student = await createTestUser(app, tenant);
    const parent = await createTestUser(app, tenant, { roles: ['parent'] });
    await withTenant(app.deps.db, tenant.id, (tx) => insertAcceptedLink(tx, parent.id, student.id));
    const teacher = await createTestUser(app, tenant, { roles: ['teacher'] });
    const admin = await createTestUser(app, tenant, { roles: ['organization_admin'] });
    for (const type of ['full_mock', 'adaptive_exam', 'quick_mock'] as const) {
      const id = await attempt(tenant, student, type);
      await expectLocked(student, id);
      await expectLocked(parent, id);
      await expectOpen(teacher, id);
      await expectOpen(admin, id);
    }
    const id = await attempt(tenant, student, 'full_mock');
    const classmate = await createTestUser(app, tenant);
    const otherParent = await createTestUser(app, tenant, { roles: ['parent'] });
    const elsewhere = await createTestTenant(app);
    const outsiders = [
      classmate,
      otherParent,
      await createTestUser(app, elsewhere, { roles: ['teacher'] }),
      await createTestUser(app, elsewhere),
    ];
    for (const reader of outsiders) await expectHidden(reader, id);
    // Reading never wrote an unlock.
    expect(await unlockRows(tenant, id)).toEqual([]);
  });

  it('Free × practice (single section, module, drill): never locked', async () => {
    const tenant = await createTestTenant(app);
    const student = await createTestUser(app, tenant);
    const parent = await createTestUser(app, tenant, { roles: ['parent'] });
    await withTenant(app.deps.db, tenant.id, (tx) => insertAcceptedLink(tx, parent.id, student.id));
    for (const type of ['single_section', 'module', 'drill'] as const) {
      const id = await attempt(tenant, student, type);
      await expectOpen(student, id);
      await expectOpen(parent, id);
    }
  });

  it('Pro × full test: open to the student and the parent; the student opening it records the plan’s unlock, which outlasts Pro', async () => {
    const tenant = await createTestTenant(app);
    const student = await createTestUser(app, tenant, { proUntil: PRO });
    const parent = await createTestUser(app, tenant, { roles: ['parent'] });
    await withTenant(app.deps.db, tenant.id, (tx) => insertAcceptedLink(tx, parent.id, student.id));
    const opened = await attempt(tenant, student, 'full_mock');
    const unopened = await attempt(tenant, student, 'full_mock');
    await expectOpen(parent, unopened);
    expect(await unlockRows(tenant, unopened)).toEqual([]);
    await expectOpen(student, opened);
    expect((await unlockRows(tenant, opened)).map((r) => [r.kind, r.userId, r.transactionId])).toEqual([
      ['report', student.id, null],
    ]);
    expect(await transactionsOf(tenant, student)).toEqual([]);

    // Pro ends (yesterday in any zone): what the student opened stays open, the rest locks.
    await withTenant(app.deps.db, tenant.id, (tx) =>
      tx.update(users).set({ proExpiredAt: '2020-01-01' }).where(eq(users.id, student.id)),
    );
    await expectOpen(student, opened);
    await expectOpen(parent, opened);
    await expectLocked(student, unopened);
    await expectLocked(parent, unopened);
  });

  it('Pro × practice, and staff taking a full test themselves: open', async () => {
    const tenant = await createTestTenant(app);
    const pro = await createTestUser(app, tenant, { proUntil: PRO });
    await expectOpen(pro, await attempt(tenant, pro, 'drill'));
    const teacher = await createTestUser(app, tenant, { roles: ['teacher'] });
    await expectOpen(teacher, await attempt(tenant, teacher, 'full_mock'));
  });

  it('an open attempt has no report to read, unlock or print (409)', async () => {
    const tenant = await createTestTenant(app);
    const student = await createTestUser(app, tenant);
    const testId = await makeUnlockTest(app.deps, tenant.id, { type: 'full_mock' });
    const { id } = await completedAttempt(app.deps, tenant.id, {
      userId: student.id,
      testId,
      type: 'full_mock',
      status: 'in_progress',
    });
    for (const res of [await get(student, `/api/user-exams/${id}/pdf`), await unlock(student, id)])
      expect([res.status, res.body.code]).toEqual([409, 'conflict']);
  });
});

describe('POST /api/user-exams/:id/unlock', () => {
  it('pays the price once: a replay returns the first answer, another key pays nothing; the report, review and PDF open', async () => {
    const tenant = await createTestTenant(app);
    const student = await createTestUser(app, tenant);
    const parent = await createTestUser(app, tenant, { roles: ['parent'] });
    await withTenant(app.deps.db, tenant.id, (tx) => insertAcceptedLink(tx, parent.id, student.id));
    await deposit(tenant, student, 25);
    const id = await attempt(tenant, student, 'full_mock', 'Full Mock Seven');
    await expectLocked(student, id);

    const missing = await unlock(student, id, null);
    expect([missing.status, missing.body.code]).toEqual([400, 'idempotency_key_required']);
    const key = randomUUID();
    const first = await unlock(student, id, key);
    expect([first.status, first.body]).toEqual([200, { unlocked: true, paid: 10, balance: 15 }]);
    const replay = await unlock(student, id, key);
    expect([replay.status, replay.body]).toEqual([200, { unlocked: true, paid: 10, balance: 15 }]);
    const again = await unlock(student, id);
    expect([again.status, again.body]).toEqual([200, { unlocked: true, paid: 0, balance: 15 }]);

    expect(await balanceOf(tenant, student)).toBe(15);
    const spent = (await transactionsOf(tenant, student)).filter((t) => t.type === 'report_unlock');
    expect(spent.map((t) => [t.amount, t.notes, t.reference])).toEqual([
      [-10, 'Full Mock Seven', { kind: 'score_report', user_exam_id: id, test_id: expect.any(String) }],
    ]);
    expect((await unlockRows(tenant, id)).map((r) => r.transactionId)).toEqual([spent[0]!.id]);
    await expectOpen(student, id);
    await expectOpen(parent, id);

    // The key belongs to this unlock: the same key on another report is refused.
    const other = await attempt(tenant, student, 'full_mock');
    const reused = await unlock(student, other, key);
    expect([reused.status, reused.body.code]).toEqual([422, 'idempotency_key_reused']);
  });

  it('charges the tenant’s own price', async () => {
    const tenant = await createTestTenant(app, { settings: { scoreReportUnlockPrice: 8 } });
    const student = await createTestUser(app, tenant);
    await deposit(tenant, student, 8);
    const res = await unlock(student, await attempt(tenant, student, 'adaptive_exam'));
    expect(res.body).toEqual({ unlocked: true, paid: 8, balance: 0 });
  });

  it('with too few coins: 400 insufficient_balance {balance, needed} in the caller’s language, and nothing changes', async () => {
    const tenant = await createTestTenant(app);
    const student = await createTestUser(app, tenant);
    await deposit(tenant, student, 5);
    const id = await attempt(tenant, student, 'full_mock');
    const key = randomUUID();
    for (const [header, lang] of [
      ['en', 'en'],
      ['zh-CN', 'cn'],
      ['zh-TW', 'tw'],
    ] as [string, Lang][]) {
      const res = await unlock(student, id, key, header);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        code: 'insufficient_balance',
        details: { balance: 5, needed: 10 },
        message: serverMessage(lang, 'errors.insufficient_balance'),
      });
    }
    expect(await balanceOf(tenant, student)).toBe(5);
    expect((await transactionsOf(tenant, student)).map((t) => t.type)).toEqual(['deposit']);
    expect(await unlockRows(tenant, id)).toEqual([]);
    expect(
      await withTenant(app.deps.db, tenant.id, (tx) =>
        tx.select().from(idempotencyKeys).where(eq(idempotencyKeys.actorId, student.id)),
      ),
    ).toEqual([]);
    await expectLocked(student, id);

    // After a deposit the same key goes through (a refused call stored nothing).
    await deposit(tenant, student, 5);
    expect((await unlock(student, id, key)).body).toEqual({ unlocked: true, paid: 10, balance: 0 });
  });

  it('Pro: the plan’s unlock, free of coins and recorded without a transaction; practice needs no unlock', async () => {
    const tenant = await createTestTenant(app);
    const pro = await createTestUser(app, tenant, { proUntil: PRO });
    await deposit(tenant, pro, 3);
    const id = await attempt(tenant, pro, 'quick_mock');
    expect((await unlock(pro, id)).body).toEqual({ unlocked: true, paid: 0, balance: 3 });
    expect((await unlockRows(tenant, id)).map((r) => r.transactionId)).toEqual([null]);

    const free = await createTestUser(app, tenant);
    const drill = await attempt(tenant, free, 'drill');
    expect((await unlock(free, drill)).body).toEqual({ unlocked: true, paid: 0, balance: 0 });
    expect(await unlockRows(tenant, drill)).toEqual([]);
  });

  it('only the student unlocks: educators and the parent are 403, others 404', async () => {
    const tenant = await createTestTenant(app);
    const student = await createTestUser(app, tenant);
    const parent = await createTestUser(app, tenant, { roles: ['parent'] });
    await withTenant(app.deps.db, tenant.id, (tx) => insertAcceptedLink(tx, parent.id, student.id));
    const teacher = await createTestUser(app, tenant, { roles: ['teacher'] });
    const id = await attempt(tenant, student, 'full_mock');
    for (const reader of [parent, teacher]) {
      const res = await unlock(reader, id);
      expect([res.status, res.body.code]).toEqual([403, 'forbidden']);
    }
    expect((await unlock(student, randomUUID())).status).toBe(404);
    expect(
      (
        await call(app, {
          method: 'POST',
          url: `/api/user-exams/${id}/unlock`,
          headers: { 'x-tenant': tenant.slug, 'idempotency-key': 'k' },
        })
      ).status,
    ).toBe(401);
  });
});

const reason = 'needs concurrent connections: run with TEST_DATABASE_URL (PGlite serialises every transaction)';

describe(`concurrent unlocks (${onServer ? 'server' : 'skipped on PGlite'})`, () => {
  it.skipIf(!onServer)(
    `double clicks with different keys pay once; with one key they all replay the first (${reason})`,
    async () => {
      const tenant = await createTestTenant(app);
      const student = await createTestUser(app, tenant);
      await deposit(tenant, student, 100);
      const id = await attempt(tenant, student, 'full_mock');
      const results = await Promise.all(Array.from({ length: 12 }, () => unlock(student, id)));
      expect(results.map((r) => r.status)).toEqual(Array(12).fill(200));
      expect(results.map((r) => r.body.paid).sort((a, b) => b - a)).toEqual([10, ...Array(11).fill(0)]);
      expect(results.every((r) => r.body.balance === 90)).toBe(true);
      expect(await balanceOf(tenant, student)).toBe(90);
      expect((await transactionsOf(tenant, student)).filter((t) => t.type === 'report_unlock')).toHaveLength(1);

      const other = await attempt(tenant, student, 'full_mock');
      const key = randomUUID();
      const replays = await Promise.all(Array.from({ length: 8 }, () => unlock(student, other, key)));
      expect(replays.map((r) => [r.status, r.body])).toEqual(
        Array(8).fill([200, { unlocked: true, paid: 10, balance: 80 }]),
      );
      expect(await balanceOf(tenant, student)).toBe(80);
    },
  );

  it.skipIf(!onServer)(`concurrent unlocks of different reports never overdraw (${reason})`, async () => {
    const tenant = await createTestTenant(app);
    const student = await createTestUser(app, tenant);
    await deposit(tenant, student, 30);
    const ids = await Promise.all(Array.from({ length: 6 }, () => attempt(tenant, student, 'full_mock')));
    const results = await Promise.all(ids.map((id) => unlock(student, id)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect(results.filter((r) => r.status === 400).every((r) => r.body.code === 'insufficient_balance')).toBe(true);
    expect(await balanceOf(tenant, student)).toBe(0);
    const unlocked = await Promise.all(ids.map(async (id) => (await unlockRows(tenant, id)).length));
    expect(unlocked.reduce((a, b) => a + b, 0)).toBe(3);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AttemptResult } from '@prepwell/contracts';
import { classStudents, resultUnlocks, userExams } from '../src/db/schema/index.ts';
import { withTenant } from '../src/db/with-tenant.ts';
import type { TenantContext } from '../src/modules/tenants/tenants.service.ts';
import { attemptApi, attemptRow, type AttemptApi } from './attempts-fixtures.ts';
import {
  classTestApi,
  classWallet,
  finishAttempt,
  giveClassCoins,
  hoursFrom,
  makeClass,
  makeSkillTest,
  type ClassTestApi,
} from './class-tests-fixtures.ts';
import {
  call,
  createTestApp,
  createTestTenant,
  createTestUser,
  onServer,
  type TestApp,
  type TestUser,
} from './helpers.ts';

/** Starting a class test (issue 5): who may, when, and what a class-paid start costs (the class's coins, once per attempt). */

let app: TestApp;
let api: ClassTestApi;
let attempts: AttemptApi;
beforeAll(async () => {
  app = await createTestApp();
  api = classTestApi(app);
  attempts = attemptApi(app);
});
afterAll(async () => app?.close());

const setup = async (
  options: { settings?: Record<string, unknown>; paid?: boolean; scheduledAt?: string; students?: number } = {},
) => {
  const tenant = await createTestTenant(app, options.settings ? { settings: options.settings } : {});
  const teacher = await createTestUser(app, tenant, { roles: ['teacher'] });
  const students = await Promise.all(Array.from({ length: options.students ?? 2 }, () => createTestUser(app, tenant)));
  const cls = await makeClass(app, tenant, { teacher, students });
  const testId = await makeSkillTest(app, tenant);
  const classTest = (
    await api.create(teacher, cls.id, {
      test_id: testId,
      scheduled_at: options.scheduledAt ?? hoursFrom(-1),
      paid_by_organization: options.paid ?? false,
    })
  ).body;
  await api.send(teacher, cls.id, classTest.id, { student_ids: students.map((s) => s.id) });
  return { tenant, teacher, students, alice: students[0]!, bob: students[1]!, cls, testId, classTest };
};

const attemptsOf = (tenant: TenantContext, user: TestUser) =>
  withTenant(app.deps.db, tenant.id, (tx) => tx.select().from(userExams).where(eq(userExams.userId, user.id)));
const unlocksOf = (tenant: TenantContext, userExamId: string) =>
  withTenant(app.deps.db, tenant.id, (tx) =>
    tx.select().from(resultUnlocks).where(eq(resultUnlocks.userExamId, userExamId)),
  );
const result = (user: TestUser, id: string) =>
  call<AttemptResult>(app, { url: `/api/user-exams/${id}/result`, headers: user.headers });

describe('who may start a class test, and when', () => {
  it('an invited student starts it once open: the attempt names the class test; runner_url opens the runner', async () => {
    const { tenant, alice, cls, testId, classTest } = await setup();
    const started = await api.start(alice, cls.id, classTest.id);
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({
      resumed: false,
      epoch: 1,
      runner_url: `/sat/start/${testId}/${started.body.userExamId}`,
    });
    expect((await attemptRow(app, tenant, started.body.userExamId)).classTestId).toBe(classTest.id);
    // Again: the open attempt is resumed, not a second one.
    const again = await api.start(alice, cls.id, classTest.id);
    expect(again.body).toMatchObject({ userExamId: started.body.userExamId, resumed: true });
    expect(await attemptsOf(tenant, alice)).toHaveLength(1);
    // Not paid by the class: no wallet, no move, no unlock row.
    expect((await classWallet(app, tenant, cls.id)).wallet).toBeUndefined();
    expect(await unlocksOf(tenant, started.body.userExamId)).toEqual([]);
  });

  it('before scheduled_at: 409 class_test_not_available with the date, nothing started', async () => {
    const { tenant, alice, cls, classTest } = await setup({ scheduledAt: '2031-03-04T15:30:00Z' });
    const refused = await api.start(alice, cls.id, classTest.id);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('class_test_not_available');
    expect(refused.body.message).toContain('2031');
    expect(refused.body.details).toEqual({ scheduled_at: '2031-03-04T15:30:00.000Z' });
    const cn = await api.start(alice, cls.id, classTest.id, { 'accept-language': 'zh-CN' });
    expect(cn.body.code).toBe('class_test_not_available');
    expect(cn.body.message).not.toBe(refused.body.message);
    expect(await attemptsOf(tenant, alice)).toEqual([]);
  });

  it('a student not invited, a student of another class, the class’s teacher and another tenant’s user get 404', async () => {
    const { tenant, teacher, cls, classTest } = await setup();
    // On the roster of the class but not sent the test; a student of another class of the teacher; anyone else.
    const notInvited = await createTestUser(app, tenant);
    await withTenant(app.deps.db, tenant.id, (tx) =>
      tx.insert(classStudents).values({ classId: cls.id, userId: notInvited.id, joinedVia: 'code' }),
    );
    const otherClassStudent = await createTestUser(app, tenant);
    await makeClass(app, tenant, { teacher, students: [otherClassStudent] });
    const foreign = await createTestUser(app, await createTestTenant(app));
    for (const who of [notInvited, otherClassStudent, teacher, foreign])
      expect((await api.start(who, cls.id, classTest.id)).status).toBe(404);
    expect((await api.start(teacher, cls.id, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await api.start(teacher, cls.id, 'bad')).status, 'a malformed id is not found').toBe(404);
  });
});

describe('a class-paid start', () => {
  it('without class coins: 402 insufficient_coins and no attempt', async () => {
    const { tenant, alice, cls, classTest } = await setup({ paid: true });
    const refused = await api.start(alice, cls.id, classTest.id);
    expect(refused.status).toBe(402);
    expect(refused.body.code).toBe('insufficient_coins');
    expect(await attemptsOf(tenant, alice)).toEqual([]);
    // A wallet with too little is the same.
    await giveClassCoins(app, tenant, cls.id, 9);
    expect((await api.start(alice, cls.id, classTest.id)).status).toBe(402);
    expect(await attemptsOf(tenant, alice)).toEqual([]);
    expect((await classWallet(app, tenant, cls.id)).wallet!.balance).toBe(9);
  });

  it('charges classTestCost once per new attempt (a resume is free), records who, and opens the Free student’s report', async () => {
    const { tenant, alice, bob, cls, classTest } = await setup({ paid: true });
    await giveClassCoins(app, tenant, cls.id, 10);
    const started = await api.start(alice, cls.id, classTest.id);
    expect(started.status).toBe(200);
    expect((await api.start(alice, cls.id, classTest.id)).body.resumed).toBe(true);
    const { wallet, moves } = await classWallet(app, tenant, cls.id);
    expect(wallet!.balance).toBe(0);
    const charges = moves.filter((m) => m.type === 'class_test');
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({
      amount: -10,
      userId: alice.id,
      reference: { class_test_id: classTest.id, user_exam_id: started.body.userExamId, class_id: cls.id },
    });
    // The class ran out: the next student is refused.
    expect((await api.start(bob, cls.id, classTest.id)).body.code).toBe('insufficient_coins');

    // The report of the class-paid full test is open for the Free student (a personal attempt's would be locked).
    expect(await unlocksOf(tenant, started.body.userExamId)).toHaveLength(1);
    await finishAttempt(app, alice, started.body.userExamId, ['A', 'A', 'B', 'A']);
    const report = await result(alice, started.body.userExamId);
    expect(report.status).toBe(200);
    expect(report.body.locks).toEqual({ report: false, explanations: false, pdf: false });
    expect(report.body.skills.length).toBeGreaterThan(0);
  });

  it('an attempt the student began on their own is resumed from the class test, joins the class, and is not charged', async () => {
    const { tenant, alice, cls, testId, classTest } = await setup({ paid: true });
    await giveClassCoins(app, tenant, cls.id, 10);
    const own = await attempts.start(alice, testId);
    expect(own.status).toBe(200);
    expect((await attemptRow(app, tenant, own.body.userExamId)).classTestId).toBeNull();
    const fromClass = await api.start(alice, cls.id, classTest.id);
    expect(fromClass.body).toMatchObject({ userExamId: own.body.userExamId, resumed: true });
    expect((await attemptRow(app, tenant, own.body.userExamId)).classTestId).toBe(classTest.id);
    const { wallet, moves } = await classWallet(app, tenant, cls.id);
    expect(wallet!.balance).toBe(10);
    expect(moves.filter((m) => m.type === 'class_test')).toEqual([]);
  });

  it('a restart of a class-test attempt stays in the class, is not charged, and counts against the student’s own limits', async () => {
    const { tenant, alice, cls, classTest } = await setup({ paid: true });
    await giveClassCoins(app, tenant, cls.id, 10);
    const started = await api.start(alice, cls.id, classTest.id);
    const restarted = await attempts.restart(alice, started.body.userExamId);
    expect(restarted.status).toBe(200);
    expect(restarted.body.userExamId).not.toBe(started.body.userExamId);
    expect((await attemptRow(app, tenant, restarted.body.userExamId)).classTestId).toBe(classTest.id);
    expect((await classWallet(app, tenant, cls.id)).wallet!.balance).toBe(0);
    expect((await attemptRow(app, tenant, started.body.userExamId)).paidByClass).toBe(true);
    expect((await attemptRow(app, tenant, restarted.body.userExamId)).paidByClass).toBe(false);
  });

  it('the tenant’s classTestCost is the price', async () => {
    const { tenant, alice, cls, classTest } = await setup({ paid: true, settings: { classTestCost: 3 } });
    await giveClassCoins(app, tenant, cls.id, 7);
    expect((await api.start(alice, cls.id, classTest.id)).status).toBe(200);
    expect((await classWallet(app, tenant, cls.id)).wallet!.balance).toBe(4);
  });
});

describe('limits', () => {
  it('a class-paid test is free of the Free daily limit; an unpaid one is not', async () => {
    const paid = await setup({ paid: true, settings: { freeFullTestsPerDay: 0 } });
    await giveClassCoins(app, paid.tenant, paid.cls.id, 10);
    expect((await api.start(paid.alice, paid.cls.id, paid.classTest.id)).status).toBe(200);
    // The same student's own start of the test is still held to the limit.
    const other = await makeSkillTest(app, paid.tenant);
    expect((await attempts.start(paid.alice, other)).body.code).toBe('exceeded_test');

    const unpaid = await setup({ settings: { freeFullTestsPerDay: 0 } });
    const refused = await api.start(unpaid.alice, unpaid.cls.id, unpaid.classTest.id);
    expect(refused.status).toBe(402);
    expect(refused.body.code).toBe('exceeded_test');
  });

  it('a class-paid start is not counted in the day’s free starts', async () => {
    const { tenant, alice, cls, classTest } = await setup({ paid: true, settings: { freeFullTestsPerDay: 1 } });
    await giveClassCoins(app, tenant, cls.id, 10);
    expect((await api.start(alice, cls.id, classTest.id)).status).toBe(200);
    const own = await makeSkillTest(app, tenant);
    expect((await attempts.start(alice, own)).status).toBe(200);
    // That own start used the day's one free start.
    expect((await attempts.start(alice, await makeSkillTest(app, tenant))).body.code).toBe('exceeded_test');
  });

  it('the attempts-per-test limit still holds, and a refused start is not charged', async () => {
    const { tenant, alice, cls, classTest } = await setup({ paid: true, settings: { attemptsPerTest: 1 } });
    await giveClassCoins(app, tenant, cls.id, 30);
    const first = await api.start(alice, cls.id, classTest.id);
    await finishAttempt(app, alice, first.body.userExamId, ['A', 'A', 'A', 'A']);
    const refused = await api.start(alice, cls.id, classTest.id);
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('taken_over_3_exam');
    expect((await classWallet(app, tenant, cls.id)).wallet!.balance).toBe(20);
  });
});

describe(`concurrent class-paid starts (${onServer ? 'server' : 'skipped on PGlite'})`, () => {
  const reason = 'needs concurrent connections: run with TEST_DATABASE_URL (PGlite serialises every transaction)';
  it.skipIf(!onServer)(
    `two students start at once with coins for one: one succeeds, one 402, wallet 0 (${reason})`,
    async () => {
      for (let round = 0; round < 5; round++) {
        const { tenant, alice, bob, cls, classTest } = await setup({ paid: true });
        await giveClassCoins(app, tenant, cls.id, 10);
        const results = await Promise.all([
          api.start(alice, cls.id, classTest.id),
          api.start(bob, cls.id, classTest.id),
        ]);
        expect(results.map((r) => r.status).sort()).toEqual([200, 402]);
        expect(results.find((r) => r.status === 402)!.body.code).toBe('insufficient_coins');
        const { wallet, moves } = await classWallet(app, tenant, cls.id);
        expect(wallet!.balance).toBe(0);
        expect(moves.filter((m) => m.type === 'class_test')).toHaveLength(1);
        const loser = results[0]!.status === 402 ? alice : bob;
        expect(await attemptsOf(tenant, loser)).toEqual([]);
      }
    },
  );

  it.skipIf(!onServer)(`one student starting twice at once is charged once (${reason})`, async () => {
    const { tenant, alice, cls, classTest } = await setup({ paid: true });
    await giveClassCoins(app, tenant, cls.id, 100);
    const results = await Promise.all(Array.from({ length: 4 }, () => api.start(alice, cls.id, classTest.id)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(new Set(results.map((r) => r.body.userExamId)).size).toBe(1);
    expect((await classWallet(app, tenant, cls.id)).wallet!.balance).toBe(90);
  });
});

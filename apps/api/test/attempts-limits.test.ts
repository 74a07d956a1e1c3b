import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '../src/lib/clock.ts';
import type { TenantContext } from '../src/modules/tenants/tenants.service.ts';
import { attemptApi, attemptRow, makeTest, mcqs, setAttempt, type AttemptApi } from './attempts-fixtures.ts';
import { createTestApp, createTestTenant, createTestUser, type TestApp } from './helpers.ts';

let app: TestApp;
let api: AttemptApi;
beforeAll(async () => {
  app = await createTestApp();
  api = attemptApi(app);
});
afterAll(async () => app?.close());

const fullTest = (tenant: TenantContext) =>
  makeTest(app, tenant, { type: 'full_mock', sections: [{ section: 'math', modules: [{ questions: mcqs(1) }] }] });
const drill = (tenant: TenantContext) =>
  makeTest(app, tenant, { type: 'drill', sections: [{ section: 'math', modules: [{ questions: mcqs(1) }] }] });

describe('restart and the attempts-per-test limit', () => {
  it('restart abandons the open attempt and begins a new one; one past attemptsPerTest is 400 and leaves the open attempt alone', async () => {
    const tenant = await createTestTenant(app, { settings: { attemptsPerTest: 2, freeFullTestsPerDay: 100 } });
    const user = await createTestUser(app, tenant);
    const testId = await fullTest(tenant);
    const first = (await api.start(user, testId)).body;
    await api.startModule(user, first.userExamId);

    const restarted = await api.restart(user, first.userExamId);
    expect(restarted.status).toBe(200);
    expect(restarted.body).toMatchObject({ resumed: false, epoch: 1 });
    expect(restarted.body.userExamId).not.toBe(first.userExamId);
    expect((await api.read(user, first.userExamId)).body).toMatchObject({
      status: 'abandoned',
      phase: null,
      current: null,
    });
    expect((await api.read(user, restarted.body.userExamId)).body).toMatchObject({
      status: 'in_progress',
      phase: 'ready',
    });

    // Two attempts made (the abandoned one counts): a third is refused, and the open one stays open.
    const refused = await api.restart(user, restarted.body.userExamId);
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('taken_over_3_exam');
    expect(refused.body.message?.length).toBeGreaterThan(0);
    expect((await attemptRow(app, tenant, restarted.body.userExamId)).status).toBe('in_progress');
    // Resuming is never counted.
    expect((await api.start(user, testId)).body).toMatchObject({
      userExamId: restarted.body.userExamId,
      resumed: true,
    });
    // Once it is finished, starting again is one attempt too many.
    await api.startModule(user, restarted.body.userExamId);
    await api.submit(user, restarted.body.userExamId);
    expect((await api.start(user, testId)).body.code).toBe('taken_over_3_exam');
    // Staff are not limited.
    const teacher = await createTestUser(app, tenant, { roles: ['teacher'] });
    let attempt = (await api.start(teacher, testId)).body.userExamId;
    for (let i = 0; i < 3; i++) {
      const again = await api.restart(teacher, attempt);
      expect(again.status).toBe(200);
      attempt = again.body.userExamId;
    }
  });
});

describe('the free tier per day', () => {
  const limited = () =>
    createTestTenant(app, {
      settings: { freeFullTestsPerDay: 1, freeSectionPracticesPerDay: 1, businessTimeZone: 'Pacific/Kiritimati' },
    });

  it('a free student gets one full test and one section practice a day (402 after); resuming is free', async () => {
    const tenant = await limited();
    const [f1, f2, d1, d2] = [await fullTest(tenant), await fullTest(tenant), await drill(tenant), await drill(tenant)];
    const user = await createTestUser(app, tenant);
    const first = await api.start(user, f1);
    expect(first.status).toBe(200);
    const over = await api.start(user, f2);
    expect(over.status).toBe(402);
    expect(over.body.code).toBe('exceeded_test');
    expect((await api.start(user, d1)).status).toBe(200);
    expect((await api.start(user, d2)).body.code).toBe('exceeded_test');
    expect((await api.start(user, f1)).body).toMatchObject({ userExamId: first.body.userExamId, resumed: true });
    // A restart is a new attempt: it counts against the day too.
    expect((await api.restart(user, first.body.userExamId)).body.code).toBe('exceeded_test');
  });

  it('counts the day in the tenant’s business time zone', async () => {
    const tenant = await limited();
    const [f1, f2] = [await fullTest(tenant), await fullTest(tenant)];
    const user = await createTestUser(app, tenant);
    const first = (await api.start(user, f1)).body.userExamId;
    // Kiritimati is UTC+14 all year: its day began at local midnight.
    const midnight = Date.parse(`${todayIn('Pacific/Kiritimati')}T00:00:00+14:00`);
    await setAttempt(app, tenant, first, { startedAt: new Date(midnight - 60_000) });
    expect((await api.start(user, f2)).status).toBe(200);
    await api.restart(user, first).then((r) => expect(r.body.code).toBe('exceeded_test'));
  });

  it('Pro members (through today in that zone) and teachers are not limited; an expired Pro is', async () => {
    const tenant = await limited();
    const tests = [await fullTest(tenant), await fullTest(tenant), await drill(tenant), await drill(tenant)];
    const today = todayIn('Pacific/Kiritimati');
    const pro = await createTestUser(app, tenant, { proUntil: today });
    const teacher = await createTestUser(app, tenant, { roles: ['teacher'] });
    for (const user of [pro, teacher]) for (const t of tests) expect((await api.start(user, t)).status).toBe(200);
    const yesterday = new Date(Date.parse(`${today}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const expired = await createTestUser(app, tenant, { proUntil: yesterday });
    expect((await api.start(expired, tests[0]!)).status).toBe(200);
    expect((await api.start(expired, tests[1]!)).status).toBe(402);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userExamModules } from '../src/db/schema/index.ts';
import { withTenant } from '../src/db/with-tenant.ts';
import { sweepExpiredAttempts } from '../src/modules/exams/attempts/attempt-sweeper.ts';
import {
  attemptApi,
  attemptRow,
  makeTest,
  mcqs,
  secondsAgo,
  setAttempt,
  type AttemptApi,
} from './attempts-fixtures.ts';
import { createTestApp, createTestTenant, createTestUser, onServer, type TestApp } from './helpers.ts';

/**
 * Races that only a real PostgreSQL server can run (PGlite has one connection and runs transactions one
 * after another, so nothing would race there).
 */
const reason = 'needs concurrent connections: run with TEST_DATABASE_URL (PGlite serialises every transaction)';

let app: TestApp;
let api: AttemptApi;
beforeAll(async () => {
  app = await createTestApp();
  api = attemptApi(app);
});
afterAll(async () => app?.close());

const shuffled = <T>(items: T[]) =>
  items
    .map((v) => [Math.random(), v] as const)
    .sort((a, b) => a[0] - b[0])
    .map(([, v]) => v);

const setup = async (moduleCount = 2, type: 'full_mock' | 'module' = 'full_mock') => {
  const tenant = await createTestTenant(app);
  const user = await createTestUser(app, tenant);
  const testId = await makeTest(app, tenant, {
    type,
    sections: [
      { section: 'math', modules: Array.from({ length: moduleCount }, (_, i) => ({ questions: mcqs(2, i * 10) })) },
    ],
  });
  return { tenant, user, testId };
};

const modulesOf = (tenantId: string, id: string) =>
  withTenant(app.deps.db, tenantId, (tx) =>
    tx.select().from(userExamModules).where(eq(userExamModules.userExamId, id)),
  );

describe(`concurrency on the PostgreSQL server (${onServer ? 'server' : 'skipped on PGlite'})`, () => {
  it.skipIf(!onServer)(
    `concurrent saves with different seqs to one question: the highest seq wins (${reason})`,
    async () => {
      const { user, testId } = await setup();
      const id = (await api.start(user, testId)).body.userExamId;
      const q = (await api.startModule(user, id)).body.current!.questions[0]!;
      const choices = ['A', 'B', 'C', 'D'];
      const seqs = shuffled(Array.from({ length: 40 }, (_, i) => i + 1));
      const results = await Promise.all(seqs.map((seq) => api.save(user, id, q.id, { answer: choices[seq % 4], seq })));
      for (const r of results) expect(r.status).toBe(200);
      const saved = (await api.read(user, id)).body.answers;
      expect(saved).toEqual([expect.objectContaining({ questionId: q.id, seq: 40, answer: choices[40 % 4] })]);
      // The save of seq 40 was applied (whenever it ran); every reply names a seq no lower than its own.
      expect(results.find((r) => r.body.seq === 40 && r.body.applied)).toBeDefined();
    },
  );

  it.skipIf(!onServer)(`two sweepers at once never settle an attempt twice (${reason})`, async () => {
    const { tenant, user, testId } = await setup(1);
    const others = await Promise.all(Array.from({ length: 11 }, () => createTestUser(app, tenant)));
    const ids: string[] = [];
    for (const student of [user, ...others]) {
      const id = (await api.start(student, testId)).body.userExamId;
      await api.startModule(student, id);
      await setAttempt(app, tenant, id, { moduleDeadlineAt: secondsAgo(60) });
      ids.push(id);
    }
    const now = new Date();
    const settled: string[] = [];
    const sweep = () =>
      sweepExpiredAttempts(app.deps, now, { batch: 3, onlyTenant: tenant.id, onSettled: (id) => settled.push(id) });
    const counts = await Promise.all([sweep(), sweep(), sweep()]);
    // Each attempt settled exactly once, by one sweeper or another.
    expect([...settled].sort()).toEqual([...ids].sort());
    expect(counts.reduce((a, b) => a + b, 0)).toBe(ids.length);
    for (const id of ids) {
      expect((await attemptRow(app, tenant, id)).status).toBe('completed');
      const modules = await modulesOf(tenant.id, id);
      expect(modules).toHaveLength(1);
      expect(modules[0]!.endedBy).toBe('time_over');
    }
    expect(await sweep()).toBe(0);
  });

  // In practice mode the next module waits for Start; exam mode's follow-on races: attempts-follow-on.test.ts.
  it.skipIf(!onServer)(`concurrent submits end one module once (${reason})`, async () => {
    const { tenant, user, testId } = await setup(3, 'module');
    const id = (await api.start(user, testId)).body.userExamId;
    const moduleId = (await api.startModule(user, id)).body.current!.moduleId;
    const named = await Promise.all(Array.from({ length: 6 }, () => api.submit(user, id, { moduleId })));
    expect(named.map((r) => r.status)).toEqual(Array(6).fill(200));
    expect(named.filter((r) => !r.body.alreadyEnded)).toHaveLength(1);
    expect(await attemptRow(app, tenant, id)).toMatchObject({ moduleOrdinal: 2, moduleStartedAt: null });

    await api.startModule(user, id);
    const bare = await Promise.all(Array.from({ length: 6 }, () => api.submit(user, id)));
    expect(bare.filter((r) => r.status === 200)).toHaveLength(1);
    expect(bare.filter((r) => r.status === 409 && r.body.code === 'conflict')).toHaveLength(5);
    // Module 3 never started: the retries did not end it.
    expect(await attemptRow(app, tenant, id)).toMatchObject({
      status: 'in_progress',
      moduleOrdinal: 3,
      moduleStartedAt: null,
    });
    expect((await modulesOf(tenant.id, id)).filter((m) => m.endedAt)).toHaveLength(2);
  });

  it.skipIf(!onServer)(`concurrent starts of one test open one attempt (${reason})`, async () => {
    const { user, testId } = await setup(1);
    const starts = await Promise.all(Array.from({ length: 6 }, () => api.start(user, testId)));
    expect(new Set(starts.map((s) => s.body.userExamId)).size).toBe(1);
    expect(starts.filter((s) => !s.body.resumed)).toHaveLength(1);
  });
});

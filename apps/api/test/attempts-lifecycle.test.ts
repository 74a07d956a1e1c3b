import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moduleQuestions, userExamModules } from '../src/db/schema/index.ts';
import { withTenant } from '../src/db/with-tenant.ts';
import { startAttemptSweeper, sweepExpiredAttempts } from '../src/modules/exams/attempts/attempt-sweeper.ts';
import type { TenantContext } from '../src/modules/tenants/tenants.service.ts';
import {
  attemptApi,
  attemptRow,
  makeTest,
  mcqs,
  secondsAgo,
  setAttempt,
  type AttemptApi,
} from './attempts-fixtures.ts';
import { createTestApp, createTestTenant, createTestUser, type TestApp } from './helpers.ts';

let app: TestApp;
let api: AttemptApi;
beforeAll(async () => {
  app = await createTestApp();
  api = attemptApi(app);
});
afterAll(async () => app?.close());

/** Two sections of one module each, 10 minutes, with a 10-minute break after the first (the SAT's shape, small). */
const twoSections = (tenant: TenantContext) =>
  makeTest(app, tenant, {
    sections: [
      { section: 'english', modules: [{ questions: mcqs(3), breakAfterMinutes: 10 }] },
      { section: 'math', modules: [{ questions: mcqs(2, 10), minutes: 12 }] },
    ],
  });

const setup = async () => {
  const tenant = await createTestTenant(app);
  const user = await createTestUser(app, tenant);
  const testId = await twoSections(tenant);
  const id = (await api.start(user, testId)).body.userExamId;
  return { tenant, user, testId, id };
};

const modulesOf = (tenant: TenantContext, id: string) =>
  withTenant(app.deps.db, tenant.id, (tx) =>
    tx.select().from(userExamModules).where(eq(userExamModules.userExamId, id)).orderBy(userExamModules.ordinal),
  );

describe('ready → module → break → ready → completed', () => {
  it('starts a ready module with start-module (idempotent while it runs), breaks after the first section, and the Start button ends the break early', async () => {
    const { tenant, user, id } = await setup();
    const ready = (await api.read(user, id)).body;
    expect(ready).toMatchObject({
      phase: 'ready',
      breakEndsAt: null,
      breakRemainingSeconds: null,
      leaveCount: 0,
      timeAwaySeconds: 0,
    });
    expect(ready.current).toMatchObject({
      section: 'english',
      startedAt: null,
      deadlineAt: null,
      remainingSeconds: 600,
      questions: [],
    });

    const started = await api.startModule(user, id);
    expect(started.status).toBe(200);
    expect(started.body.phase).toBe('module');
    expect(started.body.current!.questions).toHaveLength(3);
    const deadline = started.body.current!.deadlineAt;
    const again = await api.startModule(user, id);
    expect(again.body.current!.deadlineAt).toBe(deadline);
    expect(await modulesOf(tenant, id)).toHaveLength(1);

    const submitted = await api.submit(user, id, { moduleId: started.body.current!.moduleId });
    expect(submitted.body).toMatchObject({
      status: 'in_progress',
      alreadyEnded: false,
      phase: 'break',
      routedTo: null,
    });
    const inBreak = (await api.read(user, id)).body;
    expect(inBreak.phase).toBe('break');
    expect(inBreak.breakRemainingSeconds).toBeGreaterThan(595);
    expect(inBreak.breakRemainingSeconds).toBeLessThanOrEqual(600);
    expect(Date.parse(inBreak.breakEndsAt!) - Date.now()).toBeGreaterThan(590_000);
    // The module after the break is shown as current but does not run: no questions, its full time.
    expect(inBreak.current).toMatchObject({
      section: 'math',
      moduleId: submitted.body.nextModuleId,
      startedAt: null,
      remainingSeconds: 720,
      questions: [],
    });

    const math = await api.startModule(user, id);
    expect(math.body).toMatchObject({ phase: 'module', breakEndsAt: null });
    expect(math.body.current!.questions).toHaveLength(2);
    expect((await attemptRow(app, tenant, id)).breakEndsAt).toBeNull();

    const last = await api.submit(user, id, { moduleId: math.body.current!.moduleId });
    expect(last.body).toMatchObject({ status: 'completed', phase: null, nextModuleId: null });
    const done = (await api.read(user, id)).body;
    expect(done).toMatchObject({ status: 'completed', phase: null, current: null });
    expect(done.plan.map((p) => p.status)).toEqual(['done', 'done']);
  });

  it('a break that has run out ends by itself: the next module is ready', async () => {
    const { tenant, user, id } = await setup();
    await api.startModule(user, id);
    await api.submit(user, id);
    await setAttempt(app, tenant, id, { breakEndsAt: secondsAgo(1) });
    const view = (await api.read(user, id)).body;
    expect(view).toMatchObject({ phase: 'ready', breakEndsAt: null, breakRemainingSeconds: null });
    expect(view.current).toMatchObject({ section: 'math', startedAt: null });
  });

  it('a save to a ready module starts its clock (API clients save without start-module)', async () => {
    const { user, id } = await setup();
    const [first] = (await api.startModule(user, id)).body.current!.questions;
    await api.submit(user, id);
    expect((await api.read(user, id)).body.phase).toBe('break');
    const math = (await attemptRow(app, user.tenant, id)).currentModuleId!;
    // A question of the ready module (the runner would show none; an API client knows them).
    const mathQuestion = await withTenant(
      app.deps.db,
      user.tenant.id,
      async (tx) =>
        (await tx.select().from(moduleQuestions).where(eq(moduleQuestions.moduleId, math)).limit(1))[0]!.questionId,
    );
    const saved = await api.save(user, id, mathQuestion, { answer: 'A', seq: 1 });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const view = (await api.read(user, id)).body;
    expect(view.phase).toBe('module');
    expect(view.current!.remainingSeconds).toBeGreaterThan(715);
    expect(view.answers.map((a) => a.questionId)).toEqual([mathQuestion]);
    // The ended module's question is no longer open.
    expect((await api.save(user, id, first!.id, { answer: 'A', seq: 2 })).body.code).toBe('conflict');
  });

  it('remainingSeconds comes from the server’s clock, whatever the client’s clock says', async () => {
    const { tenant, user, id } = await setup();
    await api.startModule(user, id);
    await setAttempt(app, tenant, id, { moduleDeadlineAt: new Date(Date.now() + 100_000) });
    for (const skew of [-600_000, 0, 600_000]) {
      const res = await app.inject({
        url: `/api/user-exams/${id}`,
        headers: { ...user.headers, date: new Date(Date.now() + skew).toUTCString() },
      });
      const remaining = (res.json() as { current: { remainingSeconds: number } }).current.remainingSeconds;
      expect(remaining).toBeGreaterThan(95);
      expect(remaining).toBeLessThanOrEqual(100);
    }
  });
});

describe('submit-module', () => {
  it('with moduleId is idempotent: a retry answers alreadyEnded and changes nothing', async () => {
    const { user, id } = await setup();
    const moduleId = (await api.startModule(user, id)).body.current!.moduleId;
    const first = await api.submit(user, id, { moduleId });
    expect(first.body).toMatchObject({ alreadyEnded: false, phase: 'break' });
    const retry = await api.submit(user, id, { moduleId });
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual({
      status: 'in_progress',
      routedTo: null,
      nextModuleId: first.body.nextModuleId,
      alreadyEnded: true,
      phase: 'break',
    });
    expect((await api.read(user, id)).body.current).toMatchObject({ ordinal: 2, startedAt: null });
  });

  it('without moduleId: 409 module_time_over when the clock just ended it, 409 conflict with nothing running; an unknown module is 404', async () => {
    const { tenant, user, id } = await setup();
    const moduleId = (await api.startModule(user, id)).body.current!.moduleId;
    await setAttempt(app, tenant, id, { moduleDeadlineAt: secondsAgo(30) });
    const late = await api.submit(user, id);
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('module_time_over');
    // The time-out committed: the module ended by time, the next one waits.
    expect((await api.read(user, id)).body.phase).toBe('break');
    expect((await api.submit(user, id)).body.code).toBe('conflict');
    // Naming the module the server's clock ended is a retry that succeeds.
    expect((await api.submit(user, id, { moduleId })).body).toMatchObject({ alreadyEnded: true, phase: 'break' });
    expect((await api.submit(user, id, { moduleId: crypto.randomUUID() })).status).toBe(404);
    // The module after the break, named before it started, is not submittable.
    const next = (await api.read(user, id)).body.current!.moduleId;
    expect((await api.submit(user, id, { moduleId: next })).body.code).toBe('conflict');
  });
});

describe('the timeout sweeper', () => {
  it('ends an unattended module at its deadline and leaves the next ready; the last one completes the attempt with scores', async () => {
    const { tenant, user, id } = await setup();
    // Sweeps scoped to this test's tenant: on a shared server other files' attempts are not ours to end.
    const only = { onlyTenant: tenant.id };
    const view = (await api.startModule(user, id)).body;
    await api.save(user, id, view.current!.questions[0]!.id, { answer: 'A', seq: 1 });
    const deadline = new Date(Date.now() - 60_000);
    await setAttempt(app, tenant, id, { moduleDeadlineAt: deadline });

    // Within the grace nothing happens yet.
    expect(await sweepExpiredAttempts(app.deps, new Date(deadline.getTime() + 3_000), only)).toBe(0);
    expect((await attemptRow(app, tenant, id)).moduleStartedAt).not.toBeNull();

    expect(await sweepExpiredAttempts(app.deps, new Date(), only)).toBe(1);
    const row = await attemptRow(app, tenant, id);
    expect(row).toMatchObject({
      status: 'in_progress',
      moduleOrdinal: 2,
      moduleStartedAt: null,
      moduleDeadlineAt: null,
    });
    // The break runs from the deadline, and the module after it waits for the student.
    expect(row.breakEndsAt!.getTime()).toBe(deadline.getTime() + 600_000);
    const [ended] = await modulesOf(tenant, id);
    expect(ended).toMatchObject({ endedBy: 'time_over', correct: 1, operational: 3 });
    expect(ended!.endedAt!.getTime()).toBe(deadline.getTime());

    // A second sweep finds nothing more to do for it: no clock started behind the student's back.
    expect(await sweepExpiredAttempts(app.deps, new Date(), only)).toBe(0);
    expect(await modulesOf(tenant, id)).toHaveLength(1);

    const math = (await api.startModule(user, id)).body;
    for (const q of math.current!.questions) await api.save(user, id, q.id, { answer: 'A', seq: 1 });
    const mathDeadline = secondsAgo(20);
    await setAttempt(app, tenant, id, { moduleDeadlineAt: mathDeadline });
    expect(await sweepExpiredAttempts(app.deps, new Date(), only)).toBe(1);
    const done = await attemptRow(app, tenant, id);
    expect(done).toMatchObject({ status: 'completed', currentModuleId: null });
    expect(done.completedAt!.getTime()).toBe(mathDeadline.getTime());
    expect(done.scores).toMatchObject({
      sections: [
        { section: 'english', raw: 1, maxRaw: 3 },
        { section: 'math', raw: 2, maxRaw: 2 },
      ],
      overall: { scale: 'raw', value: 3 },
    });
    // A save now is refused as time over.
    expect((await api.save(user, id, math.current!.questions[0]!.id, { answer: 'B', seq: 2 })).body.code).toBe(
      'module_time_over',
    );
  });

  it('runs by itself on its interval, and stops on request', async () => {
    const { tenant, user, id } = await setup();
    await api.startModule(user, id);
    await setAttempt(app, tenant, id, { moduleDeadlineAt: secondsAgo(60) });
    const sweeper = startAttemptSweeper(
      app.deps,
      { error: () => undefined },
      { intervalMs: 50, onlyTenant: tenant.id },
    );
    try {
      await expect
        .poll(async () => (await attemptRow(app, tenant, id)).moduleOrdinal, { timeout: 5_000, interval: 50 })
        .toBe(2);
    } finally {
      await sweeper.stop();
    }
  });
});

describe('the SHSAT clock: one deadline for the whole test, every module open at once', () => {
  it('opens both sections together, accepts saves anywhere, and one submit ends the attempt with the estimated composite', async () => {
    const tenant = await createTestTenant(app);
    const user = await createTestUser(app, tenant);
    const testId = await makeTest(app, tenant, {
      kind: 'shsat',
      version: 'shsat',
      clock: 'test',
      sections: [
        {
          section: 'ela',
          modules: [{ questions: mcqs(2), minutes: 90 }],
          scoreTables: {
            base: [
              [100, 100],
              [200, 200],
              [300, 300],
            ],
          },
        },
        {
          section: 'math',
          modules: [{ questions: mcqs(2, 5), minutes: 90 }],
          scoreTables: {
            base: [
              [110, 110],
              [210, 210],
              [310, 310],
            ],
          },
        },
      ],
    });
    const id = (await api.start(user, testId)).body.userExamId;
    const ready = (await api.read(user, id)).body;
    expect(ready).toMatchObject({ clock: 'test', phase: 'ready' });
    expect(ready.current).toMatchObject({
      section: 'ela',
      timeLimitSeconds: 180 * 60,
      remainingSeconds: 180 * 60,
      questions: [],
    });
    expect(ready.plan.map((p) => [p.section, p.status])).toEqual([
      ['ela', 'current'],
      ['math', 'current'],
    ]);

    const view = (await api.startModule(user, id)).body;
    const questions = view.current!.questions;
    expect(questions.map((q) => view.plan.find((p) => p.moduleId === q.moduleId)!.section)).toEqual([
      'ela',
      'ela',
      'math',
      'math',
    ]);
    expect(new Set(questions.map((q) => q.sectionId)).size).toBe(2);
    expect(view.current!.remainingSeconds).toBeGreaterThan(180 * 60 - 5);

    // Any order: math first, then ELA; one wrong math answer.
    for (const [i, q] of [...questions].reverse().entries())
      expect((await api.save(user, id, q.id, { answer: i === 0 ? 'B' : 'A', seq: 1 })).status).toBe(200);
    expect((await api.read(user, id)).body.answers).toHaveLength(4);

    const submitted = await api.submit(user, id, { moduleId: questions[3]!.moduleId });
    expect(submitted.body).toMatchObject({ status: 'completed', alreadyEnded: false, phase: null });
    const done = (await api.read(user, id)).body;
    expect(done.plan.map((p) => p.status)).toEqual(['done', 'done']);
    expect(done.scores).toMatchObject({
      sections: [
        { section: 'ela', raw: 2, scaled: [300, 300] },
        { section: 'math', raw: 1, scaled: [210, 210] },
      ],
      overall: { scale: 'shsat_composite', value: 510, range: [510, 510], estimated: true },
    });
    // Both modules ended together; a retry naming either is alreadyEnded.
    expect((await modulesOf(tenant, id)).map((m) => m.endedBy)).toEqual(['submitted', 'submitted']);
    expect((await api.submit(user, id, { moduleId: questions[0]!.moduleId })).body).toMatchObject({
      alreadyEnded: true,
      status: 'completed',
    });
  });
});

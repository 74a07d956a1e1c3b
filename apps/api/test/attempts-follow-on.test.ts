import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userExamModules } from '../src/db/schema/index.ts';
import { withTenant } from '../src/db/with-tenant.ts';
import { sweepExpiredAttempts } from '../src/modules/exams/attempts/attempt-sweeper.ts';
import type { TenantContext } from '../src/modules/tenants/tenants.service.ts';
import {
  attemptApi,
  attemptRow,
  makeTest,
  mcq,
  mcqs,
  secondsAgo,
  setAttempt,
  type AttemptApi,
} from './attempts-fixtures.ts';
import { createTestApp, createTestTenant, createTestUser, onServer, type TestApp } from './helpers.ts';

/**
 * Decision 0032 (issue 15, point 4): in exam mode the SAT's module 2 (and the ACT's next section when no
 * break separates them) starts the instant the module before it ends, by a submit, by time on a read or
 * a write, or by the sweeper; a break stays; practice keeps its pause. The races at the end need the
 * PostgreSQL server (TEST_DATABASE_URL): PGlite runs transactions one after another.
 */

let app: TestApp;
let api: AttemptApi;
beforeAll(async () => {
  app = await createTestApp();
  api = attemptApi(app);
});
afterAll(async () => app?.close());

const MINUTE = 60_000;

/**
 * The digital SAT, small: Reading and Writing module 1 (3 questions) routes to an easier or a harder
 * module 2, then the 10-minute break, then Math module 1 and module 2. Modules of 10 minutes.
 */
const smallSat = (tenant: TenantContext, type: 'full_mock' | 'module' = 'full_mock') =>
  makeTest(app, tenant, {
    type,
    sections: [
      {
        section: 'english',
        adaptive: true,
        modules: [
          { questions: mcqs(3) },
          { position: 2, route: 'easier', questions: mcqs(2, 10), breakAfterMinutes: 10 },
          { position: 2, route: 'harder', questions: mcqs(2, 20), breakAfterMinutes: 10 },
        ],
      },
      { section: 'math', modules: [{ questions: mcqs(2, 30) }, { position: 2, questions: mcqs(2, 40) }] },
    ],
  });

const setup = async (type: 'full_mock' | 'module' = 'full_mock') => {
  const tenant = await createTestTenant(app);
  const user = await createTestUser(app, tenant);
  const testId = await smallSat(tenant, type);
  const id = (await api.start(user, testId)).body.userExamId;
  return { tenant, user, testId, id };
};

const modulesOf = (tenant: TenantContext, id: string) =>
  withTenant(app.deps.db, tenant.id, (tx) =>
    tx.select().from(userExamModules).where(eq(userExamModules.userExamId, id)).orderBy(userExamModules.ordinal),
  );

/** Module 1 of Reading and Writing running, with `right` of its three questions answered right (the key is A). */
const module1Answered = async (setupOf: Awaited<ReturnType<typeof setup>>, right: number) => {
  const { user, id } = setupOf;
  const view = (await api.startModule(user, id)).body;
  for (const [i, q] of view.current!.questions.entries())
    await api.save(user, id, q.id, { answer: i < right ? 'A' : 'B', seq: 1 });
  return view.current!.moduleId;
};

const planModuleId = (view: { plan: { moduleId: string; section: string; stage: number; route: string }[] }) => {
  const find = (section: string, stage: number, route = 'base') =>
    view.plan.find((p) => p.section === section && p.stage === stage && p.route === route)!.moduleId;
  return find;
};

describe('exam mode: the next module follows on', () => {
  it('a submit starts module 2 at once, routed by module 1; a retry changes nothing; the break still waits; the last submit completes', async () => {
    const s = await setup();
    const { tenant, user, id } = s;
    const m1 = await module1Answered(s, 3);
    const submitted = await api.submit(user, id, { moduleId: m1 });
    expect(submitted.status).toBe(200);
    const find = planModuleId((await api.read(user, id)).body);
    expect(submitted.body).toEqual({
      status: 'in_progress',
      routedTo: 'harder',
      nextModuleId: find('english', 2, 'harder'),
      alreadyEnded: false,
      phase: 'module',
    });

    // Module 2 runs from module 1's end: its questions are open, its clock is the server's.
    const view = (await api.read(user, id)).body;
    const [ended, running] = await modulesOf(tenant, id);
    expect(ended).toMatchObject({ moduleId: m1, endedBy: 'submitted', correct: 3 });
    expect(running).toMatchObject({ moduleId: find('english', 2, 'harder'), ordinal: 2, endedAt: null });
    expect(running!.startedAt.getTime()).toBe(ended!.endedAt!.getTime());
    expect(running!.deadlineAt.getTime()).toBe(ended!.endedAt!.getTime() + 10 * MINUTE);
    expect(view).toMatchObject({ phase: 'module', breakEndsAt: null });
    expect(view.current).toMatchObject({
      moduleId: find('english', 2, 'harder'),
      stage: 2,
      route: 'harder',
      ordinal: 2,
      startedAt: ended!.endedAt!.toISOString(),
      deadlineAt: running!.deadlineAt.toISOString(),
    });
    expect(view.current!.questions.map((q) => q.stem)).toEqual(mcqs(2, 20).map((q) => q.stem));
    expect(view.current!.remainingSeconds).toBeGreaterThan(595);
    expect(view.plan.map((p) => p.status)).toEqual(['done', 'skipped', 'current', 'upcoming', 'upcoming']);

    // A retried submit naming module 1 answers its state; module 2 keeps its clock.
    const retry = await api.submit(user, id, { moduleId: m1 });
    expect(retry.body).toEqual({ ...submitted.body, alreadyEnded: true });
    // A submit naming no module could be that retry: it never ends the module that followed on.
    const bare = await api.submit(user, id);
    expect(bare.status).toBe(409);
    expect(bare.body.code).toBe('conflict');
    // Start on a running module is idempotent.
    expect((await api.startModule(user, id)).body.current!.deadlineAt).toBe(view.current!.deadlineAt);
    expect(await attemptRow(app, tenant, id)).toMatchObject({
      moduleOrdinal: 2,
      moduleDeadlineAt: running!.deadlineAt,
    });
    expect(await modulesOf(tenant, id)).toHaveLength(2);

    // Module 2 submitted by name: the break after Reading and Writing is as before, then Math waits for Start.
    const toBreak = await api.submit(user, id, { moduleId: find('english', 2, 'harder') });
    expect(toBreak.body).toMatchObject({ phase: 'break', nextModuleId: find('math', 1) });
    expect((await api.read(user, id)).body.current).toMatchObject({ startedAt: null, questions: [] });
    const math1 = (await api.startModule(user, id)).body;
    expect(math1.current).toMatchObject({ moduleId: find('math', 1), stage: 1 });
    // Math module 1 was started by the student (not followed on): a bare submit ends it, and module 2 follows on.
    const bareMath = await api.submit(user, id);
    expect(bareMath.status).toBe(200);
    expect(bareMath.body).toMatchObject({ phase: 'module', nextModuleId: find('math', 2), routedTo: null });
    const done = await api.submit(user, id, { moduleId: find('math', 2) });
    expect(done.body).toMatchObject({ status: 'completed', phase: null });
    const rows = await modulesOf(tenant, id);
    expect(rows.map((r) => r.ordinal)).toEqual([1, 2, 3, 4]);
    expect(rows[3]!.startedAt.getTime()).toBe(rows[2]!.endedAt!.getTime());
  });

  it('module 1 out of time: a read ends it at its deadline and module 2 runs from that instant, routed by its answers', async () => {
    const s = await setup();
    const { tenant, user, id } = s;
    const m1 = await module1Answered(s, 1);
    const deadline = secondsAgo(60);
    await setAttempt(app, tenant, id, { moduleDeadlineAt: deadline });

    const view = (await api.read(user, id)).body;
    const find = planModuleId(view);
    expect(view.phase).toBe('module');
    expect(view.routes).toEqual([{ sectionId: view.current!.sectionId, route: 'easier' }]);
    expect(view.current).toMatchObject({
      moduleId: find('english', 2, 'easier'),
      startedAt: deadline.toISOString(),
      deadlineAt: new Date(deadline.getTime() + 10 * MINUTE).toISOString(),
    });
    // Sixty seconds of module 2 have gone already: the clock ran from module 1's deadline.
    expect(view.current!.remainingSeconds).toBeGreaterThan(535);
    expect(view.current!.remainingSeconds).toBeLessThanOrEqual(540);
    const [ended] = await modulesOf(tenant, id);
    expect(ended).toMatchObject({ moduleId: m1, endedBy: 'time_over', correct: 1 });
    expect(ended!.endedAt!.getTime()).toBe(deadline.getTime());
    // The runner's submit at zero arrives after the read: it is a retry, module 2 keeps running.
    expect((await api.submit(user, id, { moduleId: m1 })).body).toMatchObject({ alreadyEnded: true, phase: 'module' });
    expect((await attemptRow(app, tenant, id)).moduleStartedAt!.getTime()).toBe(deadline.getTime());
  });

  it('a submit in the grace after the deadline (the runner’s at zero) ends module 1 by time, at its deadline', async () => {
    const s = await setup();
    const { tenant, user, id } = s;
    const m1 = await module1Answered(s, 3);
    const deadline = secondsAgo(2);
    await setAttempt(app, tenant, id, { moduleDeadlineAt: deadline });
    const submitted = await api.submit(user, id, { moduleId: m1 });
    expect(submitted.body).toMatchObject({ alreadyEnded: false, phase: 'module', routedTo: 'harder' });
    const [ended, running] = await modulesOf(tenant, id);
    expect(ended).toMatchObject({ endedBy: 'time_over', correct: 3 });
    expect(ended!.endedAt!.getTime()).toBe(deadline.getTime());
    expect(running!.startedAt.getTime()).toBe(deadline.getTime());
  });

  it('an attempt left alone: every module past its time ends in turn, and the chain stops at the break', async () => {
    const s = await setup();
    const { tenant, user, id } = s;
    await module1Answered(s, 0);
    // Module 1's deadline 25 minutes ago: module 2 (10 minutes) ended 15 minutes ago, the break 5 minutes ago.
    const deadline = secondsAgo(25 * 60);
    await setAttempt(app, tenant, id, { moduleDeadlineAt: deadline });
    const view = (await api.open(user, id)).body;
    const find = planModuleId(view);
    expect(view).toMatchObject({ status: 'in_progress', phase: 'ready', breakEndsAt: null });
    expect(view.current).toMatchObject({ moduleId: find('math', 1), startedAt: null, remainingSeconds: 600 });
    const rows = await modulesOf(tenant, id);
    expect(rows.map((r) => [r.ordinal, r.endedBy])).toEqual([
      [1, 'time_over'],
      [2, 'time_over'],
    ]);
    expect(rows[1]!.moduleId).toBe(find('english', 2, 'easier'));
    expect(rows[1]!.startedAt.getTime()).toBe(deadline.getTime());
    expect(rows[1]!.endedAt!.getTime()).toBe(deadline.getTime() + 10 * MINUTE);
    expect((await attemptRow(app, tenant, id)).breakEndsAt!.getTime()).toBe(deadline.getTime() + 20 * MINUTE);
  });

  it('the sweeper ends module 1 at its deadline and module 2 runs from it; a second sweep finds it still running', async () => {
    const s = await setup();
    const { tenant, user, id } = s;
    const only = { onlyTenant: tenant.id };
    await module1Answered(s, 2);
    const deadline = secondsAgo(30);
    await setAttempt(app, tenant, id, { moduleDeadlineAt: deadline });
    expect(await sweepExpiredAttempts(app.deps, new Date(), only)).toBe(1);
    const row = await attemptRow(app, tenant, id);
    expect(row).toMatchObject({ moduleOrdinal: 2, breakEndsAt: null });
    expect(row.moduleStartedAt!.getTime()).toBe(deadline.getTime());
    expect(row.moduleDeadlineAt!.getTime()).toBe(deadline.getTime() + 10 * MINUTE);
    expect(await sweepExpiredAttempts(app.deps, new Date(), only)).toBe(0);
    // Module 2 runs out while nobody is connected: the sweeper ends it too, and the break after it begins.
    await setAttempt(app, tenant, id, { moduleDeadlineAt: secondsAgo(10) });
    expect(await sweepExpiredAttempts(app.deps, new Date(), only)).toBe(1);
    expect((await api.read(user, id)).body.phase).toBe('break');
    expect((await modulesOf(tenant, id)).map((m) => m.endedBy)).toEqual(['time_over', 'time_over']);
  });

  it('the ACT: a section follows the one before it, except after a break (Math’s ten minutes)', async () => {
    const tenant = await createTestTenant(app);
    const user = await createTestUser(app, tenant);
    const testId = await makeTest(app, tenant, {
      kind: 'act',
      version: 'act_enhanced',
      sections: [
        { section: 'english', modules: [{ questions: mcqs(2) }] },
        { section: 'math', modules: [{ questions: mcqs(2, 10), breakAfterMinutes: 10 }] },
        { section: 'reading', modules: [{ questions: mcqs(2, 20) }] },
        { section: 'science', modules: [{ questions: [mcq(30)] }] },
      ],
    });
    const id = (await api.start(user, testId)).body.userExamId;
    const english = (await api.startModule(user, id)).body;
    expect(english.mode).toBe('exam');
    const toMath = await api.submit(user, id, { moduleId: english.current!.moduleId });
    expect(toMath.body.phase).toBe('module');
    expect((await api.read(user, id)).body.current).toMatchObject({ section: 'math' });
    const toBreak = await api.submit(user, id, { moduleId: toMath.body.nextModuleId! });
    expect(toBreak.body.phase).toBe('break');
    const reading = (await api.startModule(user, id)).body;
    expect(reading.current).toMatchObject({ section: 'reading' });
    const toScience = await api.submit(user, id, { moduleId: reading.current!.moduleId });
    expect(toScience.body.phase).toBe('module');
    expect((await api.read(user, id)).body.current).toMatchObject({ section: 'science' });
  });
});

describe('practice mode and other exams keep the pause', () => {
  it('practice: the next module waits on its directions for Start', async () => {
    const s = await setup('module');
    const { tenant, user, id } = s;
    const m1 = await module1Answered(s, 3);
    expect((await api.read(user, id)).body.mode).toBe('practice');
    const submitted = await api.submit(user, id, { moduleId: m1 });
    expect(submitted.body).toMatchObject({ phase: 'ready', routedTo: 'harder' });
    expect((await api.read(user, id)).body.current).toMatchObject({ startedAt: null, questions: [] });
    // Time running out while nobody is there: the next module still waits.
    const m2 = (await api.startModule(user, id)).body.current!.moduleId;
    await setAttempt(app, tenant, id, { moduleDeadlineAt: secondsAgo(60) });
    expect((await api.read(user, id)).body).toMatchObject({ phase: 'break' });
    expect((await modulesOf(tenant, id)).find((m) => m.moduleId === m2)).toMatchObject({ endedBy: 'time_over' });
  });

  it('a TOEFL exam keeps its directions between sections (its runner introduces each one)', async () => {
    const tenant = await createTestTenant(app);
    const user = await createTestUser(app, tenant);
    const testId = await makeTest(app, tenant, {
      kind: 'toefl',
      version: 'toefl_2023',
      sections: [
        { section: 'reading', modules: [{ questions: mcqs(2) }] },
        { section: 'listening', modules: [{ questions: mcqs(2, 10) }] },
      ],
    });
    const id = (await api.start(user, testId)).body.userExamId;
    const first = (await api.startModule(user, id)).body;
    expect(first.mode).toBe('exam');
    expect((await api.submit(user, id, { moduleId: first.current!.moduleId })).body.phase).toBe('ready');
  });
});

const reason = 'needs concurrent connections: run with TEST_DATABASE_URL (PGlite serialises every transaction)';

describe(`follow-on races on the PostgreSQL server (${onServer ? 'server' : 'skipped on PGlite'})`, () => {
  it.skipIf(!onServer)(`concurrent submits of module 1: it ends once, module 2 starts once (${reason})`, async () => {
    const s = await setup();
    const { tenant, user, id } = s;
    const m1 = await module1Answered(s, 3);
    const named = await Promise.all(Array.from({ length: 6 }, () => api.submit(user, id, { moduleId: m1 })));
    expect(named.map((r) => r.status)).toEqual(Array(6).fill(200));
    expect(named.filter((r) => !r.body.alreadyEnded)).toHaveLength(1);
    expect(new Set(named.map((r) => r.body.nextModuleId)).size).toBe(1);
    const rows = await modulesOf(tenant, id);
    expect(rows).toHaveLength(2);
    expect(rows[1]!.endedAt).toBeNull();
    expect(rows[1]!.startedAt.getTime()).toBe(rows[0]!.endedAt!.getTime());
  });

  it.skipIf(!onServer)(
    `concurrent submits naming no module: one ends module 1, the rest never end module 2 (${reason})`,
    async () => {
      const s = await setup();
      const { tenant, user, id } = s;
      await module1Answered(s, 3);
      const bare = await Promise.all(Array.from({ length: 6 }, () => api.submit(user, id)));
      expect(bare.filter((r) => r.status === 200)).toHaveLength(1);
      expect(bare.filter((r) => r.status === 409 && r.body.code === 'conflict')).toHaveLength(5);
      expect(await attemptRow(app, tenant, id)).toMatchObject({ status: 'in_progress', moduleOrdinal: 2 });
      expect((await modulesOf(tenant, id)).map((m) => !!m.endedAt)).toEqual([true, false]);
    },
  );

  it.skipIf(!onServer)(
    `the sweeper, reads and a late submit racing over a module out of time: it ends once, at its deadline (${reason})`,
    async () => {
      const s = await setup();
      const { tenant, user, id } = s;
      const m1 = await module1Answered(s, 3);
      const deadline = secondsAgo(30);
      await setAttempt(app, tenant, id, { moduleDeadlineAt: deadline });
      const settled: string[] = [];
      const sweep = () =>
        sweepExpiredAttempts(app.deps, new Date(), { onlyTenant: tenant.id, onSettled: (x) => settled.push(x) });
      const [submits, sweeps, reads] = await Promise.all([
        Promise.all(Array.from({ length: 3 }, () => api.submit(user, id, { moduleId: m1 }))),
        Promise.all([sweep(), sweep()]),
        Promise.all(Array.from({ length: 3 }, () => api.read(user, id))),
      ]);
      // Whoever came first ended it by time at its deadline; every submit is a retry of that.
      expect(submits.map((r) => [r.status, r.body.alreadyEnded, r.body.phase])).toEqual(
        Array(3).fill([200, true, 'module']),
      );
      expect(sweeps.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(1);
      expect(settled.length).toBeLessThanOrEqual(1);
      for (const r of reads) expect(r.body.current).toMatchObject({ stage: 2, startedAt: deadline.toISOString() });
      const rows = await modulesOf(tenant, id);
      expect(rows.map((r) => [r.ordinal, r.endedBy])).toEqual([
        [1, 'time_over'],
        [2, null],
      ]);
      expect(rows[0]!.endedAt!.getTime()).toBe(deadline.getTime());
      expect(rows[1]!.startedAt.getTime()).toBe(deadline.getTime());
    },
  );

  it.skipIf(!onServer)(
    `two tabs: the older tab's submit is refused, the newer one's ends module 1 once (${reason})`,
    async () => {
      const s = await setup();
      const { tenant, user, id } = s;
      const m1 = await module1Answered(s, 3);
      const older = (await api.open(user, id)).body.epoch;
      const newer = (await api.open(user, id)).body.epoch;
      const [a, b] = await Promise.all([
        api.submit(user, id, { moduleId: m1, epoch: older }),
        api.submit(user, id, { moduleId: m1, epoch: newer }),
      ]);
      expect(a.status).toBe(409);
      expect(a.body.code).toBe('stale_session');
      expect(b.body).toMatchObject({ alreadyEnded: false, phase: 'module' });
      expect((await modulesOf(tenant, id)).map((m) => !!m.endedAt)).toEqual([true, false]);
    },
  );
});

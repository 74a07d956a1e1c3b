import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ErrorBody,
  SaveAnswerResponse,
  StartAttemptResponse,
  SubmitModuleResponse,
  TestPage,
  UserExamView,
} from '@prepwell/contracts';
import { userExams } from '../src/db/schema/index.ts';
import { withTenant } from '../src/db/with-tenant.ts';
import {
  createTestFromBlueprint,
  type QuestionBlueprint,
  type TestBlueprint,
} from '../src/modules/exams/catalogue/authoring.service.ts';
import type { TenantContext } from '../src/modules/tenants/tenants.service.ts';
import { DEMO_SAT_MOCK, seedDemoExams } from '../src/seed/demo-exams.ts';
import { call, createTestApp, createTestTenant, createTestUser, type TestApp, type TestUser } from './helpers.ts';
import { mainTenant } from './route-walk.ts';

let app: TestApp;
let main: TenantContext;
let satId: string;
beforeAll(async () => {
  app = await createTestApp();
  main = await mainTenant(app);
  await seedDemoExams(app.deps, main.id);
  const probe = await createTestUser(app, await createTestTenant(app));
  const found = await call<TestPage>(app, {
    url: '/api/tests',
    headers: probe.headers,
    query: { q: DEMO_SAT_MOCK.title },
  });
  satId = found.body.data.find((t) => t.title === DEMO_SAT_MOCK.title)!.id;
});
afterAll(async () => app?.close());

const start = (user: TestUser, examId: string) =>
  call<StartAttemptResponse & ErrorBody>(app, {
    method: 'POST',
    url: '/api/user-exams',
    headers: user.headers,
    payload: { examId },
  });
const read = (user: TestUser, id: string) =>
  call<UserExamView & Partial<Omit<ErrorBody, 'status'>>>(app, { url: `/api/user-exams/${id}`, headers: user.headers });
const save = (user: TestUser, id: string, questionId: string, payload: Record<string, unknown>) =>
  call<SaveAnswerResponse & ErrorBody>(app, {
    method: 'PUT',
    url: `/api/user-exams/${id}/answers/${questionId}`,
    headers: user.headers,
    payload,
  });
const submit = (user: TestUser, id: string, moduleId?: string) =>
  call<SubmitModuleResponse & Partial<Omit<ErrorBody, 'status'>>>(app, {
    method: 'POST',
    url: `/api/user-exams/${id}/submit-module`,
    headers: user.headers,
    ...(moduleId ? { payload: { moduleId } } : {}),
  });

const student = async () => createTestUser(app, await createTestTenant(app));
const make = (tenant: TenantContext, blueprint: TestBlueprint) =>
  withTenant(app.deps.db, tenant.id, (tx) => createTestFromBlueprint(tx, blueprint));

/** The right answer of a blueprint question, as a runner would send it. */
const rightAnswer = (q: QuestionBlueprint) => {
  const key = q.answerKey;
  if (key.kind === 'choice') return key.correct[0]!;
  if (key.kind === 'grid') return key.accept[0]!;
  throw new Error(`no right answer for ${key.kind}`);
};
/** A wrong one: another choice, or a number no demo key accepts. */
const wrongAnswer = (q: QuestionBlueprint) => {
  const key = q.answerKey;
  if (key.kind === 'choice') return q.choices!.map((c) => c.id).find((id) => !key.correct.includes(id))!;
  return '9999';
};

/** The blueprint module being taken (by section, stage and route). */
const blueprintModule = (view: UserExamView) => {
  const section = DEMO_SAT_MOCK.sections.find((s) => s.section === view.current!.section)!;
  return section.modules.find(
    (m) => m.position === view.current!.stage && (m.route ?? 'base') === view.current!.route,
  )!;
};

const startModule = (user: TestUser, id: string) =>
  call<UserExamView & Partial<Omit<ErrorBody, 'status'>>>(app, {
    method: 'POST',
    url: `/api/user-exams/${id}/start-module`,
    headers: user.headers,
    payload: {},
  });

/** Starts the current module of the demo SAT (after its break, if any) and answers it: all right, or all wrong; seq 1 each. */
const answerModule = async (user: TestUser, id: string, how: 'right' | 'wrong') => {
  const started = await startModule(user, id);
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const view = started.body;
  const blueprint = blueprintModule(view);
  const questions = [...view.current!.questions].sort((a, b) => a.position - b.position);
  expect(questions).toHaveLength(blueprint.questions.length);
  for (const [i, q] of questions.entries()) {
    const bq = blueprint.questions[i]!;
    expect(q.stem).toBe(bq.stem);
    const res = await save(user, id, q.id, { answer: how === 'right' ? rightAnswer(bq) : wrongAnswer(bq), seq: 1 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  return view;
};

const moveDeadline = (tenant: TenantContext, id: string, at: Date) =>
  withTenant(app.deps.db, tenant.id, (tx) =>
    tx.update(userExams).set({ moduleDeadlineAt: at }).where(eq(userExams.id, id)),
  );

describe('POST /api/user-exams', () => {
  it('starts an attempt at main’s shared test in the caller’s tenant, and resumes the open one with a new epoch', async () => {
    const user = await student();
    const first = await start(user, satId);
    expect(first.status).toBe(200);
    expect(first.body.resumed).toBe(false);
    expect(first.body.epoch).toBe(1);
    const again = await start(user, satId);
    expect(again.body).toEqual({ userExamId: first.body.userExamId, resumed: true, epoch: 2 });

    // The first module is ready: its clock waits for the student, and its questions show once it runs.
    const ready = await read(user, first.body.userExamId);
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({
      examId: satId,
      status: 'in_progress',
      phase: 'ready',
      mode: 'exam',
      clock: 'module',
      epoch: 2,
      completedAt: null,
      answers: [],
      scores: null,
    });
    expect(ready.body.test).toMatchObject({ id: satId, kind: 'sat', type: DEMO_SAT_MOCK.type, version: 'sat_digital' });
    expect(ready.body.current).toMatchObject({
      section: 'english',
      stage: 1,
      route: 'base',
      ordinal: 1,
      startedAt: null,
      deadlineAt: null,
      remainingSeconds: 32 * 60,
      timeLimitSeconds: 32 * 60,
      questions: [],
    });
    expect(ready.body.plan.map((p) => [p.section, p.stage, p.route, p.status])).toEqual([
      ['english', 1, 'base', 'current'],
      ['english', 2, 'easier', 'upcoming'],
      ['english', 2, 'harder', 'upcoming'],
      ['math', 1, 'base', 'upcoming'],
      ['math', 2, 'easier', 'upcoming'],
      ['math', 2, 'harder', 'upcoming'],
    ]);
    expect(ready.body.plan.filter((p) => p.breakAfterMinutes > 0).map((p) => [p.section, p.stage])).toEqual([
      ['english', 2],
      ['english', 2],
    ]);

    const view = await startModule(user, first.body.userExamId);
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({ phase: 'module', epoch: 2 });
    expect(view.body.current!.remainingSeconds).toBeGreaterThan(32 * 60 - 5);
    expect(view.body.current!.remainingSeconds).toBeLessThanOrEqual(32 * 60);
    expect(view.body.current!.questions.length).toBe(DEMO_SAT_MOCK.sections[0]!.modules[0]!.questions.length);
    // No key, explanation or solution reaches the runner.
    const text = JSON.stringify(view.body);
    for (const leak of ['answerKey', 'answer_key', 'explanation', 'solution', 'correct', 'meticulous (extremely'])
      expect(text).not.toContain(leak);
    expect(view.body.current!.questions[0]!.passage?.body).toContain('lighthouse keeper');
    expect(view.body.current!.questions[0]!.passage?.bodyHtml).toContain('<p>');
    expect(
      view.body.current!.questions.every(
        (q) => q.moduleId === view.body.current!.moduleId && q.sectionId === view.body.current!.sectionId,
      ),
    ).toBe(true);

    // The attempt row lives in the caller's tenant: main holds none of it.
    const inMain = await withTenant(app.deps.db, main.id, (tx) =>
      tx.select().from(userExams).where(eq(userExams.id, first.body.userExamId)),
    );
    expect(inMain).toEqual([]);
    const own = await withTenant(app.deps.db, user.tenant.id, (tx) =>
      tx.select().from(userExams).where(eq(userExams.id, first.body.userExamId)),
    );
    expect(own[0]).toMatchObject({ tenantId: user.tenant.id, userId: user.id, testId: satId });
  });

  it('refuses a test the caller cannot see (another tenant’s), an unknown one, and bad input', async () => {
    const other = await createTestTenant(app);
    const hidden = await make(other, {
      ...DEMO_SAT_MOCK,
      seedKey: undefined,
      isPublic: true,
      title: 'Other tenant SAT',
    } as TestBlueprint);
    const user = await student();
    expect((await start(user, hidden.id)).status).toBe(404);
    expect((await start(user, randomUUID())).body.code).toBe('not_found');
    for (const payload of [{}, { examId: 'nope' }, { examId: 42 }]) {
      const res = await call<ErrorBody>(app, {
        method: 'POST',
        url: '/api/user-exams',
        headers: user.headers,
        payload,
      });
      expect(res.status, JSON.stringify(payload)).toBe(422);
      expect(res.body.fieldErrors?.map((f) => f.path)).toContain('examId');
    }
    const anonymous = await call(app, {
      method: 'POST',
      url: '/api/user-exams',
      headers: { 'x-tenant': user.tenant.slug },
      payload: { examId: satId },
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('PUT /api/user-exams/:id/answers/:questionId', () => {
  it('keeps the save with the highest seq: a late seq 1 after seq 2 changes nothing', async () => {
    const user = await student();
    const id = (await start(user, satId)).body.userExamId;
    const q = (await startModule(user, id)).body.current!.questions[0]!;

    const second = await save(user, id, q.id, {
      answer: 'B',
      flagged: true,
      seq: 2,
      timeSpentMs: 4200,
      eliminated: ['C'],
    });
    expect(second.body).toEqual({ questionId: q.id, seq: 2, applied: true, answer: 'B', flagged: true });
    const late = await save(user, id, q.id, { answer: 'A', flagged: false, seq: 1 });
    expect(late.status).toBe(200);
    expect(late.body).toEqual({ questionId: q.id, seq: 2, applied: false, answer: 'B', flagged: true });
    const repeated = await save(user, id, q.id, { answer: 'C', seq: 2 });
    expect(repeated.body).toMatchObject({ seq: 2, applied: false, answer: 'B' });
    // A newer save without `flagged` keeps the mark.
    const third = await save(user, id, q.id, { answer: 'D', seq: 3 });
    expect(third.body).toEqual({ questionId: q.id, seq: 3, applied: true, answer: 'D', flagged: true });

    const view = await read(user, id);
    // Time and crossed-out choices are kept with the answer; a save without them keeps the stored ones.
    expect(view.body.answers).toEqual([
      { questionId: q.id, answer: 'D', flagged: true, seq: 3, timeSpentMs: 4200, eliminated: ['C'] },
    ]);
  });

  it('accepts a save within the grace after the deadline, refuses one after it, and the server ends the module', async () => {
    const user = await student();
    const id = (await start(user, satId)).body.userExamId;
    const [q1, q2] = (await startModule(user, id)).body.current!.questions;

    await moveDeadline(user.tenant, id, new Date(Date.now() - 2_000));
    expect((await save(user, id, q1!.id, { answer: 'B', seq: 1 })).body.applied).toBe(true);

    const deadline = new Date(Date.now() - 10_000);
    await moveDeadline(user.tenant, id, deadline);
    const late = await save(user, id, q2!.id, { answer: 'A', seq: 1 });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('module_time_over');
    expect(late.body.message.length).toBeGreaterThan(0);

    // Nobody submitted: the server ended module 1 at its deadline, and module 2 of this exam-mode mock
    // followed on at that instant (decision 0032): it runs, ten seconds of it gone.
    const view = await read(user, id);
    expect(view.body).toMatchObject({ phase: 'module' });
    expect(view.body.current).toMatchObject({
      section: 'english',
      stage: 2,
      ordinal: 2,
      startedAt: deadline.toISOString(),
    });
    expect(view.body.current!.remainingSeconds).toBeLessThanOrEqual(32 * 60 - 10);
    expect(view.body.current!.remainingSeconds).toBeGreaterThan(32 * 60 - 20);
    expect(view.body.current!.questions.length).toBeGreaterThan(0);
    expect(view.body.answers).toEqual([]);
    // A late save to module 1 stays refused as time over (a runner's journal can drop it).
    expect((await save(user, id, q1!.id, { answer: 'C', seq: 2 })).body.code).toBe('module_time_over');
  });

  it('refuses bad input with field errors, and a question outside the current module with 404', async () => {
    const user = await student();
    const id = (await start(user, satId)).body.userExamId;
    const q = (await startModule(user, id)).body.current!.questions[0]!;
    for (const [payload, field] of [
      [{ answer: 'B' }, 'seq'],
      [{ answer: 'B', seq: 0 }, 'seq'],
      [{ answer: 'B', seq: 1.5 }, 'seq'],
      [{ answer: { x: 1 }, seq: 1 }, 'answer'],
      [{ answer: 'B', seq: 1, flagged: 'yes' }, 'flagged'],
      [{ answer: 'Z', seq: 1 }, 'answer'],
    ] as const) {
      const res = await save(user, id, q.id, payload);
      expect(res.status, JSON.stringify(payload)).toBe(422);
      expect(
        res.body.fieldErrors?.map((f) => f.path),
        JSON.stringify(payload),
      ).toContain(field);
    }
    expect((await save(user, id, randomUUID(), { answer: 'B', seq: 1 })).status).toBe(404);
    const bad = await call<ErrorBody>(app, { url: '/api/user-exams/not-a-uuid', headers: user.headers });
    expect(bad.status).toBe(404);
    expect(bad.body.code).toBe('not_found');
  });
});

describe('submitting modules', () => {
  it('routes to the harder module 2 after a strong module 1, and to the easier after a weak one', async () => {
    const strong = await student();
    const strongId = (await start(strong, satId)).body.userExamId;
    await answerModule(strong, strongId, 'right');
    const routed = await submit(strong, strongId);
    // Exam mode: module 2 follows on at once (decision 0032); Start on it changes nothing.
    expect(routed.body).toMatchObject({
      status: 'in_progress',
      routedTo: 'harder',
      alreadyEnded: false,
      phase: 'module',
    });
    const harder = await startModule(strong, strongId);
    expect(harder.body.current).toMatchObject({
      section: 'english',
      stage: 2,
      route: 'harder',
      ordinal: 2,
      moduleId: routed.body.nextModuleId,
    });
    expect(harder.body.current!.remainingSeconds).toBeGreaterThan(32 * 60 - 5);
    expect(harder.body.routes).toEqual([{ sectionId: harder.body.current!.sectionId, route: 'harder' }]);
    expect(harder.body.plan.filter((p) => p.section === 'english').map((p) => [p.route, p.status])).toEqual([
      ['base', 'done'],
      ['easier', 'skipped'],
      ['harder', 'current'],
    ]);

    const weak = await student();
    const weakId = (await start(weak, satId)).body.userExamId;
    await answerModule(weak, weakId, 'wrong');
    expect((await submit(weak, weakId)).body.routedTo).toBe('easier');
    const easier = (await read(weak, weakId)).body;
    expect(easier.phase).toBe('module');
    expect(easier.current).toMatchObject({ section: 'english', stage: 2, route: 'easier' });
  });

  it('completes after the last module with raw scores per section, scaled through the demo’s score tables when it has them', async () => {
    const user = await student();
    const id = (await start(user, satId)).body.userExamId;
    const expected: Record<string, { raw: number; maxRaw: number }> = {
      english: { raw: 0, maxRaw: 0 },
      math: { raw: 0, maxRaw: 0 },
    };
    // RW: module 1 right, the harder module 2 wrong. Math: module 1 wrong, the easier module 2 right.
    for (const how of ['right', 'wrong', 'wrong', 'right'] as const) {
      const view = await answerModule(user, id, how);
      // Pretest items are unscored.
      const n = blueprintModule(view).questions.filter((q) => !q.pretest).length;
      expected[view.current!.section]!.maxRaw += n;
      if (how === 'right') expected[view.current!.section]!.raw += n;
      // Named: a module 2 that followed on is never ended by a submit naming none (decision 0032).
      const res = await submit(user, id, view.current!.moduleId);
      expect(res.status).toBe(200);
    }
    const done = await read(user, id);
    expect(done.body).toMatchObject({ status: 'completed', phase: null, current: null, answers: [] });
    expect(done.body.plan.map((p) => p.status)).toEqual(['done', 'skipped', 'done', 'done', 'done', 'skipped']);
    expect(done.body.completedAt).not.toBeNull();
    // Scaled scores come from the blueprint's table for the route taken, when it has one.
    const scaledOf = (section: 'english' | 'math', route: 'harder' | 'easier') => {
      const rows = DEMO_SAT_MOCK.sections.find((s) => s.section === section)!.scoreTables?.[route];
      return rows ? rows[expected[section]!.raw]! : null;
    };
    const english = scaledOf('english', 'harder');
    const math = scaledOf('math', 'easier');
    const total = english && math ? [english[0] + math[0], english[1] + math[1]] : null;
    expect(done.body.scores).toMatchObject({
      scaled: !!total,
      total,
      sections: [
        { section: 'english', route: 'harder', ...expected.english, scaled: english, pending: 0 },
        { section: 'math', route: 'easier', ...expected.math, scaled: math, pending: 0 },
      ],
      // The adaptive digital SAT's total is an estimate (its transform is unpublished); without tables the headline is raw.
      overall: total
        ? { scale: 'sat_total', range: total, estimated: true }
        : { scale: 'raw', value: expected.english!.raw + expected.math!.raw, range: null, estimated: false },
    });
    // Nothing more to submit or save; a new start begins a new attempt.
    expect((await submit(user, id)).status).toBe(409);
    const next = await start(user, satId);
    expect(next.body.resumed).toBe(false);
    expect(next.body.userExamId).not.toBe(id);
  });

  it('gives scaled scores from the test’s score tables', async () => {
    const tenant = await createTestTenant(app);
    const q = (n: number): QuestionBlueprint => ({
      type: 'multiple_choice',
      stem: `Q${n}`,
      choices: ['A', 'B', 'C', 'D'].map((cid) => ({ id: cid, text: cid })),
      answerKey: { kind: 'choice', correct: ['A'] },
      explanation: '',
    });
    const made = await make(tenant, {
      kind: 'sat',
      type: 'module',
      version: 'sat_digital',
      title: 'Scored module',
      sections: [
        {
          section: 'math',
          title: 'Math',
          modules: [{ title: 'M', position: 1, minutes: 10, questions: [q(1), q(2)] }],
          scoreTables: {
            base: [
              [200, 200],
              [400, 420],
              [600, 640],
            ],
          },
        },
      ],
    });
    const user = await createTestUser(app, tenant);
    const id = (await start(user, made.id)).body.userExamId;
    const [q1, q2] = (await startModule(user, id)).body.current!.questions;
    await save(user, id, q1!.id, { answer: 'A', seq: 1 });
    await save(user, id, q2!.id, { answer: 'B', seq: 1 });
    expect((await submit(user, id)).body).toEqual({
      status: 'completed',
      routedTo: null,
      nextModuleId: null,
      alreadyEnded: false,
      phase: null,
    });
    expect((await read(user, id)).body.scores).toMatchObject({
      scaled: true,
      total: [400, 420],
      sections: [{ section: 'math', route: 'base', raw: 1, maxRaw: 2, scaled: [400, 420] }],
    });
  });
});

describe('ownership', () => {
  it('another student’s attempt, in the same tenant or another, is 404 for reading, saving and submitting', async () => {
    const owner = await student();
    const id = (await start(owner, satId)).body.userExamId;
    const q = (await startModule(owner, id)).body.current!.questions[0]!;
    const classmate = await createTestUser(app, owner.tenant, { roles: ['teacher'] });
    const stranger = await student();
    for (const other of [classmate, stranger]) {
      for (const res of [
        await read(other, id),
        await save(other, id, q.id, { answer: 'A', seq: 5 }),
        await submit(other, id),
      ]) {
        expect(res.status).toBe(404);
        expect(res.body.code).toBe('not_found');
      }
    }
    const view = await read(owner, id);
    expect(view.body.answers).toEqual([]);
    expect(view.body.current!.ordinal).toBe(1);
  });
});

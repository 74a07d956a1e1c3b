import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AttemptPage,
  AttemptResult,
  AttemptReview,
  ErrorBody,
  RunnerQuestion,
  StartAttemptResponse,
  TestPage,
  UnlockResult,
  UserExamView,
} from '@prepwell/contracts';
import { userExams } from '../src/db/schema/index.ts';
import { withTenant } from '../src/db/with-tenant.ts';
import type { AuthUser } from '../src/modules/auth/auth.service.ts';
import { moveCoins } from '../src/modules/ledger/ledger.service.ts';
import { createTestFromBlueprint } from '../src/modules/exams/catalogue/authoring.service.ts';
import type { LockRule } from '../src/modules/exams/results/results.policy.ts';
import { getAttemptResult, getAttemptReview } from '../src/modules/exams/results/results.service.ts';
import type { TenantContext } from '../src/modules/tenants/tenants.service.ts';
import { insertAcceptedLink } from '../src/modules/parent-links/parent-links.repository.ts';
import { DEMO_SAT_MOCK, seedDemoExams } from '../src/seed/demo-exams.ts';
import { call, createTestApp, createTestTenant, createTestUser, type TestApp, type TestUser } from './helpers.ts';
import { mainTenant } from './route-walk.ts';
import {
  ACT_DRILL,
  PLANNED,
  SMALL_SAT,
  SMALL_SAT_QUESTIONS,
  type PlannedAnswer,
} from '../src/modules/exams/results/results.fixture.ts';

let app: TestApp;
let satId: string;
beforeAll(async () => {
  app = await createTestApp();
  const main = await mainTenant(app);
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

type Err = Partial<Omit<ErrorBody, 'status'>>;
/**
 * The students here are Pro, so a full test's report is open to them and their parent (decision 0014);
 * the locks of Free students are tested in unlocks.test.ts.
 */
const PRO = { proUntil: '2999-12-31' };
const get = <T>(user: Pick<TestUser, 'headers'>, url: string, query?: Record<string, string>) =>
  call<T & Err>(app, { url, headers: user.headers, ...(query ? { query } : {}) });
const post = <T>(user: TestUser, url: string, payload: Record<string, unknown> = {}) =>
  call<T & Err>(app, { method: 'POST', url, headers: user.headers, payload });
const start = async (user: TestUser, examId: string) =>
  (await post<StartAttemptResponse>(user, '/api/user-exams', { examId })).body.userExamId;
const view = async (user: TestUser, id: string) => (await get<UserExamView>(user, `/api/user-exams/${id}`)).body;
const make = (tenant: TenantContext, blueprint: typeof SMALL_SAT) =>
  withTenant(app.deps.db, tenant.id, (tx) => createTestFromBlueprint(tx, blueprint));

/**
 * Takes an attempt to its end through the public API: each module is started when it waits (`ready`,
 * or the break before the next section), answered as `plan` says, and submitted.
 */
const complete = async (user: TestUser, id: string, plan: (q: RunnerQuestion) => PlannedAnswer | undefined) => {
  for (let step = 0; step < 12; step++) {
    let current = await view(user, id);
    if (current.status !== 'in_progress') return current;
    if (current.phase === 'ready' || current.phase === 'break') {
      expect((await post(user, `/api/user-exams/${id}/start-module`)).status).toBe(200);
      current = await view(user, id);
    }
    for (const q of current.current!.questions) {
      const planned = plan(q);
      if (!planned) continue;
      const res = await call<Err>(app, {
        method: 'PUT',
        url: `/api/user-exams/${id}/answers/${q.id}`,
        headers: user.headers,
        payload: { seq: 1, ...planned },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    expect(
      (await post(user, `/api/user-exams/${id}/submit-module`, { moduleId: current.current!.moduleId })).status,
    ).toBe(200);
  }
  throw new Error('the attempt did not complete');
};

/** The small SAT of results.fixture.ts, taken by a new student of `tenant` with the planned answers. */
const takeSmallSat = async (tenant: TenantContext, testId: string, student?: TestUser) => {
  const user = student ?? (await createTestUser(app, tenant, { firstName: 'Ada', ...PRO }));
  const id = await start(user, testId);
  await complete(user, id, (q) => PLANNED[q.stem]);
  return { user, id };
};

/**
 * The student leaves (the runner says so) and comes back (a new session) `times` times, mid-attempt, each
 * time a minute away (issue 16: a shorter leave, a reload, is no absence).
 */
const leaveAndReturn = async (tenant: TenantContext, user: TestUser, id: string, times: number) => {
  for (let i = 0; i < times; i++) {
    expect((await post(user, `/api/user-exams/${id}/leave`)).status).toBe(200);
    await withTenant(app.deps.db, tenant.id, (tx) =>
      tx
        .update(userExams)
        .set({ leftAt: new Date(Date.now() - 60_000) })
        .where(eq(userExams.id, id)),
    );
    expect((await post(user, `/api/user-exams/${id}/open`)).status).toBe(200);
  }
};
const addTimeAway = (tenant: TenantContext, id: string, seconds: number) =>
  withTenant(app.deps.db, tenant.id, (tx) =>
    tx.update(userExams).set({ timeAwaySeconds: seconds }).where(eq(userExams.id, id)),
  );

describe('GET /api/user-exams/:id/result', () => {
  it('reports the stored scores, skills, modules, every question’s outcome and time, the route and the leaves', async () => {
    const tenant = await createTestTenant(app);
    const test = await make(tenant, SMALL_SAT);
    const user = await createTestUser(app, tenant, { firstName: 'Ada', ...PRO });
    const id = await start(user, test.id);
    await leaveAndReturn(tenant, user, id, 2);
    await complete(user, id, (q) => PLANNED[q.stem]);
    // The leaves were counted by the engine; time away is set here to a figure of its own.
    expect((await view(user, id)).leaveCount).toBe(2);
    await addTimeAway(tenant, id, 95);

    const res = await get<AttemptResult>(user, `/api/user-exams/${id}/result`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const r = res.body;
    expect(r).toMatchObject({
      id,
      status: 'completed',
      mode: 'exam',
      leaveCount: 2,
      timeAwaySeconds: 95,
      student: { id: user.id, name: 'Ada User' },
    });
    expect(r.test).toEqual({
      id: test.id,
      title: SMALL_SAT.title,
      kind: 'sat',
      type: 'adaptive_exam',
      version: 'sat_digital',
      revision: 1,
    });
    expect(r.regradedAt).toBeNull();
    // Each absence with how long it lasted (issue 16): a new page opened after a minute away.
    expect(r.absences).toHaveLength(2);
    for (const absence of r.absences!) {
      expect(absence.kind).toBe('closed');
      expect(absence.seconds).toBeGreaterThanOrEqual(59);
      expect(absence.seconds).toBeLessThanOrEqual(65);
      expect(Number.isNaN(Date.parse(absence.startedAt))).toBe(false);
    }
    expect(r.locks).toEqual({ report: false, explanations: false, pdf: false });
    // RW: module 1 2/2 (the pretest item does not count) routes to the harder module, where 1/2 is right → 3 of 4.
    // Math: 1 of 3 (a wrong choice, a right grid-in "3.5" for 7/2, one left blank).
    expect(r.scores).toMatchObject({
      scaled: true,
      total: [1000, 1040],
      sections: [
        { section: 'english', route: 'harder', raw: 3, maxRaw: 4, scaled: [600, 620] },
        { section: 'math', route: 'base', raw: 1, maxRaw: 3, scaled: [400, 420] },
      ],
    });
    expect(r.routes.map((x) => [x.section, x.route])).toEqual([
      ['english', 'harder'],
      ['math', 'base'],
    ]);
    expect(r.skills).toEqual([
      { section: 'english', domain: 'Craft and Structure', skill: 'Words in Context', correct: 2, total: 2 },
      { section: 'english', domain: 'Information and Ideas', skill: 'Central Ideas and Details', correct: 1, total: 1 },
      { section: 'english', domain: 'Standard English Conventions', skill: 'Boundaries', correct: 0, total: 1 },
      { section: 'math', domain: 'Algebra', skill: 'Linear functions', correct: 1, total: 2 },
      { section: 'math', domain: 'Geometry and Trigonometry', skill: 'Circles', correct: 0, total: 1 },
    ]);
    expect(r.modules.map((m) => [m.section, m.stage, m.route, m.endedBy, m.correct, m.operational])).toEqual([
      ['english', 1, 'base', 'submitted', 2, 2],
      ['english', 2, 'harder', 'submitted', 1, 2],
      ['math', 1, 'base', 'submitted', 1, 3],
    ]);
    for (const m of r.modules) expect(Date.parse(m.endedAt!)).toBeGreaterThanOrEqual(Date.parse(m.startedAt!));
    expect(
      r.questions.map((q) => [
        q.number,
        q.position,
        q.section,
        q.answered,
        q.correct,
        q.pretest,
        q.flagged,
        q.timeSpentSeconds,
      ]),
    ).toEqual([
      [1, 1, 'english', true, true, false, true, 30],
      [2, 2, 'english', true, true, false, false, 12],
      [3, 3, 'english', true, null, true, false, 5],
      [4, 1, 'english', true, true, false, false, 62],
      [5, 2, 'english', true, false, false, false, 8],
      [6, 1, 'math', true, false, false, false, 20],
      [7, 2, 'math', true, true, false, true, 90],
      [8, 3, 'math', false, false, false, false, 0],
    ]);
    expect(r.questions.map((q) => q.domain)).toContain('Algebra');
    expect(r.questions.every((q) => q.moduleId && q.sectionId && q.type)).toBe(true);
  });

  it('is 409 while the attempt is in progress, and for one abandoned by a restart, for the result and the review', async () => {
    const tenant = await createTestTenant(app);
    const test = await make(tenant, SMALL_SAT);
    const user = await createTestUser(app, tenant);
    const id = await start(user, test.id);
    const restarted = await post<StartAttemptResponse>(user, `/api/user-exams/${id}/restart`);
    expect(restarted.status, JSON.stringify(restarted.body)).toBe(200);
    const replaced = [id, 'abandoned'] as const;
    const open = [restarted.body.userExamId, 'in_progress'] as const;
    for (const [attempt, status] of [replaced, open])
      for (const path of ['result', 'review']) {
        const res = await get(user, `/api/user-exams/${attempt}/${path}`);
        expect(res.status).toBe(409);
        expect(res.body).toMatchObject({ code: 'conflict', details: { status } });
      }
  });

  it('lets the student, educators of the tenant and the linked parent read it; everyone else gets 404, no token 401', async () => {
    const tenant = await createTestTenant(app);
    const test = await make(tenant, SMALL_SAT);
    const { user, id } = await takeSmallSat(tenant, test.id);
    const teacher = await createTestUser(app, tenant, { roles: ['teacher'] });
    const admin = await createTestUser(app, tenant, { roles: ['organization_admin'] });
    const parent = await createTestUser(app, tenant, { roles: ['parent'] });
    await withTenant(app.deps.db, tenant.id, (tx) => insertAcceptedLink(tx, parent.id, user.id));
    for (const reader of [user, teacher, admin, parent])
      for (const path of ['result', 'review'])
        expect((await get(reader, `/api/user-exams/${id}/${path}`)).status, path).toBe(200);

    const classmate = await createTestUser(app, tenant);
    const otherParent = await createTestUser(app, tenant, { roles: ['parent'] });
    const elsewhere = await createTestTenant(app);
    const outsider = await createTestUser(app, elsewhere, { roles: ['teacher'] });
    for (const reader of [classmate, otherParent, outsider])
      for (const path of ['result', 'review']) {
        const res = await get(reader, `/api/user-exams/${id}/${path}`);
        expect(res.status, path).toBe(404);
        expect(res.body.code).toBe('not_found');
      }
    // The outsider's token names nobody in the attempt's tenant; without a token, nobody at all.
    expect(
      (await get({ headers: { ...outsider.headers, 'x-tenant': tenant.slug } }, `/api/user-exams/${id}/result`)).status,
    ).toBe(401);
    expect((await get({ headers: { 'x-tenant': tenant.slug } }, `/api/user-exams/${id}/result`)).status).toBe(401);
    expect((await get(user, `/api/user-exams/${randomUUID()}/result`)).status).toBe(404);
  });
});

describe('GET /api/user-exams/:id/review', () => {
  it('shows every question taken with the answer, the key and the explanation; the attempt view never does', async () => {
    const tenant = await createTestTenant(app);
    const test = await make(tenant, SMALL_SAT);
    const user = await createTestUser(app, tenant, PRO);
    const id = await start(user, test.id);
    const open = JSON.stringify(await view(user, id));
    await complete(user, id, (q) => PLANNED[q.stem]);
    const closed = JSON.stringify(await view(user, id));
    for (const text of [open, closed])
      for (const leak of ['EXPLAIN-', 'answerKey', 'correctAnswer', 'explanation']) expect(text).not.toContain(leak);

    const res = await get<AttemptReview>(user, `/api/user-exams/${id}/review`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const review = res.body;
    expect(review).toMatchObject({
      id,
      test: { id: test.id },
      locks: { report: false, explanations: false, pdf: false },
    });
    // The easier module 2 was not taken, so its questions are not reviewed.
    expect(review.questions.map((q) => q.stem)).toEqual([
      'RW1-Q1',
      'RW1-Q2',
      'RW1-Q3',
      'RWH-Q1',
      'RWH-Q2',
      'M1-Q1 $x^2$',
      'M1-Q2',
      'M1-Q3',
    ]);
    const [q1, , q3, , , m1, m2, m3] = review.questions;
    expect(q1).toMatchObject({
      number: 1,
      position: 1,
      section: 'english',
      answer: 'B',
      correct: true,
      correctAnswer: ['B'],
      flagged: true,
      timeSpentSeconds: 30,
    });
    expect(q1).toMatchObject({
      explanation: 'EXPLAIN-RW1-Q1',
      explanationHtml: '<p>EXPLAIN-RW1-Q1</p>',
      domain: 'Craft and Structure',
      skill: 'Words in Context',
      difficulty: 'easy',
    });
    expect(q1!.choices.map((c) => c.id)).toEqual(['A', 'B', 'C', 'D']);
    expect(q3).toMatchObject({ pretest: true, correct: null, correctAnswer: ['A'] });
    expect(m1).toMatchObject({ number: 6, section: 'math', answer: 'B', correct: false, correctAnswer: ['A'] });
    expect(m1!.stemHtml).toContain('katex');
    expect(m1!.explanationHtml).toContain('katex');
    expect(m2).toMatchObject({
      type: 'grid_in',
      answer: '3.5',
      correct: true,
      correctAnswer: ['7/2', '3.5'],
      timeSpentSeconds: 90,
    });
    expect(m3).toMatchObject({ answer: null, correct: false, correctAnswer: ['D'], timeSpentSeconds: 0 });
  });
});

describe('locks (the commerce hook)', () => {
  it('refuses a locked review with 402 codes and keeps a locked report to its headline', async () => {
    const tenant = await createTestTenant(app);
    const test = await make(tenant, SMALL_SAT);
    const { user, id } = await takeSmallSat(tenant, test.id);
    const actor: AuthUser = {
      id: user.id,
      tokenId: 'none',
      roles: [],
      pro_expired_at: null,
      lang: 'en',
      email: user.email,
    };
    const ctx = { tenant, actor, userExamId: id };
    const seen: string[] = [];
    const lockReport: LockRule = (facts) => (
      seen.push(`${facts.viewer}:${facts.test.kind}:${facts.mode}`),
      { report: true, explanations: true, pdf: true }
    );
    const lockExplanations: LockRule = () => ({ report: false, explanations: true, pdf: false });

    await expect(getAttemptReview(app.deps, ctx, lockReport)).rejects.toMatchObject({ code: 'print_pdf_forbidden' });
    await expect(getAttemptReview(app.deps, ctx, lockExplanations)).rejects.toMatchObject({
      code: 'point_is_not_enough',
    });
    expect(seen).toEqual(['student:sat:exam']);

    const locked = await getAttemptResult(app.deps, ctx, lockReport);
    expect(locked.locks).toEqual({ report: true, explanations: true, pdf: true });
    expect(locked.scores?.sections.map((s) => s.raw)).toEqual([3, 1]);
    expect([locked.skills, locked.modules, locked.questions, locked.routes]).toEqual([[], [], [], []]);
    const open = await getAttemptResult(app.deps, ctx, lockExplanations);
    expect(open.questions).toHaveLength(8);
    expect(open.locks.explanations).toBe(true);
  });
});

describe('locks (the unlocks module’s rule, decision 0014)', () => {
  it('a Free student’s full test taken through the engine keeps its headline until unlocked, then shows everything', async () => {
    const tenant = await createTestTenant(app);
    const test = await make(tenant, SMALL_SAT);
    const student = await createTestUser(app, tenant, { firstName: 'Ada' });
    const { id } = await takeSmallSat(tenant, test.id, student);
    const locked = await get<AttemptResult>(student, `/api/user-exams/${id}/result`);
    expect(locked.body.locks).toEqual({ report: true, explanations: true, pdf: true });
    expect(locked.body.scores?.sections.map((s) => s.raw)).toEqual([3, 1]);
    expect([locked.body.skills, locked.body.modules, locked.body.questions, locked.body.routes]).toEqual([
      [],
      [],
      [],
      [],
    ]);
    expect((await get(student, `/api/user-exams/${id}/review`)).body.code).toBe('print_pdf_forbidden');

    await withTenant(app.deps.db, tenant.id, (tx) =>
      moveCoins(tx, { userId: student.id, type: 'deposit', amount: 10 }),
    );
    const unlocked = await call<UnlockResult>(app, {
      method: 'POST',
      url: `/api/user-exams/${id}/unlock`,
      headers: { ...student.headers, 'idempotency-key': randomUUID() },
    });
    expect(unlocked.body).toEqual({ unlocked: true, paid: 10, balance: 0 });
    const open = await get<AttemptResult>(student, `/api/user-exams/${id}/result`);
    expect(open.body.locks).toEqual({ report: false, explanations: false, pdf: false });
    expect(open.body.questions).toHaveLength(8);
    expect(open.body.routes.map((r) => r.route)).toEqual(['harder', 'base']);
    expect((await get<AttemptReview>(student, `/api/user-exams/${id}/review`)).body.questions).toHaveLength(8);
  });
});

describe('GET /api/user-exams (history)', () => {
  it('lists the caller’s own attempts newest first, 20 per page, by kind, status and title', async () => {
    const tenant = await createTestTenant(app);
    const small = await make(tenant, SMALL_SAT);
    const act = await make(tenant, ACT_DRILL);
    const user = await createTestUser(app, tenant);
    // 21 finished ACT drills, older than the rest; the third newest has an overall score.
    await withTenant(app.deps.db, tenant.id, (tx) =>
      tx.insert(userExams).values(
        Array.from({ length: 21 }, (_, i) => ({
          userId: user.id,
          testId: act.id,
          status: 'completed' as const,
          startedAt: new Date(Date.UTC(2025, 0, 1 + i)),
          completedAt: new Date(Date.UTC(2025, 0, 1 + i, 1)),
          scores:
            i === 20
              ? {
                  sections: [],
                  total: null,
                  scaled: false,
                  overall: { scale: 'act_composite' as const, value: 25, range: null, estimated: false },
                }
              : null,
        })),
      ),
    );
    const done = (await takeSmallSat(tenant, small.id, user)).id;
    const open = await start(user, satId);
    const classmate = await createTestUser(app, tenant);
    await start(classmate, satId);

    const first = await get<AttemptPage>(user, '/api/user-exams');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ current_page: 1, per_page: 20, total: 23 });
    expect(first.body.data).toHaveLength(20);
    expect(first.body.data.slice(0, 3).map((a) => [a.id, a.status, a.test.title])).toEqual([
      [open, 'in_progress', DEMO_SAT_MOCK.title],
      [done, 'completed', SMALL_SAT.title],
      [first.body.data[2]!.id, 'completed', ACT_DRILL.title],
    ]);
    expect(first.body.data[2]!.overall).toEqual({ scale: 'act_composite', value: 25, range: null, estimated: false });
    expect(first.body.data[3]!.overall).toBeNull();
    expect(first.body.data.every((a) => a.student.id === user.id)).toBe(true);
    const starts = first.body.data.map((a) => Date.parse(a.startedAt));
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
    const second = await get<AttemptPage>(user, '/api/user-exams', { page: '2' });
    expect(second.body.data.map((a) => a.startedAt)).toEqual([
      '2025-01-03T00:00:00.000Z',
      '2025-01-02T00:00:00.000Z',
      '2025-01-01T00:00:00.000Z',
    ]);

    expect((await get<AttemptPage>(user, '/api/user-exams', { kind: 'act' })).body.total).toBe(21);
    expect((await get<AttemptPage>(user, '/api/user-exams', { kind: 'toefl' })).body.total).toBe(0);
    const inProgress = await get<AttemptPage>(user, '/api/user-exams', { status: 'in_progress' });
    expect(inProgress.body.data.map((a) => a.id)).toEqual([open]);
    const byTitle = await get<AttemptPage>(user, '/api/user-exams', { q: 'tiny results' });
    expect(byTitle.body.data.map((a) => a.id)).toEqual([done]);
    const byTest = await get<AttemptPage>(user, '/api/user-exams', { examId: small.id, status: 'completed' });
    expect(byTest.body.data.map((a) => a.id)).toEqual([done]);
    expect((await get<AttemptPage>(user, '/api/user-exams', { examId: satId })).body.data.map((a) => a.id)).toEqual([
      open,
    ]);
    expect((await get<AttemptPage>(user, '/api/user-exams', { q: '100%_' })).body.total).toBe(0);
    expect((await get(user, '/api/user-exams', { status: 'finished' })).status).toBe(422);
    expect((await get({ headers: { 'x-tenant': tenant.slug } }, '/api/user-exams')).status).toBe(401);
  });
});

describe('educators', () => {
  it('list the tenant’s students’ attempts at a test, completed first, with names; other tenants and staff are left out', async () => {
    const tenant = await createTestTenant(app);
    const teacher = await createTestUser(app, tenant, { roles: ['teacher'] });
    const ada = await createTestUser(app, tenant, { firstName: 'Ada' });
    const ben = await createTestUser(app, tenant, { firstName: 'Ben' });
    const benDone = await start(ben, satId);
    await complete(ben, benDone, () => undefined);
    const adaOpen = await start(ada, satId);
    const benOpen = await start(ben, satId);
    await start(teacher, satId);
    const stranger = await createTestUser(app, await createTestTenant(app));
    await start(stranger, satId);

    const res = await get<AttemptPage>(teacher, `/api/tests/${satId}/attempts`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.total).toBe(3);
    expect(res.body.data.map((a) => [a.id, a.status, a.student.name])).toEqual([
      [benDone, 'completed', 'Ben User'],
      [benOpen, 'in_progress', 'Ben User'],
      [adaOpen, 'in_progress', 'Ada User'],
    ]);
    const admin = await createTestUser(app, tenant, { roles: ['organization_admin'] });
    const byName = await get<AttemptPage>(admin, `/api/tests/${satId}/attempts`, { q: 'ada user' });
    expect(byName.body.data.map((a) => a.id)).toEqual([adaOpen]);
    expect(
      (await get<AttemptPage>(admin, `/api/tests/${satId}/attempts`, { status: 'completed' })).body.data.map(
        (a) => a.id,
      ),
    ).toEqual([benDone]);

    expect((await get(ada, `/api/tests/${satId}/attempts`)).status).toBe(403);
    expect((await get(teacher, `/api/tests/${randomUUID()}/attempts`)).status).toBe(404);
  });

  it('review a test: every module and route with keys and explanations, no attempt', async () => {
    const tenant = await createTestTenant(app);
    const test = await make(tenant, SMALL_SAT);
    const teacher = await createTestUser(app, tenant, { roles: ['teacher'] });
    const res = await get<AttemptReview>(teacher, `/api/tests/${test.id}/review`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ id: null, test: { id: test.id, title: SMALL_SAT.title } });
    expect(res.body.questions.map((q) => [q.number, q.stem])).toEqual(
      SMALL_SAT_QUESTIONS.map((q, i) => [i + 1, q.stem]),
    );
    for (const q of res.body.questions) {
      expect(q).toMatchObject({ answer: null, correct: null, flagged: false, timeSpentSeconds: 0 });
      expect(q.explanation).toBe(`EXPLAIN-${q.stem}`);
      expect(q.correctAnswer.length).toBeGreaterThan(0);
    }

    const student = await createTestUser(app, tenant);
    expect((await get(student, `/api/tests/${test.id}/review`)).status).toBe(403);
    const outsider = await createTestUser(app, await createTestTenant(app), { roles: ['teacher'] });
    expect((await get(outsider, `/api/tests/${test.id}/review`)).status).toBe(404);
    expect((await get(outsider, `/api/tests/${test.id}/attempts`)).status).toBe(404);
  });
});

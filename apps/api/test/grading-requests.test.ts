import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  serverMessage,
  type ErrorBody,
  type GradingQueuePage,
  type GradingRequestList,
  type GradingRequestView,
  type Lang,
} from '@prepwell/contracts';
import { coinTransactions, gradingRequests } from '../src/db/schema/index.ts';
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

/** Grading of TOEFL speaking and writing answers (decision 0014): prices, Pro's discount and priority, the queue, grades. */

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app?.close());

type Res<T> = T & Partial<Omit<ErrorBody, 'status'>>;
const PRO = '2999-12-31';
const ESSAY_TEXT = 'Online classes help students who work, because they can study at night.';
const RECORDING = '/uploads/recordings/answer.webm';

const ask = (
  user: TestUser,
  id: string,
  body: Record<string, unknown>,
  options: { key?: string | null; lang?: string } = {},
) =>
  call<Res<GradingRequestView>>(app, {
    method: 'POST',
    url: `/api/user-exams/${id}/grading`,
    headers: {
      ...user.headers,
      ...(options.key === null ? {} : { 'idempotency-key': options.key ?? randomUUID() }),
      ...(options.lang ? { 'accept-language': options.lang } : {}),
    },
    payload: body,
  });
const listOf = (user: TestUser, id: string) =>
  call<Res<GradingRequestList>>(app, { url: `/api/user-exams/${id}/grading`, headers: user.headers });
const queue = (user: TestUser, query: Record<string, string> = {}) =>
  call<Res<GradingQueuePage>>(app, { url: '/api/grading/queue', headers: user.headers, query });
const grade = (user: TestUser, requestId: string, body: Record<string, unknown>, lang?: string) =>
  call<Res<GradingRequestView>>(app, {
    method: 'POST',
    url: `/api/grading/${requestId}`,
    headers: { ...user.headers, ...(lang ? { 'accept-language': lang } : {}) },
    payload: body,
  });
const deposit = (tenant: TenantContext, user: TestUser, amount: number) =>
  withTenant(app.deps.db, tenant.id, (tx) => moveCoins(tx, { userId: user.id, type: 'deposit', amount }));
const balanceOf = (tenant: TenantContext, user: TestUser) =>
  withTenant(app.deps.db, tenant.id, (tx) => getBalance(tx, user.id));
const purchasesOf = async (tenant: TenantContext, user: TestUser) =>
  (
    await withTenant(app.deps.db, tenant.id, (tx) =>
      tx.select().from(coinTransactions).where(eq(coinTransactions.userId, user.id)),
    )
  ).filter((t) => t.type === 'purchase');

/**
 * A completed TOEFL full test with a writing section (essay, choice) and a speaking section, answered:
 * the essay as given, the choice `A`, the speaking answer as given (undefined: not answered).
 */
const toeflAttempt = async (
  tenant: TenantContext,
  user: TestUser,
  answers: { essay?: string | null; speaking?: string | null } = {},
  title?: string,
) => {
  const testId = await makeUnlockTest(app.deps, tenant.id, {
    type: 'full_mock',
    rated: true,
    ...(title ? { title } : {}),
  });
  const { id, questionIds } = await completedAttempt(app.deps, tenant.id, {
    userId: user.id,
    testId,
    type: 'full_mock',
    answers: [
      'essay' in answers ? answers.essay : ESSAY_TEXT,
      'A',
      'speaking' in answers ? answers.speaking : RECORDING,
    ],
  });
  const [essay, choice, speaking] = questionIds as [string, string, string];
  return { id, testId, essay, choice, speaking };
};

describe('POST /api/user-exams/:id/grading', () => {
  it('buys a level with a purchase transaction, once per key; a higher level upgrades for the difference, the same or lower is 409', async () => {
    const tenant = await createTestTenant(app);
    const student = await createTestUser(app, tenant);
    await deposit(tenant, student, 100);
    const { id, essay } = await toeflAttempt(tenant, student, {}, 'TOEFL Mock Nine');

    const key = randomUUID();
    const first = await ask(student, id, { question_id: essay, level: 'score' }, { key });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({
      user_exam_id: id,
      question_id: essay,
      level: 'score',
      status: 'pending',
      price: 10,
      priority: false,
      score: null,
      max_score: 5,
      comment: null,
      graded_at: null,
    });
    expect((await ask(student, id, { question_id: essay, level: 'score' }, { key })).body).toEqual(first.body);
    expect(await balanceOf(tenant, student)).toBe(90);

    const same = await ask(student, id, { question_id: essay, level: 'score' });
    expect([same.status, same.body.code, same.body.details]).toEqual([
      409,
      'grading_already_requested',
      { level: 'score', status: 'pending' },
    ]);

    const upgraded = await ask(student, id, { question_id: essay, level: 'vip' });
    expect(upgraded.status, JSON.stringify(upgraded.body)).toBe(200);
    expect(upgraded.body).toMatchObject({ id: first.body.id, level: 'vip', status: 'pending', price: 60 });
    expect(await balanceOf(tenant, student)).toBe(40);
    const lower = await ask(student, id, { question_id: essay, level: 'simple' });
    expect([lower.status, lower.body.code]).toEqual([409, 'grading_already_requested']);

    const purchases = await purchasesOf(tenant, student);
    expect(
      purchases.map((t) => [t.amount, t.notes, t.reference.kind, t.reference.level, t.reference.grading_request_id]),
    ).toEqual([
      [-10, 'TOEFL Mock Nine', 'grading', 'score', first.body.id],
      [-50, 'TOEFL Mock Nine', 'grading', 'vip', first.body.id],
    ]);
  });

  it('Pro pays (100 − 20) % rounded up and is marked for priority; the tenant’s prices and discount apply', async () => {
    const tenant = await createTestTenant(app, {
      settings: { gradingPrices: { score: 7, simple: 33, vip: 61 }, proGradingDiscountPercent: 15 },
    });
    const pro = await createTestUser(app, tenant, { proUntil: PRO });
    await deposit(tenant, pro, 100);
    const { id, essay, speaking } = await toeflAttempt(tenant, pro);
    const simple = await ask(pro, id, { question_id: speaking, level: 'simple' });
    // 33 × 85 % = 28.05 → 29
    expect(simple.body).toMatchObject({ level: 'simple', price: 29, priority: true });
    // vip 61 × 85 % = 51.85 → 52, less the 29 paid → 23 more
    const vip = await ask(pro, id, { question_id: speaking, level: 'vip' });
    expect(vip.body).toMatchObject({ level: 'vip', price: 52, priority: true });
    // score 7 × 85 % = 5.95 → 6
    expect((await ask(pro, id, { question_id: essay, level: 'score' })).body).toMatchObject({
      price: 6,
      priority: true,
    });
    expect(await balanceOf(tenant, pro)).toBe(100 - 52 - 6);

    const defaults = await createTestTenant(app);
    const other = await createTestUser(app, defaults, { proUntil: PRO });
    await deposit(defaults, other, 100);
    const attempt = await toeflAttempt(defaults, other);
    expect((await ask(other, attempt.id, { question_id: attempt.essay, level: 'score' })).body.price).toBe(8);
    expect((await ask(other, attempt.id, { question_id: attempt.speaking, level: 'vip' })).body.price).toBe(48);
  });

  it('is 400 grading_not_available, in the caller’s language, for anything but an answered rated task of the attempt', async () => {
    const tenant = await createTestTenant(app);
    const student = await createTestUser(app, tenant);
    await deposit(tenant, student, 100);
    const { id, essay, choice, speaking } = await toeflAttempt(tenant, student, { essay: '   ', speaking: undefined });
    const elsewhere = await toeflAttempt(tenant, student);
    for (const [header, lang] of [
      ['en', 'en'],
      ['zh-CN', 'cn'],
      ['zh-TW', 'tw'],
    ] as [string, Lang][])
      for (const question of [essay, choice, speaking, elsewhere.essay, randomUUID()]) {
        // A blank essay, a choice question, a speaking task not answered, another attempt's essay, no question.
        const res = await ask(student, id, { question_id: question, level: 'score' }, { lang: header });
        expect([res.status, res.body.code, res.body.message]).toEqual([
          400,
          'grading_not_available',
          serverMessage(lang, 'errors.grading_not_available'),
        ]);
      }
    expect(await balanceOf(tenant, student)).toBe(100);

    const invalid = await ask(student, id, { question_id: choice, level: 'gold' });
    expect([invalid.status, invalid.body.code]).toEqual([422, 'validation_failed']);
    expect(invalid.body.fieldErrors?.map((f) => f.path)).toEqual(['level']);
    const missingKey = await ask(
      student,
      elsewhere.id,
      { question_id: elsewhere.essay, level: 'score' },
      { key: null },
    );
    expect([missingKey.status, missingKey.body.code]).toEqual([400, 'idempotency_key_required']);
  });

  it('only for the student’s own completed attempt: 409 while open, 403 for educators and the parent, 404 for others', async () => {
    const tenant = await createTestTenant(app);
    const student = await createTestUser(app, tenant);
    await deposit(tenant, student, 100);
    const testId = await makeUnlockTest(app.deps, tenant.id, { type: 'full_mock', rated: true });
    const open = await completedAttempt(app.deps, tenant.id, {
      userId: student.id,
      testId,
      type: 'full_mock',
      answers: [ESSAY_TEXT],
      status: 'in_progress',
    });
    const openRes = await ask(student, open.id, { question_id: open.questionIds[0], level: 'score' });
    expect([openRes.status, openRes.body.code]).toEqual([409, 'conflict']);

    const { id, essay } = await toeflAttempt(tenant, student);
    const parent = await createTestUser(app, tenant, { roles: ['parent'] });
    await withTenant(app.deps.db, tenant.id, (tx) => insertAcceptedLink(tx, parent.id, student.id));
    for (const reader of [parent, await createTestUser(app, tenant, { roles: ['teacher'] })]) {
      await deposit(tenant, reader, 100);
      expect((await ask(reader, id, { question_id: essay, level: 'score' })).status).toBe(403);
    }
    for (const reader of [await createTestUser(app, tenant), await createTestUser(app, await createTestTenant(app))])
      expect((await ask(reader, id, { question_id: essay, level: 'score' })).status).toBe(404);
  });

  it('with too few coins: 400 insufficient_balance {balance, needed} and no request', async () => {
    const tenant = await createTestTenant(app);
    const student = await createTestUser(app, tenant);
    await deposit(tenant, student, 25);
    const { id, essay } = await toeflAttempt(tenant, student);
    const res = await ask(student, id, { question_id: essay, level: 'simple' });
    expect([res.status, res.body.code, res.body.details]).toEqual([
      400,
      'insufficient_balance',
      { balance: 25, needed: 30 },
    ]);
    expect((await listOf(student, id)).body).toEqual([]);
    expect(await balanceOf(tenant, student)).toBe(25);
    expect(await purchasesOf(tenant, student)).toEqual([]);
    // Enough for the score level; then an upgrade short of the difference leaves the request as it was.
    expect((await ask(student, id, { question_id: essay, level: 'score' })).body.price).toBe(10);
    const upgrade = await ask(student, id, { question_id: essay, level: 'vip' });
    expect([upgrade.status, upgrade.body.details]).toEqual([400, { balance: 15, needed: 50 }]);
    expect((await listOf(student, id)).body.map((r) => [r.level, r.price])).toEqual([['score', 10]]);
    expect(await balanceOf(tenant, student)).toBe(15);
  });
});

describe('the grading queue and grades', () => {
  it('lists the tenant’s pending requests Pro first, then oldest first, with what the grader reads; students are 403', async () => {
    const tenant = await createTestTenant(app);
    const teacher = await createTestUser(app, tenant, { roles: ['teacher'] });
    const ada = await createTestUser(app, tenant, { firstName: 'Ada' });
    const ben = await createTestUser(app, tenant, { firstName: 'Ben', proUntil: PRO });
    for (const u of [ada, ben]) await deposit(tenant, u, 200);
    const a = await toeflAttempt(tenant, ada, {}, 'Queue Test');
    const b = await toeflAttempt(tenant, ben);
    const oldest = (await ask(ada, a.id, { question_id: a.essay, level: 'simple' })).body.id;
    const newest = (await ask(ada, a.id, { question_id: a.speaking, level: 'score' })).body.id;
    const pro = (await ask(ben, b.id, { question_id: b.essay, level: 'vip' })).body.id;
    // Ages set explicitly: Ada's first request is the oldest, Ben's (Pro) the newest of all.
    const age = (requestId: string, minutes: number) =>
      withTenant(app.deps.db, tenant.id, (tx) =>
        tx
          .update(gradingRequests)
          .set({ createdAt: new Date(Date.now() - minutes * 60_000) })
          .where(eq(gradingRequests.id, requestId)),
      );
    await age(oldest, 30);
    await age(newest, 20);
    await age(pro, 1);
    // Another tenant's request never shows.
    const elsewhere = await createTestTenant(app);
    const stranger = await createTestUser(app, elsewhere);
    await deposit(elsewhere, stranger, 100);
    const s = await toeflAttempt(elsewhere, stranger);
    await ask(stranger, s.id, { question_id: s.essay, level: 'score' });

    const res = await queue(teacher);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ current_page: 1, per_page: 20, total: 3 });
    expect(res.body.data.map((r) => r.id)).toEqual([pro, oldest, newest]);
    expect(res.body.data[1]).toMatchObject({
      level: 'simple',
      status: 'pending',
      max_score: 5,
      student: { id: ada.id, name: 'Ada User' },
      test: { title: 'Queue Test', kind: 'toefl' },
      question: {
        type: 'written_response',
        task: 'academic_discussion',
        section: 'writing',
        stem: 'Write for an academic discussion.',
      },
      answer: ESSAY_TEXT,
    });
    expect(res.body.data[2]).toMatchObject({
      question: { type: 'spoken_response', section: 'speaking' },
      answer: RECORDING,
    });
    const admin = await createTestUser(app, tenant, { roles: ['organization_admin'] });
    expect((await queue(admin)).body.total).toBe(3);
    expect((await queue(ada)).status).toBe(403);
    expect((await queue(teacher, { status: 'graded' })).body.total).toBe(0);
  });

  it('a teacher grades on the task’s scale with the comment the level needs; the student, the parent and educators see it', async () => {
    const tenant = await createTestTenant(app);
    const teacher = await createTestUser(app, tenant, { roles: ['teacher'] });
    const student = await createTestUser(app, tenant);
    const parent = await createTestUser(app, tenant, { roles: ['parent'] });
    await withTenant(app.deps.db, tenant.id, (tx) => insertAcceptedLink(tx, parent.id, student.id));
    await deposit(tenant, student, 200);
    const { id, essay, speaking } = await toeflAttempt(tenant, student);
    const commented = (await ask(student, id, { question_id: essay, level: 'simple' })).body.id;
    const scoreOnly = (await ask(student, id, { question_id: speaking, level: 'score' })).body.id;

    for (const [header, lang] of [
      ['en', 'en'],
      ['zh-CN', 'cn'],
      ['zh-TW', 'tw'],
    ] as [string, Lang][]) {
      const tooHigh = await grade(teacher, commented, { score: 6, comment: 'Fine.' }, header);
      expect([tooHigh.status, tooHigh.body.code]).toEqual([422, 'grade_out_of_range']);
      expect(tooHigh.body.fieldErrors).toEqual([
        { path: 'score', message: serverMessage(lang, 'errors.grade_out_of_range', { max: 5 }) },
      ]);
      const noComment = await grade(teacher, commented, { score: 4, comment: '  ' }, header);
      expect([noComment.status, noComment.body.code]).toEqual([422, 'validation_failed']);
      expect(noComment.body.fieldErrors).toEqual([
        { path: 'comment', message: serverMessage(lang, 'validation.required') },
      ]);
    }
    const negative = await grade(teacher, commented, { score: -1, comment: 'x' });
    expect([negative.status, negative.body.fieldErrors?.[0]?.path]).toEqual([422, 'score']);

    const graded = await grade(teacher, commented, { score: 4, comment: ' Clear position, two developed reasons. ' });
    expect(graded.status, JSON.stringify(graded.body)).toBe(200);
    expect(graded.body).toMatchObject({
      id: commented,
      status: 'graded',
      score: 4,
      comment: 'Clear position, two developed reasons.',
    });
    expect(Date.parse(graded.body.graded_at!)).toBeGreaterThan(0);
    // A score-only request keeps no comment.
    expect((await grade(teacher, scoreOnly, { score: 3, comment: 'Not part of the level.' })).body).toMatchObject({
      status: 'graded',
      score: 3,
      comment: null,
    });

    for (const reader of [student, parent, teacher]) {
      const list = await listOf(reader, id);
      expect(list.status).toBe(200);
      expect(list.body.map((r) => [r.question_id, r.level, r.status, r.score, r.comment])).toEqual([
        [essay, 'simple', 'graded', 4, 'Clear position, two developed reasons.'],
        [speaking, 'score', 'graded', 3, null],
      ]);
    }
    expect((await listOf(await createTestUser(app, tenant), id)).status).toBe(404);
    expect((await queue(teacher)).body.total).toBe(0);
    expect((await queue(teacher, { status: 'graded' })).body.data.map((r) => r.id).sort()).toEqual(
      [commented, scoreOnly].sort(),
    );

    // An upgrade after grading goes back to the queue at the new level, keeping the grade so far.
    const vip = await ask(student, id, { question_id: speaking, level: 'vip' });
    expect(vip.body).toMatchObject({ level: 'vip', status: 'pending', score: 3, price: 60, graded_at: null });
    expect((await queue(teacher)).body.data.map((r) => r.id)).toEqual([scoreOnly]);

    const outsider = await createTestUser(app, await createTestTenant(app), { roles: ['teacher'] });
    expect((await grade(outsider, commented, { score: 1, comment: 'x' })).status).toBe(404);
    expect((await grade(teacher, randomUUID(), { score: 1, comment: 'x' })).status).toBe(404);
    expect((await grade(student, commented, { score: 5, comment: 'x' })).status).toBe(403);
  });
});

const reason = 'needs concurrent connections: run with TEST_DATABASE_URL (PGlite serialises every transaction)';

describe(`concurrent requests (${onServer ? 'server' : 'skipped on PGlite'})`, () => {
  it.skipIf(!onServer)(`double clicks with different keys buy one grading (${reason})`, async () => {
    const tenant = await createTestTenant(app);
    const student = await createTestUser(app, tenant);
    await deposit(tenant, student, 100);
    const { id, essay } = await toeflAttempt(tenant, student);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => ask(student, id, { question_id: essay, level: 'simple' })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409).every((r) => r.body.code === 'grading_already_requested')).toBe(
      true,
    );
    expect(await balanceOf(tenant, student)).toBe(70);
    expect(await purchasesOf(tenant, student)).toHaveLength(1);
  });
});

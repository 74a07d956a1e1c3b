import { and, eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANSWER_GRACE_SECONDS } from '@prepwell/contracts';
import { moduleQuestions, questions, testModules, userExamAnswers } from '../src/db/schema/index.ts';
import { withTenant } from '../src/db/with-tenant.ts';
import { quickSaveAnswer } from '../src/modules/exams/attempts/answers.repository.ts';
import { knownShape } from '../src/modules/exams/attempts/question-shapes.ts';
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
import { createTestApp, createTestTenant, createTestUser, type TestApp, type TestUser } from './helpers.ts';

/**
 * The quick save (issue 21): one statement that gates, touches and upserts. Its gate must let in only
 * saves the long way would take as they are, and write nothing for any other; the service must send
 * those the long way, which decides them with every rule.
 */
let app: TestApp;
let api: AttemptApi;
beforeAll(async () => {
  app = await createTestApp();
  api = attemptApi(app);
});
afterAll(async () => app?.close());

/** One section of two 10-minute modules; the attempt runs module 1. */
const running = async (options: { clock?: 'module' | 'test' } = {}) => {
  const tenant = await createTestTenant(app);
  const user = await createTestUser(app, tenant);
  const testId = await makeTest(app, tenant, {
    ...(options.clock ? { clock: options.clock, kind: 'shsat', version: 'shsat' } : {}),
    sections: [
      { section: options.clock ? 'math' : 'english', modules: [{ questions: mcqs(2) }, { questions: mcqs(2, 5) }] },
    ],
  });
  const id = (await api.start(user, testId)).body.userExamId;
  const view = (await api.startModule(user, id)).body;
  const [q1, q2] = view.current!.questions;
  // A question of the test outside module 1.
  const other = await withTenant(
    app.deps.db,
    tenant.id,
    async (tx) =>
      (
        await tx
          .select({ id: moduleQuestions.questionId, moduleId: moduleQuestions.moduleId })
          .from(moduleQuestions)
          .innerJoin(testModules, eq(testModules.id, moduleQuestions.moduleId))
          .where(and(eq(testModules.testId, testId), ne(moduleQuestions.moduleId, q1!.moduleId)))
      )[0]!,
  );
  return { tenant, user, testId, id, view, q1: q1!, q2: q2!, other };
};

const storedAnswer = async (tenant: TenantContext, id: string, questionId: string) =>
  (
    await withTenant(app.deps.db, tenant.id, (tx) =>
      tx
        .select()
        .from(userExamAnswers)
        .where(and(eq(userExamAnswers.userExamId, id), eq(userExamAnswers.questionId, questionId))),
    )
  )[0];

const quick = (
  tenant: TenantContext,
  user: TestUser,
  id: string,
  questionId: string,
  values: { seq: number; answer?: string; epoch?: number; updatedAt?: string; now?: Date; asTenant?: string },
) => {
  const now = values.now ?? new Date();
  return quickSaveAnswer(app.deps.db, values.asTenant ?? tenant.id, {
    userExamId: id,
    userId: user.id,
    questionId,
    questionUpdatedAt: values.updatedAt ?? knownShape(tenant.id, questionId)!.updatedAt,
    epoch: values.epoch,
    graceFloor: new Date(now.getTime() - ANSWER_GRACE_SECONDS * 1000),
    answer: values.answer ?? 'B',
    seq: values.seq,
    savedAt: now,
    flagged: undefined,
    timeSpentMs: undefined,
    eliminated: undefined,
  });
};

describe('the quick save’s gate', () => {
  it('writes a save of a running module’s question, and keeps the higher seq as the long way does', async () => {
    const { tenant, user, id, q1, view } = await running();
    // The long way remembers the question (its shape and updated_at).
    expect((await api.save(user, id, q1.id, { answer: 'A', seq: 1 })).body.applied).toBe(true);
    expect(knownShape(tenant.id, q1.id)).toMatchObject({ type: 'multiple_choice' });

    const before = (await attemptRow(app, tenant, id)).lastSeenAt;
    const now = new Date(Date.now() + 1_000);
    expect(await quick(tenant, user, id, q1.id, { seq: 2, answer: 'C', now, epoch: view.epoch })).toEqual({
      questionId: q1.id,
      seq: 2,
      answer: { value: 'C' },
      flagged: false,
      applied: true,
    });
    expect((await attemptRow(app, tenant, id)).lastSeenAt!.getTime()).toBeGreaterThan(before!.getTime());
    expect(await quick(tenant, user, id, q1.id, { seq: 2, answer: 'D' })).toMatchObject({
      seq: 2,
      answer: { value: 'C' },
      applied: false,
    });
    expect(await storedAnswer(tenant, id, q1.id)).toMatchObject({
      moduleId: q1.moduleId,
      seq: 2,
      answer: { value: 'C' },
    });
  });

  it('lets nothing else in, and writes nothing then: an edited question, a stale epoch, the grace passed, a pause, a module not started, a submitted attempt, another module’s question, another student', async () => {
    const { tenant, user, id, q1, q2, other, view } = await running();
    expect((await api.save(user, id, q1.id, { answer: 'A', seq: 1 })).status).toBe(200);
    expect((await api.save(user, id, q2.id, { answer: 'A', seq: 1 })).status).toBe(200);
    const shape = knownShape(tenant.id, q1.id)!;
    const seenAt = (await attemptRow(app, tenant, id)).lastSeenAt;
    const closed = async (values: Parameters<typeof quick>[4], questionId = q1.id, who = user) => {
      expect(await quick(tenant, who, id, questionId, values), JSON.stringify(values)).toBeUndefined();
      expect((await attemptRow(app, tenant, id)).lastSeenAt).toEqual(seenAt);
      expect(await storedAnswer(tenant, id, q1.id)).toMatchObject({ seq: 1, answer: { value: 'A' } });
    };

    // The question changed after this process read it (another microsecond is another edit).
    const edited = new Date(new Date(shape.updatedAt).getTime() + 1).toISOString();
    await closed({ seq: 5, updatedAt: edited });
    await closed({ seq: 5, epoch: view.epoch - 1 });
    // The deadline plus the grace has passed (the long way ends the module then).
    const deadline = (await attemptRow(app, tenant, id)).moduleDeadlineAt!;
    await closed({ seq: 5, now: new Date(deadline.getTime() + ANSWER_GRACE_SECONDS * 1000 + 1) });
    // Its own updated_at, so that only the module keeps it out.
    const otherUpdatedAt = await withTenant(
      app.deps.db,
      tenant.id,
      async (tx) =>
        (
          await tx
            .select({ at: sql<string>`to_json(${questions.updatedAt}) #>> '{}'` })
            .from(questions)
            .where(eq(questions.id, other.id))
        )[0]!.at,
    );
    await closed({ seq: 5, updatedAt: otherUpdatedAt }, other.id);
    await closed({ seq: 5 }, q1.id, await createTestUser(app, tenant));

    await setAttempt(app, tenant, id, { pausedAt: new Date() });
    await closed({ seq: 5 });
    await setAttempt(app, tenant, id, { pausedAt: null, moduleStartedAt: null, moduleDeadlineAt: null });
    await closed({ seq: 5 });
    await setAttempt(app, tenant, id, {
      moduleStartedAt: secondsAgo(60),
      moduleDeadlineAt: new Date(Date.now() + 60_000),
      status: 'completed',
    });
    await closed({ seq: 5 });

    // Within the grace it is open, as on the long way.
    await setAttempt(app, tenant, id, { status: 'in_progress', moduleDeadlineAt: secondsAgo(2) });
    expect(await quick(tenant, user, id, q1.id, { seq: 5, epoch: view.epoch })).toMatchObject({
      applied: true,
      seq: 5,
    });
  });

  it('on a test clock, stores the question’s own module, as the long way does', async () => {
    const { tenant, user, id, q1, other } = await running({ clock: 'test' });
    // Both modules are open at once: the other module's question is saved the long way first, then quick.
    expect((await api.save(user, id, other.id, { answer: 'A', seq: 1 })).status).toBe(200);
    expect(await storedAnswer(tenant, id, other.id)).toMatchObject({ moduleId: other.moduleId });
    expect(await quick(tenant, user, id, other.id, { seq: 2 })).toMatchObject({ applied: true });
    expect(await storedAnswer(tenant, id, other.id)).toMatchObject({ moduleId: other.moduleId, seq: 2 });
    expect((await api.save(user, id, q1.id, { answer: 'A', seq: 1 })).status).toBe(200);
    expect(await quick(tenant, user, id, q1.id, { seq: 2 })).toMatchObject({ applied: true });
    expect(await storedAnswer(tenant, id, q1.id)).toMatchObject({ moduleId: q1.moduleId, seq: 2 });
  });
});

describe('autosave_quick binds its tenant for its own statement only', () => {
  it('finds no attempt of another tenant, and leaves no binding on the connection', async () => {
    const { tenant, user, id, q1 } = await running();
    expect((await api.save(user, id, q1.id, { answer: 'A', seq: 1 })).status).toBe(200);
    const stranger = await createTestTenant(app);
    const asStranger = await quick(tenant, user, id, q1.id, { seq: 9, answer: 'C', asTenant: stranger.id });
    expect(asStranger).toBeUndefined();
    expect(await storedAnswer(tenant, id, q1.id)).toMatchObject({ seq: 1, answer: { value: 'A' } });

    // Many quick saves at once, then as many plain statements: none of them runs bound to a tenant.
    await Promise.all(Array.from({ length: 20 }, (_, i) => quick(tenant, user, id, q1.id, { seq: 10 + i })));
    const settings = await Promise.all(
      Array.from({ length: 20 }, () =>
        app.deps.db
          .select({ tenant: sql<string | null>`nullif(current_setting('app.tenant_id', true), '')` })
          .from(sql`(select 1) as one`),
      ),
    );
    expect(settings.map((r) => r[0]!.tenant)).toEqual(Array(20).fill(null));
    expect(await storedAnswer(tenant, id, q1.id)).toMatchObject({ seq: 29 });
  });
});

describe('saves through the API once the question is known', () => {
  it('an edited question is read again: a removed choice is refused, a new one accepted', async () => {
    const { tenant, user, id, q1 } = await running();
    expect((await api.save(user, id, q1.id, { answer: 'D', seq: 1 })).status).toBe(200);
    await withTenant(app.deps.db, tenant.id, (tx) =>
      tx
        .update(questions)
        .set({
          choices: ['A', 'B', 'C', 'E'].map((c) => ({ id: c, text: `${c} answer` })),
          updatedAt: new Date(Date.now() + 5),
        })
        .where(eq(questions.id, q1.id)),
    );
    const removed = await api.save(user, id, q1.id, { answer: 'D', seq: 2 });
    expect(removed.status).toBe(422);
    expect(removed.body.fieldErrors?.map((f) => f.path)).toEqual(['answer']);
    expect((await api.save(user, id, q1.id, { answer: 'E', seq: 3 })).body).toMatchObject({
      applied: true,
      answer: 'E',
    });
    expect((await api.save(user, id, q1.id, { answer: 'D', seq: 4 })).status).toBe(422);
    expect(await storedAnswer(tenant, id, q1.id)).toMatchObject({ seq: 3, answer: { value: 'E' } });
  });

  it('a known question after the module’s time is refused as time over, and the module ends, as the first save would be', async () => {
    const { tenant, user, id, q1, q2 } = await running();
    expect((await api.save(user, id, q1.id, { answer: 'A', seq: 1 })).status).toBe(200);
    await setAttempt(app, tenant, id, { moduleDeadlineAt: secondsAgo(ANSWER_GRACE_SECONDS + 5) });
    const late = await api.save(user, id, q1.id, { answer: 'B', seq: 2 });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('module_time_over');
    // Module 2 is open now; module 1's question stays refused.
    expect((await api.read(user, id)).body.current).toMatchObject({ stage: 2 });
    expect((await api.save(user, id, q1.id, { answer: 'C', seq: 3 })).body.code).toBe('module_time_over');
    expect(await storedAnswer(tenant, id, q2.id)).toBeUndefined();
  });

  it('a stale epoch is refused on a known question as on the first save', async () => {
    const { user, id, q1, view } = await running();
    expect((await api.save(user, id, q1.id, { answer: 'A', seq: 1, epoch: view.epoch })).status).toBe(200);
    const reopened = (await api.open(user, id)).body;
    expect(reopened.epoch).toBe(view.epoch + 1);
    const stale = await api.save(user, id, q1.id, { answer: 'B', seq: 2, epoch: view.epoch });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('stale_session');
    expect((await api.save(user, id, q1.id, { answer: 'B', seq: 2, epoch: reopened.epoch })).body.applied).toBe(true);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AiExplanation, ErrorBody } from '@prepwell/contracts';
import { tests } from '../src/db/schema/index.ts';
import { withTenant } from '../src/db/with-tenant.ts';
import type { TenantContext } from '../src/modules/tenants/tenants.service.ts';
import { SAT_MATH_MODULE_1 } from '../src/seed/demo-exams-sat-math-1.ts';
import { attemptApi, makeTest, setAttempt } from './attempts-fixtures.ts';
import { questionIdsOf } from './ai-fixtures.ts';
import { call, createTestApp, createTestTenant, createTestUser, type TestApp, type TestUser } from './helpers.ts';
import { startOpenAiStub, type OpenAiStub } from './openai-stub-server.ts';

/**
 * Issue 17, `GET /api/ai/questions/:id/exp`: the explanation through the tenant's model (kept per question,
 * answer and language, so a repeat does not call the model), the offline fallback that says so, a provider
 * failure that is not kept, the per-minute limit, and who may ask: a question of a published test they see
 * or of a test they took; a draft's question only for its educators; another tenant's is 404.
 */

let withModel: TestApp;
let offline: TestApp;
let stub: OpenAiStub;
const DEMO = SAT_MATH_MODULE_1[0]!; // "If 3x + 7 = 22, what is the value of x?" key A (5)
const roomy = { aiMessagesPerMinute: 1000, aiFreeMessagesPerDay: 1000 };

beforeAll(async () => {
  stub = await startOpenAiStub();
  withModel = await createTestApp({ AI_BASE_URL: `${stub.url}/`, AI_MODEL: 'explain-model', AI_TIMEOUT_MS: '3000' });
  offline = await createTestApp();
  await fetch(`${stub.url}/warm-up`);
});
afterAll(async () => {
  await withModel?.close();
  await offline?.close();
  await stub?.close();
});
beforeEach(() => {
  stub.mode = 'answer';
  stub.replyFor = undefined;
});

type Body<T> = T & Partial<Omit<ErrorBody, 'status'>>;
const explain = (app: TestApp, user: TestUser, questionId: string, language = 'en', userExamId?: string) =>
  call<Body<AiExplanation>>(app, {
    url: `/api/ai/questions/${questionId}/exp`,
    headers: { ...user.headers, 'accept-language': language },
    ...(userExamId ? { query: { user_exam_id: userExamId } } : {}),
  });

/** A tenant with a published one-question test of its own: the question id, a student and a teacher. */
const setup = async (app: TestApp, settings: Record<string, number> = roomy) => {
  const tenant = await createTestTenant(app, { settings });
  const testId = await makeTest(app, tenant, {
    type: 'full_mock',
    sections: [{ section: 'math', modules: [{ questions: [DEMO] }] }],
  });
  const [questionId] = await questionIdsOf(app, tenant, testId);
  const student = await createTestUser(app, tenant);
  const teacher = await createTestUser(app, tenant, { roles: ['teacher'] });
  return { tenant, testId, questionId: questionId!, student, teacher };
};
const setStatus = (app: TestApp, tenant: TenantContext, testId: string, status: 'draft' | 'archived' | 'published') =>
  withTenant(app.deps.db, tenant.id, (tx) => tx.update(tests).set({ status }).where(eq(tests.id, testId)));

describe('the AI explanation through the model', () => {
  it('asks the model once per question, answer and language, and answers a repeat from the cache', async () => {
    const { questionId, student } = await setup(withModel);
    const classmate = await createTestUser(withModel, student.tenant);
    let n = 0;
    stub.replyFor = (body) =>
      body.messages[0]!.content.includes('Simplified Chinese')
        ? `先两边减 7（${++n}）。`
        : `Subtract 7 first (${++n}).`;
    const before = stub.requests.length;
    const first = await explain(withModel, student, questionId);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toEqual({ content: 'Subtract 7 first (1).', source: 'model' });
    expect(stub.requests.length).toBe(before + 1);
    const sent = stub.requests.at(-1)!.body;
    expect(sent.model).toBe('explain-model');
    expect(sent.messages[0]!.content).toContain('If 3x + 7 = 22, what is the value of x?');

    // The same question, no answer, same language: from the cache (another student of the tenant too).
    expect((await explain(withModel, student, questionId)).body).toEqual(first.body);
    expect((await explain(withModel, classmate, questionId)).body).toEqual(first.body);
    expect(stub.requests.length).toBe(before + 1);

    // Another language is another explanation, kept in its turn.
    const cn = await explain(withModel, student, questionId, 'zh-CN');
    expect(cn.body).toEqual({ content: '先两边减 7（2）。', source: 'model' });
    expect((await explain(withModel, student, questionId, 'zh-CN')).body).toEqual(cn.body);
    expect(stub.requests.length).toBe(before + 2);
  });

  it('explains for this student: their answer in an attempt of theirs is sent, and keyed apart', async () => {
    const { tenant, testId, questionId, student } = await setup(withModel);
    const api = attemptApi(withModel);
    const started = await api.start(student, testId);
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const id = started.body.userExamId;
    await api.startModule(student, id);
    const saved = await api.save(student, id, questionId, { answer: 'B', seq: 1 });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    await setAttempt(withModel, tenant, id, { status: 'completed' });

    const before = stub.requests.length;
    const generic = await explain(withModel, student, questionId);
    const mine = await explain(withModel, student, questionId, 'en', id);
    expect(mine.status).toBe(200);
    expect(stub.requests.length).toBe(before + 2);
    expect(stub.requests.at(-1)!.body.messages[0]!.content).toMatch(/\bB\b/);
    expect(generic.body.source).toBe('model');
    // Another student naming this attempt gets the explanation without its answer (the generic one, cached).
    const other = await createTestUser(withModel, tenant);
    expect((await explain(withModel, other, questionId, 'en', id)).body).toEqual(generic.body);
    expect(stub.requests.length).toBe(before + 2);
  });

  it('answers a provider failure with source error in the reader language, and does not keep it', async () => {
    const { questionId, student } = await setup(withModel);
    stub.mode = 'error';
    const failed = await explain(withModel, student, questionId, 'zh-TW');
    expect(failed.status).toBe(200);
    expect(failed.body.source).toBe('error');
    expect(failed.body.content).toMatch(/[\u4e00-\u9fff]/);
    stub.mode = 'answer';
    stub.reply = 'Now it works.';
    const ok = await explain(withModel, student, questionId, 'zh-TW');
    expect(ok.body).toEqual({ content: 'Now it works.', source: 'model' });
  });

  it('counts against the per-minute AI limit (429 too_many_requests)', async () => {
    const { questionId, student } = await setup(withModel, { aiMessagesPerMinute: 2, aiFreeMessagesPerDay: 1000 });
    expect((await explain(withModel, student, questionId)).status).toBe(200);
    expect((await explain(withModel, student, questionId)).status).toBe(200);
    const third = await explain(withModel, student, questionId);
    expect(third.status).toBe(429);
    expect(third.body.code).toBe('too_many_requests');
  });
});

describe('the offline explanation (no model configured)', () => {
  it('explains from the question and says it is offline, in the reader language', async () => {
    const { questionId, student } = await setup(offline);
    const en = await explain(offline, student, questionId);
    expect(en.status).toBe(200);
    expect(en.body.source).toBe('offline');
    expect(en.body.content).toMatch(/^\(Offline tutor: no AI model is connected/);
    const cn = await explain(offline, student, questionId, 'zh-CN');
    expect(cn.body.content).toMatch(/^（离线导师/);
  });
});

describe('who may ask for an explanation', () => {
  it("a draft test's question: 404 for a student, explained for the tenant's teacher", async () => {
    const { tenant, testId, questionId, student, teacher } = await setup(offline);
    await setStatus(offline, tenant, testId, 'draft');
    const refused = await explain(offline, student, questionId);
    expect(refused.status).toBe(404);
    expect(refused.body.code).toBe('not_found');
    expect((await explain(offline, teacher, questionId)).status).toBe(200);
  });

  it('an archived test: explained for a student who took it, 404 for one who did not', async () => {
    const { tenant, testId, questionId, student } = await setup(offline);
    const started = await attemptApi(offline).start(student, testId);
    expect(started.status).toBe(200);
    await setAttempt(offline, tenant, started.body.userExamId, { status: 'completed' });
    await setStatus(offline, tenant, testId, 'archived');
    expect((await explain(offline, student, questionId)).status).toBe(200);
    const other = await createTestUser(offline, tenant);
    expect((await explain(offline, other, questionId)).status).toBe(404);
  });

  it("another tenant's question and an unknown id are 404, for students and teachers alike", async () => {
    const { questionId } = await setup(offline);
    const elsewhere = await createTestTenant(offline, { settings: roomy });
    const stranger = await createTestUser(offline, elsewhere);
    const strangerTeacher = await createTestUser(offline, elsewhere, { roles: ['teacher'] });
    expect((await explain(offline, stranger, questionId)).status).toBe(404);
    expect((await explain(offline, strangerTeacher, questionId)).status).toBe(404);
    expect((await explain(offline, stranger, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await explain(offline, stranger, 'not-an-id')).status).toBe(404);
  });

  it('refuses a question of the student’s running exam (409)', async () => {
    const { testId, questionId, student } = await setup(offline);
    expect((await attemptApi(offline).start(student, testId)).status).toBe(200);
    const res = await explain(offline, student, questionId);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('conflict');
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AiConversationSummary,
  AiConversationView,
  AiExplanation,
  AskResponse,
  ErrorBody,
} from '@prepwell/contracts';
import { coinTransactions, questions, users } from '../src/db/schema/index.ts';
import { withTenant } from '../src/db/with-tenant.ts';
import type { TenantContext } from '../src/modules/tenants/tenants.service.ts';
import { insertAcceptedLink } from '../src/modules/parent-links/parent-links.repository.ts';
import { seedDemoExams } from '../src/seed/demo-exams.ts';
import { SAT_MATH_MODULE_1 } from '../src/seed/demo-exams-sat-math-1.ts';
import { attemptApi, makeTest } from './attempts-fixtures.ts';
import { questionIdsOf } from './ai-fixtures.ts';
import { createClassAs, joinByCode } from './classes-fixture.ts';
import { createQuestion } from './questions-fixture.ts';
import { call, createTestApp, createTestTenant, createTestUser, type TestApp, type TestUser } from './helpers.ts';
import { mainTenant } from './route-walk.ts';

/**
 * Issue 6 without a model: the offline tutor on a demo question of the shared catalogue in en, cn and tw
 * (acceptance 2), the 0.8 threshold and empty messages (acceptance 3), the per-minute limit and the Free
 * daily allowance, closing a conversation, the running-exam guard, and who reads what (cross-tenant 404s).
 * Issue 17: educators ask too (the question bank's questions, its drafts for their authors only), without coins
 * or a daily allowance, within the per-minute limit.
 */

let app: TestApp;
/** A small budget so that a few long messages reach the 0.8 threshold. */
const CONTEXT_TOKENS = 2048;
const DEMO = SAT_MATH_MODULE_1[0]!; // "If 3x + 7 = 22, what is the value of x?" key A (5), skill "Linear equations in one variable"
let demoQuestionId: string;

beforeAll(async () => {
  app = await createTestApp({ AI_CONTEXT_TOKENS: String(CONTEXT_TOKENS) });
  const main = await mainTenant(app);
  await seedDemoExams(app.deps, main.id);
  demoQuestionId = (
    await withTenant(app.deps.db, main.id, (tx) =>
      tx
        .select({ id: questions.id })
        .from(questions)
        .where(and(eq(questions.stem, DEMO.stem), eq(questions.isPublic, true)))
        .limit(1),
    )
  )[0]!.id;
});
afterAll(async () => app?.close());

type Body<T> = T & Partial<Omit<ErrorBody, 'status'>>;
const ask = (
  user: TestUser,
  questionId: string,
  payload: Record<string, unknown>,
  headers: Record<string, string> = {},
) =>
  call<Body<AskResponse>>(app, {
    method: 'POST',
    url: `/api/ai/questions/${questionId}/ask`,
    headers: { ...user.headers, ...headers },
    payload,
  });
const say = (content: string, extra: Record<string, unknown> = {}) => ({
  messages: [{ role: 'user', content }],
  ...extra,
});
const conversation = (user: TestUser, questionId: string) =>
  call<Body<AiConversationView>>(app, { url: `/api/ai/questions/${questionId}/conversation`, headers: user.headers });
const close = (user: TestUser, questionId: string) =>
  call<Body<{ closed: boolean }>>(app, {
    method: 'DELETE',
    url: `/api/ai/questions/${questionId}/conversation`,
    headers: user.headers,
  });
const PRO = { proUntil: '2999-12-31' };
const roomy = { aiMessagesPerMinute: 1000, aiFreeMessagesPerDay: 1000 };

describe('the offline tutor (no model configured)', () => {
  it('answers a demo question of the shared catalogue in en, cn and tw, and says it is the offline tutor', async () => {
    const tenant = await createTestTenant(app, { settings: roomy });
    const student = await createTestUser(app, tenant);
    const expected = [
      [
        'en',
        /^\(Offline tutor: no AI model is connected/,
        /Hint: this question tests Linear equations in one variable\. Start here: Subtract 7 from both sides: 3x = 15\./,
      ],
      [
        'zh-CN',
        /^（离线导师：目前没有连接 AI 模型/,
        /提示：这道题考查的是「Linear equations in one variable」。先从这一步开始：Subtract 7 from both sides: 3x = 15\./,
      ],
      [
        'zh-TW',
        /^（離線導師：目前沒有連接 AI 模型/,
        /提示：這道題考查的是「Linear equations in one variable」。先從這一步開始：/,
      ],
    ] as const;
    for (const [language, banner, hint] of expected) {
      await close(student, demoQuestionId);
      const res = await ask(student, demoQuestionId, say('I am stuck'), { 'accept-language': language });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.source).toBe('offline');
      expect(res.body.content).toMatch(banner);
      expect(res.body.content).toMatch(hint);
      expect(res.body.content).not.toContain('$'); // math markup is rewritten for the chat
      expect(res.body.usage_loaded).toBeGreaterThan(0);
    }
  });

  it("uses the student's saved language when the client names none", async () => {
    const tenant = await createTestTenant(app, { settings: roomy });
    const student = await createTestUser(app, tenant);
    await withTenant(app.deps.db, tenant.id, (tx) =>
      tx.update(users).set({ lang: 'tw' }).where(eq(users.id, student.id)),
    );
    const res = await ask(student, demoQuestionId, say('hint'));
    expect(res.body.content).toMatch(/^（離線導師/);
  });

  it('is Socratic: a hint first, the full explanation on the second try; a right guess is confirmed', async () => {
    const tenant = await createTestTenant(app, { settings: roomy });
    const student = await createTestUser(app, tenant);
    const first = await ask(student, demoQuestionId, say('how do I start?'));
    expect(first.body.content).toMatch(/Try it now and tell me your answer/);
    expect(first.body.content).not.toContain('choice D adds 7');
    const second = await ask(student, demoQuestionId, say('I still do not get it'));
    expect(second.body.content).toMatch(/The correct answer is A\./);
    expect(second.body.content).toContain('choice D adds 7 to 22 instead of subtracting it.');
    await close(student, demoQuestionId);
    const guess = await ask(student, demoQuestionId, say('Is it A?'));
    expect(guess.body.content).toMatch(/Yes — A is correct!/);
  });

  it('"why is my answer wrong" compares the answer of the attempt with the key and quotes the explanation', async () => {
    const tenant = await createTestTenant(app, { settings: roomy });
    const testId = await makeTest(app, tenant, {
      type: 'drill',
      sections: [{ section: 'math', modules: [{ questions: [DEMO] }] }],
    });
    const [questionId] = await questionIdsOf(app, tenant, testId);
    const student = await createTestUser(app, tenant);
    const api = attemptApi(app);
    const id = (await api.start(student, testId)).body.userExamId;
    await api.startModule(student, id);
    await api.save(student, id, questionId!, { answer: 'B', seq: 1, eliminated: ['A'] });
    const res = await ask(student, questionId!, {
      messages: [{ role: 'user', content: 'Why is my answer wrong?' }],
      user_exam_id: id,
      intent: 'why_wrong',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.content).toContain('You answered B, but the correct answer is A.');
    expect(res.body.content).toContain('Note: you crossed out A, which is the correct choice.');
    expect(res.body.content).toContain('Choice B is the value of 3x, not x');

    const exp = await call<Body<AiExplanation>>(app, {
      url: `/api/ai/questions/${questionId}/exp`,
      headers: { ...student.headers, 'accept-language': 'zh-CN' },
      query: { user_exam_id: id },
    });
    expect(exp.body.source).toBe('offline');
    expect(exp.body.content).toContain('你选的是 B，但正确答案是 A。');
  });

  it("refuses during the student's own running exam (409), not in practice or review", async () => {
    const tenant = await createTestTenant(app, { settings: roomy });
    const testId = await makeTest(app, tenant, {
      type: 'full_mock',
      sections: [{ section: 'math', modules: [{ questions: [DEMO] }] }],
    });
    const [questionId] = await questionIdsOf(app, tenant, testId);
    const student = await createTestUser(app, tenant, PRO);
    const api = attemptApi(app);
    const id = (await api.start(student, testId)).body.userExamId;
    const refused = await ask(student, questionId!, say('what is the answer?'));
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('conflict');
    await api.startModule(student, id);
    await api.submit(student, id);
    expect((await ask(student, questionId!, say('what is the answer?', { user_exam_id: id }))).status).toBe(200);
  });
});

describe('limits', () => {
  it("refuses above 0.8 of the context budget with the spec's text and stores nothing; a new conversation works", async () => {
    const tenant = await createTestTenant(app, { settings: roomy });
    const student = await createTestUser(app, tenant);
    const long =
      `${'Please help me understand every step of this linear equation question in detail. '.repeat(40)}`.slice(
        0,
        3000,
      );
    let last: AskResponse | undefined;
    let answered = 0;
    let refused: Awaited<ReturnType<typeof ask>> | undefined;
    for (let i = 0; i < 10 && !refused; i++) {
      const res = await ask(student, demoQuestionId, say(long));
      if (res.status === 200) {
        last = res.body;
        answered++;
      } else refused = res;
    }
    expect(answered).toBeGreaterThanOrEqual(2); // a conversation, not one oversized message
    expect(last!.usage_loaded).toBeGreaterThan(0.5);
    expect(last!.usage_loaded).toBeLessThanOrEqual(1);
    expect(refused!.status).toBe(400);
    expect(refused!.body.code).toBe('ai_conversation_over_limit');
    expect(refused!.body.message).toBe(
      'The current conversation has exceeded the limit, please close the window and start a new one.',
    );
    const before = (await conversation(student, demoQuestionId)).body;
    expect(before.messages.at(-1)!.role).toBe('assistant'); // the refused message was not stored
    expect(before.usage_loaded).toBe(last!.usage_loaded);

    const zh = await ask(student, demoQuestionId, say(long), { 'accept-language': 'zh-CN' });
    expect(zh.status).toBe(400);
    expect(zh.body.message).not.toBe(refused!.body.message);

    expect((await close(student, demoQuestionId)).body).toEqual({ closed: true });
    expect((await conversation(student, demoQuestionId)).body).toMatchObject({
      id: null,
      messages: [],
      usage_loaded: 0,
    });
    const fresh = await ask(student, demoQuestionId, say('hint'));
    expect(fresh.status).toBe(200);
    expect(fresh.body.conversation_id).not.toBe(before.id);
  });

  it("an empty or blank message is 422 and nothing is stored; so is a last message that is not the student's", async () => {
    const tenant = await createTestTenant(app, { settings: roomy });
    const student = await createTestUser(app, tenant);
    for (const payload of [
      say(''),
      say('   \n '),
      { messages: [] },
      { messages: [{ role: 'assistant', content: 'hi' }] },
      say('x'.repeat(4001)),
    ]) {
      const res = await ask(student, demoQuestionId, payload);
      expect(res.status, JSON.stringify(payload).slice(0, 80)).toBe(422);
      expect(res.body.code).toBe('validation_failed');
    }
    expect((await conversation(student, demoQuestionId)).body.messages).toEqual([]);
  });

  it('the per-minute limit answers 429 with Retry-After', async () => {
    const tenant = await createTestTenant(app, { settings: { aiMessagesPerMinute: 2, aiFreeMessagesPerDay: 1000 } });
    const student = await createTestUser(app, tenant);
    expect((await ask(student, demoQuestionId, say('one'))).status).toBe(200);
    expect((await ask(student, demoQuestionId, say('two'))).status).toBe(200);
    const third = await ask(student, demoQuestionId, say('three'));
    expect(third.status).toBe(429);
    expect(third.body.code).toBe('too_many_requests');
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    // Counted per user: a classmate still asks.
    expect((await ask(await createTestUser(app, tenant), demoQuestionId, say('one'))).status).toBe(200);
  });

  it('a Free member has the daily allowance across questions; Pro members and teachers do not', async () => {
    const tenant = await createTestTenant(app, { settings: { aiMessagesPerMinute: 100, aiFreeMessagesPerDay: 2 } });
    const testId = await makeTest(app, tenant, {
      type: 'drill',
      sections: [{ section: 'math', modules: [{ questions: [DEMO, SAT_MATH_MODULE_1[1]!] }] }],
    });
    const [, other] = await questionIdsOf(app, tenant, testId);
    const free = await createTestUser(app, tenant);
    expect((await ask(free, demoQuestionId, say('one'))).status).toBe(200);
    expect((await ask(free, other!, say('two'))).status).toBe(200);
    const refused = await ask(free, other!, say('three'));
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('ai_daily_limit_reached');
    expect(refused.body.message).toContain('2');
    // Closing a conversation does not give the messages back.
    await close(free, other!);
    expect((await ask(free, other!, say('three'))).status).toBe(429);

    for (const user of [
      await createTestUser(app, tenant, PRO),
      await createTestUser(app, tenant, { roles: ['teacher'] }),
    ])
      for (const text of ['one', 'two', 'three']) expect((await ask(user, demoQuestionId, say(text))).status).toBe(200);
  });
});

describe('who reads what', () => {
  const setup = async () => {
    const tenant = await createTestTenant(app, { settings: roomy });
    const testId = await makeTest(app, tenant, {
      type: 'drill',
      sections: [{ section: 'math', modules: [{ questions: [DEMO] }] }],
    });
    const [ownQuestion] = await questionIdsOf(app, tenant, testId);
    const student = await createTestUser(app, tenant);
    await ask(student, ownQuestion!, say('hint'));
    await ask(student, demoQuestionId, say('explain'));
    await close(student, demoQuestionId);
    await ask(student, demoQuestionId, say('again'));
    return { tenant, testId, ownQuestion: ownQuestion!, student };
  };
  const list = (user: TestUser, studentId: string) =>
    call<Body<AiConversationSummary[]>>(app, {
      url: `/api/ai/students/${studentId}/conversations`,
      headers: user.headers,
    });

  it("another tenant's question is 404 for every tutor route", async () => {
    const { ownQuestion } = await setup();
    const stranger = await createTestUser(app, await createTestTenant(app, { settings: roomy }));
    expect((await ask(stranger, ownQuestion, say('hello'))).status).toBe(404);
    expect((await conversation(stranger, ownQuestion)).status).toBe(404);
    expect((await close(stranger, ownQuestion)).status).toBe(404);
    expect((await call(app, { url: `/api/ai/questions/${ownQuestion}/exp`, headers: stranger.headers })).status).toBe(
      404,
    );
    // The shared catalogue is everyone's.
    expect((await ask(stranger, demoQuestionId, say('hello'))).status).toBe(200);
  });

  it("the student's teachers and company admins read their conversations; others get 404", async () => {
    const { tenant, student, ownQuestion } = await setup();
    const teacher = await createTestUser(app, tenant, { roles: ['teacher'] });
    const admin = await createTestUser(app, tenant, { roles: ['organization_admin'] });
    // A teacher reads the conversations of their classes' students only.
    const otherTeacher = await createTestUser(app, tenant, { roles: ['teacher'] });
    expect((await list(teacher, student.id)).status).toBe(404);
    const klass = await createClassAs(app, teacher);
    expect((await joinByCode(app, student, klass.code!)).status).toBe(200);
    expect((await list(otherTeacher, student.id)).status).toBe(404);
    for (const reader of [teacher, admin, student]) {
      const res = await list(reader, student.id);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toHaveLength(3);
      const [newest] = res.body;
      expect(newest).toMatchObject({
        question_id: demoQuestionId,
        closed: false,
        message_count: 2,
        question_excerpt: 'If 3x + 7 = 22, what is the value of x?',
      });
      expect(newest!.test_title).toBeTruthy();
      expect(res.body.filter((c) => c.closed)).toHaveLength(1);
      expect(res.body.find((c) => c.question_id === ownQuestion)!.messages.map((m) => m.role)).toEqual([
        'user',
        'assistant',
      ]);
    }
    const parent = await createTestUser(app, tenant, { roles: ['parent'] });
    await withTenant(app.deps.db, tenant.id, (tx) => insertAcceptedLink(tx, parent.id, student.id));
    const classmate = await createTestUser(app, tenant);
    const otherTenant: TenantContext = await createTestTenant(app);
    const foreignTeacher = await createTestUser(app, otherTenant, { roles: ['teacher'] });
    const foreignAdmin = await createTestUser(app, otherTenant, { roles: ['organization_admin'] });
    for (const reader of [classmate, foreignTeacher, foreignAdmin])
      expect((await list(reader, student.id)).status).toBe(404);
    expect((await list(parent, student.id)).status).toBe(404);
    expect((await list(teacher, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});

describe('educators and the question bank (issue 17)', () => {
  const exp = (user: TestUser, questionId: string) =>
    call<Body<AiExplanation>>(app, { url: `/api/ai/questions/${questionId}/exp`, headers: user.headers });

  it('teachers and company admins ask about a question of their bank: no coins, no daily allowance, their own conversation', async () => {
    const tenant = await createTestTenant(app, { settings: { aiMessagesPerMinute: 100, aiFreeMessagesPerDay: 1 } });
    const teacher = await createTestUser(app, tenant, { roles: ['teacher'] });
    const admin = await createTestUser(app, tenant, { roles: ['organization_admin'] });
    const question = await createQuestion(app, teacher, { explanation: 'Add two and two: four, choice B.' });
    for (const educator of [teacher, admin]) {
      for (const [i, text] of ['How do I start?', 'Explain it', 'Is it B?'].entries()) {
        const res = await ask(educator, question.id, say(text), { 'accept-language': 'zh-CN' });
        expect(res.status, `${text}: ${JSON.stringify(res.body)}`).toBe(200);
        expect(res.body.source).toBe('offline');
        expect(res.body.content).toMatch(/^（离线导师/);
        if (i === 2) expect(res.body.content).toContain('Add two and two: four, choice B.');
      }
      const view = await conversation(educator, question.id);
      expect(view.status).toBe(200);
      expect(view.body.messages.map((m) => m.role)).toEqual([
        'user',
        'assistant',
        'user',
        'assistant',
        'user',
        'assistant',
      ]);
      expect((await exp(educator, question.id)).status).toBe(200);
    }
    // A Free student of the same tenant is held to the allowance of 1 (the educators were not).
    const student = await createTestUser(app, tenant);
    expect((await ask(student, question.id, say('one'))).status).toBe(200);
    expect((await ask(student, question.id, say('two'))).body.code).toBe('ai_daily_limit_reached');
    // The tutor writes no coin transaction, for anyone.
    const spent = await withTenant(app.deps.db, tenant.id, (tx) =>
      tx.select({ id: coinTransactions.id }).from(coinTransactions),
    );
    expect(spent).toEqual([]);
  });

  it('the per-minute limit holds for educators too', async () => {
    const tenant = await createTestTenant(app, { settings: { aiMessagesPerMinute: 2, aiFreeMessagesPerDay: 100 } });
    const teacher = await createTestUser(app, tenant, { roles: ['teacher'] });
    const question = await createQuestion(app, teacher);
    expect((await ask(teacher, question.id, say('one'))).status).toBe(200);
    expect((await ask(teacher, question.id, say('two'))).status).toBe(200);
    const third = await ask(teacher, question.id, say('three'));
    expect(third.status).toBe(429);
    expect(third.body.code).toBe('too_many_requests');
  });

  it("a draft is its tenant's educators' only: students, parents and other tenants get 404 on every tutor route", async () => {
    const tenant = await createTestTenant(app, { settings: roomy });
    const teacher = await createTestUser(app, tenant, { roles: ['teacher'] });
    const admin = await createTestUser(app, tenant, { roles: ['organization_admin'] });
    const draft = await createQuestion(app, teacher);
    await withTenant(app.deps.db, tenant.id, (tx) =>
      tx.update(questions).set({ status: 'draft' }).where(eq(questions.id, draft.id)),
    );
    for (const educator of [teacher, admin]) {
      expect((await ask(educator, draft.id, say('hint'))).status).toBe(200);
      expect((await conversation(educator, draft.id)).status).toBe(200);
      expect((await exp(educator, draft.id)).status).toBe(200);
      expect((await close(educator, draft.id)).status).toBe(200);
    }
    const outsiders = [
      await createTestUser(app, tenant),
      await createTestUser(app, tenant, { roles: ['parent'] }),
      await createTestUser(app, tenant, PRO),
      await createTestUser(app, await createTestTenant(app, { settings: roomy }), { roles: ['teacher'] }),
    ];
    for (const user of outsiders) {
      expect((await ask(user, draft.id, say('hint'))).status).toBe(404);
      expect((await conversation(user, draft.id)).status).toBe(404);
      expect((await close(user, draft.id)).status).toBe(404);
      expect((await exp(user, draft.id)).status).toBe(404);
    }
    // Approved, the question is everyone's of the tenant to ask about again.
    await withTenant(app.deps.db, tenant.id, (tx) =>
      tx.update(questions).set({ status: 'active' }).where(eq(questions.id, draft.id)),
    );
    expect((await ask(outsiders[0]!, draft.id, say('hint'))).status).toBe(200);
    expect((await ask(outsiders[3]!, draft.id, say('hint'))).status).toBe(404);
  });
});

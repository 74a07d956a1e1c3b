import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AiEstimateView, AttemptResult, CoinBalance, ErrorBody, GradingRequestView } from '@prepwell/contracts';
import { withTenant } from '../src/db/with-tenant.ts';
import { moveCoins } from '../src/modules/ledger/ledger.service.ts';
import { attemptApi, type AttemptApi } from './attempts-fixtures.ts';
import { call, createTestApp, createTestTenant, createTestUser, type TestApp, type TestUser } from './helpers.ts';
import { startOpenAiStub, type OpenAiStub, type ReceivedRequest } from './openai-stub-server.ts';
import { takeToCompletion, toeflTest } from './toefl-fixture.ts';

/**
 * AI pre-grading (issue 15, decision 0033): the tenant's OpenAI-compatible provider (a real local stub)
 * transcribes the spoken answers and rates every rated answer with the task's rubric; the attempt's bands
 * are shown as an estimate, a grader's grade replaces it answer by answer, and nothing is charged.
 */

type Res<T> = T & Partial<Omit<ErrorBody, 'status'>>;

let app: TestApp;
let api: AttemptApi;
let stub: OpenAiStub;
beforeAll(async () => {
  stub = await startOpenAiStub();
  app = await createTestApp({ AI_TIMEOUT_MS: '2000' });
  api = attemptApi(app);
});
afterAll(async () => {
  await app?.close();
  await stub?.close();
});
beforeEach(() => {
  stub.mode = 'answer';
  stub.replyFor = undefined;
  stub.requests.length = 0;
  stub.transcriptions.length = 0;
});

/** The rating the stub's "model" gives, by the task named in the system prompt. */
const RATINGS: [RegExp, number][] = [
  [/Write an Email/, 4],
  [/Academic Discussion/, 3],
  [/Listen and Repeat/, 5],
  [/Take an Interview/, 3],
];
const rubricReply = (body: ReceivedRequest['body']) => {
  const system = body.messages.find((m) => m.role === 'system')?.content ?? '';
  const score = RATINGS.find(([task]) => task.test(system))?.[1] ?? 0;
  return `Here is my rating:\n\`\`\`json\n{"score": ${score}, "rationale": "Rated ${score} by the rubric."}\n\`\`\``;
};

const setUp = async (settings: Record<string, unknown> = { aiBaseUrl: stub.url, aiModel: 'rater-model' }) => {
  const tenant = await createTestTenant(app, { settings: { aiMessagesPerMinute: 1000, ...settings } });
  const student = await createTestUser(app, tenant);
  const teacher = await createTestUser(app, tenant, { roles: ['teacher'] });
  await withTenant(app.deps.db, tenant.id, (tx) => moveCoins(tx, { userId: student.id, type: 'deposit', amount: 200 }));
  const testId = await toeflTest(app, tenant);
  const { id, stems } = await takeToCompletion(api, student, testId);
  return { tenant, student, teacher, id, stems };
};

const estimate = (user: TestUser, id: string, method: 'GET' | 'POST' = 'GET') =>
  call<Res<AiEstimateView>>(app, { method, url: `/api/user-exams/${id}/ai-estimate`, headers: user.headers });
const balance = async (user: TestUser) =>
  (await call<CoinBalance>(app, { url: '/api/coins', headers: user.headers })).body;
const bands = (view: { scores: AiEstimateView['scores'] }) =>
  Object.fromEntries((view.scores?.sections ?? []).map((s) => [s.section, s.band ?? null]));

describe('AI pre-grading of rated answers (decision 0033)', () => {
  it('rates essays and transcribed recordings, shows the bands as an estimate, free, once; a grade replaces it', async () => {
    const { student, teacher, id, stems } = await setUp();
    stub.replyFor = rubricReply;

    const before = await estimate(student, id);
    expect(before.status, JSON.stringify(before.body)).toBe(200);
    expect(before.body).toMatchObject({ canRequest: true, unavailable: null, items: [], scores: null });
    const coins = await balance(student);

    const made = await estimate(student, id, 'POST');
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const view = made.body;
    expect(view.model).toBe('rater-model');
    expect(view.items).toHaveLength(6);
    // Four recordings went to speech-to-text (the configured default model), with their bytes.
    expect(stub.transcriptions).toHaveLength(4);
    expect(stub.transcriptions.every((t) => t.model === 'whisper-1' && t.bytes > 0)).toBe(true);
    const spoken = view.items.filter((i) => i.section === 'speaking');
    expect(spoken.map((i) => i.transcript)).toEqual(Array(4).fill(stub.transcript));
    expect(view.items.filter((i) => i.section === 'writing').every((i) => i.transcript === null)).toBe(true);
    expect(view.items.every((i) => !i.replaced && i.rationale.startsWith('Rated '))).toBe(true);
    // Writing: Build a Sentence 2/2 (1), Email 4/5, Discussion 3/5 → average 4 → band 5.
    // Speaking: Repeat 5, 5 (1), Interview 3, 3 (0.6) → average 4 → band 5. Overall (5+5+5+5)/4 = 5, an estimate.
    expect(bands(view)).toEqual({ reading: 5, listening: 5, writing: 5, speaking: 5 });
    expect(view.scores?.overall).toMatchObject({ scale: 'toefl_band', value: 5, estimated: true });

    // The essay went in the user turn as material (a JSON document), never in the instructions.
    const email = stub.requests.find((r) => /Write an Email/.test(r.body.messages[0]!.content))!;
    const material = JSON.parse(email.body.messages.at(-1)!.content) as { response: string; task: string };
    expect(material.response).toBe('Dear Professor, I would like to ask about the deadline.');
    expect(email.body.messages[0]!.content).not.toContain('Dear Professor');

    // The stored result is untouched (the estimate is beside it), and no coin moved.
    const result = await call<AttemptResult>(app, { url: `/api/user-exams/${id}/result`, headers: student.headers });
    expect(result.body.scores?.overall?.value).toBeNull();
    expect(await balance(student)).toEqual(coins);

    // Once per attempt: asking again answers the stored estimate without calling the model.
    const calls = stub.requests.length;
    const again = await estimate(student, id, 'POST');
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ canRequest: false, unavailable: 'done' });
    expect(again.body.items).toEqual(view.items);
    expect(stub.requests.length).toBe(calls);

    // The teacher grades the email 2/5: it replaces the AI's 4. Writing 1, 0.4, 0.6 → 3.33 → band 4.5.
    const asked = await call<Res<GradingRequestView>>(app, {
      method: 'POST',
      url: `/api/user-exams/${id}/grading`,
      headers: { ...student.headers, 'idempotency-key': randomUUID() },
      payload: { question_id: stems.get('Write an email to your professor.'), level: 'score' },
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const graded = await call(app, {
      method: 'POST',
      url: `/api/grading/${asked.body.id}`,
      headers: teacher.headers,
      payload: { score: 2 },
    });
    expect(graded.status).toBe(200);
    const after = (await estimate(teacher, id)).body;
    expect(after.items.find((i) => i.task === 'write_an_email')).toMatchObject({ replaced: true, gradedScore: 2 });
    expect(bands(after)).toMatchObject({ writing: 4.5, speaking: 5 });
    // (5 + 5 + 4.5 + 5) / 4 = 4.875 → 5.
    expect(after.scores?.overall).toMatchObject({ value: 5, estimated: true });
  });

  it('is 404 to another student and to another tenant’s teacher, and refused with a reason when the tenant is offline', async () => {
    const { tenant, id } = await setUp();
    const classmate = await createTestUser(app, tenant);
    expect((await estimate(classmate, id)).status).toBe(404);
    expect((await estimate(classmate, id, 'POST')).status).toBe(404);
    const outsider = await createTestUser(app, await createTestTenant(app), { roles: ['teacher'] });
    expect((await estimate(outsider, id, 'POST')).status).toBe(404);
    expect(stub.requests).toHaveLength(0);

    const offline = await setUp({});
    const view = await estimate(offline.student, offline.id);
    expect(view.body).toMatchObject({ canRequest: false, unavailable: 'offline' });
    const refused = await estimate(offline.student, offline.id, 'POST');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'ai_estimate_unavailable', details: { reason: 'offline' } });
  });

  it('a provider failure or an unusable rating is 502 and stores nothing; a later try works', async () => {
    const { student, teacher, id } = await setUp();
    stub.mode = 'error';
    const down = await estimate(teacher, id, 'POST');
    expect(down.status).toBe(502);
    expect(down.body.code).toBe('ai_provider_error');
    expect((await estimate(student, id)).body).toMatchObject({ items: [], canRequest: true });

    stub.mode = 'answer';
    stub.replyFor = () => '{"score": 9, "rationale": "Off the scale."}';
    const unusable = await estimate(student, id, 'POST');
    expect(unusable.status).toBe(502);
    expect(unusable.body).toMatchObject({ code: 'ai_provider_error', details: { reason: 'bad_score' } });

    stub.replyFor = rubricReply;
    const ok = await estimate(student, id, 'POST');
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.items).toHaveLength(6);
  });
});

import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECORDING_MAX_BYTES } from '../src/modules/exams/attempts/recordings.service.ts';
import { sweepExpiredAttempts } from '../src/modules/exams/attempts/attempt-sweeper.ts';
import type { TenantContext } from '../src/modules/tenants/tenants.service.ts';
import {
  attemptApi,
  attemptRow,
  makeTest,
  mcq,
  secondsAgo,
  setAttempt,
  tinyWav,
  type AttemptApi,
} from './attempts-fixtures.ts';
import { createTestApp, createTestTenant, createTestUser, type TestApp } from './helpers.ts';
import { TINY_PNG } from './multipart.ts';

let app: TestApp;
let api: AttemptApi;
beforeAll(async () => {
  app = await createTestApp();
  api = attemptApi(app);
});
afterAll(async () => app?.close());

/** A drill (practice mode): a choice question, a grid-in, and a rated speaking item. */
const practiceTest = (tenant: TenantContext, type: 'drill' | 'full_mock' = 'drill') =>
  makeTest(app, tenant, {
    type,
    sections: [
      {
        section: 'math',
        modules: [
          {
            questions: [
              mcq(1, { explanation: 'Because $1 + 0 = 1$.' }),
              {
                type: 'grid_in',
                stem: 'What is $7/2$?',
                answerKey: { kind: 'grid', accept: ['7/2', '3.5'] },
                explanation: 'Halve 7.',
              },
              {
                type: 'written_response',
                stem: 'Explain your method.',
                answerKey: { kind: 'rated', max: 5 },
                explanation: 'Rated by a teacher.',
              },
            ],
          },
        ],
      },
    ],
  });

const setup = async (type: 'drill' | 'full_mock' = 'drill') => {
  const tenant = await createTestTenant(app);
  const user = await createTestUser(app, tenant);
  const id = (await api.start(user, await practiceTest(tenant, type))).body.userExamId;
  const view = (await api.startModule(user, id)).body;
  return { tenant, user, id, view, questions: view.current!.questions };
};

describe('practice mode: check an answer', () => {
  it('shows whether the saved answer is right, the key and the typeset explanation', async () => {
    const { user, id, view, questions } = await setup();
    expect(view.mode).toBe('practice');
    const [choice, grid, rated] = questions;
    await api.save(user, id, choice!.id, { answer: 'B', seq: 1 });
    expect((await api.check(user, id, choice!.id)).body).toMatchObject({
      questionId: choice!.id,
      correct: false,
      correctAnswer: ['A'],
      explanation: 'Because $1 + 0 = 1$.',
    });
    await api.save(user, id, choice!.id, { answer: 'A', seq: 2 });
    const right = (await api.check(user, id, choice!.id)).body;
    expect(right.correct).toBe(true);
    expect(right.explanationHtml).toContain('katex');

    await api.save(user, id, grid!.id, { answer: '3.50', seq: 1 });
    expect((await api.check(user, id, grid!.id)).body).toMatchObject({ correct: true, correctAnswer: ['7/2', '3.5'] });
    // Unanswered is wrong; a rated item is for a grader.
    expect((await api.check(user, id, rated!.id)).body).toMatchObject({ correct: null, correctAnswer: [] });
  });

  it('is practice only: an exam attempt gets 400 practice_only for check, pause and resume', async () => {
    const { user, id, questions } = await setup('full_mock');
    for (const res of [
      await api.check(user, id, questions[0]!.id),
      await api.pause(user, id),
      await api.resume(user, id),
    ]) {
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('practice_only');
    }
  });
});

describe('practice mode: pause and resume', () => {
  it('pause freezes the remaining time (saves still land); resume moves the deadline on by the pause', async () => {
    const { tenant, user, id, questions } = await setup();
    const paused = (await api.pause(user, id)).body;
    expect(paused.phase).toBe('paused');
    const frozen = paused.current!.remainingSeconds;
    expect((await api.pause(user, id)).status).toBe(200); // idempotent

    // Ten minutes paused: the deadline has passed on the wall clock, yet nothing ends and the time is frozen.
    const before = await attemptRow(app, tenant, id);
    const pausedAt = secondsAgo(600);
    await setAttempt(app, tenant, id, { pausedAt, moduleDeadlineAt: new Date(pausedAt.getTime() + frozen * 1000) });
    expect(await sweepExpiredAttempts(app.deps, new Date(), { onlyTenant: tenant.id })).toBe(0);
    const still = (await api.read(user, id)).body;
    expect(still.phase).toBe('paused');
    expect(still.current!.remainingSeconds).toBe(frozen);
    expect((await api.save(user, id, questions[0]!.id, { answer: 'A', seq: 1 })).status).toBe(200);

    const resumed = (await api.resume(user, id)).body;
    expect(resumed.phase).toBe('module');
    expect(resumed.current!.remainingSeconds).toBeGreaterThanOrEqual(frozen - 2);
    expect(resumed.current!.remainingSeconds).toBeLessThanOrEqual(frozen);
    const after = await attemptRow(app, tenant, id);
    expect(after.pausedAt).toBeNull();
    expect(Math.abs(after.moduleDeadlineAt!.getTime() - (Date.now() + frozen * 1000))).toBeLessThan(3_000);
    expect(before.moduleDeadlineAt).not.toEqual(after.moduleDeadlineAt);
    expect((await api.resume(user, id)).body.phase).toBe('module'); // idempotent
  });

  it('nothing to pause while the module is ready or after it ended', async () => {
    const tenant = await createTestTenant(app);
    const user = await createTestUser(app, tenant);
    const id = (await api.start(user, await practiceTest(tenant))).body.userExamId;
    expect((await api.pause(user, id)).body.code).toBe('conflict');
    await api.startModule(user, id);
    await api.submit(user, id);
    expect((await api.pause(user, id)).body.code).toBe('conflict');
  });
});

describe('recorded speaking answers', () => {
  const speakingTest = (tenant: TenantContext) =>
    makeTest(app, tenant, {
      kind: 'toefl',
      type: 'single_section',
      version: 'toefl_2026',
      sections: [
        {
          section: 'speaking',
          modules: [
            {
              questions: [
                {
                  type: 'spoken_response',
                  task: 'take_an_interview',
                  stem: 'Describe your town.',
                  answerKey: { kind: 'rated', max: 5 },
                  explanation: '',
                  media: { prepSeconds: 0, responseSeconds: 45 },
                },
                mcq(2),
              ],
            },
          ],
        },
      ],
    });

  it('stores a real audio file for a speaking question and the runner saves its URL as the answer', async () => {
    const tenant = await createTestTenant(app);
    const user = await createTestUser(app, tenant);
    const id = (await api.start(user, await speakingTest(tenant))).body.userExamId;
    const view = (await api.startModule(user, id)).body;
    const [speak, choice] = view.current!.questions;
    expect(speak!.media).toMatchObject({ prepSeconds: 0, responseSeconds: 45 });

    const uploaded = await api.record(user, id, speak!.id, tinyWav(), { epoch: view.epoch });
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    expect(uploaded.body.url).toMatch(new RegExp(`^/uploads/${tenant.id}/recordings/${id}/[0-9a-f-]+\\.wav$`));
    const stored = await readFile(join(app.deps.storage.root, uploaded.body.url.slice('/uploads/'.length)));
    expect(stored.equals(tinyWav())).toBe(true);
    const served = await app.inject({ url: uploaded.body.url });
    expect(served.statusCode).toBe(200);

    expect((await api.save(user, id, speak!.id, { answer: uploaded.body.url, seq: 1 })).body).toMatchObject({
      applied: true,
      answer: uploaded.body.url,
    });
    // Only this attempt's recordings may be the answer.
    for (const answer of [
      'https://elsewhere.example/a.wav',
      `/uploads/${tenant.id}/recordings/other/a.wav`,
      `${uploaded.body.url.split('/').slice(0, -1).join('/')}/../x.wav`,
    ]) {
      const res = await api.save(user, id, speak!.id, { answer, seq: 2 });
      expect(res.status, answer).toBe(422);
    }

    // Not audio (by content, whatever the declared type): 415. Not a speaking question: 422.
    const png = await api.record(user, id, speak!.id, TINY_PNG, { contentType: 'audio/wav' });
    expect(png.status).toBe(415);
    expect(png.body.code).toBe('unsupported_file_type');
    expect((await api.record(user, id, choice!.id, tinyWav())).status).toBe(422);
    // Over 10 MB: 413.
    const huge = await api.record(user, id, speak!.id, Buffer.concat([tinyWav(), Buffer.alloc(RECORDING_MAX_BYTES)]));
    expect(huge.status).toBe(413);
    expect(huge.body.code).toBe('file_too_large');
    expect(huge.body.message).toContain('at most 10 MB'); // the recording's limit, not another upload's

    // After the module ends, no more recordings for it.
    await api.submit(user, id);
    expect((await api.record(user, id, speak!.id, tinyWav())).status).toBe(409);
  });

  it('rated items wait for a grader: counted as pending, and a TOEFL 2026 section without a band', async () => {
    const tenant = await createTestTenant(app);
    const user = await createTestUser(app, tenant);
    const id = (await api.start(user, await speakingTest(tenant))).body.userExamId;
    const [, choice] = (await api.startModule(user, id)).body.current!.questions;
    await api.save(user, id, choice!.id, { answer: 'A', seq: 1 });
    await api.submit(user, id);
    expect((await api.read(user, id)).body.scores).toMatchObject({
      sections: [{ section: 'speaking', raw: 1, maxRaw: 1, pending: 1, band: null }],
      overall: null,
    });
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ABSENCE_MIN_SECONDS, LIVE_SESSION_SECONDS } from '@prepwell/contracts';
import {
  attemptApi,
  attemptRow,
  makeTest,
  mcq,
  mcqs,
  secondsAgo,
  setAttempt,
  tinyWav,
  type AttemptApi,
} from './attempts-fixtures.ts';
import { call, createTestApp, createTestTenant, createTestUser, type TestApp, type TestUser } from './helpers.ts';

let app: TestApp;
let api: AttemptApi;
beforeAll(async () => {
  app = await createTestApp();
  api = attemptApi(app);
});
afterAll(async () => app?.close());

/** A practice drill (so pause and check apply) with one speaking item after two choice questions. */
const setup = async () => {
  const tenant = await createTestTenant(app);
  const user = await createTestUser(app, tenant);
  const testId = await makeTest(app, tenant, {
    type: 'drill',
    sections: [{ section: 'math', modules: [{ questions: mcqs(2) }] }],
  });
  const started = (await api.start(user, testId)).body;
  return { tenant, user, testId, id: started.userExamId, epoch: started.epoch };
};

describe('session epochs: a second tab makes the first read-only', () => {
  it('every write with an older epoch is 409 stale_session; the newest epoch and writes without one are accepted', async () => {
    const { tenant, user, id, epoch } = await setup();
    expect(epoch).toBe(1);
    const first = (await api.open(user, id)).body;
    expect(first.epoch).toBe(2);
    const q = (await api.startModule(user, id, 2)).body.current!.questions[0]!;
    const second = (await api.open(user, id)).body; // another tab
    expect(second.epoch).toBe(3);

    const stale = [
      await api.save(user, id, q.id, { answer: 'A', seq: 1, epoch: 2 }),
      await api.submit(user, id, { epoch: 2 }),
      await api.startModule(user, id, 2),
      await api.pause(user, id, 2),
      await api.resume(user, id, 2),
      await api.check(user, id, q.id, 2),
      await api.leave(user, id, 2),
      await api.restart(user, id, 2),
      await api.record(user, id, q.id, tinyWav(), { epoch: 2 }),
    ];
    for (const res of stale) {
      expect(res.status, JSON.stringify(res.body)).toBe(409);
      expect(res.body.code).toBe('stale_session');
      expect(res.body.message?.length).toBeGreaterThan(0);
    }
    // Nothing of the stale tab landed: no answer, no leave, the module still runs.
    const row = await attemptRow(app, tenant, id);
    expect(row).toMatchObject({ status: 'in_progress', leftAt: null, pausedAt: null, epoch: 3 });
    expect((await api.read(user, id)).body.answers).toEqual([]);

    expect((await api.save(user, id, q.id, { answer: 'B', seq: 2, epoch: 3 })).body).toMatchObject({
      applied: true,
      answer: 'B',
    });
    expect((await api.save(user, id, q.id, { answer: 'C', seq: 3 })).body).toMatchObject({
      applied: true,
      answer: 'C',
    });
    // Opening again from the old tab takes the attempt back (open is never refused).
    expect((await api.open(user, id)).body.epoch).toBe(4);
    // Resuming from the catalogue does not take a live session over; once it is no longer live, it does.
    const testId = (await attemptRow(app, tenant, id)).testId;
    expect((await api.start(user, testId)).body).toMatchObject({ userExamId: id, resumed: true, epoch: 4 });
    await setAttempt(app, tenant, id, { lastSeenAt: secondsAgo(LIVE_SESSION_SECONDS + 5) });
    expect((await api.start(user, testId)).body).toMatchObject({ userExamId: id, resumed: true, epoch: 5 });
  });

  it('writes record the last sign of life', async () => {
    const { tenant, user, id } = await setup();
    expect((await attemptRow(app, tenant, id)).lastSeenAt).toBeNull();
    const q = (await api.startModule(user, id)).body.current!.questions[0]!;
    await setAttempt(app, tenant, id, { lastSeenAt: secondsAgo(600) });
    await api.save(user, id, q.id, { answer: 'A', seq: 1 });
    expect(Date.now() - (await attemptRow(app, tenant, id)).lastSeenAt!.getTime()).toBeLessThan(5_000);
  });
});

describe('live sessions and the heartbeat', () => {
  it('a session is live after open and while heartbeats come; not after a silence, a leave, or once completed', async () => {
    const { tenant, user, id } = await setup();
    expect((await api.read(user, id)).body.sessionLive).toBe(false); // started, never opened by a tab
    const { epoch } = (await api.open(user, id)).body;
    expect((await api.read(user, id)).body.sessionLive).toBe(true);

    // Silence past the limit: no longer live; a heartbeat with the current epoch makes it live again.
    await setAttempt(app, tenant, id, { lastSeenAt: secondsAgo(LIVE_SESSION_SECONDS + 10) });
    expect((await api.read(user, id)).body.sessionLive).toBe(false);
    expect((await api.heartbeat(user, id, epoch)).body).toEqual({ ok: true });
    expect(Date.now() - (await attemptRow(app, tenant, id)).lastSeenAt!.getTime()).toBeLessThan(5_000);
    expect((await api.read(user, id)).body.sessionLive).toBe(true);
    // Reads are no sign of life.
    await setAttempt(app, tenant, id, { lastSeenAt: secondsAgo(LIVE_SESSION_SECONDS + 10) });
    await api.read(user, id);
    expect((await api.read(user, id)).body.sessionLive).toBe(false);
    // Without an epoch (an API client) the heartbeat is accepted too.
    expect((await api.heartbeat(user, id)).status).toBe(200);
    expect((await api.read(user, id)).body.sessionLive).toBe(true);

    // A reported leave ends it until the next open.
    await api.leave(user, id, epoch);
    expect((await api.read(user, id)).body.sessionLive).toBe(false);
    expect((await api.open(user, id)).body.sessionLive).toBe(true);
  });

  it('a heartbeat with a stale epoch is 409 stale_session and records nothing', async () => {
    const { tenant, user, id } = await setup();
    const first = (await api.open(user, id)).body.epoch;
    const second = (await api.open(user, id)).body.epoch; // another tab took over
    await setAttempt(app, tenant, id, { lastSeenAt: secondsAgo(LIVE_SESSION_SECONDS + 10) });
    const stale = await api.heartbeat(user, id, first);
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('stale_session');
    expect((await api.read(user, id)).body.sessionLive).toBe(false);
    expect((await api.heartbeat(user, id, second)).status).toBe(200);
    expect((await api.read(user, id)).body).toMatchObject({ sessionLive: true, epoch: second });
  });

  it('a heartbeat on another tenant’s or a classmate’s attempt is 404 and touches nothing', async () => {
    const { tenant, user, id } = await setup();
    await api.open(user, id);
    await setAttempt(app, tenant, id, { lastSeenAt: secondsAgo(LIVE_SESSION_SECONDS + 10) });
    const stranger = await createTestUser(app, await createTestTenant(app));
    const classmate = await createTestUser(app, tenant);
    for (const other of [stranger, classmate]) {
      for (const res of [await api.heartbeat(other, id), await api.heartbeat(other, id, 1)]) {
        expect(res.status, JSON.stringify(res.body)).toBe(404);
        expect(res.body.code).toBe('not_found');
      }
    }
    expect((await api.read(user, id)).body.sessionLive).toBe(false);
  });
});

describe('leaving and coming back', () => {
  it('counts a reported leave and its time away when the attempt is opened again', async () => {
    const { tenant, user, id } = await setup();
    // The first open of a fresh attempt is no return from anywhere.
    expect((await api.open(user, id)).body).toMatchObject({ leaveCount: 0, timeAwaySeconds: 0 });
    expect((await api.leave(user, id)).body).toEqual({ ok: true });
    const leftAt = (await attemptRow(app, tenant, id)).leftAt!;
    expect(Date.now() - leftAt.getTime()).toBeLessThan(5_000);
    // A second leave report (pagehide after visibilitychange) keeps the first instant.
    await setAttempt(app, tenant, id, { leftAt: secondsAgo(120) });
    await api.leave(user, id);
    const back = (await api.open(user, id)).body;
    expect(back.leaveCount).toBe(1);
    expect(back.timeAwaySeconds).toBeGreaterThanOrEqual(119);
    expect(back.timeAwaySeconds).toBeLessThanOrEqual(122);
    expect((await attemptRow(app, tenant, id)).leftAt).toBeNull();
  });

  it('counts an unreported leave (a closed tab) from the last sign of life, but not a short silence', async () => {
    const { tenant, user, id } = await setup();
    await api.open(user, id);
    await setAttempt(app, tenant, id, { lastSeenAt: secondsAgo(10) });
    expect((await api.open(user, id)).body).toMatchObject({ leaveCount: 0, timeAwaySeconds: 0 });
    await setAttempt(app, tenant, id, { lastSeenAt: secondsAgo(300) });
    const back = (await api.open(user, id)).body;
    expect(back.leaveCount).toBe(1);
    expect(back.timeAwaySeconds).toBeGreaterThanOrEqual(299);
    expect(back.timeAwaySeconds).toBeLessThanOrEqual(302);
  });
});

describe('absences (issue 16): a reload is not a sitting', () => {
  it('ten leave-and-open pairs in a row (reloads) leave the leave count and the time away unchanged', async () => {
    const { tenant, user, id } = await setup();
    let { epoch } = (await api.open(user, id)).body;
    for (let i = 0; i < 10; i++) {
      expect((await api.leave(user, id, epoch)).status).toBe(200);
      epoch = (await api.open(user, id)).body.epoch; // the reloaded page opens without an epoch
    }
    expect((await api.read(user, id)).body).toMatchObject({ leaveCount: 0, timeAwaySeconds: 0 });
    expect((await attemptRow(app, tenant, id)).absences).toEqual([]);
  });

  it('records each real absence with its start, length and kind: hidden (same tab back), closed (a new page), no heartbeat', async () => {
    const { tenant, user, id } = await setup();
    let { epoch } = (await api.open(user, id)).body;
    // Hidden for 45 s, the same tab comes back (its open carries its epoch).
    await api.leave(user, id, epoch);
    await setAttempt(app, tenant, id, { leftAt: secondsAgo(45) });
    epoch = (await api.open(user, id, epoch)).body.epoch;
    // Closed for 2 minutes, then a new page opens (no epoch).
    await api.leave(user, id, epoch);
    await setAttempt(app, tenant, id, { leftAt: secondsAgo(120) });
    epoch = (await api.open(user, id)).body.epoch;
    // Hidden for 9 s: under the threshold, not an absence.
    await api.leave(user, id, epoch);
    await setAttempt(app, tenant, id, { leftAt: secondsAgo(ABSENCE_MIN_SECONDS - 1) });
    epoch = (await api.open(user, id, epoch)).body.epoch;
    // The browser died: no leave, no heartbeat for 5 minutes.
    await setAttempt(app, tenant, id, { lastSeenAt: secondsAgo(300) });
    const back = (await api.open(user, id)).body;

    expect(back.leaveCount).toBe(3);
    const { absences } = await attemptRow(app, tenant, id);
    expect(absences.map((a) => a.kind)).toEqual(['hidden', 'closed', 'no_heartbeat']);
    const seconds = absences.map((a) => a.seconds);
    expect(seconds[0]).toBeGreaterThanOrEqual(45);
    expect(seconds[0]).toBeLessThanOrEqual(48);
    expect(seconds[1]).toBeGreaterThanOrEqual(120);
    expect(seconds[1]).toBeLessThanOrEqual(123);
    expect(seconds[2]).toBeGreaterThanOrEqual(300);
    expect(seconds[2]).toBeLessThanOrEqual(303);
    expect(back.timeAwaySeconds).toBe(seconds.reduce((a, b) => a + b, 0));
    for (const a of absences)
      expect(Date.now() - Date.parse(a.startedAt)).toBeGreaterThanOrEqual(a.seconds * 1000 - 1500);
  });

  it('tells a watching tab when the live session lapses; none once it has lapsed or after a leave', async () => {
    const { tenant, user, id } = await setup();
    const { epoch } = (await api.open(user, id)).body;
    await setAttempt(app, tenant, id, { lastSeenAt: secondsAgo(20) });
    const watching = (await api.read(user, id)).body;
    expect(watching.sessionLive).toBe(true);
    expect(watching.sessionLapseSeconds).toBeGreaterThanOrEqual(LIVE_SESSION_SECONDS - 21);
    expect(watching.sessionLapseSeconds).toBeLessThanOrEqual(LIVE_SESSION_SECONDS - 19);
    await setAttempt(app, tenant, id, { lastSeenAt: secondsAgo(LIVE_SESSION_SECONDS + 1) });
    expect((await api.read(user, id)).body).toMatchObject({ sessionLive: false, sessionLapseSeconds: null });
    await api.heartbeat(user, id, epoch);
    expect((await api.read(user, id)).body.sessionLapseSeconds).toBeGreaterThanOrEqual(LIVE_SESSION_SECONDS - 1);
    await api.leave(user, id, epoch);
    expect((await api.read(user, id)).body).toMatchObject({ sessionLive: false, sessionLapseSeconds: null });
  });
});

describe('GET /api/health', () => {
  it('answers 200 { ok: true } to anyone, uncached, without a token', async () => {
    const res = await call<{ ok: true }>(app, { url: '/api/health' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
  });
});

describe('new routes: own attempts only', () => {
  it('another tenant’s user and a classmate get 404 on every attempt route; without a token it is 401', async () => {
    const { tenant, user, id } = await setup();
    const q = (await api.startModule(user, id)).body.current!.questions[0]!;
    const classmate = await createTestUser(app, tenant);
    const stranger = await createTestUser(app, await createTestTenant(app));
    const calls = (other: TestUser) => [
      api.read(other, id),
      api.open(other, id),
      api.leave(other, id),
      api.heartbeat(other, id),
      api.startModule(other, id),
      api.save(other, id, q.id, { answer: 'A', seq: 9 }),
      api.submit(other, id),
      api.restart(other, id),
      api.pause(other, id),
      api.resume(other, id),
      api.check(other, id, q.id),
      api.record(other, id, q.id, tinyWav()),
    ];
    for (const other of [classmate, stranger])
      for (const res of await Promise.all(calls(other))) {
        expect(res.status, JSON.stringify(res.body)).toBe(404);
        expect(res.body.code).toBe('not_found');
      }
    const anonymous = { ...user, headers: { 'x-tenant': tenant.slug } };
    for (const res of await Promise.all(calls(anonymous))) expect(res.status).toBe(401);
    // Unknown ids are 404 as well.
    expect((await api.open(user, randomUUID())).status).toBe(404);
    // Nothing changed for the owner.
    expect(await attemptRow(app, tenant, id)).toMatchObject({
      status: 'in_progress',
      epoch: 1,
      leftAt: null,
      pausedAt: null,
    });
    expect((await api.read(user, id)).body.answers).toEqual([]);
  });

  it('bad bodies are 422 with field errors; a bare POST is fine', async () => {
    const { user, id } = await setup();
    for (const payload of [{ epoch: 0 }, { epoch: 'x' }, { moduleId: 'nope' }]) {
      const res = await call<{ code: string; fieldErrors?: { path: string }[] }>(app, {
        method: 'POST',
        url: `/api/user-exams/${id}/submit-module`,
        headers: user.headers,
        payload,
      });
      expect(res.status, JSON.stringify(payload)).toBe(422);
      expect(res.body.fieldErrors?.length).toBeGreaterThan(0);
    }
    const bare = await call(app, { method: 'POST', url: `/api/user-exams/${id}/start-module`, headers: user.headers });
    expect(bare.status).toBe(200);
  });
});

describe('answers carry what the runner measured', () => {
  it('stores time spent and eliminated choices with the answer, and presents rich text as HTML', async () => {
    const tenant = await createTestTenant(app);
    const user = await createTestUser(app, tenant);
    const testId = await makeTest(app, tenant, {
      kind: 'toefl',
      type: 'single_section',
      version: 'toefl_2026',
      passages: {
        talk: {
          kind: 'audio',
          body: 'Listen to part of a talk.',
          audioUrl: '/media/talk.mp3',
          transcript: 'SECRET TRANSCRIPT',
        },
      },
      sections: [
        {
          section: 'listening',
          modules: [
            {
              questions: [
                mcq(1, {
                  passage: 'talk',
                  task: 'listen_academic_talk',
                  media: { audioUrl: '/media/q1.mp3', maxPlays: 1 },
                }),
                mcq(2),
              ],
            },
          ],
        },
      ],
    });
    const id = (await api.start(user, testId)).body.userExamId;
    const view = (await api.startModule(user, id)).body;
    const [q1, q2] = view.current!.questions;
    expect(q1).toMatchObject({
      task: 'listen_academic_talk',
      media: { audioUrl: '/media/q1.mp3', maxPlays: 1, prepSeconds: null, responseSeconds: null, minWords: null },
      passage: {
        kind: 'audio',
        audioUrl: '/media/talk.mp3',
        body: 'Listen to part of a talk.',
        bodyHtml: '<p>Listen to part of a talk.</p>',
      },
    });
    expect(q1!.stemHtml).toContain('katex');
    expect(q1!.choices[0]!.html).toContain('katex');
    expect(q1!.choices[1]!.html).toBe('B answer');
    expect(q2!.media).toEqual({
      audioUrl: null,
      maxPlays: null,
      prepSeconds: null,
      responseSeconds: null,
      minWords: null,
    });
    expect(q2!.passage).toBeNull();
    expect(JSON.stringify(view)).not.toContain('SECRET TRANSCRIPT');

    await api.save(user, id, q1!.id, { answer: 'B', seq: 1, timeSpentMs: 1500, eliminated: ['C', 'D'] });
    await api.save(user, id, q1!.id, { answer: 'A', seq: 2, timeSpentMs: 2500 });
    expect((await api.read(user, id)).body.answers).toEqual([
      { questionId: q1!.id, answer: 'A', flagged: false, seq: 2, timeSpentMs: 2500, eliminated: ['C', 'D'] },
    ]);
  });
});

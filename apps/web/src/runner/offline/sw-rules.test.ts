import { describe, expect, it } from 'vitest';
import { RUNNER_OFFLINE_CACHE } from '../../lib/storage.ts';
import { parseRunnerPath } from '../runner-route.ts';
import {
  apiRuleOf,
  DATA_CACHE,
  isRunnerPage,
  isUserKey,
  meKey,
  mergeKeptView,
  offlineCopyOf,
  tenantKey,
  tenantOf,
  userKeySource,
  userPrefix,
  viewAfter,
  viewKey,
  withSavedAnswer,
  type KeptView,
} from './sw-rules.ts';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const Q1 = '33333333-3333-4333-8333-333333333333';
const Q2 = '44444444-4444-4444-8444-444444444444';

const view = (patch: Partial<KeptView> = {}): KeptView => ({
  id: B,
  status: 'in_progress',
  phase: 'module',
  current: { remainingSeconds: 600, questions: [{ id: Q1 }, { id: Q2 }] },
  breakRemainingSeconds: null,
  answers: [],
  epoch: 3,
  ...patch,
});
const saved = (questionId: string, seq: number, answer: unknown = 'c1') => ({
  questionId,
  answer,
  flagged: false,
  seq,
  timeSpentMs: 1000,
  eliminated: [],
});

describe('the pages the worker serves offline', () => {
  const paths = [
    `/sat/test/${A}/${B}`,
    `/sat/start/${A}/${B}`,
    `/act/test/${A}/${B}/`,
    `/toefl/test/${A}/${B}`,
    `/toefl/test/${A}/${B}/start`,
    `/shsat/start/${A}/${B}`,
    `/shsat/test/${A}/${B}`,
    `/sat/result/${B}`,
    `/act/start/${A}/${B}`,
    `/sat/test/${A}`,
    `/dashboard`,
    `/sat/test/${A}/${B}/extra`,
    `/toefl/start/${A}/${B}`,
  ];
  it('are exactly the runner’s pages (runner-route.ts)', () => {
    for (const path of paths) expect(isRunnerPage(path), path).toBe(parseRunnerPath(path) !== null);
    expect(paths.filter(isRunnerPage)).toHaveLength(7);
  });
});

describe('the API calls the worker touches', () => {
  it('reads the brand, the student and the attempt; writes that answer the view; saved answers', () => {
    expect(apiRuleOf('GET', '/api/tenant')).toEqual({ kind: 'tenant' });
    expect(apiRuleOf('GET', '/api/me')).toEqual({ kind: 'me' });
    expect(apiRuleOf('GET', `/api/user-exams/${B}`)).toEqual({ kind: 'view', userExamId: B });
    for (const write of ['open', 'start-module', 'pause', 'resume'])
      expect(apiRuleOf('POST', `/api/user-exams/${B}/${write}`)).toEqual({ kind: 'view-write', userExamId: B });
    expect(apiRuleOf('PUT', `/api/user-exams/${B}/answers/${Q1}`)).toEqual({
      kind: 'answer',
      userExamId: B,
      questionId: Q1,
    });
  });

  it('leaves every other call alone (never kept, never served from the device)', () => {
    for (const [method, path] of [
      ['GET', `/api/user-exams/${B}/result`],
      ['GET', '/api/user-exams'],
      ['GET', '/api/tests'],
      ['GET', '/api/wallet'],
      ['POST', `/api/user-exams/${B}/leave`],
      ['POST', `/api/user-exams/${B}/heartbeat`],
      ['POST', `/api/user-exams/${B}/submit-module`],
      ['POST', '/api/me'],
      ['PATCH', '/api/me'],
      ['GET', `/api/user-exams/${B}/answers/${Q1}`],
      ['DELETE', `/api/user-exams/${B}`],
      ['GET', '/api/tenant/settings'],
    ] as const)
      expect(apiRuleOf(method, path), `${method} ${path}`).toBeNull();
  });
});

describe('keys', () => {
  it('tell tenants apart by the override, else by the host', () => {
    expect(tenantOf('Acme ', 'x.test')).toBe('slug:acme');
    expect(tenantOf(null, 'X.test:8080')).toBe('host:x.test:8080');
    expect(tenantOf('', 'x.test')).toBe('host:x.test');
    expect(userKeySource(tenantOf('acme', 'h'), 'Bearer t1')).not.toBe(
      userKeySource(tenantOf('beta', 'h'), 'Bearer t1'),
    );
    expect(userKeySource(tenantOf('acme', 'h'), 'Bearer t1')).not.toBe(
      userKeySource(tenantOf('acme', 'h'), 'Bearer t2'),
    );
  });

  it('put each user’s copies under a prefix of their own; the brand under none', () => {
    expect(meKey('aa').startsWith(userPrefix('aa'))).toBe(true);
    expect(viewKey('aa', B).startsWith(userPrefix('aa'))).toBe(true);
    expect(viewKey('aa', B).startsWith(userPrefix('a'))).toBe(false);
    expect(isUserKey(viewKey('aa', B))).toBe(true);
    expect(isUserKey(tenantKey('aa'))).toBe(false);
  });

  it('name the same cache the sign-out forgets', () => {
    expect(RUNNER_OFFLINE_CACHE).toBe(DATA_CACHE);
  });
});

describe('the kept view', () => {
  it('counts the running module’s clock down by the time since it was stored, rounded down, never below 0', () => {
    expect(viewAfter(view(), 90_500).current?.remainingSeconds).toBe(509);
    expect(viewAfter(view(), 0).current?.remainingSeconds).toBe(600);
    expect(viewAfter(view(), 700_000).current?.remainingSeconds).toBe(0);
  });

  it('served offline, claims no live session (a restarted tab continues; a takeover shows at the first save)', () => {
    const copy = offlineCopyOf(view({ sessionLive: true }), 30_000);
    expect(copy.sessionLive).toBe(false);
    expect(copy.current?.remainingSeconds).toBe(570);
    expect(copy.epoch).toBe(3);
  });

  it('never adds time when the device’s clock went back', () => {
    expect(viewAfter(view(), -60_000).current?.remainingSeconds).toBe(600);
  });

  it('counts a break down, and leaves a paused or ready module’s time as it is', () => {
    expect(viewAfter(view({ phase: 'break', breakRemainingSeconds: 300 }), 10_000).breakRemainingSeconds).toBe(290);
    expect(viewAfter(view({ phase: 'paused' }), 10_000).current?.remainingSeconds).toBe(600);
    expect(viewAfter(view({ phase: 'ready' }), 10_000).current?.remainingSeconds).toBe(600);
  });

  it('takes a newer view, keeping an answer it holds with a greater seq (a read that crossed a save)', () => {
    const kept = view({ answers: [saved(Q1, 3, 'new')] });
    const read = view({ answers: [saved(Q1, 2, 'old'), saved(Q2, 1)], epoch: 4 });
    const merged = mergeKeptView(kept, read);
    expect(merged.epoch).toBe(4);
    expect(merged.answers.find((a) => a.questionId === Q1)?.answer).toBe('new');
    expect(merged.answers.find((a) => a.questionId === Q2)?.seq).toBe(1);
  });

  it('drops the answers of a module that ended, and of another attempt', () => {
    const kept = view({ answers: [saved(Q1, 3)] });
    const next = view({ current: { remainingSeconds: 900, questions: [{ id: Q2 }] }, answers: [] });
    expect(mergeKeptView(kept, next).answers).toEqual([]);
    expect(mergeKeptView(view({ id: A, answers: [saved(Q1, 9)] }), view()).answers).toEqual([]);
  });

  it('holds what the server holds after a save: what was sent when applied, else the server’s answer', () => {
    const kept = view({ answers: [saved(Q1, 1, 'c1')] });
    const applied = withSavedAnswer(
      kept,
      { answer: 'c2', flagged: true, seq: 2, timeSpentMs: 4000, eliminated: ['c3'] },
      { questionId: Q1, seq: 2, applied: true, answer: 'c2', flagged: true },
    );
    expect(applied.answers).toEqual([
      { questionId: Q1, answer: 'c2', flagged: true, seq: 2, timeSpentMs: 4000, eliminated: ['c3'] },
    ]);
    const refused = withSavedAnswer(
      applied,
      { answer: 'c4', flagged: false, seq: 3, timeSpentMs: 5000, eliminated: [] },
      { questionId: Q1, seq: 5, applied: false, answer: 'c9', flagged: false },
    );
    expect(refused.answers).toEqual([
      { questionId: Q1, answer: 'c9', flagged: false, seq: 5, timeSpentMs: 4000, eliminated: ['c3'] },
    ]);
    const first = withSavedAnswer(
      kept,
      { answer: 'c1', seq: 1, timeSpentMs: 10, eliminated: [] },
      { questionId: Q2, seq: 1, applied: true, answer: 'c1', flagged: false },
    );
    expect(first.answers.map((a) => a.questionId)).toEqual([Q1, Q2]);
  });

  it('never goes back to an older seq', () => {
    const kept = view({ answers: [saved(Q1, 7, 'c7')] });
    const late = withSavedAnswer(
      kept,
      { seq: 6 },
      { questionId: Q1, seq: 6, applied: true, answer: 'c6', flagged: false },
    );
    expect(late).toBe(kept);
  });
});

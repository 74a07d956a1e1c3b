import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '@prepwell/contracts';
import { attemptApi, makeTest, mcqs } from './attempts-fixtures.ts';
import { call, createTestApp, createTestTenant, createTestUser, type TestApp } from './helpers.ts';

/**
 * Issue 11, hole 4, written as the attack: the requests that answered 500 (a NUL or a lone surrogate
 * reaching PostgreSQL) now get 422 with a field error naming the field, in the caller's language, and
 * nothing is stored. The property test over every route is fuzz-bytes.test.ts.
 */
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const expectRefused = (res: { status: number; body: ErrorBody }, path: string) => {
  expect(res.status, JSON.stringify(res.body)).toBe(422);
  expect(res.body.code).toBe('validation_failed');
  expect(res.body.fieldErrors).toEqual([{ path, message: expect.stringMatching(/./) as string }]);
};

describe('text the database cannot store', () => {
  it('an autosave whose answer holds a NUL is refused and the earlier answer stays', async () => {
    const tenant = await createTestTenant(app);
    const student = await createTestUser(app, tenant);
    const api = attemptApi(app);
    const examId = await makeTest(app, tenant, {
      type: 'drill',
      sections: [{ section: 'math', modules: [{ questions: mcqs(2) }] }],
    });
    const started = await api.start(student, examId);
    const id = started.body.userExamId;
    const view = await api.startModule(student, id);
    const question = view.body.current!.questions[0]!.id;
    expect((await api.save(student, id, question, { answer: 'B', seq: 4 })).status).toBe(200);

    expectRefused((await api.save(student, id, question, { answer: 'a\u0000b', seq: 5 })) as never, 'answer');
    expectRefused((await api.save(student, id, question, { answer: 'x\ud800', seq: 6 })) as never, 'answer');
    const after = await api.read(student, id);
    expect(after.body.answers.find((a) => a.questionId === question)?.answer).toBe('B');
  });

  it('profile text, a give-coins note with \\ud800 and a path id with %00 are refused, in the caller’s language', async () => {
    const tenant = await createTestTenant(app);
    const student = await createTestUser(app, tenant);
    const admin = await createTestUser(app, tenant, { roles: ['super_admin'] });

    expectRefused(
      (await call<ErrorBody>(app, {
        method: 'PATCH',
        url: '/api/basic/profile',
        headers: student.headers,
        payload: { first_name: 'Ann\u0000' },
      })) as never,
      'first_name',
    );
    const zh = await call<ErrorBody>(app, {
      method: 'PATCH',
      url: '/api/basic/profile',
      headers: { ...student.headers, 'accept-language': 'zh-TW' },
      payload: { last_name: 'Lee\udc00' },
    });
    expectRefused(zh as never, 'last_name');
    expect(zh.body.fieldErrors![0]!.message).toContain('字元');

    const note = await call<ErrorBody>(app, {
      method: 'POST',
      url: `/api/admin/user/${student.id}/give-point`,
      headers: { ...admin.headers, 'idempotency-key': crypto.randomUUID() },
      payload: { point: 5, notes: 'bonus \ud800' },
    });
    expectRefused(note as never, 'notes');
    const balance = await call<{ balance: number }>(app, { url: '/api/coins', headers: student.headers });
    expect(balance.body.balance ?? 0).toBe(0);

    const path = await call<ErrorBody>(app, { url: '/api/profile/a%00b', headers: student.headers });
    expect(path.status).toBeLessThan(500);
    expect(path.status).toBeGreaterThanOrEqual(400);
  });

  it('?q=%00 on the search routes is a 422 on the query, never a 500', async () => {
    const tenant = await createTestTenant(app);
    const teacher = await createTestUser(app, tenant, { roles: ['teacher'] });
    for (const url of [
      '/api/tests?q=%00',
      '/api/auth/students?q=%00',
      '/api/user-exams?q=%00',
      '/api/tests?q=%ED%A0%80',
    ]) {
      const res = await call<ErrorBody>(app, { url, headers: teacher.headers });
      expect(res.status, `${url} → ${JSON.stringify(res.body)}`).toBeLessThan(500);
      if (url.includes('%00')) expectRefused(res as never, 'query.q');
    }
  });
});

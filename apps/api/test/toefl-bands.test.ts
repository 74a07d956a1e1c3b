import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AttemptScores,
  ErrorBody,
  GradingRequestView,
  RegradeResult,
  AttemptResult,
  SectionRawScore,
} from '@prepwell/contracts';
import { withTenant } from '../src/db/with-tenant.ts';
import { moveCoins } from '../src/modules/ledger/ledger.service.ts';
import { attemptApi, type AttemptApi } from './attempts-fixtures.ts';
import { takeToCompletion, toeflTest } from './toefl-fixture.ts';
import { call, createTestApp, createTestTenant, createTestUser, type TestApp, type TestUser } from './helpers.ts';

/**
 * TOEFL 2026 Writing and Speaking bands (decision 0030): an attempt taken to completion through the API,
 * its rated answers bought for grading and graded by a teacher; the overall band arrives with the last grade.
 */

let app: TestApp;
let api: AttemptApi;
beforeAll(async () => {
  app = await createTestApp();
  api = attemptApi(app);
});
afterAll(async () => app?.close());

type Res<T> = T & Partial<Omit<ErrorBody, 'status'>>;

const scoresOf = async (user: TestUser, id: string) => {
  const res = await call<Res<AttemptResult>>(app, { url: `/api/user-exams/${id}/result`, headers: user.headers });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.scores!;
};
const sectionOf = (scores: AttemptScores, name: string) => scores.sections.find((s) => s.section === name)!;
const bandsOf = (scores: AttemptScores) =>
  Object.fromEntries(scores.sections.map((s: SectionRawScore) => [s.section, [s.band ?? null, s.pending ?? 0]]));

const askGrading = (student: TestUser, id: string, questionId: string) =>
  call<Res<GradingRequestView>>(app, {
    method: 'POST',
    url: `/api/user-exams/${id}/grading`,
    headers: { ...student.headers, 'idempotency-key': randomUUID() },
    payload: { question_id: questionId, level: 'score' },
  });
const grade = (teacher: TestUser, requestId: string, score: number) =>
  call<Res<GradingRequestView>>(app, {
    method: 'POST',
    url: `/api/grading/${requestId}`,
    headers: teacher.headers,
    payload: { score },
  });

describe('TOEFL 2026 Writing and Speaking bands (decision 0030)', () => {
  it('the overall band arrives with the last grade, labelled an estimate; a corrected grade rescores; a regrade keeps it', async () => {
    const tenant = await createTestTenant(app);
    const student = await createTestUser(app, tenant);
    const teacher = await createTestUser(app, tenant, { roles: ['teacher'] });
    await withTenant(app.deps.db, tenant.id, (tx) =>
      moveCoins(tx, { userId: student.id, type: 'deposit', amount: 200 }),
    );
    const testId = await toeflTest(app, tenant);
    const { id, stems } = await takeToCompletion(api, student, testId);

    // Completed: Reading and Listening have bands (2/2 → 5), Writing and Speaking await a grader.
    const completed = await scoresOf(student, id);
    expect(bandsOf(completed)).toEqual({
      reading: [5, 0],
      listening: [5, 0],
      writing: [null, 2],
      speaking: [null, 4],
    });
    expect(sectionOf(completed, 'writing')).toMatchObject({ raw: 2, maxRaw: 2 });
    expect(completed.overall).toEqual({ scale: 'toefl_band', value: null, range: null, estimated: false });

    // The student buys grading of every rated answer; the teacher grades them one by one.
    const grades: [string, number][] = [
      ['Write an email to your professor.', 4],
      ['Join the class discussion.', 3],
      ['Repeat 1.', 5],
      ['Repeat 2.', 5],
      ['Interview 1.', 4],
      ['Interview 2.', 3],
    ];
    const requests = new Map<string, string>();
    for (const [stem] of grades) {
      const asked = await askGrading(student, id, stems.get(stem)!);
      expect(asked.status, JSON.stringify(asked.body)).toBe(200);
      requests.set(stem, asked.body.id);
    }
    for (const [i, [stem, score]] of grades.entries()) {
      const graded = await grade(teacher, requests.get(stem)!, score);
      expect(graded.status, JSON.stringify(graded.body)).toBe(200);
      const scores = await scoresOf(student, id);
      if (i < grades.length - 1) {
        // Before the last grade: no overall band, and what remains is counted as pending.
        expect(scores.overall?.value).toBeNull();
        expect(scores.sections.reduce((n, s) => n + (s.pending ?? 0), 0)).toBe(grades.length - 1 - i);
      }
      if (i === 1)
        // Writing complete: Build a Sentence 2/2 (1), Email 4/5 (0.8), Discussion 3/5 (0.6) → average 4 → band 5.
        expect(sectionOf(scores, 'writing')).toMatchObject({ band: 5, pending: 0 });
    }

    // Speaking: Listen and Repeat (5, 5 → 1) and Interview (4, 3 → 0.7) → average 4.25 → band 5.5.
    // Overall: (5 + 5 + 5 + 5.5) / 4 = 5.125 → 5, ETS's own example of the rounding.
    const final = await scoresOf(student, id);
    expect(bandsOf(final)).toEqual({ reading: [5, 0], listening: [5, 0], writing: [5, 0], speaking: [5.5, 0] });
    expect(final.overall).toEqual({ scale: 'toefl_band', value: 5, range: null, estimated: true });
    // The history shows the same headline.
    const history = await call<Res<{ data: { id: string; overall: unknown }[] }>>(app, {
      url: '/api/user-exams',
      headers: student.headers,
    });
    expect(history.body.data.find((a) => a.id === id)?.overall).toEqual(final.overall);

    // The teacher corrects the last grade 3 → 5: Interview 0.9, Speaking average 4.75 → 6; overall 5.25 → 5.5.
    expect((await grade(teacher, requests.get('Interview 2.')!, 5)).status).toBe(200);
    const corrected = await scoresOf(student, id);
    expect(sectionOf(corrected, 'speaking').band).toBe(6);
    expect(corrected.overall).toMatchObject({ value: 5.5, estimated: true });

    // A regrade of the test recomputes with the grades: nothing changes, the band stays.
    const regrade = await call<Res<RegradeResult>>(app, {
      method: 'POST',
      url: `/api/tests/${testId}/regrade`,
      headers: teacher.headers,
      payload: { dryRun: false },
    });
    expect(regrade.status, JSON.stringify(regrade.body)).toBe(200);
    expect(regrade.body).toMatchObject({ attempts: 1, changed: 0 });
    expect((await scoresOf(student, id)).overall).toMatchObject({ value: 5.5, estimated: true });
  });

  it('a graded request of another attempt or tenant never touches this attempt; a Speaking section half graded stays pending', async () => {
    const tenant = await createTestTenant(app);
    const student = await createTestUser(app, tenant);
    const teacher = await createTestUser(app, tenant, { roles: ['teacher'] });
    await withTenant(app.deps.db, tenant.id, (tx) =>
      moveCoins(tx, { userId: student.id, type: 'deposit', amount: 200 }),
    );
    const testId = await toeflTest(app, tenant);
    const first = await takeToCompletion(api, student, testId);
    const second = await takeToCompletion(api, student, testId);
    for (const stem of ['Write an email to your professor.', 'Join the class discussion.']) {
      const asked = await askGrading(student, first.id, first.stems.get(stem)!);
      expect((await grade(teacher, asked.body.id, 0)).status).toBe(200);
    }
    const repeat = await askGrading(student, first.id, first.stems.get('Repeat 1.')!);
    expect((await grade(teacher, repeat.body.id, 5)).status).toBe(200);

    const graded = await scoresOf(student, first.id);
    // Writing: Build a Sentence 2/2 (1), Email 0, Discussion 0 → average 5/3 = 1.67 → band 2.5.
    expect(bandsOf(graded)).toMatchObject({ writing: [2.5, 0], speaking: [null, 3] });
    expect(graded.overall).toMatchObject({ value: null, estimated: true });
    // The other attempt of the same test is untouched.
    const untouched = await scoresOf(student, second.id);
    expect(bandsOf(untouched)).toMatchObject({ writing: [null, 2], speaking: [null, 4] });
    expect(untouched.overall).toMatchObject({ value: null, estimated: false });
    // Another tenant's teacher cannot grade it (404), and nothing moves.
    const outsider = await createTestUser(app, await createTestTenant(app), { roles: ['teacher'] });
    const interview = await askGrading(student, first.id, first.stems.get('Interview 1.')!);
    expect((await grade(outsider, interview.body.id, 5)).status).toBe(404);
    expect(bandsOf(await scoresOf(student, first.id))).toMatchObject({ speaking: [null, 3] });
  });
});

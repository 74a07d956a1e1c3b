import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AnswerKey,
  AttemptResult,
  QuestionView,
  RegradeResult,
  RunnerQuestion,
  ScoreRange,
  ScoreTableSet,
} from '@prepwell/contracts';
import { regradeAudits, tests } from '../src/db/schema/index.ts';
import { withTenant } from '../src/db/with-tenant.ts';
import type { TenantContext } from '../src/modules/tenants/tenants.service.ts';
import { makeTest, mcqs } from './attempts-fixtures.ts';
import { createTestApp, createTestTenant, createTestUser, type TestApp, type TestUser } from './helpers.ts';
import { apiOf, numberOf, PRO, takeTest } from './regrade-fixture.ts';
import { inputOfView } from './questions-fixture.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app?.close());

const rows = (...scaled: number[]): ScoreRange[] => scaled.map((s): ScoreRange => [s, s]);

/** English: questions 1–3, Math: 4–5, every key `A`; linear tables 200…800. */
const makeSat = (tenant: TenantContext) =>
  makeTest(app, tenant, {
    sections: [
      { section: 'english', modules: [{ questions: mcqs(3) }], scoreTables: { base: rows(200, 400, 600, 800) } },
      { section: 'math', modules: [{ questions: mcqs(2, 4) }], scoreTables: { base: rows(200, 500, 800) } },
    ],
  });

/** Answers `A` everywhere, except question 1 as given (undefined: left blank). */
const answering = (first: string | undefined) => (q: RunnerQuestion) => (numberOf(q) === 1 ? first : 'A');

const result = async (user: TestUser, id: string) =>
  (await apiOf(app).send<AttemptResult>(user, 'GET', `/api/user-exams/${id}/result`)).body;
const totalOf = async (user: TestUser, id: string) => (await result(user, id)).scores!.total;

/** The question as the bank's form sends it back, with `over` applied. */
const formOf = (v: QuestionView, over: { answerKey?: AnswerKey; stem?: string } = {}) => ({
  ...inputOfView(v),
  ...over,
});

const audits = (tenant: TenantContext, ids: string[]) =>
  withTenant(app.deps.db, tenant.id, (tx) =>
    tx.select().from(regradeAudits).where(inArray(regradeAudits.userExamId, ids)),
  );

describe('key correction and regrade', () => {
  it('fixes a key in place, shows the changes in a dry run, applies them with audits, and finds nothing left', async () => {
    const tenant = await createTestTenant(app);
    const teacher = await createTestUser(app, tenant, { roles: ['teacher'] });
    const { send } = apiOf(app);
    const testId = await makeSat(tenant);
    // A second version of the same test (same root), taken by Dan.
    const v2 = await makeSat(tenant);
    await withTenant(app.deps.db, tenant.id, (tx) =>
      tx.update(tests).set({ rootId: testId, revision: 2 }).where(eq(tests.id, v2)),
    );

    const student = (firstName: string) => createTestUser(app, tenant, { firstName, ...PRO });
    const [ann, ben, cal, dan] = await Promise.all(['Ann', 'Ben', 'Cal', 'Dan'].map(student));
    const annId = await takeTest(app, ann!, testId, answering('A'));
    const benId = await takeTest(app, ben!, testId, answering('B'));
    const calId = await takeTest(app, cal!, testId, answering(undefined));
    const danId = await takeTest(app, dan!, v2, answering('B'));
    // An attempt still running is never regraded.
    const eveId = await takeTest(app, await student('Eve'), testId, answering('B'), { stopAfter: 1 });
    expect(await totalOf(ann!, annId)).toEqual([1600, 1600]);
    expect(await totalOf(ben!, benId)).toEqual([1400, 1400]);

    // Question 1's key was wrong: B is right. A key-only edit corrects each version in place.
    const q1Of = async (user: TestUser, attemptId: string) =>
      (await result(user, attemptId)).questions.find((q) => q.number === 1)!.questionId;
    for (const [user, attemptId] of [
      [ann!, annId],
      [dan!, danId],
    ] as const) {
      const id = await q1Of(user, attemptId);
      const view = (await send<QuestionView>(teacher, 'GET', `/api/questions/${id}`)).body;
      expect(view.seen).toBe(true);
      const fixed = await send<QuestionView>(teacher, 'PATCH', `/api/questions/${id}`, {
        ...formOf(view, { answerKey: { kind: 'choice', correct: ['B'] } }),
        explanation: 'B is the right choice.',
      });
      expect(fixed.status).toBe(200);
      expect(fixed.body).toMatchObject({ id, version: 1, status: 'active', answerKey: { correct: ['B'] } });
      expect(fixed.body.explanation).toBe('B is the right choice.');
    }

    // Dry run: four finished attempts over both versions, three would change; nothing is written.
    const dry = await send<RegradeResult>(teacher, 'POST', `/api/tests/${testId}/regrade`, { dryRun: true });
    expect(dry.status).toBe(200);
    expect(dry.body).toMatchObject({ attempts: 4, changed: 3, applied: false });
    const byId = new Map(dry.body.changes.map((c) => [c.userExamId, c]));
    expect([...byId.keys()].sort()).toEqual([annId, benId, danId].sort());
    expect(byId.get(annId)).toMatchObject({ studentName: 'Ann User' });
    expect(byId.get(annId)!.before!.total).toEqual([1600, 1600]);
    expect(byId.get(annId)!.after.total).toEqual([1400, 1400]);
    expect(byId.get(benId)!.after.total).toEqual([1600, 1600]);
    expect(await totalOf(ann!, annId)).toEqual([1600, 1600]);
    expect((await result(ann!, annId)).regradedAt).toBeNull();
    expect(await audits(tenant, [annId, benId, calId, danId])).toEqual([]);

    // Apply: the three change, with an audit row each; Cal's blank stays wrong and untouched.
    const applied = await send<RegradeResult>(teacher, 'POST', `/api/tests/${testId}/regrade`, { dryRun: false });
    expect(applied.body).toMatchObject({ attempts: 4, changed: 3, applied: true });
    const annResult = await result(ann!, annId);
    expect(annResult.scores!.total).toEqual([1400, 1400]);
    expect(annResult.scores!.overall).toMatchObject({ scale: 'sat_total', value: 1400 });
    expect(annResult.regradedAt).toEqual(expect.any(String));
    expect(annResult.test.revision).toBe(1);
    expect(annResult.modules[0]).toMatchObject({ section: 'english', correct: 2, operational: 3 });
    const benResult = await result(ben!, benId);
    expect(benResult.scores!.total).toEqual([1600, 1600]);
    expect(benResult.questions.find((q) => q.number === 1)!.correct).toBe(true);
    const danResult = await result(dan!, danId);
    expect(danResult.scores!.total).toEqual([1600, 1600]);
    expect(danResult.test.revision).toBe(2);
    expect((await result(cal!, calId)).regradedAt).toBeNull();

    const rowsWritten = await audits(tenant, [annId, benId, calId, danId, eveId]);
    expect(rowsWritten.map((a) => a.userExamId).sort()).toEqual([annId, benId, danId].sort());
    const annAudit = rowsWritten.find((a) => a.userExamId === annId)!;
    expect(annAudit).toMatchObject({ testId, actorId: teacher.id, reason: 'key' });
    expect((annAudit.oldScores as { total: ScoreRange }).total).toEqual([1600, 1600]);
    expect((annAudit.newScores as { total: ScoreRange }).total).toEqual([1400, 1400]);
    expect(rowsWritten.find((a) => a.userExamId === danId)!.testId).toBe(v2);

    // A second regrade finds nothing to change.
    const again = await send<RegradeResult>(teacher, 'POST', `/api/tests/${v2}/regrade`, { dryRun: false });
    expect(again.body).toEqual({ attempts: 4, changed: 0, applied: true, changes: [] });
  });

  it('regrades after a score table changes, and tells a key from a table', async () => {
    const tenant = await createTestTenant(app);
    const teacher = await createTestUser(app, tenant, { roles: ['organization_admin'] });
    const { send } = apiOf(app);
    const testId = await makeSat(tenant);
    const ann = await createTestUser(app, tenant, { firstName: 'Ann', ...PRO });
    const annId = await takeTest(app, ann, testId, answering('A'));

    const set = (await send<ScoreTableSet>(teacher, 'GET', `/api/tests/${testId}/score-tables`)).body;
    const math = set.tables.find((t) => t.section === 'math')!;
    const put = await send<ScoreTableSet>(teacher, 'PUT', `/api/tests/${testId}/score-tables`, {
      tables: [{ sectionId: math.sectionId, route: 'base', rows: rows(200, 500, 780) }],
    });
    expect(put.status).toBe(200);
    const dry = await send<RegradeResult>(teacher, 'POST', `/api/tests/${testId}/regrade`, { dryRun: true });
    expect(dry.body).toMatchObject({ attempts: 1, changed: 1 });
    expect(dry.body.changes[0]!.after.total).toEqual([1580, 1580]);

    // A key too: question 3 of English becomes C, and the stem stays: both reasons.
    const q3 = (await result(ann, annId)).questions.find((q) => q.number === 3)!.questionId;
    const view = (await send<QuestionView>(teacher, 'GET', `/api/questions/${q3}`)).body;
    await send(
      teacher,
      'PATCH',
      `/api/questions/${q3}`,
      formOf(view, { answerKey: { kind: 'choice', correct: ['C'] } }),
    );
    const applied = await send<RegradeResult>(teacher, 'POST', `/api/tests/${testId}/regrade`, { dryRun: false });
    expect(applied.body).toMatchObject({ attempts: 1, changed: 1, applied: true });
    expect(await totalOf(ann, annId)).toEqual([1380, 1380]);
    expect((await audits(tenant, [annId]))[0]!.reason).toBe('key+score_table');

    // An edit that changes more than the key is no correction: a new version, attempts keep the old one.
    const q2 = (await result(ann, annId)).questions.find((q) => q.number === 2)!.questionId;
    const v = (await send<QuestionView>(teacher, 'GET', `/api/questions/${q2}`)).body;
    const edited = await send<QuestionView>(
      teacher,
      'PATCH',
      `/api/questions/${q2}`,
      formOf(v, { answerKey: { kind: 'choice', correct: ['D'] }, stem: 'A new stem' }),
    );
    expect(edited.body.id).not.toBe(q2);
    expect(edited.body.version).toBe(2);
    const none = await send<RegradeResult>(teacher, 'POST', `/api/tests/${testId}/regrade`, { dryRun: true });
    expect(none.body.changed).toBe(0);
  });

  it('is for educators of the tenant: students 403, another tenant 404', async () => {
    const tenant = await createTestTenant(app);
    const testId = await makeSat(tenant);
    const student = await createTestUser(app, tenant);
    const url = `/api/tests/${testId}/regrade`;
    expect((await apiOf(app).send(student, 'POST', url, { dryRun: true })).status).toBe(403);
    const stranger = await createTestUser(app, await createTestTenant(app), { roles: ['teacher'] });
    expect((await apiOf(app).send(stranger, 'POST', url, { dryRun: true })).status).toBe(404);
  });
});

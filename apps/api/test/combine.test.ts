import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CombinedReport, ScoreRange, Section } from '@prepwell/contracts';
import type { TenantContext } from '../src/modules/tenants/tenants.service.ts';
import { insertAcceptedLink } from '../src/modules/parent-links/parent-links.repository.ts';
import { withTenant } from '../src/db/with-tenant.ts';
import { makeTest, mcqs } from './attempts-fixtures.ts';
import { call, createTestApp, createTestTenant, createTestUser, type TestApp, type TestUser } from './helpers.ts';
import { apiOf, PRO, takeTest } from './regrade-fixture.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app?.close());

const rows = (...scaled: number[]): ScoreRange[] => scaled.map((s): ScoreRange => [s, s]);
const TABLES: Record<string, ScoreRange[]> = { english: rows(200, 500, 800), math: rows(200, 450, 700) };

/** A one-section SAT practice module (two questions, keys A) with its table. */
const sectionTest = (tenant: TenantContext, ...sections: Section[]) =>
  makeTest(app, tenant, {
    type: sections.length > 1 ? 'full_mock' : 'module',
    sections: sections.map((section) => ({
      section,
      modules: [{ questions: mcqs(2) }],
      scoreTables: { base: TABLES[section]! },
    })),
  });

const combine = (user: TestUser, userExamIds: string[], lang?: string) =>
  call<CombinedReport & { code?: string; fieldErrors?: { path: string; message: string }[]; details?: unknown }>(app, {
    method: 'POST',
    url: '/api/user-exams/combine',
    headers: { ...user.headers, ...(lang ? { 'accept-language': lang } : {}) },
    payload: { userExamIds },
  });

const all = (answer: string) => () => answer;

describe('POST /api/user-exams/combine', () => {
  it('combines SAT Reading and Writing of one test with Math of another into a total (acceptance 3)', async () => {
    const tenant = await createTestTenant(app);
    const [rwTest, mathTest] = [await sectionTest(tenant, 'english'), await sectionTest(tenant, 'math')];
    const kid = await createTestUser(app, tenant, { firstName: 'Kim', ...PRO });
    const rw = await takeTest(app, kid, rwTest, all('A')); // 2 of 2 → 800
    const math = await takeTest(app, kid, mathTest, (q) => (q.stem.startsWith('Question 1') ? 'A' : 'B')); // 1 → 450

    const res = await combine(kid, [math, rw]);
    expect(res.status).toBe(200);
    expect(res.body.kind).toBe('sat');
    expect(res.body.studentName).toBe('Kim User');
    expect(res.body.sections.map((s) => [s.section, s.userExamId, s.raw, s.maxRaw, s.scaled])).toEqual([
      ['english', rw, 2, 2, [800, 800]],
      ['math', math, 1, 2, [450, 450]],
    ]);
    expect(res.body.sections[0]!.testTitle).toMatch(/^Attempts test/);
    expect(res.body.sections[0]!.completedAt).toEqual(expect.any(String));
    expect(res.body.total).toEqual([1250, 1250]);
    expect(res.body.overall).toEqual({ scale: 'sat_total', value: 1250, range: [1250, 1250], estimated: false });

    // An educator of the tenant combines for the student; a linked parent too.
    const teacher = await createTestUser(app, tenant, { roles: ['teacher'] });
    expect((await combine(teacher, [rw, math])).body.total).toEqual([1250, 1250]);
    const parent = await createTestUser(app, tenant, { roles: ['parent'] });
    await withTenant(app.deps.db, tenant.id, (tx) => insertAcceptedLink(tx, parent.id, kid.id));
    expect((await combine(parent, [rw, math])).status).toBe(200);
  });

  it('refuses a repeated section, an incomplete selection and an unfinished attempt with the spec’s codes', async () => {
    const tenant = await createTestTenant(app);
    const kid = await createTestUser(app, tenant, PRO);
    const rwTest = await sectionTest(tenant, 'english');
    const full = await takeTest(app, kid, await sectionTest(tenant, 'english', 'math'), all('A'));
    const rw = await takeTest(app, kid, rwTest, all('A'));

    const repeated = await combine(kid, [full, rw]);
    expect(repeated.status).toBe(422);
    expect(repeated.body.code).toBe('validation_failed');
    expect(repeated.body.fieldErrors).toEqual([
      { path: 'userExamIds.1', message: 'This section is already given by another attempt of the selection.' },
    ]);
    expect(repeated.body.details).toEqual({ repeated: ['english'], missing: [] });
    // The same attempt twice repeats its sections too.
    expect((await combine(kid, [rw, rw])).body.fieldErrors?.map((f) => f.path)).toEqual([
      'userExamIds.1',
      'userExamIds',
    ]);

    const incomplete = await combine(kid, [rw, await takeTest(app, kid, rwTest, all('B'))], 'zh-CN');
    expect(incomplete.status).toBe(422);
    expect(incomplete.body.fieldErrors).toContainEqual({
      path: 'userExamIds',
      message: '所选内容缺少完整测验的某个部分。',
    });
    expect(incomplete.body.details).toMatchObject({ missing: ['math'] });

    const running = await takeTest(app, kid, await sectionTest(tenant, 'math'), all('A'), { stopAfter: 0 });
    const unfinished = await combine(kid, [rw, running]);
    expect(unfinished.status).toBe(400);
    expect(unfinished.body.code).toBe('exam_attempt');
    expect(unfinished.body.fieldErrors?.map((f) => f.path)).toEqual(['userExamIds.1']);
  });

  it('answers 404 for an attempt the caller may not read, and refuses two students’ attempts', async () => {
    const tenant = await createTestTenant(app);
    const [rwTest, mathTest] = [await sectionTest(tenant, 'english'), await sectionTest(tenant, 'math')];
    const kid = await createTestUser(app, tenant, PRO);
    const other = await createTestUser(app, tenant, PRO);
    const mine = await takeTest(app, kid, rwTest, all('A'));
    const theirs = await takeTest(app, other, mathTest, all('A'));
    expect((await combine(kid, [mine, theirs])).status).toBe(404);
    const stranger = await createTestUser(app, await createTestTenant(app), { roles: ['teacher'] });
    expect((await combine(stranger, [mine, theirs])).status).toBe(404);

    const teacher = await createTestUser(app, tenant, { roles: ['teacher'] });
    const two = await combine(teacher, [mine, theirs]);
    expect(two.status).toBe(422);
    expect(two.body.fieldErrors?.map((f) => f.path)).toEqual(['userExamIds.1']);
    // Bad input is the schema's 422, never a 500.
    expect((await apiOf(app).send(kid, 'POST', '/api/user-exams/combine', { userExamIds: [mine] })).status).toBe(422);
    expect((await apiOf(app).send(kid, 'POST', '/api/user-exams/combine', { userExamIds: ['x', 'y'] })).status).toBe(
      422,
    );
  });
});

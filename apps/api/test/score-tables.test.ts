import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScoreRange, ScoreTablePreview, ScoreTableSet } from '@prepwell/contracts';
import { withTenant } from '../src/db/with-tenant.ts';
import { createTestFromBlueprint } from '../src/modules/exams/catalogue/authoring.service.ts';
import { PLANNED, SMALL_SAT } from '../src/modules/exams/results/results.fixture.ts';
import type { TenantContext } from '../src/modules/tenants/tenants.service.ts';
import { call, createTestApp, createTestTenant, createTestUser, type TestApp } from './helpers.ts';
import { apiOf, PRO, takeTest } from './regrade-fixture.ts';
import { mainTenant } from './route-walk.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app?.close());

const make = (tenant: TenantContext, isPublic = false) =>
  withTenant(
    app.deps.db,
    tenant.id,
    async (tx) =>
      (await createTestFromBlueprint(tx, { ...SMALL_SAT, isPublic, title: `${SMALL_SAT.title} ${Math.random()}` })).id,
  );

const rows = (...scaled: number[]): ScoreRange[] => scaled.map((s): ScoreRange => [s, s]);

/** A tenant with a teacher and the small adaptive SAT of results.fixture.ts (RW: M1 2 scored + 2 per route; Math 3). */
const setup = async () => {
  const tenant = await createTestTenant(app);
  const teacher = await createTestUser(app, tenant, { roles: ['teacher'] });
  const testId = await make(tenant);
  return { tenant, teacher, testId, url: `/api/tests/${testId}/score-tables` };
};

describe('GET /api/tests/:id/score-tables', () => {
  it('lists one table per section and route with the raw maximum, the scale and the origin', async () => {
    const { teacher, url } = await setup();
    const res = await apiOf(app).send<ScoreTableSet>(teacher, 'GET', url);
    expect(res.status).toBe(200);
    expect(res.body.readOnly).toBe(false);
    expect(res.body.tables.map((t) => [t.section, t.route, t.maxRaw, t.rows.length, t.origin, t.scale])).toEqual([
      ['english', 'easier', 4, 5, 'estimate', [200, 800]],
      ['english', 'harder', 4, 5, 'estimate', [200, 800]],
      ['math', 'base', 3, 4, 'estimate', [200, 800]],
    ]);
    expect(res.body.tables[0]!.title).toBe('Reading and Writing');
  });

  it('is for educators of the tenant: students 403, another tenant 404; a shared test is read-only', async () => {
    const { tenant, url } = await setup();
    const student = await createTestUser(app, tenant);
    expect((await apiOf(app).send(student, 'GET', url)).status).toBe(403);
    const stranger = await createTestUser(app, await createTestTenant(app), { roles: ['teacher'] });
    expect((await apiOf(app).send(stranger, 'GET', url)).status).toBe(404);
    const anyTable = { sectionId: randomUUID(), route: 'base', rows: rows(200) };
    expect((await apiOf(app).send(stranger, 'PUT', url, { tables: [anyTable] })).status).toBe(404);

    const main = await mainTenant(app);
    const shared = await make(main, true);
    const sharedUrl = `/api/tests/${shared}/score-tables`;
    const read = await apiOf(app).send<ScoreTableSet>(stranger, 'GET', sharedUrl);
    expect(read.status).toBe(200);
    expect(read.body.readOnly).toBe(true);
    const mathId = read.body.tables[2]!.sectionId;
    const table = { sectionId: mathId, route: 'base', rows: rows(200, 300, 400, 500) };
    expect((await apiOf(app).send(stranger, 'PUT', sharedUrl, { tables: [table] })).status).toBe(403);
    // A super admin on main writes the shared catalogue's table.
    const admin = await createTestUser(app, main, { roles: ['super_admin'] });
    const written = await apiOf(app).send<ScoreTableSet>(admin, 'PUT', sharedUrl, { tables: [table] });
    expect(written.status).toBe(200);
    expect(written.body.readOnly).toBe(false);
    expect(written.body.tables[2]).toMatchObject({ origin: 'own', rows: table.rows });
    // Other tenants read it.
    expect((await apiOf(app).send<ScoreTableSet>(stranger, 'GET', sharedUrl)).body.tables[2]!.rows).toEqual(table.rows);
  });
});

describe('PUT /api/tests/:id/score-tables', () => {
  it('refuses a bad table with one localized field error per problem', async () => {
    const { teacher, url } = await setup();
    const set = (await apiOf(app).send<ScoreTableSet>(teacher, 'GET', url)).body;
    const [easier, , math] = set.tables;
    const res = await call<{ code: string; fieldErrors: { path: string; message: string }[] }>(app, {
      method: 'PUT',
      url,
      headers: { ...teacher.headers, 'accept-language': 'zh-TW' },
      payload: {
        tables: [
          // Raw 3 of 0…3 missing.
          { sectionId: math!.sectionId, route: 'base', rows: rows(200, 400, 600) },
          // Raw 2 decreasing, raw 3 inverted, raw 4 above 800.
          {
            sectionId: easier!.sectionId,
            route: 'easier',
            rows: [
              [200, 200],
              [300, 320],
              [250, 260],
              [500, 400],
              [790, 820],
            ],
          },
          // A linear section has no harder route.
          { sectionId: math!.sectionId, route: 'harder', rows: rows(200, 400, 600, 800) },
        ],
      },
    });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('validation_failed');
    expect(res.body.fieldErrors.map((f) => f.path)).toEqual([
      'tables.0.rows',
      'tables.1.rows.2',
      'tables.1.rows.3',
      'tables.1.rows.4',
      'tables.2.route',
    ]);
    expect(res.body.fieldErrors[0]!.message).toBe('請為從 0 到最高分的每個原始分各提供一列。');
    expect(res.body.fieldErrors[3]!.message).toBe('此分數超出該考試的分數範圍。');
    // Nothing was written.
    expect((await apiOf(app).send<ScoreTableSet>(teacher, 'GET', url)).body).toEqual(set);
    // Malformed rows are the schema's 422, never a 500.
    const malformed = await apiOf(app).send(teacher, 'PUT', url, {
      tables: [{ sectionId: math!.sectionId, route: 'base', rows: [[200.5, 300]] }],
    });
    expect(malformed.status).toBe(422);
  });

  it('replaces the tables given as the centre’s own and keeps the others', async () => {
    const { teacher, url } = await setup();
    const set = (await apiOf(app).send<ScoreTableSet>(teacher, 'GET', url)).body;
    const harder = set.tables[1]!;
    const res = await apiOf(app).send<ScoreTableSet>(teacher, 'PUT', url, {
      tables: [{ sectionId: harder.sectionId, route: 'harder', rows: rows(300, 450, 600, 700, 800) }],
    });
    expect(res.status).toBe(200);
    expect(res.body.tables.map((t) => [t.route, t.origin])).toEqual([
      ['easier', 'estimate'],
      ['harder', 'own'],
      ['base', 'estimate'],
    ]);
    expect(res.body.tables[1]!.rows).toEqual(rows(300, 450, 600, 700, 800));
    expect(res.body.tables[0]!.rows).toEqual(set.tables[0]!.rows);
  });
});

describe('POST /api/tests/:id/score-tables/preview', () => {
  it('scores the latest completed attempt with unsaved tables and writes nothing', async () => {
    const { tenant, teacher, testId, url } = await setup();
    const set = (await apiOf(app).send<ScoreTableSet>(teacher, 'GET', url)).body;
    const math = set.tables[2]!;
    const table = { sectionId: math.sectionId, route: 'base', rows: rows(200, 500, 700, 800) };

    const none = await apiOf(app).send<ScoreTablePreview>(teacher, 'POST', `${url}/preview`, { tables: [table] });
    expect(none.body).toEqual({ userExamId: null, studentName: null, scores: null });

    // Ada answers as results.fixture plans: RW harder route with 3 of 4 right, Math 1 of 3 right.
    const ada = await createTestUser(app, tenant, { firstName: 'Ada', ...PRO });
    const attemptId = await takeTest(app, ada, testId, (q) => PLANNED[q.stem]?.answer ?? undefined);
    const stored = await apiOf(app).send<{ scores: ScoreTablePreview['scores'] }>(
      ada,
      'GET',
      `/api/user-exams/${attemptId}/result`,
    );
    expect(stored.body.scores!.sections.map((s) => [s.section, s.route, s.raw, s.scaled])).toEqual([
      ['english', 'harder', 3, [600, 620]],
      ['math', 'base', 1, [400, 420]],
    ]);

    const preview = await apiOf(app).send<ScoreTablePreview>(teacher, 'POST', `${url}/preview`, { tables: [table] });
    expect(preview.status).toBe(200);
    expect(preview.body.userExamId).toBe(attemptId);
    expect(preview.body.studentName).toBe('Ada User');
    expect(preview.body.scores!.sections.map((s) => [s.section, s.raw, s.scaled])).toEqual([
      ['english', 3, [600, 620]],
      ['math', 1, [500, 500]],
    ]);
    expect(preview.body.scores!.total).toEqual([1100, 1120]);
    // Named explicitly, with no tables: the stored ones.
    const same = await apiOf(app).send<ScoreTablePreview>(teacher, 'POST', `${url}/preview`, { userExamId: attemptId });
    expect(same.body.scores!.total).toEqual([1000, 1040]);
    // Nothing was written: the stored tables and the attempt's scores are as before.
    expect((await apiOf(app).send<ScoreTableSet>(teacher, 'GET', url)).body).toEqual(set);
    const after = await apiOf(app).send<{ scores: unknown }>(ada, 'GET', `/api/user-exams/${attemptId}/result`);
    expect(after.body.scores).toEqual(stored.body.scores);

    // An attempt that is not a completed one of this test; a bad table.
    const other = await apiOf(app).send(teacher, 'POST', `${url}/preview`, { userExamId: randomUUID() });
    expect(other.status).toBe(422);
    expect(other.body.fieldErrors?.[0]?.path).toBe('userExamId');
    const bad = await apiOf(app).send(teacher, 'POST', `${url}/preview`, {
      tables: [{ ...table, rows: rows(200, 500, 400, 800) }],
    });
    expect(bad.status).toBe(422);
    expect(bad.body.fieldErrors?.map((f) => f.path)).toEqual(['tables.0.rows.2']);
  });
});

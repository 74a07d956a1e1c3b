import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody, SubjectList, TestDetail, TestPage } from '@prepwell/contracts';
import { withTenant } from '../src/db/with-tenant.ts';
import {
  createTestFromBlueprint,
  type QuestionBlueprint,
  type TestBlueprint,
} from '../src/modules/exams/catalogue/authoring.service.ts';
import type { TenantContext } from '../src/modules/tenants/tenants.service.ts';
import { call, createTestApp, createTestTenant, createTestUser, type TestApp, type TestUser } from './helpers.ts';
import { mainTenant } from './route-walk.ts';

let app: TestApp;
let main: TenantContext;
beforeAll(async () => {
  app = await createTestApp();
  main = await mainTenant(app);
});
afterAll(async () => app?.close());

const mc = (n: number): QuestionBlueprint => ({
  type: 'multiple_choice',
  stem: `What is $${n} + 1$?`,
  choices: ['A', 'B', 'C', 'D'].map((id, i) => ({ id, text: String(n + i) })),
  answerKey: { kind: 'choice', correct: ['B'] },
  explanation: `$${n} + 1 = ${n + 1}$.`,
  solution: `${n} + 1`,
});

const drill = (title: string, overrides: Partial<TestBlueprint> = {}): TestBlueprint => ({
  kind: 'sat',
  type: 'drill',
  version: 'sat_digital',
  title,
  sections: [
    {
      section: 'math',
      title: 'Math',
      modules: [{ title: 'Drill', position: 1, minutes: 10, questions: [mc(1), mc(2)] }],
    },
  ],
  ...overrides,
});

const make = (tenant: TenantContext, blueprint: TestBlueprint) =>
  withTenant(app.deps.db, tenant.id, (tx) => createTestFromBlueprint(tx, blueprint));
const list = (user: TestUser, query: Record<string, string>) =>
  call<TestPage & ErrorBody>(app, { url: '/api/tests', headers: user.headers, query });

describe('GET /api/tests', () => {
  it('shows a tenant its own tests and main’s public ones, never another tenant’s or main’s private ones', async () => {
    const marker = `vis-${randomUUID().slice(0, 8)}`;
    const a = await createTestTenant(app);
    const b = await createTestTenant(app);
    const own = await make(a, drill(`${marker} A own`));
    const other = await make(b, drill(`${marker} B own`, { isPublic: true }));
    const shared = await make(main, drill(`${marker} main public`, { isPublic: true }));
    const hidden = await make(main, drill(`${marker} main private`));
    const user = await createTestUser(app, a);

    const res = await list(user, { q: marker });
    expect(res.status).toBe(200);
    const byId = new Map(res.body.data.map((t) => [t.id, t]));
    expect([...byId.keys()].sort()).toEqual([own.id, shared.id].sort());
    expect(byId.get(own.id)).toMatchObject({
      owner: 'own',
      is_public: false,
      kind: 'sat',
      type: 'drill',
      sections: ['math'],
      question_count: 2,
      minutes: 10,
    });
    expect(byId.get(shared.id)).toMatchObject({ owner: 'shared', is_public: true });
    expect(byId.has(other.id) || byId.has(hidden.id)).toBe(false);

    // Tenant B, public or not, is still B's only: the shared catalogue is main's.
    const userB = await createTestUser(app, b);
    const resB = await list(userB, { q: marker });
    expect(resB.body.data.map((t) => t.id).sort()).toEqual([other.id, shared.id].sort());
  });

  it('filters by kind, type, section and text', async () => {
    const marker = `flt-${randomUUID().slice(0, 8)}`;
    const t = await createTestTenant(app);
    const satDrill = await make(t, drill(`${marker} sat math drill`));
    const satEnglish = await make(
      t,
      drill(`${marker} sat english module`, {
        type: 'module',
        sections: [
          { section: 'english', title: 'RW', modules: [{ title: 'M1', position: 1, minutes: 32, questions: [mc(3)] }] },
        ],
      }),
    );
    const act = await make(
      t,
      drill(`${marker} act science`, {
        kind: 'act',
        type: 'drill',
        version: 'act_enhanced',
        sections: [
          {
            section: 'science',
            title: 'Science',
            modules: [{ title: 'S', position: 1, minutes: 5, questions: [mc(4)] }],
          },
        ],
      }),
    );
    const user = await createTestUser(app, t);
    const ids = async (query: Record<string, string>) =>
      (await list(user, { q: marker, ...query })).body.data.map((x) => x.id).sort();

    expect(await ids({})).toEqual([satDrill.id, satEnglish.id, act.id].sort());
    expect(await ids({ kind: 'sat' })).toEqual([satDrill.id, satEnglish.id].sort());
    expect(await ids({ kind: 'act' })).toEqual([act.id]);
    expect(await ids({ type: 'module' })).toEqual([satEnglish.id]);
    expect(await ids({ section: 'math' })).toEqual([satDrill.id]);
    expect(await ids({ kind: 'sat', section: 'science' })).toEqual([]);
    expect(await ids({ q: `${marker} ACT` })).toEqual([act.id]);
    // `%` and `_` are literal in a search.
    expect((await list(user, { q: `${marker}%` })).body.data).toEqual([]);
  });

  it('pages 20 at a time with the total', async () => {
    const marker = `pg-${randomUUID().slice(0, 8)}`;
    const t = await createTestTenant(app);
    for (let i = 0; i < 23; i++) await make(t, drill(`${marker} ${String(i).padStart(2, '0')}`));
    const user = await createTestUser(app, t);
    const first = await list(user, { q: marker });
    expect(first.body).toMatchObject({ current_page: 1, per_page: 20, total: 23 });
    expect(first.body.data).toHaveLength(20);
    const second = await list(user, { q: marker, page: '2' });
    expect(second.body).toMatchObject({ current_page: 2, per_page: 20, total: 23 });
    expect(second.body.data).toHaveLength(3);
    const all = new Set([...first.body.data, ...second.body.data].map((x) => x.id));
    expect(all.size).toBe(23);
    expect((await list(user, { q: marker, page: '3' })).body.data).toEqual([]);
  });

  it('refuses bad filters with field errors, and anonymous callers', async () => {
    const t = await createTestTenant(app);
    const user = await createTestUser(app, t);
    for (const [query, field] of [
      [{ kind: 'gre' }, 'kind'],
      [{ type: 'everything' }, 'type'],
      [{ section: 'art' }, 'section'],
      [{ page: '0' }, 'page'],
      [{ page: 'x' }, 'page'],
      [{ q: 'x'.repeat(101) }, 'q'],
    ] as const) {
      const res = await list(user, query);
      expect(res.status, JSON.stringify(query)).toBe(422);
      expect(res.body.code).toBe('validation_failed');
      expect(res.body.fieldErrors?.map((f) => f.path)).toContain(`querystring.${field}`);
    }
    const anonymous = await call(app, { url: '/api/tests', headers: { 'x-tenant': t.slug } });
    expect(anonymous.status).toBe(401);
  });
});

describe('GET /api/tests/:id', () => {
  it('gives the structure without questions or keys: sections → modules with minutes, routes, breaks and counts', async () => {
    const t = await createTestTenant(app);
    const made = await make(t, {
      kind: 'sat',
      type: 'adaptive_exam',
      version: 'sat_digital',
      title: 'Adaptive structure',
      sections: [
        {
          section: 'english',
          title: 'Reading and Writing',
          adaptive: true,
          modules: [
            { title: 'M1', position: 1, minutes: 32, questions: [mc(1), mc(2), mc(3)] },
            { title: 'M2 easier', position: 2, route: 'easier', minutes: 32, questions: [mc(4)] },
            {
              title: 'M2 harder',
              position: 2,
              route: 'harder',
              minutes: 32,
              questions: [mc(5), mc(6)],
              breakAfterMinutes: 10,
            },
          ],
        },
        {
          section: 'math',
          title: 'Math',
          adaptive: true,
          modules: [{ title: 'M1', position: 1, minutes: 35, questions: [mc(7)] }],
        },
      ],
    });
    const user = await createTestUser(app, t);
    const res = await call<TestDetail>(app, { url: `/api/tests/${made.id}`, headers: user.headers });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: made.id,
      question_count: 3 + 2 + 1,
      minutes: 32 + 32 + 35,
      sections: ['english', 'math'],
      owner: 'own',
    });
    const [rw, math] = res.body.sections_outline;
    expect(rw!.modules.map((m) => [m.route, m.minutes, m.question_count, m.break_after_minutes])).toEqual([
      ['base', 32, 3, 0],
      ['easier', 32, 1, 0],
      ['harder', 32, 2, 10],
    ]);
    expect(math!.modules).toHaveLength(1);
    const text = JSON.stringify(res.body);
    expect(text).not.toContain('answer');
    expect(text).not.toContain('$1 + 1$');
  });

  it('is 404 for another tenant’s test, for an unknown id and for a malformed one', async () => {
    const a = await createTestTenant(app);
    const b = await createTestTenant(app);
    const ofB = await make(b, drill('B private'));
    const user = await createTestUser(app, a);
    const res = await call<ErrorBody>(app, { url: `/api/tests/${ofB.id}`, headers: user.headers });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('not_found');
    expect((await call(app, { url: `/api/tests/${randomUUID()}`, headers: user.headers })).status).toBe(404);
    const bad = await call<ErrorBody>(app, { url: '/api/tests/not-an-id', headers: user.headers });
    expect(bad.status).toBe(404);
    expect(bad.body.code).toBe('not_found');
    // Main's public test is readable from A.
    const shared = await make(main, drill('Shared structure', { isPublic: true }));
    expect((await call<TestDetail>(app, { url: `/api/tests/${shared.id}`, headers: user.headers })).body).toMatchObject(
      { owner: 'shared' },
    );
  });
});

describe('GET /api/subjects', () => {
  it('lists the sections of a kind in the spec’s order with the visible counts', async () => {
    const t = await createTestTenant(app);
    const user = await createTestUser(app, t);
    const before = await call<SubjectList>(app, {
      url: '/api/subjects',
      headers: user.headers,
      query: { kind: 'act' },
    });
    expect(before.status).toBe(200);
    expect(before.body.map((s) => s.section)).toEqual(['english', 'math', 'reading', 'science', 'writing']);
    await make(
      t,
      drill('ACT science', {
        kind: 'act',
        version: 'act_classic',
        sections: [
          {
            section: 'science',
            title: 'Science',
            modules: [{ title: 'S', position: 1, minutes: 5, questions: [mc(1), mc(2), mc(3)] }],
          },
        ],
      }),
    );
    const after = await call<SubjectList>(app, { url: '/api/subjects', headers: user.headers, query: { kind: 'act' } });
    const science = (r: SubjectList) => r.find((s) => s.section === 'science')!;
    expect(science(after.body).test_count - science(before.body).test_count).toBe(1);
    expect(science(after.body).question_count - science(before.body).question_count).toBe(3);

    const bad = await call<ErrorBody>(app, { url: '/api/subjects', headers: user.headers, query: { kind: 'gmat' } });
    expect(bad.status).toBe(422);
    expect(bad.body.fieldErrors?.map((f) => f.path)).toContain('querystring.kind');
    expect((await call<ErrorBody>(app, { url: '/api/subjects', headers: user.headers })).status).toBe(422);
  });

  it('refuses a blueprint that does not fit its kind', async () => {
    const t = await createTestTenant(app);
    await expect(make(t, drill('bad', { kind: 'toefl', version: 'toefl_2026', type: 'drill' }))).rejects.toThrow(
      /toefl has no test type drill/,
    );
  });
});

describe('the demo catalogue seed', () => {
  it('puts the full SAT mock and a drill on main as public, idempotently, with honest counts', async () => {
    const { DEMO_SAT_DRILL, DEMO_SAT_MOCK, seedDemoExams } = await import('../src/seed/demo-exams.ts');
    await seedDemoExams(app.deps, main.id);
    await seedDemoExams(app.deps, main.id);
    const t = await createTestTenant(app);
    const user = await createTestUser(app, t);
    const found = (await list(user, { q: DEMO_SAT_MOCK.title })).body.data;
    expect(found).toHaveLength(1);
    const written = (route: string, section: number) =>
      DEMO_SAT_MOCK.sections[section]!.modules.filter((m) => (m.route ?? 'base') === route)[0]!.questions.length;
    const longest = (section: number) =>
      written('base', section) + Math.max(written('easier', section), written('harder', section));
    expect(found[0]).toMatchObject({
      owner: 'shared',
      is_public: true,
      type: 'adaptive_exam',
      version: 'sat_digital',
      minutes: 134,
      question_count: longest(0) + longest(1),
    });
    // The full digital SAT: 27 + 27 Reading and Writing and 22 + 22 Math on any route (exams.md §1.1).
    expect(found[0]!.question_count).toBe(98);

    const detail = (await call<TestDetail>(app, { url: `/api/tests/${found[0]!.id}`, headers: user.headers })).body;
    expect(detail.sections_outline.flatMap((s) => s.modules.map((m) => m.question_count))).toEqual(
      DEMO_SAT_MOCK.sections.flatMap((s) => s.modules.map((m) => m.questions.length)),
    );
    const drills = (await list(user, { q: DEMO_SAT_DRILL.title, type: 'drill', section: 'math' })).body.data;
    expect(drills).toHaveLength(1);
    expect(drills[0]).toMatchObject({
      question_count: DEMO_SAT_DRILL.sections[0]!.modules[0]!.questions.length,
      minutes: 8,
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody, TestPage, TestSettingsView } from '@prepwell/contracts';
import { withTenant } from '../src/db/with-tenant.ts';
import { createTestFromBlueprint, type TestBlueprint } from '../src/modules/exams/catalogue/authoring.service.ts';
import { DEMO_SAT_PAPER } from '../src/seed/demo-exams-sat-paper.ts';
import { call, createTestApp, createTestTenant, createTestUser, type TestApp, type TestUser } from './helpers.ts';

/** The spec's test settings: version (new digital or old paper) and layout, per user, on the server. */

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app?.close());

const URL = '/api/profile/test-settings';
const get = (user: TestUser) => call<TestSettingsView & ErrorBody>(app, { url: URL, headers: user.headers });
const patch = (user: TestUser, payload: unknown) =>
  call<TestSettingsView & ErrorBody>(app, {
    method: 'PATCH',
    url: URL,
    headers: user.headers,
    payload: payload as object,
  });

describe('test settings', () => {
  it('start at new digital and comfortable for every role', async () => {
    const tenant = await createTestTenant(app);
    for (const roles of [[], ['teacher'], ['parent'], ['organization_admin']]) {
      const user = await createTestUser(app, tenant, { roles });
      const res = await get(user);
      expect(res.status, roles.join()).toBe(200);
      expect(res.body).toEqual({ version: 'digital', layout: 'comfortable' });
    }
  });

  it('change one setting at a time, keep the other, and last across requests', async () => {
    const user = await createTestUser(app, await createTestTenant(app));
    expect((await patch(user, { version: 'paper' })).body).toEqual({ version: 'paper', layout: 'comfortable' });
    expect((await patch(user, { layout: 'strict' })).body).toEqual({ version: 'paper', layout: 'strict' });
    expect((await get(user)).body).toEqual({ version: 'paper', layout: 'strict' });
    expect((await patch(user, { version: 'digital', layout: 'comfortable' })).body).toEqual({
      version: 'digital',
      layout: 'comfortable',
    });
  });

  it('are each user’s own: a change never touches another user, in the same tenant or another', async () => {
    const tenant = await createTestTenant(app);
    const [one, two] = [await createTestUser(app, tenant), await createTestUser(app, tenant)];
    const elsewhere = await createTestUser(app, await createTestTenant(app));
    await patch(one, { version: 'paper', layout: 'strict' });
    expect((await get(two)).body).toEqual({ version: 'digital', layout: 'comfortable' });
    expect((await get(elsewhere)).body).toEqual({ version: 'digital', layout: 'comfortable' });
  });

  it('refuse unknown values and an empty change with validation_failed, and anonymous callers with 401', async () => {
    const user = await createTestUser(app, await createTestTenant(app));
    for (const payload of [{ version: 'tablet' }, { layout: 'cozy' }, {}, { version: 1 }]) {
      const res = await patch(user, payload);
      expect(res.status, JSON.stringify(payload)).toBe(422);
      expect(res.body.code).toBe('validation_failed');
    }
    expect((await get(user)).body).toEqual({ version: 'digital', layout: 'comfortable' });
    const anonymous = await call<ErrorBody>(app, { url: URL, headers: { 'x-tenant': user.tenant.slug } });
    expect(anonymous.status).toBe(401);
  });
});

describe('the catalogue by version', () => {
  it('lists only the chosen version’s tests of a kind that has both', async () => {
    const tenant = await createTestTenant(app);
    const student = await createTestUser(app, tenant, { studentProfile: true });
    const digital: TestBlueprint = {
      kind: 'sat',
      type: 'drill',
      version: 'sat_digital',
      title: 'Digital drill',
      sections: [{ section: 'math', title: 'Math', modules: [{ title: 'M', position: 1, minutes: 5, questions: [] }] }],
    };
    await withTenant(app.deps.db, tenant.id, async (tx) => {
      await createTestFromBlueprint(tx, digital);
      // The tenant's own copy, titled apart from the shared demo's paper form (which the catalogue also lists).
      await createTestFromBlueprint(tx, {
        ...DEMO_SAT_PAPER,
        seedKey: undefined,
        isPublic: false,
        title: 'Own paper form',
      });
    });
    const list = (version?: string) =>
      call<TestPage>(app, {
        url: `/api/tests?kind=sat${version ? `&version=${version}` : ''}&per_page=50`,
        headers: student.headers,
      });
    const own = (page: TestPage) =>
      page.data.filter((t) => ['Digital drill', 'Own paper form'].includes(t.title)).map((t) => t.version);
    expect(own((await list('sat_paper')).body)).toEqual(['sat_paper']);
    expect(own((await list('sat_digital')).body)).toEqual(['sat_digital']);
    expect(own((await list()).body).sort()).toEqual(['sat_digital', 'sat_paper']);
    expect((await list('paper')).status).toBe(422);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CoinBalance,
  CompanySettingsView,
  ErrorBody,
  PointAdjustmentResult,
  ProfileView,
  ProStatus,
  SubscriptionList,
  TenantBrand,
} from '@prepwell/contracts';
import type { TenantContext } from '../src/modules/tenants/tenants.service.ts';
import { getTenantById } from '../src/modules/tenants/tenants.service.ts';
import { call, createTestApp, createTestTenant, createTestUser, type TestApp, type TestUser } from './helpers.ts';
import { asUser, newKey } from './organization-fixture.ts';
import { mainTenant } from './route-walk.ts';

/**
 * Issue 17, the educator/admin screens' calls: a company admin's own brand and settings
 * (`GET`/`PATCH /api/company/:id/settings`), and the existing calls the new screens use (coins, Pro and profile
 * edits of the company's users) with every role, across tenants and with bad input.
 */

let app: TestApp;
let a: TenantContext;
let b: TenantContext;
let school: TenantContext;
let superAdmin: TestUser;
let adminA: TestUser;
let teacherA: TestUser;
let studentA: TestUser;
let adminB: TestUser;
let studentB: TestUser;
let adminSchool: TestUser;

const patch = <T = unknown>(user: TestUser, url: string, payload: unknown, extra: Record<string, string> = {}) =>
  call<T>(app, { method: 'PATCH', url, headers: { ...user.headers, ...extra }, payload: payload as object });

beforeAll(async () => {
  app = await createTestApp();
  a = await createTestTenant(app, { settings: { aiApiKey: 'sk-existing-secret-9876' } });
  b = await createTestTenant(app);
  school = await createTestTenant(app, { isCompany: false });
  superAdmin = await createTestUser(app, await mainTenant(app), { roles: ['super_admin'] });
  adminA = await createTestUser(app, a, { roles: ['organization_admin'], firstName: 'Ada' });
  teacherA = await createTestUser(app, a, { roles: ['teacher'] });
  studentA = await createTestUser(app, a, { firstName: 'Stella', studentProfile: true });
  adminB = await createTestUser(app, b, { roles: ['organization_admin'] });
  studentB = await createTestUser(app, b, { studentProfile: true });
  adminSchool = await createTestUser(app, school, { roles: ['organization_admin'] });
});
afterAll(() => app.close());

describe('GET /api/company/:id/settings', () => {
  it('the company admin reads their own brand and settings; the AI key only masked', async () => {
    const res = await asUser<CompanySettingsView>(app, adminA, 'GET', `/api/company/${a.id}/settings`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: a.id, name: a.name, theme_color: a.themeColor });
    expect(res.body.settings.classTestCost).toBe(10);
    expect(res.body.settings.gradingPrices).toEqual({ score: 10, simple: 30, vip: 60 });
    expect(res.body.settings.blogUrl).toBeNull();
    expect(res.body.settings.adBlockHidesContent).toBe(false);
    expect(res.body.ai_api_key).toEqual({ set: true, masked: '••••••••9876' });
    expect(JSON.stringify(res.body)).not.toContain('sk-existing-secret');
    // Platform-only settings are not part of the company's view.
    expect(res.body.settings).not.toHaveProperty('embedOrigins');
    expect(res.body.settings).not.toHaveProperty('captcha');
    expect(res.body).not.toHaveProperty('host_names');
  });

  it('a super admin reads any company; students and teachers are refused; another company is not found', async () => {
    expect((await asUser(app, superAdmin, 'GET', `/api/company/${a.id}/settings`)).status).toBe(200);
    expect((await asUser(app, studentA, 'GET', `/api/company/${a.id}/settings`)).status).toBe(403);
    expect((await asUser(app, teacherA, 'GET', `/api/company/${a.id}/settings`)).status).toBe(403);
    const other = await asUser<ErrorBody>(app, adminB, 'GET', `/api/company/${a.id}/settings`);
    expect(other.status).toBe(404);
    expect(other.body.code).toBe('not_found');
    // A tenant that is not a company has no company settings, even for its own organization admin.
    expect((await asUser(app, adminSchool, 'GET', `/api/company/${school.id}/settings`)).status).toBe(404);
  });
});

describe('PATCH /api/company/:id/settings', () => {
  it('changes the brand and the settings sent, keeps the others, and the public brand follows', async () => {
    const res = await patch<CompanySettingsView>(adminA, `/api/company/${a.id}/settings`, {
      theme_color: '#aa3366',
      tab_name: 'Ada Prep',
      settings: {
        classTestCost: 25,
        aiFreeMessagesPerDay: 40,
        aiMessagesPerMinute: 5,
        gradingPrices: { score: 12, simple: 35, vip: 70 },
        blogUrl: 'https://blog.example.test/news',
        adBlockHidesContent: true,
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.theme_color).toBe('#aa3366');
    expect(res.body.settings).toMatchObject({
      classTestCost: 25,
      aiFreeMessagesPerDay: 40,
      aiMessagesPerMinute: 5,
      gradingPrices: { score: 12, simple: 35, vip: 70 },
      blogUrl: 'https://blog.example.test/news',
      adBlockHidesContent: true,
      // untouched settings keep their values
      scoreReportUnlockPrice: 10,
      attemptsPerTest: 3,
    });
    // The key was not sent: it is kept.
    expect(res.body.ai_api_key.set).toBe(true);
    const stored = await getTenantById(app.deps.db, a.id);
    expect(stored.settings.instructorCode).toBe('TEACH-CODE');
    expect(stored.settings.aiApiKey).toBe('sk-existing-secret-9876');
    const brand = await call<TenantBrand>(app, { method: 'GET', url: '/api/tenant', headers: { 'x-tenant': a.slug } });
    expect(brand.body).toMatchObject({
      theme_color: '#aa3366',
      tab_name: 'Ada Prep',
      blog_url: 'https://blog.example.test/news',
      ad_block_hides_content: true,
    });
  });

  it('the AI endpoint and key: written, answered masked, cleared with an empty key', async () => {
    const set = await patch<CompanySettingsView>(adminA, `/api/company/${a.id}/settings`, {
      settings: { aiBaseUrl: 'https://ai.example.test/v1', aiModel: 'gpt-test', aiApiKey: 'sk-new-secret-abcd1234' },
    });
    expect(set.status).toBe(200);
    expect(set.body.settings.aiBaseUrl).toBe('https://ai.example.test/v1');
    expect(set.body.ai_api_key).toEqual({ set: true, masked: '••••••••1234' });
    expect(set.raw.body).not.toContain('sk-new-secret');
    expect((await getTenantById(app.deps.db, a.id)).settings.aiApiKey).toBe('sk-new-secret-abcd1234');
    const cleared = await patch<CompanySettingsView>(adminA, `/api/company/${a.id}/settings`, {
      settings: { aiApiKey: '' },
    });
    expect(cleared.body.ai_api_key).toEqual({ set: false, masked: null });
    expect((await getTenantById(app.deps.db, a.id)).settings.aiApiKey).toBeNull();
  });

  it('never the host names, slug, company flag or platform settings: a 422 naming the field', async () => {
    for (const body of [
      { host_names: ['evil.example.test'] },
      { slug: 'taken-over' },
      { isCompany: false },
      { settings: { embedOrigins: ['https://evil.example.test'] } },
      { settings: { captcha: 'off' } },
    ]) {
      const res = await patch<ErrorBody>(adminA, `/api/company/${a.id}/settings`, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.code).toBe('validation_failed');
    }
    const stored = await getTenantById(app.deps.db, a.id);
    expect(stored.slug).toBe(a.slug);
    expect(stored.isCompany).toBe(true);
    expect(stored.settings.embedOrigins).toEqual([]);
  });

  it('bad values are localized field errors, never a 500', async () => {
    const res = await patch<ErrorBody>(
      adminA,
      `/api/company/${a.id}/settings`,
      { theme_color: 'red', settings: { classTestCost: -1, blogUrl: 'javascript:alert(1)', aiMessagesPerMinute: 0 } },
      { 'accept-language': 'zh-TW' },
    );
    expect(res.status).toBe(422);
    const paths = res.body.fieldErrors?.map((f) => f.path) ?? [];
    expect(paths).toEqual(
      expect.arrayContaining([
        'theme_color',
        'settings.classTestCost',
        'settings.blogUrl',
        'settings.aiMessagesPerMinute',
      ]),
    );
    // Traditional Chinese, not English.
    expect(res.body.message).toMatch(/[\u4e00-\u9fff]/);
    for (const f of res.body.fieldErrors ?? []) expect(f.message).toMatch(/[\u4e00-\u9fff]/);
    const stored = await getTenantById(app.deps.db, a.id);
    expect(stored.settings.classTestCost).toBe(25);
  });

  it('another company, students and teachers are refused; a super admin may change any company', async () => {
    const other = await patch<ErrorBody>(adminB, `/api/company/${a.id}/settings`, { theme_color: '#000000' });
    expect(other.status).toBe(404);
    expect((await patch(studentA, `/api/company/${a.id}/settings`, { theme_color: '#000000' })).status).toBe(403);
    expect((await patch(teacherA, `/api/company/${a.id}/settings`, { theme_color: '#000000' })).status).toBe(403);
    expect((await patch(adminSchool, `/api/company/${school.id}/settings`, { theme_color: '#000000' })).status).toBe(
      404,
    );
    expect((await getTenantById(app.deps.db, a.id)).themeColor).toBe('#aa3366');
    const byPlatform = await patch<CompanySettingsView>(superAdmin, `/api/company/${b.id}/settings`, {
      settings: { classTestCost: 3 },
    });
    expect(byPlatform.status).toBe(200);
    expect(byPlatform.body.settings.classTestCost).toBe(3);
  });
});

describe('plan-coins: a company admin gives coins and Pro to their own users only', () => {
  it('coins move through the ledger once per key, and the student sees them', async () => {
    const key = newKey();
    const give = () =>
      asUser<PointAdjustmentResult>(
        app,
        adminA,
        'POST',
        `/api/admin/user/${studentA.id}/give-point`,
        { point: 50, notes: 'Spring contest' },
        key,
      );
    const first = await give();
    expect(first.status).toBe(200);
    expect(first.body.balance).toBe(50);
    expect(first.body.transaction).toMatchObject({ type: 'admin_deposit', amount: 50, notes: 'Spring contest' });
    const replay = await give();
    expect(replay.body.balance).toBe(50);
    const balance = await asUser<CoinBalance>(app, studentA, 'GET', '/api/coins');
    expect(balance.body.balance).toBe(50);
  });

  it('Pro through the Pro grant: the subscription history and the profile show it', async () => {
    const res = await call<ProStatus>(app, {
      method: 'PATCH',
      url: `/api/admin/user/${studentA.id}/pro`,
      headers: { ...adminA.headers, 'idempotency-key': newKey() },
      payload: { taken_unlimited_expire_at: '2099-01-31' },
    });
    expect(res.status).toBe(200);
    expect(res.body.pro_expired_at).toBe('2099-01-31');
    const subs = await asUser<SubscriptionList>(app, studentA, 'GET', `/api/users/${studentA.id}/subscriptions`);
    expect(subs.body[0]).toMatchObject({ source: 'admin', new_expiry: '2099-01-31' });
    const profile = await asUser<ProfileView>(app, adminA, 'GET', `/api/users/${studentA.id}`);
    expect(profile.body.pro_expired_at?.slice(0, 10)).toBe('2099-01-31');
  });

  it("another company's user is not found; students and teachers are refused; bad amounts are 422", async () => {
    const other = await asUser<ErrorBody>(
      app,
      adminA,
      'POST',
      `/api/admin/user/${studentB.id}/give-point`,
      { point: 5 },
      newKey(),
    );
    expect(other.status).toBe(404);
    const otherPro = await call(app, {
      method: 'PATCH',
      url: `/api/admin/user/${studentB.id}/pro`,
      headers: { ...adminA.headers, 'idempotency-key': newKey() },
      payload: { taken_unlimited_expire_at: '2099-01-31' },
    });
    expect(otherPro.status).toBe(404);
    for (const who of [studentA, teacherA])
      expect(
        (await asUser(app, who, 'POST', `/api/admin/user/${studentA.id}/give-point`, { point: 5 }, newKey())).status,
      ).toBe(403);
    for (const point of [0, -3, 1.5, 'ten'])
      expect(
        (await asUser(app, adminA, 'POST', `/api/admin/user/${studentA.id}/give-point`, { point }, newKey())).status,
      ).toBe(422);
    expect((await asUser<CoinBalance>(app, studentB, 'GET', '/api/coins')).body.balance).toBe(0);
  });
});

describe('profile edits on /user/{uid}', () => {
  it("the company admin edits their user's profile; another company's admin cannot; a teacher may not", async () => {
    const own = await patch<ProfileView>(adminA, `/api/basic/profile/${studentA.id}`, {
      first_name: 'Stella',
      last_name: 'Edited',
      email: studentA.email,
    });
    expect(own.status).toBe(200);
    expect(own.body.last_name).toBe('Edited');
    const school = await patch<ProfileView>(adminA, `/api/student/profile/${studentA.id}`, {
      school: 'Lincoln High',
    });
    expect(school.status).toBe(200);
    const other = await patch(adminB, `/api/basic/profile/${studentA.id}`, {
      first_name: 'X',
      last_name: 'Y',
      email: studentA.email,
    });
    expect(other.status).toBe(404);
    expect(
      (
        await patch(teacherA, `/api/basic/profile/${studentA.id}`, {
          first_name: 'X',
          last_name: 'Y',
          email: studentA.email,
        })
      ).status,
    ).toBe(403);
    const bySuper = await patch<ProfileView>(superAdmin, `/api/basic/profile/${studentB.id}`, {
      first_name: 'Bea',
      last_name: 'Platform',
      email: studentB.email,
    });
    expect(bySuper.status).toBe(200);
  });
});

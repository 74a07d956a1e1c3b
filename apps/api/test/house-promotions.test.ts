import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivePromotionList, ErrorBody, HousePromotionList, HousePromotionView } from '@prepwell/contracts';
import { findActivePromotions } from '../src/modules/house-promotions/house-promotions.service.ts';
import { call, createTestApp, createTestTenant, createTestUser, type TestApp, type TestUser } from './helpers.ts';
import { mainTenant, randomIp } from './route-walk.ts';
import type { TenantContext } from '../src/modules/tenants/tenants.service.ts';

/** Issue 17: the tenant's house promotions, managed by its admins, shown to Free members only. */
let app: TestApp;
let tenant: TenantContext;
let admin: TestUser;
let teacher: TestUser;
let free: TestUser;
let pro: TestUser;
let expiredPro: TestUser;

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const dateInDays = (days: number) => inDays(days).slice(0, 10);

beforeAll(async () => {
  app = await createTestApp();
  tenant = await createTestTenant(app);
  admin = await createTestUser(app, tenant, { roles: ['organization_admin'] });
  teacher = await createTestUser(app, tenant, { roles: ['teacher'] });
  free = await createTestUser(app, tenant, { studentProfile: true });
  pro = await createTestUser(app, tenant, { proUntil: dateInDays(30), studentProfile: true });
  expiredPro = await createTestUser(app, tenant, { proUntil: dateInDays(-3), studentProfile: true });
});
afterAll(async () => app?.close());

type Body = HousePromotionView & ErrorBody;
const send = (user: TestUser, method: 'POST' | 'PATCH' | 'DELETE' | 'GET', url: string, payload?: unknown) =>
  call<Body>(app, {
    method,
    url,
    headers: { ...user.headers, 'accept-language': 'en' },
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
    remoteAddress: randomIp(),
  });
const create = (user: TestUser, payload: Record<string, unknown>) =>
  send(user, 'POST', '/api/house-promotions', payload);
const active = (user: TestUser) =>
  call<ActivePromotionList>(app, { url: '/api/promotions/active', headers: user.headers, remoteAddress: randomIp() });
const list = (user: TestUser) =>
  call<HousePromotionList & ErrorBody>(app, { url: '/api/house-promotions', headers: user.headers });

const proPromotion = {
  kind: 'pro',
  title: { en: 'Go Pro', cn: '升级 Pro', tw: '升級 Pro' },
  body: { en: 'Unlimited practice, no ads.', cn: '无限练习，无广告。' },
  link_url: '/student/plans',
};

describe('house promotions: admins manage them', () => {
  it('a company admin creates, lists, edits and deletes a promotion', async () => {
    const created = await create(admin, proPromotion);
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      kind: 'pro',
      title: { en: 'Go Pro', cn: '升级 Pro', tw: '升級 Pro' },
      body: { en: 'Unlimited practice, no ads.', cn: '无限练习，无广告。' },
      link_url: '/student/plans',
      active: true,
      starts_at: null,
      ends_at: null,
      sort: 0,
    });
    expect(created.body.body).not.toHaveProperty('tw');
    const id = created.body.id;

    const listed = await list(admin);
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((p) => p.id)).toContain(id);

    const starts = inDays(-1);
    const ends = inDays(5);
    const edited = await send(admin, 'PATCH', `/api/house-promotions/${id}`, {
      title: { en: 'Pro, 20% off' },
      link_url: 'https://example.test/pro?x=1',
      starts_at: starts,
      ends_at: ends,
      active: false,
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      title: { en: 'Pro, 20% off' },
      link_url: 'https://example.test/pro?x=1',
      active: false,
      starts_at: new Date(starts).toISOString(),
      ends_at: new Date(ends).toISOString(),
      // Untouched fields stay.
      kind: 'pro',
      body: { en: 'Unlimited practice, no ads.' },
    });

    const cleared = await send(admin, 'PATCH', `/api/house-promotions/${id}`, { link_url: null, starts_at: null });
    expect(cleared.body).toMatchObject({ link_url: null, starts_at: null, ends_at: new Date(ends).toISOString() });

    const deleted = await send(admin, 'DELETE', `/api/house-promotions/${id}`);
    expect(deleted.status).toBe(200);
    expect((await list(admin)).body.data.map((p) => p.id)).not.toContain(id);
    const again = await send(admin, 'DELETE', `/api/house-promotions/${id}`);
    expect(again.status).toBe(404);
    expect(again.body.code).toBe('not_found');
    const editGone = await send(admin, 'PATCH', `/api/house-promotions/${id}`, { active: true });
    expect(editGone.status).toBe(404);
  });

  it('refuses unsafe links, dates out of order and texts over the limits, with localized field errors', async () => {
    for (const link of ['http://example.test', 'javascript:alert(1)', '//evil.test/x', 'ftp://x.test', 'plans']) {
      const res = await create(admin, { ...proPromotion, link_url: link });
      expect(res.status, link).toBe(422);
      expect(res.body.code).toBe('validation_failed');
      expect(res.body.fieldErrors).toEqual([
        { path: 'link_url', message: 'Use an https:// address or a path of this site that starts with /.' },
      ]);
    }
    const backwards = await create(admin, { ...proPromotion, starts_at: inDays(3), ends_at: inDays(1) });
    expect(backwards.status).toBe(422);
    expect(backwards.body.fieldErrors).toEqual([{ path: 'ends_at', message: 'The end must come after the start.' }]);

    const long = await create(admin, { ...proPromotion, title: { en: 'x'.repeat(121) } });
    expect(long.status).toBe(422);
    expect(long.body.fieldErrors?.[0]).toMatchObject({ path: 'title.en', message: 'Must be at most 120 characters.' });
    const noTitle = await create(admin, { ...proPromotion, title: { en: '  ' } });
    expect(noTitle.status).toBe(422);
    expect(noTitle.body.fieldErrors?.[0]?.path).toBe('title.en');
    const badKind = await create(admin, { ...proPromotion, kind: 'popup' });
    expect(badKind.status).toBe(422);
    const badDate = await create(admin, { ...proPromotion, starts_at: 'tomorrow' });
    expect(badDate.status).toBe(422);

    // In Chinese too.
    const cn = await call<ErrorBody>(app, {
      method: 'POST',
      url: '/api/house-promotions',
      headers: { ...admin.headers, 'accept-language': 'zh-CN' },
      payload: { ...proPromotion, link_url: 'http://example.test' },
    });
    expect(cn.body.fieldErrors?.[0]?.message).toBe('请使用 https:// 地址，或以 / 开头的本站路径。');

    // An edit is checked against what it keeps: a new end before the stored start.
    const dated = await create(admin, { ...proPromotion, starts_at: inDays(2), ends_at: inDays(9) });
    expect(dated.status).toBe(200);
    const early = await send(admin, 'PATCH', `/api/house-promotions/${dated.body.id}`, { ends_at: inDays(1) });
    expect(early.status).toBe(422);
    expect(early.body.fieldErrors?.[0]?.path).toBe('ends_at');
    await send(admin, 'DELETE', `/api/house-promotions/${dated.body.id}`);
  });
});

describe('house promotions: who sees them', () => {
  it('a Free member sees the active ones in their dates; a Pro member none; an expired Pro is Free again', async () => {
    const own = await createTestTenant(app);
    const ownAdmin = await createTestUser(app, own, { roles: ['organization_admin'] });
    const ownFree = await createTestUser(app, own, { studentProfile: true });
    const ownPro = await createTestUser(app, own, { proUntil: dateInDays(30), studentProfile: true });
    const shown = await create(ownAdmin, { ...proPromotion, sort: 2 });
    const first = await create(ownAdmin, {
      kind: 'event',
      title: { en: 'Open day' },
      body: { en: 'Saturday 10:00' },
      sort: 1,
      starts_at: inDays(-1),
      ends_at: inDays(1),
    });
    await create(ownAdmin, { kind: 'course', title: { en: 'Off' }, body: { en: 'switched off' }, active: false });
    await create(ownAdmin, { kind: 'course', title: { en: 'Later' }, body: { en: 'not yet' }, starts_at: inDays(2) });
    await create(ownAdmin, {
      kind: 'course',
      title: { en: 'Over' },
      body: { en: 'ended' },
      starts_at: inDays(-5),
      ends_at: inDays(-1),
    });

    const forFree = await active(ownFree);
    expect(forFree.status).toBe(200);
    expect(forFree.body.data.map((p) => p.id)).toEqual([first.body.id, shown.body.id]);
    expect(forFree.body.data[1]).toEqual({
      id: shown.body.id,
      kind: 'pro',
      title: proPromotion.title,
      body: proPromotion.body,
      link_url: '/student/plans',
    });

    const forPro = await active(ownPro);
    expect(forPro.status).toBe(200);
    expect(forPro.body.data).toEqual([]);

    // The admin (a Free teacher) previews what members see.
    expect((await active(ownAdmin)).body.data).toHaveLength(2);
  });

  it('in the main tenant and this tenant: Pro and super admins see none, an expired Pro sees them', async () => {
    await create(admin, { kind: 'other', title: { en: 'Visible' }, body: { en: 'to Free members' } });
    expect((await active(free)).body.data.length).toBeGreaterThan(0);
    expect((await active(teacher)).body.data.length).toBeGreaterThan(0);
    expect((await active(expiredPro)).body.data.length).toBeGreaterThan(0);
    expect((await active(pro)).body.data).toEqual([]);
    const main = await mainTenant(app);
    const superAdmin = await createTestUser(app, main, { roles: ['super_admin'] });
    expect((await create(superAdmin, { title: { en: 'Platform news' }, body: { en: 'For main' } })).status).toBe(200);
    expect((await active(superAdmin)).body.data).toEqual([]);
    const mainFree = await createTestUser(app, main);
    const mainTitles = (await active(mainFree)).body.data.map((p) => p.title.en);
    expect(mainTitles).toContain('Platform news');
    expect(mainTitles).not.toContain('Visible');
  });

  it('the server reads the standing from the database at the time asked, not from the client', async () => {
    const now = new Date();
    const later = new Date(now.getTime() + 60 * DAY);
    const ctx = { tenant, actor: { id: pro.id, tokenId: 'x', roles: [], pro_expired_at: null, lang: 'en', email: '' } };
    // Claiming no Pro in the session changes nothing: today the database says Pro.
    expect((await findActivePromotions(app.deps, { ...ctx, now })).data).toEqual([]);
    // Once the Pro date has passed (60 days on) the same member is Free again.
    const after = await findActivePromotions(app.deps, { ...ctx, now: later });
    expect(after.data.map((p) => p.title.en)).toContain('Visible');
  });
});

describe('house promotions: guards and tenants', () => {
  it('students, teachers and parents may not manage promotions (403); signed-out callers get 401', async () => {
    const parent = await createTestUser(app, tenant, { roles: ['parent'] });
    for (const user of [free, teacher, parent, pro]) {
      expect((await list(user)).status).toBe(403);
      expect((await create(user, proPromotion)).status).toBe(403);
    }
    const anonymous = await call<ErrorBody>(app, {
      url: '/api/promotions/active',
      headers: { 'x-tenant': tenant.slug },
    });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe('unauthenticated');
  });

  it('an organisation admin on main does not speak for the platform (403)', async () => {
    const main = await mainTenant(app);
    const orgAdminOnMain = await createTestUser(app, main, { roles: ['organization_admin'] });
    const res = await create(orgAdminOnMain, proPromotion);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('forbidden');
  });

  it("another tenant's promotion is not found, not listed and not shown", async () => {
    const other = await createTestTenant(app);
    const otherAdmin = await createTestUser(app, other, { roles: ['organization_admin'] });
    const otherFree = await createTestUser(app, other);
    const theirs = await create(otherAdmin, { title: { en: 'Theirs only' }, body: { en: 'Other tenant' } });
    expect(theirs.status).toBe(200);

    const edit = await send(admin, 'PATCH', `/api/house-promotions/${theirs.body.id}`, { title: { en: 'Mine now' } });
    expect(edit.status).toBe(404);
    const del = await send(admin, 'DELETE', `/api/house-promotions/${theirs.body.id}`);
    expect(del.status).toBe(404);
    expect((await list(admin)).body.data.map((p) => p.id)).not.toContain(theirs.body.id);
    expect((await active(free)).body.data.map((p) => p.id)).not.toContain(theirs.body.id);
    // Their promotion is unchanged and still theirs.
    const still = (await list(otherAdmin)).body.data.find((p) => p.id === theirs.body.id);
    expect(still?.title).toEqual({ en: 'Theirs only' });
    expect((await active(otherFree)).body.data.map((p) => p.id)).toEqual([theirs.body.id]);

    // A token of this tenant sent with the other tenant's X-Tenant is unknown there.
    const foreign = await call(app, {
      url: '/api/house-promotions',
      headers: { ...admin.headers, 'x-tenant': other.slug },
    });
    expect(foreign.status).toBe(401);
  });

  it('a malformed id is not found, never a 500', async () => {
    const res = await send(admin, 'PATCH', '/api/house-promotions/not-an-id', { active: true });
    expect(res.status).toBe(404);
  });
});

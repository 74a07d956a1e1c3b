import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ActivePromotionList,
  ErrorBody,
  HousePromotionList,
  PromotionCodePage,
  PromotionQuote,
} from '@prepwell/contracts';
import { DEMO_COINS_CODE, DEMO_PRO_CODE, seedDemoPromotions } from '../src/seed/demo-promotions.ts';
import { call, createTestApp, createTestTenant, createTestUser, type TestApp, type TestUser } from './helpers.ts';

/** Issue 17: the demo's two house promotions and two promotion codes, made once, usable as a buyer uses them. */
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const get = <T>(user: TestUser, url: string) => call<T>(app, { url, headers: user.headers });
const quote = (user: TestUser, body: Record<string, unknown>, lang = 'en') =>
  call<PromotionQuote & ErrorBody>(app, {
    method: 'POST',
    url: '/api/promotion-codes/quote',
    headers: { ...user.headers, 'accept-language': lang },
    payload: body,
  });

describe('the demo promotions seed', () => {
  it('makes two house promotions and two codes once, however often it runs', async () => {
    const tenant = await createTestTenant(app);
    const admin = await createTestUser(app, tenant, { roles: ['organization_admin'] });
    await seedDemoPromotions(app.deps, tenant.id);
    await seedDemoPromotions(app.deps, tenant.id);

    const promotions = await get<HousePromotionList>(admin, '/api/house-promotions');
    expect(promotions.status).toBe(200);
    expect(promotions.body.data.map((p) => [p.kind, p.link_url, p.active])).toEqual([
      ['pro', '/student/plans', true],
      ['event', '/enroll', true],
    ]);
    // Written in the three languages, never English in cn/tw.
    for (const p of promotions.body.data) {
      expect(p.title.cn).toMatch(/[\u4e00-\u9fff]/);
      expect(p.title.tw).toMatch(/[\u4e00-\u9fff]/);
    }
    const codes = await get<PromotionCodePage>(admin, '/api/admin/promotion-codes');
    expect(
      codes.body.data
        .map((c) => [c.code, c.discount_kind, c.amount, c.applies_to, c.active])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    ).toEqual([
      [DEMO_COINS_CODE, 'coins', 10, 'coin_pack', true],
      [DEMO_PRO_CODE, 'percent', 20, 'plan', true],
    ]);
  });

  it('keeps an admin’s change across a restart', async () => {
    const tenant = await createTestTenant(app);
    const admin = await createTestUser(app, tenant, { roles: ['organization_admin'] });
    await seedDemoPromotions(app.deps, tenant.id);
    const codes = await get<PromotionCodePage>(admin, '/api/admin/promotion-codes');
    const pro = codes.body.data.find((c) => c.code === DEMO_PRO_CODE)!;
    const off = await call(app, {
      method: 'PATCH',
      url: `/api/admin/promotion-codes/${pro.id}`,
      headers: admin.headers,
      payload: { active: false },
    });
    expect(off.status).toBe(200);
    await seedDemoPromotions(app.deps, tenant.id);
    const again = await get<PromotionCodePage>(admin, '/api/admin/promotion-codes');
    expect(again.body.total).toBe(2);
    expect(again.body.data.find((c) => c.code === DEMO_PRO_CODE)?.active).toBe(false);
  });

  it('a Free student sees the promotions and the codes quote as their texts promise', async () => {
    const tenant = await createTestTenant(app);
    const student = await createTestUser(app, tenant);
    const pro = await createTestUser(app, tenant, { proUntil: '2999-12-31' });
    await seedDemoPromotions(app.deps, tenant.id);

    const seen = await call<ActivePromotionList>(app, { url: '/api/promotions/active', headers: student.headers });
    expect(seen.body.data).toHaveLength(2);
    const none = await call<ActivePromotionList>(app, { url: '/api/promotions/active', headers: pro.headers });
    expect(none.body.data).toHaveLength(0);

    const plan = await quote(student, { kind: 'pro', plan_months: 1, method: 'atm', promotion_code: 'demo-pro20' });
    expect(plan.status).toBe(200);
    expect(plan.body.discount).toBeCloseTo(plan.body.price * 0.2, 2);
    const pack = await quote(student, { kind: 'coins', coins: 120, method: 'card', promotion_code: DEMO_COINS_CODE });
    expect(pack.status).toBe(200);
    expect(pack.body).toMatchObject({ discount: 0, bonus_coins: 10 });
    // The coins code buys no plan: refused on the field, in the reader's language.
    const refused = await quote(
      student,
      { kind: 'pro', plan_months: 1, method: 'card', promotion_code: DEMO_COINS_CODE },
      'tw',
    );
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('promotion_code_not_applicable');
    expect(refused.body.message).toMatch(/[\u4e00-\u9fff]/);
  });
});

import type { Deps } from '../deps.ts';
import { withTenant } from '../db/with-tenant.ts';
import { seedDemoHousePromotions } from '../modules/house-promotions/house-promotion-seed.service.ts';
import { seedDemoPromotionCodes } from '../modules/promotion-codes/promotion-code-seed.service.ts';
import { lookupUserByEmail } from '../modules/users/user-rows.service.ts';

/** The demo promotion codes, also named by the README and the journeys. */
export const DEMO_PRO_CODE = 'DEMO-PRO20';
export const DEMO_COINS_CODE = 'DEMO-COINS10';

/**
 * Issue 17: the demo tenant sells with its own tools from the first minute. Two house promotions (Pro, and the
 * centre's enrollment form as an event), written in three languages, shown to Free members; and two promotion
 * codes a buyer can try at checkout: 20 % off any Pro plan, and 10 bonus T-Coins with any coin pack.
 * Idempotent as the other demo seeds: a restart makes nothing twice and keeps the admins' changes.
 */
export const seedDemoPromotions = async (deps: Pick<Deps, 'db'>, tenantId: string) =>
  withTenant(deps.db, tenantId, async (tx) => {
    const admin = (await lookupUserByEmail(tx, 'admin@demo.prepwell.test'))?.id ?? null;
    await seedDemoHousePromotions(
      tx,
      [
        {
          kind: 'pro',
          title: { en: 'Go Pro: unlimited practice', cn: '升级 Pro：练习不限次数', tw: '升級 Pro：練習不限次數' },
          body: {
            en: 'Every full mock and section practice, every score report, and 20 % off grading. Try code DEMO-PRO20 for 20 % off your plan.',
            cn: '所有全真模考与分项练习、所有成绩报告，批改再享 8 折。输入优惠码 DEMO-PRO20，方案立减 20%。',
            tw: '所有全真模考與分項練習、所有成績報告，批改再享 8 折。輸入優惠碼 DEMO-PRO20，方案立減 20%。',
          },
          linkUrl: '/student/plans',
          active: true,
          startsAt: null,
          endsAt: null,
          sort: 0,
        },
        {
          kind: 'event',
          title: {
            en: 'Free SAT strategy evening at Demo Academy',
            cn: 'Demo Academy 免费 SAT 策略讲座',
            tw: 'Demo Academy 免費 SAT 策略講座',
          },
          body: {
            en: 'Meet our teachers, see how the digital SAT adapts, and plan your next three months. Places are limited: enrol now.',
            cn: '认识我们的老师，了解机考 SAT 如何自适应出题，规划接下来三个月的备考。名额有限，立即报名。',
            tw: '認識我們的老師，了解數位 SAT 如何適性出題，規劃接下來三個月的備考。名額有限，立即報名。',
          },
          linkUrl: '/enroll',
          active: true,
          startsAt: null,
          endsAt: null,
          sort: 1,
        },
      ],
      admin,
    );
    await seedDemoPromotionCodes(
      tx,
      [
        {
          code: DEMO_PRO_CODE,
          description: 'Demo: 20 % off any Pro plan, once per user.',
          discountKind: 'percent',
          amount: 20,
          appliesTo: 'plan',
          audience: 'all',
          validFrom: null,
          validTo: null,
          perUserLimit: 1,
          totalLimit: 1000,
        },
        {
          code: DEMO_COINS_CODE,
          description: 'Demo: 10 bonus T-Coins with any coin pack, once per user.',
          discountKind: 'coins',
          amount: 10,
          appliesTo: 'coin_pack',
          audience: 'all',
          validFrom: null,
          validTo: null,
          perUserLimit: 1,
          totalLimit: null,
        },
      ],
      admin,
    );
  });

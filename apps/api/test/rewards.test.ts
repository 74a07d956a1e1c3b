import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../src/db/with-tenant.ts';
import { rewardEmailVerification } from '../src/modules/referral/rewards.service.ts';
import { createTestApp, createTestTenant, createTestUser, onServer, type TestApp } from './helpers.ts';
import { balanceOf, register, transactionsOf, verifyByLink, verifyByReset } from './referral-fixture.ts';

/** The e-mail verification reward (spec §9: 10 T-Coins by default): once per user, whichever path verifies. */
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app?.close());

describe('e-mail verification reward', () => {
  it('the verification link credits the tenant’s reward once; a later reset link credits nothing more', async () => {
    const tenant = await createTestTenant(app, { settings: { emailVerificationReward: 12 } });
    const user = await register(app, tenant);
    expect(await balanceOf(app, tenant, user.id)).toBe(0);

    expect((await verifyByLink(app, tenant, user)).status).toBe(200);
    expect(await balanceOf(app, tenant, user.id)).toBe(12);
    const [credit] = await transactionsOf(app, tenant, user.id, 'email_verification');
    expect(credit?.amount).toBe(12);

    expect((await verifyByReset(app, tenant, user)).status).toBe(200);
    expect(await balanceOf(app, tenant, user.id)).toBe(12);
    expect(await transactionsOf(app, tenant, user.id, 'email_verification')).toHaveLength(1);
  });

  it('a reset link verifies and credits; the registration’s verification link afterwards credits nothing more', async () => {
    const tenant = await createTestTenant(app);
    const user = await register(app, tenant);
    expect((await verifyByReset(app, tenant, user)).status).toBe(200);
    expect(await balanceOf(app, tenant, user.id)).toBe(10);

    expect((await verifyByLink(app, tenant, user)).status).toBe(200);
    expect(await balanceOf(app, tenant, user.id)).toBe(10);
    expect(await transactionsOf(app, tenant, user.id, 'email_verification')).toHaveLength(1);
  });

  it('is paid once per user ever: a second verification (e.g. after an e-mail change) finds the first credit', async () => {
    const tenant = await createTestTenant(app);
    const user = await createTestUser(app, tenant, { verified: false });
    await withTenant(app.deps.db, tenant.id, (tx) => rewardEmailVerification(tx, { tenant, userId: user.id }));
    await withTenant(app.deps.db, tenant.id, (tx) => rewardEmailVerification(tx, { tenant, userId: user.id }));
    expect(await balanceOf(app, tenant, user.id)).toBe(10);
    expect(await transactionsOf(app, tenant, user.id, 'email_verification')).toHaveLength(1);
  });

  it('a tenant with a reward of 0 credits nothing (and writes no empty transaction)', async () => {
    const tenant = await createTestTenant(app, { settings: { emailVerificationReward: 0 } });
    const user = await register(app, tenant);
    expect((await verifyByLink(app, tenant, user)).status).toBe(200);
    expect(await balanceOf(app, tenant, user.id)).toBe(0);
    expect(await transactionsOf(app, tenant, user.id, 'email_verification')).toHaveLength(0);
  });

  it('a failed verification (bad link) credits nothing', async () => {
    const tenant = await createTestTenant(app);
    const user = await register(app, tenant);
    const res = await app.inject({
      method: 'POST',
      url: `/api/auth/email/verify/${user.id}/not-the-token`,
      headers: { 'x-tenant': tenant.slug },
    });
    expect(res.statusCode).toBe(422);
    expect(await balanceOf(app, tenant, user.id)).toBe(0);
  });
});

describe.skipIf(!onServer)(
  'e-mail verification reward under concurrency (needs concurrent connections: TEST_DATABASE_URL)',
  () => {
    it('ten verifications of one user at the same moment credit once', async () => {
      const tenant = await createTestTenant(app);
      const user = await createTestUser(app, tenant, { verified: false });
      await Promise.all(
        Array.from({ length: 10 }, () =>
          withTenant(app.deps.db, tenant.id, (tx) => rewardEmailVerification(tx, { tenant, userId: user.id })),
        ),
      );
      expect(await transactionsOf(app, tenant, user.id, 'email_verification')).toHaveLength(1);
      expect(await balanceOf(app, tenant, user.id)).toBe(10);
    });

    it('the verification link and a reset link used at the same moment credit once', async () => {
      const tenant = await createTestTenant(app);
      const user = await register(app, tenant);
      const [a, b] = await Promise.all([verifyByLink(app, tenant, user), verifyByReset(app, tenant, user)]);
      expect([a.status, b.status]).toEqual([200, 200]);
      expect(await transactionsOf(app, tenant, user.id, 'email_verification')).toHaveLength(1);
      expect(await balanceOf(app, tenant, user.id)).toBe(10);
    });
  },
);

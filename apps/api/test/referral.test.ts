import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessage } from '@prepwell/contracts';
import { withTenant } from '../src/db/with-tenant.ts';
import { AppError } from '../src/lib/app-error.ts';
import { CODE_ALPHABET } from '../src/modules/referral/referral-code.ts';
import { exchangeReferralCoins, recordReferral } from '../src/modules/referral/referral.service.ts';
import {
  call,
  createTestApp,
  createTestTenant,
  createTestUser,
  onServer,
  type TestApp,
  type TestUser,
} from './helpers.ts';
import {
  balanceOf,
  ip,
  register,
  registerPayload,
  registerRaw,
  transactionsOf,
  verifyByLink,
  verifyByReset,
  type ErrorBody,
  type Registered,
} from './referral-fixture.ts';

/** Referral codes (spec §7 Referral, §4 statuses, §9 amounts): code, check, used list, exchange-point. */
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app?.close());

interface CodeView {
  code: string;
  invited: number;
  completed: number;
  invalid: number;
  earned: number;
  exchanged: number;
  exchangeable: number;
  invitees_per_reward: number;
  inviter_reward: number;
  invitee_reward: number;
}
interface Use {
  id: string;
  name: string | null;
  status: 'pending' | 'completed' | 'invalid';
  created_at: string;
  completed_at: string | null;
}
type Who = Pick<TestUser, 'headers'> | Registered;

const codeOf = (who: Who) => call<CodeView>(app, { url: '/api/referral-code', headers: who.headers });
const usedOf = (who: Who) => call<Use[]>(app, { url: '/api/referral-code/used', headers: who.headers });
const check = (slug: string, code: string, headers: Record<string, string> = {}) =>
  call<{ valid: boolean; inviter: string | null } & ErrorBody>(app, {
    method: 'POST',
    url: '/api/referral-code/check',
    headers: { 'x-tenant': slug, ...headers },
    payload: { code },
    remoteAddress: ip(),
  });
const exchange = (who: Who, key: string | null) =>
  call<{ exchanged: number; balance: number } & ErrorBody>(app, {
    method: 'POST',
    url: '/api/referral-code/exchange-point',
    headers: { ...who.headers, ...(key ? { 'idempotency-key': key } : {}) },
    remoteAddress: ip(),
  });

describe('GET /api/referral-code', () => {
  it('makes a short code of unambiguous characters on first use and keeps it', async () => {
    const tenant = await createTestTenant(app);
    const user = await createTestUser(app, tenant);
    const first = await codeOf(user);
    expect(first.status).toBe(200);
    expect(first.body.code).toMatch(new RegExp(`^[${CODE_ALPHABET}]{7}$`));
    expect(first.body).toMatchObject({
      invited: 0,
      completed: 0,
      invalid: 0,
      earned: 0,
      exchanged: 0,
      exchangeable: 0,
      invitees_per_reward: 2,
      inviter_reward: 10,
      invitee_reward: 10,
    });
    expect((await codeOf(user)).body.code).toBe(first.body.code);
    const other = await createTestUser(app, tenant);
    expect((await codeOf(other)).body.code).not.toBe(first.body.code);
  });

  it('needs a signed-in user', async () => {
    const tenant = await createTestTenant(app);
    expect((await call(app, { url: '/api/referral-code', headers: { 'x-tenant': tenant.slug } })).status).toBe(401);
    expect((await call(app, { url: '/api/referral-code/used', headers: { 'x-tenant': tenant.slug } })).status).toBe(
      401,
    );
    expect(
      (
        await call(app, {
          method: 'POST',
          url: '/api/referral-code/exchange-point',
          headers: { 'x-tenant': tenant.slug, 'idempotency-key': randomUUID() },
        })
      ).status,
    ).toBe(401);
  });
});

describe('POST /api/referral-code/check', () => {
  it('answers whether a code is this tenant’s, and whose (case and dashes do not matter)', async () => {
    const tenant = await createTestTenant(app);
    const inviter = await createTestUser(app, tenant, { firstName: 'Grace' });
    const { code } = (await codeOf(inviter)).body;
    expect((await check(tenant.slug, code)).body).toEqual({ valid: true, inviter: 'Grace User' });
    expect((await check(tenant.slug, ` ${code.slice(0, 3).toLowerCase()}-${code.slice(3)} `)).body.valid).toBe(true);
    expect((await check(tenant.slug, 'AAAAAAA')).body).toEqual({ valid: false, inviter: null });
  });

  it('another tenant’s code is not valid here', async () => {
    const tenant = await createTestTenant(app);
    const other = await createTestTenant(app);
    const inviter = await createTestUser(app, other);
    const { code } = (await codeOf(inviter)).body;
    expect((await check(other.slug, code)).body.valid).toBe(true);
    expect((await check(tenant.slug, code)).body).toEqual({ valid: false, inviter: null });
  });

  it('the signed-in caller’s own code is not valid for them', async () => {
    const tenant = await createTestTenant(app);
    const user = await createTestUser(app, tenant);
    const { code } = (await codeOf(user)).body;
    expect((await check(tenant.slug, code, { authorization: user.headers.authorization! })).body).toEqual({
      valid: false,
      inviter: null,
    });
  });

  it('refuses an empty or oversized code with a field error, never a 500', async () => {
    const tenant = await createTestTenant(app);
    expect((await check(tenant.slug, '   ')).status).toBe(422);
    expect((await check(tenant.slug, 'X'.repeat(40))).status).toBe(422);
  });
});

describe('registration with a referral code', () => {
  it('an unknown code refuses the registration with a localized field error, and nothing is kept', async () => {
    const tenant = await createTestTenant(app);
    const payload = registerPayload();
    const res = await registerRaw(app, tenant, { ...payload, referral_code: 'NOPE123' }, { 'accept-language': 'tw' });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('referral_code_invalid');
    expect(res.body.fieldErrors).toEqual([
      { path: 'referral_code', message: serverMessage('tw', 'errors.referral_code_invalid') },
    ]);
    expect(res.body.message).toBe('此推薦碼無效。');
    // The same person can sign up at once without the code: the refused attempt left no account behind.
    expect((await registerRaw(app, tenant, payload)).status).toBe(200);
  });

  it('another tenant’s code is refused (422)', async () => {
    const tenant = await createTestTenant(app);
    const other = await createTestTenant(app);
    const { code } = (await codeOf(await createTestUser(app, other))).body;
    const res = await registerRaw(app, tenant, registerPayload({ referral_code: code }));
    expect(res.status).toBe(422);
    expect(res.body.fieldErrors?.[0]?.path).toBe('referral_code');
  });

  it('an empty code is no code', async () => {
    const tenant = await createTestTenant(app);
    expect((await registerRaw(app, tenant, registerPayload({ referral_code: '  ' }))).status).toBe(200);
  });

  it('no one can be their own referrer', async () => {
    const tenant = await createTestTenant(app);
    const user = await createTestUser(app, tenant);
    const { code } = (await codeOf(user)).body;
    const attempt = withTenant(app.deps.db, tenant.id, (tx) => recordReferral(tx, { code, inviteeId: user.id }));
    await expect(attempt).rejects.toBeInstanceOf(AppError);
    await expect(attempt).rejects.toMatchObject({ code: 'referral_code_invalid' });
    expect((await usedOf(user)).body).toEqual([]);
  });
});

describe('the referral flow end to end', () => {
  it('invitees register pending, complete on verification with their bonus, and every N earn the inviter coins to exchange once', async () => {
    const tenant = await createTestTenant(app);
    const inviter = await createTestUser(app, tenant);
    const { code } = (await codeOf(inviter)).body;

    const b = await register(app, tenant, { referral_code: code.toLowerCase(), first_name: 'Bea', last_name: 'One' });
    const c = await register(app, tenant, { referral_code: code, first_name: 'Cal', last_name: 'Two' });
    let used = (await usedOf(inviter)).body;
    expect(used.map((u) => [u.name, u.status, u.completed_at])).toEqual([
      ['Cal Two', 'pending', null],
      ['Bea One', 'pending', null],
    ]);
    expect((await codeOf(inviter)).body).toMatchObject({ invited: 2, completed: 0, earned: 0, exchangeable: 0 });
    const nothing = await exchange(inviter, randomUUID());
    expect(nothing.status).toBe(400);
    expect(nothing.body.code).toBe('referral_nothing_to_exchange');

    // B verifies: the referral completes and B gets the invitee bonus on top of the verification reward.
    expect((await verifyByLink(app, tenant, b)).status).toBe(200);
    expect(await balanceOf(app, tenant, b.id)).toBe(20);
    const bonus = await transactionsOf(app, tenant, b.id, 'referral_bonus');
    expect(bonus.map((t) => t.amount)).toEqual([10]);
    expect((await codeOf(inviter)).body).toMatchObject({ invited: 2, completed: 1, earned: 0, exchangeable: 0 });

    // Verifying again (the reset link) pays B nothing more.
    expect((await verifyByReset(app, tenant, b)).status).toBe(200);
    expect(await balanceOf(app, tenant, b.id)).toBe(20);

    // C verifies through a reset link: two completed invitees earn the inviter 10 coins.
    expect((await verifyByReset(app, tenant, c)).status).toBe(200);
    expect(await balanceOf(app, tenant, c.id)).toBe(20);
    expect((await codeOf(inviter)).body).toMatchObject({
      invited: 2,
      completed: 2,
      earned: 10,
      exchanged: 0,
      exchangeable: 10,
    });
    used = (await usedOf(inviter)).body;
    expect(used.every((u) => u.status === 'completed' && u.completed_at)).toBe(true);
    expect(await balanceOf(app, tenant, inviter.id)).toBe(0);

    // Exchange: once per key; the same key replays the first answer; another key finds nothing left.
    const key = randomUUID();
    const first = await exchange(inviter, key);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ exchanged: 10, balance: 10 });
    const replay = await exchange(inviter, key);
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual({ exchanged: 10, balance: 10 });
    expect(await balanceOf(app, tenant, inviter.id)).toBe(10);
    const again = await exchange(inviter, randomUUID());
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('referral_nothing_to_exchange');
    expect(await transactionsOf(app, tenant, inviter.id, 'referral_bonus')).toHaveLength(1);
    expect((await codeOf(inviter)).body).toMatchObject({ earned: 10, exchanged: 10, exchangeable: 0 });

    // A third invitee alone earns nothing yet (2 per reward).
    const d = await register(app, tenant, { referral_code: code });
    expect((await verifyByLink(app, tenant, d)).status).toBe(200);
    expect((await codeOf(inviter)).body).toMatchObject({ invited: 3, completed: 3, earned: 10, exchangeable: 0 });
  });

  it('follows the tenant’s settings (3 invitees per 25 coins, invitee bonus 7)', async () => {
    const tenant = await createTestTenant(app, {
      settings: {
        referralInviteesPerReward: 3,
        referralInviterReward: 25,
        referralInviteeReward: 7,
        emailVerificationReward: 0,
      },
    });
    const inviter = await createTestUser(app, tenant);
    const { code } = (await codeOf(inviter)).body;
    for (let i = 0; i < 6; i++) {
      const invitee = await register(app, tenant, { referral_code: code });
      expect((await verifyByLink(app, tenant, invitee)).status).toBe(200);
      expect(await balanceOf(app, tenant, invitee.id)).toBe(7);
    }
    expect((await codeOf(inviter)).body).toMatchObject({
      completed: 6,
      earned: 50,
      exchangeable: 50,
      invitees_per_reward: 3,
      inviter_reward: 25,
      invitee_reward: 7,
    });
    expect((await exchange(inviter, randomUUID())).body).toEqual({ exchanged: 50, balance: 50 });
  });

  it('an invitee whose account is deleted before verifying reads as invalid, with no name', async () => {
    const tenant = await createTestTenant(app);
    const inviter = await createTestUser(app, tenant);
    const { code } = (await codeOf(inviter)).body;
    const gone = await register(app, tenant, { referral_code: code });
    const deleted = await call(app, {
      method: 'DELETE',
      url: `/api/account/destroy/${gone.id}`,
      headers: gone.headers,
      remoteAddress: ip(),
    });
    expect(deleted.status).toBe(200);
    const used = (await usedOf(inviter)).body;
    expect(used).toHaveLength(1);
    expect(used[0]).toMatchObject({ name: null, status: 'invalid', completed_at: null });
    expect((await codeOf(inviter)).body).toMatchObject({ invited: 1, completed: 0, invalid: 1 });
  });

  it('exchange-point needs an Idempotency-Key', async () => {
    const tenant = await createTestTenant(app);
    const user = await createTestUser(app, tenant);
    const res = await exchange(user, null);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('idempotency_key_required');
  });

  it('the used list and counts are the caller’s only', async () => {
    const tenant = await createTestTenant(app);
    const inviter = await createTestUser(app, tenant);
    const bystander = await createTestUser(app, tenant);
    const { code } = (await codeOf(inviter)).body;
    await register(app, tenant, { referral_code: code });
    expect((await usedOf(inviter)).body).toHaveLength(1);
    expect((await usedOf(bystander)).body).toEqual([]);
    expect((await codeOf(bystander)).body.invited).toBe(0);
  });
});

describe.skipIf(!onServer)('exchange under concurrency (needs concurrent connections: TEST_DATABASE_URL)', () => {
  it('ten exchanges at once with different keys pay the earned coins once (the code row is locked)', async () => {
    const tenant = await createTestTenant(app, {
      settings: { referralInviteesPerReward: 1, emailVerificationReward: 0, referralInviteeReward: 0 },
    });
    const inviter = await createTestUser(app, tenant);
    const { code } = (await codeOf(inviter)).body;
    const invitee = await register(app, tenant, { referral_code: code });
    expect((await verifyByLink(app, tenant, invitee)).status).toBe(200);
    const answers = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        exchangeReferralCoins(app.deps, { tenant, userId: inviter.id, key: randomUUID() }),
      ),
    );
    expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
    expect(
      answers.filter(
        (a) =>
          a.status === 'rejected' && a.reason instanceof AppError && a.reason.code === 'referral_nothing_to_exchange',
      ),
    ).toHaveLength(9);
    expect(await balanceOf(app, tenant, inviter.id)).toBe(10);
  });
});

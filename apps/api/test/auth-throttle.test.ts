import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/db/client.ts';
import { captchas } from '../src/db/schema/index.ts';
import { LOGIN_THROTTLE } from '../src/lib/login-throttle.ts';
import { sha256 } from '../src/lib/tokens.ts';
import { throttleAccountKey, throttleWaitKey } from '../src/modules/auth/password-check.service.ts';
import type { TenantContext } from '../src/modules/tenants/tenants.service.ts';
import {
  call,
  createTestTenant,
  createTestUser,
  testConfig,
  TEST_PASSWORD,
  type TestApp,
  type TestUser,
} from './helpers.ts';

/**
 * Issue 11, holes 3 and 6, written as the attacks (decision 0019): a password change keeps the other
 * devices signed in; the current password can be guessed without limit; failed logins lock the owner out
 * (ten per account, fifty per address). Run on the in-process limiters and, with REDIS_URL, on Redis.
 */
interface ErrorBody {
  code: string;
  fieldErrors?: { path: string; message: string }[];
  details?: { retry_after?: number; captcha?: { provider: string; site_key: string | null } };
}
interface SessionBody {
  access_token: string;
  user: { id: string };
}

const NEW_PASSWORD = 'Battery-staple-42';
const CAPTCHA_TEXT = 'k7pxa';
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
let addresses = 0;
/** A client address of its own for each attacker or school (198.18.0.0/15 is for tests). */
const newAddress = () => `198.18.${Math.floor(Math.random() * 250)}.${(addresses++ % 250) + 1}`;

const stores = [
  { name: 'in-process limiters', redisUrl: undefined },
  ...(process.env.REDIS_URL ? [{ name: 'Redis limiters', redisUrl: process.env.REDIS_URL }] : []),
];

describe.each(stores)('login throttle on $name', ({ redisUrl }) => {
  let app: TestApp;
  // The platform captcha is on; each tenant says builtin or off (off is allowed outside production).
  const config = { ...testConfig({ CAPTCHA: 'builtin' }), redisUrl };
  beforeAll(async () => {
    const database = await openDatabase({ url: config.databaseUrl, dataDir: 'memory://', poolSize: 5 });
    app = await buildApp(config, { database, logger: false });
    app.addHook('onClose', () => database.close());
  });
  afterAll(async () => app?.close());

  const login = (tenant: TenantContext, payload: Record<string, unknown>, remoteAddress: string) =>
    call<SessionBody & ErrorBody>(app, {
      method: 'POST',
      url: '/api/login',
      headers: { 'x-tenant': tenant.slug },
      payload,
      remoteAddress,
    });
  const changePassword = (user: TestUser, token: string, payload: Record<string, unknown>, remoteAddress: string) =>
    call<ErrorBody>(app, {
      method: 'PATCH',
      url: '/api/password',
      headers: { 'x-tenant': user.tenant.slug, authorization: `Bearer ${token}` },
      payload: { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD, ...payload },
      remoteAddress,
    });
  const me = async (user: TestUser, token: string) =>
    (
      await call(app, {
        url: '/api/me',
        headers: { 'x-tenant': user.tenant.slug, authorization: `Bearer ${token}` },
        remoteAddress: newAddress(),
      })
    ).status;
  /** A built-in captcha whose answer the test knows, stored the way the server stores one. */
  const solvedCaptcha = async () => {
    const key = randomUUID();
    await app.deps.db
      .insert(captchas)
      .values({ key, answerHash: sha256(CAPTCHA_TEXT), expiresAt: new Date(Date.now() + 60_000) });
    return { captcha_key: key, captcha: CAPTCHA_TEXT.toUpperCase() };
  };
  const accountOf = (user: TestUser) => throttleAccountKey(user.tenant.id, { userId: user.id });
  /** Moves the clock past a running wait: its key ends now, as its expiry would. */
  const endWait = (scope: 'account' | 'address', key: string) =>
    app.deps.limiters.loginWait.delete(throttleWaitKey(scope, key));
  /** Moves the clock to the last second of a running wait; the test then really waits that second. */
  const lastSecondOfWait = async (scope: 'account' | 'address', key: string) => {
    await app.deps.limiters.loginWait.block(throttleWaitKey(scope, key), 1);
    await sleep(1_100);
  };
  const retryAfter = (res: { headers: Record<string, unknown> }) => Number(res.headers['retry-after']);

  it('a password change signs every other device out at once; the device that changed it stays', async () => {
    const tenant = await createTestTenant(app, { settings: { captcha: 'off' } });
    const user = await createTestUser(app, tenant);
    const where = newAddress();
    const phone = await login(tenant, { email: user.email, password: TEST_PASSWORD, device_name: 'phone' }, where);
    const laptop = await login(
      tenant,
      { username: user.username, password: TEST_PASSWORD, device_name: 'laptop' },
      where,
    );
    // Every device is signed in, and its session is in the cache.
    for (const token of [phone.body.access_token, laptop.body.access_token, user.token])
      expect(await me(user, token)).toBe(200);

    const change = await changePassword(user, laptop.body.access_token, { current_password: TEST_PASSWORD }, where);
    expect(change.status).toBe(200);
    expect(await me(user, phone.body.access_token)).toBe(401);
    expect(await me(user, user.token)).toBe(401);
    expect(await me(user, laptop.body.access_token)).toBe(200);
    expect((await login(tenant, { email: user.email, password: TEST_PASSWORD }, where)).body.code).toBe(
      'incorrect_credentials',
    );
    expect((await login(tenant, { email: user.email, password: NEW_PASSWORD }, where)).status).toBe(200);
  });

  it('the current password cannot be guessed without limit: wrong guesses wait, and count for login too', async () => {
    const tenant = await createTestTenant(app, { settings: { captcha: 'off' } });
    const user = await createTestUser(app, tenant);
    const where = newAddress();
    const codes: string[] = [];
    for (let i = 0; i < 60 && codes.at(-1) !== 'too_many_requests'; i++)
      codes.push((await changePassword(user, user.token, { current_password: `guess-${i}` }, where)).body.code);
    expect(codes).toEqual([
      ...Array<string>(LOGIN_THROTTLE.account.freeFailures).fill('password_incorrect'),
      'too_many_requests',
    ]);
    // Even the right current password waits now, and so does a login of the same account from elsewhere.
    const right = await changePassword(user, user.token, { current_password: TEST_PASSWORD }, where);
    expect([right.status, right.body.code]).toEqual([429, 'too_many_requests']);
    expect(retryAfter(right)).toBeGreaterThanOrEqual(1);
    expect(retryAfter(right)).toBeLessThanOrEqual(LOGIN_THROTTLE.maxWaitSeconds);
    expect(right.body.details?.retry_after).toBe(retryAfter(right));
    expect((await login(tenant, { email: user.email, password: TEST_PASSWORD }, newAddress())).status).toBe(429);
    // Once the wait is over, the owner gets through.
    await lastSecondOfWait('account', accountOf(user));
    expect((await changePassword(user, user.token, { current_password: TEST_PASSWORD }, where)).status).toBe(200);
  });

  it('with the captcha on, guessing the current password soon needs a captcha; the right password and captcha pass', async () => {
    const tenant = await createTestTenant(app, { settings: { captcha: 'builtin' } });
    const user = await createTestUser(app, tenant);
    const where = newAddress();
    let failures = 0;
    let challenged: ErrorBody | undefined;
    for (let i = 0; i < 60 && !challenged; i++) {
      const res = await changePassword(user, user.token, { current_password: `guess-${i}` }, where);
      if (res.body.code === 'password_incorrect') failures++;
      else if (res.body.code === 'too_many_requests') await endWait('account', accountOf(user));
      else challenged = res.body;
    }
    expect(failures).toBe(LOGIN_THROTTLE.account.captchaAt);
    expect(challenged?.code).toBe('captcha_required');
    expect(challenged?.details?.captcha).toEqual({ provider: 'builtin', site_key: null });
    const withCaptcha = await changePassword(
      user,
      user.token,
      { current_password: TEST_PASSWORD, ...(await solvedCaptcha()) },
      where,
    );
    expect(withCaptcha.status).toBe(200);
  });

  it('ten and more wrong passwords: the right password alone is asked for a captcha, with the right captcha it gets in', async () => {
    const tenant = await createTestTenant(app, { settings: { captcha: 'builtin' } });
    const user = await createTestUser(app, tenant);
    const attacker = newAddress();
    const wrong = (i: number, extra: Record<string, unknown> = {}) =>
      login(tenant, { email: user.email, password: `wrong-${i}`, ...extra }, attacker);
    const codes: string[] = [];
    let failures = 0;
    for (let i = 0; failures < 12; i++) {
      let res = await wrong(i);
      codes.push(res.body.code);
      if (res.status === 429) expect(retryAfter(res)).toBeLessThanOrEqual(LOGIN_THROTTLE.maxWaitSeconds);
      // A right captcha replaces the wait; a wrong password with it still counts.
      if (res.body.code !== 'incorrect_credentials') res = await wrong(i, await solvedCaptcha());
      expect(res.body.code).toBe('incorrect_credentials');
      failures++;
    }
    // Three answered at once, a short wait, then a captcha for every try: never a lockout.
    expect(codes.slice(0, 4)).toEqual([
      'incorrect_credentials',
      'incorrect_credentials',
      'incorrect_credentials',
      'too_many_requests',
    ]);
    expect(codes.slice(LOGIN_THROTTLE.account.captchaAt).every((code) => code === 'captcha_required')).toBe(true);

    const alone = await login(tenant, { username: user.username, password: TEST_PASSWORD }, newAddress());
    expect([alone.status, alone.body.code]).toEqual([422, 'captcha_required']);
    expect(alone.body.details?.captcha).toEqual({ provider: 'builtin', site_key: null });
    expect(alone.body.fieldErrors?.map((f) => f.path)).toEqual(['captcha']);
    const wrongCaptcha = await login(
      tenant,
      { email: user.email, password: TEST_PASSWORD, captcha_key: randomUUID(), captcha: 'zzzzz' },
      attacker,
    );
    expect(wrongCaptcha.body.code).toBe('captcha_invalid');
    expect(wrongCaptcha.body.details?.captcha?.provider).toBe('builtin');

    const owner = await login(
      tenant,
      { email: user.email, password: TEST_PASSWORD, ...(await solvedCaptcha()) },
      attacker,
    );
    expect(owner.status).toBe(200);
    expect(owner.body.user.id).toBe(user.id);
    // A successful login clears the account's count: the next login needs no captcha.
    expect((await login(tenant, { email: user.email, password: TEST_PASSWORD }, newAddress())).status).toBe(200);
  });

  it('with CAPTCHA off, failures only make the account wait 1, 2, 4 … s, never more than 60; then the right password gets in', async () => {
    const tenant = await createTestTenant(app, { settings: { captcha: 'off' } });
    const user = await createTestUser(app, tenant);
    const attacker = newAddress();
    const waits: number[] = [];
    for (let i = 0; i < 15; i++) {
      let res = await login(tenant, { email: user.email, password: `wrong-${i}` }, attacker);
      if (res.status === 429) {
        expect(res.body.code).toBe('too_many_requests');
        waits.push(retryAfter(res));
        expect(retryAfter(res)).toBeLessThanOrEqual(LOGIN_THROTTLE.maxWaitSeconds);
        await endWait('account', accountOf(user));
        res = await login(tenant, { email: user.email, password: `wrong-${i}` }, attacker);
      }
      expect(res.body.code).toBe('incorrect_credentials');
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60, 60, 60, 60]);

    // The owner, from another address, waits at most a minute (captcha off: never asked for one) …
    const owner = newAddress();
    const right = await login(tenant, { email: user.email, password: TEST_PASSWORD }, owner);
    expect([right.status, right.body.code]).toEqual([429, 'too_many_requests']);
    expect(retryAfter(right)).toBeGreaterThan(0);
    expect(retryAfter(right)).toBeLessThanOrEqual(60);
    // … and is let in once the wait is over.
    await lastSecondOfWait('account', accountOf(user));
    expect((await login(tenant, { email: user.email, password: TEST_PASSWORD }, owner)).status).toBe(200);
  });

  it('parallel guesses cannot slip past the count: a burst gets a few tries answered, then waits', async () => {
    const tenant = await createTestTenant(app, { settings: { captcha: 'off' } });
    const user = await createTestUser(app, tenant);
    const attacker = newAddress();
    const burst = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login(tenant, { email: user.email, password: `wrong-${i}` }, attacker)),
    );
    const answered = burst.filter((res) => res.body.code === 'incorrect_credentials').length;
    expect(burst.every((res) => ['incorrect_credentials', 'too_many_requests'].includes(res.body.code))).toBe(true);
    // At most the parallel checks plus the free failures settling meanwhile, and one past the wait.
    expect(answered).toBeLessThanOrEqual(LOGIN_THROTTLE.account.maxParallel + LOGIN_THROTTLE.account.freeFailures + 1);
    const next = await login(tenant, { email: user.email, password: 'one-more' }, attacker);
    expect(next.body.code).toBe('too_many_requests');
  });

  it('fifty failures from one address on many accounts (captcha on): the others there are asked for a captcha, never refused', async () => {
    const tenant = await createTestTenant(app, { settings: { captcha: 'builtin' } });
    const classmate = await createTestUser(app, tenant);
    const school = newAddress();
    const codes = new Set<string>();
    for (let i = 0; i < 55; i++) {
      const payload = { email: `pupil-${i}-${randomUUID().slice(0, 6)}@example.test`, password: 'guess' };
      let res = await login(tenant, payload, school);
      codes.add(res.body.code);
      if (res.body.code === 'captcha_required')
        res = await login(tenant, { ...payload, ...(await solvedCaptcha()) }, school);
      expect(res.body.code).toBe('incorrect_credentials');
    }
    // With a captcha on, an address never waits: it only asks for the captcha.
    expect([...codes].sort()).toEqual(['captcha_required', 'incorrect_credentials']);
    const right = await login(tenant, { email: classmate.email, password: TEST_PASSWORD }, school);
    expect(right.body.code).toBe('captcha_required');
    expect(
      (await login(tenant, { email: classmate.email, password: TEST_PASSWORD, ...(await solvedCaptcha()) }, school))
        .status,
    ).toBe(200);
    // Another address is not touched.
    expect((await login(tenant, { email: classmate.email, password: TEST_PASSWORD }, newAddress())).status).toBe(200);
  });

  it('fifty failures from one address on many accounts (CAPTCHA off): the others there wait at most a minute', async () => {
    const tenant = await createTestTenant(app, { settings: { captcha: 'off' } });
    const classmate = await createTestUser(app, tenant);
    const school = newAddress();
    let longest = 0;
    for (let i = 0; i < 55; i++) {
      const payload = { email: `pupil-${i}-${randomUUID().slice(0, 6)}@example.test`, password: 'guess' };
      let res = await login(tenant, payload, school);
      if (res.status === 429) {
        longest = Math.max(longest, retryAfter(res));
        expect(retryAfter(res)).toBeLessThanOrEqual(LOGIN_THROTTLE.maxWaitSeconds);
        await endWait('address', school);
        res = await login(tenant, payload, school);
      }
      expect(res.body.code).toBe('incorrect_credentials');
    }
    expect(longest).toBe(LOGIN_THROTTLE.maxWaitSeconds);
    const right = await login(tenant, { email: classmate.email, password: TEST_PASSWORD }, school);
    expect(right.status).toBe(429);
    expect(retryAfter(right)).toBeLessThanOrEqual(LOGIN_THROTTLE.maxWaitSeconds);
    await lastSecondOfWait('address', school);
    expect((await login(tenant, { email: classmate.email, password: TEST_PASSWORD }, school)).status).toBe(200);
    expect((await login(tenant, { email: classmate.email, password: TEST_PASSWORD }, newAddress())).status).toBe(200);
  });

  it('right passwords never add up: many logins from one address, and of one account at once, stay unthrottled', async () => {
    const tenant = await createTestTenant(app, { settings: { captcha: 'builtin' } });
    const users = await Promise.all(Array.from({ length: 5 }, () => createTestUser(app, tenant)));
    const school = newAddress();
    for (let round = 0; round < 6; round++) {
      const results = await Promise.all(
        users.map((user) => login(tenant, { email: user.email, password: TEST_PASSWORD }, school)),
      );
      expect(results.map((res) => res.status)).toEqual(users.map(() => 200));
    }
    // One account signed in on ten devices at once (a demo account in a class).
    const devices = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        login(tenant, { email: users[0]!.email, password: TEST_PASSWORD, device_name: `tablet-${i}` }, school),
      ),
    );
    expect(devices.map((res) => res.status)).toEqual(devices.map(() => 200));
    expect((await app.deps.limiters.loginIp.get(school))?.consumedPoints ?? 0).toBe(0);
    expect((await app.deps.limiters.loginInFlight.get(throttleWaitKey('address', school)))?.consumedPoints ?? 0).toBe(
      0,
    );
  });

  // Only with Redis: in-process limiters are not shared by design, so there is nothing to test (not a skip).
  if (redisUrl)
    it('the waits are shared through Redis: another process answers 429 too', async () => {
      const tenant = await createTestTenant(app, { settings: { captcha: 'off' } });
      const identifier = `nobody-${randomUUID().slice(0, 8)}@example.test`;
      const attacker = newAddress();
      // The second process is built first: building it can take longer than a short wait on a busy machine.
      const second = await buildApp(
        { ...testConfig({ CAPTCHA: 'builtin', REDIS_PREFIX: config.redisPrefix }), redisUrl },
        { database: app.deps.database, logger: false },
      );
      try {
        const key = throttleWaitKey('account', throttleAccountKey(tenant.id, { identifier }));
        for (let i = 0; i < LOGIN_THROTTLE.account.freeFailures; i++)
          expect((await login(tenant, { email: identifier, password: 'guess' }, attacker)).body.code).toBe(
            'incorrect_credentials',
          );
        // Two more failures, each once the wait before it is over: the wait grows to 4 s, long enough to look.
        for (let round = 0; round < 2; round++) {
          for (
            let res = await app.deps.limiters.loginWait.get(key);
            res && res.msBeforeNext > 0;
            res = await app.deps.limiters.loginWait.get(key)
          )
            await new Promise((r) => setTimeout(r, Math.min(res!.msBeforeNext + 20, 2000)));
          expect((await login(tenant, { email: identifier, password: 'guess' }, attacker)).body.code).toBe(
            'incorrect_credentials',
          );
        }
        const seen = await second.deps.limiters.loginWait.get(key);
        expect(seen?.msBeforeNext).toBeGreaterThan(0);
        const res = await call<ErrorBody>(second as TestApp, {
          method: 'POST',
          url: '/api/login',
          headers: { 'x-tenant': tenant.slug },
          payload: { email: identifier, password: 'guess' },
          remoteAddress: newAddress(),
        });
        expect(res.body.code).toBe('too_many_requests');
      } finally {
        await second.close();
      }
    });
});

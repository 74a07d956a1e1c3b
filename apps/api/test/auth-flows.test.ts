import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIN_TENANT, serverMessage, type Lang } from '@prepwell/contracts';
import { captchas } from '../src/db/schema/index.ts';
import { withTenant } from '../src/db/with-tenant.ts';
import { sha256 } from '../src/lib/tokens.ts';
import { selectLinkOf } from '../src/modules/parent-links/parent-links.repository.ts';
import { resolveTenant } from '../src/modules/tenants/tenants.service.ts';
import { call, createTestApp, createTestTenant, createTestUser, TEST_PASSWORD, type TestApp } from './helpers.ts';
import { linkIn, startSmtpServer, type TestSmtpServer } from './smtp.ts';

/** Sign-up, sign-in and account flows end to end: HTTP in, database and a real SMTP server out. */
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app?.close());

const ip = () => `192.0.2.${1 + Math.floor(Math.random() * 250)}`;
const tag = () => randomUUID().slice(0, 8);
const NEW_PASSWORD = 'Battery-staple-42';

interface SessionBody {
  access_token: string;
  tenant: string;
  user: { id: string; roles: { name: string }[]; email: string; email_verified_at: string | null };
}
interface ErrorBody {
  code: string;
  message: string;
  fieldErrors?: { path: string; message: string }[];
}

const person = (overrides: Record<string, unknown> = {}) => ({
  register_type: 'student',
  first_name: 'Ada',
  last_name: 'Lovelace',
  username: `ada_${tag()}`.slice(0, 32),
  email: `ada-${tag()}@example.test`,
  password: TEST_PASSWORD,
  password_confirmation: TEST_PASSWORD,
  ...overrides,
});

const register = <T = SessionBody>(
  target: TestApp,
  slug: string,
  payload: Record<string, unknown>,
  headers: Record<string, string> = {},
) =>
  call<T>(target, {
    method: 'POST',
    url: '/api/register',
    headers: { 'x-tenant': slug, ...headers },
    payload,
    remoteAddress: ip(),
  });

const login = <T = SessionBody>(
  target: TestApp,
  slug: string,
  payload: Record<string, unknown>,
  remoteAddress = ip(),
  headers: Record<string, string> = {},
) =>
  call<T>(target, {
    method: 'POST',
    url: '/api/login',
    headers: { 'x-tenant': slug, ...headers },
    payload,
    remoteAddress,
  });

const me = (target: TestApp, slug: string, token: string) =>
  call(target, {
    url: '/api/me',
    headers: { 'x-tenant': slug, authorization: `Bearer ${token}` },
    remoteAddress: ip(),
  });

describe('registration', () => {
  it('a student signs up, is signed in and gets a verification e-mail', async () => {
    const tenant = await createTestTenant(app);
    const res = await register(app, tenant.slug, person());
    expect(res.status).toBe(200);
    expect(res.body.user.roles).toEqual([]);
    expect(res.body.tenant).toBe(tenant.slug);
    expect((await me(app, tenant.slug, res.body.access_token)).status).toBe(200);
  });

  it('a teacher needs the tenant’s instructor code', async () => {
    const tenant = await createTestTenant(app);
    const wrong = await register<ErrorBody>(
      app,
      tenant.slug,
      person({ register_type: 'teacher', instructor_code: 'WRONG' }),
    );
    expect(wrong.status).toBe(422);
    expect(wrong.body.code).toBe('instructor_code_invalid');
    expect(wrong.body.fieldErrors?.map((f) => f.path)).toContain('instructor_code');

    const missing = await register<ErrorBody>(app, tenant.slug, person({ register_type: 'teacher' }));
    expect(missing.body.code).toBe('validation_failed');

    const ok = await register(app, tenant.slug, person({ register_type: 'teacher', instructor_code: 'TEACH-CODE' }));
    expect(ok.status).toBe(200);
    expect(ok.body.user.roles.map((r) => r.name)).toEqual(['teacher']);

    const check = (code: string) =>
      call(app, {
        method: 'POST',
        url: '/api/auth-instructor',
        headers: { 'x-tenant': tenant.slug },
        payload: { code },
        remoteAddress: ip(),
      });
    expect((await check('TEACH-CODE')).body).toEqual({ valid: true });
    expect((await check('nope')).status).toBe(422);
  });

  it('a parent asks for existing students by e-mail (pending until the student accepts); the error cases', async () => {
    const tenant = await createTestTenant(app);
    const student = await createTestUser(app, tenant);
    const teacher = await createTestUser(app, tenant, { roles: ['teacher'] });

    const ok = await register(
      app,
      tenant.slug,
      person({ register_type: 'parent', student_emails: [student.email.toUpperCase()] }),
    );
    expect(ok.status).toBe(200);
    expect(ok.body.user.roles.map((r) => r.name)).toEqual(['parent']);
    const link = await withTenant(app.deps.db, tenant.id, (tx) => selectLinkOf(tx, ok.body.user.id, student.id));
    expect(link?.status).toBe('pending');

    // A pending request does not block another parent; once the student accepted one, the spec's rule stands.
    const alsoAsking = await register(
      app,
      tenant.slug,
      person({ register_type: 'parent', student_emails: [student.email] }),
    );
    expect(alsoAsking.status).toBe(200);
    const accepted = await call(app, {
      method: 'POST',
      url: `/api/parent-links/${link!.id}/accept`,
      headers: student.headers,
      remoteAddress: ip(),
    });
    expect(accepted.status).toBe(200);
    const refused = person({ register_type: 'parent', student_emails: [student.email] });
    const again = await register<ErrorBody>(app, tenant.slug, refused);
    expect(again.status).toBe(422);
    expect(again.body.code).toBe('student_already_linked');
    expect(again.body.fieldErrors?.[0]?.path).toBe('student_emails.0');

    for (const email of [`nobody-${tag()}@example.test`, teacher.email]) {
      const res = await register<ErrorBody>(
        app,
        tenant.slug,
        person({ register_type: 'parent', student_emails: [email] }),
      );
      expect(res.status, email).toBe(422);
      expect(res.body.code).toBe('student_email_not_found');
    }

    const twice = await register<ErrorBody>(
      app,
      tenant.slug,
      person({
        register_type: 'parent',
        student_emails: [`x-${tag()}@example.test`, 'SAME@example.test', 'same@example.test'],
      }),
    );
    expect(twice.status).toBe(422);
    expect(twice.body.code).toBe('validation_failed');
    expect(twice.body.fieldErrors).toContainEqual({
      path: 'student_emails',
      message: serverMessage('en', 'validation.emails_not_distinct'),
    });

    // A refused sign-up leaves nothing behind: its e-mail is still free.
    const free = await call(app, {
      method: 'POST',
      url: '/api/check-email',
      headers: { 'x-tenant': tenant.slug },
      payload: { email: refused.email },
      remoteAddress: ip(),
    });
    expect(free.body).toEqual({ available: true });
  });

  it('an organization opens a new tenant whose admin signs in there', async () => {
    const tenant = await createTestTenant(app);
    const name = `Acme Tutoring ${tag()}`;
    const payload = person({ register_type: 'organization', organization_name: name, username: `acme_${tag()}` });
    const res = await register(app, tenant.slug, payload);
    expect(res.status).toBe(200);
    expect(res.body.tenant).not.toBe(tenant.slug);
    expect(res.body.user.roles.map((r) => r.name)).toEqual(['organization_admin']);

    const brand = await call<{ name: string; slug: string }>(app, {
      url: '/api/tenant',
      headers: { 'x-tenant': res.body.tenant },
    });
    expect(brand.body).toMatchObject({ name, slug: res.body.tenant });

    const there = await login(app, res.body.tenant, { email: payload.email, password: TEST_PASSWORD });
    expect(there.status).toBe(200);
    expect(there.body.user.roles.map((r) => r.name)).toEqual(['organization_admin']);
    expect(
      (await login<ErrorBody>(app, tenant.slug, { email: payload.email, password: TEST_PASSWORD })).body.code,
    ).toBe('incorrect_credentials');

    const taken = await register<ErrorBody>(
      app,
      tenant.slug,
      person({ register_type: 'organization', organization_name: name.toUpperCase() }),
    );
    expect(taken.status).toBe(422);
    expect(taken.body.code).toBe('organization_name_exists');
    expect(taken.body.fieldErrors?.[0]?.path).toBe('organization_name');
  });

  it('e-mail and username are unique per tenant, case-insensitively; check-username and check-email say so', async () => {
    const tenant = await createTestTenant(app);
    const username = `Grace_${tag()}`;
    const first = person({ username });
    expect((await register(app, tenant.slug, first)).status).toBe(200);

    const sameEmail = await register<ErrorBody>(
      app,
      tenant.slug,
      person({ email: (first.email as string).toUpperCase() }),
    );
    expect(sameEmail.body).toMatchObject({ code: 'email_taken', fieldErrors: [{ path: 'email' }] });
    const sameName = await register<ErrorBody>(app, tenant.slug, person({ username: username.toLowerCase() }));
    expect(sameName.body).toMatchObject({ code: 'username_taken', fieldErrors: [{ path: 'username' }] });
    // A username is required (spec §5), and says so on its field.
    const { username: _omitted, ...noUsername } = person();
    const missing = await register<ErrorBody>(app, tenant.slug, noUsername);
    expect(missing.status).toBe(422);
    expect(missing.body.fieldErrors).toEqual([{ path: 'username', message: 'This field is required.' }]);

    const check = (url: string, payload: Record<string, string>, slug = tenant.slug) =>
      call<ErrorBody & { available?: boolean }>(app, {
        method: 'POST',
        url,
        headers: { 'x-tenant': slug },
        payload,
        remoteAddress: ip(),
      });
    expect((await check('/api/auth/check-username', { username: username.toUpperCase() })).body.code).toBe(
      'username_taken',
    );
    expect((await check('/api/auth/check-username', { username: `free_${tag()}` })).body).toEqual({ available: true });
    expect((await check('/api/check-email', { email: (first.email as string).toUpperCase() })).body.code).toBe(
      'email_taken',
    );
    expect((await check('/api/check-email', { email: `free-${tag()}@example.test` })).body).toEqual({
      available: true,
    });

    // Another tenant is another namespace.
    const other = await createTestTenant(app);
    expect((await check('/api/check-email', { email: first.email as string }, other.slug)).body).toEqual({
      available: true,
    });
    expect((await register(app, other.slug, person({ email: first.email, username }))).status).toBe(200);
  });
});

describe('sign-in', () => {
  it('logout revokes the token', async () => {
    const tenant = await createTestTenant(app);
    const user = await createTestUser(app, tenant);
    const session = await login(app, tenant.slug, {
      username: user.username,
      password: TEST_PASSWORD,
      device_name: 'phone',
    });
    expect(session.status).toBe(200);
    const headers = { 'x-tenant': tenant.slug, authorization: `Bearer ${session.body.access_token}` };
    expect((await call(app, { method: 'POST', url: '/api/logout', headers })).status).toBe(200);
    expect((await me(app, tenant.slug, session.body.access_token)).status).toBe(401);
    // The user's other devices stay signed in.
    expect((await me(app, tenant.slug, user.token)).status).toBe(200);
  });

  it('answers in the language of Accept-Language (en, cn, tw)', async () => {
    const tenant = await createTestTenant(app);
    const seen = new Set<string>();
    for (const [header, lang] of [
      ['en-US', 'en'],
      ['zh-CN', 'cn'],
      ['zh-TW', 'tw'],
    ] as [string, Lang][]) {
      const res = await login<ErrorBody>(
        app,
        tenant.slug,
        { email: `nobody-${tag()}@example.test`, password: 'whatever' },
        ip(),
        { 'accept-language': header },
      );
      expect(res.body.message).toBe(serverMessage(lang, 'errors.incorrect_credentials'));
      const invalid = await register<ErrorBody>(app, tenant.slug, person({ email: 'not-an-email' }), {
        'accept-language': header,
      });
      expect(invalid.body.fieldErrors).toContainEqual({
        path: 'email',
        message: serverMessage(lang, 'validation.invalid_email'),
      });
      seen.add(res.body.message);
    }
    expect(seen.size).toBe(3);
  });

  // The captcha is off here (test config): failures only bring a wait of at most a minute (auth-throttle.test.ts, decision 0019).
  it('makes an account wait after failed logins: 429 with a Retry-After of at most a minute, for the right password too', async () => {
    const tenant = await createTestTenant(app);
    const user = await createTestUser(app, tenant);
    let blocked: Awaited<ReturnType<typeof login<ErrorBody>>> | undefined;
    for (let i = 0; i < 12 && !blocked; i++) {
      const res = await login<ErrorBody>(app, tenant.slug, { email: user.email, password: `wrong-${i}` });
      if (res.status === 429) blocked = res;
      else expect(res.body.code).toBe('incorrect_credentials');
    }
    expect(blocked?.body.code).toBe('too_many_requests');
    expect(Number(blocked?.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked?.headers['retry-after'])).toBeLessThanOrEqual(60);
    const right = await login<ErrorBody>(app, tenant.slug, {
      email: user.email.toUpperCase(),
      password: TEST_PASSWORD,
    });
    expect(right.status).toBe(429);
    // Another account from the same addresses is not affected.
    const other = await createTestUser(app, tenant);
    expect((await login(app, tenant.slug, { email: other.email, password: TEST_PASSWORD })).status).toBe(200);
  });

  it('makes an address wait (at most a minute) after many failed logins across accounts', async () => {
    const tenant = await createTestTenant(app);
    const user = await createTestUser(app, tenant);
    const address = `198.51.100.${1 + Math.floor(Math.random() * 250)}`;
    let status = 0;
    for (let i = 0; i < 60 && status !== 429; i++)
      status = (
        await login(app, tenant.slug, { email: `ghost-${i}-${tag()}@example.test`, password: 'wrong' }, address)
      ).status;
    expect(status).toBe(429);
    const right = await login<ErrorBody>(app, tenant.slug, { email: user.email, password: TEST_PASSWORD }, address);
    expect(right.status).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await login(app, tenant.slug, { email: user.email, password: TEST_PASSWORD })).status).toBe(200);
  });

  it.skipIf(!process.env.REDIS_URL)(
    'keeps the counters in Redis, shared by every process (REDIS_URL set)',
    async () => {
      const tenant = await createTestTenant(app);
      const email = `shared-${tag()}@example.test`;
      await login(app, tenant.slug, { email, password: 'wrong' });
      const redis = new Redis(process.env.REDIS_URL!);
      try {
        const prefix = app.deps.config.redisPrefix;
        const keys = await redis.keys(`${prefix}:login_account:${tenant.id}:*`);
        expect(keys).toEqual([`${prefix}:login_account:${tenant.id}:${email}`]);
        // A second app (another process, in production) sees the same count.
        const second = await createTestApp({ REDIS_PREFIX: prefix });
        try {
          const seen = await second.deps.limiters.loginAccount.get(`${tenant.id}:${email}`);
          expect(seen?.consumedPoints).toBe(1);
        } finally {
          await second.close();
        }
      } finally {
        redis.disconnect();
      }
    },
  );
});

describe('e-mail verification through the outbox (no SMTP: GET /api/dev/mailbox)', () => {
  it('the link from the e-mail verifies the address, once', async () => {
    const tenant = await createTestTenant(app);
    const reg = await register(app, tenant.slug, person());
    expect(reg.body.user.email_verified_at).toBeNull();
    const mailbox = await call<{ to: string; subject: string; text: string }[]>(app, {
      url: `/api/dev/mailbox?to=${encodeURIComponent(reg.body.user.email)}`,
      headers: { 'x-tenant': tenant.slug },
    });
    expect(mailbox.status).toBe(200);
    expect(mailbox.body).toHaveLength(1);
    const url = linkIn(mailbox.body[0]!, '/email/verify/');
    expect(url.searchParams.get('tenant')).toBe(tenant.slug);
    const [, , , id, hash] = url.pathname.split('/');
    expect(id).toBe(reg.body.user.id);

    const verify = () =>
      call<SessionBody['user'] & ErrorBody>(app, {
        method: 'POST',
        url: `/api/auth/email/verify/${id}/${hash}`,
        headers: { 'x-tenant': tenant.slug },
        remoteAddress: ip(),
      });
    const done = await verify();
    expect(done.status).toBe(200);
    expect(done.body.email_verified_at).not.toBeNull();
    expect((await verify()).body.code).toBe('verification_link_invalid');

    // Another tenant's mailbox does not show it.
    const other = await createTestTenant(app);
    const elsewhere = await call<unknown[]>(app, {
      url: `/api/dev/mailbox?to=${encodeURIComponent(reg.body.user.email)}`,
      headers: { 'x-tenant': other.slug },
    });
    expect(elsewhere.body).toEqual([]);
  });
});

describe('a super admin’s one-time login link (POST /api/set-url)', () => {
  it('signs the user in once', async () => {
    const main = await resolveTenant(app.deps.db, { slug: MAIN_TENANT });
    const admin = await createTestUser(app, main, { roles: ['super_admin'] });
    const user = await createTestUser(app, main);
    const res = await call<{ url: string }>(app, {
      method: 'POST',
      url: '/api/set-url',
      headers: admin.headers,
      payload: { user_id: user.id },
      remoteAddress: ip(),
    });
    expect(res.status).toBe(200);
    const token = new URL(res.body.url).searchParams.get('token')!;
    expect(token.length).toBeGreaterThan(20);

    const use = () =>
      call<SessionBody & ErrorBody>(app, {
        method: 'POST',
        url: '/api/ivy-way/login/token',
        headers: { 'x-tenant': MAIN_TENANT },
        payload: { token },
        remoteAddress: ip(),
      });
    const first = await use();
    expect(first.status).toBe(200);
    expect(first.body.user.id).toBe(user.id);
    expect((await me(app, MAIN_TENANT, first.body.access_token)).status).toBe(200);
    expect((await use()).body.code).toBe('reset_link_invalid');

    // A user of another tenant: the link opens the app on that tenant and signs in there only.
    const tenant = await createTestTenant(app);
    const member = await createTestUser(app, tenant);
    const foreign = await call<{ url: string }>(app, {
      method: 'POST',
      url: '/api/set-url',
      headers: admin.headers,
      payload: { user_id: member.id },
      remoteAddress: ip(),
    });
    expect(foreign.status).toBe(200);
    const link = new URL(foreign.body.url);
    expect(link.searchParams.get('tenant')).toBe(tenant.slug);
    const memberToken = link.searchParams.get('token')!;
    const onMain = await call<ErrorBody>(app, {
      method: 'POST',
      url: '/api/ivy-way/login/token',
      headers: { 'x-tenant': MAIN_TENANT },
      payload: { token: memberToken },
      remoteAddress: ip(),
    });
    expect(onMain.body.code).toBe('reset_link_invalid');
    const onOwn = await call<SessionBody>(app, {
      method: 'POST',
      url: '/api/ivy-way/login/token',
      headers: { 'x-tenant': tenant.slug },
      payload: { token: memberToken },
      remoteAddress: ip(),
    });
    expect(onOwn.body.user.id).toBe(member.id);

    // An unknown id is a 404; only super admins may ask.
    const unknown = await call<ErrorBody>(app, {
      method: 'POST',
      url: '/api/set-url',
      headers: admin.headers,
      payload: { user_id: '00000000-0000-4000-8000-000000000000' },
      remoteAddress: ip(),
    });
    expect(unknown.status).toBe(404);
    const asMember = await call<ErrorBody>(app, {
      method: 'POST',
      url: '/api/set-url',
      headers: member.headers,
      payload: { user_id: member.id },
      remoteAddress: ip(),
    });
    expect(asMember.status).toBe(403);
  });
});

describe('with a real SMTP server and the built-in captcha', () => {
  let smtp: TestSmtpServer;
  let mailApp: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    mailApp = await createTestApp({ SMTP_URL: smtp.url, CAPTCHA: 'builtin' });
  });
  afterAll(async () => {
    await mailApp?.close();
    await smtp?.close();
  });

  it(
    'password reset end to end: e-mail, link, new password, old sessions signed out, link used once',
    { timeout: 200_000 },
    async () => {
      const tenant = await createTestTenant(mailApp);
      const user = await createTestUser(mailApp, tenant);
      const before = smtp.messages.length;
      const ask = await call(mailApp, {
        method: 'POST',
        url: '/api/send-reset-password-email',
        headers: { 'x-tenant': tenant.slug },
        payload: { email: user.email.toUpperCase() },
        remoteAddress: ip(),
      });
      expect(ask.status).toBe(200);
      // Unknown addresses get the same answer and no mail.
      const unknown = await call(mailApp, {
        method: 'POST',
        url: '/api/send-reset-password-email',
        headers: { 'x-tenant': tenant.slug },
        payload: { email: `nobody-${tag()}@example.test` },
        remoteAddress: ip(),
      });
      expect(unknown.status).toBe(200);

      // The sender serves the whole shared outbox, account mail first (mail-priority.test.ts): on a database other
      // test files fill with mail, the reset waits only behind other account mail.
      const mail = await smtp.waitFor((m) => m.to.includes(user.email.toLowerCase()), 60_000);
      expect(smtp.messages.length).toBeGreaterThan(before);
      expect(mail.subject).toBe(serverMessage('en', 'email.reset.subject', { brand: tenant.name }));
      expect(mail.html).toContain('<a href=');
      const link = linkIn(mail, '/reset-password');
      expect(link.searchParams.get('tenant')).toBe(tenant.slug);
      const token = link.searchParams.get('token')!;

      const reset = () =>
        call<ErrorBody>(mailApp, {
          method: 'POST',
          url: '/api/reset-password',
          headers: { 'x-tenant': tenant.slug },
          payload: { token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
          remoteAddress: ip(),
        });
      expect((await reset()).status).toBe(200);
      expect((await me(mailApp, tenant.slug, user.token)).status).toBe(401);
      expect((await login(mailApp, tenant.slug, { email: user.email, password: NEW_PASSWORD })).status).toBe(200);
      expect(
        (await login<ErrorBody>(mailApp, tenant.slug, { email: user.email, password: TEST_PASSWORD })).body.code,
      ).toBe('incorrect_credentials');
      const second = await reset();
      expect(second.status).toBe(422);
      expect(second.body.code).toBe('reset_link_invalid');
    },
  );

  it('the dev mailbox is closed once mail really goes out', async () => {
    const res = await call(mailApp, { url: '/api/dev/mailbox', remoteAddress: ip() });
    expect(res.status).toBe(404);
  });

  it('captcha: an image and a key; a wrong answer is captcha_invalid; a right one works once', async () => {
    const tenant = await createTestTenant(mailApp, { settings: { captcha: 'builtin' } });
    const brand = await call<{ captcha: { provider: string } }>(mailApp, {
      url: '/api/tenant',
      headers: { 'x-tenant': tenant.slug },
    });
    expect(brand.body.captcha.provider).toBe('builtin');

    const captcha = await call<{ key: string; img: string }>(mailApp, {
      url: '/api/captcha',
      headers: { 'x-tenant': tenant.slug },
      remoteAddress: ip(),
    });
    expect(captcha.status).toBe(200);
    expect(captcha.body.key.length).toBeGreaterThan(10);
    expect(captcha.body.img).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(captcha.body.img.split(',')[1]!, 'base64').toString()).toContain('<svg');

    const none = await register<ErrorBody>(mailApp, tenant.slug, person());
    expect(none.body.code).toBe('captcha_invalid');
    const wrong = await register<ErrorBody>(
      mailApp,
      tenant.slug,
      person({ captcha_key: captcha.body.key, captcha: 'zzzzz' }),
    );
    expect(wrong.status).toBe(422);
    expect(wrong.body.code).toBe('captcha_invalid');
    expect(wrong.body.fieldErrors?.[0]?.path).toBe('captcha');

    // A captcha whose answer we know, stored the way the server stores one.
    const key = `test-${randomUUID()}`;
    await mailApp.deps.db
      .insert(captchas)
      .values({ key, answerHash: sha256('k7pxa'), expiresAt: new Date(Date.now() + 60_000) });
    const ok = await register(mailApp, tenant.slug, person({ captcha_key: key, captcha: ' K7PXA ' }));
    expect(ok.status).toBe(200);
    const replay = await register<ErrorBody>(mailApp, tenant.slug, person({ captcha_key: key, captcha: 'k7pxa' }));
    expect(replay.body.code).toBe('captcha_invalid');

    // An expired one is refused too.
    const old = `test-${randomUUID()}`;
    await mailApp.deps.db
      .insert(captchas)
      .values({ key: old, answerHash: sha256('k7pxa'), expiresAt: new Date(Date.now() - 1000) });
    expect(
      (await register<ErrorBody>(mailApp, tenant.slug, person({ captcha_key: old, captcha: 'k7pxa' }))).body.code,
    ).toBe('captcha_invalid');
  });
});

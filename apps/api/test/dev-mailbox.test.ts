import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createTestTenant, createTestUser, type TestApp } from './helpers.ts';

/**
 * Issue 11, hole 2, written as the attack: without SMTP the outbox holds every password-reset mail. Only
 * the machine running the server reads it all; a remote caller reads their own mail or nothing.
 */
const REMOTE = '203.0.113.7';
type Mail = { to: string; subject: string; text: string };

const askReset = (app: TestApp, slug: string, email: string) =>
  call(app, {
    method: 'POST',
    url: '/api/send-reset-password-email',
    headers: { 'x-tenant': slug },
    payload: { email },
    remoteAddress: '127.0.0.1',
  });

describe('the dev mailbox', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it("gives a remote anonymous caller nothing, not even with the victim's address", async () => {
    const tenant = await createTestTenant(app);
    const victim = await createTestUser(app, tenant);
    expect((await askReset(app, tenant.slug, victim.email)).status).toBe(200);

    const local = await call<Mail[]>(app, {
      url: `/api/dev/mailbox?to=${encodeURIComponent(victim.email)}`,
      headers: { 'x-tenant': tenant.slug },
      remoteAddress: '127.0.0.1',
    });
    expect(local.body.some((m) => m.text.includes('/reset-password?token='))).toBe(true);

    for (const url of ['/api/dev/mailbox', `/api/dev/mailbox?to=${encodeURIComponent(victim.email)}`]) {
      const remote = await call<Mail[]>(app, { url, headers: { 'x-tenant': tenant.slug }, remoteAddress: REMOTE });
      expect(remote.status).toBe(200);
      expect(remote.body).toEqual([]);
    }
  });

  it("gives a remote signed-in caller only their own mail, never another user's", async () => {
    const tenant = await createTestTenant(app);
    const victim = await createTestUser(app, tenant);
    const attacker = await createTestUser(app, tenant);
    await askReset(app, tenant.slug, victim.email);
    await askReset(app, tenant.slug, attacker.email);

    const own = await call<Mail[]>(app, { url: '/api/dev/mailbox', headers: attacker.headers, remoteAddress: REMOTE });
    expect(own.body.length).toBeGreaterThan(0);
    expect(own.body.every((m) => m.to.toLowerCase() === attacker.email.toLowerCase())).toBe(true);

    const foreign = await call<Mail[]>(app, {
      url: `/api/dev/mailbox?to=${encodeURIComponent(victim.email)}`,
      headers: attacker.headers,
      remoteAddress: REMOTE,
    });
    expect(foreign.body).toEqual([]);
  });

  it('believes X-Forwarded-For only with TRUST_PROXY=true', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: 'true' });
    try {
      for (const [target, forwarded, sees] of [
        [app, '127.0.0.1', false], // without a trusted proxy the header is the attacker's own words
        [proxied, REMOTE, false], // behind the proxy the client is remote although the socket is loopback
        [proxied, '127.0.0.1', true],
      ] as const) {
        const tenant = await createTestTenant(target);
        const victim = await createTestUser(target, tenant);
        await askReset(target, tenant.slug, victim.email);
        const res = await call<Mail[]>(target, {
          url: '/api/dev/mailbox',
          headers: { 'x-tenant': tenant.slug, 'x-forwarded-for': forwarded },
          remoteAddress: target === proxied ? '127.0.0.1' : REMOTE,
        });
        expect(res.body.length > 0, `forwarded ${forwarded}`).toBe(sees);
      }
    } finally {
      await proxied.close();
    }
  });
});

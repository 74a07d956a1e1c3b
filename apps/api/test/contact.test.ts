import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAIN_TENANT,
  serverMessage,
  type ContactMessagePage,
  type ContactMessageView,
  type ErrorBody,
} from '@prepwell/contracts';
import { mailOutbox, tenants } from '../src/db/schema/index.ts';
import { withTenant } from '../src/db/with-tenant.ts';
import { findTenantBySlug } from '../src/modules/tenants/tenants.service.ts';
import { call, createTestApp, createTestTenant, createTestUser, solvedCaptcha, type TestApp } from './helpers.ts';

/** Issue 17: the public Contact form — stored, mailed to the tenant, captcha, per-address limit, admins' list. */
type Mail = { to: string; subject: string; text: string; html: string };

let app: TestApp;
beforeAll(async () => {
  // The built-in captcha, as a tenant's public forms have it by default.
  app = await createTestApp({ CAPTCHA: 'builtin' });
});
afterAll(async () => app?.close());

let ipCounter = 0;
const freshIp = () => `198.51.${Math.floor(ipCounter / 250) % 250}.${(ipCounter++ % 250) + 1}`;

const send = async <T = { id: string }>(
  slug: string,
  payload: Record<string, unknown>,
  options: { ip?: string; headers?: Record<string, string>; captcha?: boolean } = {},
) =>
  call<T>(app, {
    method: 'POST',
    url: '/api/contact',
    headers: { 'x-tenant': slug, ...(options.headers ?? {}) },
    payload: { ...(options.captcha === false ? {} : await solvedCaptcha(app, 'K7PXA')), ...payload },
    remoteAddress: options.ip ?? freshIp(),
  });

const mailbox = async (slug: string, to: string) =>
  (
    await call<Mail[]>(app, {
      url: `/api/dev/mailbox?to=${encodeURIComponent(to)}`,
      headers: { 'x-tenant': slug },
      remoteAddress: '127.0.0.1',
    })
  ).body;

const list = (headers: Record<string, string>, query = '') =>
  call<ContactMessagePage>(app, { url: `/api/contact-messages${query}`, headers, remoteAddress: freshIp() });

describe('POST /api/contact', () => {
  it('stores the message and mails it to the tenant’s contact e-mail in the tenant’s language', async () => {
    const tenant = await createTestTenant(app, { settings: { defaultLang: 'tw' } });
    const admin = await createTestUser(app, tenant, { roles: ['organization_admin'] });
    const message = `我想了解 SAT 課程 ${randomUUID()}\n\nThanks <b>a lot</b>`;
    const res = await send(tenant.slug, { name: '王小明', email: 'Parent@Example.test', message, lang: 'tw' });
    expect(res.status).toBe(200);
    expect(res.body.id).toMatch(/^[0-9a-f-]{36}$/);

    const mails = (await mailbox(tenant.slug, 'owner@example.test')).filter((m) => m.text.includes(message));
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe(serverMessage('tw', 'email.contact.subject', { brand: tenant.name, sender: '王小明' }));
    expect(mail.text).toContain('parent@example.test');
    expect(mail.text).toContain(serverMessage('tw', 'email.contact.reply', { email: 'parent@example.test' }));
    // Issue 17: the queued mail answers the sender (Reply-To), read from the outbox itself.
    const [queued] = await withTenant(app.deps.db, tenant.id, (tx) =>
      tx
        .select({ to: mailOutbox.to, replyTo: mailOutbox.replyTo })
        .from(mailOutbox)
        .where(eq(mailOutbox.subject, mail.subject)),
    );
    expect(queued).toEqual({ to: 'owner@example.test', replyTo: 'parent@example.test' });
    // The sender's text is escaped in the HTML part.
    expect(mail.html).toContain('&lt;b&gt;a lot&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>a lot</b>');

    const page = await list(admin.headers);
    expect(page.status).toBe(200);
    expect(page.body.total).toBe(1);
    expect(page.body.unread).toBe(1);
    expect(page.body.current_page).toBe(1);
    expect(page.body.data[0]).toMatchObject({
      id: res.body.id,
      name: '王小明',
      email: 'parent@example.test',
      message: message.trim(),
      lang: 'tw',
      user_id: null,
      read: false,
      read_at: null,
    });
  });

  it('a signed-in sender is attached; admins mark messages read and unread and filter by it', async () => {
    const tenant = await createTestTenant(app);
    const admin = await createTestUser(app, tenant, { roles: ['organization_admin'] });
    const student = await createTestUser(app, tenant);
    const first = await send(
      tenant.slug,
      { name: 'Stu', email: student.email, message: 'First' },
      { headers: student.headers },
    );
    const second = await send(tenant.slug, { name: 'Anon', email: 'anon@example.test', message: 'Second' });
    expect([first.status, second.status]).toEqual([200, 200]);

    const all = await list(admin.headers);
    expect(all.body.data.map((m) => m.message)).toEqual(['Second', 'First']);
    expect(all.body.data[1]!.user_id).toBe(student.id);
    // The sender's language defaults to the page's (Accept-Language), here English.
    expect(all.body.data[1]!.lang).toBe('en');

    const read = await call<ContactMessageView>(app, {
      method: 'PATCH',
      url: `/api/contact-messages/${first.body.id}`,
      headers: admin.headers,
      payload: { read: true },
    });
    expect(read.status).toBe(200);
    expect(read.body.read).toBe(true);
    expect(read.body.read_at).not.toBeNull();
    const unread = await list(admin.headers, '?status=unread');
    expect(unread.body.data.map((m) => m.id)).toEqual([second.body.id]);
    expect(unread.body.total).toBe(1);
    expect(unread.body.unread).toBe(1);
    expect((await list(admin.headers, '?status=read')).body.data.map((m) => m.id)).toEqual([first.body.id]);

    const back = await call<ContactMessageView>(app, {
      method: 'PATCH',
      url: `/api/contact-messages/${first.body.id}`,
      headers: admin.headers,
      payload: { read: false },
    });
    expect(back.body).toMatchObject({ read: false, read_at: null });
    expect((await list(admin.headers)).body.unread).toBe(2);

    // A student or a teacher does not read the tenant's messages.
    expect((await list(student.headers)).status).toBe(403);
    const teacher = await createTestUser(app, tenant, { roles: ['teacher'] });
    expect((await list(teacher.headers)).status).toBe(403);
  });

  it('a wrong, missing or reused captcha is captcha_invalid and nothing is stored or mailed', async () => {
    const tenant = await createTestTenant(app);
    const admin = await createTestUser(app, tenant, { roles: ['organization_admin'] });
    const body = { name: 'Bot', email: 'bot@example.test', message: `captcha ${randomUUID()}` };
    const missing = await send<ErrorBody>(tenant.slug, body, { captcha: false });
    expect(missing.status).toBe(422);
    expect(missing.body.code).toBe('captcha_invalid');
    const { captcha_key } = await solvedCaptcha(app, 'K7PXA');
    const wrong = await send<ErrorBody>(
      tenant.slug,
      { ...body, captcha_key, captcha: 'zzzzz' },
      { captcha: false, headers: { 'accept-language': 'zh-TW' } },
    );
    expect(wrong.status).toBe(422);
    expect(wrong.body.code).toBe('captcha_invalid');
    expect(wrong.body.message).toBe(serverMessage('tw', 'errors.captcha_invalid'));
    expect(wrong.body.fieldErrors?.[0]?.path).toBe('captcha');
    // The key was used up by the wrong answer: the right answer now fails too.
    const reused = await send<ErrorBody>(tenant.slug, { ...body, captcha_key, captcha: 'k7pxa' }, { captcha: false });
    expect(reused.body.code).toBe('captcha_invalid');

    expect((await list(admin.headers)).body.total).toBe(0);
    expect((await mailbox(tenant.slug, 'owner@example.test')).some((m) => m.text.includes(body.message))).toBe(false);
  });

  it('bad input is a localized 422 on the field: a bad e-mail, an empty or too long message, no name', async () => {
    const tenant = await createTestTenant(app);
    const cn = { 'accept-language': 'zh-CN' };
    const badEmail = await send<ErrorBody>(
      tenant.slug,
      { name: 'A', email: 'not-an-email', message: 'Hi' },
      { headers: cn },
    );
    expect(badEmail.status).toBe(422);
    expect(badEmail.body.code).toBe('validation_failed');
    expect(badEmail.body.fieldErrors).toEqual([
      { path: 'email', message: serverMessage('cn', 'validation.invalid_email') },
    ]);

    const empty = await send<ErrorBody>(tenant.slug, { name: 'A', email: 'a@example.test', message: '   ' });
    expect(empty.status).toBe(422);
    expect(empty.body.fieldErrors?.map((f) => f.path)).toEqual(['message']);

    const long = await send<ErrorBody>(tenant.slug, { name: 'A', email: 'a@example.test', message: 'x'.repeat(5001) });
    expect(long.status).toBe(422);
    expect(long.body.fieldErrors?.map((f) => f.path)).toEqual(['message']);

    const noName = await send<ErrorBody>(tenant.slug, { email: 'a@example.test', message: 'Hi' }, { headers: cn });
    expect(noName.status).toBe(422);
    expect(noName.body.fieldErrors?.map((f) => f.path)).toEqual(['name']);
    expect(noName.body.message).toBe(serverMessage('cn', 'errors.validation_failed'));
  });

  it('five messages an hour from one address, then 429 too_many_requests with Retry-After', async () => {
    const tenant = await createTestTenant(app);
    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      const ok = await send(tenant.slug, { name: 'Busy', email: 'busy@example.test', message: `n${i}` }, { ip });
      expect(ok.status).toBe(200);
    }
    const limited = await send<ErrorBody>(
      tenant.slug,
      { name: 'Busy', email: 'busy@example.test', message: 'n5' },
      { ip, headers: { 'accept-language': 'zh-TW' } },
    );
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('too_many_requests');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.body.message).toContain('秒');
    // Another address is not limited.
    expect((await send(tenant.slug, { name: 'Other', email: 'o@example.test', message: 'hi' })).status).toBe(200);
  });

  it('a tenant without a contact e-mail: kept, and mailed to the main tenant’s contact when it has one', async () => {
    const tenant = await createTestTenant(app);
    await app.deps.db.update(tenants).set({ contactEmail: null }).where(eq(tenants.id, tenant.id));
    const admin = await createTestUser(app, tenant, { roles: ['organization_admin'] });
    const message = `no contact ${randomUUID()}`;
    expect((await send(tenant.slug, { name: 'N', email: 'n@example.test', message })).status).toBe(200);
    expect((await list(admin.headers)).body.data[0]?.message).toBe(message);
    const main = await findTenantBySlug(app.deps.db, MAIN_TENANT);
    const all = await call<Mail[]>(app, {
      url: '/api/dev/mailbox',
      headers: { 'x-tenant': tenant.slug },
      remoteAddress: '127.0.0.1',
    });
    const mailed = all.body.filter((m) => m.text.includes(message));
    if (main?.contactEmail) expect(mailed.map((m) => m.to)).toEqual([main.contactEmail]);
    else expect(mailed).toEqual([]);
  });
});

describe('tenant isolation', () => {
  it('an admin of tenant B never sees or changes tenant A’s messages', async () => {
    const a = await createTestTenant(app);
    const b = await createTestTenant(app);
    const adminA = await createTestUser(app, a, { roles: ['organization_admin'] });
    const adminB = await createTestUser(app, b, { roles: ['organization_admin'] });
    const sent = await send(a.slug, { name: 'A', email: 'a@example.test', message: 'For A only' });
    expect(sent.status).toBe(200);
    expect((await list(adminA.headers)).body.total).toBe(1);

    const seenByB = await list(adminB.headers);
    expect(seenByB.status).toBe(200);
    expect(seenByB.body.total).toBe(0);
    expect(seenByB.body.data).toEqual([]);
    // B's token with A's X-Tenant is unknown there.
    expect((await list({ ...adminB.headers, 'x-tenant': a.slug })).status).toBe(401);
    const patch = await call<ErrorBody>(app, {
      method: 'PATCH',
      url: `/api/contact-messages/${sent.body.id}`,
      headers: adminB.headers,
      payload: { read: true },
    });
    expect(patch.status).toBe(404);
    expect(patch.body.code).toBe('not_found');
    expect((await list(adminA.headers)).body.data[0]?.read).toBe(false);
  });
});

import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessage } from '@prepwell/contracts';
import { expectAccessible, useBrowser } from './browser.ts';
import { localeText } from './exams-helpers.ts';

/**
 * Issue 17, the public About, Contact and Blogs pages, in 繁體中文. The shared journey server runs with the
 * captcha off, so this journey starts a server of its own with the built-in captcha, on a database of its own
 * (from TEST_DATABASE_URL) and without SMTP, so the message lands in the dev mailbox. The captcha picture can
 * not be read by a test: the journey learns each captcha's key from the page's own request and stores the
 * answer it will type (as the API tests do), so the server checks a real captcha, wrong and then right.
 */
const browser = useBrowser();
const lang = 'tw';
const text = (key: string, values?: Record<string, string | number>) => localeText(lang, 'publicPages', key, values);
const shell = (key: string) => localeText(lang, 'shell', key);
const MAIN_CONTACT = 'hello@prepwell.test';

const freePort = () =>
  new Promise<number>((done, fail) => {
    const srv = createServer();
    srv.once('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => done(port));
    });
  });

let server: ChildProcess | undefined;
let base = '';
let admin: postgres.Sql | undefined;
let db: postgres.Sql | undefined;
let dbName = '';

beforeAll(async () => {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('public-pages.e2e.ts needs TEST_DATABASE_URL (a database of its own for the captcha)');
  dbName = `prepwell_e2e_public_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  admin = postgres(url, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`CREATE DATABASE "${dbName}"`);
  const own = new URL(url);
  own.pathname = `/${dbName}`;
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: join(mkdtempSync(join(tmpdir(), 'prepwell-e2e-public-')), 'data'),
    DATABASE_URL: own.toString(),
    DEMO_DATA: 'false',
    CAPTCHA: 'builtin',
    LOG_LEVEL: 'warn',
    REDIS_PREFIX: `e2e-public-${process.pid}-${Math.random().toString(36).slice(2, 10)}`,
  };
  delete env.SMTP_URL;
  delete env.APP_DATABASE_URL;
  server = spawn(process.execPath, [resolve(import.meta.dirname, '../../api/dist/main.js')], {
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  base = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the app exited with code ${server.exitCode}`);
    const up = await fetch(`${base}/api/tenant`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() - started > 120_000) throw new Error('the app did not start within 120 s');
    await new Promise((r) => setTimeout(r, 300));
  }
  db = postgres(own.toString(), { max: 1, onnotice: () => undefined });
});

afterAll(async () => {
  server?.kill('SIGTERM');
  await db?.end();
  if (server && server.exitCode === null) await new Promise((r) => server!.once('exit', r));
  if (admin) {
    await admin.unsafe(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`).catch(() => undefined);
    await admin.end();
  }
});

/** The next captcha the page loads: its key, with `answer` stored as its answer (hashed, as the server keeps it). */
const nextCaptcha = (page: Page, answer: string) =>
  page
    .waitForResponse((r) => r.url().endsWith('/api/captcha') && r.status() === 200)
    .then(async (response) => {
      const { key } = (await response.json()) as { key: string };
      const hash = createHash('sha256').update(answer).digest('hex');
      const updated = await db!`update captchas set answer_hash = ${hash} where key = ${key} returning key`;
      expect(updated).toHaveLength(1);
      return key;
    });

const openTw = async () => {
  const page = await browser.newPage();
  await page.context().addInitScript(() => window.localStorage.setItem('lang', 'tw'));
  return page;
};

describe('public pages (繁體中文)', () => {
  it('About shows the brand, the exams and the contact e-mail; the menu has no Blogs and /blogs is not found', async () => {
    const page = await openTw();
    await page.goto(`${base}/student/about`);
    await page.getByRole('heading', { level: 1, name: text('about.title', { name: 'Prepwell' }) }).waitFor();
    for (const exam of ['sat', 'act', 'toefl', 'shsat'])
      await page.getByRole('heading', { level: 3, name: text(`about.exams.${exam}.title`), exact: true }).waitFor();
    await page.getByText(text('about.contactWithEmail', { email: MAIN_CONTACT })).waitFor();
    await page.getByRole('link', { name: MAIN_CONTACT, exact: true }).waitFor();
    // The main tenant sets no blog: no Blogs in the menu or the footer.
    await page
      .getByRole('link', { name: shell('nav.about') })
      .first()
      .waitFor();
    expect(await page.getByRole('link', { name: shell('nav.blogs') }).count()).toBe(0);
    await expectAccessible(page, 'About (繁體中文)');

    await page.goto(`${base}/blogs`);
    await page.getByRole('heading', { level: 1, name: localeText(lang, 'pages', 'status.notFound.title') }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/blogs');
    await expectAccessible(page, 'Blogs without a blog (繁體中文)');
  });

  it('Contact: a wrong captcha is refused on the field, the right one sends; the mail reaches the tenant', async () => {
    const page = await openTw();
    const firstCaptcha = nextCaptcha(page, 'wrong-answer-never-typed');
    await page.goto(`${base}/student/contact`);
    await page.getByRole('heading', { level: 1, name: text('contact.title') }).waitFor();
    await firstCaptcha;
    await expectAccessible(page, 'Contact (繁體中文)');

    const message = `請問下一期 SAT 班什麼時候開課？ ${Date.now().toString(36)}`;
    await page.getByLabel(text('contact.name')).fill('王小明');
    await page.getByLabel(text('contact.email')).fill('parent.wang@example.test');
    await page.getByLabel(text('contact.message')).fill(message);
    const captchaLabel = localeText(lang, 'auth', 'captcha.label');
    await page.getByLabel(captchaLabel).fill('abcde');
    const secondCaptcha = nextCaptcha(page, 'k7pxa');
    const refused = page.waitForResponse((r) => r.url().endsWith('/api/contact'));
    await page.getByRole('button', { name: text('contact.submit') }).click();
    expect((await refused).status()).toBe(422);
    // The server's own message, in 繁體中文, under the captcha field.
    await page.getByText(serverMessage('tw', 'errors.captcha_invalid')).waitFor();
    await secondCaptcha;
    await expectAccessible(page, 'Contact with a captcha error (繁體中文)');

    await page.getByLabel(captchaLabel).fill('K7PXA');
    const accepted = page.waitForResponse((r) => r.url().endsWith('/api/contact'));
    await page.getByRole('button', { name: text('contact.submit') }).click();
    expect((await accepted).status()).toBe(200);
    await page.getByText(text('contact.sentTitle')).waitFor();
    await page
      .getByText(text('contact.sentBody', { name: '王小明', brand: 'Prepwell', email: 'parent.wang@example.test' }))
      .waitFor();
    await expectAccessible(page, 'Contact sent (繁體中文)');

    // The tenant's contact e-mail got it (the dev mailbox: this server has no SMTP), in the tenant's language.
    const mails = (await (await fetch(`${base}/api/dev/mailbox?to=${encodeURIComponent(MAIN_CONTACT)}`)).json()) as {
      to: string;
      subject: string;
      text: string;
    }[];
    const mail = mails.find((m) => m.text.includes(message));
    expect(mail, 'the contact message in the mailbox').toBeDefined();
    expect(mail!.subject).toBe(serverMessage('en', 'email.contact.subject', { brand: 'Prepwell', sender: '王小明' }));
    expect(mail!.text).toContain('parent.wang@example.test');
    // And it is stored once, with the sender's language.
    // (Row-level security binds this owner too: the read names the tenant, as the app does.)
    const rows = await db!.begin(async (tx) => {
      await tx`select set_config('app.tenant_id', (select id::text from tenants where slug = 'main'), true)`;
      return tx`select name, email, lang from contact_messages where message = ${message}`;
    });
    expect(rows).toEqual([{ name: '王小明', email: 'parent.wang@example.test', lang: 'tw' }]);
  });
});

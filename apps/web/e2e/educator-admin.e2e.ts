import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, baseUrl, expectAccessible, useBrowser } from './browser.ts';
import { localeText } from './exams-helpers.ts';

/**
 * Issue 17, the educator/admin screens, in English: the demo company admin searches a user, gives 50 T-Coins and
 * a month of Pro (the student's balance and plan show it), edits the student's profile on /user/{uid}, and changes
 * the company's brand colour, class-test cost, AI limits and blog address. axe on each screen.
 */
const browser = useBrowser();
const text = (key: string, values: Record<string, string | number> = {}) =>
  localeText('en', 'educatorAdmin', key, values);
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const api = async <T>(token: string | null, method: string, path: string, body?: unknown): Promise<T> => {
  const res = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: {
      'x-tenant': 'demo',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const raw = await res.text();
  expect(res.status, `${method} ${path}: ${raw}`).toBe(200);
  return JSON.parse(raw) as T;
};

/** Signs in through the API and opens `path` with the token stored, on the demo tenant. */
const signedIn = async (page: Page, email: string, password: string, path: string) => {
  const { access_token: token } = await api<{ access_token: string }>(null, 'POST', '/api/login', {
    email,
    password,
    device_name: `e2e-${unique()}`,
  });
  await page.goto('/404?tenant=demo');
  await page.waitForFunction(() => localStorage.getItem('tenant') === 'demo');
  await page.evaluate((t) => localStorage.setItem('id_token', t), token);
  await page.goto(path);
  return token;
};

const responseOf = (page: Page, method: string, pattern: RegExp) =>
  page.waitForResponse((r) => r.request().method() === method && pattern.test(new URL(r.url()).pathname));

describe('educator admin screens', () => {
  it('the demo company admin gives coins and Pro, edits a profile and the company settings', async () => {
    // A fresh student of the demo company, so the journey changes no shared demo account.
    const id = unique();
    const email = `jules-${id}@example.test`;
    const student = await api<{ access_token: string }>(null, 'POST', '/api/register', {
      register_type: 'student',
      first_name: 'Jules',
      last_name: `Journey${id}`,
      username: `jules_${id}`,
      email,
      password: 'Jules-journey-1',
      password_confirmation: 'Jules-journey-1',
      device_name: 'e2e',
    });

    const page = await browser.newPage();
    await signedIn(page, 'admin@demo.prepwell.test', DEMO_PASSWORD, '/educator/users');

    // User search.
    await page.getByRole('heading', { level: 1, name: text('users.title') }).waitFor();
    await page.getByRole('link', { name: 'Users', exact: true }).first().waitFor();
    await page.getByLabel(text('users.search')).fill(email);
    const name = `Jules Journey${id}`;
    const give = page.getByRole('link', { name: text('users.give', { name }) });
    await give.waitFor({ timeout: 20_000 });
    await expectAccessible(page, 'user search');

    // Coins and Pro.
    await give.click();
    await page.waitForURL(/\/educator\/plan-coins\?user=/);
    await page.getByRole('heading', { level: 1, name: text('planCoins.title') }).waitFor();
    await page.getByRole('heading', { level: 2, name: text('planCoins.coinsTitle') }).waitFor();
    await expect
      .poll(() => page.getByTestId('gift-balance').textContent())
      .toBe(text('planCoins.balance_other', { count: 0 }));
    await expectAccessible(page, 'coins and Pro');
    await page.getByLabel(text('planCoins.amount')).fill('50');
    const given = responseOf(page, 'POST', /\/api\/admin\/user\/[^/]+\/give-point$/);
    await page.getByRole('button', { name: text('planCoins.give_other', { count: 50 }) }).click();
    const coins = await given;
    expect(coins.status()).toBe(200);
    expect(((await coins.json()) as { transaction: { notes: string } }).transaction.notes).toBe(
      localeText('en', 'educatorAdmin', 'reasons.reward'),
    );
    await expect
      .poll(() => page.getByTestId('gift-balance').textContent())
      .toBe(text('planCoins.balance_other', { count: 50 }));
    const pro = responseOf(page, 'PATCH', /\/api\/admin\/user\/[^/]+\/pro$/);
    await page.getByRole('button', { name: text('planCoins.givePro') }).click();
    expect((await pro).status()).toBe(200);
    await expect.poll(() => page.getByTestId('gift-plan').textContent()).toMatch(/^Pro until /);

    // The student's own balance, history and plan show the gifts.
    const mine = await api<{ balance: number }>(student.access_token, 'GET', '/api/coins');
    expect(mine.balance).toBe(50);
    const history = await api<{ data: { type: string; amount: number }[] }>(
      student.access_token,
      'GET',
      '/api/coins/transactions',
    );
    expect(history.data[0]).toMatchObject({ type: 'admin_deposit', amount: 50 });
    const me = await api<{ is_pro: boolean }>(student.access_token, 'GET', '/api/me');
    expect(me.is_pro).toBe(true);

    // The profile on /user/{uid}: the admin edits it.
    await page.getByRole('link', { name: text('planCoins.openProfile') }).click();
    await page.waitForURL(/\/user\/[0-9a-f-]+$/);
    await page.getByRole('heading', { level: 2, name: text('edit.title') }).waitFor();
    await expectAccessible(page, 'user profile (admin)');
    await page.getByRole('textbox', { name: /^Last name/ }).fill('Edited');
    const saved = responseOf(page, 'PATCH', /\/api\/basic\/profile\/[^/]+$/);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await saved).status()).toBe(200);
    const edited = await api<{ last_name: string }>(student.access_token, 'GET', '/api/profile');
    expect(edited.last_name).toBe('Edited');

    // The company's brand and settings.
    await page.goto('/educator/company/settings');
    await page.getByRole('heading', { level: 1, name: text('settings.title') }).waitFor();
    await page.getByLabel(text('settings.classTestCost')).waitFor();
    await expectAccessible(page, 'company settings');
    await page.getByLabel(text('settings.themeColor')).fill('#aa3366');
    await page.getByLabel(text('settings.classTestCost')).fill('25');
    await page.getByLabel(text('settings.aiFreeMessagesPerDay')).fill('40');
    await page.getByLabel(text('settings.aiMessagesPerMinute')).fill('5');
    await page.getByLabel(text('settings.blogUrl')).fill('https://blog.example.test/demo');
    const patched = responseOf(page, 'PATCH', /\/api\/company\/[^/]+\/settings$/);
    await page.getByRole('button', { name: text('settings.save') }).click();
    const settings = await patched;
    expect(settings.status()).toBe(200);
    const body = (await settings.json()) as {
      theme_color: string;
      settings: Record<string, unknown>;
      ai_api_key: { set: boolean };
    };
    expect(body.theme_color).toBe('#aa3366');
    expect(body.settings).toMatchObject({
      classTestCost: 25,
      aiFreeMessagesPerDay: 40,
      aiMessagesPerMinute: 5,
      blogUrl: 'https://blog.example.test/demo',
    });
    await page.getByText(text('settings.saved')).first().waitFor();
    const brand = await api<{ theme_color: string; blog_url: string | null }>(null, 'GET', '/api/tenant');
    expect(brand).toMatchObject({ theme_color: '#aa3366', blog_url: 'https://blog.example.test/demo' });
  }, 300_000);
});

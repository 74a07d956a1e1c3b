import type { Page } from 'playwright-core';
import { describe, expect, it, onTestFinished } from 'vitest';
import { DEMO_PASSWORD, baseUrl, expectAccessible, useBrowser } from './browser.ts';

const browser = useBrowser();

/** Signs in through the API (as the form does) and opens `path` with the token stored, in `lang`. */
const signedIn = async (page: Page, email: string, path: string, lang: 'en' | 'cn' | 'tw' = 'en') => {
  const tenant = email.endsWith('@prepwell.test') ? 'main' : 'demo';
  const res = await fetch(`${baseUrl()}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-tenant': tenant },
    body: JSON.stringify({ email, password: DEMO_PASSWORD, device_name: `e2e-${Math.random()}` }),
  });
  const { access_token: token } = (await res.json()) as { access_token: string };
  // The app follows the signed-in user's saved language, so choose it as the switcher would
  // (and put it back afterwards: the demo accounts are shared with the other journeys).
  const setLang = (value: string) =>
    fetch(`${baseUrl()}/api/lang`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', 'x-tenant': tenant, authorization: `Bearer ${token}` },
      body: JSON.stringify({ lang: value }),
    });
  await setLang(lang);
  onTestFinished(async () => {
    await setLang('en');
  });
  await page.goto(`/404?tenant=${tenant}`);
  // The app stores the tenant from ?tenant= when its (lazily loaded) code boots: wait for it, or the token
  // would be sent to the main tenant, refused, and the journey would land on Login.
  await page.waitForFunction((slug) => localStorage.getItem('tenant') === slug, tenant);
  await page.evaluate((t) => localStorage.setItem('id_token', t), token);
  await page.goto(path);
  await page.waitForLoadState('networkidle');
};

describe('people in the browser', () => {
  it('a parent (简体中文) sees the linked child and edits the child’s school', async () => {
    const page = await browser.newPage();
    await signedIn(page, 'parent@demo.prepwell.test', '/parent/dashboard', 'cn');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('家长仪表板');
    // The child's own page link (the next lesson's link names the child too: "… · Stella Student").
    await page.locator('a[href^="/parent/children/"]').filter({ hasText: 'Stella Student' }).first().click();
    await page.waitForURL(/\/parent\/children\//);
    const school = page.getByRole('textbox', { name: '学校' });
    const value = `Lincoln High ${Date.now() % 1000}`;
    await school.fill(value);
    await expect.poll(() => school.inputValue()).toBe(value);
    // Wait for what the server stored (its answer), not for the toast.
    const saved = page.waitForResponse(
      (r) => r.request().method() === 'PATCH' && r.url().includes('/api/child/profile/'),
    );
    await page.getByRole('button', { name: '保存' }).click();
    const response = await saved;
    expect(response.status()).toBe(200);
    expect(((await response.json()) as { student_profile?: { school?: string } }).student_profile?.school).toBe(value);
    await expect.poll(() => page.getByText('已保存。').count()).toBeGreaterThan(0);
    await page.reload();
    await expect.poll(() => page.getByRole('textbox', { name: '学校' }).inputValue()).toBe(value);
  });

  it('a student (繁體中文) is told on the field when the current password is wrong', async () => {
    const page = await browser.newPage();
    await signedIn(page, 'student@demo.prepwell.test', '/student/profile', 'tw');
    await page.getByRole('tab', { name: '設定' }).click();
    await page.getByRole('textbox', { name: '目前的密碼' }).fill('not-my-password');
    await page.getByRole('textbox', { name: '新密碼', exact: true }).fill('Another-pass-3');
    await page.getByRole('textbox', { name: '確認新密碼' }).fill('Another-pass-3');
    await page.getByRole('button', { name: '變更密碼' }).click();
    await expect.poll(() => page.getByText('提供的密碼不正確。').count()).toBeGreaterThan(0);
  });

  it('the mobile drawer opens below 992 px and leads to the pages', async () => {
    const page = await browser.newPage({ width: 600, height: 900 });
    await page.goto('/?tenant=demo');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('link', { name: 'Plans' }).click();
    await page.waitForURL(/\/student\/plans/);
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
  });
});

describe('accessibility of the signed-in screens', () => {
  const screens: [string, string][] = [
    ['teacher@demo.prepwell.test', '/educator/dashboard'],
    ['teacher@demo.prepwell.test', '/educator/profile'],
    ['parent@demo.prepwell.test', '/parent/dashboard'],
    ['super@prepwell.test', '/super-admin/dashboard'],
    ['super@prepwell.test', '/super-admin/companies'],
    ['super@prepwell.test', '/super-admin/users'],
  ];
  it('has no serious or critical axe violations', async () => {
    for (const [email, path] of screens) {
      const page = await browser.newPage();
      await signedIn(page, email, path, 'tw');
      await expectAccessible(page, `${path} as ${email} (繁體中文)`);
    }
  });
});

import type { Page } from 'playwright-core';
import { describe, expect, it, onTestFinished } from 'vitest';
import { DEMO_PASSWORD, expectAccessible, useBrowser } from './browser.ts';
import { TENANT, demoLogin, openAs, switchLanguage } from './classes-steps.ts';
import { localeText } from './exams-helpers.ts';

/**
 * Issue 17's small leftovers, in a browser on the demo brand: EducatorHome sends a guest to sign in and back
 * home; the Pro plans screen quotes a promotion code before paying (a wrong code refused in 简体中文, the demo's
 * 20 % code quoted on every plan); and the phone mode at 375 × 740: the main student screens never scroll
 * sideways, the menu (with the TOEFL hub and the activity history) is a burger drawer, axe on each.
 * Nothing shared is changed: the demo student only reads, and no order is placed.
 */
const browser = useBrowser();
const shell = (key: string) => localeText('en', 'shell', key);

/** The page's width fits the viewport: nothing scrolls sideways. */
const horizontalOverflow = (page: Page) =>
  page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
    // The widest element that sticks out on the right, to name it when the check fails.
    culprit: [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 2).join('.')}`)
      .slice(0, 5),
  }));

describe('issue 17 leftovers', () => {
  it('EducatorHome: a guest signs in as an educator and lands on the educator dashboard', async () => {
    const page = await browser.newPage();
    await page.goto(`/educator/home?tenant=${TENANT}`);
    await page.waitForURL(/\/login\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('role')).toBe('educator');
    expect(url.searchParams.get('redirect')).toBe('/educator/home');
    await page.getByLabel('Email or username').fill('teacher');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('textbox', { name: 'Password', exact: true }).press('Enter');
    await page.waitForURL(/\/educator\/dashboard$/, { timeout: 15_000 });
    // Signed in, StudentHome sends the teacher to their own home too.
    await page.goto('/student/home');
    await page.waitForURL(/\/educator\/dashboard$/);
  });

  it('Pro plans: a wrong promotion code is refused in 简体中文; the demo code shows each plan’s discount before paying', async () => {
    const student = await demoLogin('student@demo.prepwell.test');
    // The demo student is shared: English to start, and English again afterwards (the switcher saves the language).
    await student.api('PATCH', '/api/lang', { lang: 'en' });
    onTestFinished(() => student.api('PATCH', '/api/lang', { lang: 'en' }).then(() => undefined));
    const page = await browser.newPage();
    await openAs(page, student, '/student/plans');
    const field = page.getByRole('textbox', { name: localeText('en', 'promotionCodes', 'checkout.label') });
    await field.waitFor({ timeout: 20_000 });
    await switchLanguage(page, 'en', 'cn');
    const pc = (key: string, values?: Record<string, string | number>) =>
      localeText('cn', 'promotionCodes', key, values);
    const cnField = page.getByRole('textbox', { name: pc('checkout.label') });
    await cnField.fill('NO-SUCH-CODE');
    await page.getByRole('button', { name: pc('checkout.apply') }).click();
    // The server's refusal, in the reader's language (packages/contracts/src/locales/cn.json).
    const refusal = page.locator('.mantine-TextInput-error');
    await expect.poll(() => refusal.textContent(), { timeout: 15_000 }).toMatch(/[\u4e00-\u9fff]/);
    expect(await refusal.textContent()).not.toMatch(/[A-Za-z]{4,}/);
    await expectAccessible(page, 'plans with a refused code (cn)');

    await cnField.fill('demo-pro20');
    await page.getByRole('button', { name: pc('checkout.apply') }).click();
    await page.getByText(pc('checkout.appliedPercent', { code: 'DEMO-PRO20', percent: 20 })).waitFor();
    // Every plan shows the discount and its total before paying.
    const plans = page.getByRole('article');
    const count = await plans.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) {
      await plans.nth(i).getByTestId('promotion-discount').waitFor();
      await plans.nth(i).getByTestId('order-total').waitFor();
    }
    await expectAccessible(page, 'plans with the demo code (cn)');
  });

  it('the phone mode at 375 × 740: no sideways scroll on the student’s main screens, the menu in a drawer', async () => {
    const student = await demoLogin('student@demo.prepwell.test');
    await student.api('PATCH', '/api/lang', { lang: 'en' });
    const page = await browser.newPage({ width: 375, height: 740 });
    await openAs(page, student, '/student/dashboard');
    const screens = [
      { path: '/student/dashboard', ready: () => page.getByRole('heading', { level: 1 }).first() },
      { path: '/sat/list', ready: () => page.getByRole('heading', { level: 1 }).first() },
      { path: '/test-results', ready: () => page.getByRole('heading', { level: 1 }).first() },
      { path: '/vocabulary', ready: () => page.getByRole('heading', { level: 1 }).first() },
      { path: '/toefl', ready: () => page.getByRole('heading', { level: 1 }).first() },
    ];
    for (const screen of screens) {
      await page.goto(screen.path);
      await screen.ready().waitFor({ timeout: 20_000 });
      await page.waitForLoadState('networkidle');
      const fit = await horizontalOverflow(page);
      expect(fit.scrollWidth, `${screen.path} scrolls sideways: ${fit.culprit.join(', ')}`).toBeLessThanOrEqual(
        fit.innerWidth,
      );
      await expectAccessible(page, `${screen.path} at 375 px`);
    }

    // The header's menu is a burger: its drawer reaches the TOEFL hub and the activity history.
    await page.goto('/student/dashboard');
    await page.getByRole('button', { name: shell('menu.open') }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('link', { name: shell('nav.toefl') }).waitFor();
    await expectAccessible(page, 'the menu drawer at 375 px');
    await drawer.getByRole('link', { name: shell('nav.activityHistory') }).click();
    await page.waitForURL(/\/activity-history$/);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const fit = await horizontalOverflow(page);
    expect(fit.scrollWidth, `activity history scrolls sideways: ${fit.culprit.join(', ')}`).toBeLessThanOrEqual(
      fit.innerWidth,
    );
  });
});

import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { expectAccessible, useBrowser } from './browser.ts';
import { superAdminOn } from './commerce-steps.ts';
import { localeText, registerStudent, signIn, type Student } from './exams-helpers.ts';

/**
 * Issue 20's utilities (decision 0043), in English: an admin creates a short URL and a visitor follows it;
 * the admin merges a duplicate account (dry run, then merge); grants a T-Coin Reward that the student then
 * sees in their transactions. Axe on each new screen. Own objects only (the demo tenant is shared).
 */
const browser = useBrowser();
const lang = 'en';
const text = (key: string, values?: Record<string, string | number>) => localeText(lang, 'backOffice', key, values);

const idOf = async (student: Student) => (await student.api<{ id: string }>('GET', '/api/me')).id;

describe('back-office utilities', () => {
  it('short URL created and followed; a duplicate merged after a dry run; a reward seen by the student', async () => {
    const admin = await browser.newPage();
    await admin.addInitScript((l) => window.localStorage.setItem('lang', l), lang);

    // A short URL with a code of our own, then followed by a visitor: it lands on the path, on this site.
    const code = `e2e-${randomUUID().slice(0, 8)}`;
    await superAdminOn(admin, '/educator/short-urls');
    await admin.getByRole('heading', { level: 1, name: text('shortUrls.title') }).waitFor();
    await admin.getByRole('textbox', { name: text('shortUrls.path') }).fill('/about');
    await admin.getByRole('textbox', { name: text('shortUrls.titleLabel') }).fill('Journey link');
    await admin.getByRole('textbox', { name: text('shortUrls.code') }).fill(code);
    const created = admin.waitForResponse(
      (r) => r.url().endsWith('/api/admin/short-urls') && r.request().method() === 'POST',
    );
    await admin.getByRole('button', { name: text('shortUrls.create') }).click();
    expect((await created).status()).toBe(200);
    // The code's cell also names the link's title, and the copy button's cell names the code too: find the row.
    const row = admin.getByRole('row').filter({ hasText: code });
    await row.waitFor();
    await expectAccessible(admin, 'short URLs');

    const visitor = await browser.newPage();
    await visitor.goto(`/s/${code}`);
    await visitor.waitForURL((url) => url.pathname === '/about');
    const unknown = await browser.newPage();
    await unknown.goto(`/s/no-such-${code}`);
    await unknown.waitForURL((url) => url.pathname === '/404');

    await admin.reload();
    await expect.poll(async () => (await row.getByRole('cell').nth(2).textContent())?.trim()).toBe('1');

    // Two accounts of one student: the duplicate merged into the one to keep.
    const duplicate = await registerStudent(lang);
    const keep = await registerStudent(lang);
    const keepId = await idOf(keep);
    await admin.goto('/educator/merge-users');
    await admin.getByRole('heading', { level: 1, name: text('merge.title') }).waitFor();
    const pick = async (label: string, email: string) => {
      // A searchable select: a combobox (or a textbox, by Mantine's version) named by its label.
      const box = admin
        .getByRole('combobox', { name: label })
        .or(admin.getByRole('textbox', { name: label }))
        .first();
      await box.click();
      await box.fill(email);
      await admin.getByRole('option', { name: new RegExp(email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).click();
    };
    await pick(text('merge.duplicate'), duplicate.email);
    await pick(text('merge.target'), keep.email);
    const planned = admin.waitForResponse((r) => r.url().endsWith('/api/admin/user-merges/dry-run'));
    await admin.getByRole('button', { name: text('merge.dryRun') }).click();
    expect((await planned).status()).toBe(200);
    await admin.getByRole('heading', { name: text('merge.planTitle') }).waitFor();
    await admin.getByRole('cell', { name: 'access_tokens.user_id' }).waitFor();
    await expectAccessible(admin, 'merge users: dry run');
    const merged = admin.waitForResponse(
      (r) => r.url().endsWith('/api/admin/user-merges') && r.request().method() === 'POST',
    );
    await admin.getByRole('button', { name: text('merge.confirm') }).click();
    expect((await merged).status()).toBe(200);
    await admin.getByText(text('merge.doneTitle'), { exact: true }).waitFor();
    // The duplicate is closed: its token no longer works.
    await expect(duplicate.api('GET', '/api/me')).rejects.toThrow();

    // A T-Coin Reward on the kept account's page, then the student's own transactions show it.
    await admin.goto(`/user/${keepId}`);
    await admin.getByRole('button', { name: text('coins.reward') }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByRole('textbox', { name: text('coins.amount') }).fill('7');
    await dialog.getByRole('textbox', { name: text('coins.notes') }).fill('Journey reward');
    await expectAccessible(admin, 'T-Coin Reward dialog');
    const rewarded = admin.waitForResponse((r) => r.url().includes('/reward-point'));
    await dialog.getByRole('button', { name: text('coins.rewardConfirm') }).click();
    expect((await rewarded).status()).toBe(200);
    await dialog.waitFor({ state: 'detached' });
    await admin.getByRole('heading', { name: text('coins.refundsTitle') }).waitFor();
    await expectAccessible(admin, 'user page with reward and refunds');

    const student = await browser.newPage();
    await signIn(student.context(), keep);
    await student.goto('/student/balance');
    await student.getByText('Journey reward').waitFor();
    await student
      .getByText(localeText(lang, 'coins', 'types.reward'), { exact: true })
      .first()
      .waitFor();
  });
});

import type { CoinBalance, Lang, SessionUser, UserExamView } from '@prepwell/contracts';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { DEMO_PASSWORD, baseUrl } from './browser.ts';
import { localeText, readAttempt, type Student } from './exams-helpers.ts';

/**
 * Steps of the commerce journey (issue 4, acceptance 3): the student's coins and Pro as the server holds
 * them, attempts finished through the public API, the sandbox checkout, and the super admin's session.
 */

export const coinsText = (lang: Lang, key: string, values?: Record<string, string | number>) =>
  localeText(lang, 'coins', key, values);

export const balanceOf = async (student: Student): Promise<number> =>
  (await student.api<CoinBalance>('GET', '/api/coins')).balance;
export const meOf = (student: Student) => student.api<SessionUser>('GET', '/api/me');

/** The student's saved language (what the language switcher stores); the app follows it on the next load. */
export const saveLang = (student: Student, lang: Lang) => student.api('PATCH', '/api/lang', { lang });

/** Starts and ends every module of an attempt unanswered, as a client of the public API would; the attempt is completed. */
export const finishThroughApi = async (student: Student, userExamId: string): Promise<void> => {
  for (let i = 0; i < 12; i += 1) {
    const view: UserExamView = await readAttempt(student, userExamId);
    if (view.status !== 'in_progress') {
      expect(view.status, 'the attempt completed').toBe('completed');
      return;
    }
    if (view.phase !== 'module') await student.api('POST', `/api/user-exams/${userExamId}/start-module`, {});
    // Named: a module that followed on in exam mode is never ended by a submit naming none (decision 0032).
    await student.api('POST', `/api/user-exams/${userExamId}/submit-module`, { moduleId: view.current?.moduleId });
  }
  throw new Error('the attempt did not complete');
};

/** On the sandbox checkout page: it says it is the sandbox, shows the order, Pay → the purchase-complete page. */
export const payInSandbox = async (page: Page, lang: Lang, onPage?: () => Promise<void>): Promise<string> => {
  await page.waitForURL(/\/checkout\/sandbox\/[^/]+$/, { timeout: 20_000 });
  const orderId = new URL(page.url()).pathname.split('/').pop()!;
  await page.getByRole('heading', { level: 1, name: coinsText(lang, 'sandbox.title') }).waitFor();
  await expect
    .poll(
      () =>
        page
          .getByRole('alert')
          .filter({ hasText: coinsText(lang, 'sandbox.label') })
          .count(),
      { message: 'the checkout is labelled as the sandbox' },
    )
    .toBe(1);
  await page.getByRole('button', { name: coinsText(lang, 'sandbox.pay'), exact: true }).waitFor();
  if (onPage) await onPage();
  await page.getByRole('button', { name: coinsText(lang, 'sandbox.pay'), exact: true }).click();
  await page.waitForURL(`**/purchase-complete/${orderId}`, { timeout: 20_000 });
  await page.getByRole('heading', { level: 1, name: coinsText(lang, 'complete.title') }).waitFor({ timeout: 20_000 });
  return orderId;
};

/** One row of the transactions table whose type cell reads `type` (and whose amount reads `amount`, when given). */
export const transactionRow = (page: Page, lang: Lang, type: string, amount?: string) => {
  const table = page.getByRole('table', { name: coinsText(lang, 'balance.tableLabel') });
  let rows = table.getByRole('row').filter({ has: page.getByRole('cell', { name: type, exact: true }) });
  if (amount) rows = rows.filter({ hasText: amount });
  return rows;
};

/** A price as the app writes it in `lang` (Intl currency format of the UI language). */
export const moneyIn = (lang: Lang, currency: string) => (amount: number) =>
  new Intl.NumberFormat(lang === 'cn' ? 'zh-CN' : lang === 'tw' ? 'zh-TW' : 'en-US', {
    style: 'currency',
    currency,
  }).format(amount);

/** `−10` / `+40` as the table writes an amount (a true minus sign). */
export const signed = (amount: number) => (amount > 0 ? `+${amount}` : `\u2212${Math.abs(amount)}`);

/** The super admin (main tenant) signed in on `page` through the API, as the login form does; `path` opened. */
export const superAdminOn = async (page: Page, path: string): Promise<void> => {
  const res = await fetch(`${baseUrl()}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-tenant': 'main' },
    body: JSON.stringify({
      email: 'super@prepwell.test',
      password: DEMO_PASSWORD,
      device_name: `e2e-${Math.random()}`,
    }),
  });
  expect(res.status, 'the super admin signs in').toBe(200);
  const { access_token: token } = (await res.json()) as { access_token: string };
  await page.context().addInitScript((t) => {
    if (!window.localStorage.getItem('id_token')) window.localStorage.setItem('id_token', t);
  }, token);
  await page.goto(path);
};

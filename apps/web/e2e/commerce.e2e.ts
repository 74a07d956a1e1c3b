import { readFileSync } from 'node:fs';
import type { AttemptResult, Lang, PricingView } from '@prepwell/contracts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SAT_MOCK } from '../../api/src/seed/demo-exams-sat.ts';
import { DEMO_SHSAT_MOCK } from '../../api/src/seed/demo-exams-shsat.ts';
import { expectAccessible, useBrowser } from './browser.ts';
import {
  escapeRegExp,
  findTest,
  localeText,
  readResult,
  registerStudent,
  signIn,
  startAttempt,
  waitUntil,
  type Student,
} from './exams-helpers.ts';
import {
  balanceOf,
  coinsText,
  finishThroughApi,
  meOf,
  moneyIn,
  payInSandbox,
  saveLang,
  signed,
  superAdminOn,
  transactionRow,
} from './commerce-steps.ts';

/**
 * Issue 4, acceptance 3: a Free student hits the daily limit, deposits coins through the sandbox provider,
 * unlocks a score report, downloads its PDF, buys Pro and sees the crown; an admin deducts coins and the
 * student sees the entry in three languages. One student walks through the steps in order (each `it` is
 * one step, on a page of its own); what a step needs from the one before is checked on the server first.
 */
const browser = useBrowser();

let student: Student;
let studentId: string;
/** The completed SAT whose score report the student unlocks. */
let satAttempt: string;
let satId: string;
let pricing: PricingView;

/** A page with the student signed in; the app follows the student's saved language. */
const studentPage = async (lang: Lang): Promise<Page> => {
  await saveLang(student, lang);
  const page = await browser.newPage();
  await signIn(page.context(), student);
  return page;
};

const crown = (page: Page, lang: Lang) =>
  page.getByRole('banner').getByRole('img', { name: localeText(lang, 'shell', 'pro') });
const balanceShown = (page: Page) => page.getByTestId('coin-balance').textContent();

describe('T-Coins, plans and payments in the browser', () => {
  beforeAll(async () => {
    student = await registerStudent('en');
    studentId = (await meOf(student)).id;
    pricing = await student.api<PricingView>('GET', '/api/plans');
    // Two full tests today, finished through the API: the free tier's daily allowance (decisions.md: 2).
    satId = await findTest(student, 'sat', DEMO_SAT_MOCK.title);
    satAttempt = (await startAttempt(student, satId)).userExamId;
    await finishThroughApi(student, satAttempt);
    const shsat = (await startAttempt(student, await findTest(student, 'shsat', DEMO_SHSAT_MOCK.title))).userExamId;
    await finishThroughApi(student, shsat);
  }, 120_000);

  it('1. a Free student starting a third full test today meets the daily-limit dialog with the Pro plan', async () => {
    expect((await meOf(student)).is_pro, 'a new student is on the Free plan').toBe(false);
    const page = await studentPage('en');
    await page.goto('/sat/list');
    await page
      .getByRole('article', { name: DEMO_SAT_MOCK.title })
      .getByRole('button', { name: localeText('en', 'exams', 'list.start') })
      .click();
    const dialog = page.getByRole('dialog', { name: coinsText('en', 'dialogs.exceeded.title') });
    await dialog.waitFor({ timeout: 20_000 });
    await expect.poll(() => dialog.getByText(coinsText('en', 'dialogs.exceeded.body')).count()).toBe(1);
    await expect
      .poll(() => dialog.getByRole('button', { name: coinsText('en', 'dialogs.exceeded.pro') }).count())
      .toBe(1);
    expect(page.url(), 'no runner opened').toMatch(/\/sat\/list/);
    expect(await crown(page, 'en').count(), 'no crown for a Free student').toBe(0);
    // "See the Pro plan" leads to the plans.
    await dialog.getByRole('button', { name: coinsText('en', 'dialogs.exceeded.pro') }).click();
    await page.waitForURL('**/student/plans');
  });

  it('2. deposits T-Coins through the sandbox provider (in 繁體中文): pack, card with its fee, sandbox checkout, Pay, the new balance and a Deposit transaction', async () => {
    const lang = 'tw';
    const before = await balanceOf(student);
    const pack = [...pricing.coin_packs].sort((a, b) => a.coins - b.coins)[1]!;
    const page = await studentPage(lang);
    await page.goto('/student/balance');
    await expect.poll(() => balanceShown(page)).toBe(String(before));
    await page.getByRole('link', { name: coinsText(lang, 'balance.deposit'), exact: true }).click();
    await page.waitForURL('**/deposit');
    await page.getByRole('heading', { level: 1, name: coinsText(lang, 'deposit.title') }).waitFor();

    const money = moneyIn(lang, pricing.currency);
    await page
      .getByRole('radio', {
        name: coinsText(lang, 'deposit.packLabel', { coins: pack.coins, price: money(pack.price) }),
        exact: true,
      })
      .click();
    await page.getByRole('radio', { name: coinsText(lang, 'methods.card'), exact: true }).click();
    await expect
      .poll(() => page.getByRole('radio', { name: coinsText(lang, 'methods.card'), exact: true }).isChecked())
      .toBe(true);
    // The card fee is its own line (spec §9), and the total includes it.
    const fee = Math.round(pack.price * pricing.card_fee_percent) / 100;
    expect(fee, 'a card fee applies to this pack').toBeGreaterThan(0);
    await expect
      .poll(
        () =>
          page
            .getByRole('term')
            .filter({ hasText: coinsText(lang, 'summary.cardFee', { percent: pricing.card_fee_percent }) })
            .count(),
        { message: 'the card-fee line' },
      )
      .toBe(1);
    await expect
      .poll(
        () =>
          page
            .getByRole('definition')
            .filter({ hasText: money(fee) })
            .count(),
        { message: `the fee ${money(fee)}` },
      )
      .toBe(1);
    await expect.poll(() => page.getByTestId('order-total').textContent()).toBe(money(pack.price + fee));
    await expectAccessible(page, 'deposit page (繁體中文)');

    await page.getByRole('button', { name: coinsText(lang, 'deposit.pay') }).click();
    await payInSandbox(page, lang, () => expectAccessible(page, 'sandbox checkout (繁體中文)'));
    const status = page
      .getByRole('status')
      .filter({ hasText: coinsText(lang, 'complete.coins', { coins: pack.coins }) });
    await expect
      .poll(() => status.textContent(), {
        message: 'the purchase-complete message with the new balance',
        timeout: 20_000,
      })
      .toContain(coinsText(lang, 'complete.newBalance', { balance: before + pack.coins }));
    expect(await balanceOf(student)).toBe(before + pack.coins);

    await page.getByRole('link', { name: coinsText(lang, 'complete.toBalance') }).click();
    await page.waitForURL('**/student/balance');
    await expect.poll(() => balanceShown(page)).toBe(String(before + pack.coins));
    await expect
      .poll(() => transactionRow(page, lang, coinsText(lang, 'types.deposit'), signed(pack.coins)).count(), {
        message: 'a Deposit transaction',
      })
      .toBe(1);
    await expectAccessible(page, 'balance page (繁體中文)');
  });

  it('3–4. unlocks the SAT score report for 10 T-Coins (in 繁體中文), the PDF refused before and downloaded after', async () => {
    const lang = 'tw';
    const price = pricing.score_report_unlock_price;
    const before = await balanceOf(student);
    expect(before, 'the deposit covers the unlock').toBeGreaterThanOrEqual(price);
    const locked = await readResult(student, satAttempt);
    expect(locked.locks.report, 'a Free student’s full test is locked').toBe(true);

    const page = await studentPage(lang);
    await page.goto(`/sat/result/${satAttempt}`);
    const card = page.getByRole('region', { name: localeText(lang, 'exams', 'unlock.title_other', { count: price }) });
    await card.waitFor({ timeout: 20_000 });
    await expect
      .poll(() => card.textContent(), { message: 'the balance on the unlock card' })
      .toContain(localeText(lang, 'exams', 'unlock.balance_other', { count: before }));
    // The section scores stay (the headline of the report); the detail is what the unlock buys.
    const mathCard = page.getByRole('listitem').filter({ hasText: localeText(lang, 'exams', 'sections.math') });
    await expect.poll(() => mathCard.count(), { message: 'the section scores show while locked' }).toBeGreaterThan(0);
    const skills = page.getByRole('heading', { name: localeText(lang, 'exams', 'skills.title') });
    expect(await skills.count(), 'no skills breakdown while locked').toBe(0);
    await expectAccessible(page, 'score-report unlock card (繁體中文)');

    // Before unlocking: Download PDF says the PDF is not unlocked.
    const pdfButton = page.getByRole('button', { name: localeText(lang, 'exams', 'pdf.download') });
    await pdfButton.click();
    const pdfDialog = page.getByRole('dialog', { name: coinsText(lang, 'dialogs.pdf.title') });
    await pdfDialog.waitFor();
    await expect.poll(() => pdfDialog.getByText(coinsText(lang, 'dialogs.pdf.body')).count()).toBe(1);
    await pdfDialog.getByRole('button', { name: coinsText(lang, 'dialogs.notNow') }).click();
    await expect.poll(() => pdfDialog.count()).toBe(0);
    expect(await balanceOf(student), 'asking for the PDF costs nothing').toBe(before);

    await card.getByRole('button', { name: localeText(lang, 'exams', 'unlock.button') }).click();
    // One click spends nothing (issue 17): the price and the balance are asked about first.
    const confirm = page.getByRole('dialog', { name: localeText(lang, 'exams', 'unlock.confirmTitle') });
    await confirm.waitFor();
    await expect
      .poll(() => confirm.textContent())
      .toContain(localeText(lang, 'exams', 'unlock.confirmPrice_other', { count: price }));
    await expect
      .poll(() => confirm.textContent())
      .toContain(localeText(lang, 'exams', 'unlock.balance_other', { count: before }));
    await expectAccessible(page, 'score-report unlock confirmation (繁體中文)');
    await confirm.getByRole('button', { name: localeText(lang, 'exams', 'unlock.cancel') }).click();
    await expect.poll(() => confirm.count()).toBe(0);
    expect(await balanceOf(student), 'cancelling costs nothing').toBe(before);
    await card.getByRole('button', { name: localeText(lang, 'exams', 'unlock.button') }).click();
    await confirm.getByRole('button', { name: localeText(lang, 'exams', 'unlock.confirm') }).click();
    await expect.poll(() => card.count(), { message: 'the unlock card goes', timeout: 20_000 }).toBe(0);
    await expect.poll(() => skills.count(), { message: 'the skills breakdown shows', timeout: 20_000 }).toBe(1);
    const open: AttemptResult = await readResult(student, satAttempt);
    expect(open.locks).toMatchObject({ report: false, pdf: false, explanations: false });
    expect(await balanceOf(student)).toBe(before - price);

    // Download PDF: a real download, a PDF file.
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), pdfButton.click()]);
    const file = await download.path();
    const bytes = readFileSync(file);
    expect(bytes.subarray(0, 5).toString('latin1'), `the downloaded ${download.suggestedFilename()} is a PDF`).toBe(
      '%PDF-',
    );
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    expect(bytes.length).toBeGreaterThan(2_000);

    await page.goto('/student/balance');
    await expect.poll(() => balanceShown(page)).toBe(String(before - price));
    const testRow = transactionRow(page, lang, coinsText(lang, 'types.report_unlock'), signed(-price));
    await expect.poll(() => testRow.count(), { message: 'a Report unlock transaction (not "Test")' }).toBe(1);
    await expect.poll(() => testRow.textContent()).toContain(DEMO_SAT_MOCK.title);
  });

  it('5. buys Pro for a month through the sandbox: Purchase complete, the crown, and the daily limit no longer applies', async () => {
    const lang = 'en';
    const page = await studentPage(lang);
    await page.goto('/student/plans');
    const buy = page.getByRole('button', {
      name: coinsText(lang, 'plans.buyPlan', { plan: localeText(lang, 'coins', 'plans.months_one', { count: 1 }) }),
    });
    await buy.click();
    await payInSandbox(page, lang);
    const status = page.getByRole('status').filter({ hasText: /Pro/ });
    const [before, after] = coinsText(lang, 'complete.proUntil', { date: '\u0000' }).split('\u0000') as [
      string,
      string,
    ];
    await expect
      .poll(() => status.textContent(), { message: 'You are a Pro member until …', timeout: 20_000 })
      .toMatch(new RegExp(`${escapeRegExp(before)}.+${escapeRegExp(after)}`));
    const me = await meOf(student);
    expect(me.is_pro).toBe(true);
    // A month from today in the business time zone (Asia/Taipei by default).
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Taipei' }).format(new Date());
    const days = (Date.parse(me.pro_expired_at ?? '') - Date.parse(today)) / 86_400_000;
    expect(days, `Pro until ${me.pro_expired_at}, today ${today}`).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThanOrEqual(31);
    await expect.poll(() => status.textContent()).toContain(me.pro_expired_at!.slice(0, 4));
    await expect.poll(() => crown(page, lang).count(), { message: 'the crown in the header' }).toBe(1);

    // Pro is unlimited: the third full test of the day starts.
    await page.goto('/sat/list');
    await page
      .getByRole('article', { name: DEMO_SAT_MOCK.title })
      .getByRole('button', { name: localeText(lang, 'exams', 'list.start') })
      .click();
    await page.waitForURL(/\/sat\/(start|test)\/[^/]+\/[^/]+/, { timeout: 20_000 });
    await expect
      .poll(() => page.getByRole('dialog', { name: coinsText(lang, 'dialogs.exceeded.title') }).count())
      .toBe(0);
  });

  it('6. the super admin deducts T-Coins; the student sees “Deduction from Admin” in English, 简体中文 and 繁體中文', async () => {
    const before = await balanceOf(student);
    const amount = 7;
    const notes = `Journey correction ${Date.now().toString(36)}`;
    const admin = await browser.newPage();
    await superAdminOn(admin, `/user/${studentId}`);
    const a = (key: string, values?: Record<string, string | number>) =>
      localeText('en', 'admin', `commerce.coins.${key}`, values);
    const name = 'Eve Examinee';
    await admin.getByRole('button', { name: a('deduct'), exact: true }).click({ timeout: 20_000 });
    const dialog = admin.getByRole('dialog', { name: a('deductTitle', { name }) });
    await dialog.waitFor();
    await dialog.getByRole('textbox', { name: a('amount') }).fill(String(amount));
    await dialog.getByRole('textbox', { name: a('notes') }).fill(notes);
    await dialog.getByRole('button', { name: a('next') }).click();
    // The confirmation names the amount and the student; nothing moves before Confirm.
    const confirm = admin.getByRole('dialog').filter({ hasText: a('confirmDeduct', { count: amount, name }) });
    await confirm.waitFor();
    expect(await balanceOf(student), 'nothing deducted before Confirm').toBe(before);
    await confirm.getByRole('button', { name: a('confirm'), exact: true }).click();
    await expect
      .poll(() => admin.getByText(a('deducted', { count: amount, balance: before - amount })).count(), {
        message: 'the admin is told the new balance',
      })
      .toBeGreaterThan(0);
    await waitUntil(async () => (await balanceOf(student)) === before - amount, `the balance to drop by ${amount}`);

    // English, then 简体中文 through the language switcher, then 繁體中文 as the saved language.
    const page = await studentPage('en');
    await page.goto('/student/balance');
    const expectEntry = async (lang: Lang) => {
      const row = transactionRow(page, lang, coinsText(lang, 'types.admin_deduction'), signed(-amount));
      await expect.poll(() => row.count(), { message: `the deduction in ${lang}` }).toBe(1);
      await expect.poll(() => row.textContent()).toContain(notes);
      await expect.poll(() => balanceShown(page)).toBe(String(before - amount));
    };
    await expectEntry('en');
    await page
      .getByRole('banner')
      .getByRole('button', { name: localeText('en', 'shell', 'language.label', { current: 'English' }) })
      .click();
    await page.getByRole('menuitem', { name: '简体中文' }).click();
    await page.getByRole('heading', { level: 1, name: coinsText('cn', 'balance.title') }).waitFor();
    await expectEntry('cn');
    await expectAccessible(page, 'balance page (简体中文)');
    await waitUntil(async () => (await meOf(student)).lang === 'cn', 'the switcher to save 简体中文');
    await saveLang(student, 'tw');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: coinsText('tw', 'balance.title') }).waitFor();
    await expectEntry('tw');
  });
});

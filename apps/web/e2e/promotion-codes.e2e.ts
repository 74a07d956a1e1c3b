import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { OrderView, PricingView } from '@prepwell/contracts';
import { describe, expect, it } from 'vitest';
import { expectAccessible, useBrowser } from './browser.ts';
import { balanceOf, coinsText, moneyIn, payInSandbox, superAdminOn } from './commerce-steps.ts';
import { localeText, registerStudent, signIn } from './exams-helpers.ts';

/**
 * Issue 17, promotion codes, in English: the super admin creates a 20 % code for main; a student enters a
 * wrong code at the deposit checkout and reads why, then the right one, sees the discount before paying,
 * pays through the sandbox; the admin finds the use listed as used (paid).
 */
const browser = useBrowser();
const lang = 'en';
const text = (key: string, values?: Record<string, string | number>) => localeText(lang, 'promotionCodes', key, values);
/** The server's own English message of an error code (packages/contracts' catalogue). */
const serverError = (code: string) =>
  (
    JSON.parse(readFileSync(new URL('../../../packages/contracts/src/locales/en.json', import.meta.url), 'utf8')) as {
      errors: Record<string, string>;
    }
  ).errors[code]!;

describe('promotion codes', () => {
  it('admin creates a 20 % code; a student applies it to a coin pack, pays less, and the use is listed', async () => {
    const code = `SPRING${randomUUID().slice(0, 6).toUpperCase()}`;

    // The super admin creates the code on main (the tenant the student registers in).
    const admin = await browser.newPage();
    await superAdminOn(admin, '/super-admin/promotion-codes');
    await admin.getByRole('heading', { level: 1, name: text('title') }).waitFor();
    await admin.getByRole('button', { name: text('list.new') }).click();
    const dialog = admin.getByRole('dialog', { name: text('form.title') });
    await dialog.waitFor();
    await dialog.getByRole('textbox', { name: text('form.code') }).fill(code.toLowerCase());
    await dialog.getByRole('textbox', { name: text('form.percent') }).fill('20');
    await expectAccessible(admin, 'new promotion code dialog');
    await dialog.getByRole('button', { name: text('form.create') }).click();
    await dialog.waitFor({ state: 'detached' });
    const row = admin.getByTestId(`promotion-code-${code}`);
    await row.waitFor();
    await expect.poll(() => row.textContent()).toContain(text('list.percentOff', { percent: 20 }));
    await expectAccessible(admin, 'promotion codes list');

    // The student at the deposit checkout.
    const student = await registerStudent(lang);
    const pricing = await student.api<PricingView>('GET', '/api/plans');
    const pack = [...pricing.coin_packs].sort((a, b) => a.coins - b.coins)[1]!;
    const money = moneyIn(lang, pricing.currency);
    // registerStudent verifies the e-mail, which pays the tenant's verification reward: the pack adds to it.
    const before = await balanceOf(student);
    const page = await browser.newPage();
    await signIn(page.context(), student);
    await page.goto('/deposit');
    await page.getByRole('heading', { level: 1, name: coinsText(lang, 'deposit.title') }).waitFor();
    await page
      .getByRole('radio', {
        name: coinsText(lang, 'deposit.packLabel', { coins: pack.coins, price: money(pack.price) }),
        exact: true,
      })
      .click();
    await page.getByRole('radio', { name: coinsText(lang, 'methods.card'), exact: true }).click();

    // A wrong code: the server's reason, in the field; Pay waits until it is removed or corrected.
    const field = page.getByRole('textbox', { name: text('checkout.label') });
    await field.fill('NO-SUCH-CODE');
    await page.getByRole('button', { name: text('checkout.apply'), exact: true }).click();
    await page.getByText(serverError('promotion_code_unknown'), { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: coinsText(lang, 'deposit.pay') }).isDisabled()).toBe(true);
    await expectAccessible(page, 'checkout with a refused promotion code');

    // The right code (typed in lower case): the discount and the lower total show before paying.
    await field.fill(code.toLowerCase());
    await page.getByRole('button', { name: text('checkout.apply'), exact: true }).click();
    await page.getByTestId('promotion-applied').waitFor();
    // In cents, as the server counts: 20 % off, then the card fee on the lower price.
    const priceMinor = Math.round(pack.price * 100);
    const discountMinor = Math.round(priceMinor * 0.2);
    const feeMinor = Math.round(((priceMinor - discountMinor) * pricing.card_fee_percent) / 100);
    const discount = discountMinor / 100;
    const total = (priceMinor - discountMinor + feeMinor) / 100;
    await expect.poll(() => page.getByTestId('promotion-discount').textContent()).toBe(`−${money(discount)}`);
    await expect.poll(() => page.getByTestId('order-total').textContent()).toBe(money(total));
    await expectAccessible(page, 'checkout with a promotion code applied');

    await page.getByRole('button', { name: coinsText(lang, 'deposit.pay') }).click();
    // The placed order's summary at the sandbox checkout shows the code's discount and the lower total (the
    // purchase-complete page after payment says what was bought, without the price lines).
    const orderId = await payInSandbox(page, lang, async () => {
      await expect.poll(() => page.getByTestId('order-discount').textContent()).toBe(`−${money(discount)}`);
      await expect.poll(() => page.getByTestId('order-total').textContent()).toBe(money(total));
    });
    const order = await student.api<OrderView>('GET', `/api/orders/${orderId}`);
    expect({ status: order.status, discount: order.discount, total: order.total }).toEqual({
      status: 'paid',
      discount,
      total,
    });
    await expect.poll(() => balanceOf(student), { timeout: 20_000 }).toBe(before + pack.coins);

    // The admin lists the use: the student, the discount, paid.
    await admin.reload();
    await row.waitFor();
    await admin.getByRole('button', { name: text('list.showUses', { code }) }).click();
    const uses = admin.getByRole('dialog', { name: text('uses.title', { code }) });
    await uses.waitFor();
    const useRow = uses.getByRole('row').filter({ hasText: student.email });
    await useRow.waitFor();
    await expect.poll(() => useRow.textContent()).toContain(text('useStatus.used'));
    expect(await useRow.textContent()).toContain(`−${money(discount)}`);
    await expectAccessible(admin, 'uses of a promotion code');
  }, 300_000);
});

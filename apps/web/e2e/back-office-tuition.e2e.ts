import type { TuitionBillView } from '@prepwell/contracts';
import { describe, expect, it } from 'vitest';
import { expectAccessible, useBrowser } from './browser.ts';
import { demoLogin, openAs } from './classes-steps.ts';
import { localeText } from './exams-helpers.ts';

/**
 * Issue 20, acceptance 1 (first half), in 繁體中文: the demo admin issues a tuition bill with two lines and a
 * file to the demo parent; the parent pays it through the sandbox and the bill shows paid, for both. axe on
 * the admin's list and editor and on the parent's bill. The demo accounts' languages are put back at the end.
 */
const browser = useBrowser();
const lang = 'tw';
const t = (key: string, values?: Record<string, string | number>) => localeText(lang, 'tuition', key, values);

/** A one-page PDF, enough for the server's content check. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

describe('tuition bills (issue 20)', () => {
  it('an admin issues a bill with two lines and a file; the parent pays it in the sandbox; it shows paid', async () => {
    const admin = await demoLogin('admin@demo.prepwell.test');
    const parent = await demoLogin('parent@demo.prepwell.test');
    const before = await Promise.all(
      [admin, parent].map(async (p) => (await p.api<{ lang: string }>('GET', '/api/me')).lang),
    );
    for (const p of [admin, parent]) await p.api('PATCH', '/api/lang', { lang });
    try {
      const page = await browser.newPage();
      await page.context().addInitScript((l) => window.localStorage.setItem('lang', l), lang);
      await openAs(page, admin, '/educator/tuition-bills');
      await page.getByRole('heading', { level: 1, name: t('title') }).waitFor();

      const title = `學費 ${Date.now().toString(36)}`;
      await page.getByRole('textbox', { name: t('create.studentId') }).fill('student@demo.prepwell.test');
      await page.getByRole('textbox', { name: t('fields.parent') }).fill('parent@demo.prepwell.test');
      await page.getByRole('textbox', { name: t('fields.title') }).fill(title);
      await expectAccessible(page, 'tuition bills');
      await page.getByRole('button', { name: t('create.submit') }).click();
      await page.waitForURL(/\/educator\/tuition-bills\/[0-9a-f-]{36}$/);
      const id = new URL(page.url()).pathname.split('/').pop()!;
      await page.getByRole('heading', { level: 1, name: title }).waitFor();

      // Two lines: a price and a discount; the totals are computed, never typed.
      const addLine = async (kind: string, amount: string, comment: string) => {
        await page
          .getByRole('combobox', { name: t('fields.kind') })
          .or(page.getByRole('textbox', { name: t('fields.kind') }))
          .first()
          .click();
        await page.getByRole('option', { name: t(`kinds.${kind}`), exact: true }).click();
        await page.getByRole('textbox', { name: t('fields.amount') }).fill(amount);
        await page.getByRole('textbox', { name: t('fields.comment') }).fill(comment);
        const added = page.waitForResponse((r) => r.url().endsWith(`/api/tuition-bills/${id}/lines`));
        await page.getByRole('button', { name: t('editor.addLine') }).click();
        expect((await added).status()).toBe(200);
        await page.getByRole('cell', { name: comment }).waitFor();
      };
      await addLine('price', '1200', '十一月團體課');
      await addLine('discount', '200', '兄弟姊妹優惠');
      const draft = await admin.api<TuitionBillView>('GET', `/api/tuition-bills/${id}`);
      expect([draft.total_minor, draft.balance_minor]).toEqual([100_000, 100_000]);

      // A file on the first line.
      const attached = page.waitForResponse((r) => /\/lines\/[^/]+\/file$/.test(r.url()));
      const chooser = page.waitForEvent('filechooser');
      await page
        .getByRole('button', { name: t('editor.attach') })
        .first()
        .click();
      await (await chooser).setFiles({ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: PDF });
      expect((await attached).status()).toBe(200);
      await page.getByRole('button', { name: 'invoice.pdf' }).waitFor();

      const issued = page.waitForResponse((r) => r.url().endsWith(`/api/tuition-bills/${id}/issue`));
      await page.getByRole('button', { name: t('editor.issue') }).click();
      expect((await issued).status()).toBe(200);
      await page.getByText(t('status.issued'), { exact: true }).first().waitFor();
      await expectAccessible(page, 'the tuition bill editor, issued');

      // The parent pays the balance through the sandbox.
      const home = await browser.newPage();
      await home.context().addInitScript((l) => window.localStorage.setItem('lang', l), lang);
      await openAs(home, parent, '/tuition-bills');
      await home.getByRole('heading', { level: 1, name: t('myTitle') }).waitFor();
      await home.getByRole('row').filter({ hasText: title }).waitFor();
      await home.goto(`/tuition-bills/${id}`);
      await home.getByRole('heading', { level: 1, name: title }).waitFor();
      await expectAccessible(home, 'the parent’s tuition bill');
      const payLabel = t('portal.pay', { amount: '' }).trim();
      await home.getByRole('button', { name: new RegExp(`^${payLabel}`) }).click();
      const dialog = home.getByRole('dialog', { name: t('portal.sandboxTitle') });
      await dialog.waitFor();
      const settled = home.waitForResponse(
        (r) => r.url().includes('/api/payments/sandbox/') && r.request().method() === 'POST',
      );
      await dialog.getByRole('button', { name: t('portal.sandboxPay'), exact: true }).click();
      expect((await settled).status()).toBe(200);
      await home.getByText(t('portal.paid')).first().waitFor();

      const paid = await admin.api<TuitionBillView>('GET', `/api/tuition-bills/${id}`);
      expect([paid.status, paid.balance_minor]).toEqual(['paid', 0]);
      await page.reload();
      await page.getByText(t('status.paid'), { exact: true }).first().waitFor();
    } finally {
      for (const [i, p] of [admin, parent].entries()) await p.api('PATCH', '/api/lang', { lang: before[i] });
    }
  });
});

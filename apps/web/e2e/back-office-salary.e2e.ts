import {
  DEFAULT_TENANT_SETTINGS,
  type CalendarView,
  type SalaryBillDetail,
  type SalaryBillList,
  type TeacherBillingView,
} from '@prepwell/contracts';
import { describe, expect, it } from 'vitest';
import { expectAccessible, useBrowser } from './browser.ts';
import { demoLogin, openAs } from './classes-steps.ts';
import { localeText, waitUntil } from './exams-helpers.ts';

/**
 * Issue 20, salary (in 繁體中文, set explicitly): the demo admin generates the month's salary bills, opens the
 * demo teacher's — computed from the demo class's attended lessons × the teacher's hourly salary (seeded
 * 45.00) — and approves it; the teacher signs in and sees it among their own bills. Then the teacher files
 * billing details and the admin sees the SSN masked, reveals it, and the reveal is logged. axe on each screen.
 */
const browser = useBrowser();
const s = (key: string, values?: Record<string, string | number>) => localeText('tw', 'salary', key, values);

/** The month (YYYY-MM) of an instant in the demo tenant's business time zone, as the server counts it. */
const periodOf = (iso: string) => {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: DEFAULT_TENANT_SETTINGS.businessTimeZone,
    year: 'numeric',
    month: '2-digit',
  }).formatToParts(new Date(iso));
  return `${parts.find((p) => p.type === 'year')!.value}-${parts.find((p) => p.type === 'month')!.value}`;
};

describe('salary bills (issue 20)', () => {
  it('the admin approves the demo teacher’s month computed from attended lessons; the teacher sees it', async () => {
    const admin = await demoLogin('admin@demo.prepwell.test');
    const teacher = await demoLogin('teacher@demo.prepwell.test');

    // The month of the demo teacher's latest lesson with attendance (the demo seeds a week of them).
    const day = 86_400_000;
    const span = `from=${encodeURIComponent(new Date(Date.now() - 40 * day).toISOString())}&to=${encodeURIComponent(new Date(Date.now() + day).toISOString())}`;
    const calendar = await teacher.api<CalendarView>('GET', `/api/calendar?${span}`);
    const taken = calendar.lessons.filter((l) => l.attendance_taken && l.status !== 'cancelled');
    expect(taken.length, 'the demo has lessons with attendance').toBeGreaterThan(0);
    const period = periodOf(taken.at(-1)!.starts_at);
    const [year, month] = period.split('-').map(Number) as [number, number];

    // The accounts' own language decides the screens once signed in: 繁體中文 for this journey, restored after.
    const before = await Promise.all(
      [admin, teacher].map(async (p) => (await p.api<{ lang?: string }>('GET', '/api/me')).lang ?? 'en'),
    );
    for (const p of [admin, teacher]) await p.api('PATCH', '/api/lang', { lang: 'tw' });
    const page = await browser.newPage();
    await page.context().addInitScript(() => window.localStorage.setItem('lang', 'tw'));
    try {
      // The admin's salary bills: pick the month, generate, open the demo teacher's bill.
      await openAs(page, admin, '/educator/salary-bills');
      await expect.poll(() => page.getByRole('heading', { level: 1, name: s('list.title') }).isVisible()).toBe(true);
      await page.getByLabel(s('fields.period')).fill(period);
      await page.getByRole('button', { name: s('list.generate') }).click();
      const teacherLink = page.getByRole('link', { name: teacher.name });
      await expect.poll(() => teacherLink.isVisible(), { timeout: 20_000 }).toBe(true);
      await expectAccessible(page, 'the admin’s salary bills');
      const listed = await admin.api<SalaryBillList>(
        'GET',
        `/api/salary-bills?period=${period}&teacher_id=${teacher.id}`,
      );
      expect(listed.items).toHaveLength(1);
      const billId = listed.items[0]!.id;
      await teacherLink.click();
      await page.waitForURL(`**/educator/salary-bills/${billId}`);

      // The bill: the attended lessons of the month × 45.00 an hour, each line exact to the cent.
      const bill = await admin.api<SalaryBillDetail>('GET', `/api/salary-bills/${billId}`);
      expect(bill.status).toBe('draft');
      expect(bill.hourly_rate_cents).toBe(4500);
      expect(bill.lesson_count).toBeGreaterThan(0);
      const takenThisMonth = new Set(taken.filter((l) => periodOf(l.starts_at) === period).map((l) => l.id));
      for (const line of bill.lessons) {
        expect(takenThisMonth.has(line.lesson_id!), 'a counted lesson had its attendance taken').toBe(true);
        expect(line.attended).toBeGreaterThan(0);
        expect(line.amount_cents).toBe(Math.floor((line.minutes * 4500 + 30) / 60));
      }
      expect(bill.lessons_cents).toBe(bill.lessons.reduce((a, l) => a + l.amount_cents, 0));
      expect(bill.total_cents).toBe(bill.lessons_cents + bill.adjustments_cents);
      await expect
        .poll(() =>
          page
            .getByRole('heading', { level: 1, name: s('detail.title', { name: teacher.name, year, month }) })
            .isVisible(),
        )
        .toBe(true);
      const lessonsTable = page.getByRole('region', { name: s('detail.lessonsTitle') });
      await expect.poll(() => lessonsTable.locator('tbody tr').count()).toBe(bill.lesson_count);
      await expectAccessible(page, 'a salary bill, draft, for the admin');

      await page.getByRole('button', { name: s('detail.approve') }).click();
      await expect.poll(() => page.getByTestId('bill-status').textContent()).toBe(s('status.approved'));
      const approved = await admin.api<SalaryBillDetail>('GET', `/api/salary-bills/${billId}`);
      expect(approved).toMatchObject({
        status: 'approved',
        approved_by: { id: admin.id },
        total_cents: bill.total_cents,
      });
      await expectAccessible(page, 'a salary bill, approved');

      // The teacher sees it among their own bills, with the lessons counted.
      await openAs(page, teacher, '/educator/my-salary-bills');
      await expect.poll(() => page.getByRole('heading', { level: 1, name: s('mine.title') }).isVisible()).toBe(true);
      const row = page.locator(`tr[data-bill="${billId}"]`);
      await expect.poll(() => row.isVisible()).toBe(true);
      expect(await row.textContent()).toContain(s('status.approved'));
      await expectAccessible(page, 'the teacher’s salary bills');
      await row.getByRole('link', { name: s('period', { year, month }) }).click();
      await expect.poll(() => page.getByTestId('bill-status').textContent()).toBe(s('status.approved'));
      await expect
        .poll(() =>
          page
            .getByRole('region', { name: s('detail.lessonsTitle') })
            .locator('tbody tr')
            .count(),
        )
        .toBe(bill.lesson_count);
      expect(await page.getByRole('button', { name: s('detail.approve') }).count()).toBe(0);
      await expectAccessible(page, 'a salary bill for its teacher');

      // The teacher's billing details; the admin sees the SSN masked and reveals it (logged).
      await page.goto('/educator/billing');
      const form = page.getByRole('form', { name: s('billing.formLabel') });
      await form.getByLabel(s('billing.officialName')).fill('Tina Teacher');
      await form.getByLabel(s('billing.ssn')).fill('123-45-6789');
      await form.getByLabel(s('billing.dateOfBirth')).fill('1990-04-02');
      await form.getByLabel(s('billing.paymentMethod')).click();
      await page.getByRole('option', { name: s('payout.bank_transfer') }).click();
      await form.getByLabel(s('billing.mailingAddress')).fill('12 Elm Street, Springfield');
      await expectAccessible(page, 'the teacher’s billing form');
      await form.getByRole('button', { name: s('billing.save') }).click();
      await waitUntil(
        async () => (await teacher.api<TeacherBillingView>('GET', '/api/teacher-billing')).on_file,
        'the billing details to be saved',
      );
      await expect.poll(() => page.getByText(s('billing.ssnOnFile', { masked: '***-**-6789' })).isVisible()).toBe(true);

      await openAs(page, admin, `/educator/teachers/${teacher.id}/billing`);
      await expect.poll(() => page.getByText('***-**-6789').isVisible()).toBe(true);
      await expectAccessible(page, 'a teacher’s billing details for the admin');
      await page.getByRole('button', { name: s('adminBilling.reveal') }).click();
      await expect.poll(() => page.getByText('123-45-6789').isVisible()).toBe(true);
      const logged = await admin.api<TeacherBillingView>('GET', `/api/teachers/${teacher.id}/billing`);
      expect(logged.reveals[0]?.by?.id).toBe(admin.id);
      await expect.poll(() => page.getByRole('cell', { name: admin.name }).first().isVisible()).toBe(true);
    } finally {
      await page.close();
      for (const [i, p] of [admin, teacher].entries()) await p.api('PATCH', '/api/lang', { lang: before[i] });
    }
  }, 300_000);
});

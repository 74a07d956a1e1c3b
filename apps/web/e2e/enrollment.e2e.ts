import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EnrollmentPage } from '@prepwell/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { expectAccessible, useBrowser } from './browser.ts';
import { TENANT, demoLogin, openAs, switchLanguage } from './classes-steps.ts';
import { escapeRegExp, localeText, waitUntil } from './exams-helpers.ts';

/**
 * Issue 19, acceptance 1, in 简体中文: a parent fills the 3-step enrollment form for two children on the demo
 * brand (a phone too short is refused on the way), choosing the demo course's session, and sees the success
 * page; the demo admin finds it unread at the top of the list, opens it (read), marks it paid and turns it into
 * accounts placed in that session; a child follows the invitation e-mail, sets a password, signs in and sees
 * the course and their next lesson. axe on every screen.
 */
const browser = useBrowser();
const e = (key: string, values?: Record<string, string | number>) => localeText('cn', 'enrollments', key, values);
const auth = (key: string) => localeText('cn', 'auth', key);
/** The demo course and its free session (seed/demo-courses.ts); the session's class is named after both. */
const DEMO_COURSE = 'SAT Math Foundations';
const DEMO_CLASS = `${DEMO_COURSE} · Taipei weeknights`;
const lessons = (key: string) => localeText('cn', 'lessons', key);
const courses = (key: string) => localeText('cn', 'courses', key);
/**
 * A required password field by its label: Playwright matches a label on its whole text, which includes the
 * required mark (" *", hidden from the accessible name), and a password input has no textbox role.
 */
const passwordField = (page: Page, key: string) =>
  page.getByLabel(new RegExp(`^${escapeRegExp(auth(key))}(\\s*\\*)?$`));
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * The first link like `pattern` in a mail to `to` received by the test SMTP server; a mail mostly in Chinese
 * comes base64-encoded, so each base64 part is decoded too (as parent-link.e2e.ts reads them).
 */
const waitForLinkIn = async (to: string, pattern: RegExp, timeoutMs = 20_000): Promise<string> => {
  const dir = inject('mailDir');
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    for (const file of readdirSync(dir).sort().reverse()) {
      const mail = JSON.parse(readFileSync(join(dir, file), 'utf8')) as { to: string; decoded: string };
      if (!mail.to.toLowerCase().includes(to.toLowerCase())) continue;
      const parts = mail.decoded.split(/\r?\n--[^\r\n]+\r?\n/).map((part) => {
        const [head = '', ...body] = part.split(/\r?\n\r?\n/);
        return /content-transfer-encoding:\s*base64/i.test(head)
          ? Buffer.from(body.join('').replace(/\s+/g, ''), 'base64').toString('utf8')
          : '';
      });
      const match = [mail.decoded, ...parts].join('\n').match(pattern);
      if (match) return match[0].replace(/&amp;/g, '&');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no e-mail to ${to} with a link like ${pattern} within ${timeoutMs} ms`);
};

const fillStudent = async (page: Page, n: number, first: string, email: string) => {
  const card = page.getByRole('group', { name: e('form.studentN', { n }) });
  await card.getByRole('textbox', { name: e('form.firstName') }).fill(first);
  await card.getByRole('textbox', { name: e('form.lastName') }).fill('陈');
  await card.getByRole('textbox', { name: e('form.studentEmail') }).fill(email);
  await card.getByRole('textbox', { name: e('form.school') }).fill('实验中学');
  await card.getByRole('textbox', { name: e('form.graduationYear') }).fill(String(new Date().getFullYear() + 2));
};

/** A child opens the invitation mailed to them, sets a password in 简体中文 and signs in. */
const followInvitation = async (child: Page, email: string, password: string) => {
  const link = await waitForLinkIn(email, /https?:\/\/[^\s"'<>]+\/password\/set\?token=[A-Za-z0-9_-]+[^\s"'<>]*/);
  await child.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await child.waitForFunction((slug) => localStorage.getItem('tenant') === slug, TENANT);
  await switchLanguage(child, 'en', 'cn');
  await passwordField(child, 'fields.newPassword').fill(password);
  await passwordField(child, 'fields.passwordConfirmation').fill(password);
  await child.getByRole('button', { name: auth('reset.submit') }).click();
  await child.waitForURL(/\/login/, { timeout: 20_000 });
  await child.getByRole('textbox', { name: auth('login.identifier') }).fill(email);
  await passwordField(child, 'fields.password').fill(password);
  await child.getByRole('button', { name: auth('login.submit'), exact: true }).click();
  await child.waitForURL(/\/student\//, { timeout: 20_000 });
};

describe('the centre’s enrollment (issue 19)', () => {
  it('a parent enrolls two children; the admin reads, marks paid and converts into a session; a child signs in and sees the course and the next lesson', async () => {
    const id = unique();
    // The centre has scheduled the session's lessons: a weekly series from today on (Sunday mornings, when the
    // demo teacher teaches nothing else).
    const centre = await demoLogin('admin@demo.prepwell.test');
    const sessions = await centre.api<{ data: { class_id: string; title: string; course_title?: string }[] }>(
      'GET',
      '/api/session-class/list',
    );
    const session = sessions.data.find((s) => s.title === 'Taipei weeknights');
    expect(session, 'the demo session').toBeDefined();
    const today = new Date().toISOString().slice(0, 10);
    const inThreeWeeks = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);
    await centre.api('POST', `/api/classes/${session!.class_id}/lesson-series`, {
      title: '周日答疑课',
      weekdays: [0],
      start_time: '10:00',
      duration_minutes: 90,
      starts_on: today,
      ends_on: inThreeWeeks,
      room: 'A2',
    });
    const parentEmail = `enroll-parent-${id}@example.test`;
    const childEmails = [`enroll-amy-${id}@example.test`, `enroll-ben-${id}@example.test`];
    const page = await browser.newPage();

    // The public form, in 简体中文.
    await page.goto(`/enroll?tenant=${TENANT}`);
    await page.waitForFunction((slug) => localStorage.getItem('tenant') === slug, TENANT);
    await switchLanguage(page, 'en', 'cn');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain('报名');
    await page.getByRole('textbox', { name: e('form.firstName') }).fill('  丽  ');
    await page.getByRole('textbox', { name: e('form.lastName') }).fill('陈');
    await page.getByRole('textbox', { name: e('form.email') }).fill(parentEmail);
    await page.getByRole('textbox', { name: e('form.phone') }).fill('12345');
    await page.getByRole('button', { name: e('form.next') }).click();
    await expect.poll(() => page.getByText(e('validation.phone')).isVisible()).toBe(true);
    await expectAccessible(page, 'the enrollment form, step 1 with an error');
    await page.getByRole('textbox', { name: e('form.phone') }).fill('138 0013 8000');
    await page.getByRole('button', { name: e('form.next') }).click();

    // Step 2: two children.
    await fillStudent(page, 1, '艾米', childEmails[0]!);
    await page.getByRole('button', { name: e('form.addStudent') }).click();
    await fillStudent(page, 2, '本', childEmails[1]!);
    await expectAccessible(page, 'the enrollment form, step 2');
    await page.getByRole('button', { name: e('form.next') }).click();

    // Step 3: the demo class.
    const classes = e('form.classes');
    await page
      .getByRole('combobox', { name: classes })
      .or(page.getByRole('textbox', { name: classes }))
      .first()
      .click();
    await page.getByRole('option', { name: DEMO_CLASS }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('textbox', { name: e('form.message') }).fill('希望周末上课');
    await expectAccessible(page, 'the enrollment form, step 3');
    await page.getByRole('button', { name: e('form.submit') }).click();
    await page.waitForURL(/\/enroll\/success/, { timeout: 20_000 });
    await expect.poll(() => page.getByRole('status').textContent()).toContain(parentEmail);
    await expectAccessible(page, 'the enrollment success page');

    // The admin: unread at the top of the list.
    const admin = await demoLogin('admin@demo.prepwell.test');
    const found = await admin.api<EnrollmentPage>('GET', `/api/enrollments?q=${encodeURIComponent(parentEmail)}`);
    expect(found.data).toHaveLength(1);
    const enrollmentId = found.data[0]!.id;
    expect(found.data[0]!.first_name).toBe('丽');
    const adminPage = await browser.newPage();
    await openAs(adminPage, admin, '/educator/enrollments');
    await switchLanguage(adminPage, 'en', 'cn');
    try {
      const row = adminPage.locator('tr', { hasText: parentEmail });
      await expect.poll(() => row.getAttribute('data-unread')).toBe('true');
      await expect.poll(() => adminPage.locator('tbody tr').first().getAttribute('data-unread')).toBe('true');
      await expectAccessible(adminPage, 'the enrollment list');

      // Opening it reads it.
      await row.getByRole('link', { name: '丽 陈' }).click();
      await adminPage.waitForURL(new RegExp(`/educator/enrollments/${enrollmentId}`));
      await expect.poll(() => adminPage.getByText(e('read.read'), { exact: true }).first().isVisible()).toBe(true);
      await expectAccessible(adminPage, 'the enrollment detail');

      // Paid.
      await adminPage.getByRole('combobox', { name: e('detail.paymentStatus'), exact: true }).click();
      await adminPage.getByRole('option', { name: e('paymentStatus.paid') }).click();
      await adminPage.getByRole('button', { name: e('detail.save'), exact: true }).click();
      await waitUntil(
        async () =>
          (await admin.api<{ payment_status: string }>('GET', `/api/enrollments/${enrollmentId}?mark_read=false`))
            .payment_status === 'paid',
        'the enrollment is paid',
      );

      // Accounts, placed in the demo class (the family's choice is preselected).
      await adminPage.getByRole('button', { name: e('detail.convert') }).click();
      await expect
        .poll(() =>
          adminPage
            .getByRole('status')
            .filter({ hasText: e('detail.placedIn', { name: DEMO_CLASS }) })
            .count(),
        )
        .toBe(1);
      await expectAccessible(adminPage, 'the enrollment detail after conversion');
    } finally {
      await admin.api('PATCH', '/api/lang', { lang: 'en' });
    }

    // Each child follows their invitation: sets a password, signs in, sees the course and the next lesson.
    for (const [index, email] of childEmails.entries()) {
      const child = await browser.newPage();
      await followInvitation(child, email, `Enrolled-child-${index + 1}`);
      // The course, in My courses.
      await child.goto('/my-courses');
      await expect.poll(() => child.getByRole('heading', { level: 1 }).textContent()).toBe(courses('mine.title'));
      await expect.poll(() => child.getByText(DEMO_COURSE).first().isVisible(), { timeout: 15_000 }).toBe(true);
      if (index === 0) await expectAccessible(child, 'the child’s courses');
      // The next lesson, on the dashboard: the session's.
      await child.goto('/student/dashboard');
      const next = child.getByRole('region', { name: lessons('next.title') });
      await expect
        .poll(() => next.getByTestId('next-lesson').textContent(), { timeout: 15_000 })
        .toContain('周日答疑课');
      if (index === 0) await expectAccessible(child, 'the child’s dashboard with the next lesson');
      await child.close();
    }
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { ParentLinkView } from '@prepwell/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it, onTestFinished } from 'vitest';
import { baseUrl, expectAccessible, useBrowser } from './browser.ts';
import { DRILL, TENANT, demoLogin, openAs, switchLanguage, type Person } from './classes-steps.ts';
import { finishThroughApi } from './commerce-steps.ts';
import { escapeRegExp, findTest, localeText, startAttempt, waitUntil } from './exams-helpers.ts';

/**
 * Issue 11, acceptance 3, in 繁體中文: linking a parent needs the student's consent. The demo student first
 * removes the demo parent's link from their profile (each student has one linked parent); a parent registers
 * through the form asking for the demo student and sees the request pending; the student gets the e-mail,
 * opens the request, and accepts it from the dashboard; the parent then sees the child's results (a drill the
 * student has just taken among them). At the end
 * the demo parent's link is put back (through the same consent flow), so the other journeys find the demo as seeded.
 */
const browser = useBrowser();
const STUDENT_EMAIL = 'student@demo.prepwell.test';
const PARENT_EMAIL = 'parent@demo.prepwell.test';
const p = (key: string, values?: Record<string, string | number>) => localeText('tw', 'profile', key, values);
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * The texts of the mails to `to` received by the test SMTP server, newest first. A mail mostly in Chinese
 * comes base64-encoded, so each base64 part is decoded too.
 */
const mailTextsTo = (to: string): string[] => {
  const dir = inject('mailDir');
  return readdirSync(dir)
    .sort()
    .reverse()
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as { to: string; decoded: string })
    .filter((m) => m.to.toLowerCase().includes(to.toLowerCase()))
    .map((m) => {
      const parts = m.decoded.split(/\r?\n--[^\r\n]+\r?\n/).map((part) => {
        const [head = '', ...body] = part.split(/\r?\n\r?\n/);
        return /content-transfer-encoding:\s*base64/i.test(head)
          ? Buffer.from(body.join('').replace(/\s+/g, ''), 'base64').toString('utf8')
          : '';
      });
      return [m.decoded, ...parts].join('\n');
    });
};

/** The demo as seeded again: only the demo parent linked (accepted) to the demo student, who reads English. */
const restoreDemoLink = async (student: Person) => {
  for (const link of await student.api<ParentLinkView[]>('GET', '/api/parent-links'))
    await student.api('DELETE', `/api/parent-links/${link.id}`);
  const paula = await demoLogin(PARENT_EMAIL);
  await paula.api('POST', '/api/bind-parent', { phone: '555 0100 400', student_emails: [STUDENT_EMAIL] });
  for (const link of await student.api<ParentLinkView[]>('GET', '/api/parent-links'))
    if (link.parent.email === PARENT_EMAIL) await student.api('POST', `/api/parent-links/${link.id}/accept`);
  await student.api('PATCH', '/api/lang', { lang: 'en' });
  const after = await student.api<ParentLinkView[]>('GET', '/api/parent-links');
  expect(
    after.map((l) => [l.parent.email, l.status]),
    'the demo parent is linked again',
  ).toEqual([[PARENT_EMAIL, 'accepted']]);
};

/** The parent registers through the form, in 繁體中文, asking for the demo student. */
const registerParent = async (page: Page, first: string, last: string, email: string) => {
  const a = (key: string, values?: Record<string, string | number>) => localeText('tw', 'auth', key, values);
  await page.goto(`/register?tenant=${TENANT}`);
  await switchLanguage(page, 'en', 'tw');
  await page.getByText(a('registerTypes.parent'), { exact: true }).click();
  await page.getByRole('textbox', { name: a('fields.studentEmail', { n: 1 }) }).fill(STUDENT_EMAIL);
  await page.getByRole('textbox', { name: a('fields.firstName') }).fill(first);
  await page.getByRole('textbox', { name: a('fields.lastName') }).fill(last);
  await page.getByRole('textbox', { name: a('fields.username') }).fill(`guardian_${unique()}`);
  await page.getByRole('textbox', { name: a('fields.email'), exact: true }).fill(email);
  await page.getByRole('textbox', { name: a('fields.password'), exact: true }).fill('Guardian-pass-1');
  await page.getByLabel(a('fields.passwordConfirmation')).fill('Guardian-pass-1');
  await page.getByRole('button', { name: a('register.submit'), exact: true }).click();
  await page.waitForURL(/\/parent\/dashboard/, { timeout: 20_000 });
};

describe('parent linking with the student’s consent (issue 11)', () => {
  it(
    'a parent registers in 繁體中文, the request is pending, the demo student accepts it on the dashboard, the parent sees the results',
    { timeout: 5 * 60_000 },
    async () => {
      const student = await demoLogin(STUDENT_EMAIL);
      await student.api('PATCH', '/api/lang', { lang: 'tw' });
      onTestFinished(() => restoreDemoLink(student));

      // 1. The student removes the demo parent's link from their profile (with confirmation), and sees their one-time code.
      const studentPage = await browser.newPage();
      await openAs(studentPage, student, '/student/profile');
      await studentPage.getByRole('tab', { name: p('tabs.parents') }).click();
      const removePaula = studentPage.getByRole('button', { name: p('links.removeNamed', { name: 'Paula Parent' }) });
      await removePaula.click({ timeout: 20_000 });
      await studentPage
        .getByRole('dialog')
        .getByRole('button', { name: p('links.confirm.remove') })
        .click();
      await expect
        .poll(() => studentPage.getByText(p('links.noneStudent')).count(), {
          message: 'the demo parent is no longer linked',
        })
        .toBe(1);
      await studentPage.getByRole('button', { name: p('links.code.generate') }).click();
      await expect
        .poll(async () => ((await studentPage.getByTestId('consent-code').textContent()) ?? '').trim())
        .toMatch(/^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/);
      await expectAccessible(studentPage, 'the student’s parent links and one-time code (繁體中文)');

      // 2. A parent registers through the form asking for the demo student: the dashboard says the request is pending.
      const first = 'Gina';
      const last = `Guardian${unique()}`;
      const parentEmail = `guardian-${unique()}@example.test`;
      const parentName = `${first} ${last}`;
      const parentPage = await browser.newPage();
      await registerParent(parentPage, first, last, parentEmail);
      const request = parentPage.getByTestId('parent-link').filter({ hasText: STUDENT_EMAIL });
      await expect
        .poll(() => request.getByText(p('links.status.pending'), { exact: true }).count(), {
          message: 'the request shows as pending',
          timeout: 20_000,
        })
        .toBe(1);
      expect(await request.textContent()).toContain(p('links.waiting', { email: STUDENT_EMAIL }));
      // Pending: nothing of the child, neither a link to their page nor their data.
      expect(await request.getByRole('link').count()).toBe(0);
      const parentToken = await parentPage.evaluate(() => localStorage.getItem('id_token'));
      const asParent = { authorization: `Bearer ${parentToken}`, 'x-tenant': TENANT };
      expect(
        (await fetch(`${baseUrl()}/api/users/${student.id}/user-exams`, { headers: asParent })).status,
        'no results while pending',
      ).toBe(404);
      await expectAccessible(parentPage, 'the parent’s dashboard with a pending request (繁體中文)');

      // 3. The student is told by e-mail (in 繁體中文) and opens the request: who asks, and Accept / Decline.
      const mailLink = /https?:\/\/[^\s"'<>]+\/student\/parent-links\/[0-9a-f-]{36}[^\s"'<>]*/;
      let mail = '';
      await waitUntil(() => {
        mail = mailTextsTo(STUDENT_EMAIL).find((text) => text.includes(parentEmail) && mailLink.test(text)) ?? '';
        return mail !== '';
      }, 'the e-mail asking the student to accept');
      const serverTw = JSON.parse(
        readFileSync(resolve(import.meta.dirname, '../../../packages/contracts/src/locales/tw.json'), 'utf8'),
      ) as { email: { parent_link: { body: string } } };
      const expected = serverTw.email.parent_link.body
        .replace('{{parent}}', parentName)
        .replace('{{email}}', parentEmail);
      expect(mail, 'the e-mail names the parent, in the student’s language').toContain(expected);
      const link = mailLink.exec(mail)![0].replace(/&amp;/g, '&');
      await studentPage.goto(link);
      await expect
        .poll(() => studentPage.getByRole('heading', { level: 1 }).textContent(), { timeout: 20_000 })
        .toBe(p('links.request.title'));
      await expect.poll(() => studentPage.getByText(parentEmail, { exact: true }).count()).toBe(1);
      expect(await studentPage.getByText(parentName, { exact: true }).count()).toBe(1);
      await expectAccessible(studentPage, 'the parent-link request opened from the e-mail (繁體中文)');

      // 4. The student accepts on the dashboard's notice.
      await studentPage.goto('/student/dashboard');
      const accept = studentPage.getByRole('button', { name: p('links.acceptNamed', { name: parentName }) });
      await accept.waitFor({ timeout: 20_000 });
      await expectAccessible(studentPage, 'the student’s dashboard with a parent request (繁體中文)');
      await accept.click();
      await expect
        .poll(() => studentPage.getByText(p('links.acceptedDone', { name: parentName })).count(), {
          message: 'the acceptance is confirmed',
        })
        .toBeGreaterThan(0);
      await expect
        .poll(() => studentPage.getByTestId('parent-request').count(), { message: 'the notice is gone' })
        .toBe(0);

      // 5. The student practises a drill (a result of their own, whatever other journeys did); the parent, now
      // linked, opens the child's page from the dashboard and sees it among the results.
      const drill = (await startAttempt(student, await findTest(student, 'sat', DRILL.title))).userExamId;
      await finishThroughApi(student, drill);
      await parentPage.reload();
      const childLink = parentPage.getByRole('link', {
        name: new RegExp(escapeRegExp(p('parent.view', { name: 'Stella Student' }))),
      });
      await childLink.click({ timeout: 20_000 });
      await parentPage.waitForURL(new RegExp(`/parent/children/${student.id}`));
      const l = (key: string) => localeText('tw', 'learning', key);
      await parentPage.getByRole('heading', { name: l('child.results') }).waitFor({ timeout: 20_000 });
      const results = await fetch(`${baseUrl()}/api/users/${student.id}/user-exams`, { headers: asParent });
      expect(results.status, 'the parent reads the results once accepted').toBe(200);
      const { data } = (await results.json()) as { data: { user_exam_id: string }[] };
      expect(
        data.map((row) => row.user_exam_id),
        'the drill is among the results the parent may read',
      ).toContain(drill);
      const table = parentPage.getByRole('table', { name: l('child.results') });
      await expect
        .poll(() => table.getByRole('row').filter({ hasText: DRILL.title }).count(), {
          message: 'the parent sees the drill’s result',
          timeout: 20_000,
        })
        .toBeGreaterThan(0);
      await expectAccessible(parentPage, 'the parent’s view of the child’s results (繁體中文)');
    },
  );
});

import type { FollowUpView, ProgressReportPage, ProgressReportView } from '@prepwell/contracts';
import { describe, expect, it } from 'vitest';
import { expectAccessible, useBrowser, waitForMailLink } from './browser.ts';
import { demoLogin, openAs, textOf } from './classes-steps.ts';
import { escapeRegExp } from './exams-helpers.ts';

/**
 * Issue 20, progress reports and meeting logs, in 简体中文: the demo teacher writes a progress report for the
 * demo student (student and period picked, the pulled-in data previewed, comments written), saves and sends
 * it; the demo parent is e-mailed and reads it in their portal; the teacher logs a meeting with the parent
 * and a follow-up due yesterday, which heads their "my follow-ups" as overdue. The demo accounts are shared
 * with the other journeys: this one finds its own report and meeting by their unique comments and title.
 * axe on each new screen.
 */
const browser = useBrowser();
const t = (key: string, values?: Record<string, string | number>) => textOf('cn', 'progressMeetings', key, values);
/** A field by the start of its label (a required one carries a hidden " *"). */
const labelled = (text: string) => new RegExp(`^${escapeRegExp(text)}`);
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

describe('progress reports and meeting logs (issue 20)', () => {
  it('a teacher sends a progress report the parent reads, and a meeting’s follow-up heads “my follow-ups”', async () => {
    const teacher = await demoLogin('teacher@demo.prepwell.test');
    const student = await demoLogin('student@demo.prepwell.test');
    const parent = await demoLogin('parent@demo.prepwell.test');
    // The demo accounts read 简体中文 during this journey (the app follows the account's language), then go back.
    const langs = new Map<typeof teacher, string>();
    for (const person of [teacher, parent]) {
      langs.set(person, (await person.api<{ lang: string }>('GET', '/api/me')).lang);
      await person.api('PATCH', '/api/lang', { lang: 'cn' });
    }
    const stamp = Date.now().toString(36);
    const comments = `进步明显 ${stamp}`;

    const page = await browser.newPage();
    await page.context().addInitScript(() => window.localStorage.setItem('lang', 'cn'));

    // The report list, then a new report: the demo student, the last month, the preview, comments.
    await openAs(page, teacher, '/educator/progress-reports');
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: t('reports.title') }).isVisible(), { timeout: 20_000 })
      .toBe(true);
    await expectAccessible(page, 'the progress reports list (简体中文)');
    await page.getByRole('link', { name: t('reports.new') }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1, name: t('editor.title') }).isVisible()).toBe(true);
    const picker = page.getByRole('combobox', { name: labelled(t('editor.student')) });
    await picker.click();
    await picker.fill(student.name.split(' ')[0]!);
    await page.getByRole('option', { name: student.name }).first().click();
    await expect
      .poll(() => page.getByRole('heading', { name: t('data.attendance') }).isVisible(), { timeout: 20_000 })
      .toBe(true);
    await page.getByRole('textbox', { name: t('reports.comments') }).fill(comments);
    await expectAccessible(page, 'the progress report editor with its preview (简体中文)');
    await page.getByRole('button', { name: t('editor.save') }).click();

    // The draft's page: send it to the parents (confirmed).
    await expect.poll(() => page.url(), { timeout: 20_000 }).toMatch(/\/educator\/progress-reports\/[0-9a-f-]{36}$/);
    const reportId = page.url().split('/').at(-1)!;
    await expect
      .poll(() =>
        page.getByRole('heading', { level: 1, name: t('reports.detailTitle', { name: student.name }) }).isVisible(),
      )
      .toBe(true);
    await expectAccessible(page, 'a draft progress report (简体中文)');
    await page.getByRole('button', { name: t('reports.send') }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('reports.send') })
      .click();
    await expect
      .poll(async () => (await teacher.api<ProgressReportView>('GET', `/api/progress-reports/${reportId}`)).status, {
        timeout: 20_000,
      })
      .toBe('sent');
    const sent = await teacher.api<ProgressReportView>('GET', `/api/progress-reports/${reportId}`);
    expect(sent.comments).toBe(comments);
    expect(sent.recipients).toBeGreaterThanOrEqual(1);
    await expect.poll(() => page.getByText(t('reports.status.sent'), { exact: true }).first().isVisible()).toBe(true);

    // The parent is e-mailed (a link to the report in their portal) and reads it there.
    const link = await waitForMailLink(parent.email, new RegExp(`/progress-reports/${reportId}[^\\s"'<>]*`));
    expect(link).toContain(reportId);
    const family = await parent.api<ProgressReportPage>('GET', '/api/progress-reports');
    expect(family.data.map((r) => r.id)).toContain(reportId);
    const parentPage = await browser.newPage();
    await parentPage.context().addInitScript(() => window.localStorage.setItem('lang', 'cn'));
    await openAs(parentPage, parent, '/progress-reports');
    await expect
      .poll(() => parentPage.getByRole('heading', { level: 1, name: t('reports.familyTitle') }).isVisible(), {
        timeout: 20_000,
      })
      .toBe(true);
    await expect.poll(() => parentPage.locator(`a[href="/progress-reports/${reportId}"]`).isVisible()).toBe(true);
    await expectAccessible(parentPage, 'the parent’s progress reports (简体中文)');
    await parentPage.locator(`a[href="/progress-reports/${reportId}"]`).click();
    await expect.poll(() => parentPage.getByText(comments).isVisible(), { timeout: 20_000 }).toBe(true);
    await expect.poll(() => parentPage.getByRole('button', { name: t('reports.send') }).count()).toBe(0);
    await expectAccessible(parentPage, 'a sent progress report in the parent’s portal (简体中文)');

    // A meeting with the parent and a follow-up due yesterday, owned by the teacher.
    const title = `家长会 ${stamp}`;
    await page.goto('/educator/meetings/new');
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: t('meetings.newTitle') }).isVisible())
      .toBe(true);
    await page.getByRole('textbox', { name: labelled(t('meetings.form.title')) }).fill(title);
    const attendees = page.getByRole('combobox', { name: t('meetings.form.attendees') });
    await attendees.click();
    await attendees.fill(parent.name.split(' ')[0]!);
    await page
      .getByRole('option', { name: new RegExp(`^${escapeRegExp(parent.name)}`) })
      .first()
      .click();
    await page.keyboard.press('Escape');
    await page.getByRole('textbox', { name: t('meetings.form.notes') }).fill('讨论了学习计划。');
    await page.getByRole('button', { name: t('meetings.form.addFollowUp') }).click();
    await page
      .getByRole('textbox', { name: labelled(t('meetings.form.followUpText', { n: 1 })) })
      .fill(`回电 ${stamp}`);
    await page.getByLabel(labelled(t('meetings.form.dueOn'))).fill(isoDay(new Date(Date.now() - 86_400_000)));
    await expectAccessible(page, 'the meeting editor (简体中文)');
    await page.getByRole('button', { name: t('meetings.create') }).click();
    await expect.poll(() => page.url(), { timeout: 20_000 }).toMatch(/\/educator\/meetings\/[0-9a-f-]{36}$/);

    // "My follow-ups": the overdue one first, marked so.
    await page.goto('/educator/follow-ups');
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: t('followUps.title') }).isVisible(), { timeout: 20_000 })
      .toBe(true);
    await expect.poll(() => page.getByText(`回电 ${stamp}`).isVisible(), { timeout: 20_000 }).toBe(true);
    const mine = await teacher.api<FollowUpView[]>('GET', '/api/follow-ups/mine');
    const ours = mine.find((f) => f.description === `回电 ${stamp}`)!;
    expect(ours.overdue).toBe(true);
    expect(mine[0]!.overdue).toBe(true);
    await expect.poll(() => page.getByText(t('followUps.overdue')).first().isVisible()).toBe(true);
    await expectAccessible(page, 'my follow-ups (简体中文)');
    await page.goto('/educator/meetings');
    await expect.poll(() => page.getByRole('link', { name: title }).isVisible(), { timeout: 20_000 }).toBe(true);
    await expectAccessible(page, 'the meetings list (简体中文)');
    for (const [person, lang] of langs) await person.api('PATCH', '/api/lang', { lang });
  }, 480_000);
});

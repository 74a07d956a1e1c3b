import type { CollegeListView, CounselingReportView } from '@prepwell/contracts';
import { describe, expect, it } from 'vitest';
import { expectAccessible, useBrowser, waitForMailLink } from './browser.ts';
import { openAs, register } from './classes-steps.ts';
import { escapeRegExp, localeText } from './exams-helpers.ts';

/**
 * Issue 20, colleges and counseling, in 繁體中文: a counselor (a teacher) records a student's official SAT,
 * adds three colleges of the seeded shared directory to the student's list and sees their categories
 * proposed (reach, target, safety), sets an application status, writes and sends a counseling report; the
 * parent gets the e-mail and reads the report in their portal. People of their own (the demo's are shared by
 * every journey); axe on each new screen.
 */
const browser = useBrowser();
const c = (key: string, values?: Record<string, string | number>) => localeText('tw', 'colleges', key, values);
const labelled = (text: string) => new RegExp(`^${escapeRegExp(text)}`);

/** For an official SAT of 1400: Harvard is a reach, Purdue (1200–1450) a target, Texas A&M (1150–1380) a safety. */
const COLLEGES = [
  { name: 'Harvard University', category: 'reach' },
  { name: 'Purdue University', category: 'target' },
  { name: 'Texas A&M University', category: 'safety' },
] as const;

describe('colleges and counseling (issue 20)', () => {
  it('a counselor builds a student’s list with proposed categories and sends a report the parent reads', async () => {
    const teacher = await register('teacher', '顧');
    const student = await register('student', '林');
    const parent = await register('parent', '陳', { studentEmails: [student.email] });
    for (const link of await student.api<{ id: string; status: string }[]>('GET', '/api/parent-links'))
      if (link.status === 'pending') await student.api('POST', `/api/parent-links/${link.id}/accept`);
    for (const person of [teacher, student, parent]) await person.api('PATCH', '/api/lang', { lang: 'tw' });
    const listOf = () => teacher.api<CollegeListView>('GET', `/api/students/${student.id}/college-list`);

    // The directory: the shared catalogue is there, searchable.
    const page = await browser.newPage();
    await openAs(page, teacher, '/colleges');
    await page.getByRole('textbox', { name: c('directory.search') }).fill('Purdue');
    await expect
      .poll(() => page.getByRole('link', { name: 'Purdue University' }).isVisible(), { timeout: 20_000 })
      .toBe(true);
    await expectAccessible(page, 'the college directory (繁體中文)');

    // Counseling: pick the student.
    await page.goto('/educator/counseling');
    await page.getByRole('combobox', { name: labelled(c('counseling.student')) }).fill(student.email.slice(0, 20));
    await page.getByRole('option', { name: new RegExp(escapeRegExp(student.email)) }).click();
    await expect.poll(() => page.url(), { timeout: 20_000 }).toContain(`/educator/counseling/students/${student.id}`);
    const panel = page.getByRole('region', { name: c('list.title', { student: student.name }) });
    await expect.poll(() => panel.getByText(c('list.empty')).isVisible(), { timeout: 20_000 }).toBe(true);

    // The official SAT.
    await panel.getByRole('textbox', { name: c('list.officialSat') }).fill('1400');
    await panel.getByRole('button', { name: c('list.saveScores') }).click();
    await expect
      .poll(
        () =>
          panel.getByText(c('list.bestScore', { exam: 'SAT', score: 1400, source: c('source.official') })).isVisible(),
        {
          timeout: 20_000,
        },
      )
      .toBe(true);

    // Three colleges, each with its category proposed.
    for (const [index, college] of COLLEGES.entries()) {
      await panel.getByRole('combobox', { name: c('list.addCollege') }).fill(college.name);
      await page.getByRole('option', { name: `${college.name} (${c(`category.${college.category}`)})` }).click();
      await panel.getByRole('button', { name: c('list.add'), exact: true }).click();
      await expect.poll(async () => (await listOf()).items.length, { timeout: 20_000 }).toBe(index + 1);
    }
    for (const college of COLLEGES)
      await expect
        .poll(
          () => panel.getByRole('combobox', { name: c('list.categoryOf', { college: college.name }) }).inputValue(),
          {
            timeout: 20_000,
          },
        )
        .toBe(c('list.proposed', { category: c(`category.${college.category}`) }));
    expect(Object.fromEntries((await listOf()).items.map((i) => [i.college.name, i.category]))).toEqual(
      Object.fromEntries(COLLEGES.map((x) => [x.name, x.category])),
    );

    // A status: Purdue submitted.
    await panel.getByRole('combobox', { name: c('list.statusOf', { college: 'Purdue University' }) }).click();
    await page.getByRole('option', { name: c('status.submitted'), exact: true }).click();
    await expect
      .poll(async () => (await listOf()).items.find((i) => i.college.name === 'Purdue University')?.status, {
        timeout: 20_000,
      })
      .toBe('submitted');
    await expectAccessible(page, 'a student’s college list, counselor view (繁體中文)');

    // The report: a draft from the list, comments, sent.
    await page.getByRole('textbox', { name: c('report.newTitle') }).fill('秋季申請規劃');
    await page.getByRole('button', { name: c('report.create') }).click();
    await expect.poll(() => page.url(), { timeout: 20_000 }).toContain('/educator/counseling/reports/');
    const reportId = page.url().split('/').pop()!;
    await page.getByRole('textbox', { name: c('report.comments') }).fill('成績穩定，建議以提前行動申請普渡大學。');
    await page
      .getByRole('textbox', {
        name: c('report.commentFor', {
          college: 'Purdue University',
          category: c('category.target'),
          status: c('status.submitted'),
        }),
      })
      .fill('已送出，等待面試通知。');
    await expectAccessible(page, 'the counseling report editor (繁體中文)');
    await page.getByRole('button', { name: c('report.send') }).click();
    await expect
      .poll(
        async () => (await teacher.api<CounselingReportView>('GET', `/api/counseling-reports/${reportId}`)).status,
        {
          timeout: 20_000,
        },
      )
      .toBe('sent');
    await expect
      .poll(() => page.getByText(c('report.status.sent')).first().isVisible(), { timeout: 20_000 })
      .toBe(true);

    // The parent: the e-mail links to the report in the portal.
    const link = await waitForMailLink(parent.email, new RegExp(`/counseling-reports/${reportId}`));
    expect(link).toContain(`/counseling-reports/${reportId}`);
    const parentPage = await browser.newPage();
    await openAs(parentPage, parent, '/college-plan');
    const parentPanel = parentPage.getByRole('region', { name: c('list.title', { student: student.name }) });
    await expect.poll(() => parentPanel.getByText('Texas A&M University').isVisible(), { timeout: 20_000 }).toBe(true);
    await expect
      .poll(() => parentPage.getByRole('link', { name: '秋季申請規劃' }).isVisible(), { timeout: 20_000 })
      .toBe(true);
    await expectAccessible(parentPage, 'the family’s college plan (繁體中文)');
    await parentPage.getByRole('link', { name: '秋季申請規劃' }).click();
    await expect
      .poll(() => parentPage.getByText('成績穩定，建議以提前行動申請普渡大學。').isVisible(), { timeout: 20_000 })
      .toBe(true);
    await expect.poll(() => parentPage.getByText('已送出，等待面試通知。').isVisible(), { timeout: 20_000 }).toBe(true);
    await expectAccessible(parentPage, 'a counseling report in the parent’s portal (繁體中文)');
    await parentPage.close();
    await page.close();
  });
});

import type { ClassDetail, ClassStudentView, RosterImportList } from '@prepwell/contracts';
import { describe, expect, it } from 'vitest';
import { expectAccessible, useBrowser } from './browser.ts';
import { demoLogin, openAs, switchLanguage, textOf } from './classes-steps.ts';
import { waitUntil } from './exams-helpers.ts';

/**
 * Issue 19, roster import, in 繁體中文: the demo admin uploads a CSV with one bad row and sees the problem on
 * that row (Import disabled), uploads the fixed file, imports it, and the new students are in the class
 * (read through the API). axe on the screen before and after.
 */
const browser = useBrowser();
const r = (key: string, values?: Record<string, string | number>) => textOf('tw', 'rosterImport', key, values);
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const HEADER =
  'student_first_name,student_last_name,student_email,student_graduation_year,parent_first_name,parent_last_name,parent_email,class';

describe('roster import (issue 19)', () => {
  it('an admin sees the bad row, fixes the file, imports it, and the students are in the class', async () => {
    const id = unique();
    const admin = await demoLogin('admin@demo.prepwell.test');
    const className = `名冊班 ${id}`;
    const cls = await admin.api<ClassDetail>('POST', '/api/classes', {
      name: className,
      method: 'online',
      capacity: 10,
    });
    const year = new Date().getUTCFullYear() + 2;
    const good = `小安,林,roster-an-${id}@example.test,${year},美華,林,roster-parent-${id}@example.test,${className}`;
    const sibling = `小寶,林,roster-bao-${id}@example.test,${year + 1},美華,林,roster-parent-${id}@example.test,${className}`;
    const badFile = [HEADER, good, sibling.replace(`roster-bao-${id}@example.test`, 'roster-bao-at-example')].join(
      '\n',
    );
    const fixedFile = [HEADER, good, sibling].join('\n');

    const page = await browser.newPage();
    await openAs(page, admin, '/educator/roster-import');
    await switchLanguage(page, 'en', 'tw');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(r('title'));
    await expectAccessible(page, 'the roster import screen');

    // The file with a bad e-mail on row 3.
    const fileInput = page.getByLabel(r('file'));
    await fileInput.setInputFiles({ name: 'roster-bad.csv', mimeType: 'text/csv', buffer: Buffer.from(badFile) });
    await page.getByRole('button', { name: r('check') }).click();
    const badRow = page.locator('tr[data-row="3"]');
    await expect.poll(() => badRow.getAttribute('data-problem')).toBe('true');
    await expect
      .poll(() => badRow.textContent())
      .toContain(r('problemAt', { field: r('fields.student_email'), message: r('problems.invalid_email') }));
    expect(await page.locator('tr[data-row="2"]').getAttribute('data-problem')).toBeNull();
    await expect.poll(() => page.getByText(r('hasProblems', { count: 1 })).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: r('import'), exact: true }).isDisabled()).toBe(true);
    await expectAccessible(page, 'the roster import dry run with a problem');

    // The fixed file: no problem, Import.
    await fileInput.setInputFiles({ name: 'roster-fixed.csv', mimeType: 'text/csv', buffer: Buffer.from(fixedFile) });
    await page.getByRole('button', { name: r('check') }).click();
    await expect.poll(() => page.getByText(r('clean', { count: 2 })).isVisible()).toBe(true);
    await expect.poll(() => page.locator('tr[data-problem]').count()).toBe(0);
    const importButton = page.getByRole('button', { name: r('import'), exact: true });
    await expect.poll(() => importButton.isEnabled()).toBe(true);
    await importButton.click();
    await expect
      .poll(() => page.getByTestId('roster-import').getAttribute('data-status'), { timeout: 20_000 })
      .toBe('imported');
    await expect.poll(() => page.getByTestId('roster-result').isVisible()).toBe(true);
    await expectAccessible(page, 'the roster import after the import');

    // The new students are in the class, and the import is in the history as imported.
    await waitUntil(async () => {
      const students = await admin.api<ClassStudentView[]>('GET', `/api/classes/${cls.id}/students`);
      const emails = students.map((s) => s.email);
      return emails.includes(`roster-an-${id}@example.test`) && emails.includes(`roster-bao-${id}@example.test`);
    }, 'the imported students are in the class');
    const history = await admin.api<RosterImportList>('GET', '/api/roster-imports');
    const fixed = history.data.find((i) => i.file_name === 'roster-fixed.csv');
    expect(fixed?.status).toBe('imported');
    // Two children and their one parent made; both children linked and seated; three invitations.
    expect(fixed?.result).toEqual({ created: 3, matched: 0, linked: 2, seated: 2, invited: 3 });
    expect(history.data.find((i) => i.file_name === 'roster-bad.csv')?.status).toBe('checked');
  });
});

import { describe, expect, it } from 'vitest';
import { DEMO_SAT_MOCK } from '../../api/src/seed/demo-exams.ts';
import { DEMO_SAT_PAPER } from '../../api/src/seed/demo-exams-sat-paper.ts';
import { expectAccessible, useBrowser } from './browser.ts';
import { localeText, registerStudent, runnerText, signIn } from './exams-helpers.ts';

/**
 * Issue 15, the spec's test settings (decision 0034), in 简体中文: the student picks the old paper SAT and
 * the strict layout on the settings screen; the SAT list then shows the paper form only, and its start page
 * offers no sound or microphone check (only TOEFL's listening and speaking need them).
 */
const browser = useBrowser();

describe('test settings', () => {
  it('a student (简体中文) chooses the paper SAT and the strict layout; the list and the start page follow', async () => {
    const lang = 'cn';
    const text = (key: string) => localeText(lang, 'testSettings', key);
    const student = await registerStudent(lang);
    const page = await browser.newPage();
    await signIn(page.context(), student);
    await page.goto('/student/test-settings');
    await page.getByRole('heading', { level: 1, name: text('title') }).waitFor();
    // Sound and microphone are checked here, for the tests that need them.
    await expect.poll(() => page.getByRole('heading', { level: 3, name: text('check.microphone') }).count()).toBe(1);
    await expectAccessible(page, 'test settings (简体中文)');

    for (const [choice, field, value] of [
      ['version.paper.name', 'version', 'paper'],
      ['layout.strict.name', 'layout', 'strict'],
    ] as const) {
      const saved = page.waitForResponse(
        (r) => r.request().method() === 'PATCH' && r.url().endsWith('/api/profile/test-settings'),
      );
      await page.getByRole('radio', { name: new RegExp(text(choice)) }).click();
      const response = await saved;
      expect(response.status()).toBe(200);
      expect(((await response.json()) as Record<string, string>)[field]).toBe(value);
    }
    // What the server keeps is what a reload shows.
    await page.reload();
    await expect
      .poll(() => page.getByRole('radio', { name: new RegExp(text('version.paper.name')) }).isChecked())
      .toBe(true);
    await expect
      .poll(() => page.getByRole('radio', { name: new RegExp(text('layout.strict.name')) }).isChecked())
      .toBe(true);

    // The SAT list shows the chosen version only.
    await page.goto('/sat/list');
    const paper = page.getByRole('article', { name: DEMO_SAT_PAPER.title });
    await expect.poll(() => paper.count(), { timeout: 20_000 }).toBe(1);
    expect(await page.getByRole('article', { name: DEMO_SAT_MOCK.title }).count()).toBe(0);

    // Its start page: the strict layout chosen, and no sound or microphone check for the SAT.
    await paper.getByRole('button', { name: localeText(lang, 'exams', 'list.start') }).click();
    await page.waitForURL(/\/sat\/(start|test)\//, { timeout: 20_000 });
    const t = runnerText(lang);
    await page.getByRole('button', { name: t('start.start'), exact: true }).waitFor({ timeout: 20_000 });
    await expect
      .poll(() => page.getByRole('radio', { name: new RegExp(t('start.layouts.strict.name')) }).isChecked())
      .toBe(true);
    expect(await page.getByText(t('start.systemCheck')).count()).toBe(0);
    expect(await page.getByText(t('start.checkSpeaking')).count()).toBe(0);
  });
});

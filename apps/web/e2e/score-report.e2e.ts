import { SKILL_BAND_COUNT } from '@prepwell/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_SAT_MOCK } from '../../api/src/seed/demo-exams-sat.ts';
import { expectAccessible, useBrowser } from './browser.ts';
import {
  findTest,
  localeText,
  readAttempt,
  readResult,
  registerStudent,
  signIn,
  startAttempt,
  type Student,
} from './exams-helpers.ts';

/**
 * Issue 17 defect 9 (decision 0038), in 繁體中文: the score report shows ONE SAT score with its precision
 * range, no percentile where none is reproduced, a band meter per skill, and "practise next" from the
 * weakest skills, whose link opens the drill catalogue on the matched drill. Axe runs on the report.
 */
const browser = useBrowser();
const LANG = 'tw' as const;
const tx = (key: string, values?: Record<string, string | number>) => localeText(LANG, 'exams', key, values);
const BOUNDARIES_DRILL = 'SAT Reading and Writing Drill: Boundaries';

/** Takes an attempt to its end through the API without answering: each waiting module started, then submitted. */
const finishBlank = async (student: Student, userExamId: string) => {
  for (let step = 0; step < 12; step++) {
    const view = await readAttempt(student, userExamId);
    if (view.status !== 'in_progress') return;
    if (view.phase === 'ready' || view.phase === 'break') {
      await student.api('POST', `/api/user-exams/${userExamId}/start-module`);
      continue;
    }
    await student.api('POST', `/api/user-exams/${userExamId}/submit-module`, { moduleId: view.current!.moduleId });
  }
  throw new Error('the attempt did not complete');
};

const settle = async (page: Page) =>
  expect.poll(() => page.locator('.mantine-Notification-root').count(), { timeout: 15_000 }).toBe(0);

describe('the score report (issue 17 defect 9)', () => {
  it('a drill’s weak skills link to a drill of that skill; a full SAT shows one score and its range', async () => {
    const student = await registerStudent(LANG);
    const page = await browser.newPage();
    await signIn(page.context(), student);

    // A drill left blank: every skill is in band 1, weak, with a link to practise it.
    const drill = (await startAttempt(student, await findTest(student, 'sat', BOUNDARIES_DRILL))).userExamId;
    await finishBlank(student, drill);
    const drillResult = await readResult(student, drill);
    const weak = drillResult.report!.skills;
    expect(weak.length).toBeGreaterThan(0);
    expect(weak.every((s) => s.weak && s.band === 1 && s.practice?.match === 'skill')).toBe(true);

    await page.goto(`/sat/result/${drill}`);
    const next = page.getByTestId('practice-next');
    await next.getByRole('heading', { name: tx('report.practice.title') }).waitFor();
    await next
      .getByRole('img', { name: tx('report.bandOf', { band: 1, count: SKILL_BAND_COUNT }) })
      .first()
      .waitFor();
    await expect.poll(() => page.getByText(tx('report.weak'), { exact: true }).count()).toBeGreaterThan(0);
    await settle(page);
    await expectAccessible(page, 'score report of a drill (tw)');

    await next
      .getByRole('link', { name: tx('report.practice.skill') })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === '/sat/list' && url.searchParams.get('type') === 'drill');
    const url = new URL(page.url());
    expect(url.searchParams.get('section')).toBe('english');
    expect(url.searchParams.get('q')).toBe(BOUNDARIES_DRILL);
    await page.getByText(BOUNDARIES_DRILL, { exact: true }).first().waitFor();

    // A full SAT, left blank: one total with College Board's precision around it; no percentile is invented.
    const mock = (await startAttempt(student, await findTest(student, 'sat', DEMO_SAT_MOCK.title))).userExamId;
    await finishBlank(student, mock);
    const headline = (await readResult(student, mock)).report!.headline!;
    expect(headline.scale).toBe('sat_total');
    expect(headline.margin).toBe(40);
    await page.goto(`/sat/result/${mock}`);
    const score = page.getByTestId('headline-score');
    await expect.poll(() => score.textContent()).toBe(String(headline.score));
    const [lower, upper] = headline.range!;
    await expect
      .poll(() => page.getByTestId('score-range').textContent())
      .toBe(tx('report.rangeLabel', { range: lower === upper ? String(lower) : `${lower}–${upper}` }));
    expect(await page.getByTestId('score-percentiles').count()).toBe(0);
    await settle(page);
    await expectAccessible(page, 'score report of a full SAT (tw)');
  });
});

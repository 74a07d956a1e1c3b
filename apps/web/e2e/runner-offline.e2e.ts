import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, expectAccessible, useBrowser } from './browser.ts';
import { startCutProxy, type CutProxy } from './cut-proxy.ts';
import {
  choice,
  expectPosition,
  readAttempt,
  readRunningAttempt,
  registerStudent,
  runnerText,
  saveStatus,
  signIn,
  timerSeconds,
  waitUntil,
  type Student,
} from './exams-helpers.ts';
import {
  answerWith,
  choiceIdOf,
  footerButton,
  LETTERS,
  runningSatAttempt,
  SAT_MODULE_QUESTIONS,
} from './runner-journey.ts';

/**
 * Issue 16, acceptance 1 (decision 0035): the SAT runner keeps working through a network that is really
 * cut (a TCP proxy between the browser and the server resets every connection), a reload included. The
 * service worker serves the runner's page, code, strings, brand and the attempt as the device last knew
 * it; the answers wait in the journal and all reach the server once the network is back; the clock never
 * shows more time than the server allows, read from the server itself (the journey's own API client does
 * not go through the proxy).
 */
const browser = useBrowser();
const t = runnerText('en');
const TOTAL = SAT_MODULE_QUESTIONS;

let proxy: CutProxy;
beforeAll(async () => {
  proxy = await startCutProxy(baseUrl());
});
afterAll(async () => proxy?.close());

const expectChosen = async (page: Page, number: number, letter: string) => {
  await expectPosition(page, number, TOTAL);
  await expect
    .poll(() => choice(page, letter).getAttribute('aria-checked'), { message: `question ${number} shows ${letter}` })
    .toBe('true');
};

/**
 * The timer never shows more than the server allows: the server's remaining time, read just before it.
 * Both count whole seconds rounded up (the server's `remainingSeconds`, the timer's display), so a reading
 * may fall on either side of a second's edge: one second is that rounding, never time gained.
 */
const ROUNDING_SECONDS = 1;
const expectNoMoreThanServer = async (page: Page, student: Student, userExamId: string, label: string) => {
  const server = (await readAttempt(student, userExamId)).current?.remainingSeconds ?? -1;
  const shown = await timerSeconds(page);
  expect(shown, `${label}: the timer shows ${shown} s, the server allows ${server} s`).toBeLessThanOrEqual(
    server + ROUNDING_SECONDS,
  );
  // …and it is the server's clock, not a frozen or restarted one.
  expect(shown, `${label}: the timer (${shown} s) follows the server (${server} s)`).toBeGreaterThanOrEqual(server - 5);
  return shown;
};

describe('the runner offline (issue 16)', () => {
  it('reloads without network on the same question with its answers, keeps answering, reopens in a new tab, and sends everything once the network is back', async () => {
    const student = await registerStudent();
    const { examId, userExamId } = await runningSatAttempt(student);
    const running = await readRunningAttempt(student, userExamId);
    const planned = ([1, 2, 3, 4] as const).map((n) => ({
      n,
      letter: LETTERS[n - 1]!,
      ...choiceIdOf(running, n, LETTERS[n - 1]!),
    }));

    const page = await browser.newPage();
    await signIn(page.context(), student);
    await page.goto(`${proxy.url}/sat/test/${examId}/${userExamId}`);
    await expectPosition(page, 1, TOTAL);
    // The runner's service worker is installed (its precache done) and controls the page.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).scope)).toBe(`${proxy.url}/sat/`);

    // Two answers online, stored on the server.
    await answerWith(page, 'A');
    await footerButton(page, t('nav.next')).click();
    await expectPosition(page, 2, TOTAL);
    await answerWith(page, 'B');
    await waitUntil(
      async () => (await readAttempt(student, userExamId)).answers.filter((a) => a.answer !== null).length === 2,
      'the first two answers on the server',
    );
    await expect.poll(() => saveStatus(page).textContent()).toBe(t('save.saved'));
    await footerButton(page, t('nav.next')).click();
    await expectPosition(page, 3, TOTAL);

    // The network is cut: a third answer is taken and kept on the device.
    proxy.cut();
    await answerWith(page, 'C');
    await expect.poll(() => saveStatus(page).textContent()).not.toBe(t('save.saved'));
    await expectNoMoreThanServer(page, student, userExamId, 'offline, before the reload');

    // A reload without network: the runner reopens on question 3 with its three answers.
    await page.reload();
    await expectChosen(page, 3, 'C');
    expect(proxy.refused(), 'the browser met the cut network').toBeGreaterThan(0);
    await expectNoMoreThanServer(page, student, userExamId, 'offline, after the reload');
    await expect.poll(() => page.locator('.mantine-Notification-root').count()).toBe(0);
    await expectAccessible(page, 'the runner reopened offline');
    await footerButton(page, t('nav.back')).click();
    await expectChosen(page, 2, 'B');
    await footerButton(page, t('nav.back')).click();
    await expectChosen(page, 1, 'A');

    // It keeps taking answers offline.
    for (const n of [2, 3]) {
      await footerButton(page, t('nav.next')).click();
      await expectPosition(page, n, TOTAL);
    }
    await footerButton(page, t('nav.next')).click();
    await expectPosition(page, 4, TOTAL);
    await answerWith(page, 'D');
    const offline = await readAttempt(student, userExamId);
    expect(
      offline.answers.filter((a) => a.answer !== null).map((a) => a.questionId),
      'what was answered offline has not reached the server',
    ).not.toContain(planned[3]!.questionId);
    await expectNoMoreThanServer(page, student, userExamId, 'offline, still answering');

    // The tab is closed and a new one opened, still without network (a restarted tab): it continues there.
    const context = page.context();
    await page.close();
    const tab = await context.newPage();
    await tab.goto(`${proxy.url}/sat/test/${examId}/${userExamId}`);
    await expectChosen(tab, 4, 'D');
    await expect.poll(() => tab.getByRole('alert').and(tab.getByTestId('session-banner')).count()).toBe(0);
    await expectNoMoreThanServer(tab, student, userExamId, 'offline, in a new tab');

    // The network is back: every answer reaches the server, as chosen.
    proxy.restore();
    await waitUntil(
      async () => {
        const stored = (await readAttempt(student, userExamId)).answers;
        return planned.every((p) => stored.some((a) => a.questionId === p.questionId && a.answer === p.choiceId));
      },
      'all four answers stored on the server',
      45_000,
    );
    await expect.poll(() => saveStatus(tab).textContent(), { timeout: 20_000 }).toBe(t('save.saved'));
    await expectNoMoreThanServer(tab, student, userExamId, 'back online');
    const stored = (await readAttempt(student, userExamId)).answers.filter((a) => a.answer !== null);
    expect(stored.map((a) => a.questionId).sort()).toEqual(planned.map((p) => p.questionId).sort());
  });
});
